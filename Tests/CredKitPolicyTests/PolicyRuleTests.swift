// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitCore
@testable import CredKitPolicy

/// Checks `password` against `policy` and returns the failed rule codes.
private func failedRules(_ password: String, _ policy: PasswordPolicy = PasswordPolicy()) throws -> [String] {
    try PasswordChecker(policy: policy).check(password).violations.map(\.rule.rawValue)
}

private let lengthOnly = PasswordPolicy(
    minimumLength: 6, requireUppercase: false, requireLowercase: false, requireNumbers: false, requireSymbols: false)

@Suite("Cognito policy rules")
struct PolicyRuleTests {
    @Test("MinimumLength boundaries at 6", arguments: [(5, false), (6, true), (7, true)])
    func minimumLengthSix(length: Int, passes: Bool) throws {
        let rules = try failedRules(String(repeating: "a", count: length), lengthOnly)
        #expect(rules == (passes ? [] : ["MinimumLength"]))
    }

    @Test("MinimumLength boundaries at 8 (default policy)", arguments: [(7, false), (8, true)])
    func minimumLengthEight(length: Int, passes: Bool) throws {
        let password = "Aa1!" + String(repeating: "x", count: length - 4)
        #expect(try failedRules(password) == (passes ? [] : ["MinimumLength"]))
    }

    @Test("MinimumLength 99 is the largest Cognito allows", arguments: [(98, false), (99, true)])
    func minimumLengthNinetyNine(length: Int, passes: Bool) throws {
        var policy = lengthOnly
        policy.minimumLength = 99
        #expect(try failedRules(String(repeating: "b", count: length), policy) == (passes ? [] : ["MinimumLength"]))
    }

    @Test("Cognito's 256-character limit", arguments: [(256, true), (257, false)])
    func maximumLength(length: Int, passes: Bool) throws {
        let checker = try PasswordChecker(policy: lengthOnly)
        let report = checker.check(String(repeating: "c", count: length))
        #expect(report.violations.map(\.rule) == (passes ? [] : [.maximumLength]))
        #expect(report.outcome.length == length)
        if !passes {
            #expect(
                report.cognitoMessage
                    == "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must have length less than or equal to 256"
            )
        }
    }

    @Test("Length counts Unicode code points, not bytes or grapheme clusters")
    func lengthCountsCodePoints() throws {
        let checker = try PasswordChecker(policy: lengthOnly)
        #expect(checker.check("ñññññ").outcome.length == 5)  // 10 bytes
        #expect(checker.check("ñññññ").violations.map(\.rule) == [.minimumLength])
        #expect(checker.check("e\u{301}e\u{301}e\u{301}").outcome.length == 6)  // 3 characters, 6 code points
        #expect(checker.check("😀😀😀😀😀😀").outcome.length == 6)
    }

    @Test("Each of the 32 documented symbols satisfies RequireSymbols", arguments: Array(PasswordPolicy.symbols))
    func everySymbol(symbol: Character) throws {
        #expect(PasswordPolicy.symbols.count == 32)
        #expect(try failedRules("Abcdef1\(symbol)") == [])
    }

    @Test("Characters outside the 32 do not count as symbols", arguments: ["€", "£", "¿", "¡", "§", "\t", "·"])
    func nonSymbols(character: String) throws {
        #expect(try failedRules("Abcd1ef\(character)g") == ["RequireSymbols"])
    }

    @Test("An inner space is a symbol; leading and trailing spaces are rejected")
    func spaces() throws {
        #expect(try failedRules("Abc def1") == [])
        #expect(try failedRules(" Abcdef1") == ["LeadingOrTrailingWhitespace", "RequireSymbols"])
        #expect(try failedRules("Abcdef1 ") == ["LeadingOrTrailingWhitespace", "RequireSymbols"])
        #expect(
            try failedRules("  Abc  ") == [
                "MinimumLength", "LeadingOrTrailingWhitespace", "RequireNumbers", "RequireSymbols",
            ])
        // Only spaces: no inner space exists, so no symbol either.
        #expect(
            try failedRules("          ") == [
                "LeadingOrTrailingWhitespace", "RequireUppercase", "RequireLowercase", "RequireNumbers", "RequireSymbols",
            ])
    }

    @Test("Tab, VT, FF and CR are whitespace at the ends but never symbols", arguments: ["\t", "\u{0B}", "\u{0C}", "\r"])
    func otherWhitespace(whitespace: String) throws {
        #expect(try failedRules("Abc\(whitespace)def1") == ["RequireSymbols"])
        #expect(try failedRules("\(whitespace)Abcdef1!") == ["LeadingOrTrailingWhitespace"])
        #expect(try failedRules("Abcdef1!\(whitespace)") == ["LeadingOrTrailingWhitespace"])
    }

    @Test("Non-breaking and other Unicode spaces are not Cognito whitespace")
    func unicodeSpaces() throws {
        #expect(try failedRules("\u{A0}Abcdef1!") == [])
        #expect(try failedRules("Abc\u{2003}def1") == ["RequireSymbols"])
    }

    @Test(
        "Only ASCII letters count as uppercase or lowercase",
        arguments: [
            ("ÁÉÍÓÚÑ1!", ["RequireUppercase", "RequireLowercase"]),
            ("áéíóúñ1!", ["RequireUppercase", "RequireLowercase"]),
            ("ΑΒΓΔΕΖ1!", ["RequireUppercase", "RequireLowercase"]),
            ("αβγδεζ1!", ["RequireUppercase", "RequireLowercase"]),
            ("ßßßßßß1!", ["RequireUppercase", "RequireLowercase"]),
            ("Ápassword1!", ["RequireUppercase"]),
            ("Apassword1!", []),
            ("ñPASSWORD1!", ["RequireLowercase"]),
        ])
    func asciiLettersOnly(password: String, expected: [String]) throws {
        #expect(try failedRules(password) == expected)
    }

    @Test("Only ASCII digits count as numbers")
    func asciiDigitsOnly() throws {
        #expect(try failedRules("Password٣!") == ["RequireNumbers"])  // Arabic-Indic three
        #expect(try failedRules("Password½!") == ["RequireNumbers"])
        #expect(try failedRules("Password３!") == ["RequireNumbers"])  // full-width three
        #expect(try failedRules("Password3!") == [])
    }

    @Test("Every violated rule is reported, in a fixed order")
    func everyViolation() throws {
        #expect(
            try failedRules("") == [
                "MinimumLength", "RequireUppercase", "RequireLowercase", "RequireNumbers", "RequireSymbols",
            ])
        #expect(try failedRules("abc") == ["MinimumLength", "RequireUppercase", "RequireNumbers", "RequireSymbols"])
    }

    @Test("The articles' examples against cognito-default")
    func articleExamples() throws {
        #expect(try failedRules("Password123") == ["RequireSymbols"])
        #expect(try failedRules("NewPass456") == ["RequireSymbols"])
        #expect(try failedRules("abc") == ["MinimumLength", "RequireUppercase", "RequireNumbers", "RequireSymbols"])
        #expect(try failedRules("NuevaPassword123!") == [])
        let articles = try PolicyPreset.named("cognito-articles")!.policy()
        #expect(try failedRules("Password123", articles) == [])
        #expect(try failedRules("NewPass456", articles) == [])
        #expect(try failedRules("abc", articles) == ["MinimumLength", "RequireUppercase", "RequireNumbers"])
    }

    @Test("Messages carry the policy's numbers, in English and Spanish")
    func messages() throws {
        var policy = PasswordPolicy()
        policy.minimumLength = 12
        let checker = try PasswordChecker(policy: policy)
        #expect(checker.check("Aa1!", language: .english).violations.first?.message == "Password must be at least 12 characters")
        #expect(
            checker.check("Aa1!", language: .spanish).violations.first?.message
                == "La contraseña debe tener al menos 12 caracteres")
    }
}

