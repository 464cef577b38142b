// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy
import CredKitPolicyTools
import Foundation
import Testing

/// The fixtures in Tests/Fixtures/policy-import, written from each provider's documentation.
enum ImportFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/policy-import")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func load(_ name: String, format: PolicyFormat? = nil, resource: String? = nil) throws -> ImportedPolicy {
        try PolicyImporter.load(path(name), format: format, resource: resource)
    }

    /// The error loading `name` throws.
    static func failure(_ name: String, format: PolicyFormat? = nil, resource: String? = nil) throws -> PolicyError {
        do {
            _ = try PolicyImporter.load(path(name), format: format, resource: resource)
        } catch {
            return error
        }
        Issue.record("\(name) loaded without an error")
        throw CancellationError()
    }
}

/// Cognito's seven fields, compared at once.
struct CognitoFields: Equatable, CustomStringConvertible {
    var minimum: Int
    var upper, lower, numbers, symbols: Bool
    var history: Int
    var temporaryDays: Int

    init(_ policy: PasswordPolicy) {
        minimum = policy.minimumLength
        upper = policy.requireUppercase
        lower = policy.requireLowercase
        numbers = policy.requireNumbers
        symbols = policy.requireSymbols
        history = policy.passwordHistorySize
        temporaryDays = policy.temporaryPasswordValidityDays
    }

    init(_ minimum: Int, _ upper: Bool, _ lower: Bool, _ numbers: Bool, _ symbols: Bool, history: Int = 0, days: Int = 7) {
        self.minimum = minimum
        self.upper = upper
        self.lower = lower
        self.numbers = numbers
        self.symbols = symbols
        self.history = history
        self.temporaryDays = days
    }

    var description: String { "\(minimum) U\(upper) L\(lower) N\(numbers) S\(symbols) H\(history) T\(temporaryDays)" }
}

@Suite("Policy import: every format, its notes and its errors")
struct PolicyImportTests {
    @Test(
        "Each fixture's format is told from its name and contents",
        arguments: [
            ("cloudformation.yaml", PolicyFormat.cloudformation), ("cloudformation-two-pools.json", .cloudformation),
            ("cdk.template.json", .cloudformation), ("terraform-state.json", .terraform), ("terraform-plan.json", .terraform),
            ("main.tf.json", .terraform), ("main.tf", .terraformHCL), ("firebase-project-config.json", .firebase),
            ("firebase-admin.json", .firebase), ("keycloak-realm.json", .keycloak), ("auth0-good.json", .auth0),
            ("auth0-excellent.json", .auth0),
        ])
    func detection(name: String, format: PolicyFormat) throws {
        let bytes = Array(try Data(contentsOf: ImportFixtures.directory.appendingPathComponent(name)))
        #expect(PolicyFormat.detect(bytes, file: name) == format)
    }

