import ArgumentParser
import CredKit
import _CredKitCore

/// `credkit policy`: list the bundled policies and show one as a checklist.
struct PolicyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "policy",
        abstract: Console.help(.helpPolicy),
        subcommands: [ListCommand.self, ShowCommand.self]
    )

    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Console.help(.helpPolicyList))

        @OptionGroup var common: CommonOptions

        func run() throws {
            try common.applyLanguage()
            let rows = PolicyPreset.all.map { preset in
                let marker = preset.name == PolicyPreset.defaultName ? "* " : "  "
                return (marker + preset.name, (try? preset.policy().info.description(in: Console.language)) ?? "")
            }
            print(CLITexts.string(.policyPresetsTitle, in: Console.language) + "\n" + Display.table(rows, indent: ""))
        }
    }

    struct ShowCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: Console.help(.helpPolicyShow))

        @Argument(help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "name|path"))
        var policy: String = PolicyPreset.defaultName

        @OptionGroup var common: CommonOptions

        func run() throws {
            try common.applyLanguage()
            let language = Console.language
            let checker = try loadChecker(policy)
            let style = Style(enabled: Console.usesColor(on: 1))
            let policy = checker.policy
            var text = ""
            text += "\(Texts.string(.policyName, in: language)): \(style.bold(policy.info.name ?? self.policy))\n"
            if let description = policy.info.description(in: language) {
                text += "\(Texts.string(.policyDescription, in: language)): \(description)\n"
            }
            if let source = policy.info.source {
                text += "\(Texts.string(.policySource, in: language)): \(source)\n"
            }
            text += "\n\(Texts.string(.requirementsTitle, in: language))\n"
            for requirement in checker.requirements(in: language) {
                text += "  • \(requirement.text)\n"
            }
            if policy.extensions.normalizesToNFKC {
                text += "  • \(Texts.string(.requirementNormalization, in: language))\n"
            }
            text += "\n\(Texts.string(.policyCognitoSettings, in: language)):\n"
            text +=
                "  • \(Texts.string(.policyTemporaryPasswordValidity, in: language, ["days": String(policy.temporaryPasswordValidityDays)])) "
            text += style.dim(Texts.string(.policyNotEnforcedLocally, in: language)) + "\n"
            if policy.passwordHistorySize > 0 {
                text +=
                    "  • \(Texts.string(.policyPasswordHistory, in: language, ["count": String(policy.passwordHistorySize)])) "
                text += style.dim(Texts.string(.policyNotEnforcedLocally, in: language)) + "\n"
            }
            print(text, terminator: "")
        }
    }
}
