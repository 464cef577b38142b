// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKitCore

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
