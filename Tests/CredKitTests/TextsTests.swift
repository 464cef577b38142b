// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitBreached
@testable import CredKitJWT
@testable import CredKitPolicy
@testable import CredKitStrength
@testable import _CredKitCore

@Suite("Text tables")
struct TextsTests {
    @Test("Every key has a text in every language", arguments: Language.allCases)
    func complete(language: Language) {
        let table = Texts.table(for: language)
        let missing = TextKey.allCases.filter { (table[$0] ?? "").isEmpty }
        #expect(missing.isEmpty, "missing in \(language.rawValue): \(missing)")
        #expect(table.count == TextKey.allCases.count)
    }

    @Test("A key's ordinal is its place in allCases, and look-ups by it return each table's own text")
    func ordinals() {
        for (index, key) in TextKey.allCases.enumerated() {
            #expect(key.ordinal == index, "\(key)")
            for language in Language.allCases {
                #expect(Texts.string(key, in: language) == Texts.table(for: language)[key], "\(key) in \(language.rawValue)")
            }
        }
        #expect(Set(TextKey.allCases).count == TextKey.allCases.count)
        #expect(TextKey.requirementsTitle.hashValue != TextKey.requirementMinimumLength.hashValue)
    }

    @Test("Translations use the same placeholders")
    func placeholdersMatch() {
        for key in TextKey.allCases {
            let english = Texts.placeholders(in: Texts.string(key, in: .english))
            let spanish = Texts.placeholders(in: Texts.string(key, in: .spanish))
            #expect(english == spanish, "\(key): \(english) vs \(spanish)")
        }
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
                #expect(!(Texts.table(for: language)[code.textKey] ?? "").isEmpty, "\(code) has no \(language) text")
            }
            #expect(code.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code.rawValue) is not kebab-case")
            #expect(Code(rawValue: code.rawValue) == code)
        }
    }

    @Test("Policy and JWT errors: a closed set of stable codes, each with an English and a Spanish text")
    func domains() {
        Self.checkCodes(PolicyError.Code.self)
        Self.checkCodes(JWTError.Code.self)
        Self.checkCodes(BreachedPasswordError.Code.self)
        Self.checkCodes(ExtraWordsError.Code.self)
        #expect(ExtraWordsError.Code.allCases.count == 4)
        #expect(PolicyError.Code.allCases.count == 15)
        #expect(BreachedPasswordError.Code.allCases.count == 12)
        #expect(JWTError.Code.allCases.count == 16)
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
}
