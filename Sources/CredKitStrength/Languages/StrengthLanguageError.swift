// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Why a text does not name languages of the guesses model: the message quotes it and lists the
/// languages known.
public struct StrengthLanguageError: CredKitError, Hashable {
    /// A stable error code.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// A tag names no language the model knows.
        case unknown = "unknown-language"
        /// The list, or a tag in it, is empty.
        case empty = "empty-language-list"

        package var textKey: StrengthTextKey {
            switch self {
            case .unknown: .languageUnknown
            case .empty: .languageEmpty
            }
        }
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
