// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of the password generator. Each key has an entry in
/// ``GeneratorEnglishTexts`` and ``GeneratorSpanishTexts``; the tests check both are complete and
/// use the same placeholders.
package enum GeneratorTextKey: String, TextKey {
    case generatorLengthOutOfRange
    case generatorClassExcluded
    case generatorEmptyAlphabet
    case generatorUnsatisfiable
    case generatorPassphraseLength
    case generatorImprobable
    case generatorInvalidWordCount
    case generatorSeparatorLetters
    case generatorSeparatorEmpty
    case generatorSeparatorExcluded
    case generatorNoWords
    case generatorOptionConflict
    case generatorRejectedByPolicy
    case generatorBreachUnavailable
    case generatorClassUppercase
    case generatorClassLowercase
    case generatorClassDigit
    case generatorClassSymbol

    package static let tables = TextTables<Self>(english: GeneratorEnglishTexts.table, spanish: GeneratorSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: GeneratorTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        GeneratorTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: GeneratorTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
