// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// An error the CLI reports itself: a one-line message and the exit status.
struct CLIFailure: Error {
    var message: String
    var status: Int32 = 2
}

extension CLIFailure {
    /// The bytes of a small file the user named (at most 1 MiB), or a failure whose message is
    /// `unreadable` with the file and the reason.
    static func readSmallFile(_ path: String, unreadable: CLITextKey, language: Language) throws -> [UInt8] {
        do {
            return try FileBytes.read(path, limit: 1 << 20)
        } catch {
            throw CLIFailure(
                message: CLITexts.string(
                    unreadable, in: language, ["file": path, "reason": error.reason.string(in: language)]))
        }
    }
}
