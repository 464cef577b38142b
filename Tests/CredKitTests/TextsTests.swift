import Testing

@testable import _CredKitCore

@Suite("Text tables")
struct TextsTests {
    private static func placeholders(_ text: String) -> Set<String> {
        var names = Set<String>()
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty && name.allSatisfy({ $0.isLetter }) { names.insert(name) }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return names
    }

    @Test("Every key has a text in every language", arguments: Language.allCases)
    func complete(language: Language) {
        let table = Texts.table(for: language)
        let missing = TextKey.allCases.filter { (table[$0] ?? "").isEmpty }
        #expect(missing.isEmpty, "missing in \(language.rawValue): \(missing)")
        #expect(table.count == TextKey.allCases.count)
    }

    @Test("Translations use the same placeholders")
    func placeholdersMatch() {
        for key in TextKey.allCases {
            let english = Self.placeholders(Texts.string(key, in: .english))
            let spanish = Self.placeholders(Texts.string(key, in: .spanish))
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
