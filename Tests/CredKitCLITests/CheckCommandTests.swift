// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

private let symbolMessage = #"Password must contain a symbol (^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-) or an inner space"#

@Suite("credkit check, end to end", .waitsOnThreads)
struct CheckCommandTests {
    @Test("The issue's example: two JSON lines with the right rules, exit 1")
    func doneWhenExample() throws {
        let result = try CLI.run(["check", "--format", "json"], input: "Password123\nabc\n")
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                {"line":1,"valid":false,"violations":[{"rule":"RequireSymbols","message":"\(symbolMessage)"}],"cognitoMessage":"Password did not conform with policy: Password must have symbol characters"}
                {"line":2,"valid":false,"violations":[{"rule":"MinimumLength","message":"Password must be at least 8 characters"},{"rule":"RequireUppercase","message":"Password must contain an uppercase letter (A–Z)"},{"rule":"RequireNumbers","message":"Password must contain a number (0–9)"},{"rule":"RequireSymbols","message":"\(symbolMessage)"}],"cognitoMessage":"Password did not conform with policy: Password not long enough"}

                """)
        #expect(result.stderr == "")
    }

    @Test("All valid exits 0; empty input exits 0 with an empty summary")
    func exitStatuses() throws {
        let valid = try CLI.run(["check"], input: "NuevaPassword123!\nPassword123!")
        #expect(valid.status == 0)
        #expect(valid.stdout == "1: valid\n2: valid\n")
        #expect(valid.stderr == "2 checked: 2 valid, 0 invalid\n")
        let empty = try CLI.run(["check", "--format", "json"], input: "")
        #expect(empty.status == 0 && empty.stdout == "" && empty.stderr == "")
        let emptyText = try CLI.run(["check"], input: "")
        #expect(emptyText.status == 0 && emptyText.stderr == "0 checked: 0 valid, 0 invalid\n")
    }

    @Test("The articles' examples in Spanish text, with the summary on stderr")
    func articlesInSpanish() throws {
        let result = try CLI.run(
            ["check", "--policy", "cognito-articles", "--lang", "es"],
            input: "Password123\nNewPass456\nabc\nNuevaPassword123!\nPassword123\n")
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                1: válida
                2: válida
                3: no válida: La contraseña debe tener al menos 8 caracteres; La contraseña debe contener una letra mayúscula (A–Z); La contraseña debe contener un número (0–9)
                4: válida
                5: válida

                """)
        #expect(
            result.stderr == """
                5 comprobadas: 4 válidas, 1 no válida
                infracciones por regla:
                  MinimumLength     1
                  RequireUppercase  1
                  RequireNumbers    1

                """)
    }

    @Test("LANG chooses Spanish when --lang is absent; LC_ALL overrides it")
    func localeEnvironment() throws {
        #expect(
            try CLI.run(["check"], input: "abc", environment: ["LANG": "es_ES.UTF-8"]).stdout.hasPrefix(
                "1: no válida: La contraseña"))
        #expect(
            try CLI.run(["check"], input: "abc", environment: ["LANG": "es_ES.UTF-8", "LC_ALL": "en_US.UTF-8"]).stdout.hasPrefix(
                "1: invalid: Password"))
        #expect(
            try CLI.run(["check", "--lang", "en"], input: "abc", environment: ["LANG": "es_ES.UTF-8"]).stdout.hasPrefix(
                "1: invalid:"))
    }

    @Test("One record per input line: CRLF, empty lines, invalid UTF-8, NUL, no final newline")
    func recordPerLine() throws {
        var input = Array("Password123!\r\n\r\n".utf8)
        input += [0x41, 0xC3, 0x28, 0x62, 0x0A]  // invalid UTF-8
        input += Array("Pass\u{0}word1!\n".utf8)
        input += Array("last-Line1!".utf8)
        let result = try CLI.run(["check", "--format", "json"], stdin: input)
        let records = try result.jsonLines()
        try #require(records.count == 5)
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3, 4, 5])
        #expect(records.map { $0["valid"] as? Bool } == [true, false, false, true, true])
        let third = try #require(records[2]["violations"] as? [[String: String]])
        #expect(third == [["rule": "InvalidEncoding", "message": "The line is not valid UTF-8 (first bad byte at offset 1)"]])
        #expect(records[2]["cognitoMessage"] is NSNull)
        #expect(result.status == 1)
    }

    @Test("Passwords are never printed unless --show-password")
    func secrecy() throws {
        let secret = "Sup3r-Secret-Passw0rd!"
        let weak = "weak-secret-xyz"
        for format in ["text", "json"] {
            let hidden = try CLI.run(["check", "--format", format], input: "\(secret)\n\(weak)\n")
            #expect(!hidden.stdout.contains(secret) && !hidden.stdout.contains(weak))
            #expect(!hidden.stderr.contains(secret) && !hidden.stderr.contains(weak))
            let shown = try CLI.run(["check", "--format", format, "--show-password"], input: "\(secret)\n\(weak)\n")
            #expect(shown.stdout.contains(secret) && shown.stdout.contains(weak))
        }
        let shown = try CLI.run(["check", "--format", "json", "--show-password"], input: "a\"b\\c\tdé\n")
        #expect(try shown.jsonLines().first?["password"] as? String == "a\"b\\c\tdé")
        let text = try CLI.run(["check", "--show-password"], input: "a\"b\tc\n")
        #expect(text.stdout.hasPrefix(#"1 "a\"b\tc": invalid"#))
    }

    @Test("--operation picks Cognito's wording")
    func operation() throws {
        let result = try CLI.run(["check", "--format", "json", "--operation", "change-password"], input: "abc\n Password1!\n")
        let records = try result.jsonLines()
        try #require(records.count == 2)
        #expect(records[0]["cognitoMessage"] as? String == "Password does not conform to policy: Password not long enough")
        #expect(
            records[1]["cognitoMessage"] as? String
                == #"1 validation error detected: Value at 'proposedPassword' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\S]+.*[\S]+$"#
        )
    }

    @Test("--password-file reads a file; the bundled sample gives one verdict per line")
    func passwordFile() throws {
        let result = try CLI.run(["check", "--password-file", "Policies/sample-passwords.txt", "--format", "json"])
        let lines = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Policies/sample-passwords.txt"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let records = try result.jsonLines()
        #expect(records.count == lines.count && records.count == 16)
        #expect(records.filter { $0["valid"] as? Bool == true }.count == 7)
        #expect(result.status == 1)
        let missing = try CLI.run(["check", "--password-file", "no/such/file.txt"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "credkit: error: cannot read no/such/file.txt: No such file or directory\n")
    }

    @Test("Policy errors exit 2 with file, position and field")
    func policyErrors() throws {
        let directory = try TemporaryDirectory()
        let bad = directory.url.appendingPathComponent("bad.json")
        try Data(#"{"Policies": {"PasswordPolicy": {"MinimumLength": 4}}}"#.utf8).write(to: bad)
        let result = try CLI.run(["check", "--policy", bad.path], input: "Password123!\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "credkit: error: \(bad.path):1:51: Policies.PasswordPolicy.MinimumLength: 4 is out of range; allowed: an integer from 6 to 99\n"
        )
        let spanish = try CLI.run(["check", "--policy", bad.path, "--lang", "es"], input: "x\n")
        #expect(
            spanish.stderr.hasPrefix(
                "credkit: error: \(bad.path):1:51: Policies.PasswordPolicy.MinimumLength: 4 está fuera de rango"))
        let unknown = try CLI.run(["check", "--policy", "strict"], input: "x\n")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("credkit: error: unknown policy \"strict\"; bundled policies: cognito-default,"))
    }

    @Test("A policy pattern stopped at the step limit ends the run with a policy error after the records before it (issue 54)")
    func costlyPattern() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("costly.json")
        try Data(
            #"""
            {"PasswordPolicy": {"MinimumLength": 8, "RequireUppercase": false, "RequireLowercase": false,
              "RequireNumbers": false, "RequireSymbols": false},
             "CredKit": {"ForbiddenPatterns": [{"Pattern": "^(a+)+$", "Message": {"en": "Not only a", "es": "No solo a"}}]}}
            """#.utf8
        ).write(to: file)
        let input = "hello world\naaaaaaaa\n" + String(repeating: "a", count: 34) + "!\nnever read\n"
        let result = try CLI.run(["check", "--policy", file.path, "--format", "json"], input: input)
        guard RegexPattern.Engine.default == .pcre2 else {
            // The portable engine refuses the pattern when the policy is read.
            #expect(result.status == 2)
            #expect(
                result.stderr.contains(
                    #"costly.json:3:48: CredKit.ForbiddenPatterns[0].Pattern: "^(a+)+$" uses (a+)+ at offset 1"#),
                "\(result.stderr)")
            return
        }
        #expect(result.status == 2)
        #expect(
            result.stdout
                == #"""
                {"line":1,"valid":true,"violations":[],"cognitoMessage":null}
                {"line":2,"valid":false,"violations":[{"rule":"ForbiddenPattern","message":"Not only a"}],"cognitoMessage":null}

                """#)
        #expect(
            result.stderr
                == "credkit: error: \(file.path): CredKit.ForbiddenPatterns[0].Pattern: the pattern took more than 1,000,000 steps on one password and was stopped; it backtracks too much (nested quantifiers such as (a+)+ are the usual cause): simplify it — a fault of the policy, not of the password (stopped at input line 3; the records before it were written)\n"
        )
    }

    @Test("A describe-user-pool file is a policy")
    func describeUserPool() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("pool.json")
        try Data(
            """
            {"UserPool": {"Id": "us-east-1_X", "Policies": {"PasswordPolicy": {"MinimumLength": 10, "RequireUppercase": false,
             "RequireLowercase": true, "RequireNumbers": true, "RequireSymbols": false, "TemporaryPasswordValidityDays": 7}},
             "MfaConfiguration": "OFF"}}
            """.utf8
        ).write(to: file)
        let result = try CLI.run(["check", "--policy", file.path, "--format", "json"], input: "password12\npassword1\n")
        #expect(try result.jsonLines().map { $0["valid"] as? Bool } == [true, false])
    }

    @Test(
        "Usage errors exit 2",
        arguments: [
            ["check", "--format", "xml"],
            ["check", "--lang", "fr"],
            ["check", "--operation", "sign-in"],
            ["check", "--no-such-option"],
            ["frobnicate"],
        ])
    func usageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments, input: "Password123!\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(!result.stderr.isEmpty)
    }

    @Test("Invalid option values are named in the error")
    func invalidChoiceMessage() throws {
        let result = try CLI.run(["check", "--format", "xml"], input: "")
        #expect(result.stderr == "credkit: error: invalid value \"xml\" for --format; allowed: text, json, csv\n")
    }

    @Test(
        "A closed choice is refused while parsing, in any spelling of the option, with the option named",
        arguments: [
            (["check", "--format=xml"], "credkit: error: invalid value \"xml\" for --format; allowed: text, json, csv\n"),
            (
                ["strength", "--lang=es", "--model", "bars"],
                "credkit: error: valor \"bars\" no válido para --model; se admite: guesses, checklist, checklist-basic\n"
            ),
            (
                ["check", "--field", "json", "--input-format", "json"],
                "credkit: error: invalid value \"json\" for --input-format; allowed: lines, csv, tsv, jsonl\n"
            ),
            (
                ["jwt", "verify", "--token-use", "refresh"],
                "credkit: error: invalid value \"refresh\" for --token-use; allowed: id, access\n"
            ),
        ])
    func invalidChoiceSpellings(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments, input: "")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
    }

    @Test("On a terminal, a long run over a file draws one self-overwriting progress line and erases it")
    func progressOnTerminal() throws {
        // Three million lines: long enough (seconds, debug build) for several fifth-of-a-second draws.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-progress-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try String(repeating: "Password123!\nabc\n", count: 1_500_000).write(to: file, atomically: true, encoding: .utf8)
        let (status, terminal) = try CLI.runWithTerminalStderr([
            "check", "--policy", "cognito-default", "--password-file", file.path, "--jobs", "1",
        ])
        #expect(status == 1)
        let draws = terminal.components(separatedBy: "\r").dropFirst().filter { $0.hasSuffix("% of the file\u{1B}[K") }
        #expect(!draws.isEmpty, "\(terminal.prefix(300))")
        for draw in draws {
            #expect(draw.wholeMatch(of: /\d+ checked, \d+\/s, \d{1,3}% of the file\x{1B}\[K/) != nil, "\(draw)")
        }
        #expect(terminal.contains("\r\u{1B}[K3000000 checked: 1500000 valid, 1500000 invalid"), "erased before the summary")
    }

    @Test("Closed choices are checked before the command runs: before the policy is read, in the chosen language")
    func choicesCheckedFirst() throws {
        // The policy file does not exist: a check inside run() would have reported it first.
        let result = try CLI.run(
            ["check", "--policy", "/nonexistent/pool.json", "--strength", "bars", "--lang", "es"], input: "x\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "credkit: error: valor \"bars\" no válido para --strength; se admite: guesses, checklist, checklist-basic\n")
        let language = try CLI.run(["check", "--lang", "fr"], input: "x\n")
        #expect(language.status == 2 && language.stderr == "credkit: error: invalid value \"fr\" for --lang; allowed: en, es\n")
    }

    @Test("A usage error with megabytes of unread standard input: exit 2, and the tests that fed it go on")
    func usageErrorWithUnreadInput() throws {
        // Far more than a pipe holds: the writer meets a closed pipe (EPIPE), which once killed the
        // whole test process with SIGPIPE whenever a child exited before reading its input.
        let result = try CLI.run(["check", "--format", "xml"], stdin: [UInt8](repeating: 0x61, count: 4 << 20))
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "credkit: error: invalid value \"xml\" for --format; allowed: text, json, csv\n")
    }

    @Test("Context options warn when the policy ignores them; the NIST preset uses them")
    func context() throws {
        let ignored = try CLI.run(["check", "--email", "jose@example.com"], input: "Password123!\n")
        #expect(ignored.status == 0)
        #expect(
            ignored.stderr.hasPrefix(
                "credkit: warning: --email has no effect: the policy does not enable CredKit.RejectUserContext\n"))
        let nist = try CLI.run(
            ["check", "--policy", "nist-800-63b", "--email", "jose@example.com", "--format", "json"],
            input: "jose-2024-pass\ncorrect horse battery\npassword\n")
        #expect(
            try nist.jsonLines().map { ($0["violations"] as? [[String: String]])?.map { $0["rule"]! } } == [
                ["ContainsUserContext"], [], ["CommonPassword"],
            ])
        let badEmail = try CLI.run(["check", "--policy", "nist-800-63b", "--email", "jose@localhost"], input: "x\n")
        #expect(badEmail.status == 2 && badEmail.stdout.isEmpty)
        #expect(
            badEmail.stderr
                == "credkit: error: --email \"jose@localhost\": The part after the @-sign is not valid: it should have a period\n"
        )
        let badEmailES = try CLI.run(["check", "--email", "jose.example.com", "--lang", "es"], input: "x\n")
        #expect(badEmailES.status == 2)
        #expect(
            badEmailES.stderr
                == "credkit: error: --email \"jose.example.com\": Una dirección de email debe tener una arroba (@)\n")
        let noContext = try CLI.run(["check", "--policy", "nist-800-63b"], input: "correct horse battery\n")
        #expect(noContext.stderr.hasPrefix("credkit: warning: the policy rejects passwords containing the user's details"))
    }

    @Test("Help exits 0")
    func help() throws {
        let result = try CLI.run(["check", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--password-file"))
        let spanish = try CLI.run(["check", "--help"], environment: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stdout.contains("Comprueba contraseñas"))
    }
}

@Suite("credkit policy, end to end", .waitsOnThreads)
struct PolicyCommandTests {
    @Test("policy list names every preset and marks the default")
    func list() throws {
        let result = try CLI.run(["policy", "list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == 7)
        #expect(lines.first == "Bundled policies (use with --policy NAME):")
        let firstWords: [String] = lines.dropFirst().map { line in line.split(separator: " ").first.map(String.init) ?? "" }
        #expect(firstWords == ["*", "cognito-articles", "cognito-minimum", "nist-800-63b", "nist-800-63b-rev4", "pci-dss-4"])
        #expect(lines[1].hasPrefix("* cognito-default "))
    }

    @Test("policy show prints the requirement checklist")
    func show() throws {
        let result = try CLI.run(["policy", "show", "cognito-articles", "--lang", "es"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                Requisitos de contraseña:
                  • Mínimo 8 caracteres
                  • Máximo 256 caracteres
                  • Sin espacios al principio ni al final
                  • Al menos una letra mayúscula (A–Z)
                  • Al menos una letra minúscula (a–z)
                  • Al menos un número (0–9)

                """))
        #expect(result.stdout.hasPrefix("Política: cognito-articles\nDescripción: La lista de comprobación"))
        let byPath = try CLI.run(["policy", "show", "Policies/pci-dss-4.json"])
        #expect(byPath.stdout.contains("  • Password must contain a letter (A-Z or a-z)\n"))
        let missing = try CLI.run(["policy", "show", "missing.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "credkit: error: cannot read policy file missing.json: No such file or directory\n")
    }
}
