// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Hints for common slips on the command line.
enum StrayArguments {
    /// The commands that read passwords from standard input.
    static let passwordCommands: Set<String> = ["check", "strength", "breached check"]

    /// `credkit check pw.txt`: a file's name where standard input was meant — said so, with the
    /// option that reads it; anything else may be a password, so it is never repeated.
    static func hint(for value: String, command: String, language: Language) -> String? {
        guard passwordCommands.contains(command) else { return nil }
        if FileBytes.exists(value) {
            return CLITexts.string(
                .strayPasswordArgument, in: language, ["command": command, "value": PasswordDisplay.quoted(value)])
        }
        return CLITexts.string(.strayPasswordArgumentNotFile, in: language, ["command": command])
    }

    /// The command a command line names: its leading words (`breached check`).
    static func command(_ arguments: [String]) -> String {
        arguments.prefix { !$0.hasPrefix("-") }.prefix(2).joined(separator: " ")
    }
}
