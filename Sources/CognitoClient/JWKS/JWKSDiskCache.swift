// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitNetwork
import Foundation

/// JWKS documents kept between runs of the command-line tool, one file per URL under
/// `$XDG_CACHE_HOME/credkit/jwks/` (or `~/.cache/credkit/jwks/`): directory 0700, files 0600,
/// written atomically. JWKS are public keys, but the directory is private anyway, like the rest of
/// credkit's state.
public struct JWKSDiskCache: Sendable {
    /// The directory the files live in.
    public let directory: URL

    /// Creates a cache in `directory`.
    /// - Parameter directory: where files go; created (0700) on first write.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The default location for `environment`.
    /// - Parameter environment: the process environment.
    /// - Returns: the cache, or `nil` when neither `XDG_CACHE_HOME` nor `HOME` is set.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> JWKSDiskCache? {
        CacheFolder.standard("jwks", environment: environment).map(JWKSDiskCache.init(directory:))
    }

    /// The file for `url`: a hash of the URL, so any URL makes a safe file name.
    public func file(for url: URL) -> URL {
        CacheFolder.file(in: directory, key: url.absoluteString)
    }

    /// The largest cached document read back (as the transport's answer limit).
    public static let maximumDocumentBytes = HTTPRequest.defaultMaximumResponseBytes

    /// The cached document for `url` and when it was written — or `nil`, and the keys are fetched
    /// again, when there is none or it cannot be trusted: not a regular file, owned by another user,
    /// writable by others (anyone who can write it could plant a key that makes forged tokens
    /// verify), or larger than ``maximumDocumentBytes``. A damaged document is caught by the caller,
    /// which parses it, and likewise refetched.
    public func read(_ url: URL) -> (bytes: [UInt8], written: Date)? {
        let file = file(for: url)
        // The age is read before the bytes: a file replaced in between only looks older.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let written = attributes[.modificationDate] as? Date,
            case .contents(let bytes) = PrivateFile.readTrusted(
                file.path, forbiddenMode: 0o022, maximumBytes: Self.maximumDocumentBytes)
        else { return nil }
        return (bytes, written)
    }

    /// Stores `bytes` for `url` atomically (a 0600 temporary file renamed into place).
    /// - Throws: when the directory or file cannot be written.
    public func write(_ bytes: [UInt8], for url: URL) throws {
        try PrivateFile.write(bytes, to: file(for: url))
    }
}
