// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy
import CredKitPolicyTools
import Testing

@Suite("Policy lint: standards, contradictions, severities")
struct PolicyLintTests {
    static func codes(_ preset: String, _ standard: PolicyStandard, mfa: Bool = false) throws -> [String] {
        PolicyLinter(standard: standard, mfa: mfa).lint(try PolicyPreset.named(preset)!.policy()).map(\.code)
    }

    /// The findings a reviewer expects for every bundled preset (the README lists the same table).
    static let expected: [String: [PolicyStandard: [String]]] = [
        "cognito-default": [
            .nist80063b4: ["nist-minimum-length", "nist-composition-rules", "nist-no-blocklist", "nist-no-normalization"],
            .asvs5: [
                "asvs-minimum-15", "asvs-no-blocklist", "asvs-composition-rules", "asvs-no-context-words", "asvs-no-breached",
            ],
            .pciDSS4: ["pci-minimum-length", "pci-history", "pci-single-factor"],
            .cognito: [],
        ],
        "cognito-articles": [
            .nist80063b4: ["nist-minimum-length", "nist-composition-rules", "nist-no-blocklist", "nist-no-normalization"],
            .asvs5: [
                "asvs-minimum-15", "asvs-no-blocklist", "asvs-composition-rules", "asvs-no-context-words", "asvs-no-breached",
            ],
            .pciDSS4: ["pci-minimum-length", "pci-history", "pci-single-factor"],
            .cognito: [],
        ],
        "cognito-minimum": [
            .nist80063b4: ["nist-minimum-length", "nist-no-blocklist", "nist-no-normalization"],
            .asvs5: ["asvs-minimum-length", "asvs-no-blocklist", "asvs-no-context-words", "asvs-no-breached"],
            .pciDSS4: ["pci-minimum-length", "pci-letters-and-numbers", "pci-history", "pci-single-factor"],
            .cognito: ["cognito-minimum-below-default"],
        ],
        "nist-800-63b": [
            .nist80063b4: ["nist-minimum-length", "nist-no-breached"],
            .asvs5: ["asvs-minimum-15", "asvs-no-breached"],
            .pciDSS4: ["pci-minimum-length", "pci-letters-and-numbers", "pci-history", "pci-single-factor"],
            .cognito: ["cognito-checked-by-credkit-only"],
        ],
        "nist-800-63b-rev4": [
            .nist80063b4: ["nist-no-breached"],
            .asvs5: ["asvs-no-breached"],
            .pciDSS4: ["pci-letters-and-numbers", "pci-history", "pci-single-factor"],
            .cognito: ["cognito-checked-by-credkit-only"],
        ],
        "pci-dss-4": [
            .nist80063b4: ["nist-minimum-length", "nist-composition-rules", "nist-no-blocklist", "nist-no-normalization"],
            .asvs5: [
                "asvs-minimum-15", "asvs-no-blocklist", "asvs-composition-rules", "asvs-no-context-words", "asvs-no-breached",
            ],
            .pciDSS4: ["pci-single-factor"],
            .cognito: ["cognito-checked-by-credkit-only"],
        ],
    ]

    @Test("Every preset against every standard: the expected findings, in order", arguments: PolicyPreset.all.map(\.name))
    func presets(name: String) throws {
        let table = try #require(Self.expected[name])
        for standard in PolicyStandard.allCases {
            #expect(try Self.codes(name, standard) == table[standard], "\(name) against \(standard.rawValue)")
        }
    }

