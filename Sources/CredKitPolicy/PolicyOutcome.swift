// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// A set of ``PolicyRule``s as bits, so the hot path can record failures without allocating.
public struct PolicyRuleSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let invalidEncoding = PolicyRuleSet(rawValue: 1 << 0)
    public static let minimumLength = PolicyRuleSet(rawValue: 1 << 1)
    public static let maximumLength = PolicyRuleSet(rawValue: 1 << 2)
    public static let leadingOrTrailingWhitespace = PolicyRuleSet(rawValue: 1 << 3)
    public static let requireUppercase = PolicyRuleSet(rawValue: 1 << 4)
    public static let requireLowercase = PolicyRuleSet(rawValue: 1 << 5)
    public static let requireNumbers = PolicyRuleSet(rawValue: 1 << 6)
    public static let requireSymbols = PolicyRuleSet(rawValue: 1 << 7)
    public static let commonPassword = PolicyRuleSet(rawValue: 1 << 8)
    public static let breachedPassword = PolicyRuleSet(rawValue: 1 << 9)
    public static let containsUserContext = PolicyRuleSet(rawValue: 1 << 10)
    public static let minimumStrength = PolicyRuleSet(rawValue: 1 << 11)
    public static let forbiddenPattern = PolicyRuleSet(rawValue: 1 << 12)
    public static let requiredPattern = PolicyRuleSet(rawValue: 1 << 13)
    public static let breachedCheckUnavailable = PolicyRuleSet(rawValue: 1 << 14)
    public static let patternTooCostly = PolicyRuleSet(rawValue: 1 << 15)

    /// The rules in the set, in reporting order.
    public var rules: [PolicyRule] {
        PolicyRule.allRules.enumerated().compactMap { index, rule in
            contains(PolicyRuleSet(rawValue: 1 << UInt32(index))) ? rule : nil
        }
    }

    /// The bit for `rule`.
    /// - Parameter rule: a rule from ``PolicyRule/allRules``.
    public init(_ rule: PolicyRule) {
        let index = PolicyRule.allRules.firstIndex(of: rule) ?? 31
        self.init(rawValue: 1 << UInt32(index))
    }
}

/// The result of evaluating one password, compact enough to produce millions per second.
///
/// Turn it into messages with ``PasswordChecker/violations(for:in:)`` and
/// ``PasswordChecker/cognitoMessage(for:operation:)``.
public struct PolicyOutcome: Sendable, Hashable {
    /// The rules the password fails.
    public var failedRules: PolicyRuleSet = []
    /// Bit `i` set: forbidden pattern `i` matched.
    public var forbiddenPatternMatches: UInt64 = 0
    /// Bit `i` set: required pattern `i` did not match.
    public var requiredPatternMisses: UInt64 = 0
    /// Patterns the regex engine gave up on for this password (``PolicyRule/patternTooCostly``):
    /// bit `i` for forbidden pattern `i`, bit `32 + i` for required pattern `i`.
    public var costlyPatterns: UInt64 = 0
    /// Length in Unicode code points (after normalisation when the policy asks for it).
    public var length: Int = 0
    /// For an invalid line, the offset of its first bad byte.
    public var invalidEncodingOffset: Int?
    /// The meter's verdict, when the policy has a minimum strength.
    public var strength: StrengthResult?
    /// What the breached-password source answered, when the policy has the check (`nil`: not asked,
    /// also for a line that is not UTF-8).
    public var breach: BreachLookup?
    /// Whether the password breaks Cognito's parameter pattern `^[\S]+.*[\S]+$` (outer whitespace,
    /// or fewer than two characters), which Cognito checks before its policy.
    public var failsCognitoPattern = false

    /// Creates an empty (passing) outcome.
    public init() {}

    /// Whether the password passes every rule.
    public var isValid: Bool { failedRules.isEmpty }
}

/// A full verdict with messages, for callers that check one password at a time.
public struct PolicyReport: Sendable, Hashable {
    /// The raw outcome.
    public var outcome: PolicyOutcome
    /// Every failed rule with its message, in reporting order.
    public var violations: [PolicyViolation]
    /// What Cognito itself would answer for this password (`nil` when Cognito would accept it).
    public var cognitoMessage: String?

    /// Whether the password passes every rule.
    public var isValid: Bool { outcome.isValid }
}
