// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import _CredKitCore

/// Hints for common slips on the command line.
enum StrayArguments {
    /// The commands that read passwords from standard input.
    static let passwordCommands: Set<String> = ["check", "strength", "breached check"]

    /// `credkit check pw.txt`: a file's name where standard input was meant — said so, with the
    /// option that reads it; anything else may be a password, so it is never repeated.
    static func hint(for value: String, command: String, language: Language) -> String? {
        guard passwordCommands.contains(command) else { return nil }
        if FileBytes.exists(value) {
            return CLITexts.string(
                .strayPasswordArgument, in: language, ["command": command, "value": PasswordDisplay.quoted(value)])
        }
        return CLITexts.string(.strayPasswordArgumentNotFile, in: language, ["command": command])
    }

    /// The command a command line names: its leading words (`breached check`).
    static func command(_ arguments: [String]) -> String {
        arguments.prefix { !$0.hasPrefix("-") }.prefix(2).joined(separator: " ")
    }
}

/// `credkit chek`: a misspelt command gets the closest one suggested, in credkit's own words and
/// language, before ArgumentParser would answer in English.
enum CommandSuggestion {
    /// The message for the first unknown command in `arguments`, or `nil` when every word names one.
    static func check(_ arguments: [String], root: any ParsableCommand.Type) -> String? {
        var configuration = Self.configuration(of: root)
        var path = [configuration.commandName ?? "credkit"]
        for argument in arguments {
            if argument.hasPrefix("-") || argument == "help" { return nil }
            let subcommands = configuration.subcommands.map { Self.configuration(of: $0) }
            guard !subcommands.isEmpty, configuration.defaultSubcommand == nil else { return nil }
            if let next = subcommands.first(where: { $0.commandName == argument }) {
                configuration = next
                path.append(argument)
                continue
            }
            let names = subcommands.compactMap { $0.commandName }
            let parent = path.joined(separator: " ")
            let language = Console.language
            let ranked = names.map { (name: $0, distance: distance($0, argument)) }.sorted { $0.distance < $1.distance }
            if let best = ranked.first, best.distance <= max(2, argument.count / 3) || best.name.hasPrefix(argument) {
                return CLITexts.string(
                    .unknownSubcommand, in: language,
                    ["value": argument, "parent": parent, "suggestion": best.name])
            }
            return CLITexts.string(
                .unknownSubcommandNoSuggestion, in: language,
                ["value": argument, "parent": parent, "commands": names.joined(separator: ", ")])
        }
        return nil
    }

    private static func configuration(of type: any ParsableCommand.Type) -> CommandConfiguration {
        type.configuration
    }

    /// Levenshtein distance, with a swap of neighbours counted as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased())
        let y = Array(b.lowercased())
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[x.count][y.count]
    }
}

/// ArgumentParser's own usage errors, reworded in credkit's style (`credkit: error: …`) and
/// language: the common kinds by their English shape, anything else kept as written.
enum ArgumentErrorText {
    /// The language `--lang` asks for, read before the arguments are parsed.
    static func language(_ arguments: [String]) -> Language {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--lang="), let language = Language(rawValue: String(argument.dropFirst(7))) {
                return language
            }
            if argument == "--lang", index + 1 < arguments.count, let language = Language(rawValue: arguments[index + 1]) {
                return language
            }
        }
        return Console.environmentLanguage
    }

    static let patterns: [(prefix: String, key: CLITextKey)] = [
        ("Missing expected argument '", .argumentMissing),
        ("Unknown option '", .argumentUnknownOption),
        ("Unexpected argument '", .argumentUnexpected),
        ("Missing value for '", .argumentMissingValue),
    ]

    /// `message` (ArgumentParser's full text: `Error: …`, then usage lines) in credkit's form.
    static func rewrite(_ message: String, language: Language, arguments: [String]) -> String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return message }
        var text = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
        let unexpected = "Unexpected argument '"
        if text.hasPrefix(unexpected), text.hasSuffix("'") {
            let value = String(text.dropFirst(unexpected.count).dropLast())
            var command = StrayArguments.command(arguments)
            if !StrayArguments.passwordCommands.contains(command) { command = String(command.split(separator: " ").first ?? "") }
            if let hint = StrayArguments.hint(for: value, command: command, language: language) {
                return "credkit: \(CLITexts.string(.errorPrefix, in: language)): \(hint)"
            }
        }
        for (prefix, key) in patterns where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            if let end = rest.firstIndex(of: "'") {
                text = CLITexts.string(key, in: language, ["name": String(rest[..<end])])
            }
        }
        lines[0] = "credkit: \(CLITexts.string(.errorPrefix, in: language)): \(text)"
        if language == .spanish {
            lines = lines.map { line in
                var line = line
                if line.hasPrefix("Usage: ") { line = "Uso: " + line.dropFirst("Usage: ".count) }
                if line.hasPrefix("Help:  ") { line = "Ayuda: " + line.dropFirst("Help:  ".count) }
                if let start = line.range(of: "See '"), let end = line.range(of: "' for more information.") {
                    line =
                        line[..<start.lowerBound] + "Vea '" + line[start.upperBound..<end.lowerBound]
                        + "' para más información."
                }
                return line
            }
        }
        return lines.joined(separator: "\n")
    }
}
