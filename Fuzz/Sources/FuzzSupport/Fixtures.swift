// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Files of the main package's test fixtures, read once at start-up.
public enum Fixtures {
    /// The repository root (this file is Fuzz/Sources/FuzzSupport/Fixtures.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bytes of `path` under the repository root; stops the run when missing (a broken set-up,
    /// not a finding).
    public static func bytes(_ path: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            fatalError("fixture \(path) not found under \(root.path)")
        }
        return Array(data)
    }
}
