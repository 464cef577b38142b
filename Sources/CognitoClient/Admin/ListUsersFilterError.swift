// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a `ListUsers` filter was refused, and where: a stable code, the 1-based column (in
/// characters) and what was found there, with English and Spanish texts.
public struct ListUsersFilterError: CredKitError, Hashable {
    /// What is wrong.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of ListUsersFilterError.Code
        /// Longer than the 256 characters Cognito takes.
        public static let tooLong = Self(rawValue: "too-long", textKey: .filterTooLong)
        /// No attribute name where one must start.
        public static let missingAttribute = Self(rawValue: "missing-attribute", textKey: .filterMissingAttribute)
        /// A custom attribute: Cognito does not search them.
        public static let customAttribute = Self(rawValue: "custom-attribute", textKey: .filterCustomAttribute)
        /// An attribute Cognito does not search.
        public static let unknownAttribute = Self(rawValue: "unknown-attribute", textKey: .filterUnknownAttribute)
        /// Neither `=` nor `^=` after the attribute.
        public static let missingOperator = Self(rawValue: "missing-operator", textKey: .filterMissingOperator)
        /// A value without double quotes.
        public static let unquotedValue = Self(rawValue: "unquoted-value", textKey: .filterUnquotedValue)
        /// A value whose closing double quote is missing.
        public static let unterminatedValue = Self(rawValue: "unterminated-value", textKey: .filterUnterminatedValue)
        /// A backslash before something other than `"` or `\`.
        public static let invalidEscape = Self(rawValue: "invalid-escape", textKey: .filterInvalidEscape)
        /// Something after the value (a second condition: Cognito filters on one attribute).
        public static let trailingText = Self(rawValue: "trailing-text", textKey: .filterTrailingText)
        /// A `status` or `cognito:user_status` value no user can have.
        public static let unknownStatus = Self(rawValue: "unknown-status", textKey: .filterUnknownStatus)
    }

    /// What is wrong.
    public let code: Code
    /// Where, in characters from 1.
    public let column: Int
    /// What was found there (empty at the end of the filter).
    public let detail: String
    /// The attribute, for ``Code/unknownStatus``.
    public let attribute: String?

    /// An error.
    public init(_ code: Code, column: Int, detail: String, attribute: String? = nil) {
        self.code = code
        self.column = column
        self.detail = detail
        self.attribute = attribute
    }

    public var description: String { "\(code) at column \(column): \(detail)" }

    /// The text to show: `filter, column N: …`.
    /// - Parameter language: the text's language.
    public func message(in language: Language) -> String {
        let allowed: String
        switch attribute {
        case "status"?: allowed = ListUsersFilter.statusValues.joined(separator: ", ")
        case "cognito:user_status"?: allowed = ListUsersFilter.userStatusValues.joined(separator: ", ")
        default: allowed = ListUsersFilter.searchableAttributes.joined(separator: ", ")
        }
        let found = detail.isEmpty ? Texts.string(.filterEnd, in: language) : "“" + detail + "”"
        return Texts.string(.filterAt, in: language, ["column": String(column)])
            + Texts.string(
                code.textKey, in: language,
                [
                    "found": found, "detail": detail, "allowed": allowed, "attribute": attribute ?? "",
                    "limit": String(ListUsersFilter.maximumLength),
                ])
    }
}
