// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import Foundation

/// Terminal facts and standard-error messages.
enum Console {
    /// The language of help texts: only the environment can choose it, since help is built before
    /// options are parsed.
    /// `CREDKIT_LANG` (`en` or `es`) for every command, else the locale variables.
    static let environmentLanguage: Language = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["CREDKIT_LANG"].flatMap(Language.init(rawValue:)) { return chosen }
        return Language.preferred(environment: environment)
    }()

    /// The language of help texts: `--lang` when the command line gives one (read before parsing,
    /// since help is built while parsing), else the environment's.
    // Set once by `main` before anything is parsed.
    nonisolated(unsafe) static var helpLanguage = environmentLanguage

    /// A help text in the help's language.
    static func help(_ key: CLITextKey) -> String {
        CLITexts.string(key, in: helpLanguage)
    }

    /// The language for messages: `--lang` when given, else the environment's.
    // Set once by `main` (``language(for:)``) before anything is parsed, and only read after that
    // (also by `--jobs` workers).
    nonisolated(unsafe) static var language = environmentLanguage

    /// The language of a run, decided here once, before the arguments are parsed (the help and the
    /// parser's own errors need it): a valid `--lang` anywhere on the command line, else
    /// ``environmentLanguage``. A `--lang` that is not a language is reported by the parser.
    static func language(for arguments: [String]) -> Language {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--lang="), let language = Language(rawValue: String(argument.dropFirst(7))) {
                return language
            }
            if argument == "--lang", index + 1 < arguments.count, let language = Language(rawValue: arguments[index + 1]) {
                return language
            }
        }
        return environmentLanguage
    }

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static func usesColor(on descriptor: Int32) -> Bool {
        guard isTerminal(descriptor) else { return false }
        if let value = ProcessInfo.processInfo.environment["NO_COLOR"], !value.isEmpty { return false }
        return ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    static func writeError(_ text: String) {
        writeAll(text, to: 2)
    }

    /// Writes to standard output unbuffered (for commands that print one result, then may exit).
    static func writeOutput(_ text: String) {
        writeAll(text, to: 1)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }

    static func error(_ message: String) {
        writeError("credkit: \(CLITexts.string(.errorPrefix, in: language)): \(message)\n")
    }

    /// A line that explains the error before it (how to change what led to it).
    static func note(_ message: String) {
        writeError("credkit: \(CLITexts.string(.notePrefix, in: language)): \(message)\n")
    }

    static func warning(_ message: String) {
        writeError("credkit: \(CLITexts.string(.warningPrefix, in: language)): \(message)\n")
    }
}

/// ANSI styling that disappears when colour is off.
struct Style {
    var enabled: Bool

    func green(_ text: String) -> String { enabled ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
    func red(_ text: String) -> String { enabled ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
    func yellow(_ text: String) -> String { enabled ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    /// The four-bar meter of `result`: filled bars in its colour, the rest dim ("■■□□").
    func bars(_ result: StrengthResult) -> String {
        color(String(repeating: "■", count: result.bars), result.color)
            + dim(String(repeating: "□", count: StrengthMeter.barCount - result.bars))
    }

    /// `text` in a meter colour (orange from the 256-colour palette).
    func color(_ text: String, _ color: StrengthColor) -> String {
        guard enabled else { return text }
        let code: String
        switch color {
        case .red: code = "31"
        case .orange: code = "38;5;208"
        case .yellow: code = "33"
        case .green: code = "32"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
