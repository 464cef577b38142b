// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitPolicy
import Testing
import _CredKitCore

@testable import credkit

@Suite("The command line's text tables", .waitsOnThreads)
struct CLITextsTests {
    @Test("Every key has a text in every language", arguments: Language.allCases)
    func complete(language: Language) {
        let table = CLITexts.table(for: language)
        let missing = CLITextKey.allCases.filter { (table[$0] ?? "").isEmpty }
        #expect(missing.isEmpty, "missing in \(language.rawValue): \(missing)")
        #expect(table.count == CLITextKey.allCases.count)
    }

    @Test("Translations use the same placeholders")
    func placeholdersMatch() {
        for key in CLITextKey.allCases {
            let english = Texts.placeholders(in: CLITexts.string(key, in: .english))
            let spanish = Texts.placeholders(in: CLITexts.string(key, in: .spanish))
            #expect(english == spanish, "\(key): \(english) vs \(spanish)")
        }
    }

    @Test("Placeholders are filled")
    func filling() {
        #expect(
            CLITexts.string(.summaryTotals, in: .english, ["total": "3", "valid": "2", "invalid": "1"])
                == "3 checked: 2 valid, 1 invalid")
        #expect(CLITexts.string(.lineValid, in: .spanish) == "válida")
    }
}

@Suite("Shell completions", .waitsOnThreads)
struct CompletionTests {
    @Test("Each shell's script offers the allowed values of the closed choices", arguments: ["bash", "zsh", "fish"])
    func closedChoices(shell: String) throws {
        let result = try CLI.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        let script = result.stdout
        for values in [
            ["text", "json"], ["en", "es"], ["guesses", "checklist", "checklist-basic"], ["default", "rfc"], ["id", "access"],
            ["sign-up", "change-password", "confirm-forgot-password"], ["password", "srp", "user-auth", "custom"],
            ["password", "password-srp", "email-otp", "sms-otp", "web-authn"], ["127.0.0.1", "localhost"],
            ["client_secret_basic", "client_secret_post"],
            ["cognito", "cloudformation", "serverless", "terraform", "terraform-hcl", "firebase", "keycloak", "auth0"],
            ["nist-800-63b-4", "asvs-5", "pci-dss-4", "cognito"], ["lite", "essentials", "plus"],
            ["info", "warning", "error"], ["stricter", "looser", "any"],
        ] {
            let listed: Bool
            switch shell {
            case "bash": listed = script.contains("-W " + values.map { "'\($0)'" }.joined(separator: "$'\\n'"))
            case "fish": listed = script.contains("-rfka '" + values.joined(separator: " ") + "'")
            default: listed = script.contains("(" + values.map { "'\($0)'" }.joined(separator: " ") + ")")
            }
            #expect(listed, "\(shell) script does not offer \(values)")
        }
        // --policy offers the bundled presets and the files in the current folder.
        #expect(
            script.contains(
                "cognito-default cognito-articles cognito-minimum nist-800-63b nist-800-63b-rev4 pci-dss-4; ls -1")
        )
    }
}