    @Test("With MFA: NIST asks for 8, PCI DSS 8.3.9 no longer applies")
    func mfa() throws {
        #expect(try Self.codes("cognito-minimum", .nist80063b4, mfa: true).first == "nist-minimum-length")
        #expect(try !Self.codes("cognito-default", .nist80063b4, mfa: true).contains("nist-minimum-length"))
        #expect(try Self.codes("pci-dss-4", .pciDSS4, mfa: true) == [])
        let finding = PolicyLinter(standard: .nist80063b4, mfa: true).lint(try PolicyPreset.named("cognito-minimum")!.policy())[0]
        #expect(finding.severity == .error)
        #expect(finding.clause == "NIST SP 800-63B-4 §3.1.1.2")
        #expect(finding.field == "MinimumLength")
        #expect(
            finding.message(in: .english)
                == "MinimumLength is 6; a password used with a second factor SHALL be at least 8 characters")
        #expect(finding.fix(in: .spanish) == "pon MinimumLength a 8 o más")
    }

    @Test("A required class every character of which a forbidden pattern refuses")
    func classForbidden() throws {
        var policy = PasswordPolicy(minimumLength: 8, requireSymbols: false)
        policy.extraRules.forbiddenPatterns = [
            PatternRule(pattern: "[0-9]", messages: [.english: "no digits", .spanish: "sin dígitos"])
        ]
        let findings = PolicyLinter(standard: .cognito).lint(policy)
        // Patterns are credkit's own, so the Cognito lint also says Cognito does not enforce them.
        #expect(findings.map(\.code) == ["class-forbidden", "cognito-checked-by-credkit-only"])
        #expect(findings[0].field == "RequireNumbers")
        #expect(findings[0].severity == .error)
        #expect(
            findings[0].message(in: .english)
                == "RequireNumbers is required but the forbidden patterns refuse every character of that class: no password can pass"
        )
        // Digits 1–9 forbidden leaves 0: not a contradiction.
        policy.extraRules.forbiddenPatterns[0].pattern = "[1-9]"
        #expect(PolicyLinter(standard: .cognito).lint(policy).map(\.code) == ["cognito-checked-by-credkit-only"])
    }

    @Test("A pattern no password can match: the generator proves it")
    func unsatisfiable() throws {
        var policy = PasswordPolicy(minimumLength: 8, requireUppercase: false, requireNumbers: false, requireSymbols: false)
        // Lowercase is required, and the required pattern wants only digits, start to end.
        policy.extraRules.requiredPatterns = [
            PatternRule(pattern: "^[0-9]+$", messages: [.english: "digits", .spanish: "dígitos"])
        ]
        let findings = PolicyLinter(standard: .cognito).lint(policy)
        #expect(findings.map(\.code) == ["unsatisfiable", "cognito-checked-by-credkit-only"])
        #expect(findings[0].message(in: .english).hasPrefix("the generator could not make a single password that passes: "))
        // A satisfiable pattern is not reported.
        policy.extraRules.requiredPatterns[0].pattern = "[0-9]"
        #expect(PolicyLinter(standard: .cognito).lint(policy).map(\.code) == ["cognito-checked-by-credkit-only"])
    }

    @Test("Classes over the maximum, a maximum below the minimum, history on Lite")
    func contradictions() throws {
        var policy = PasswordPolicy(minimumLength: 6)
        policy.extraRules.maximumLength = 3
        let codes = PolicyLinter(standard: .cognito).lint(policy).map(\.code)
        #expect(codes.prefix(2) == ["maximum-below-minimum", "classes-exceed-maximum"])
        var history = PasswordPolicy()
        history.passwordHistorySize = 3
        #expect(PolicyLinter(standard: .cognito, tier: .lite).lint(history).map(\.code) == ["history-on-lite"])
        #expect(PolicyLinter(standard: .cognito, tier: .essentials).lint(history).isEmpty)
        #expect(PolicyLinter(standard: .cognito).lint(history).isEmpty)
    }

    @Test("PCI DSS letters and numbers: a letter pattern counts, a symbol pattern does not")
    func pciLetters() throws {
        var policy = PasswordPolicy(
            minimumLength: 12, requireUppercase: false, requireLowercase: false, requireNumbers: true, requireSymbols: false,
            passwordHistorySize: 4)
        policy.extraRules.requiredPatterns = [PatternRule(pattern: "[#!]", messages: [.english: "x", .spanish: "x"])]
        #expect(PolicyLinter(standard: .pciDSS4, mfa: true).lint(policy).map(\.code) == ["pci-letters-and-numbers"])
        policy.extraRules.requiredPatterns = [PatternRule(pattern: "[a-zA-Z]", messages: [.english: "x", .spanish: "x"])]
        #expect(PolicyLinter(standard: .pciDSS4, mfa: true).lint(policy).isEmpty)
    }

    @Test("Severities order info < warning < error")
    func severities() {
        #expect(LintFinding.Severity.info < .warning)
        #expect(LintFinding.Severity.warning < .error)
        #expect(!(LintFinding.Severity.error < .error))
    }
}

