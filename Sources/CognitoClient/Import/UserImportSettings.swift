// SPDX-License-Identifier: Apache-2.0

/// What a user-import CSV is checked against: the pool's columns (`GetCSVHeader`) and the pool's
/// settings that `CreateUserImportJob` applies to every user (`DescribeUserPool`).
///
/// Without a pool to ask, ``init(header:requiredAttributes:autoVerifiedAttributes:mfa:caseSensitiveUsernames:)``'s
/// defaults are the lenient reading of AWS's rules: either contact may be the verified one, MFA
/// may be on or off per user, usernames are compared without case (the default of new pools).
public struct UserImportSettings: Sendable, Equatable {
    /// The pool's multi-factor authentication setting (`MfaConfiguration`).
    public enum MFA: String, Sendable, Equatable {
        /// MFA is off: `cognito:mfa_enabled` must be `false` for every user.
        case off = "OFF"
        /// Each user may have MFA: `true` or `false`.
        case optional = "OPTIONAL"
        /// MFA is required: `cognito:mfa_enabled` must be `true` for every user.
        case on = "ON"
    }

    /// The header of a default pool's import file, as `GetCSVHeader` returns it.
    public static let defaultHeader = [
        "name", "given_name", "family_name", "middle_name", "nickname", "preferred_username", "profile", "picture", "website",
        "email", "email_verified", "gender", "birthdate", "zoneinfo", "locale", "phone_number", "phone_number_verified",
        "address", "updated_at", "cognito:mfa_enabled", "cognito:username",
    ]

    /// AWS's limits for one import file: 100 MB (taken as 100,000,000 bytes, the stricter reading),
    /// 500,000 users after the header, 16,000 characters per line.
    public static let maximumFileBytes = 100_000_000
    public static let maximumUsers = 500_000
    public static let maximumLineCharacters = 16_000
    /// The longest username (`Username`'s length constraint in the API).
    public static let maximumUsernameCharacters = 128
    /// The longest value of a standard attribute.
    public static let maximumValueCharacters = 2048

    /// The columns the file must have (`GetCSVHeader`'s `CSVHeader`), in any order.
    public var header: [String]
    /// Attributes the pool requires (its schema's `Required`): each user needs a value.
    public var requiredAttributes: [String]
    /// `email` and/or `phone_number` (`AutoVerifiedAttributes`): at least one of them must be
    /// verified for each user; with only one, that one.
    public var autoVerifiedAttributes: [String]
    /// The pool's MFA setting, or `nil` when unknown (`cognito:mfa_enabled` is then only checked to
    /// be `true` or `false`).
    public var mfa: MFA?
    /// Whether usernames differ by case (`UsernameConfiguration.CaseSensitive`); duplicates are
    /// found accordingly.
    public var caseSensitiveUsernames: Bool

    /// - Parameters:
    ///   - header: the columns the file must have.
    ///   - requiredAttributes: attributes every user needs.
    ///   - autoVerifiedAttributes: `email`, `phone_number` or both.
    ///   - mfa: the pool's MFA setting, `nil` when unknown.
    ///   - caseSensitiveUsernames: whether usernames differ by case.
    public init(
        header: [String] = UserImportSettings.defaultHeader, requiredAttributes: [String] = [],
        autoVerifiedAttributes: [String] = ["email", "phone_number"], mfa: MFA? = nil, caseSensitiveUsernames: Bool = false
    ) {
        self.header = header
        self.requiredAttributes = requiredAttributes
        self.autoVerifiedAttributes = autoVerifiedAttributes
        self.mfa = mfa
        self.caseSensitiveUsernames = caseSensitiveUsernames
    }
}
