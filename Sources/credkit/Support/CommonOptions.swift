// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline
import CredKitPolicyTools
import Foundation

/// Output format of reports and the commands that write one record kind (`generate`,
/// `cognito import-check`, `policy lint`, `breached`, the `cognito` commands).
enum OutputFormat: String, CLIChoice {
    case text, json
}

/// Output format of the judging commands (`check`, `strength`, `email`, `breached check`, and the
/// error rows of `jwt decode` and `jwt verify`): text, JSON Lines, or CSV with a header row.
extension RecordFormat: CLIChoice {
    /// The record format of a command that has no CSV records.
    init(_ format: OutputFormat) {
        self = format == .json ? .json : .text
    }
}

/// Options every command shares.
///
/// `--lang` is parsed here for the help and for a value that is not a language; `main` has already
/// chosen ``Console/language`` from it (it must be known before parsing, for the help and for the
/// parser's own errors).
struct CommonOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionLang), valueName: Language.valueName))
    var lang: Language?
}

/// `--email`, `--username` and `--name`: the user a password is checked or generated for (`check`,
/// `generate`), for the policy's rules about the user's own details.
struct UserContextOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionEmail)))
    var email: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionUsername)))
    var username: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionName)))
    var name: String?

    /// The user as the policy sees it.
    var context: UserContext { UserContext(email: email, username: username, name: name) }
}

/// Output options of the judging commands (`check`, `strength`, `email`, `breached check`).
struct OutputOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionRecordFormat), valueName: RecordFormat.valueName))
    var format: RecordFormat = .text

    @Flag(name: [.short, .long], help: ArgumentHelp(Console.help(.helpOptionQuiet)))
    var quiet = false

    @Flag(name: .customLong("csv-safe"), help: ArgumentHelp(Console.help(.helpOptionCSVSafe)))
    var csvSafe = false

    /// `--csv-safe` goes with CSV records only.
    func validate() throws {
        try CLIValidation.run {
            if csvSafe && format != .csv {
                throw CLIFailure(message: CLITexts.string(.csvSafeNeedsCSV, in: Console.language))
            }
        }
    }

    /// `--format`, with the formula guard turned on for `--csv-safe`.
    func recordFormat() -> RecordFormat {
        if csvSafe { CSVFormulaGuard.isOn = true }
        return format
    }
}

/// Output options of the commands with text or JSON records only (`generate`, `cognito import-check`).
struct ReportOutputOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: OutputFormat.valueName))
    var format: OutputFormat = .text

    @Flag(name: [.short, .long], help: ArgumentHelp(Console.help(.helpOptionQuiet)))
    var quiet = false
}

/// `--policy-format` and `--resource`: how to read a policy file that is not Cognito's own JSON.
struct PolicySourceOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionPolicyInputFormat), valueName: PolicyFormat.valueName))
    var policyFormat: PolicyFormat?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionResource), valueName: "name"))
    var resource: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionParameter), valueName: "name=value"))
    var parameter: [Assignment] = []

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionUseDefaults)))
    var useDefaults = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionVar), valueName: "name=value"))
    var `var`: [Assignment] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionVarFile), valueName: "path"), completion: .file())
    var varFile: [String] = []

    /// `--policy`'s completions: the bundled presets' names, then the files here.
    static var completion: CompletionKind {
        .shellCommand("printf '%s\\n' " + PolicyPreset.all.map(\.name).joined(separator: " ") + "; ls -1 2>/dev/null")
    }

    /// The deploy-time values given: `--parameter`, `--use-defaults`, `--var` and `--var-file`
    /// (files first, so a `--var` wins, as Terraform orders them).
    func deployTimeValues() throws -> DeployTimeValues {
        var variables: [String: String] = [:]
        for path in varFile {
            do {
                variables.merge(try DeployTimeValues.variables(tfvarsAt: path)) { _, new in new }
            } catch {
                throw CLIFailure(message: error.message(in: Console.language))
            }
        }
        variables.merge(Assignment.byName(`var`)) { _, new in new }
        return DeployTimeValues(
            parameters: Assignment.byName(parameter), usesParameterDefaults: useDefaults, variables: variables)
    }
}

/// `NAME=VALUE` (`--parameter`, `--var`), split at the first `=`; the name may not be empty.
struct Assignment: ExpressibleByArgument {
    let name: String
    let value: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            ArgumentRejection.record(value: argument) { option in
                CLITexts.string(.invalidNameValue, in: Console.language, ["option": option, "value": argument])
            }
            return nil
        }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    /// The assignments by name; a later one wins.
    static func byName(_ assignments: [Assignment]) -> [String: String] {
        Dictionary(assignments.map { ($0.name, $0.value) }) { _, later in later }
    }
}

/// Loads a policy by preset name or file of any supported format, turning errors into a localised
/// message with exit 2 and writing what the import could not carry over exactly on standard error
/// (never dropped silently).
func loadPolicy(_ nameOrPath: String, source: PolicySourceOptions? = nil, notes: Bool = true) async throws
    -> ImportedPolicy
{
    let format = source?.policyFormat
    if nameOrPath.hasPrefix("pool:") {
        // The live pool's own policy, read with a signed DescribeUserPool.
        let description = try await PoolPolicyFetcher().fetch(String(nameOrPath.dropFirst("pool:".count)))
        var policy = description.policy
        policy.info = PolicyInfo(name: nameOrPath, source: "DescribeUserPool \(description.id)")
        return ImportedPolicy(
            policy: policy, format: .cognito, resource: description.id,
            tier: description.tier.flatMap { UserPoolTier(rawValue: $0.uppercased()) })
    }
    let values = try source?.deployTimeValues() ?? DeployTimeValues()
    do {
        let imported = try PolicyImporter.load(nameOrPath, format: format, resource: source?.resource, values: values)
        if notes {
            for note in imported.notes { Console.warning(noteText(note, file: nameOrPath)) }
        }
        return imported
    } catch {
        throw CLIFailure(message: error.message(in: Console.language))
    }
}

/// An import note as one line: `file:line: field: message`.
func noteText(_ note: ImportNote, file: String) -> String {
    CLITexts.string(
        .importNote, in: Console.language,
        [
            "location": file + (note.line.map { ":\($0)" } ?? "") + ": ", "field": note.field,
            "message": note.message(in: Console.language),
        ])
}

/// Loads a policy by preset name or path, with the command line's breached-password source when
/// given, turning errors into a localised message with exit 2.
func loadChecker(_ nameOrPath: String, source: PolicySourceOptions? = nil, breached: BreachedOptions? = nil) async throws
    -> PasswordChecker
{
    var policy = try await loadPolicy(nameOrPath, source: source).policy
    do {
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
    var jobs: Jobs?

    /// How many workers: `--jobs`, else one per processor (measured in Benchmarks/README.md, every
    /// streaming command gains 1.7–1.9× from a second core).
    func count() -> Int { jobs?.count ?? Jobs.processorCount }
}

/// `--jobs N|auto`, parsed once: 1 to ``maximum`` workers, or `auto` (one per processor).
struct Jobs: ExpressibleByArgument {
    /// The most workers accepted.
    static let maximum = 256

    /// Processors this process may use.
    static var processorCount: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, maximum)) }

    let count: Int

    init?(argument: String) {
        if argument == "auto" {
            count = Self.processorCount
        } else if let count = Int(argument), (1...Self.maximum).contains(count) {
            self.count = count
        } else {
            ArgumentRejection.record(
                message: CLITexts.string(
                    .invalidJobs, in: Console.language, ["value": argument, "maximum": String(Self.maximum)]))
            return nil
        }
    }
}
