import _CredKitCore
import ArgumentParser
import CredKit

/// Output format of the streaming commands.
enum OutputFormat: String, CaseIterable {
    case text, json
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionLang), valueName: "en|es"))
    var lang: String?

    /// Applies `--lang` to ``Console/language``.
    func applyLanguage() throws {
        if let lang {
            Console.language = try parseChoice(lang, option: "--lang", Language.self)
        }
    }
}

/// Output options of the streaming commands (`check`, `email`).
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: "text|json"))
    var format: String = OutputFormat.text.rawValue

    @Flag(name: [.short, .long], help: ArgumentHelp(Console.help(.helpOptionQuiet)))
    var quiet = false

    /// The parsed `--format`.
    func parsedFormat() throws -> OutputFormat {
        try parseChoice(format, option: "--format", OutputFormat.self)
    }
}

/// Parses an option value into one of `T`'s cases, with a localised error (exit 2) otherwise.
func parseChoice<T: RawRepresentable & CaseIterable>(_ value: String, option: String, _ type: T.Type) throws -> T
where T.RawValue == String {
    if let choice = T(rawValue: value) { return choice }
    throw CLIFailure(message: Texts.string(.errorInvalidChoice, in: Console.language, [
        "value": value, "option": option, "allowed": T.allCases.map(\.rawValue).joined(separator: ", "),
    ]))
}

/// Loads a policy by preset name or path, turning errors into a localised message with exit 2.
func loadChecker(_ nameOrPath: String) throws -> PasswordChecker {
    do {
        return try PasswordChecker(policy: PasswordPolicy.load(nameOrPath))
    } catch {
        throw CLIFailure(message: error.message(in: Console.language))
    }
}
