// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitGenerator
import CredKitPolicy

/// Lints a policy against a standard, and always for contradictions.
///
/// ```swift
/// let linter = PolicyLinter(standard: .nist80063b4, mfa: false)
/// for finding in linter.lint(try PolicyPreset.named("cognito-default")!.policy()) {
///     print(finding.severity, finding.code, finding.message(in: .english))
/// }
/// ```
///
/// Contradictions are proved, not guessed: a required class the forbidden patterns leave no
/// character for is found by trying every character of the class, and a policy no password can
/// pass is one the generator cannot make a password for.
public struct PolicyLinter: Sendable {
    /// The standard.
    public var standard: PolicyStandard
    /// Whether passwords are used with a second factor (NIST's 8-character minimum, PCI's 8.3.9).
    public var mfa: Bool
    /// The pool's feature plan, when known (history needs Essentials or Plus).
    public var tier: UserPoolTier?

    /// Creates a linter.
    /// - Parameters:
    ///   - standard: the standard to lint against.
    ///   - mfa: whether the pool requires a second factor.
    ///   - tier: the pool's feature plan, when known.
    public init(standard: PolicyStandard, mfa: Bool = false, tier: UserPoolTier? = nil) {
        self.standard = standard
        self.mfa = mfa
        self.tier = tier
    }

    /// Every finding, contradictions first, then the standard's in clause order.
    /// - Parameter policy: the policy.
    /// - Returns: the findings; empty when the policy meets the standard.
    public func lint(_ policy: PasswordPolicy) -> [LintFinding] {
        var findings = contradictions(policy)
        switch standard {
        case .nist80063b4: findings += nist(policy)
        case .asvs5: findings += asvs(policy)
        case .pciDSS4: findings += pci(policy)
        case .cognito: findings += cognito(policy)
        }
        return findings
    }

    // MARK: - Contradictions (every standard)