@Suite("Cognito's own error message")
struct CognitoMessageTests {
    let checker = try! PasswordChecker(policy: PasswordPolicy())

    @Test("One reason, length first, then upper, lower, numbers, symbols")
    func order() {
        #expect(checker.check("abc").cognitoMessage == "Password did not conform with policy: Password not long enough")
        #expect(
            checker.check("password1!").cognitoMessage
                == "Password did not conform with policy: Password must have uppercase characters")
        #expect(
            checker.check("PASSWORD1!").cognitoMessage
                == "Password did not conform with policy: Password must have lowercase characters")
        #expect(
            checker.check("Password!!").cognitoMessage
                == "Password did not conform with policy: Password must have numeric characters")
        #expect(
            checker.check("Password123").cognitoMessage
                == "Password did not conform with policy: Password must have symbol characters")
        #expect(checker.check("Password123!").cognitoMessage == nil)
    }

    @Test("The prefix follows the operation")
    func prefixes() {
        #expect(
            checker.check("abc", operation: .changePassword).cognitoMessage
                == "Password does not conform to policy: Password not long enough")
        #expect(
            checker.check("abc", operation: .confirmForgotPassword).cognitoMessage
                == "Password does not conform to policy: Password not long enough")
    }

    @Test("Outer whitespace is a parameter error, named after the operation's member")
    func parameterErrors() {
        #expect(
            checker.check(" Password1!").cognitoMessage
                == #"1 validation error detected: Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\S]+.*[\S]+$"#
        )
        #expect(
            checker.check("Password1! ", operation: .changePassword).cognitoMessage
                == #"1 validation error detected: Value at 'proposedPassword' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\S]+.*[\S]+$"#
        )
        let long = " " + String(repeating: "Aa1!", count: 70)
        #expect(
            checker.check(long).cognitoMessage
                == #"2 validation errors detected: Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\S]+.*[\S]+$; Value at 'password' failed to satisfy constraint: Member must have length less than or equal to 256"#
        )
    }

    @Test("Extension-only failures have no Cognito message")
    func extensionsOnly() throws {
        var policy = PasswordPolicy()
        policy.extraRules.blocklist = BlocklistRule()
        let checker = try PasswordChecker(policy: policy)
        let report = checker.check("P@ssw0rd")
        #expect(report.violations.map(\.rule) == [.commonPassword])
        #expect(report.cognitoMessage == nil)
    }
}

@Suite("Invalid input bytes")
struct EncodingTests {
    @Test("Invalid UTF-8 is its own violation with the offset of the first bad byte")
    func invalidUTF8() throws {
        let checker = try PasswordChecker(policy: PasswordPolicy())
        let evaluator = checker.makeEvaluator()
        for (bytes, offset) in [
            ([0x41, 0x62, 0xFF, 0x31] as [UInt8], 2),
            ([0xC0, 0xAF], 0),  // overlong "/"
            ([0x61, 0xED, 0xA0, 0x80], 1),  // UTF-16 surrogate
            ([0x61, 0x62, 0xE2, 0x82], 2),  // truncated sequence
            ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
        ] {
            let outcome = bytes.withUnsafeBufferPointer { evaluator.evaluate($0) }
            #expect(outcome.failedRules == .invalidEncoding)
            #expect(outcome.invalidEncodingOffset == offset)
            #expect(checker.cognitoMessage(for: outcome, operation: .signUp) == nil)
            #expect(
                checker.violations(for: outcome, in: .english).map(\.message)
                    == ["The line is not valid UTF-8 (first bad byte at offset \(offset))"])
        }
    }
}
