// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// What a newcomer trips on (issue 41): hints for common slips, one language everywhere, rule names
/// that match, each in English and Spanish, through the built binary.
@Suite("Hints for common slips and one language, end to end", .waitsOnThreads)
struct NewcomerHintsTests {
    @Test("check pw.txt: a file's name is answered with --input; anything else is never repeated")
    func strayFile() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("pw.txt")
        try Data("Passw0rd!\n".utf8).write(to: file)
        let english = try CLI.run(["check", file.path], input: "")
        #expect(english.status == 2)
        #expect(
            english.stderr
                == "credkit: error: check reads passwords from standard input, not from arguments: did you mean --input \"\(file.path)\"?\n"
        )
        let spanish = try CLI.run(["strength", "Secreto-123", "--lang", "es"], input: "")
        #expect(spanish.status == 2)
        #expect(
            spanish.stderr
                == "credkit: error: strength lee las contraseñas de la entrada estándar, no de argumentos (una contraseña en la línea de órdenes es visible para otros usuarios locales): printf '%s\\n' … | credkit strength, o --input ARCHIVO\n"
        )
        #expect(!spanish.stderr.contains("Secreto-123"))
    }

    @Test("--password-file - is standard input; strength takes --password-file too")
    func passwordFileDash() throws {
        let dash = try CLI.run(["check", "--password-file", "-", "--quiet"], input: "Passw0rd!\nshort\n")
        #expect(dash.status == 1)
        #expect(dash.stdout.hasPrefix("1: valid\n2: invalid: "))
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("list.txt")
        try Data("password\n".utf8).write(to: file)
        let strength = try CLI.run(["strength", "--password-file", file.path, "--format", "json"], input: "")
        #expect(strength.status == 0)
        #expect(strength.stdout.hasPrefix(#"{"line":1,"#))
    }

    @Test("jwt decode access.jwt, when that is a file, says to use --input access.jwt (en, es)")
    func tokenFile() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("access.jwt")
        try Data("eyJhbGciOiJub25lIn0.e30.\n".utf8).write(to: file)
        let english = try CLI.run(["jwt", "decode", file.path], input: "")
        #expect(english.status == 2)
        #expect(
            english.stderr
                == "credkit: error: \(file.path) is a file, not a token: read it with --input \(file.path) (tokens on the command line are visible to other local users)\n"
        )
        let spanish = try CLI.run(["jwt", "decode", file.path], input: "", environment: ["CREDKIT_LANG": "es"])
        #expect(spanish.stderr.hasPrefix("credkit: error: \(file.path) es un archivo, no un token: léelo con --input "))
    }

    @Test("A misspelt command gets the closest suggested, at any depth (en, es)")
    func misspeltCommand() throws {
        let root = try CLI.run(["chek"], input: "")
        #expect(root.status == 2)
        #expect(
            root.stderr
                == "credkit: error: unknown command \"chek\" for credkit; did you mean \"check\"? (credkit --help lists them)\n")
        let nested = try CLI.run(["policy", "lnit", "pci-dss-4", "--lang", "es"], input: "")
        #expect(nested.status == 2)
        #expect(
            nested.stderr
                == "credkit: error: orden desconocida \"lnit\" para credkit policy; ¿quería decir \"lint\"? (credkit policy --help las enumera)\n"
        )
        let far = try CLI.run(["breached", "xyzzy"], input: "")
        #expect(
            far.stderr == "credkit: error: unknown command \"xyzzy\" for credkit breached; commands: check, build-index, info\n")
        // Arguments of a command are not commands.
        #expect(try CLI.run(["email", "ana@example.com"], input: "").status == 0)
    }

    @Test("ArgumentParser's usage errors in credkit's style, and in Spanish under --lang es")
    func argumentErrors() throws {
        let missing = try CLI.run(["policy", "lint", "pci-dss-4"], input: "")
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix("credkit: error: missing --against <nist-800-63b-4|asvs-5|pci-dss-4|cognito>\n"),
            "\(missing.stderr)")
        let unknown = try CLI.run(["policy", "show", "--formt", "json", "--lang", "es"], input: "")
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.hasPrefix("credkit: error: opción desconocida --formt\nUso: credkit policy show"), "\(unknown.stderr)")
        #expect(!unknown.stderr.contains("Error:"))
        let stray = try CLI.run(["check", "--polcy", "x"], input: "")
        #expect(stray.status == 2)
        #expect(stray.stderr.hasPrefix("credkit: error: unknown option --polcy\n"))
    }

    @Test("cognito --help explains the numbered errors, en and es")
    func numberedErrors() throws {
        let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        let english = words(try CLI.run(["cognito", "--help"], input: "").stdout)
        #expect(english.contains("Numbered errors: 1000 refused before sending, 1001 no answer"))
        #expect(english.contains("4000 sign-in, refresh and MFA challenges"))
        let spanish = words(try CLI.run(["cognito", "--help"], input: "", environment: ["CREDKIT_LANG": "es"]).stdout)
        #expect(spanish.contains("Errores numerados: 1000 rechazado antes de enviar"))
    }

    /// Every command path, found by walking the help screens from the root (the entries under each
    /// "SUBCOMMANDS:" heading, grouped headings included), so that a new command is covered at once.
    static func commandPaths() throws -> [[String]] {
        var paths: [[String]] = []
        var queue: [[String]] = [[]]
        while let path = queue.first {
            queue.removeFirst()
            paths.append(path)
            let help = try CLI.run(path + ["--help"], input: "").stdout
            var inSubcommands = false
            for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasSuffix("SUBCOMMANDS:") {
                    inSubcommands = true
                } else if line.isEmpty || !line.hasPrefix(" ") {
                    inSubcommands = false
                } else if inSubcommands, line.hasPrefix("  "), !line.hasPrefix("   ") {
                    let name = line.dropFirst(2).prefix { $0 != " " }
                    if name != "help" { queue.append(path + [String(name)]) }
                }
            }
        }
        return paths
    }

    @Test("Every command's --help, in English and Spanish: exit 0, the screen on standard output, nothing on standard error")
    func everyHelpScreen() throws {
        let paths = try Self.commandPaths()
        // The root, its ten commands, cognito's groups and admin: far more than the ten at the top.
        #expect(paths.count > 60 && paths.contains(["cognito", "passkeys", "delete"]), "\(paths.count)")
        for path in paths {
            for language in ["en", "es"] {
                let help = try CLI.run(path + ["--help"], input: "", environment: ["CREDKIT_LANG": language])
                #expect(help.status == 0, "\(path) \(language)")
                #expect(help.stderr.isEmpty, "\(path) \(language): \(help.stderr)")
                #expect(help.stdout.hasPrefix(language == "en" ? "OVERVIEW: " : "DESCRIPCIÓN: "), "\(path) \(language)")
            }
        }
    }

    @Test("Help never says a default twice (the text and ArgumentParser's own \"(default: …)\")")
    func defaultsOnce() throws {
        for (arguments, environment) in [
            (["jwt", "verify", "--help"], [String: String]()), (["totp", "verify", "--help"], [:]),
            (["breached", "build-index", "--help"], [:]), (["jwt", "verify", "--help"], ["CREDKIT_LANG": "es"]),
        ] {
            let help = try CLI.run(arguments, input: "", environment: environment).stdout
            let words = help.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            for pattern in [
                "(default 0). (default: 0)", "(default 5). (default: 5)", "(default 1). (default: 1)",
                "(por defecto 0). (default: 0)", "(por defecto 5). (default: 5)", "(por defecto 0). (por defecto: 0)",
                "(por defecto 5). (por defecto: 5)",
            ] {
                #expect(!words.contains(pattern), "\(arguments): \(pattern)")
            }
        }
    }

    @Test("CREDKIT_LANG works for every command, not only cognito")
    func credkitLang() throws {
        let checked = try CLI.run(["check", "--quiet"], input: "abc\n", environment: ["CREDKIT_LANG": "es", "LANG": "C"])
        #expect(checked.stdout.hasPrefix("1: no válida: La contraseña debe tener al menos 8 caracteres"), "\(checked.stdout)")
        let help = try CLI.run(["check", "--help"], input: "", environment: ["CREDKIT_LANG": "es"])
        // Help lines are wrapped: compare the words.
        let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        #expect(
            words(help.stdout).contains(
                "para el ajuste RejectUserContext de la política (sus registros llaman a la regla ContainsUserContext)"))
        let english = try CLI.run(["check", "--help"], input: "")
        #expect(
            words(english.stdout).contains(
                "for the policy's RejectUserContext setting (its records name the rule ContainsUserContext)"))
    }

    @Test("--help --lang es: the whole screen in Spanish, ArgumentParser's headings and defaults included; English unchanged")
    func spanishHelp() throws {
        let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        for (arguments, environment) in [
            (["check", "--help", "--lang", "es"], [String: String]()), (["check", "--lang=es", "--help"], [:]),
            (["help", "check"], ["CREDKIT_LANG": "es"]),
        ] {
            let help = try CLI.run(arguments, input: "", environment: environment)
            #expect(help.status == 0, "\(arguments)")
            #expect(help.stdout.hasPrefix("DESCRIPCIÓN: Comprueba contraseñas"), "\(arguments): \(help.stdout.prefix(80))")
            #expect(help.stdout.contains("\nUSO: credkit check <opciones>\n\nOPCIONES:\n"), "\(arguments)")
            let text = words(help.stdout)
            #expect(text.contains("(por defecto: cognito-default)") && text.contains("-h, --help Muestra esta ayuda."))
            for english in ["OVERVIEW:", "USAGE:", "OPTIONS:", "(default", "Show help information."] {
                #expect(!help.stdout.contains(english), "\(arguments): \(english)")
            }
        }
        let root = try CLI.run(["--help"], input: "", environment: ["CREDKIT_LANG": "es"])
        #expect(
            root.stdout.contains("\nSUBCOMANDOS:\n")
                && root.stdout.contains("Consulta 'credkit help <subcomando>' para la ayuda de cada uno."))
        #expect(words(root.stdout).contains("--version Muestra la versión."))
        let english = try CLI.run(["check", "--help"], input: "")
        #expect(
            english.stdout.hasPrefix("OVERVIEW: Check passwords") && english.stdout.contains("\nUSAGE: credkit check <options>\n")
        )
        // The version and completion scripts are not help screens: untouched.
        let version = try CLI.run(["--version", "--lang", "es"], input: "")
        let plainVersion = try CLI.run(["--version"], input: "")
        #expect(version.status == 0 && version.stdout == plainVersion.stdout && !version.stdout.isEmpty)
    }

    @Test("System errors in the reader's language: a missing file, a directory, no permission (en, es)")
    func systemErrors() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.url.appendingPathComponent("none.txt").path
        let cases: [(arguments: [String], english: String, spanish: String)] = [
            (
                ["check", "--password-file", missing], "credkit: error: cannot read \(missing): No such file or directory\n",
                "credkit: error: no se puede leer \(missing): No existe el archivo o el directorio\n"
            ),
            (
                ["check", "--policy", missing],
                "credkit: error: cannot read policy file \(missing): No such file or directory\n",
                "credkit: error: no se puede leer el archivo de política \(missing): No existe el archivo o el directorio\n"
            ),
            (
                ["check", "--password-file", folder.url.path], "credkit: error: cannot read \(folder.url.path): Is a directory\n",
                "credkit: error: no se puede leer \(folder.url.path): Es un directorio\n"
            ),
        ]
        for (arguments, english, spanish) in cases {
            let inEnglish = try CLI.run(arguments, input: "")
            #expect(inEnglish.status == 2 && inEnglish.stderr == english, "\(arguments)")
            let inSpanish = try CLI.run(arguments + ["--lang", "es"], input: "")
            #expect(inSpanish.status == 2 && inSpanish.stderr == spanish, "\(arguments)")
        }
        let jwks = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--jwks", missing, "--issuer", "https://issuer.example",
                "--lang", "es",
            ], input: "a.b.c\n")
        #expect(jwks.status == 2)
        #expect(jwks.stderr.contains("no se puede leer \(missing): No existe el archivo o el directorio"), "\(jwks.stderr)")
        let index = try CLI.run(["breached", "info", missing, "--lang", "es"], input: "")
        #expect(index.status == 2)
        #expect(index.stderr.hasSuffix("\(missing): No existe el archivo o el directorio\n"), "\(index.stderr)")
    }
}
