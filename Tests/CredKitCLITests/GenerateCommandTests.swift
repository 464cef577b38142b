// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit generate` and `credkit policy show --format`, through the built binary.
@Suite("credkit generate and policy formats, end to end", .waitsOnThreads)
struct GenerateCommandTests {
    static let presets = [
        "cognito-default", "cognito-articles", "cognito-minimum", "nist-800-63b", "nist-800-63b-rev4", "pci-dss-4",
    ]

    @Test("100,000 passwords and 5,000 passphrases per bundled policy: credkit check passes every one", arguments: presets)
    func generatedPassCheck(policy: String) throws {
        for arguments in [["--count", "100000"], ["--count", "5000", "--words", "5", "--add-symbol"]] {
            let generated = try CLI.run(["generate", "--policy", policy, "--quiet"] + arguments, input: "")
            #expect(generated.status == 0, "\(generated.stderr)")
            #expect(generated.stderr.isEmpty)
            let checked = try CLI.run(
                ["check", "--policy", policy, "--format", "json", "--quiet"], stdin: Array(generated.stdoutBytes))
            #expect(checked.status == 0, "\(policy) \(arguments): \(checked.stdout.prefix(300))")
            #expect(checked.stdout.split(separator: "\n").count == Int(arguments[1])!)
        }
    }

