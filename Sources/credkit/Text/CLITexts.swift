// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore

/// Looks up the command line's texts (written in `CLITextKey+Texts.swift`).
enum CLITexts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    /// - Parameters:
    ///   - key: which text.
    ///   - language: which table.
    ///   - arguments: values for the placeholders, by name without braces.
    /// - Returns: the finished text. A placeholder without an argument is left as written.
    static func string(_ key: CLITextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }

    /// The whole table of one language; the tests use it to prove every key is translated.
    static func table(for language: Language) -> [CLITextKey: String] { CLITextKey.table(for: language) }
}