    static func requiredClasses(_ policy: PasswordPolicy) -> [(field: String, characters: String)] {
        [
            (policy.requireUppercase, "RequireUppercase", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            (policy.requireLowercase, "RequireLowercase", "abcdefghijklmnopqrstuvwxyz"),
            (policy.requireNumbers, "RequireNumbers", "0123456789"),
            (policy.requireSymbols, "RequireSymbols", PasswordPolicy.symbols),
        ].filter(\.0).map { ($0.1, $0.2) }
    }

    func contradictions(_ policy: PasswordPolicy) -> [LintFinding] {
        var findings: [LintFinding] = []
        let clause = "credkit"
        let maximum = policy.effectiveMaximumLength
        if maximum < policy.minimumLength {
            findings.append(
                LintFinding(
                    "maximum-below-minimum", .error, clause: clause, field: "CredKit.MaximumLength",
                    key: .lintMaximumBelowMinimum, fix: .lintMaximumBelowMinimumFix,
                    ["max": String(maximum), "min": String(policy.minimumLength)]))
        }
        let required = Self.requiredClasses(policy)
        if required.count > maximum {
            findings.append(
                LintFinding(
                    "classes-exceed-maximum", .error, clause: clause, field: "CredKit.MaximumLength",
                    key: .lintClassesExceedMaximum, fix: .lintClassesExceedMaximumFix,
                    ["count": String(required.count), "max": String(maximum)]))
        }
        // A required class every character of which some forbidden pattern refuses.
        if !policy.extraRules.forbiddenPatterns.isEmpty {
            var patternsOnly = PasswordPolicy.explicitBase
            patternsOnly.minimumLength = PasswordPolicy.minimumLengthRange.lowerBound
            patternsOnly.extraRules.forbiddenPatterns = policy.extraRules.forbiddenPatterns
            patternsOnly.extraRules.normalizesToNFKC = policy.extraRules.normalizesToNFKC
            if let checker = try? PasswordChecker(policy: patternsOnly) {
                for requiredClass in required {
                    // Each character inside a filler the patterns are unlikely to mind: the
                    // character alone is shorter than any minimum.
                    let refusedAll = requiredClass.characters.allSatisfy { character in
                        let probe = "\u{00B7}\u{00B7}\(character)\u{00B7}\u{00B7}\u{00B7}"
                        return checker.check(probe).outcome.forbiddenPatternMatches != 0
                    }
                    if refusedAll {
                        findings.append(
                            LintFinding(
                                "class-forbidden", .error, clause: clause, field: requiredClass.field,
                                key: .lintClassForbidden, fix: .lintClassForbiddenFix, ["class": requiredClass.field]))
                    }
                }
            }
        }
        // The generator's proof only when nothing above already explains a policy no password passes.
        if findings.isEmpty {
            if let failure = Self.unsatisfiable(policy) {
                findings.append(
                    LintFinding(
                        "unsatisfiable", .error, clause: clause, field: failure.field, key: .lintUnsatisfiable,
                        fix: .lintUnsatisfiableFix, ["reason": failure.reason]))
            }
        }
        if let tier, tier == .lite, policy.passwordHistorySize > 0 {
            findings.append(
                LintFinding(
                    "history-on-lite", .error, clause: "Amazon Cognito feature plans", field: "PasswordHistorySize",
                    key: .lintHistoryOnLite, fix: .lintHistoryOnLiteFix, ["count": String(policy.passwordHistorySize)]))
        }
        return findings
    }

    /// Why no password can pass, found by asking the generator for one at the minimum, a middle
    /// and the maximum length (each try draws up to the generator's limit of candidates); `nil`
    /// when it made one. The breached-password check is left out: it needs a source and never
    /// makes a policy impossible.
    static func unsatisfiable(_ policy: PasswordPolicy) -> (field: String?, reason: String)? {
        var local = policy
        local.extraRules.breached = nil
        guard let checker = try? PasswordChecker(policy: local) else { return nil }
        let maximum = local.effectiveMaximumLength
        let lengths = [
            PasswordGenerator.defaultLength(for: local, alphabet: GeneratorAlphabet()), local.minimumLength,
            (local.minimumLength + maximum) / 2, maximum,
        ]
        var last: GeneratorError?
        for length in lengths where length >= local.minimumLength && length <= maximum {
            do {
                let generator = try PasswordGenerator(checker: checker, recipe: .characters(CharacterRecipe(length: length)))
                _ = try generator.generate()
                return nil
            } catch {
                last = error
            }
        }
        guard let last else { return nil }
        return (nil, last.message(in: .english))
    }

    // MARK: - Standards

    /// Whether a class is required by the flags or, for a probe with none of its characters, by
    /// a pattern (the probe has every other printable ASCII character, so only a rule asking for
    /// this class can refuse it).
    static func requires(_ policy: PasswordPolicy, letters: Bool) -> Bool {
        if letters && (policy.requireUppercase || policy.requireLowercase) { return true }
        if !letters && policy.requireNumbers { return true }
        var local = PasswordPolicy.explicitBase
        local.minimumLength = PasswordPolicy.minimumLengthRange.lowerBound
        local.requireUppercase = policy.requireUppercase && !letters
        local.requireLowercase = policy.requireLowercase && !letters
        local.requireNumbers = policy.requireNumbers && letters
        local.requireSymbols = policy.requireSymbols
        local.extraRules.requiredPatterns = policy.extraRules.requiredPatterns
        guard let checker = try? PasswordChecker(policy: local) else { return false }
        let others = letters ? "0123456789" : "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        var probe = others + PasswordPolicy.symbols
        probe = String(probe.prefix(policy.effectiveMaximumLength))
        return !checker.check(probe).isValid
    }

    static func hasCompositionRules(_ policy: PasswordPolicy) -> Bool {
        policy.requireUppercase || policy.requireLowercase || policy.requireNumbers || policy.requireSymbols
            || !policy.extraRules.requiredPatterns.isEmpty
    }

    static func compositionFields(_ policy: PasswordPolicy) -> String {
        var fields: [String] = []
        if policy.requireUppercase { fields.append("RequireUppercase") }
        if policy.requireLowercase { fields.append("RequireLowercase") }
        if policy.requireNumbers { fields.append("RequireNumbers") }
        if policy.requireSymbols { fields.append("RequireSymbols") }
        if !policy.extraRules.requiredPatterns.isEmpty { fields.append("CredKit.RequiredPatterns") }
        return fields.joined(separator: ", ")
    }

    func nist(_ policy: PasswordPolicy) -> [LintFinding] {
        let clause = "NIST SP 800-63B-4 §3.1.1.2"
        var findings: [LintFinding] = []
        let needed = mfa ? 8 : 15
        if policy.minimumLength < needed {
            findings.append(
                LintFinding(
                    "nist-minimum-length", .error, clause: clause, field: "MinimumLength",
                    key: mfa ? .lintNISTMinimumMFA : .lintNISTMinimum, fix: .lintSetMinimumFix,
                    ["value": String(policy.minimumLength), "min": String(needed)]))
        }
        if policy.effectiveMaximumLength < 64 {
            findings.append(
                LintFinding(
                    "nist-maximum-under-64", .warning, clause: clause, field: "CredKit.MaximumLength",
                    key: .lintMaximumUnder64, fix: .lintMaximumUnder64Fix, ["max": String(policy.effectiveMaximumLength)]))
        }
        if Self.hasCompositionRules(policy) {
            findings.append(
                LintFinding(
                    "nist-composition-rules", .error, clause: clause, field: Self.compositionFields(policy),
                    key: .lintNISTComposition, fix: .lintCompositionFix, ["fields": Self.compositionFields(policy)]))
        }
        if policy.extraRules.blocklist == nil && policy.extraRules.breached == nil {
            findings.append(
                LintFinding(
                    "nist-no-blocklist", .error, clause: clause, field: "CredKit.Blocklist", key: .lintNISTBlocklist,
                    fix: .lintBlocklistFix))
        } else if policy.extraRules.breached == nil {
            findings.append(
                LintFinding(
                    "nist-no-breached", .info, clause: clause, field: "CredKit.Breached", key: .lintNISTBreached,
                    fix: .lintBreachedFix))
        }
        if !policy.extraRules.normalizesToNFKC {
            findings.append(
                LintFinding(
                    "nist-no-normalization", .warning, clause: clause, field: "CredKit.Normalization",
                    key: .lintNISTNormalization, fix: .lintNISTNormalizationFix))
        }
        return findings
    }

    func asvs(_ policy: PasswordPolicy) -> [LintFinding] {
        var findings: [LintFinding] = []
        if policy.minimumLength < 8 {
            findings.append(
                LintFinding(
                    "asvs-minimum-length", .error, clause: "OWASP ASVS 5.0 6.2.1", field: "MinimumLength",
                    key: .lintASVSMinimum, fix: .lintSetMinimumFix, ["value": String(policy.minimumLength), "min": "8"]))
        } else if policy.minimumLength < 15 {
            findings.append(
                LintFinding(
                    "asvs-minimum-15", .warning, clause: "OWASP ASVS 5.0 6.2.1", field: "MinimumLength",
                    key: .lintASVSMinimum15, fix: .lintSetMinimumFix, ["value": String(policy.minimumLength), "min": "15"]))
        }
        if policy.extraRules.blocklist == nil && policy.extraRules.breached == nil {
            findings.append(
                LintFinding(
                    "asvs-no-blocklist", .error, clause: "OWASP ASVS 5.0 6.2.4", field: "CredKit.Blocklist",
                    key: .lintASVSBlocklist, fix: .lintBlocklistFix))
        }
        if Self.hasCompositionRules(policy) {
            findings.append(
                LintFinding(
                    "asvs-composition-rules", .error, clause: "OWASP ASVS 5.0 6.2.5", field: Self.compositionFields(policy),
                    key: .lintASVSComposition, fix: .lintCompositionFix, ["fields": Self.compositionFields(policy)]))
        }
        if policy.effectiveMaximumLength < 64 {
            findings.append(
                LintFinding(
                    "asvs-maximum-under-64", .error, clause: "OWASP ASVS 5.0 6.2.9", field: "CredKit.MaximumLength",
                    key: .lintMaximumUnder64, fix: .lintMaximumUnder64Fix, ["max": String(policy.effectiveMaximumLength)]))
        }
        if policy.extraRules.userContext == nil && (policy.extraRules.blocklist?.additionalWords ?? []).isEmpty {
            findings.append(
                LintFinding(
                    "asvs-no-context-words", .warning, clause: "OWASP ASVS 5.0 6.2.11", field: "CredKit.RejectUserContext",
                    key: .lintASVSContext, fix: .lintASVSContextFix))
        }
        if policy.extraRules.breached == nil {
            findings.append(
                LintFinding(
                    "asvs-no-breached", .warning, clause: "OWASP ASVS 5.0 6.2.12", field: "CredKit.Breached",
                    key: .lintASVSBreached, fix: .lintBreachedFix))
        }
        return findings
    }

    func pci(_ policy: PasswordPolicy) -> [LintFinding] {
        var findings: [LintFinding] = []
        if policy.minimumLength < 12 {
            findings.append(
                LintFinding(
                    "pci-minimum-length", .error, clause: "PCI DSS v4.0 8.3.6", field: "MinimumLength",
                    key: .lintPCIMinimum, fix: .lintSetMinimumFix, ["value": String(policy.minimumLength), "min": "12"]))
        }
        let letters = Self.requires(policy, letters: true)
        let numbers = Self.requires(policy, letters: false)
        if !letters || !numbers {
            let missing = [letters ? nil : "letters", numbers ? nil : "numbers"].compactMap { $0 }.joined(separator: ", ")
            findings.append(
                LintFinding(
                    "pci-letters-and-numbers", .error, clause: "PCI DSS v4.0 8.3.6",
                    field: letters ? "RequireNumbers" : "RequireLowercase", key: .lintPCIClasses, fix: .lintPCIClassesFix,
                    ["missing": missing]))
        }
        if policy.passwordHistorySize < 4 {
            findings.append(
                LintFinding(
                    "pci-history", .error, clause: "PCI DSS v4.0 8.3.7", field: "PasswordHistorySize", key: .lintPCIHistory,
                    fix: .lintPCIHistoryFix, ["value": String(policy.passwordHistorySize)]))
        }
        if !mfa {
            findings.append(
                LintFinding(
                    "pci-single-factor", .warning, clause: "PCI DSS v4.0 8.3.9", field: nil, key: .lintPCISingleFactor,
                    fix: .lintPCISingleFactorFix))
        }
        return findings
    }

    func cognito(_ policy: PasswordPolicy) -> [LintFinding] {
        var findings: [LintFinding] = []
        let clause = "Amazon Cognito PasswordPolicyType"
        if policy.minimumLength < 8 {
            findings.append(
                LintFinding(
                    "cognito-minimum-below-default", .info, clause: clause, field: "MinimumLength",
                    key: .lintCognitoBelowDefault, fix: .lintSetMinimumFix, ["value": String(policy.minimumLength), "min": "8"]))
        }
        if policy.effectiveMaximumLength < 64 {
            findings.append(
                LintFinding(
                    "cognito-maximum-under-64", .warning, clause: clause, field: "CredKit.MaximumLength",
                    key: .lintMaximumUnder64, fix: .lintMaximumUnder64Fix, ["max": String(policy.effectiveMaximumLength)]))
        }
        let onlyCredKit = policy.extraRules.checkNames + (policy.extraRules.maximumLength != nil ? ["MaximumLength"] : [])
        if !onlyCredKit.isEmpty {
            findings.append(
                LintFinding(
                    "cognito-checked-by-credkit-only", .info, clause: clause, field: "CredKit",
                    key: .lintCognitoCredKitOnly, fix: .lintCognitoCredKitOnlyFix,
                    ["rules": onlyCredKit.joined(separator: ", ")]))
        }
        return findings
    }
}
