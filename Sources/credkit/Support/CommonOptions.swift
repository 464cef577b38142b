// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import Foundation
import _CredKitCore

/// Output format of the streaming commands.
enum OutputFormat: String, CaseIterable {
    case text, json
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionLang), valueName: Choice.valueName(Language.self)),
        completion: Choice.completion(Language.self))
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
    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: Choice.valueName(OutputFormat.self)),
        completion: Choice.completion(OutputFormat.self))
    var format: String = OutputFormat.text.rawValue

    @Flag(name: [.short, .long], help: ArgumentHelp(Console.help(.helpOptionQuiet)))
    var quiet = false

    /// The parsed `--format`.
    func parsedFormat() throws -> OutputFormat {
        try parseChoice(format, option: "--format", OutputFormat.self)
    }
}

/// A closed set of option values. The help's value names and the shell completions both come from
/// the enum's cases, so the allowed values are written once. Values are parsed by
/// ``parseChoice(_:option:_:)`` rather than through `ExpressibleByArgument`, whose failure message
/// ArgumentParser writes in English only: credkit's names the option and the allowed values in the
/// user's language.
enum Choice {
    /// `"text|json"` for the help.
    static func valueName<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String where T.RawValue == String {
        T.allCases.map(\.rawValue).joined(separator: "|")
    }

    /// The values, for `credkit --generate-completion-script`.
    static func completion<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> CompletionKind where T.RawValue == String {
        .list(T.allCases.map(\.rawValue))
    }
}

/// Parses an option value into one of `T`'s cases, with a localised error (exit 2) otherwise.
func parseChoice<T: RawRepresentable & CaseIterable>(_ value: String, option: String, _ type: T.Type) throws -> T
where T.RawValue == String {
    if let choice = T(rawValue: value) { return choice }
    throw CLIFailure(
        message: CLITexts.string(
            .errorInvalidChoice, in: Console.language,
            [
                "value": value, "option": option, "allowed": T.allCases.map(\.rawValue).joined(separator: ", "),
            ]))
}

/// Loads a policy by preset name or path, with the command line's breached-password source when
/// given, turning errors into a localised message with exit 2.
func loadChecker(_ nameOrPath: String, breached: BreachedOptions? = nil) throws -> PasswordChecker {
    do {
        var policy = try PasswordPolicy.load(nameOrPath)
        let source =
            if let breached { try breached.apply(to: &policy) } else { try BreachedOptions.policySource(policy) }
        return try PasswordChecker(policy: policy, breachedSource: source)
    } catch let error as PolicyError {
        throw CLIFailure(message: error.message(in: Console.language))
    }
}

/// The words of a `--words` file, or a usage error (exit 2) naming the file and line.
func loadExtraWords(_ path: String) throws -> ExtraWords {
    do {
        return try ExtraWords(contentsOfFile: path)
    } catch {
        throw CLIFailure(message: error.message(in: Console.language))
    }
}

/// `--jobs`, for the commands that stream lines (`check`, `strength`, `email`, `jwt decode`,
/// `jwt verify`).
struct JobsOptions: ParsableArguments {
    @Option(name: [.customShort("j"), .long], help: ArgumentHelp(Console.help(.helpOptionJobs), valueName: "n|auto"))
    var jobs: String?

    /// The most workers accepted.
    static let maximum = 256

    /// Processors this process may use.
    static var processorCount: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, maximum)) }

    /// The parsed `--jobs` (`auto`: one per processor), or the default, one per processor: measured
    /// in Benchmarks/README.md, every streaming command gains 1.7–1.9× from a second core.
    func count() throws -> Int {
        guard let jobs else { return Self.processorCount }
        if jobs == "auto" { return Self.processorCount }
        guard let count = Int(jobs), (1...Self.maximum).contains(count) else {
            throw CLIFailure(
                message: CLITexts.string(.invalidJobs, in: Console.language, ["value": jobs, "maximum": String(Self.maximum)]))
        }
        return count
    }
}
