// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPolicyTools
import Synchronization

/// A closed set of values an option takes (`--format json`, `--model checklist`): the enumeration
/// is the option's type, and ArgumentParser parses it once.
///
/// The help's value name (``valueName``, `text|json`) and the shell completions come from the cases,
/// so the allowed values are written once. A value that is none of them is refused while the command
/// line is parsed; the refusal is kept (``ArgumentRejection``) so that `main` reports it in the user's
/// language — the option, the value and the allowed values, exit 2, nothing done — instead of
/// ArgumentParser's English usage error.
protocol CLIChoice: ExpressibleByArgument, CaseIterable, RawRepresentable, Sendable where RawValue == String {}

extension CLIChoice {
    public init?(argument: String) {
        guard let value = Self(rawValue: argument) else {
            ArgumentRejection.record(value: argument, allowed: Self.allCases.map(\.rawValue))
            return nil
        }
        self = value
    }

    /// `"text|json"`, for the help.
    static var valueName: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// A value given outside the command line (an environment variable).
    /// - Parameters:
    ///   - text: the value as given.
    ///   - source: where it came from, for the message (`CREDKIT_FORMAT`).
    /// - Throws: ``CLIFailure`` (exit 2) naming the source, the value and the allowed values.
    static func parse(_ text: String, from source: String) throws -> Self {
        if let value = Self(rawValue: text) { return value }
        throw CLIFailure(message: ArgumentRejection.text(value: text, option: source, allowed: allCases.map(\.rawValue)))
    }
}

/// The first value a ``CLIChoice`` or another typed option value (``Jobs``, ``Assignment``)
/// refused while the command line was parsed, for `main` to report in the user's language.
enum ArgumentRejection {
    private enum Refusal {
        /// The message needs the option's name, found on the command line next to the value.
        case named(value: String, text: @Sendable (_ option: String) -> String)
        /// A typed value's own message, complete (it names its option).
        case message(String)
    }

    private static let first = Mutex<Refusal?>(nil)

    /// Records a value outside a closed set.
    static func record(value: String, allowed: [String]) {
        record(value: value) { text(value: value, option: $0, allowed: allowed) }
    }

    /// Records a refused value whose message names the option that carried it.
    static func record(value: String, text: @escaping @Sendable (_ option: String) -> String) {
        first.withLock { if $0 == nil { $0 = .named(value: value, text: text) } }
    }

    /// Records a typed value's refusal, already worded in ``Console/language`` (which `main` sets
    /// before parsing).
    static func record(message: String) {
        first.withLock { if $0 == nil { $0 = .message(message) } }
    }

    /// The localized message for the refused value, naming the option that carried it on
    /// `arguments` (`--format xml` or `--format=xml`), or `nil` when nothing was refused.
    /// - Parameter parserMessage: ArgumentParser's own message, which names the option: consulted
    ///   only when the same value follows more than one option.
    static func message(arguments: [String], parserMessage: String) -> String? {
        switch first.withLock({ $0 }) {
        case nil: return nil
        case .message(let message): return message
        case .named(let value, let text):
            var candidates: [String] = []
            for (index, argument) in arguments.enumerated() where argument.hasPrefix("-") {
                if let equals = argument.firstIndex(of: "=") {
                    if argument[argument.index(after: equals)...] == value {
                        candidates.append(String(argument[..<equals]))
                    }
                } else if index + 1 < arguments.count, arguments[index + 1] == value {
                    candidates.append(argument)
                }
            }
            let option = candidates.first { parserMessage.contains("'\($0) ") } ?? candidates.first
            return option.map(text)
        }
    }

    static func text(value: String, option: String, allowed: [String]) -> String {
        CLITexts.string(
            .errorInvalidChoice, in: Console.language,
            ["value": value, "option": option, "allowed": allowed.joined(separator: ", ")])
    }
}

/// Runs a command's `validate()` checks: a ``CLIFailure`` is reported the way `run()` reports it
/// (`credkit: error: …` in the user's language, its exit status) rather than as ArgumentParser's
/// English usage error.
///
/// The failure is kept, not printed: ArgumentParser validates before it looks for `--help`, so a
/// command whose checks fail without arguments (`passkeys delete --help`) would print the error
/// above its help. `Credkit.main()` prints ``rejected`` only when the outcome is not help.
enum CLIValidation {
    /// The first check that failed while the command line was parsed (parsing is single-threaded,
    /// before any command runs).
    nonisolated(unsafe) static var rejected: CLIFailure?

    static func run(_ checks: () throws -> Void) throws {
        do {
            try checks()
        } catch let failure as CLIFailure {
            if rejected == nil { rejected = failure }
            throw ExitCode(failure.status)
        }
    }
}

/// A command whose options are checked together before it runs (ranges, options that need or
/// exclude each other): a failure ends the command with its localized message and exit 2 before
/// anything is read or sent.
protocol ValidatesOptions: ParsableArguments {
    func checkOptions() throws
}

extension ValidatesOptions {
    func validate() throws { try CLIValidation.run { try checkOptions() } }
}

// The libraries' closed sets that options take.
extension Language: CLIChoice {}
extension StrengthModel: CLIChoice {}
extension PassphraseWordList: CLIChoice {}
extension LintFinding.Severity: CLIChoice {}
extension PolicyStandard: CLIChoice {}
extension PolicyFormat: CLIChoice {}
extension FirstFactor: CLIChoice {}
extension MFAType: CLIChoice {}
extension MFAPreference: CLIChoice {}
extension EmailProfile: CLIChoice {}
extension JWTVerifier.TokenUse: CLIChoice {}
extension JWTSigningKey.Algorithm: CLIChoice {}
extension CognitoOperation: CLIChoice {}
extension CognitoOAuthClient.ClientAuthentication: CLIChoice {}
