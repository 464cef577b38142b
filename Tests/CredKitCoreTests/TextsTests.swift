// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitBreached
@testable import CredKitC
@testable import CredKitCore
@testable import CredKitEmail
@testable import CredKitGenerator
@testable import CredKitJWT
@testable import CredKitNetwork
@testable import CredKitOTP
@testable import CredKitPipeline
@testable import CredKitPolicy
@testable import CredKitPolicyTools
@testable import CredKitStrength

/// Each module's text keys and tables, checked the same way.
enum TextTableChecks {
    /// Every key of `Key` has a non-empty text in every language, the look-ups return it, and
    /// translations use the same placeholders.
    static func check<Key: TextKey>(_ type: Key.Type) {
        for language in Language.allCases {
            let table = Key.table(for: language)
            let missing = Key.allCases.filter { (table[$0] ?? "").isEmpty }
            #expect(missing.isEmpty, "\(Key.self) missing in \(language.rawValue): \(missing)")
            #expect(table.count == Key.allCases.count, "\(Key.self) in \(language.rawValue)")
        }
        for key in Key.allCases {
            #expect(key.template(in: .english) == key.texts.en && key.template(in: .spanish) == key.texts.es, "\(key)")
            for language in Language.allCases {
                #expect(key.string(in: language) == Key.table(for: language)[key], "\(key)")
            }
            let english = Texts.placeholders(in: key.string(in: .english))
            let spanish = Texts.placeholders(in: key.string(in: .spanish))
            #expect(english == spanish, "\(key): \(english) vs \(spanish)")
        }
    }

    /// The names of `Key`'s keys.
    static func names<Key: TextKey>(_ type: Key.Type) -> [String] { Key.allCases.map(\.rawValue) }
}

@Suite("Text tables")
struct TextsTests {
    @Test("Each library module's keys: complete in both languages, the same placeholders")
    func modules() {
        TextTableChecks.check(CoreTextKey.self)
        TextTableChecks.check(PolicyTextKey.self)
        TextTableChecks.check(StrengthTextKey.self)
        TextTableChecks.check(EmailTextKey.self)
        TextTableChecks.check(JWTTextKey.self)
        TextTableChecks.check(OTPTextKey.self)
        TextTableChecks.check(BreachedTextKey.self)
        TextTableChecks.check(GeneratorTextKey.self)
        TextTableChecks.check(NetworkTextKey.self)
        TextTableChecks.check(PolicyToolsTextKey.self)
        TextTableChecks.check(PipelineTextKey.self)
        TextTableChecks.check(ABITextKey.self)
    }

    @Test("A key name belongs to one module only, so `Texts.string(.name, …)` is never ambiguous")
    func uniqueNames() {
        let all = [
            TextTableChecks.names(CoreTextKey.self), TextTableChecks.names(PolicyTextKey.self),
            TextTableChecks.names(StrengthTextKey.self), TextTableChecks.names(EmailTextKey.self),
            TextTableChecks.names(JWTTextKey.self), TextTableChecks.names(OTPTextKey.self),
            TextTableChecks.names(BreachedTextKey.self), TextTableChecks.names(GeneratorTextKey.self),
            TextTableChecks.names(NetworkTextKey.self), TextTableChecks.names(PolicyToolsTextKey.self),
            TextTableChecks.names(PipelineTextKey.self), TextTableChecks.names(ABITextKey.self),
        ].flatMap { $0 }
        #expect(Set(all).count == all.count)
    }

    @Test("A localized argument from any module renders in the reader's language, and compares by key and arguments")
    func localizedText() {
        let allowed = LocalizedText(key: .allowedIntegerRange, arguments: ["min": "6", "max": "99"])
        #expect(allowed.string(in: .english) == Texts.string(.allowedIntegerRange, in: .english, ["min": "6", "max": "99"]))
        #expect(allowed.string(in: .spanish) == Texts.string(.allowedIntegerRange, in: .spanish, ["min": "6", "max": "99"]))
        #expect(allowed == LocalizedText(key: .allowedIntegerRange, arguments: ["max": "99", "min": "6"]))
        #expect(allowed != LocalizedText(key: .allowedIntegerRange, arguments: ["min": "8", "max": "99"]))
        #expect(LocalizedText(key: .jsonTooDeep) != LocalizedText(key: .jsonTrailingText))
        #expect(Set([allowed, allowed, LocalizedText(key: .jsonTooDeep)]).count == 2)
    }

