// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Writes `data` to `url` the way credkit keeps its session and caches: the folder 0700, the file
/// 0600 (a test that hand-writes a session must pass credkit's permission check).
public func writePrivately(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try data.write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
}
