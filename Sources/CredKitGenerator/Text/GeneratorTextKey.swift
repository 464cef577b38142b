// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from GeneratorTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `GeneratorTextKey+Texts.swift`, in this order.
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
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: GeneratorTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: GeneratorTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
