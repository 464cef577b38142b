// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitCore
@testable import CredKitEmail
@testable import CredKitPolicy
@testable import CredKitStrength

private func checker(
    _ extraRules: ExtraRules,
    base: PasswordPolicy = PasswordPolicy(
        minimumLength: 8, requireUppercase: false, requireLowercase: false, requireNumbers: false, requireSymbols: false)
) throws -> PasswordChecker {
    var policy = base
    policy.extraRules = extraRules
    return try PasswordChecker(policy: policy)
}

@Suite("credkit policy extensions")
struct PolicyExtensionTests {
    @Test("Maximum length below 256")
    func maximumLength() throws {
        let checker = try checker(ExtraRules(maximumLength: 10))
        #expect(checker.check("abcdefghij").isValid)
        let report = checker.check("abcdefghijk")
        #expect(report.violations == [PolicyViolation(rule: .maximumLength, message: "Password must be at most 10 characters")])
        #expect(report.cognitoMessage == nil)  // Cognito itself would accept 11 characters
    }

    @Test("Bundled blocklist matches the whole password, ignoring case")
    func blocklist() throws {
        let checker = try checker(ExtraRules(blocklist: BlocklistRule()))
        #expect(checker.blocklistCount == 19_640)
        #expect(!checker.check("password").isValid)
        #expect(checker.check("PassWord").violations.map(\.rule) == [.commonPassword])
        #expect(checker.check("qwerty123").violations.map(\.rule) == [.commonPassword])
        #expect(checker.check("password-not-on-list-9").isValid)
        #expect(checker.check("xpassword").isValid)
    }

    @Test("Extra blocklist words, with or without the bundled list")
    func additionalWords() throws {
        let only = try checker(
            ExtraRules(blocklist: BlocklistRule(usesBundledList: false, additionalWords: ["AcmeCorp2024", "Contraseña"])))
        #expect(only.blocklistCount == 2)
        #expect(!only.check("acmecorp2024").isValid)
        #expect(!only.check("CONTRASEÑA").isValid)
        #expect(only.check("password").isValid)
        let both = try checker(ExtraRules(blocklist: BlocklistRule(additionalWords: ["AcmeCorp2024"])))
        #expect(both.blocklistCount == 19_641)
        #expect(!both.check("password").isValid && !both.check("ACMECORP2024").isValid)
    }

    @Test("User context: email local part, username, name and their parts")
    func userContext() throws {
        let checker = try checker(ExtraRules(userContext: UserContextRule()))
        let context = UserContext(email: "jose.garcia@example.com", username: "jgarcia", name: "José García")
        #expect(checker.check("my-jose.garcia-pw", context: context).violations.map(\.rule) == [.containsUserContext])
        #expect(!checker.check("xxGARCIAxx99", context: context).isValid)
        #expect(!checker.check("JGarcia2024!", context: context).isValid)
        #expect(!checker.check("soyJOSÉ12345", context: context).isValid)
        #expect(checker.check("example.com-1234", context: context).isValid)  // the domain is not used
        #expect(checker.check("totally-unrelated", context: context).isValid)
        #expect(checker.check("garcia-without-context", context: UserContext()).isValid)
        // Parts shorter than the minimum token length are ignored.
        #expect(checker.check("al-is-short-99", context: UserContext(name: "Al Li")).isValid)
    }

    @Test("User context tokens")
    func tokens() {
        let context = UserContext(email: "ana.maria+cognito@example.com", username: nil, name: "Ana Li")
        #expect(context.tokens(minimumLength: 3) == ["ana.maria+cognito", "cognito", "ana li", "maria", "ana"])
        // The email's local part in its normalised (NFC) form: a decomposed "é" matches a composed one.
        let decomposed = UserContext(email: "jose\u{301}@example.com")
        #expect(decomposed.tokens(minimumLength: 3) == ["josé"])
        #expect(UserContext(email: "not-an-address").tokens(minimumLength: 3) == ["not-an-address", "address", "not"])
    }

