// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitEmail

/// Something in a user-import CSV that `CreateUserImportJob` would refuse: of the whole file, of
/// its header, or of one user's row.
public struct UserImportProblem: Sendable, Equatable {
    /// What is wrong, as a stable short name (the JSON records' `code`); a later version may add
    /// codes.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of UserImportProblem.Code
        /// The file is larger than 100 MB.
        public static let fileTooLarge = Self(rawValue: "file-too-large", textKey: .importFileTooLarge)
        /// More than 500,000 users.
        public static let tooManyUsers = Self(rawValue: "too-many-users", textKey: .importTooManyUsers)
        /// The file starts with a byte order mark (AWS wants UTF-8 without one).
        public static let byteOrderMark = Self(rawValue: "byte-order-mark", textKey: .importByteOrderMark)
        /// No header line.
        public static let emptyFile = Self(rawValue: "empty-file", textKey: .importEmptyFile)
        /// A column of the pool's header is missing from the file's.
        public static let missingColumn = Self(rawValue: "missing-column", textKey: .importMissingColumn)
        /// A column of the file is not one of the pool's.
        public static let unknownColumn = Self(rawValue: "unknown-column", textKey: .importUnknownColumn)
        /// A column appears twice in the file's header.
        public static let duplicateColumn = Self(rawValue: "duplicate-column", textKey: .importDuplicateColumn)
        /// The pool has no auto-verified attribute: the job would not start.
        public static let noAutoVerifiedAttribute = Self(rawValue: "no-auto-verified-attribute", textKey: .importNoAutoVerified)
        /// The line is not valid UTF-8.
        public static let notUTF8 = Self(rawValue: "not-utf8", textKey: .importNotUTF8)
        /// The line is longer than 16,000 characters.
        public static let lineTooLong = Self(rawValue: "line-too-long", textKey: .importLineTooLong)
        /// The row has more or fewer values than the header has columns.
        public static let columnCount = Self(rawValue: "column-count", textKey: .importColumnCount)
        /// A value in quotation marks (AWS keeps the quotes as part of the value).
        public static let quotedValue = Self(rawValue: "quoted-value", textKey: .importQuotedValue)
        /// No `cognito:username`.
        public static let usernameMissing = Self(rawValue: "username-missing", textKey: .importUsernameMissing)
        /// A username with white space or control characters.
        public static let usernameInvalid = Self(rawValue: "username-invalid", textKey: .importUsernameInvalid)
        /// A username longer than 128 characters.
        public static let usernameTooLong = Self(rawValue: "username-too-long", textKey: .importUsernameTooLong)
        /// A username already on an earlier line.
        public static let usernameDuplicate = Self(rawValue: "username-duplicate", textKey: .importUsernameDuplicate)
        /// An `email` that is not an address.
        public static let emailInvalid = Self(rawValue: "email-invalid", textKey: .importEmailInvalid)
        /// A `phone_number` not in E.164 (`+` and up to 15 digits).
        public static let phoneInvalid = Self(rawValue: "phone-invalid", textKey: .importPhoneInvalid)
        /// A `…_verified` or `cognito:mfa_enabled` value other than `true` or `false`.
        public static let notBoolean = Self(rawValue: "not-a-boolean", textKey: .importNotBoolean)
        /// `cognito:mfa_enabled` empty.
        public static let mfaMissing = Self(rawValue: "mfa-missing", textKey: .importMFAMissing)
        /// `cognito:mfa_enabled` is `true` without a `phone_number`.
        public static let mfaNeedsPhone = Self(rawValue: "mfa-needs-phone", textKey: .importMFANeedsPhone)
        /// The pool requires MFA and the user's `cognito:mfa_enabled` is `false`.
        public static let mfaRequired = Self(rawValue: "mfa-required", textKey: .importMFARequired)
        /// The pool has MFA off and the user's `cognito:mfa_enabled` is `true`.
        public static let mfaOff = Self(rawValue: "mfa-off", textKey: .importMFAOff)
        /// None of the pool's auto-verified attributes is verified for this user.
        public static let notVerified = Self(rawValue: "not-verified", textKey: .importNotVerified)
        /// `email_verified` or `phone_number_verified` is `true` without the address or number.
        public static let verifiedWithoutValue = Self(rawValue: "verified-without-value", textKey: .importVerifiedWithoutValue)
        /// An attribute the pool requires is empty.
        public static let requiredMissing = Self(rawValue: "required-missing", textKey: .importRequiredMissing)
        /// A value longer than 2,048 characters.
        public static let valueTooLong = Self(rawValue: "value-too-long", textKey: .importValueTooLong)
        /// `updated_at` is not a number of seconds since 1970.
        public static let updatedAtInvalid = Self(rawValue: "updated-at-invalid", textKey: .importUpdatedAtInvalid)
    }

    /// What is wrong.
    public var code: Code
    /// The column it is about, if one.
    public var column: String?
    /// The message's values: the column, a line, a count, a limit, the email checker's reason.
    public var arguments: [String: String]

    /// - Parameters:
    ///   - code: what is wrong.
    ///   - column: the column it is about.
    ///   - arguments: values for the message.
    public init(_ code: Code, column: String? = nil, _ arguments: [String: String] = [:]) {
        self.code = code
        self.column = column
        var arguments = arguments
        if let column { arguments["column"] = column }
        self.arguments = arguments
    }

    /// The problem in `language`.
    public func message(in language: Language) -> String {
        var arguments = arguments
        if code == .emailInvalid, let reason = arguments["reason"].flatMap(EmailRejection.init(rawValue:)) {
            arguments["reason"] = reason.message(in: language)
        }
        return Texts.string(code.textKey, in: language, arguments)
    }
}
