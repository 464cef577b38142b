// SPDX-License-Identifier: Apache-2.0
/// The identifier of one user-facing text: each module declares its own enumeration of keys
/// (`PolicyTextKey`, `CognitoTextKey`, …) with an English and a Spanish table, and this module keeps
/// only the mechanism — the language, the look-up and the placeholders.
///
/// Texts may contain named placeholders such as `{min}`, filled by ``TextTables/string(_:in:_:)``.
/// A module adds a `Texts.string(_:in:_:)` and a `LocalizedText.init(key:arguments:)` for its own
/// key type, so call sites read `Texts.string(.violationMinimumLength, in: language)` whatever the
/// module.
package protocol TextKey: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    /// The key type's tables, resolved once.
    static var tables: TextTables<Self> { get }
}

extension TextKey {
    /// The key's place in `allCases` (its declaration order), read from the enumeration's stored case
    /// number (a key type is a plain enumeration without payloads); `TextsTests` checks it against
    /// `allCases` for every key of every module.
    package var ordinal: Int {
        withUnsafeBytes(of: self) { bytes in
            switch bytes.count {
            case 0: 0
            case 1: Int(bytes[0])
            default: Int(bytes.loadUnaligned(as: UInt16.self))
            }
        }
    }
}

/// One key type's texts in every language, as arrays in `allCases` order (English where a table
/// lacks one), so a look-up is an index rather than hashing the key's name: a streaming command
/// looks up several texts per record.
package struct TextTables<Key: TextKey>: Sendable {
    private let english: [String]
    private let spanish: [String]
    /// The tables as written, for the tests that prove every key is translated.
    package let written: [Language: [Key: String]]

    /// Resolves a key type's tables.
    /// - Parameters:
    ///   - english: the English table.
    ///   - spanish: the Spanish table.
    package init(english: [Key: String], spanish: [Key: String]) {
        self.english = Key.allCases.map { english[$0] ?? $0.rawValue }
        self.spanish = Key.allCases.map { spanish[$0] ?? english[$0] ?? $0.rawValue }
        written = [.english: english, .spanish: spanish]
    }

    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    /// - Parameters:
    ///   - key: which text.
    ///   - language: which table.
    ///   - arguments: values for the placeholders, by name without braces.
    /// - Returns: the finished text. A placeholder without an argument is left as written.
    package func string(_ key: Key, in language: Language, _ arguments: [String: String] = [:]) -> String {
        let template =
            switch language {
            case .english: english[key.ordinal]
            case .spanish: spanish[key.ordinal]
            }
        return Texts.filling(template, with: arguments)
    }

    /// The whole table of one language, as written.
    package func table(for language: Language) -> [Key: String] { written[language] ?? [:] }
}
