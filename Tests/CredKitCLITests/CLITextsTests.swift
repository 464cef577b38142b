import Testing

import CredKitPolicy
@testable import credkit

@Suite("The command line's text tables")
struct CLITextsTests {
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
        let table = CLITexts.table(for: language)
        let missing = CLIText.allCases.filter { (table[$0] ?? "").isEmpty }
        #expect(missing.isEmpty, "missing in \(language.rawValue): \(missing)")
        #expect(table.count == CLIText.allCases.count)
    }

    @Test("Translations use the same placeholders")
    func placeholdersMatch() {
        for key in CLIText.allCases {
            let english = Self.placeholders(CLITexts.string(key, in: .english))
            let spanish = Self.placeholders(CLITexts.string(key, in: .spanish))
            #expect(english == spanish, "\(key): \(english) vs \(spanish)")
        }
    }

    @Test("Placeholders are filled")
    func filling() {
        #expect(CLITexts.string(.summaryTotals, in: .english, ["total": "3", "valid": "2", "invalid": "1"]) == "3 checked: 2 valid, 1 invalid")
        #expect(CLITexts.string(.lineValid, in: .spanish) == "válida")
    }
}
