// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// ArgumentParser's own words in a help screen (its headings, the built-in flags, the default and
/// value lists it appends), in the help's language; credkit's texts are already in it.
enum HelpText {
    /// Replacements for Spanish, in order; each is ArgumentParser's exact English.
    static let spanish: [(english: String, spanish: String)] = [
        ("OVERVIEW:", "DESCRIPCIÓN:"),
        ("USAGE:", "USO:"),
        ("ARGUMENTS:", "ARGUMENTOS:"),
        ("OPTIONS:", "OPCIONES:"),
        ("SUBCOMMANDS:", "SUBCOMANDOS:"),
        ("Show help information.", "Muestra esta ayuda."),
        ("Show the version.", "Muestra la versión."),
        ("(default:", "(por defecto:"),
        ("(values:", "(valores:"),
        ("See 'credkit help <subcommand>' for detailed help.", "Consulta 'credkit help <subcomando>' para la ayuda de cada uno."),
        ("<options>", "<opciones>"),
        ("<subcommand>", "<subcomando>"),
    ]

    /// `help` (ArgumentParser's rendering) with its own words in `language`.
    static func translate(_ help: String, to language: Language) -> String {
        // Only a help screen: a version or a completion script is left as it is.
        guard language == .spanish, help.contains("USAGE:") else { return help }
        var text = help
        // A group's heading (`cognito`'s "SESIÓN SUBCOMMANDS:", the name already in Spanish).
        text = text.replacing(/(?m)^(\S[^\n]*) SUBCOMMANDS:$/) { "SUBCOMANDOS DE \($0.1):" }
        for (english, spanish) in spanish { text = text.replacingOccurrences(of: english, with: spanish) }
        return text
    }
}
