// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// A software passkey's file (`--passkey-file`): private to this user (0600, owned, at most 64 KiB),
/// refused otherwise, and written atomically, so a counter is never lost half-way.
enum PasskeyFile {
    /// The passkey in `path`.
    /// - Throws: `CLIFailure` naming the file and what is wrong (missing, readable by others, another
    ///   user's, unreadable, not a passkey credkit wrote).
    static func load(_ path: String, language: Language) throws -> SoftwarePasskey {
        let bytes: [UInt8]
        switch PrivateFile.readTrusted(path, forbiddenMode: 0o077, maximumBytes: 65_536) {
        case .contents(let contents): bytes = contents
        case .missing: throw failure(.cognitoPasskeyFileMissing, path, language)
        case .loosePermissions: throw failure(.cognitoPasskeyFileLoose, path, language)
        case .notOwned: throw failure(.cognitoPasskeyFileNotOwned, path, language)
        case .unreadable: throw failure(.cognitoPasskeyFileUnreadable, path, language)
        }
        do {
            return try SoftwarePasskey(fileContents: bytes, file: path)
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// Writes `passkey` to `path` (0600, atomically; missing folders 0700).
    /// - Throws: `CLIFailure` naming the file.
    static func save(_ passkey: SoftwarePasskey, to path: String, language: Language) throws {
        do {
            try PrivateFile.write(passkey.fileContents, to: URL(fileURLWithPath: path))
        } catch {
            throw CLIFailure(
                message: CLITexts.string(
                    .cognitoPasskeyFileNotWritten, in: language, ["file": path, "reason": "\(error)"]))
        }
    }

    /// Refuses a path that already holds something: a new passkey never replaces another.
    static func requireAbsent(_ path: String, language: Language) throws {
        var status = stat()
        if lstat(path, &status) == 0 { throw failure(.cognitoPasskeyFileExists, path, language) }
    }

    private static func failure(_ key: CLITextKey, _ path: String, _ language: Language) -> CLIFailure {
        CLIFailure(message: CLITexts.string(key, in: language, ["file": path]))
    }
}
