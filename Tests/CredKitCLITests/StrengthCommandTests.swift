// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@Suite("credkit strength, end to end", .waitsOnThreads)
struct StrengthCommandTests {
    static let password1JSON = #"""
        {"line":1,"model":"guesses","bars":1,"color":"red","label":"Weak","score":1,"guessesLog10":4.301,"crackTimes":{"online-throttled":{"seconds":720000,"display":"8 days"},"online-unthrottled":{"seconds":2000,"display":"33 minutes"},"offline-slow-hash":{"seconds":2,"display":"2 seconds"},"offline-fast-hash":{"seconds":0,"display":"less than a second"}},"feedback":{"warning":{"code":"similar-to-common-password","message":"This is similar to a commonly used password."},"suggestions":[{"code":"add-word","message":"Add another word or two. Uncommon words are better."},{"code":"capitalization","message":"Capitalization doesn't help very much."}]}}
        """#

    @Test("JSON per line: bars, colour, label, score, guesses, crack times and feedback codes")
    func json() throws {
        let result = try CLI.run(["strength", "--format", "json"], input: "Password1!\ncorrecthorsebatterystaple\n")
        #expect(result.status == 0 && result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 3)
        #expect(lines[2].isEmpty)
        #expect(String(lines[0]) == Self.password1JSON)
        let records = try result.jsonLines()
        try #require(records.count == 2)
        let strong = records[1]
        #expect(strong["bars"] as? Int == 4 && strong["color"] as? String == "green" && strong["label"] as? String == "Strong")
        #expect((strong["feedback"] as? [String: Any])?["warning"] is NSNull)
        #expect(((strong["feedback"] as? [String: Any])?["suggestions"] as? [Any])?.isEmpty == true)
    }

    @Test("Text: the four bars and the label, plain when not a terminal; counts by label on stderr")
    func text() throws {
        let result = try CLI.run(["strength"], input: "Password1!\nabc\ncorrecthorsebatterystaple")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                1: ■□□□ Weak (10^4.3 guesses; 2 seconds offline against a slow hash) — This is similar to a commonly used password.
                2: ■□□□ Weak (10^1.1 guesses; less than a second offline against a slow hash) — Sequences like abc or 6543 are easy to guess.
                3: ■■■■ Strong (10^14.2 guesses; centuries offline against a slow hash)

                """)
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(result.stderr == "3 passwords: 2 Weak, 1 Strong\n")
    }

    @Test("The articles' meters and Spanish texts")
    func checklistModels() throws {
        let spanish = try CLI.run(
            ["strength", "--model", "checklist", "--format", "json", "--lang", "es"], input: "Password123!\nabcdefgh\n")
        #expect(
            spanish.stdout == """
                {"line":1,"model":"checklist","bars":4,"color":"green","label":"Fuerte","score":5}
                {"line":2,"model":"checklist","bars":2,"color":"orange","label":"Regular","score":2}

                """)
        let english = try CLI.run(["strength", "--model", "checklist-basic"], input: "Abcdefg1\n")
        #expect(english.stdout == "1: ■■■□ Good\n" && english.status == 0)
    }

    @Test("--attacker: the time follows the site's hash, the bars do not; JSON carries the scenario; a bad one exits 2")
    func attacker() throws {
        let input = "Password1!\nabc\ncorrecthorsebatterystaple\n"
        let text = try CLI.run(["strength", "--attacker", "bcrypt:12"], input: input)
        #expect(text.status == 0)
        // 20,000 guesses at 1,437.5 a second: 13.9 s.
        #expect(
            text.stdout == """
                1: ■□□□ Weak (10^4.3 guesses; 14 seconds against bcrypt:12) — This is similar to a commonly used password.
                2: ■□□□ Weak (10^1.1 guesses; less than a second against bcrypt:12) — Sequences like abc or 6543 are easy to guess.
                3: ■■■■ Strong (10^14.2 guesses; centuries against bcrypt:12)

                """)
        let spanish = try CLI.run(["strength", "--attacker", "pbkdf2-sha256:600000", "--lang", "es"], input: "Password1!\n")
        #expect(spanish.stdout.contains("(10^4.3 intentos; 1 segundo contra pbkdf2-sha256:600000)"))
        let json = try CLI.run(["strength", "--format", "json", "--attacker", "BCRYPT:12"], input: "Password1!\n")
        #expect(
            json.stdout
                == Self.password1JSON.replacingOccurrences(
                    of: #"},"feedback":"#,
                    with:
                        #"},"attacker":{"scenario":"bcrypt:12","guessesPerSecond":1437.5,"seconds":13.913,"display":"14 seconds"},"feedback":"#
                ) + "\n")
        for (arguments, message) in [
            (
                ["--attacker", "md5"],
                "credkit: error: “md5” is not an attacker: use bcrypt:COST, scrypt:N,R,P, argon2id:MEMORY_KIB,ITERATIONS, pbkdf2-sha256:ITERATIONS, online-throttled or online-unthrottled\n"
            ),
            (
                ["--attacker", "bcrypt:40", "--lang", "es"],
                "credkit: error: «bcrypt:40»: bcrypt lleva su coste, un número entero de 4 a 31 (bcrypt:12)\n"
            ),
        ] {
            let refused = try CLI.run(["strength"] + arguments, input: input)
            #expect(refused.status == 2 && refused.stdout == "")
            #expect(refused.stderr == message)
        }
    }

    @Test("--attacker with CSV: scenario, seconds and time as the last three columns; a bad line keeps them empty")
    func attackerCSV() throws {
        let csv = try CLI.run(
            ["strength", "--format", "csv", "--attacker", "bcrypt:12", "--quiet"],
            stdin: Array("Password1!\n".utf8) + [0xFF, 0x78, 0x0A])
        #expect(csv.status == 4)
        #expect(
            csv.stdout == """
                line,model,bars,color,label,score,guesses_log10,breach,warning,suggestions,error_code,error,attacker,attacker_seconds,attacker_display
                1,guesses,1,red,Weak,1,4.301,,similar-to-common-password,add-word capitalization,,,bcrypt:12,13.913,14 seconds
                2,guesses,,,,,,,,,invalid-encoding,The line is not valid UTF-8 (first bad byte at offset 0),,,

                """)
        let checklist = try CLI.run(
            ["strength", "--format", "csv", "--model", "checklist", "--attacker", "online-throttled", "--quiet"],
            input: "Password1!\n")
        #expect(checklist.stdout.hasSuffix(",,,online-throttled,,\n"), "\(checklist.stdout)")
        // A CSV row that cannot be read puts its error in error_code and error too, before the
        // attacker's columns (it once landed in attacker_seconds and attacker_display).
        let rows = try CLI.run(
            [
                "strength", "--format", "csv", "--attacker", "bcrypt:12", "--quiet", "--input-format", "csv", "--field",
                "password", "--keep", "id",
            ], input: "id,password\r\n7\r\n8,\"open\r\n")
        #expect(rows.status == 4)
        #expect(
            rows.stdout == """
                line,model,bars,color,label,score,guesses_log10,breach,warning,suggestions,error_code,error,attacker,attacker_seconds,attacker_display,id
                1,,,,,,,,,,missing-field,row 1 (line 2): no column password (the row has 1),,,,7
                2,,,,,,,,,,unterminated-quote,row 2 (line 3): a quoted field is still open at the end of the input,,,,

                """)
    }

    @Test("--languages: the words of the languages given count; a bad list exits 2 naming it")
    func languages() throws {
        let input = "Schmetterling2024\nPrinzessin1\n"
        let english = try CLI.run(["strength", "--quiet"], input: input)
        #expect(
            english.stdout == """
                1: ■■■■ Strong (10^14.2 guesses; centuries offline against a slow hash)
                2: ■■■■ Strong (10^10.9 guesses; 3 months offline against a slow hash)

                """)
        let german = try CLI.run(["strength", "--languages", "de,en", "--quiet"], input: input)
        #expect(
            german.stdout == """
                1: ■■□□ Fair (10^6.2 guesses; 3 minutes offline against a slow hash)
                2: ■□□□ Weak (10^4.8 guesses; 7 seconds offline against a slow hash)

                """)
        #expect(try CLI.run(["strength", "--languages", "all", "--quiet"], input: input).stdout == german.stdout)
        // check's strength meter and its policy's MinimumStrength follow the same option.
        // Schmetterling2024!: three patterns, 3! × 15,636 × 50 × 10 + 10000² = 10^8.17 with German, three bars.
        let check = try CLI.run(
            ["check", "--policy", "cognito-default", "--strength", "guesses", "--languages", "de", "--format", "json"],
            input: "Schmetterling2024!\n")
        #expect(check.stdout.contains(#""strength":{"bars":3"#), "\(check.stdout)")
        let checkEnglish = try CLI.run(
            ["check", "--policy", "cognito-default", "--strength", "guesses", "--format", "json"], input: "Schmetterling2024!\n")
        #expect(checkEnglish.stdout.contains(#""strength":{"bars":4"#), "\(checkEnglish.stdout)")
        let directory = try TemporaryDirectory()
        let policy = try Self.minimumStrengthPolicy(in: directory)
        #expect(try CLI.run(["check", "--policy", policy.path], input: "Prinzessin1\n").status == 0)
        let refused = try CLI.run(["check", "--policy", policy.path, "--languages", "de,en"], input: "Prinzessin1\n")
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("at least 3 of 4 bars"), "\(refused.stdout)")
        for (arguments, message) in [
            (
                ["--languages", "de,tlh"],
                "credkit: error: “tlh” is not a language the strength model knows: use en, es, de, fr, it, nl, pt (pt-BR too), a comma-separated list of them, or all\n"
            ),
            (
                ["--languages", "de,,en", "--lang", "es"],
                "credkit: error: «de,,en»: la lista de idiomas tiene una entrada vacía; escribe las etiquetas separadas por comas (de,en) o all\n"
            ),
        ] {
            for command in ["strength", "check"] {
                let refused = try CLI.run([command] + arguments, input: input)
                #expect(refused.status == 2 && refused.stdout == "", "\(command)")
                #expect(refused.stderr == message, "\(command)")
            }
        }
    }

    /// A policy file in `directory` with no composition rules and `MinimumStrength` of three bars
    /// on the guesses meter.
    static func minimumStrengthPolicy(in directory: TemporaryDirectory) throws -> URL {
        let policy = directory.url.appendingPathComponent("policy.json")
        try Data(
            #"""
            {"PasswordPolicy": {"MinimumLength": 8, "RequireUppercase": false, "RequireLowercase": false, "RequireNumbers": false, "RequireSymbols": false},
             "CredKit": {"MinimumStrength": {"Bars": 3, "Model": "guesses"}}}
            """#.utf8
        ).write(to: policy)
        return policy
    }

    @Test("--minimum-bars sets the exit status like grep; bad options exit 2")
    func exitStatus() throws {
        let input = "Password1!\ncorrecthorsebatterystaple\n"
        #expect(try CLI.run(["strength", "--minimum-bars", "1"], input: input).status == 0)
        #expect(try CLI.run(["strength", "--minimum-bars", "2"], input: input).status == 1)
        let tooMany = try CLI.run(["strength", "--minimum-bars", "5"], input: input)
        #expect(tooMany.status == 2 && tooMany.stdout == "")
        #expect(tooMany.stderr == "credkit: error: --minimum-bars must be 1 to 4, not 5\n")
        let badModel = try CLI.run(["strength", "--model", "entropy"], input: input)
        #expect(
            badModel.status == 2 && badModel.stderr.contains("entropy")
                && badModel.stderr.contains("guesses, checklist, checklist-basic"))
    }

    @Test("A line that is not UTF-8 gets an error record, the others are still rated; exit 4")
    func invalidEncoding() throws {
        let result = try CLI.run(
            ["strength", "--format", "json"], stdin: [0x61, 0xFF, 0x62, 0x0A, 0x71, 0x77, 0x65, 0x72, 0x74, 0x79, 0x0A])
        #expect(result.status == 4)
        let records = try result.jsonLines()
        try #require(records.count == 2)
        #expect(
            result.stdout.hasPrefix(
                #"{"line":1,"model":"guesses","error":{"code":"invalid-encoding","offset":1,"message":"The line is not valid UTF-8 (first bad byte at offset 1)"}}"#
            ))
        #expect(records[1]["line"] as? Int == 2 && records[1]["bars"] as? Int == 1)
    }

    @Test("--email and --name are taken as the user's own, easy-to-guess words")
    func userInputs() throws {
        let result = try CLI.run(["strength", "--format", "json", "--email", "zqxwvkk@example.com"], input: "zqxwvkk2020\n")
        let record = try #require(try result.jsonLines().first)
        let warning = (record["feedback"] as? [String: Any])?["warning"] as? [String: Any]
        #expect(warning?["code"] as? String == "personal-information")
        let without = try #require(try CLI.run(["strength", "--format", "json"], input: "zqxwvkk2020\n").jsonLines().first)
        #expect((without["score"] as? Int ?? 0) > (record["score"] as? Int ?? 0))
    }

    @Test("The password is shown only when asked for")
    func secrecy() throws {
        let hidden = try CLI.run(["strength", "--format", "json"], input: "Hunter2-Secret\n")
        #expect(!hidden.stdout.contains("Hunter2") && !hidden.stderr.contains("Hunter2"))
        let shown = try CLI.run(["strength", "--format", "json", "--show-password"], input: "Hunter2-Secret\n")
        #expect(try shown.jsonLines().first?["password"] as? String == "Hunter2-Secret")
    }

    @Test("check --strength adds the meter; a policy's minimum on the guesses meter works")
    func checkIntegration() throws {
        let json = try CLI.run(["check", "--strength", "checklist", "--format", "json"], input: "Password123!\n")
        #expect(
            json.stdout
                == #"{"line":1,"strength":{"bars":4,"color":"green","label":"Strong"},"valid":true,"violations":[],"cognitoMessage":null}"#
                + "\n")
        let text = try CLI.run(["check", "--strength", "guesses"], input: "Password123!\n")
        #expect(text.stdout == "1: valid [■□□□ Weak]\n")
        let directory = try TemporaryDirectory()
        let policy = try Self.minimumStrengthPolicy(in: directory)
        let checked = try CLI.run(
            ["check", "--policy", policy.path, "--format", "json"], input: "Password123!\ncorrect horse battery staple\n")
        #expect(checked.status == 1)
        #expect(
            checked.stdout == """
                {"line":1,"valid":false,"violations":[{"rule":"MinimumStrength","message":"Password is too weak: it needs at least 3 of 4 bars on the guesses meter"}],"cognitoMessage":null}
                {"line":2,"valid":true,"violations":[],"cognitoMessage":null}

                """)
    }

    @Test("--words FILE: the file's words cost few guesses, inside longer passwords too; the meter drops")
    func extraWordsFile() throws {
        let directory = try TemporaryDirectory()
        let words = directory.url.appendingPathComponent("words.txt")
        try Data("zorblax\r\n\n  quintorp  \n".utf8).write(to: words)
        let input = "zorblaxquintorp\nZ0rbl4x!2026\n"
        let plain = try CLI.run(["strength", "--format", "json"], input: input).jsonLines()
        let known = try CLI.run(["strength", "--words", words.path, "--format", "json"], input: input).jsonLines()
        try #require(known.count == 2)
        #expect(plain.map { $0["bars"] as? Int } == [4, 4])
        // zorblax is word 1 and quintorp word 2 of the file; each part of a longer password costs at
        // least 50 guesses: 2! × 50 × 50 + 10,000 = 15,000.
        #expect(known[0]["bars"] as? Int == 1 && known[0]["guessesLog10"] as? Double == 4.176)
        #expect(((known[0]["feedback"] as? [String: Any])?["warning"] as? [String: Any])?["code"] == nil)
        #expect(known[1]["bars"] as? Int == 2)
    }

    @Test("--words and CredKit.Strength: a bad file is a usage error naming the file and line (exit 2)")
    func extraWordsErrors() throws {
        let directory = try TemporaryDirectory()
        let long = directory.url.appendingPathComponent("long.txt")
        try Data(("acme\n" + String(repeating: "x", count: 257) + "\n").utf8).write(to: long)
        let tooLong = try CLI.run(["strength", "--words", long.path], input: "acme\n")
        #expect(tooLong.status == 2 && tooLong.stdout == "")
        #expect(tooLong.stderr == "credkit: error: \(long.path):2: a word is 257 bytes long; the most is 256\n")
        let missing = try CLI.run(["check", "--words", directory.url.path + "/none.txt", "--lang", "es"], input: "acme\n")
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "credkit: error: \(directory.url.path)/none.txt: no se puede leer la lista de palabras (No existe el archivo o el directorio)\n"
        )
        let binary = directory.url.appendingPathComponent("binary.txt")
        try Data([0x61, 0x0A, 0xFF, 0xFE, 0x0A]).write(to: binary)
        let notText = try CLI.run(["strength", "--words", binary.path], input: "acme\n")
        #expect(notText.status == 2 && notText.stderr == "credkit: error: \(binary.path):2: the word list is not UTF-8 text\n")
        let policy = directory.url.appendingPathComponent("policy.json")
        try Data(#"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"Strength": {"WordsFile": "long.txt"}}}"#.utf8).write(
            to: policy)
        let fromPolicy = try CLI.run(["check", "--policy", policy.path], input: "acme\n")
        #expect(fromPolicy.status == 2)
        #expect(
            fromPolicy.stderr
                == "credkit: error: CredKit.Strength.WordsFile: \(long.path):2: a word is 257 bytes long; the most is 256\n")
    }

    @Test("A policy's CredKit.Strength words (inline and from a file beside it) feed the policy's minimum strength")
    func policyWords() throws {
        let directory = try TemporaryDirectory()
        try Data("quintorp\n".utf8).write(to: directory.url.appendingPathComponent("words.txt"))
        let policy = directory.url.appendingPathComponent("policy.json")
        try Data(
            #"""
            {"PasswordPolicy": {"MinimumLength": 8, "RequireUppercase": false, "RequireLowercase": false, "RequireNumbers": false, "RequireSymbols": false},
             "CredKit": {"MinimumStrength": {"Bars": 3, "Model": "guesses"}, "Strength": {"Words": ["zorblax"], "WordsFile": "words.txt"}}}
            """#.utf8
        ).write(to: policy)
        let checked = try CLI.run(
            ["check", "--policy", policy.path, "--format", "json", "--strength", "guesses"],
            input: "zorblaxquintorp\nvelvetmarzipanorbit\n")
        #expect(checked.status == 1)
        let records = try checked.jsonLines()
        try #require(records.count == 2)
        #expect(records.map { $0["valid"] as? Bool } == [false, true])
        #expect(((records[0]["strength"] as? [String: Any])?["bars"] as? Int) == 1)
        let bad = directory.url.appendingPathComponent("bad.json")
        try Data(
            #"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"Strength": {"Words": ["ok", 7]}}}"#.utf8
        ).write(to: bad)
        let refused = try CLI.run(["check", "--policy", bad.path], input: "acme\n")
        #expect(refused.status == 2 && refused.stderr.hasPrefix("credkit: error: \(bad.path):1:"))
        #expect(refused.stderr.contains("CredKit.Strength.Words"))
    }
}