    @Test("A custom policy with extensions and a user: 100,000 passwords pass credkit check with the same user")
    func customPolicyPassesCheck() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("custom.json")
        try Data(
            #"""
            {"PasswordPolicy": {"MinimumLength": 10, "RequireUppercase": true, "RequireLowercase": true, "RequireNumbers": true, "RequireSymbols": false},
             "CredKit": {"MaximumLength": 12, "Blocklist": {"Bundled": true, "Words": ["acme"]}, "RejectUserContext": {},
                         "ForbiddenPatterns": [{"Pattern": "[0-9]{2}", "Message": {"en": "no two digits in a row", "es": "sin dos dígitos seguidos"}}],
                         "RequiredPatterns": [{"Pattern": "^[A-Za-z]", "Message": {"en": "a letter first", "es": "primero una letra"}}]}}
            """#.utf8
        ).write(to: file)
        let user = ["--email", "zorro.admin@example.com", "--name", "Diego Vega"]
        let generated = try CLI.run(["generate", "--policy", file.path, "--count", "100000", "--length", "10"] + user, input: "")
        #expect(generated.status == 0, "\(generated.stderr)")
        // Two digits in a row or a non-letter first: about a third of the candidates, and the
        // summary says what that costs.
        #expect(generated.stderr.contains("; the policy's extensions rejected "))
        let checked = try CLI.run(
            ["check", "--policy", file.path, "--format", "json", "--quiet"] + user, stdin: Array(generated.stdoutBytes))
        #expect(checked.status == 0, "\(checked.stdout.prefix(300))")
        #expect(checked.stdout.split(separator: "\n").count == 100_000)
    }

    @Test("A custom policy with a minimum strength and NFKC: 100,000 passphrases pass credkit check")
    func strengthPolicyPassesCheck() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("strength.json")
        try Data(
            #"""
            {"PasswordPolicy": {"MinimumLength": 12, "RequireUppercase": false, "RequireLowercase": true, "RequireNumbers": false, "RequireSymbols": false},
             "CredKit": {"MinimumStrength": {"Bars": 4, "Model": "guesses"}, "Normalization": "NFKC"}}
            """#.utf8
        ).write(to: file)
        let generated = try CLI.run(
            ["generate", "--policy", file.path, "--count", "100000", "--words", "3", "--separator", " "], input: "")
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stderr.hasPrefix("100000 generated · 3 words from the en list of 7772 · 38.77 bits each (exact)"))
        let checked = try CLI.run(
            ["check", "--policy", file.path, "--format", "json", "--quiet"], stdin: Array(generated.stdoutBytes))
        #expect(checked.status == 0, "\(checked.stdout.prefix(300))")
        #expect(checked.stdout.split(separator: "\n").count == 100_000)
    }

    @Test("What a rule costs is measured and printed: forbidding a small first letter rejects 26 in 94")
    func measuredCost() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("first.json")
        try Data(
            #"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"ForbiddenPatterns": [{"Pattern": "^[a-z]", "Message": {"en": "x", "es": "x"}}]}}"#
                .utf8
        ).write(to: file)
        let result = try CLI.run(["generate", "--policy", file.path, "--count", "100000"], input: "")
        #expect(result.status == 0)
        let numbers = result.stderr.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
        // 100000, 16, 94, 104.87, then rejected, candidates, bits.
        try #require(numbers.count == 7, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "100000 generated · 16 characters from 94 · 104.87 bits each (exact); the policy's extensions rejected "))
        let share = numbers[4] / numbers[5]
        #expect(numbers[5] - numbers[4] == 100_000)
        #expect(abs(share - 26.0 / 94) < 0.01)
        // Two significant digits of −log2 of the share kept.
        let bits = -log2(1 - share)
        #expect(abs(numbers[6] - bits) < 0.006)
        #expect(result.stderr.hasSuffix(" bits fewer\n"))
    }

    @Test("Text: one password per line, the summary on standard error with the exact entropy")
    func text() throws {
        let result = try CLI.run(["generate", "--count", "3"], input: "")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 4)
        #expect(lines[3].isEmpty)
        #expect(lines.prefix(3).allSatisfy { $0.count == 16 && $0.first != " " && $0.last != " " })
        #expect(Set(lines.prefix(3)).count == 3)
        #expect(result.stderr == "3 generated · 16 characters from 94 · 104.59 bits each (exact)\n")
        let spanish = try CLI.run(["generate", "--words", "4", "--lang", "es", "-c", "2"], input: "")
        #expect(spanish.status == 0)
        // cognito-default: "-" gives the symbol; a capital and a digit are added (log2 4 + log2 40).
        #expect(spanish.stderr == "generadas: 2 · 4 palabras de la lista es de 2048 · 51.32 bits cada una (exactos)\n")
        for line in spanish.stdout.split(separator: "\n") {
            let words = line.split(separator: "-")
            #expect(words.count == 4)
            #expect(words.filter { $0.first!.isUppercase }.count == 1)
            #expect(line.filter(\.isNumber).count == 1)
        }
        let camel = try CLI.run(
            ["generate", "--words", "3", "--separator", "", "--capitalize", "--policy", "cognito-articles"], input: "")
        #expect(camel.status == 0, "\(camel.stderr)")
        let word = camel.stdout.dropLast()
        #expect(word.filter(\.isUppercase).count == 3 && word.filter(\.isNumber).count == 1 && word.first!.isUppercase)
    }

    @Test("JSON: password, length, entropy and the strength meter, one record per password")
    func json() throws {
        let result = try CLI.run(["generate", "--count", "2", "--format", "json"], input: "")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let records = try result.jsonLines()
        #expect(records.count == 2)
        for record in records {
            #expect(Set(record.keys) == ["password", "length", "entropyBits", "strength", "meter"])
            #expect((record["password"] as? String)?.count == 16)
            #expect(record["length"] as? Int == 16)
            #expect(record["entropyBits"] as? Double == 104.59)
            let strength = try #require(record["strength"] as? [String: Any])
            #expect(Set(strength.keys) == ["source", "bars", "color", "label", "guessesLog10"])
            #expect(strength["source"] as? String == "entropy" && strength["guessesLog10"] as? Double == 31.184)
            #expect(strength["bars"] as? Int == 4 && strength["color"] as? String == "green")
            #expect(strength["label"] as? String == "Strong")
            let meter = try #require(record["meter"] as? [String: Any])
            #expect(Set(meter.keys) == ["bars", "color", "label", "guessesLog10"])
        }
        #expect(result.stdout.hasPrefix(#"{"password":""#))
    }

    @Test("A generated secret's strength is its entropy, not the meter's pattern estimate (which is given apart)")
    func strengthIsEntropy() throws {
        // Three words from the 7,772-word list: 45.26 bits, so 2^44.26 guesses on average (10^13.325);
        // the meter, seeing only text (common words joined by a separator, priced word by word), estimates
        // otherwise and must not be reported as the strength.
        // The passwords are random: the meter's figure is compared with `credkit strength` on the same
        // text (a fixed "not 13.325" met the entropy's figure by chance once in a clean clone).
        let result = try CLI.run(["generate", "--words", "3", "--format", "json", "--count", "5"], input: "")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.jsonLines()
        let passwords = records.compactMap { $0["password"] as? String }
        #expect(passwords.count == 5)
        let rated = try CLI.run(["strength", "--format", "json"], input: passwords.joined(separator: "\n") + "\n")
        let estimates = try rated.jsonLines().map { $0["guessesLog10"] as? Double }
        #expect(estimates.count == 5)
        for (record, estimate) in zip(records, estimates) {
            #expect(record["entropyBits"] as? Double == 45.26)
            let strength = try #require(record["strength"] as? [String: Any])
            #expect(strength["source"] as? String == "entropy")
            #expect(strength["guessesLog10"] as? Double == 13.325)
            #expect(strength["label"] as? String == "Strong" && strength["bars"] as? Int == 4)
            let meter = try #require(record["meter"] as? [String: Any])
            #expect(meter["guessesLog10"] as? Double == estimate, "\(record["password"] ?? "")")
        }
        // Few bits are rated by them: eight digits are 26.58 bits, 10^7.699 guesses on average, two orange bars.
        let short = try CLI.run(
            [
                "generate", "--length", "8", "--no-uppercase", "--no-lowercase", "--no-symbols", "--policy", "nist-800-63b",
                "--format", "json",
            ],
            input: "")
        #expect(short.status == 0, "\(short.stderr)")
        let record = try #require(try short.jsonLines().first)
        let strength = try #require(record["strength"] as? [String: Any])
        #expect(record["entropyBits"] as? Double == 26.58)
        #expect(strength["guessesLog10"] as? Double == 7.699)
        #expect(
            strength["bars"] as? Int == 2 && strength["color"] as? String == "orange" && strength["label"] as? String == "Fair")
    }

    @Test("Conflicts and bad options: exit 2 naming the problem, nothing generated")
    func conflicts() throws {
        let cases: [([String], String)] = [
            (
                ["--no-symbols"],
                "the policy requires a symbol, but the chosen characters hold none (the class is turned off or all of it excluded)"
            ),
            (["--length", "7"], "length 7: the policy allows 8 to 256 characters"),
            (
                ["--exclude", "0123456789"],
                "the policy requires a digit, but the chosen characters hold none (the class is turned off or all of it excluded)"
            ),
            (["--count", "0"], "--count 0: expected a number of 1 or more"),
            (["--separator", "_"], "--separator applies to passphrases: add --words N"),
            (["--add-number"], "--add-number applies to passphrases: add --words N"),
            (["--words", "4", "--length", "20"], "--length does not apply to passphrases (--words)"),
            (["--words", "4", "--include-space"], "--include-space does not apply to passphrases (--words)"),
            (["--words", "0"], "0 words: expected a number from 1 to 64"),
            (
                ["--words", "3", "--separator", "and"],
                "separator \"and\": it must not contain letters, or the words could not be told apart"
            ),
            (
                ["--words", "3", "--separator", ""],
                "an empty separator needs every word capitalised, or the words could not be told apart"
            ),
            (["--words", "3", "--add-symbol", "--no-symbols"], "add-symbol needs a symbol, but the chosen characters hold none"),
            (["--words", "3", "--word-list", "fr"], "invalid value \"fr\" for --word-list; allowed: en, es"),
            (
                ["--policy", "nist-800-63b-rev4", "--words", "1"],
                "1 words from the en list with their separators and padding make 3 to 9 characters; the policy needs 15 to 256"
            ),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(["generate"] + arguments, input: "")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr == "credkit: error: \(message)\n", "\(arguments)")
        }
        let spanish = try CLI.run(["generate", "--no-symbols", "--lang", "es"], input: "")
        #expect(
            spanish.stderr
                == "credkit: error: la política exige un símbolo, pero los caracteres elegidos no incluyen ninguno (la clase está desactivada o excluida entera)\n"
        )
        // Symbols off but inner spaces on: Cognito counts an inner space as a symbol.
        let spaces = try CLI.run(["generate", "--no-symbols", "--include-space", "--count", "200", "--quiet"], input: "")
        #expect(spaces.status == 0)
        #expect(spaces.stdout.split(separator: "\n").allSatisfy { $0.contains(" ") && $0.first != " " && $0.last != " " })
    }

    @Test("A policy whose rule rejects every trial: exit 2 naming the rule; breached check unreachable: exit 3 or open")
    func policyRejects() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("x.json")
        try Data(
            #"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"RequiredPatterns": [{"Pattern": "^x{40}$", "Message": {"en": "x", "es": "x"}}]}}"#
                .utf8
        ).write(to: file)
        let rejected = try CLI.run(["generate", "--policy", file.path], input: "")
        #expect(rejected.status == 2)
        #expect(
            rejected.stderr
                == "credkit: error: the policy's rule RequiredPattern rejected all 20000 trial passwords: loosen the rule or change the recipe\n"
        )
        let closed = try CLI.run(
            ["generate", "--breached", "http://127.0.0.1:9"], input: "", environment: ["CREDKIT_TIMEOUT": "2"])
        #expect(closed.status == 3)
        #expect(closed.stdout.isEmpty)
        #expect(closed.stderr.hasPrefix("credkit: error: the breached-password check could not answer ("))
        let open = try CLI.run(
            ["generate", "--breached", "http://127.0.0.1:9", "--breached-fail-open", "--quiet"], input: "",
            environment: ["CREDKIT_TIMEOUT": "2"])
        #expect(open.status == 0)
        #expect(open.stdout.count == 17)
    }

    /// Hand-written expectations for every bundled policy.
    static let passwordRules: [String: (rules: String, inexpressible: String?)] = [
        "cognito-default": (
            ##"minlength: 8; maxlength: 256; required: lower; required: upper; required: digit; required: [-!"#$%&'()*+,./:;<=>?@[\^_`{|}~]];"##,
            nil
        ),
        "cognito-articles": (
            ##"minlength: 8; maxlength: 256; required: lower; required: upper; required: digit; allowed: [-!"#$%&'()*+,./:;<=>?@[\^_`{|}~]];"##,
            nil
        ),
        "cognito-minimum": (
            ##"minlength: 6; maxlength: 256; allowed: lower, upper, digit, [-!"#$%&'()*+,./:;<=>?@[\^_`{|}~]];"##, nil
        ),
        "nist-800-63b": (
            ##"minlength: 8; maxlength: 256; allowed: lower, upper, digit, [-!"#$%&'()*+,./:;<=>?@[\^_`{|}~]];"##,
            "Blocklist, RejectUserContext"
        ),
        "nist-800-63b-rev4": (
            ##"minlength: 15; maxlength: 256; allowed: lower, upper, digit, [-!"#$%&'()*+,./:;<=>?@[\^_`{|}~]];"##,
            "Blocklist, RejectUserContext"
        ),
        "pci-dss-4": (
            ##"minlength: 12; maxlength: 256; required: digit; required: lower, upper; allowed: [-!"#$%&'()*+,./:;<=>?@[\^_`{|}~]];"##,
            nil
        ),
    ]

    @Test("policy show --format passwordrules: the expected value for every preset, parsed back", arguments: presets)
    func passwordRules(policy: String) throws {
        let expected = try #require(Self.passwordRules[policy])
        let result = try CLI.run(["policy", "show", policy, "--format", "passwordrules"], input: "")
        #expect(result.status == 0)
        #expect(result.stdout == expected.rules + "\n")
        if let names = expected.inexpressible {
            #expect(
                result.stderr
                    == "credkit: warning: passwordrules cannot carry the policy's \(names): passwords made from it pass them almost always, not surely\n"
            )
        } else {
            #expect(result.stderr.isEmpty)
        }
        // Parsed with Apple's grammar, the rules give back the policy's lengths and classes, and
        // the custom class is exactly Cognito's 32 symbols.
        let parsed = try PasswordRulesParser.parse(expected.rules)
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: CLI.run(["policy", "show", policy, "--format", "json"], input: "").stdoutBytes) as? [String: Any])
        #expect(json["passwordRules"] as? String == expected.rules)
        #expect(parsed.minimumLength == json["minimumLength"] as? Int)
        #expect(parsed.maximumLength == 256)
        let symbols = Set(#"^$*.[]{}()?"!@#%&/\,><':;|_~`=+-"#)
        var required: [Set<Character>] = []
        if json["requireLowercase"] as? Bool == true { required.append(Set("abcdefghijklmnopqrstuvwxyz")) }
        if json["requireUppercase"] as? Bool == true { required.append(Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")) }
        if json["requireNumbers"] as? Bool == true { required.append(Set("0123456789")) }
        if json["requireSymbols"] as? Bool == true { required.append(symbols) }
        // PCI DSS's letter requirement is its one required pattern, `[A-Za-z]`: one rule, either case.
        if policy == "pci-dss-4" { required.append(Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")) }
        #expect(parsed.required == required)
        let all = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789").union(symbols)
        #expect(parsed.required.reduce(Set<Character>()) { $0.union($1) }.union(parsed.allowed) == all)
        #expect(all.count == 94)
    }

    @Test("policy show --format secrets-manager and json")
    func otherFormats() throws {
        let result = try CLI.run(["policy", "show", "nist-800-63b-rev4", "--format", "secrets-manager"], input: "")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {
                  "PasswordLength": 16,
                  "ExcludeCharacters": "",
                  "ExcludeNumbers": false,
                  "ExcludePunctuation": false,
                  "ExcludeUppercase": false,
                  "ExcludeLowercase": false,
                  "IncludeSpace": false,
                  "RequireEachIncludedType": true
                }

                """)
        #expect(result.stderr.contains("secrets-manager cannot carry the policy's Blocklist, RejectUserContext"))
        let json = try CLI.run(["policy", "show", "pci-dss-4", "--format", "json", "--lang", "es"], input: "")
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect(object["extensions"] as? [String] == ["RequiredPatterns"])
        #expect(object["passwordRulesInexpressible"] as? [String] == [])
        #expect((object["requirements"] as? [String])?.first == "Mínimo 12 caracteres")
        let bad = try CLI.run(["policy", "show", "--format", "yaml"], input: "")
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "credkit: error: invalid value \"yaml\" for --format; allowed: text, json, passwordrules, secrets-manager, credkit\n"
        )
    }
}

