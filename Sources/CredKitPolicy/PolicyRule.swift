// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A stable code for one policy rule, as it appears in JSON output.
///
/// Cognito's own rules use Cognito's field names (`MinimumLength`, `RequireUppercase`, …). The set
/// grows with new checks, so it is a struct with static members rather than an enum.
public struct PolicyRule: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Shorter than `MinimumLength` code points.
    public static let minimumLength = PolicyRule(rawValue: "MinimumLength")
    /// Longer than 256 code points (Cognito's limit) or than the extension's maximum.
    public static let maximumLength = PolicyRule(rawValue: "MaximumLength")
    /// No ASCII capital letter.
    public static let requireUppercase = PolicyRule(rawValue: "RequireUppercase")
    /// No ASCII small letter.
    public static let requireLowercase = PolicyRule(rawValue: "RequireLowercase")
    /// No ASCII digit.
    public static let requireNumbers = PolicyRule(rawValue: "RequireNumbers")
    /// None of the 32 symbols and no inner space.
    public static let requireSymbols = PolicyRule(rawValue: "RequireSymbols")
    /// Starts or ends with space, tab, LF, VT, FF or CR, which Cognito rejects before its policy.
    public static let leadingOrTrailingWhitespace = PolicyRule(rawValue: "LeadingOrTrailingWhitespace")
    /// The input line is not valid UTF-8; no other rule was evaluated.
    public static let invalidEncoding = PolicyRule(rawValue: "InvalidEncoding")
    /// On the blocklist of common passwords (extension).
    public static let commonPassword = PolicyRule(rawValue: "CommonPassword")
    /// In a breached-password corpus (Pwned Passwords), or the corpus could not be asked and the
    /// check fails closed (extension).
    public static let breachedPassword = PolicyRule(rawValue: "BreachedPassword")
    /// Contains the user's email local part, username or name (extension).
    public static let containsUserContext = PolicyRule(rawValue: "ContainsUserContext")
    /// Below the minimum strength (extension).
    public static let minimumStrength = PolicyRule(rawValue: "MinimumStrength")
    /// Matches a forbidden pattern (extension).
    public static let forbiddenPattern = PolicyRule(rawValue: "ForbiddenPattern")
    /// Does not match a required pattern (extension).
    public static let requiredPattern = PolicyRule(rawValue: "RequiredPattern")
    /// The breached-password source could not answer and the check fails closed (extension): not
    /// judged safe, but not known to be breached either, so counted apart from ``breachedPassword``.
    public static let breachedCheckUnavailable = PolicyRule(rawValue: "BreachedCheckUnavailable")
    /// A policy pattern took more than 1,000,000 PCRE2 steps on this password
    /// (it backtracks exponentially): the policy's fault, not the password's. The check fails closed;
    /// a pipeline stops with a policy error (extension).
    public static let patternTooCostly = PolicyRule(rawValue: "PatternTooCostly")

    /// Every rule, in the order violations are reported.
    public static let allRules: [PolicyRule] = [
        .invalidEncoding, .minimumLength, .maximumLength, .leadingOrTrailingWhitespace,
        .requireUppercase, .requireLowercase, .requireNumbers, .requireSymbols,
        .commonPassword, .breachedPassword, .containsUserContext, .minimumStrength, .forbiddenPattern,
        .requiredPattern, .breachedCheckUnavailable, .patternTooCostly,
    ]
}

/// One failed rule with its message.
public struct PolicyViolation: Sendable, Hashable {
    /// The rule's stable code.
    public var rule: PolicyRule
    /// What is wrong, in the requested language.
    public var message: String

    /// Creates a violation.
    /// - Parameters:
    ///   - rule: the failed rule.
    ///   - message: what is wrong.
    public init(rule: PolicyRule, message: String) {
        self.rule = rule
        self.message = message
    }
}
