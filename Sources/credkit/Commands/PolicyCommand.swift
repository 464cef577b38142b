// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPolicyTools

/// `credkit policy`: list the bundled policies, show one as a checklist, lint one against a
/// standard, diff two.
struct PolicyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "policy",
        abstract: Console.help(.helpPolicy),
        subcommands: [ListCommand.self, ShowCommand.self, LintCommand.self, DiffCommand.self, FetchCommand.self]
    )

    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Console.help(.helpPolicyList))

        @OptionGroup var common: CommonOptions

        func run() throws {
            let rows = PolicyPreset.all.map { preset in
                let marker = preset.name == PolicyPreset.defaultName ? "* " : "  "
                return (marker + preset.name, (try? preset.policy().info.description(in: Console.language)) ?? "")
            }
            print(CLITexts.string(.policyPresetsTitle, in: Console.language) + "\n" + Display.table(rows, indent: ""))
        }
    }

    struct ShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: Console.help(.helpPolicyShow))

        @Argument(
            help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "name|path"),
            completion: PolicySourceOptions.completion)
        var policy: String = PolicyPreset.defaultName

        @Option(
            name: .long,
            help: ArgumentHelp(Console.help(.helpOptionPolicyFormat), valueName: PolicyShowFormat.valueName))
        var format: PolicyShowFormat = .text

        @OptionGroup var policySource: PolicySourceOptions

        @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionListEntries)))
        var list = false

        @OptionGroup var common: CommonOptions

        func run() async throws {
            let language = Console.language
            if list {
                try listEntries(format: format, language: language)
                return
            }
            // The notes are part of what is shown (text and JSON), not warnings here.
            let imported = try await loadPolicy(policy, source: policySource, notes: format != .text && format != .json)
            let checker: PasswordChecker
            do {
                // An online rule's client is made (and its URL checked) but never asked: showing a
                // policy sends nothing.
                checker = try PasswordChecker(
                    policy: imported.policy, breachedSource: BreachedOptions.policySource(imported.policy))
            } catch let error as PolicyError {
                throw CLIFailure(message: error.message(in: language))
            }
            switch format {
            case .text: break
            case .json:
                print(Self.json(checker, imported: imported, file: self.policy, language: language), terminator: "")
                return
            case .passwordrules:
                let rules = checker.policy.passwordRules
                print(rules.value)
                Self.warnInexpressible(rules.inexpressible, format: format, language: language)
                return
            case .credkit:
                print(checker.policy.prettyJSON, terminator: "")
                return
            case .secretsManager:
                let parameters = GetRandomPasswordParameters(policy: checker.policy)
                print(parameters.json)
                Self.warnInexpressible(parameters.inexpressible, format: format, language: language)
                return
            }
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
            if policy.extraRules.normalizesToNFKC {
                text += "  • \(Texts.string(.requirementNormalization, in: language))\n"
            }
            // The settings the service enforces, named for that service (Keycloak keeps no temporary passwords).
            let platform = ["platform": policy.platform.displayName]
            let enforced = style.dim(Texts.string(.policyNotEnforcedLocally, in: language, platform))
            var settings: [String] = []
            if policy.platform.hasTemporaryPasswords {
                let days = ["days": String(policy.temporaryPasswordValidityDays)]
                settings.append("\(Texts.string(.policyTemporaryPasswordValidity, in: language, days)) \(enforced)")
            }
            if policy.passwordHistorySize > 0 {
                let count = ["count": String(policy.passwordHistorySize)]
                settings.append("\(Texts.string(.policyPasswordHistory, in: language, count)) \(enforced)")
            }
            if !settings.isEmpty {
                text += "\n\(Texts.string(.policyCognitoSettings, in: language, platform)):\n"
                for line in settings { text += "  • \(line)\n" }
            }
            if !imported.notes.isEmpty {
                text += "\n\(CLITexts.string(.importNotesTitle, in: language))\n"
                for note in imported.notes {
                    text += "  • \(noteText(note, file: self.policy))\n"
                }
            }
            print(text, terminator: "")
        }

        /// `--list`: the file's user pools, database connections or realms, with their lines.
        func listEntries(format: PolicyShowFormat, language: Language) throws {
            let policyFormat = policySource.policyFormat
            let found: (format: PolicyFormat, entries: [PolicyEntry])
            do {
                found = try PolicyImporter.entries(policy, format: policyFormat)
            } catch {
                throw CLIFailure(message: error.message(in: language))
            }
            if format == .json {
                let output = OutputBuffer(descriptor: -1)
                var record = JSONObjectWriter(into: output)
                record.string("file", policy)
                record.string("format", found.format.rawValue)
                record.objects("entries", found.entries) { member, entry in
                    member.string("name", entry.name)
                    if let line = entry.line { member.int("line", line) } else { member.null("line") }
                    member.string("alias", entry.alias)
                }
                record.end(newline: true)
                print(output.withPendingBytes { String(decoding: $0, as: UTF8.self) }, terminator: "")
                return
            }
            var text =
                CLITexts.string(
                    .policyEntriesTitle, in: language,
                    ["format": found.format.rawValue, "file": policy, "count": String(found.entries.count)]) + "\n"
            let rows = found.entries.map { entry in
                (
                    entry.name,
                    [entry.line.map { CLITexts.string(.policyEntryLine, in: language, ["line": String($0)]) }, entry.alias]
                        .compactMap { $0 }.joined(separator: "  ")
                )
            }
            text += Display.table(rows, indent: "  ")
            print(text)
        }

        /// Names the policy's checks a format cannot carry, on standard error.
        static func warnInexpressible(_ names: [String], format: PolicyShowFormat, language: Language) {
            guard !names.isEmpty else { return }
            Console.warning(
                CLITexts.string(
                    .policyInexpressible, in: language, ["format": format.rawValue, "rules": names.joined(separator: ", ")]))
        }

        /// The policy as one JSON object: Cognito's fields, the extensions' names, the checklist and
        /// the `passwordrules` value with what it cannot carry.
        static func json(_ checker: PasswordChecker, imported: ImportedPolicy, file: String, language: Language) -> String {
            let policy = checker.policy
            let output = OutputBuffer(descriptor: -1)
            var record = JSONObjectWriter(into: output)
            record.string("name", policy.info.name)
            record.string("description", policy.info.description(in: language))
            record.string("source", policy.info.source)
            record.string("platform", policy.platform.rawValue)
            record.int("minimumLength", policy.minimumLength)
            record.int("maximumLength", policy.effectiveMaximumLength)
            record.bool("requireUppercase", policy.requireUppercase)
            record.bool("requireLowercase", policy.requireLowercase)
            record.bool("requireNumbers", policy.requireNumbers)
            record.bool("requireSymbols", policy.requireSymbols)
            if policy.platform.hasTemporaryPasswords {
                record.int("temporaryPasswordValidityDays", policy.temporaryPasswordValidityDays)
            } else {
                record.null("temporaryPasswordValidityDays")
            }
            record.int("passwordHistorySize", policy.passwordHistorySize)
            record.value("extensions", JSONValue.array(policy.extraRules.checkNames.map { .string($0) }))
            record.value("requirements", JSONValue.array(checker.requirements(in: language).map { .string($0.text) }))
            let rules = policy.passwordRules
            record.string("passwordRules", rules.value)
            record.value("passwordRulesInexpressible", JSONValue.array(rules.inexpressible.map { .string($0) }))
            record.object("import") { object in
                object.string("format", imported.format.rawValue)
                object.string("resource", imported.resource)
                object.string("tier", imported.tier?.rawValue)
                object.objects("notes", imported.notes) { member, note in
                    member.string("code", note.code)
                    member.string("kind", note.kind.rawValue)
                    member.string("field", note.field)
                    if let line = note.line { member.int("line", line) }
                    member.string("message", note.message(in: language))
                }
            }
            record.end(newline: true)
            return output.withPendingBytes { String(decoding: $0, as: UTF8.self) }
        }
    }
}

/// `policy show --format`.
enum PolicyShowFormat: String, CLIChoice {
    case text, json, passwordrules
    case secretsManager = "secrets-manager"
    /// The policy as credkit's own file, which `--policy` reads back (an imported policy kept as one).
    case credkit
}
