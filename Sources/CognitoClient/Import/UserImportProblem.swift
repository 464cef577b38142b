// SPDX-License-Identifier: Apache-2.0
import CredKit
import _CredKitCore

/// Something in a user-import CSV that `CreateUserImportJob` would refuse: of the whole file, of
/// its header, or of one user's row.
public struct UserImportProblem: Sendable, Equatable {
    /// What is wrong, as a stable short name (the JSON records' `code`).
    public enum Code: String, Sendable, CaseIterable {
        /// The file is larger than 100 MB.
        case fileTooLarge = "file-too-large"
        /// More than 500,000 users.
        case tooManyUsers = "too-many-users"
        /// The file starts with a byte order mark (AWS wants UTF-8 without one).
        case byteOrderMark = "byte-order-mark"
        /// No header line.
        case emptyFile = "empty-file"
        /// A column of the pool's header is missing from the file's.
        case missingColumn = "missing-column"
        /// A column of the file is not one of the pool's.
        case unknownColumn = "unknown-column"
        /// A column appears twice in the file's header.
        case duplicateColumn = "duplicate-column"
        /// The pool has no auto-verified attribute: the job would not start.
        case noAutoVerifiedAttribute = "no-auto-verified-attribute"
        /// The line is not valid UTF-8.
        case notUTF8 = "not-utf8"
        /// The line is longer than 16,000 characters.
        case lineTooLong = "line-too-long"
        /// The row has more or fewer values than the header has columns.
        case columnCount = "column-count"
        /// A value in quotation marks (AWS keeps the quotes as part of the value).
        case quotedValue = "quoted-value"
        /// No `cognito:username`.
        case usernameMissing = "username-missing"
        /// A username with white space or control characters.
        case usernameInvalid = "username-invalid"
        /// A username longer than 128 characters.
        case usernameTooLong = "username-too-long"
        /// A username already on an earlier line.
        case usernameDuplicate = "username-duplicate"
        /// An `email` that is not an address.
        case emailInvalid = "email-invalid"
        /// A `phone_number` not in E.164 (`+` and up to 15 digits).
        case phoneInvalid = "phone-invalid"
        /// A `…_verified` or `cognito:mfa_enabled` value other than `true` or `false`.
        case notBoolean = "not-a-boolean"
        /// `cognito:mfa_enabled` empty.
        case mfaMissing = "mfa-missing"
        /// `cognito:mfa_enabled` is `true` without a `phone_number`.
        case mfaNeedsPhone = "mfa-needs-phone"
        /// The pool requires MFA and the user's `cognito:mfa_enabled` is `false`.
        case mfaRequired = "mfa-required"
        /// The pool has MFA off and the user's `cognito:mfa_enabled` is `true`.
        case mfaOff = "mfa-off"
        /// None of the pool's auto-verified attributes is verified for this user.
        case notVerified = "not-verified"
        /// `email_verified` or `phone_number_verified` is `true` without the address or number.
        case verifiedWithoutValue = "verified-without-value"
        /// An attribute the pool requires is empty.
        case requiredMissing = "required-missing"
        /// A value longer than 2,048 characters.
        case valueTooLong = "value-too-long"
        /// `updated_at` is not a number of seconds since 1970.
        case updatedAtInvalid = "updated-at-invalid"
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
        return Texts.string(textKey, in: language, arguments)
    }

    private var textKey: CognitoTextKey {
        switch code {
        case .fileTooLarge: .importFileTooLarge
        case .tooManyUsers: .importTooManyUsers
        case .byteOrderMark: .importByteOrderMark
        case .emptyFile: .importEmptyFile
        case .missingColumn: .importMissingColumn
        case .unknownColumn: .importUnknownColumn
        case .duplicateColumn: .importDuplicateColumn
        case .noAutoVerifiedAttribute: .importNoAutoVerified
        case .notUTF8: .importNotUTF8
        case .lineTooLong: .importLineTooLong
        case .columnCount: .importColumnCount
        case .quotedValue: .importQuotedValue
        case .usernameMissing: .importUsernameMissing
        case .usernameInvalid: .importUsernameInvalid
        case .usernameTooLong: .importUsernameTooLong
        case .usernameDuplicate: .importUsernameDuplicate
        case .emailInvalid: .importEmailInvalid
        case .phoneInvalid: .importPhoneInvalid
        case .notBoolean: .importNotBoolean
        case .mfaMissing: .importMFAMissing
        case .mfaNeedsPhone: .importMFANeedsPhone
        case .mfaRequired: .importMFARequired
        case .mfaOff: .importMFAOff
        case .notVerified: .importNotVerified
        case .verifiedWithoutValue: .importVerifiedWithoutValue
        case .requiredMissing: .importRequiredMissing
        case .valueTooLong: .importValueTooLong
        case .updatedAtInvalid: .importUpdatedAtInvalid
        }
    }
}