    @Test("Cognito's own JSON and the presets are still read as before; boto3's ResponseMetadata is accepted")
    func cognitoJSON() throws {
        let preset = try PolicyImporter.load("pci-dss-4")
        #expect(preset.format == .cognito)
        #expect(preset.notes.isEmpty)
        #expect(CognitoFields(preset.policy) == CognitoFields(12, false, false, true, false, history: 4))
        let boto3 = Array(
            #"""
            {"UserPool": {"Id": "us-east-1_abc", "UserPoolTier": "LITE", "Policies": {"PasswordPolicy": {"MinimumLength": 10, "RequireNumbers": true}}},
             "ResponseMetadata": {"RequestId": "5f2b", "HTTPStatusCode": 200, "HTTPHeaders": {}, "RetryAttempts": 0}}
            """#.utf8)
        let imported = try PolicyImporter.read(boto3, file: "pool.json")
        #expect(imported.format == .cognito)
        #expect(imported.tier == .lite)
        #expect(CognitoFields(imported.policy) == CognitoFields(10, false, false, true, false))
    }

    @Test("CloudFormation YAML: short-form intrinsics elsewhere, a block scalar, the tier")
    func cloudFormationYAML() throws {
        let imported = try ImportFixtures.load("cloudformation.yaml")
        #expect(imported.format == .cloudformation)
        #expect(imported.resource == "UserPool")
        #expect(imported.tier == .essentials)
        #expect(imported.notes.isEmpty)
        #expect(CognitoFields(imported.policy) == CognitoFields(12, true, true, true, false, history: 5, days: 3))
        #expect(imported.policy.info.name == "UserPool")
        #expect(imported.policy.info.description(in: .spanish) == "Importada de CloudFormation (UserPool).")
    }

    @Test("CloudFormation JSON: two pools need --resource; text numbers and booleans; an intrinsic is refused")
    func cloudFormationJSON() throws {
        let several = try ImportFixtures.failure("cloudformation-two-pools.json")
        #expect(several.code == .severalUserPools)
        #expect(
            several.message(in: .english).hasSuffix(
                "2 user pools in this file (CustomerPool (line 7), StaffPool (line 22)); choose one with --resource NAME (policy show FILE --list lists them)"
            ))
        let customers = try ImportFixtures.load("cloudformation-two-pools.json", resource: "CustomerPool")
        #expect(CognitoFields(customers.policy) == CognitoFields(10, false, true, true, false))
        let staff = try ImportFixtures.failure("cloudformation-two-pools.json", resource: "StaffPool")
        #expect(staff.code == .computedValue)
        #expect(staff.field == "Resources.StaffPool.Properties.Policies.PasswordPolicy.MinimumLength")
        #expect((staff.line, staff.column) == (27, 30))
        #expect(
            staff.message(in: .english).contains(
                "the value is the template's parameter MinLength, given when deployed; give it with --parameter MinLength=VALUE"))
        let unknown = try ImportFixtures.failure("cloudformation-two-pools.json", resource: "Bucket")
        #expect(unknown.code == .unknownResource)
        #expect(
            unknown.message(in: .english).hasSuffix(
                "no user pool called \"Bucket\" in this file; user pools here: CustomerPool (line 7), StaffPool (line 22)"))
    }

    @Test("A CDK-synthesised template: the pool by logical ID or by construct path")
    func cdk() throws {
        let byPath = try ImportFixtures.load("cdk.template.json", resource: "AppStack/Auth/UserPool")
        let only = try ImportFixtures.load("cdk.template.json")
        #expect(byPath.resource == "AuthUserPoolC9A6C1B2")
        #expect(only.resource == "AuthUserPoolC9A6C1B2")
        #expect(CognitoFields(only.policy) == CognitoFields(14, false, false, false, false))
        #expect(only.policy.info.source?.hasSuffix("(AppStack/Auth/UserPool/Resource)") == true)
    }

    @Test("A YAML intrinsic names the resource, property, line and column; malformed YAML names its line")
    func yamlErrors() throws {
        let intrinsic = try ImportFixtures.failure("cloudformation-intrinsic.yaml")
        #expect(intrinsic.code == .computedValue)
        #expect((intrinsic.line, intrinsic.column) == (11, 26))
        #expect(
            intrinsic.message(in: .spanish).hasSuffix(
                "cloudformation-intrinsic.yaml:11:26: Resources.UserPool.Properties.Policies.PasswordPolicy.MinimumLength: el valor es el parámetro MinLength de la plantilla, que se da al desplegar; indícalo con --parameter MinLength=VALOR, o usa --use-defaults para tomar su Default"
            ))
        let malformed = try ImportFixtures.failure("cloudformation-malformed.yaml")
        #expect(malformed.code == .malformedYAML)
        #expect(malformed.line == 8)
        for (text, reason) in [
            ("a: 1\n---\nb: 2\n", "expected a single document"), ("", "empty document"),
            ("Resources:\n  P: &x {Type: AWS::Cognito::UserPool}\n  Q:\n    <<: *x\n", "merge keys"),
            ("Resources: {a: 1, a: 2}\n", "duplicate key \"a\""),
        ] {
            do {
                _ = try PolicyImporter.read(Array(text.utf8), file: "t.yaml")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.code == .malformedYAML)
                #expect(error.message(in: .english).contains(reason), "\(error)")
            }
        }
    }

    @Test("A pool without a password policy gets Cognito's default, and says so")
    func defaultPolicy() throws {
        let imported = try ImportFixtures.load("cloudformation-no-policy.yaml")
        #expect(CognitoFields(imported.policy) == CognitoFields(8, true, true, true, true))
        #expect(imported.tier == .lite)
        #expect(imported.notes.map(\.code) == ["cognito-default-policy"])
        #expect(imported.notes[0].kind == .translated)
        #expect(imported.notes[0].line == 5)
    }

    @Test("Terraform show -json: a state's child module; a plan's unknown value is refused")
    func terraformShow() throws {
        let state = try ImportFixtures.load("terraform-state.json")
        #expect(state.resource == "module.auth.aws_cognito_user_pool.this")
        #expect(state.tier == .essentials)
        #expect(CognitoFields(state.policy) == CognitoFields(16, false, true, false, false, history: 6, days: 2))
        let plan = try ImportFixtures.failure("terraform-plan.json")
        #expect(plan.code == .computedValue)
        #expect(plan.field == "planned_values.root_module.resources[0].values.password_policy[0].minimum_length")
        #expect((plan.line, plan.column) == (18, 35))
        #expect(plan.message(in: .english).contains("(known only after apply)"))
    }

    @Test(".tf.json: a block as an object, text booleans, an interpolation refused")
    func terraformJSON() throws {
        let main = try ImportFixtures.load("main.tf.json", resource: "main")
        #expect(main.resource == "aws_cognito_user_pool.main")
        #expect(CognitoFields(main.policy) == CognitoFields(10, true, true, true, true, days: 5))
        let admins = try ImportFixtures.failure("main.tf.json", resource: "aws_cognito_user_pool.admins")
        #expect(admins.code == .computedValue)
        #expect(admins.field == "resource.aws_cognito_user_pool.admins.password_policy[0].minimum_length")
        #expect(
            admins.message(in: .english).contains(
                "the value is the variable var.admin_min, given when deployed; give it with --var admin_min=VALUE"))
    }

    @Test(".tf (HCL): comments, heredocs with templates, nested blocks; a variable or a missing brace names file:line")
    func terraformHCL() throws {
        let pool = try ImportFixtures.load("main.tf")
        #expect(pool.format == .terraformHCL)
        #expect(pool.resource == "aws_cognito_user_pool.pool")
        #expect(pool.tier == .plus)
        #expect(CognitoFields(pool.policy) == CognitoFields(15, false, false, false, false, history: 3, days: 1))
        let computed = try ImportFixtures.failure("computed.tf")
        #expect(computed.code == .computedValue)
        #expect((computed.line, computed.column) == (9, 25))
        #expect(computed.field == "aws_cognito_user_pool.pool.password_policy.minimum_length")
        #expect(
            computed.message(in: .english).contains(
                "the value is the variable var.min_length, given when deployed; give it with --var min_length=VALUE"))
        let malformed = try ImportFixtures.failure("malformed.tf")
        #expect(malformed.code == .malformedHCL)
        #expect(
            malformed.message(in: .english).hasSuffix("malformed.tf:7:1: malformed HCL: missing \"}\" before the end of the file")
        )
    }

    @Test(
        "HCL edge cases: escapes, one-line blocks, unterminated strings, heredocs and comments",
        arguments: [
            (#"resource "aws_cognito_user_pool" "p" { password_policy { minimum_length = 11 } }"#, "ok 11"),
            (
                "resource \"aws_cognito_user_pool\" \"p\" {\n  name = \"a $${literal} b\"\n  password_policy {\n    minimum_length = \"12\"\n  }\n}\n",
                "ok 12"
            ),
            (
                "resource \"aws_cognito_user_pool\" \"p\" {\n  password_policy {\n    minimum_length = \"${var.x}\"\n  }\n}\n",
                "computed 3"
            ),
            (
                "resource \"aws_cognito_user_pool\" \"p\" {\n  password_policy {\n    minimum_length = 8 + 4\n  }\n}\n",
                "computed 3"
            ),
            ("resource \"aws_cognito_user_pool\" \"p\" {\n  name = \"open\n}\n", "malformed 2"),
            ("resource \"aws_cognito_user_pool\" \"p\" {\n  x = <<EOT\nnever closed\n}\n", "malformed 2"),
            ("/* open comment\nresource \"aws_cognito_user_pool\" \"p\" {}\n", "malformed 1"),
            (
                "resource \"aws_cognito_user_pool\" \"p\" {\n  password_policy {\n    minimum_lenght = 9\n  }\n}\n",
                "unknown-field 3"
            ),
            ("resource \"aws_cognito_user_pool\" \"p\" {\n  dynamic \"password_policy\" {\n  }\n}\n", "computed 2"),
            (
                "resource \"aws_cognito_user_pool\" \"p\" {\n  password_policy {\n    minimum_length = -3\n  }\n}\n",
                "out-of-range 3"
            ),
        ])
    func hclCases(text: String, expected: String) throws {
        var outcome: String
        do {
            let imported = try PolicyImporter.read(Array(text.utf8), file: "case.tf")
            outcome = "ok \(imported.policy.minimumLength)"
        } catch {
            let kind =
                switch error.code {
                case .computedValue: "computed"
                case .malformedHCL: "malformed"
                default: error.code.rawValue
                }
            outcome = "\(kind) \(error.line ?? 0)"
        }
        #expect(outcome == expected, "\(text)")
    }

    @Test("Templates nested in strings stop at 64 levels with an error naming the line, not a stack overflow (issue 54)")
    func hclNestedTemplates() throws {
        // "${"${"${ … }"}"}" nested 5,000 deep (15 KB): one recursion per level. Before the fix a
        // local counter hid the depth, so no limit applied and the stack overflowed (SIGSEGV).
        let levels = 5_000
        let nested = String(repeating: "\"${", count: levels) + "x" + String(repeating: "}\"", count: levels)
        let text = "resource \"aws_cognito_user_pool\" \"p\" {\n  name = \(nested)\n}\n"
        do {
            _ = try PolicyImporter.read(Array(text.utf8), file: "deep.tf")
            Issue.record("no error")
        } catch {
            #expect(error.code == .malformedHCL)
            #expect(error.line == 2)
            #expect(
                error.message(in: .english).contains("templates nested deeper than 64 levels"), "\(error.message(in: .english))")
        }
        // 64 levels are read (a name, not a policy setting: the pool imports with its default).
        let allowed = String(repeating: "\"${", count: 64) + "x" + String(repeating: "}\"", count: 64)
        let ok = "resource \"aws_cognito_user_pool\" \"p\" {\n  name = \(allowed)\n}\n"
        #expect(try PolicyImporter.read(Array(ok.utf8), file: "deep.tf").policy.minimumLength == 8)
    }

    @Test("Firebase REST configuration: Firebase's own symbol set as a pattern, the 4096 maximum noted")
    func firebaseREST() throws {
        let imported = try ImportFixtures.load("firebase-project-config.json")
        #expect(CognitoFields(imported.policy) == CognitoFields(10, true, true, true, false))
        #expect(
            imported.notes.map(\.code) == ["firebase-maximum-over-256", "firebase-symbols", "firebase-force-upgrade"])
        let checker = try PasswordChecker(policy: imported.policy)
        // `=`, `+`, `-` and an inner space are Cognito symbols but not Firebase's.
        for password in ["Abcdefgh1=", "Abcdefgh1+", "Abcdefgh1-", "Abcd efgh1"] {
            #expect(!checker.check(password).isValid, "\(password)")
            #expect(checker.check(password).violations.map(\.rule) == [.requiredPattern])
        }
        for password in ["Abcdefgh1!", "Abcdefgh1`", "Abcdefgh1\\", "Abcdefgh1]", "Abcdefgh1^"] {
            #expect(checker.check(password).isValid, "\(password)")
        }
    }

    @Test("Firebase Admin SDK constraints, and enforcement OFF")
    func firebaseAdmin() throws {
        let imported = try ImportFixtures.load("firebase-admin.json")
        #expect(CognitoFields(imported.policy) == CognitoFields(8, false, true, true, false))
        #expect(imported.policy.extraRules.maximumLength == 64)
        let off = try PolicyImporter.read(
            Array(#"{"passwordPolicyConfig": {"enforcementState": "OFF", "constraints": {"minLength": 20}}}"#.utf8),
            file: "off.json")
        #expect(CognitoFields(off.policy) == CognitoFields(6, false, false, false, false))
        #expect(off.notes.map(\.code) == ["firebase-not-enforced"])
    }

    @Test("Keycloak: counts above one as patterns, history capped at 24, hashing left out, each listed")
    func keycloak() throws {
        let imported = try ImportFixtures.load("keycloak-realm.json")
        #expect(imported.resource == "shop")
        #expect(CognitoFields(imported.policy) == CognitoFields(12, true, true, false, true, history: 24))
        #expect(imported.policy.extraRules.maximumLength == 128)
        #expect(imported.policy.extraRules.userContext != nil)
        #expect(
            imported.notes.map(\.code) == [
                "keycloak-upperCase-ascii", "keycloak-lowerCase-ascii", "keycloak-digits-ascii",
                "keycloak-specialChars-ascii", "keycloak-user-context", "keycloak-history-adjusted", "keycloak-ignored",
                "keycloak-ignored",
            ])
        let checker = try PasswordChecker(policy: imported.policy)
        #expect(checker.check("Abcdefghijk!1").violations.map(\.rule) == [.requiredPattern])
        #expect(checker.check("Abcdefghij!12").isValid)
        let unknown = try ImportFixtures.failure("keycloak-unknown.json")
        #expect(unknown.code == .unknownField)
        #expect((unknown.line, unknown.column) == (3, 37))
        #expect(unknown.message(in: .english).contains("unknown setting \"upperCaseLetters\""))
        let regex = try PolicyImporter.read(
            Array(#"{"passwordPolicy": "length(8) and regexPattern([a-z]+[0-9]+)"}"#.utf8), file: "r.json",
            format: .keycloak)
        let regexChecker = try PasswordChecker(policy: regex.policy)
        #expect(regexChecker.check("abcdefg12").isValid)
        #expect(!regexChecker.check("abcdefg12X").isValid)
        do {
            _ = try PolicyImporter.read(
                Array(#"{"passwordPolicy": "regexPattern([a-z)"}"#.utf8), file: "b.json", format: .keycloak)
            Issue.record("no error")
        } catch {
            #expect(error.code == .invalidPattern)
            #expect(error.field == "passwordPolicy.regexPattern")
        }
    }

    @Test("Auth0 good: three of four classes as a pattern, history, personal info, dictionary words")
    func auth0Good() throws {
        let imported = try ImportFixtures.load("auth0-good.json")
        #expect(imported.resource == "Username-Password-Authentication")
        #expect(CognitoFields(imported.policy) == CognitoFields(12, false, false, false, false, history: 5))
        #expect(imported.notes.map(\.code) == ["auth0-three-of-four", "auth0-personal-info", "auth0-dictionary"])
        #expect(imported.policy.extraRules.blocklist?.additionalWords == ["acme", "roadrunner"])
        let checker = try PasswordChecker(policy: imported.policy)
        #expect(checker.check("abcdefghij12").violations.map(\.rule) == [.requiredPattern])
        #expect(checker.check("abcdefghiJ12").isValid)
        #expect(checker.check("abc def ghi1").isValid)  // a space is one of Auth0's special characters
        #expect(checker.check("acme").violations.map(\.rule).contains(.commonPassword))
    }

    @Test("Auth0 excellent: ten characters, no character three times in a row")
    func auth0Excellent() throws {
        let imported = try ImportFixtures.load("auth0-excellent.json")
        #expect(imported.policy.minimumLength == 10)
        let checker = try PasswordChecker(policy: imported.policy)
        #expect(checker.check("aaaBcdef12").violations.map(\.rule) == [.forbiddenPattern])
        #expect(checker.check("aaBcdef12x").isValid)
        let none = try PolicyImporter.read(Array(#"{"options": {"passwordPolicy": "none"}}"#.utf8), file: "c.json")
        #expect(none.policy.minimumLength == 6)
        #expect(none.notes.map(\.code) == ["auth0-minimum-adjusted"])
    }

    @Test(
        "Cannot tell the format: an empty file without a telling name; JSON's own errors for .json; a forced format that does not fit"
    )
    func unknownFormat() throws {
        do {
            _ = try PolicyImporter.read(Array(" \n".utf8), file: "policy")
            Issue.record("no error")
        } catch {
            #expect(error.code == .unknownFormat)
            #expect(
                error.message(in: .english)
                    == "policy: cannot tell the policy file's format; give --policy-format (cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak, auth0)"
            )
        }
        for (text, file, code) in [
            ("", "empty.json", PolicyError.Code.malformedJSON), ("[1, 2]", "list.json", .wrongType),
            ("[1, 2]", "list", .wrongType), ("\u{FF}{}", "bad.json", .malformedJSON),
        ] {
            do {
                _ = try PolicyImporter.read(Array(text.utf8), file: file)
                Issue.record("no error for \(file)")
            } catch {
                #expect(error.code == code, "\(file): \(error)")
            }
        }
        do {
            _ = try PolicyImporter.read(Array(#"{"realm": "x"}"#.utf8), file: "f.json", format: .firebase)
            Issue.record("no error")
        } catch {
            #expect(error.code == .missingField)
            #expect(error.field == "passwordPolicyConfig")
        }
    }
}