@Suite("Policy diff: changes, directions, examples that really change verdicts")
struct PolicyDiffTests {
    @Test("cognito-default → nist-800-63b-rev4: every change, each example judged as claimed")
    func presets() throws {
        let a = try PolicyPreset.named("cognito-default")!.policy()
        let b = try PolicyPreset.named("nist-800-63b-rev4")!.policy()
        let diff = PolicyDiff(from: a, to: b)
        #expect(
            diff.changes.map { "\($0.field) \($0.before)→\($0.after) \($0.direction.rawValue)" } == [
                "MinimumLength 8→15 stricter", "RequireUppercase true→false looser", "RequireLowercase true→false looser",
                "RequireNumbers true→false looser", "RequireSymbols true→false looser", "CredKit.Blocklist -→bundled stricter",
                "CredKit.RejectUserContext -→min token 3 stricter", "CredKit.Normalization none→NFKC changed",
            ])
        #expect(diff.isStricter && diff.isLooser)
        let checkerA = try PasswordChecker(policy: a)
        let checkerB = try PasswordChecker(policy: b)
        for change in diff.changes.prefix(6) {
            #expect(change.examples.count == 2, "\(change.field)")
            for example in change.examples {
                #expect(checkerA.check(example.password).isValid == example.acceptedBefore, "\(example.password)")
                #expect(checkerB.check(example.password).isValid == !example.acceptedBefore, "\(example.password)")
            }
        }
        #expect(diff.changes[0].examples.allSatisfy { $0.acceptedBefore })
        #expect(diff.changes[1].examples.allSatisfy { !$0.acceptedBefore })
    }

    @Test("The same policy: no changes; a looser one only")
    func directions() throws {
        let a = try PolicyPreset.named("cognito-default")!.policy()
        #expect(PolicyDiff(from: a, to: a).changes.isEmpty)
        var b = a
        b.requireSymbols = false
        let diff = PolicyDiff(from: a, to: b, examplesPerChange: 1)
        #expect(diff.changes.map(\.field) == ["RequireSymbols"])
        #expect(diff.isLooser && !diff.isStricter)
        #expect(diff.changes[0].examples.count == 1)
        let none = PolicyDiff(from: a, to: b, examplesPerChange: 0)
        #expect(none.changes[0].examples.isEmpty)
    }
}

@Suite("Apple password rules for required patterns")
struct PasswordRulesPatternTests {
    @Test(
        "A bracket class of ASCII becomes a required rule; anything else stays inexpressible",
        arguments: [
            ("[A-Za-z]", "required: lower, upper", [String]()),
            ("[a-f]", "required: [abcdef]", []),
            ("[0-9!]", "required: digit, [!]", []),
            (#"[\]x-]"#, "required: [-x]]", []),
            ("[^a]", nil, ["RequiredPatterns"]),
            ("[A-Z]+", nil, ["RequiredPatterns"]),
            ("x[A-Z]", nil, ["RequiredPatterns"]),
            ("[é]", nil, ["RequiredPatterns"]),
        ] as [(String, String?, [String])])
    func patterns(pattern: String, rule: String?, inexpressible: [String]) throws {
        var policy = PasswordPolicy(
            requireUppercase: false, requireLowercase: false, requireNumbers: false, requireSymbols: false)
        policy.extraRules.requiredPatterns = [PatternRule(pattern: pattern, messages: [.english: "x", .spanish: "x"])]
        let rules = policy.passwordRules
        if let rule {
            #expect(rules.value.contains(rule + ";"), "\(rules.value)")
        } else {
            #expect(!rules.value.contains("required:"), "\(rules.value)")
        }
        #expect(rules.inexpressible == inexpressible)
    }
}