    @Test("Placeholders are filled")
    func filling() {
        #expect(Texts.string(.violationMinimumLength, in: .english, ["min": "8"]) == "Password must be at least 8 characters")
        #expect(
            Texts.string(.violationMinimumLength, in: .spanish, ["min": "8"]) == "La contraseña debe tener al menos 8 caracteres")
    }

    @Test(
        "Language from the locale variables",
        arguments: [
            ([:], Language.english),
            (["LANG": "es_ES.UTF-8"], .spanish),
            (["LANG": "es"], .spanish),
            (["LANG": "en_US.UTF-8"], .english),
            (["LANG": "es_ES.UTF-8", "LC_MESSAGES": "en_GB"], .english),
            (["LANG": "en_US", "LC_MESSAGES": "es_MX"], .spanish),
            (["LC_ALL": "es_AR.UTF-8", "LC_MESSAGES": "en_US", "LANG": "en_US"], .spanish),
            (["LC_ALL": "", "LANG": "es_CL"], .spanish),
            (["LANG": "C"], .english),
        ])
    func preferred(environment: [String: String], expected: Language) {
        #expect(Language.preferred(environment: environment) == expected)
    }
}

@Suite("Error codes")
struct ErrorCodeTests {
    /// Every code of `type` has its text in every language's table, and codes are kebab-case.
    static func checkCodes<Code: CredKitErrorCode & TextKeyed>(_ type: Code.Type) {
        for code in Code.allCases {
            for language in Language.allCases {
                #expect(!code.textKey.string(in: language).isEmpty, "\(code) has no \(language) text")
            }
            #expect(
                code.rawValue.allSatisfy { $0.isLowercase || ("0"..."9").contains($0) || $0 == "-" }
                    && code.rawValue.first?.isLowercase == true,
                "\(code.rawValue) is not kebab-case")
            #expect(Code(rawValue: code.rawValue) == code)
        }
    }

    @Test("Policy and JWT errors: a closed set of stable codes, each with an English and a Spanish text")
    func domains() {
        Self.checkCodes(PolicyError.Code.self)
        Self.checkCodes(JWTError.Code.self)
        Self.checkCodes(BreachedPasswordError.Code.self)
        Self.checkCodes(ExtraWordsError.Code.self)
        Self.checkCodes(AttackerError.Code.self)
        Self.checkCodes(RecordStreamError.Code.self)
        Self.checkCodes(ABIError.Code.self)
        #expect(ABIError.Code.allCases.count == 23)
        #expect(RecordStreamError.Code.allCases.count == 6)
        #expect(ExtraWordsError.Code.allCases.count == 4)
        #expect(AttackerError.Code.allCases.count == 5)
        #expect(PolicyError.Code.allCases.count == 24)
        #expect(BreachedPasswordError.Code.allCases.count == 14)
        #expect(JWTError.Code.allCases.count == 25)
        #expect(PolicyError.Code(rawValue: "made-up") == nil)
    }

    @Test("A placeholder's value never brings control or bidirectional characters into a message")
    func valuesAreEscaped() {
        let hostile = "\u{1B}[2K\rvalid\u{7}\u{85}\u{202E}\u{2066}\nx"
        let text = Texts.filling("alg {alg} refused", with: ["alg": hostile])
        #expect(text == #"alg \u{1b}[2K\u{d}valid\u{7}\u{85}\u{202e}\u{2066}\u{a}x refused"#)
        #expect(!text.unicodeScalars.contains { TerminalText.isUnsafe($0.value) })
        #expect(Texts.filling("{a}", with: ["a": "café ñandú \"ok\""]) == "café ñandú \"ok\"")
        #expect(!TerminalText.needsEscaping("plain ASCII and é") && TerminalText.needsEscaping("\u{200F}"))
    }

    @Test("One shape: a code and a message in each language")
    func shape() {
        let errors: [any CredKitError] = [
            PolicyError(.unknownField, key: .errorPolicyUnknownField, arguments: ["allowed": "MinimumLength"], field: "Size"),
            JWTError(.expired),
        ]
        #expect(errors.map { "\($0.code)" } == ["unknown-field", "expired"])
        #expect(errors[1].message(in: .english) == Texts.string(.jwtExpired, in: .english))
        #expect(errors[1].message(in: .spanish) == Texts.string(.jwtExpired, in: .spanish))
        #expect(errors[1].description == "expired: " + Texts.string(.jwtExpired, in: .english))
    }

    @Test("{name|one|other} agrees with its count: one only for 1; without the argument it stays as written")
    func agreement() {
        let template = "{total} {total|comprobada|comprobadas}: {valid} {valid|válida|válidas}"
        #expect(Texts.filling(template, with: ["total": "1", "valid": "1"]) == "1 comprobada: 1 válida")
        #expect(Texts.filling(template, with: ["total": "2", "valid": "0"]) == "2 comprobadas: 0 válidas")
        #expect(Texts.filling(template, with: ["total": "11", "valid": "21"]) == "11 comprobadas: 21 válidas")
        #expect(Texts.filling("{n|a|b} {x}", with: ["x": "y"]) == "{n|a|b} y")
        #expect(Texts.filling("{n|a} {n}", with: ["n": "1"]) == "{n|a} 1")  // not three parts: as written
        #expect(Texts.placeholders(in: template) == ["total", "valid"])
    }
}
