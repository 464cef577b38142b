// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitPolicy
@testable import CredKitStrength

@Suite("Password field: one call per keystroke")
struct PasswordFieldTests {
    static let cognitoDefault = try! PasswordChecker(policy: PolicyPreset.named("cognito-default")!.policy())

    private static func ticks(_ status: PasswordFieldStatus) -> [String] {
        status.requirements.map { ($0.isMet ? "✓ " : "· ") + $0.text }
    }

    @Test("The checklist: every requirement of the policy in order, with its tick")
    func checklist() {
        let field = PasswordFieldChecker(checker: Self.cognitoDefault, meter: .checklist)
        #expect(
            Self.ticks(field.status(password: "Password1")) == [
                "✓ Minimum 8 characters", "✓ Maximum 256 characters", "✓ No spaces at the start or end",
                "✓ At least one uppercase letter (A–Z)", "✓ At least one lowercase letter (a–z)",
                "✓ At least one number (0–9)",
                "· At least one symbol (^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-) or an inner space",
            ])
        let spanish = PasswordFieldChecker(checker: Self.cognitoDefault, meter: .checklist, language: .spanish)
        #expect(
            Self.ticks(spanish.status(password: " abc")) == [
                "· Mínimo 8 caracteres", "✓ Máximo 256 caracteres", "· Sin espacios al principio ni al final",
                "· Al menos una letra mayúscula (A–Z)", "✓ Al menos una letra minúscula (a–z)", "· Al menos un número (0–9)",
                "· Al menos un símbolo (^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-) o un espacio interior",
            ])
        // The lines are `credkit policy show`'s.
        #expect(field.status(password: "").requirements.map(\.text) == Self.cognitoDefault.requirements(in: .english).map(\.text))
    }

    @Test("Pattern lines tick one by one; user-context and blocklist lines too")
    func patternsAndContext() throws {
        let policy = try PasswordPolicy(
            jsonBytes: Array(
                #"""
                {"MinimumLength": 6, "CredKit": {"Blocklist": true, "RejectUserContext": true,
                 "ForbiddenPatterns": [{"Pattern": "(.)\\1\\1", "Message": {"en": "No character three times in a row", "es": "x"}}],
                 "RequiredPatterns": [{"Pattern": "[A-Za-z]", "Message": {"en": "Needs a letter", "es": "y"}},
                                      {"Pattern": "\\d", "Message": {"en": "Needs a digit", "es": "z"}}]}}
                """#.utf8))
        let field = PasswordFieldChecker(
            checker: try PasswordChecker(policy: policy), meter: .checklistBasic, context: UserContext(email: "maria@example.com")
        )
        let rows = { (password: String) in field.status(password: password).requirements.map { "\($0.rule.rawValue) \($0.isMet)" }
        }
        #expect(
            rows("aaab12") == [
                "MinimumLength true", "MaximumLength true", "LeadingOrTrailingWhitespace true", "CommonPassword true",
                "ContainsUserContext true", "ForbiddenPattern false", "RequiredPattern true", "RequiredPattern true",
            ])
        #expect(rows("Maria-99x").filter { $0.hasSuffix("false") } == ["ContainsUserContext false"])
        #expect(rows("password").filter { $0.hasSuffix("false") } == ["CommonPassword false", "RequiredPattern false"])
        #expect(field.status(password: "Xy7!qLm2").canSubmit)
    }

    @Test("The meter: bars, colour, label and the guesses model's feedback, in the field's language")
    func meter() {
        let english = PasswordFieldChecker(checker: Self.cognitoDefault)
        let weak = english.status(password: "Password1!").meter
        #expect(weak.bars == 1 && weak.color == .red && weak.label == "Weak")
        #expect(weak.warning == "This is similar to a commonly used password.")
        #expect(!weak.suggestions.isEmpty)
        let strong = english.status(password: "vK8#qz!Lm2@rT9wX").meter
        #expect(strong.bars == 4 && strong.color == .green && strong.label == "Strong" && strong.warning == nil)
        let spanish = PasswordFieldChecker(checker: Self.cognitoDefault, language: .spanish)
        #expect(spanish.status(password: "Password1!").meter.warning == "Se parece a una contraseña muy usada.")
        // The articles' checklist meter: exactly StrengthMeter's verdict.
        let checklist = PasswordFieldChecker(checker: Self.cognitoDefault, meter: .checklist)
        #expect(checklist.status(password: "Password1").meter.result == StrengthMeter.evaluate("Password1", model: .checklist))
        #expect(checklist.status(password: "Password1").meter.warning == nil)
    }

    @Test("The user's details make the guesses meter harsher")
    func userDetails() {
        let plain = PasswordFieldChecker(checker: Self.cognitoDefault)
        let known = PasswordFieldChecker(checker: Self.cognitoDefault, context: UserContext(email: "ximenaquintero@example.com"))
        #expect(known.status(password: "XimenaQuintero!").meter.bars < plain.status(password: "XimenaQuintero!").meter.bars)
    }

    @Test("Passwords match, and the new one differs from the current one")
    func indicators() {
        let field = PasswordFieldChecker(checker: Self.cognitoDefault, meter: .checklist)
        #expect(field.status(password: "NewPass456!", confirmation: "").confirmation == nil)
        #expect(field.status(password: "NewPass456!").confirmation == nil)
        let differ = field.status(password: "NewPass456!", confirmation: "NewPass789!")
        #expect(differ.confirmation == .init(isMet: false, text: "Passwords do not match") && !differ.canSubmit)
        let match = field.status(password: "NewPass456!", confirmation: "NewPass456!", currentPassword: "Password123!")
        #expect(match.confirmation == .init(isMet: true, text: "Passwords match"))
        #expect(match.differsFromCurrent == .init(isMet: true, text: "The new password differs from the current one"))
        #expect(match.canSubmit)
        let same = PasswordFieldChecker(checker: Self.cognitoDefault, meter: .checklist, language: .spanish)
            .status(password: "Password123!", confirmation: "Password123!", currentPassword: "Password123!")
        #expect(same.differsFromCurrent == .init(isMet: false, text: "La nueva contraseña debe ser diferente a la actual"))
        #expect(!same.canSubmit)
        #expect(field.status(password: "", currentPassword: "Password123!").differsFromCurrent == nil)
    }
}