    @Test("Forbidden and required PCRE2 patterns, each with its own message")
    func patterns() throws {
        let extraRules = ExtraRules(
            forbiddenPatterns: [
                PatternRule(
                    pattern: "(.)\\1\\1", messages: [.english: "No triple characters", .spanish: "Sin caracteres triples"]),
                PatternRule(
                    pattern: "(?i)acme", messages: [.english: "No company name", .spanish: "Sin el nombre de la empresa"]),
            ],
            requiredPatterns: [
                PatternRule(pattern: "[A-Za-z]", messages: [.english: "Needs a letter", .spanish: "Necesita una letra"])
            ])
        let checker = try checker(extraRules)
        #expect(checker.check("abcdefgh").isValid)
        #expect(checker.check("aaabbbcc").violations.map(\.message) == ["No triple characters"])
        #expect(
            checker.check("111ACME222", language: .spanish).violations.map(\.message) == [
                "Sin caracteres triples", "Sin el nombre de la empresa",
            ])
        #expect(checker.check("1112223334").violations.map(\.message) == ["No triple characters", "Needs a letter"])
        #expect(checker.check("12345678").violations.map(\.rule) == [.requiredPattern])
    }

    @Test("An invalid pattern is a policy error naming the field")
    func invalidPattern() {
        let extraRules = ExtraRules(forbiddenPatterns: [
            PatternRule(pattern: "(unclosed", messages: [.english: "x", .spanish: "x"])
        ])
        #expect {
            _ = try checker(extraRules)
        } throws: { error in
            let error = error as! PolicyError
            return error.code == .invalidPattern && error.field == "CredKit.ForbiddenPatterns[0].Pattern"
                && error.message(in: .english).hasSuffix(
                    RegexPattern.Engine.default == .pcre2
                        ? "offset 9: missing closing parenthesis" : "offset 9: unmatched parenthesis")
        }
    }

    @Test("A pattern that backtracks exponentially is stopped at the step limit: a policy fault, failing closed (issue 54)")
    func costlyPattern() throws {
        let extraRules = ExtraRules(
            forbiddenPatterns: [
                PatternRule(pattern: "x{3}", messages: [.english: "No xxx", .spanish: "Sin xxx"]),
                PatternRule(pattern: "^(a+)+$", messages: [.english: "Not only a", .spanish: "No solo a"]),
            ],
            requiredPatterns: [PatternRule(pattern: "^(\\w+\\s?)*$", messages: [.english: "Words", .spanish: "Palabras"])])
        guard RegexPattern.Engine.default == .pcre2 else {
            // Swift's Regex has no step limit, so the portable engine refuses such patterns outright.
            #expect(throws: PolicyError.self) { try checker(extraRules) }
            return
        }
        let costly = try checker(extraRules)
        // Ordinary passwords are judged as before.
        #expect(costly.check("aaaaaaaa").violations.map(\.message) == ["Not only a"])
        #expect(costly.check("two words").isValid)
        // Thirty-four `a`s and a `!`: 2^34 ways to split the run, stopped at 1,000,000 steps.
        let report = costly.check(String(repeating: "a", count: 34) + "!", language: .spanish)
        #expect(!report.isValid)
        #expect(report.outcome.failedRules == [.patternTooCostly])
        #expect(report.outcome.forbiddenPatternMatches == 0)
        #expect(report.outcome.costlyPatterns == (1 << 1) | (1 << 32))
        #expect(
            report.violations.map(\.message) == [
                "CredKit.ForbiddenPatterns[1].Pattern: el patrón dio más de 1.000.000 pasos con una contraseña y se detuvo; retrocede demasiado (la causa habitual son cuantificadores anidados como (a+)+): simplifícalo — es un fallo de la política, no de la contraseña",
                "CredKit.RequiredPatterns[0].Pattern: el patrón dio más de 1.000.000 pasos con una contraseña y se detuvo; retrocede demasiado (la causa habitual son cuantificadores anidados como (a+)+): simplifícalo — es un fallo de la política, no de la contraseña",
            ])
        #expect(report.violations.map(\.rule) == [.patternTooCostly, .patternTooCostly])
        let errors = costly.costlyPatternErrors(for: report.outcome)
        #expect(errors.map(\.code) == [.costlyPattern, .costlyPattern])
        #expect(
            errors[0].message(in: .english)
                == "CredKit.ForbiddenPatterns[1].Pattern: the pattern took more than 1,000,000 steps on one password and was stopped; it backtracks too much (nested quantifiers such as (a+)+ are the usual cause): simplify it — a fault of the policy, not of the password"
        )
    }

    @Test("NFKC normalisation before checking")
    func normalization() throws {
        let plain = try checker(ExtraRules(blocklist: BlocklistRule()), base: PasswordPolicy())
        let normalizing = try checker(
            ExtraRules(blocklist: BlocklistRule(), normalizesToNFKC: true), base: PasswordPolicy())
        let fullWidth = "Ｐａｓｓｗｏｒｄ１２３！"  // full-width forms of Password123!
        #expect(
            plain.check(fullWidth).violations.map(\.rule) == [
                .requireUppercase, .requireLowercase, .requireNumbers, .requireSymbols,
            ])
        #expect(normalizing.check(fullWidth).isValid)
        #expect(
            normalizing.check("ｐａｓｓｗｏｒｄ").violations.map(\.rule) == [
                .requireUppercase, .requireNumbers, .requireSymbols, .commonPassword,
            ])
        #expect(normalizing.check("ﬁrefox12A!").outcome.length == 11)  // the ligature becomes "fi"
    }

    @Test("Minimum strength on the articles' checklist meter")
    func minimumStrength() throws {
        let checker = try checker(ExtraRules(minimumStrength: StrengthRequirement(bars: 4, model: .checklist)))
        #expect(checker.check("Password1").isValid)  // 8+, upper, lower, number: 4 bars
        let report = checker.check("password")  // 8+, lower: 2 bars
        #expect(
            report.violations == [
                PolicyViolation(
                    rule: .minimumStrength, message: "Password is too weak: it needs at least 4 of 4 bars on the checklist meter")
            ])
        #expect(report.outcome.strength?.bars == 2)
    }

    @Test("A stream's meter reuses the policy's rating on the same meter and rates afresh on another")
    func streamStrength() throws {
        let checker = try checker(ExtraRules(minimumStrength: StrengthRequirement(bars: 4, model: .checklist)))
        let evaluator = checker.makeEvaluator()
        let bytes = Array("password".utf8)
        try bytes.withUnsafeBufferPointer { line in
            let outcome = evaluator.evaluate(line)
            let rated = try #require(outcome.strength)
            #expect(outcome.strength(of: line, on: .checklist) == rated)
            #expect(outcome.strength(of: line, on: .guesses) == StrengthMeter.evaluate("password", model: .guesses))
            let estimator = PasswordGuessEstimator(userInputs: ["password@example.com"])
            #expect(
                outcome.strength(of: line, on: .guesses, estimator: estimator)
                    == StrengthMeter.evaluate("password", with: estimator))
            #expect(outcome.strength(of: line, on: .checklistBasic)?.model == .checklistBasic)
        }
        let invalid: [UInt8] = [0x70, 0xFF]
        invalid.withUnsafeBufferPointer { line in
            #expect(evaluator.evaluate(line).strength(of: line, on: .guesses) == nil)
        }
    }

    @Test("Out-of-range extension values are rejected")
    func validation() {
        #expect(throws: PolicyError.self) { try checker(ExtraRules(maximumLength: 7)) }
        #expect(throws: PolicyError.self) { try checker(ExtraRules(maximumLength: 257)) }
        #expect(throws: PolicyError.self) { try checker(ExtraRules(userContext: UserContextRule(minimumTokenLength: 1))) }
        #expect(throws: PolicyError.self) {
            try checker(ExtraRules(minimumStrength: StrengthRequirement(bars: 5, model: .checklist)))
        }
        #expect(throws: PolicyError.self) {
            try checker(ExtraRules(forbiddenPatterns: [PatternRule(pattern: "x", messages: [.english: "only English"])]))
        }
    }
}
