// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// ArgumentParser's own usage errors, reworded in credkit's style (`credkit: error: …`) and
/// language: the common kinds by their English shape, anything else kept as written.
enum ArgumentErrorText {
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
                if line.hasPrefix("Usage: ") {
                    line = "Uso: " + line.dropFirst("Usage: ".count)
                    line = line.replacingOccurrences(of: "<options>", with: "<opciones>")
                        .replacingOccurrences(of: "<subcommand>", with: "<subcomando>")
                }
                if line.hasPrefix("Help:  ") { line = "Ayuda: " + line.dropFirst("Help:  ".count) }
                if let start = line.range(of: "See '"), let end = line.range(of: "' for more information.") {
                    line =
                        line[..<start.lowerBound] + "Consulta '" + line[start.upperBound..<end.lowerBound]
                        + "' para más información."
                }
                return line
            }
        }
        return lines.joined(separator: "\n")
    }
}
