// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitEmail
@testable import CredKitPolicy
@testable import CredKitStrength

private func load(_ json: String, file: String = "policy.json") throws(PolicyError) -> PasswordPolicy {
    try PasswordPolicy(jsonBytes: Array(json.utf8), file: file)
}

/// The error message a policy document produces, in English.
private func errorMessage(_ json: String, language: Language = .english) -> String? {
    do {
        _ = try load(json)
        return nil
    } catch {
        return error.message(in: language)
    }
}

private let fields =
    #""MinimumLength": 10, "RequireUppercase": true, "RequireLowercase": false, "RequireNumbers": true, "RequireSymbols": false, "TemporaryPasswordValidityDays": 3"#

@Suite("Policy files in Cognito's JSON")
struct PolicyJSONTests {
    @Test(
        "Four accepted shapes give the same policy",
        arguments: [
            "{\(fields)}",
            #"{"PasswordPolicy": {\#(fields)}}"#,
            #"{"Policies": {"PasswordPolicy": {\#(fields)}}}"#,
            #"{"UserPool": {"Id": "us-east-1_Ab12", "Name": "pool", "Policies": {"PasswordPolicy": {\#(fields)}, "SignInPolicy": {"AllowedFirstAuthFactors": ["PASSWORD"]}}, "LambdaConfig": {}, "MfaConfiguration": "OFF"}}"#,
        ])
    func shapes(json: String) throws {
        let policy = try load(json)
        #expect(policy.minimumLength == 10)
        #expect(policy.requireUppercase && !policy.requireLowercase && policy.requireNumbers && !policy.requireSymbols)
        #expect(policy.temporaryPasswordValidityDays == 3)
        #expect(policy.passwordHistorySize == 0)
        #expect(policy.extraRules.isEmpty)
    }

    @Test("Real describe-user-pool output loads")
    func describeUserPool() throws {
        let json = """
            {
                "UserPool": {
                    "Id": "us-east-1_EXAMPLE",
                    "Name": "my-pool",
                    "Policies": {
                        "PasswordPolicy": {
                            "MinimumLength": 12,
                            "RequireUppercase": true,
                            "RequireLowercase": true,
                            "RequireNumbers": true,
                            "RequireSymbols": false,
                            "PasswordHistorySize": 5,
                            "TemporaryPasswordValidityDays": 7
                        },
                        "SignInPolicy": {"AllowedFirstAuthFactors": ["PASSWORD"]}
                    },
                    "DeletionProtection": "INACTIVE",
                    "LastModifiedDate": "2026-01-01T10:00:00.000000+00:00",
                    "SchemaAttributes": [{"Name": "email", "AttributeDataType": "String", "Mutable": true}],
                    "AutoVerifiedAttributes": ["email"],
                    "UsernameAttributes": ["email"],
                    "EstimatedNumberOfUsers": 0
                }
            }
            """
        let policy = try load(json)
        #expect(policy.minimumLength == 12 && policy.passwordHistorySize == 5 && !policy.requireSymbols)
    }

