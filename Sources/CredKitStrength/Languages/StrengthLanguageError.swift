// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a text does not name languages of the guesses model: the message quotes it and lists the
/// languages known.
public struct StrengthLanguageError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: StrengthTextKey

        // text-keys: codes of StrengthLanguageError.Code
        /// A tag names no language the model knows.
        public static let unknown = Self(rawValue: "unknown-language", textKey: .languageUnknown)
        /// The list, or a tag in it, is empty.
        public static let empty = Self(rawValue: "empty-language-list", textKey: .languageEmpty)
    }

    /// The stable code.
    public let code: Code
    /// The text as given.
    public let value: String

    package init(_ code: Code, value: String) {
        self.code = code
        self.value = value
    }

    /// The text, and the languages known.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language, ["value": value])
    }
}
