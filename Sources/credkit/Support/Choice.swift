// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import _CredKitCore

/// A closed choice given on the command line (`--format json`, `--model checklist`), typed by the
/// enumeration of its values.
///
/// The help's value name (`text|json`) and the shell completions come from the enumeration's cases,
/// so the allowed values are written once. Any text parses — ArgumentParser would refuse a wrong one
/// with an English-only message — and the command's `validate()` turns it into `Value` with
/// ``value(option:)``, which names the option and the allowed values in the user's language
/// (``CLIValidation/run(_:)``: exit 2, nothing done).
struct Choice<Value: CaseIterable & RawRepresentable & Sendable>: ExpressibleByArgument, Sendable
where Value.RawValue == String {
    /// The text as given.
    let text: String

    init(argument: String) { text = argument }

    /// A default value.
    init(_ value: Value) { text = value.rawValue }

    /// `"text|json"`, for the help.
    static var valueName: String { Value.allCases.map(\.rawValue).joined(separator: "|") }

    /// The values, for `credkit --generate-completion-script` (the help keeps its own value name).
    static var completion: CompletionKind { .list(Value.allCases.map(\.rawValue)) }

    static var defaultCompletionKind: CompletionKind { completion }

    var defaultValueDescription: String { text }

    /// The chosen value.
    /// - Parameter option: the option's name, for the message.
    /// - Throws: ``CLIFailure`` (exit 2) naming the option, the value and the allowed values.
    func value(option: String) throws -> Value { try parseChoice(text, option: option, Value.self) }
}

/// Runs a command's `validate()` checks: a ``CLIFailure`` is reported the way `run()` reports it
/// (`credkit: error: …` in the user's language, its exit status) rather than as ArgumentParser's
/// English usage error.
enum CLIValidation {
    static func run(_ checks: () throws -> Void) throws {
        do {
            try checks()
        } catch let failure as CLIFailure {
            Console.error(failure.message)
            throw ExitCode(failure.status)
        }
    }
}

/// A command whose closed choices are checked before it runs: ``checkChoices()`` applies the
/// language and reads each ``Choice``; a wrong value ends the command with its localized message
/// and exit 2 before anything is read or sent.
protocol ValidatesChoices: ParsableArguments {
    func checkChoices() throws
}

extension ValidatesChoices {
    func validate() throws { try CLIValidation.run { try checkChoices() } }
}