/// A small parser of Apple's password rules syntax (as its `PasswordRulesParser.js` reads it):
/// rules separated by `;`, a name, `:`, values separated by `,`; a value is an identifier or a
/// custom class `[…]` in which `-` may only come first and `]` only last (written `]]`).
enum PasswordRulesParser {
    struct Rules {
        var minimumLength: Int?
        var maximumLength: Int?
        var required: [Set<Character>] = []
        var allowed: Set<Character> = []
    }

    struct SyntaxError: Error { var message: String }

    static func parse(_ text: String) throws -> Rules {
        var rules = Rules()
        let characters = Array(text)
        var position = 0
        func skipSpaces() { while position < characters.count && characters[position] == " " { position += 1 } }
        while position < characters.count {
            skipSpaces()
            var name = ""
            while position < characters.count && (characters[position].isLetter || characters[position] == "-") {
                name.append(characters[position])
                position += 1
            }
            guard position < characters.count, characters[position] == ":" else {
                throw SyntaxError(message: "no ':' after \(name)")
            }
            position += 1
            var values: [Set<Character>] = []
            var number = ""
            while position < characters.count && characters[position] != ";" {
                skipSpaces()
                if characters[position] == "[" {
                    position += 1
                    var custom = Set<Character>()
                    var first = true
                    while true {
                        guard position < characters.count else { throw SyntaxError(message: "unterminated class") }
                        let character = characters[position]
                        if character == "]" {
                            // A literal ']' is the last of the class, doubled.
                            if position + 1 < characters.count && characters[position + 1] == "]" {
                                custom.insert("]")
                                position += 2
                            } else {
                                position += 1
                            }
                            break
                        }
                        if character == "-" && !first { throw SyntaxError(message: "'-' not first") }
                        custom.insert(character)
                        first = false
                        position += 1
                    }
                    values.append(custom)
                } else {
                    var identifier = ""
                    while position < characters.count && characters[position] != "," && characters[position] != ";" {
                        identifier.append(characters[position])
                        position += 1
                    }
                    identifier = identifier.trimmingCharacters(in: .whitespaces)
                    switch identifier {
                    case "lower": values.append(Set("abcdefghijklmnopqrstuvwxyz"))
                    case "upper": values.append(Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
                    case "digit": values.append(Set("0123456789"))
                    default:
                        guard Int(identifier) != nil else { throw SyntaxError(message: "unknown value \(identifier)") }
                        number = identifier
                    }
                }
                skipSpaces()
                if position < characters.count && characters[position] == "," { position += 1 }
            }
            position += 1
            switch name {
            case "minlength": rules.minimumLength = Int(number)
            case "maxlength": rules.maximumLength = Int(number)
            case "required": rules.required.append(values.reduce(Set()) { $0.union($1) })
            case "allowed": rules.allowed.formUnion(values.reduce(Set()) { $0.union($1) })
            default: throw SyntaxError(message: "unknown rule \(name)")
            }
        }
        return rules
    }
}
