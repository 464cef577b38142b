// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoTestSupport
import CredKitCore
import CredKitPolicy
import Testing

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

/// The Spanish help and usage errors replace ArgumentParser's own English words (`HelpText`,
/// `ArgumentErrorText`): each phrase they look for must still be what ArgumentParser writes, or a
/// new release's wording would leave them in English without a word. Package.swift keeps
/// ArgumentParser to the minor version these were checked against.
@Suite("ArgumentParser's wording")
struct ArgumentParserWordingTests {
    /// Every command's help screen, in English (ArgumentParser's own words are always English).
    static func helpScreens() -> String {
        var screens: [String] = []
        func visit(_ command: any ParsableCommand.Type) {
            screens.append(Credkit.helpMessage(for: command, columns: 100))
            for subcommand in command.configuration.subcommands { visit(subcommand) }
        }
        visit(Credkit.self)
        return screens.joined(separator: "\n")
    }

    @Test("Each phrase the Spanish help replaces appears in some help screen")
    func helpPhrases() {
        let help = Self.helpScreens()
        for (english, _) in HelpText.spanish {
            #expect(help.contains(english), "ArgumentParser no longer writes \"\(english)\"")
        }
        // The group headings of `cognito --help`, which the translation reorders.
        #expect(help.contains("SESSION SUBCOMMANDS:"))
    }

    @Test(
        "Each usage error the messages reword starts as ArgumentParser writes it",
        arguments: [
            (["policy", "diff"], "Missing expected argument '"), (["check", "--no-such-option"], "Unknown option '"),
            (["policy", "show", "a", "b"], "Unexpected argument '"), (["check", "--format"], "Missing value for '"),
        ])
    func usageErrors(arguments: [String], prefix: String) {
        #expect(ArgumentErrorText.patterns.contains { $0.prefix == prefix })
        do {
            _ = try Credkit.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            let message = Credkit.fullMessage(for: error)
            #expect(message.hasPrefix("Error: " + prefix), "\(message)")
        }
    }
}
