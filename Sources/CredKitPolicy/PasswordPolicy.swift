// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A Cognito user-pool password policy, plus credkit's optional extensions.
///
/// The Cognito part mirrors `PasswordPolicyType` field for field. Build one in code, take a bundled
/// preset (``PolicyPreset``), or load Cognito's own JSON with ``PasswordPolicy/init(jsonBytes:file:)``.
/// Check passwords against it with ``PasswordChecker``.
///
/// ```swift
/// let policy = PasswordPolicy(minimumLength: 12, requireSymbols: false)
/// let checker = try PasswordChecker(policy: policy)
/// let report = checker.check("Password123")
/// report.isValid            // false
/// report.violations[0].rule // .minimumLength
/// ```
public struct PasswordPolicy: Sendable, Hashable {
    /// The values Cognito accepts for `MinimumLength`.
    public static let minimumLengthRange = 6...99
    /// The values Cognito accepts for `TemporaryPasswordValidityDays`.
    public static let temporaryPasswordValidityDaysRange = 0...365
    /// The values Cognito accepts for `PasswordHistorySize`.
    public static let passwordHistorySizeRange = 0...24
    /// Cognito's `PasswordType` limit: no password may be longer, whatever the policy says.
    public static let cognitoMaximumLength = 256
    /// The 32 symbols Cognito documents for `RequireSymbols`. An inner space also counts.
    public static let symbols = #"^$*.[]{}()?"!@#%&/\,><':;|_~`=+-"#

    /// `MinimumLength`: 6 to 99 Unicode code points. A missing field means 8, a new pool's default.
    public var minimumLength: Int
    /// `RequireUppercase`: at least one ASCII capital `A`–`Z`.
    public var requireUppercase: Bool
    /// `RequireLowercase`: at least one ASCII small letter `a`–`z`.
    public var requireLowercase: Bool
    /// `RequireNumbers`: at least one ASCII digit `0`–`9`.
    public var requireNumbers: Bool
    /// `RequireSymbols`: at least one of ``symbols``, or a space that is neither leading nor trailing.
    public var requireSymbols: Bool
    /// `TemporaryPasswordValidityDays` (0–365). Cognito enforces it; credkit only shows it.
    public var temporaryPasswordValidityDays: Int
    /// `PasswordHistorySize` (0–24; 0 means not enforced). Cognito enforces it; credkit only shows it.
    public var passwordHistorySize: Int
    /// Checks beyond Cognito's (the policy file's `CredKit` object), all off by default.
    public var extraRules: ExtraRules
    /// The old name of ``extraRules``.
    @available(*, deprecated, renamed: "extraRules")
    public var extensions: ExtraRules {
        get { extraRules }
        set { extraRules = newValue }
    }
    /// A name, description and source, for presets and display.
    public var info: PolicyInfo
    /// The service that enforces the policy (`CredKit.Platform` in a policy file): Cognito unless
    /// the policy was imported from another provider. Cognito's own rules (no whitespace at the
    /// start or end) apply only on Cognito.
    public var platform: PolicyPlatform = .cognito

    /// Creates a policy. The defaults are a new Cognito pool's: 8 characters and all four character classes.
    /// - Parameters:
    ///   - minimumLength: `MinimumLength`, 6 to 99.
    ///   - requireUppercase: `RequireUppercase`.
    ///   - requireLowercase: `RequireLowercase`.
    ///   - requireNumbers: `RequireNumbers`.
    ///   - requireSymbols: `RequireSymbols`.
    ///   - temporaryPasswordValidityDays: `TemporaryPasswordValidityDays`, 0 to 365.
    ///   - passwordHistorySize: `PasswordHistorySize`, 0 to 24.
    ///   - extraRules: credkit's extra checks.
    ///   - info: name, description and source.
    public init(
        minimumLength: Int = 8,
        requireUppercase: Bool = true,
        requireLowercase: Bool = true,
        requireNumbers: Bool = true,
        requireSymbols: Bool = true,
        temporaryPasswordValidityDays: Int = 7,
        passwordHistorySize: Int = 0,
        extraRules: ExtraRules = ExtraRules(),
        info: PolicyInfo = PolicyInfo()
    ) {
        self.minimumLength = minimumLength
        self.requireUppercase = requireUppercase
        self.requireLowercase = requireLowercase
        self.requireNumbers = requireNumbers
        self.requireSymbols = requireSymbols
        self.temporaryPasswordValidityDays = temporaryPasswordValidityDays
        self.passwordHistorySize = passwordHistorySize
        self.extraRules = extraRules
        self.info = info
    }

    /// The longest password this policy allows: Cognito's 256, or less when the extension sets a maximum.
    public var effectiveMaximumLength: Int {
        min(Self.cognitoMaximumLength, extraRules.maximumLength ?? Self.cognitoMaximumLength)
    }
}

/// Descriptive fields of a policy; they do not change what passes.
public struct PolicyInfo: Sendable, Hashable {
    /// A short identifier such as `cognito-default`.
    public var name: String?
    /// One sentence on what the policy is for, by language (a policy file may give one text for all).
    public var descriptions: [Language: String]
    /// Where its numbers come from (a document, a URL).
    public var source: String?

    /// Creates policy metadata.
    /// - Parameters:
    ///   - name: a short identifier.
    ///   - descriptions: what the policy is for, by language.
    ///   - source: where its numbers come from.
    public init(name: String? = nil, descriptions: [Language: String] = [:], source: String? = nil) {
        self.name = name
        self.descriptions = descriptions
        self.source = source
    }

    /// The description in `language`, falling back to English, then to any language given.
    /// - Parameter language: the preferred language.
    /// - Returns: the description, or `nil` when there is none.
    public func description(in language: Language) -> String? {
        descriptions[language] ?? descriptions[.english] ?? descriptions.values.first
    }
}