    @Test("Missing fields: MinimumLength 8, Require* false, validity 7 days, no history")
    func defaults() throws {
        let policy = try load(#"{"RequireNumbers": true}"#)
        #expect(policy.minimumLength == 8)
        #expect(!policy.requireUppercase && !policy.requireLowercase && policy.requireNumbers && !policy.requireSymbols)
        #expect(policy.temporaryPasswordValidityDays == 7)
        #expect(policy.passwordHistorySize == 0)
    }

    @Test("Extensions under the CredKit key")
    func extensions() throws {
        let policy = try load(
            """
            {"PasswordPolicy": {"MinimumLength": 8},
             "CredKit": {"Name": "custom", "Description": {"en": "English", "es": "Español"}, "Source": "here",
                         "MaximumLength": 64, "Blocklist": {"Bundled": false, "Words": ["acme"]},
                         "RejectUserContext": {"MinimumTokenLength": 4},
                         "MinimumStrength": {"Bars": 3, "Model": "checklist-basic"},
                         "ForbiddenPatterns": [{"Pattern": "^\\\\d+$", "Message": {"en": "Not only digits", "es": "No solo dígitos"}}],
                         "RequiredPatterns": [],
                         "Normalization": "NFKC"}}
            """)
        #expect(policy.info.name == "custom" && policy.info.source == "here")
        #expect(policy.info.description(in: .spanish) == "Español")
        let extraRules = policy.extraRules
        #expect(extraRules.maximumLength == 64)
        #expect(extraRules.blocklist == BlocklistRule(usesBundledList: false, additionalWords: ["acme"]))
        #expect(extraRules.userContext == UserContextRule(minimumTokenLength: 4))
        #expect(extraRules.minimumStrength == StrengthRequirement(bars: 3, model: .checklistBasic))
        #expect(extraRules.forbiddenPatterns.map(\.pattern) == ["^\\d+$"])
        #expect(extraRules.normalizesToNFKC)
        #expect(
            try load(#"{"MinimumLength": 8, "CredKit": {"Blocklist": false, "RejectUserContext": false}}"#).extraRules.isEmpty)
    }

    @Test(
        "Errors name the file, position, field and what is allowed",
        arguments: [
            (
                #"{"MinimumLength": 5}"#,
                "policy.json:1:19: MinimumLength: 5 is out of range; allowed: an integer from 6 to 99"
            ),
            (
                #"{"PasswordPolicy": {"MinimumLength": 100}}"#,
                "policy.json:1:38: PasswordPolicy.MinimumLength: 100 is out of range; allowed: an integer from 6 to 99"
            ),
            (
                #"{"MinimumLength": 8.5}"#,
                "policy.json:1:19: MinimumLength: 8.5 is out of range; allowed: an integer from 6 to 99"
            ),
            (
                #"{"MinimumLength": "8"}"#,
                "policy.json:1:19: MinimumLength: expected an integer from 6 to 99, found a string"
            ),
            (
                #"{"Policies": {"PasswordPolicy": {"RequireNumbers": "yes"}}}"#,
                "policy.json:1:52: Policies.PasswordPolicy.RequireNumbers: expected true or false, found a string"
            ),
            (#"{"RequireNumbers": 1}"#, "policy.json:1:20: RequireNumbers: expected true or false, found a number"),
            (
                #"{"TemporaryPasswordValidityDays": 366}"#,
                "policy.json:1:35: TemporaryPasswordValidityDays: 366 is out of range; allowed: an integer from 0 to 365"
            ),
            (
                #"{"PasswordHistorySize": 25}"#,
                "policy.json:1:25: PasswordHistorySize: 25 is out of range; allowed: an integer from 0 to 24"
            ),
            (
                #"{"PasswordPolicy": {"MinLength": 8}}"#,
                "policy.json:1:21: PasswordPolicy.MinLength: unknown field; allowed here: MinimumLength, RequireUppercase, RequireLowercase, RequireNumbers, RequireSymbols, PasswordHistorySize, TemporaryPasswordValidityDays"
            ),
            (
                #"{"MinimumLength": 8, "Extra": true}"#,
                "policy.json:1:22: Extra: unknown field; allowed here: MinimumLength, RequireUppercase, RequireLowercase, RequireNumbers, RequireSymbols, PasswordHistorySize, TemporaryPasswordValidityDays, CredKit"
            ),
            (
                #"{"MinimumLength": 8, "CredKit": {"Blocklist": "yes"}}"#,
                "policy.json:1:47: CredKit.Blocklist: expected true, false or an object, found a string"
            ),
            (
                #"{"MinimumLength": 8, "CredKit": {"MinimumStrength": {"Bars": 3, "Model": "zxcvbn"}}}"#,
                #"policy.json:1:74: CredKit.MinimumStrength.Model: "zxcvbn" is not allowed; allowed: "guesses", "checklist", "checklist-basic""#
            ),
            (
                #"{"MinimumLength": 8, "CredKit": {"MinimumStrength": {"Bars": 3}}}"#,
                "policy.json:1:53: CredKit.MinimumStrength.Model: required field is missing"
            ),
            (
                #"{"MinimumLength": 10, "CredKit": {"MaximumLength": 9}}"#,
                "policy.json:1:52: CredKit.MaximumLength: 9 is below MinimumLength 10"
            ),
            (
                #"{"MinimumLength": 8, "CredKit": {"ForbiddenPatterns": [{"Pattern": "[", "Message": {"en": "a", "es": "b"}}]}}"#,
                "policy.json:1:68: CredKit.ForbiddenPatterns[0].Pattern: invalid PCRE2 pattern at offset 1: "
                    + (RegexPattern.Engine.default == .pcre2
                        ? "missing terminating ] for character class" : "a character class without its closing ]")
            ),
            (
                #"{"MinimumLength": 8, "CredKit": {"Normalization": "NFC"}}"#,
                #"policy.json:1:51: CredKit.Normalization: "NFC" is not allowed; allowed: "NFKC", "none""#
            ),
            (
                "{}",
                "policy.json:1:1: no password policy found; expected a PasswordPolicyType object, {\"PasswordPolicy\": …}, {\"Policies\": {\"PasswordPolicy\": …}} or describe-user-pool output ({\"UserPool\": {\"Policies\": …}})"
            ),
            (
                #"{"UserPool": {"Id": "x"}}"#,
                "policy.json:1:1: no password policy found; expected a PasswordPolicyType object, {\"PasswordPolicy\": …}, {\"Policies\": {\"PasswordPolicy\": …}} or describe-user-pool output ({\"UserPool\": {\"Policies\": …}})"
            ),
            ("[1, 2]", "policy.json:1:1: (root): expected an object, found an array"),
        ])
    func errors(json: String, expected: String) {
        #expect(errorMessage(json) == expected)
    }

    @Test("Malformed JSON gives line and column")
    func malformed() {
        #expect(
            errorMessage("{\n  \"MinimumLength\": 8,\n}")
                == "policy.json:3:1: malformed JSON: expected a member name in double quotes, found '}'")
        #expect(
            errorMessage("{\"MinimumLength\": 8")
                == "policy.json:1:20: malformed JSON: expected ',' or '}' after an object member, found EOF")
        #expect(
            errorMessage("{\"MinimumLength\": 8, \"MinimumLength\": 9}")
                == "policy.json:1:22: malformed JSON: duplicate member \"MinimumLength\"")
        #expect(
            errorMessage("{\"MinimumLength\": 08}") == "policy.json:1:19: malformed JSON: numbers must not have leading zeros")
        #expect(errorMessage("// comment\n{}") == "policy.json:1:1: malformed JSON: unexpected '/'; expected a value")
        #expect(errorMessage("") == "policy.json:1:1: malformed JSON: unexpected end of input")
    }

    @Test("Errors in Spanish")
    func spanish() {
        #expect(
            errorMessage(#"{"MinimumLength": 5}"#, language: .spanish)
                == "policy.json:1:19: MinimumLength: 5 está fuera de rango; se admite: un entero de 6 a 99")
        #expect(
            errorMessage("{\"MinimumLength\": 8", language: .spanish)
                == "policy.json:1:20: JSON mal formado: se esperaba ',' o '}' tras un miembro del objeto y se encontró EOF")
    }

    @Test("Deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(errorMessage(json) == "policy.json:1:65: malformed JSON: nested deeper than 64 levels")
    }

    @Test("Columns count characters, not bytes, and a byte-order mark is skipped")
    func positions() {
        // "ñé" is four bytes and two characters: the bad value stands at character 39 of line 2 (byte 41).
        let json = "{\n \"CredKit\": {\"Name\": \"ñé\", \"Version\": tru}}"
        #expect(errorMessage(json) == "policy.json:2:39: malformed JSON: unexpected 't'; expected a value")
        let marked = "\u{FEFF}{\"MinimumLength\": 5}"
        #expect(
            errorMessage(marked)
                == "policy.json:1:19: MinimumLength: 5 is out of range; allowed: an integer from 6 to 99")
        #expect(errorMessage("\u{FEFF}{\"MinimumLength\": 12}") == nil)
    }

    @Test("Invalid UTF-8 in a policy file is located")
    func invalidUTF8() {
        var bytes = Array("{\n \"CredKit\": {\"Name\": \"".utf8)
        bytes += [0xFF]
        bytes += Array("\"}}".utf8)
        #expect {
            _ = try PasswordPolicy(jsonBytes: bytes, file: "p.json")
        } throws: { error in
            (error as? PolicyError)?.message(in: .english) == "p.json:2:23: malformed JSON: the file is not valid UTF-8"
        }
    }

    @Test("Loading by path: unreadable and too-large files, unknown preset")
    func loading() throws {
        #expect {
            _ = try PasswordPolicy.load("/nonexistent/policy.json")
        } throws: { error in
            (error as? PolicyError)?.message(in: .english)
                == "cannot read policy file /nonexistent/policy.json: No such file or directory"
        }
        #expect {
            _ = try PasswordPolicy.load("no-such-preset")
        } throws: { error in
            (error as? PolicyError)?.code == .unknownPreset
        }
        #expect(try PasswordPolicy.load("cognito-minimum").minimumLength == 6)
        let big = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-big-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: big) }
        try Data(repeating: 0x20, count: PasswordPolicy.maximumFileSize + 1).write(to: big)
        #expect {
            _ = try PasswordPolicy.load(big.path)
        } throws: { error in
            (error as? PolicyError)?.message(in: .english) == "\(big.path): policy file is larger than 1048576 bytes"
        }
    }
}
