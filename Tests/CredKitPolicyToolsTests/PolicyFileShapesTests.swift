// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitGenerator
import CredKitPolicy
import CredKitPolicyTools
import Foundation
import Testing

/// Files as teams really write them (issue 52): Serverless Framework, a raw Terraform state, Auth0
/// deploy-cli tenants, Keycloak realms without a policy or with several realms, YAML for every
/// reader, and files of no known kind. The fixtures are written here in the shapes those tools write.
@Suite("Policy files as the tools write them: detection by content, several entries, each provider's own rules")
struct PolicyFileShapesTests {
    @Test(
        "The format is told by what the file holds, not by its name",
        arguments: [
            ("serverless.yml", PolicyFormat.serverless), ("serverless-variable.yml", .serverless),
            ("terraform.tfstate", .terraform), ("keycloak-no-policy.json", .keycloak), ("keycloak-realms.yaml", .keycloak),
            ("tenant.yaml", .auth0), ("describe-user-pool.yaml", .cognito), ("cloudformation.yaml", .cloudformation),
        ])
    func detection(name: String, format: PolicyFormat) throws {
        let bytes = Array(try Data(contentsOf: ImportFixtures.directory.appendingPathComponent(name)))
        #expect(PolicyFormat.detect(bytes, file: name) == format)
        // The same contents under a name that says nothing.
        #expect(PolicyFormat.detect(bytes, file: "policy-file") == format)
    }

    @Test("Serverless Framework: resources as a list of templates, a ${file()} reference noted, Serverless variables refused")
    func serverless() throws {
        let imported = try ImportFixtures.load("serverless.yml")
        #expect(imported.format == .serverless)
        #expect(imported.resource == "BookingsUserPool")
        #expect(CognitoFields(imported.policy) == CognitoFields(10, true, true, true, false))
        #expect(imported.notes.map(\.code) == ["serverless-file-reference"])
        #expect(imported.notes[0].line == 17)
        #expect(
            imported.notes[0].message(in: .english)
                == "${file(resources/buckets.yml)} is a template in another file: run policy show on that file to read the pools it holds"
        )
        #expect(imported.policy.info.description(in: .spanish) == "Importada de Serverless Framework (BookingsUserPool).")
        let variable = try ImportFixtures.failure("serverless-variable.yml")
        #expect(variable.code == .computedValue)
        #expect((variable.line, variable.column) == (13, 28))
        #expect(variable.field == "resources.Resources.AccountsPool.Properties.Policies.PasswordPolicy.MinimumLength")
        #expect(variable.message(in: .english).contains("(a Serverless variable: ${self:custom.minimum})"))
        let onlyReference = try ImportFixtures.failure("serverless-file-only.yml")
        #expect(onlyReference.code == .noUserPool)
        #expect((onlyReference.line, onlyReference.column) == (5, 5))
        #expect(
            onlyReference.message(in: .spanish).hasSuffix(
                "serverless-file-only.yml:5:5: este archivo no tiene grupo de usuarios (${file(resources/cognito-user-pool.yml)} es una plantilla de otro archivo: ejecuta policy show sobre ese archivo para leer sus grupos)"
            ))
    }

    @Test("A raw terraform.tfstate (format 4): each instance by its address, module and key; the tier from the state")
    func terraformState() throws {
        let several = try ImportFixtures.failure("terraform.tfstate")
        #expect(several.code == .severalUserPools)
        #expect(
            several.message(in: .english).hasSuffix(
                #"terraform.tfstate: 2 user pools in this file (module.auth.aws_cognito_user_pool.pool["staff"] (line 22), module.auth.aws_cognito_user_pool.pool["customers"] (line 43)); choose one with --resource NAME (policy show FILE --list lists them)"#
            ))
        let staff = try ImportFixtures.load("terraform.tfstate", resource: #"pool["staff"]"#)
        #expect(staff.format == .terraform)
        #expect(staff.resource == #"module.auth.aws_cognito_user_pool.pool["staff"]"#)
        #expect(staff.tier == .essentials)
        #expect(CognitoFields(staff.policy) == CognitoFields(14, true, true, true, true, history: 5, days: 3))
        let customers = try ImportFixtures.load(
            "terraform.tfstate", resource: #"module.auth.aws_cognito_user_pool.pool["customers"]"#)
        #expect(CognitoFields(customers.policy) == CognitoFields(8, true, true, true, false))
        let entries = try PolicyImporter.entries(ImportFixtures.path("terraform.tfstate"))
        #expect(entries.format == .terraform)
        #expect(entries.entries.map(\.line) == [22, 43])
    }

    @Test("Auth0 deploy-cli tenant.yaml: databases chosen by name, listed with their lines; keywords named")
    func auth0Tenant() throws {
        let several = try ImportFixtures.failure("tenant.yaml")
        #expect(several.code == .severalUserPools)
        #expect(
            several.message(in: .spanish).hasSuffix(
                "tenant.yaml: 2 conexiones de base de datos de Auth0 en este archivo (Username-Password-Authentication (line 10), Partners (line 31)); indica cuál con --resource NOMBRE (policy show ARCHIVO --list los enumera)"
            ))
        let main = try ImportFixtures.load("tenant.yaml", resource: "Username-Password-Authentication")
        #expect(main.format == .auth0)
        #expect(main.policy.platform == .auth0)
        #expect(CognitoFields(main.policy) == CognitoFields(10, true, true, true, false, history: 4))
        #expect(main.notes.isEmpty)
        let partners = try ImportFixtures.load("tenant.yaml", resource: "Partners")
        #expect(partners.policy.minimumLength == 6)
        #expect(partners.notes.isEmpty)
        let unknown = try ImportFixtures.failure("tenant.yaml", resource: "Staff")
        #expect(unknown.code == .unknownResource)
        #expect(
            unknown.message(in: .english).hasSuffix(
                "no Auth0 database connection called \"Staff\" in this file; Auth0 database connections here: Username-Password-Authentication (line 10), Partners (line 31)"
            ))
        let keywords = try ImportFixtures.failure("tenant-keywords.yaml")
        #expect(keywords.code == .malformedYAML)
        #expect((keywords.line, keywords.column) == (3, 22))
        #expect(
            keywords.message(in: .english).hasSuffix(
                "tenant-keywords.yaml:3:22: malformed YAML: found character that cannot start any token; @@ALLOWED_ORIGINS@@ is an Auth0 deploy-cli keyword, which a0deploy replaces (AUTH0_KEYWORD_REPLACE_MAPPINGS) before the file is YAML: import the file with the keywords replaced"
            ))
        do {
            _ = try PolicyImporter.read(Array("tenant:\n  friendly_name: x\nclients: []\n".utf8), file: "tenant.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.code == .noUserPool)
            #expect(
                error.message(in: .english)
                    == "tenant.yaml: no Auth0 database connection in this file (looked for databases entries, or a connection with options.passwordPolicy or password_complexity_options)"
            )
        }
    }

    @Test("Keycloak: a realm without a policy is Keycloak's default; no length() noted; passwordAge is a reuse rule")
    func keycloak() throws {
        let none = try ImportFixtures.load("keycloak-no-policy.json")
        #expect(none.format == .keycloak)
        #expect(none.resource == "clinic")
        #expect(CognitoFields(none.policy) == CognitoFields(6, false, false, false, false))
        #expect(none.notes.map(\.code) == ["keycloak-no-policy"])
        let staff = try ImportFixtures.load("keycloak-realms.yaml", resource: "staff")
        #expect(staff.policy.minimumLength == 14)
        #expect(staff.policy.passwordHistorySize == 5)
        #expect(staff.notes.map(\.code) == ["keycloak-password-age", "keycloak-user-context"])
        #expect(
            staff.notes[0].message(in: .english)
                == "passwordAge(90) refuses a password used in the last 90 days, a reuse rule on the stored history: neither the password's text nor Cognito's history (which counts passwords, not days) expresses it, so it is left out"
        )
        #expect(staff.notes[0].kind == .ignored)
        let patients = try ImportFixtures.load("keycloak-realms.yaml", resource: "patients")
        #expect(CognitoFields(patients.policy) == CognitoFields(6, false, false, true, false, history: 3))
        #expect(patients.notes.map(\.code) == ["keycloak-digits-ascii", "keycloak-no-minimum"])
        #expect(patients.notes[1].kind == .adjusted)
        #expect(
            patients.notes[1].message(in: .spanish)
                == "la política no tiene length(): Keycloak no fija entonces longitud mínima; las políticas de credkit empiezan en el mínimo más corto de Cognito, 6, así que aquí se rechazan contraseñas de 1 a 5 caracteres que Keycloak acepta"
        )
        let entries = try PolicyImporter.entries(ImportFixtures.path("keycloak-realms.yaml"))
        #expect(entries.entries == [PolicyEntry(name: "staff", line: 2), PolicyEntry(name: "patients", line: 10)])
    }

    @Test("Keycloak, Auth0 and Firebase have no outer-whitespace rule, no temporary passwords; the history is theirs")
    func providerRules() throws {
        let keycloak = try PolicyImporter.read(
            Array(#"{"realm": "r", "passwordPolicy": "length(8) and passwordHistory(2)"}"#.utf8), file: "r.json")
        #expect(keycloak.policy.platform == .keycloak)
        let checker = try PasswordChecker(policy: keycloak.policy)
        #expect(checker.check(" leading and trailing ").isValid)
        #expect(!checker.requirements(in: .english).map(\.rule).contains(.leadingOrTrailingWhitespace))
        let auth0 = try PolicyImporter.read(Array(#"{"options": {"passwordPolicy": "low"}}"#.utf8), file: "c.json")
        #expect(try PasswordChecker(policy: auth0.policy).check(" spaced ").isValid)
        let firebase = try ImportFixtures.load("firebase-admin.json")
        #expect(firebase.policy.platform == .firebase)
        // Cognito's own policy still refuses outer whitespace.
        let cognito = try PasswordChecker(
            policy: PasswordPolicy(
                minimumLength: 6, requireUppercase: false,
                requireLowercase: false, requireNumbers: false, requireSymbols: false))
        #expect(cognito.check(" spaced ").violations.map(\.rule) == [.leadingOrTrailingWhitespace])
        // The platform survives credkit's own file.
        let reread = try PasswordPolicy(jsonBytes: keycloak.policy.jsonBytes)
        #expect(reread.platform == .keycloak)
        #expect(reread == keycloak.policy)
        #expect(String(decoding: keycloak.policy.jsonBytes, as: UTF8.self).contains(#""Platform":"keycloak""#))
        do {
            _ = try PasswordPolicy(jsonBytes: Array(#"{"CredKit": {"Platform": "okta"}}"#.utf8), file: "p.json")
            Issue.record("no error")
        } catch {
            #expect(error.field == "CredKit.Platform")
            #expect(
                error.message(in: .english)
                    == #"p.json:1:26: CredKit.Platform: "okta" is not allowed; allowed: "cognito", "keycloak", "auth0", "firebase""#
            )
        }
    }

    @Test("Cognito's describe-user-pool as YAML (aws --output yaml) reads as its JSON does")
    func cognitoYAML() throws {
        let imported = try ImportFixtures.load("describe-user-pool.yaml")
        #expect(imported.format == .cognito)
        #expect(imported.tier == .essentials)
        #expect(CognitoFields(imported.policy) == CognitoFields(12, true, true, true, false, days: 3))
        // PascalCase members are Cognito's: a misspelt one is named with its line, as in JSON.
        do {
            _ = try PolicyImporter.read(Array("MinimumLength: 9\nRequireNumber: true\n".utf8), file: "p.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.code == .unknownField)
            #expect((error.line, error.column) == (2, 1))
            #expect(error.field == "RequireNumber")
        }
        // Numbers are decimal, as JSON writes them (YAML's leading zeros allowed); hexadecimal and
        // .inf are text, named as a wrong type rather than read as a number.
        #expect(try PolicyImporter.read(Array("MinimumLength: 012\n".utf8), file: "p.yaml").policy.minimumLength == 12)
        do {
            _ = try PolicyImporter.read(Array("MinimumLength: -12.5E+3\n".utf8), file: "p.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.code == .outOfRange)  // a number, named as written
        }
        for text in ["0x10", "-.inf", "1e", "12.5E+", "+8", "1."] {
            do {
                _ = try PolicyImporter.read(Array("MinimumLength: \(text)\n".utf8), file: "p.yaml")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.code == .wrongType, "\(text)")
                #expect((error.line, error.column) == (1, 16), "\(text)")
            }
        }
    }

    @Test("A file of no known kind says what was found, what was looked for and how to name a format (en, es)")
    func notRecognised() throws {
        let script = try ImportFixtures.failure("notes.js")
        #expect(script.code == .unknownFormat)
        #expect(
            script.message(in: .english).hasSuffix(
                "notes.js: not a policy file credkit recognises (it does not parse: malformed YAML: mapping values are not allowed in this context, at line 2, column 10); looked for a CloudFormation or SAM template (Resources, AWSTemplateFormatVersion), a Serverless Framework file (service with provider or resources), Terraform JSON (format_version, resource, or a state's terraform_version with resources), a Keycloak realm (realm), Auth0 (databases, strategy, options.passwordPolicy), Firebase (passwordPolicyConfig) and Cognito's JSON (PasswordPolicy, Policies, UserPool, MinimumLength …); to read it as one of them, give --policy-format (cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak, auth0)"
            ))
        do {
            _ = try PolicyImporter.read(Array("name: shop\nitems:\n  - 1\n".utf8), file: "shop.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.code == .unknownFormat)
            #expect(
                error.message(in: .spanish).hasPrefix(
                    "shop.yaml: no es un archivo de política que credkit reconozca (sus claves de primer nivel son name, items); se buscó una plantilla de CloudFormation o SAM"
                ))
        }
        // Named, the format is read as asked, and its reader says what is missing.
        do {
            _ = try PolicyImporter.read(Array("name: shop\n".utf8), file: "shop.yaml", format: .firebase)
            Issue.record("no error")
        } catch {
            #expect(error.code == .missingField)
            #expect(error.field == "passwordPolicyConfig")
        }
    }

    @Test("What each file says about MFA, and where each setting is written")
    func mfaAndLocations() throws {
        let template = try PolicyImporter.read(
            Array(
                """
                Resources:
                  Pool:
                    Type: AWS::Cognito::UserPool
                    Properties:
                      MfaConfiguration: OPTIONAL
                      Policies:
                        PasswordPolicy:
                          RequireNumbers: true
                          MinimumLength: 9
                """.utf8), file: "t.yaml")
        #expect(
            template.mfa
                == MFASetting(
                    mode: .optional, field: "Resources.Pool.Properties.MfaConfiguration",
                    location: SourceLocation(line: 5, column: 25)))
        #expect(template.location == SourceLocation(line: 8, column: 11))
        #expect(
            template.settingLocations == [
                "RequireNumbers": SourceLocation(line: 8, column: 11),
                "MinimumLength": SourceLocation(line: 9, column: 11),
            ])
        let intrinsic = try PolicyImporter.read(
            Array(
                "Resources:\n  Pool:\n    Type: AWS::Cognito::UserPool\n    Properties:\n      MfaConfiguration: !Ref Mfa\n".utf8),
            file: "t.yaml")
        #expect(intrinsic.mfa == nil)  // computed at deploy time: --mfa decides
        let hcl = try PolicyImporter.read(
            Array(
                """
                resource "aws_cognito_user_pool" "main" {
                  mfa_configuration = "ON"
                  password_policy {
                    minimum_length = 10
                  }
                }
                """.utf8), file: "main.tf")
        #expect(hcl.mfa?.mode == .required)
        #expect(hcl.mfa?.location?.line == 2)
        #expect(hcl.settingLocations["MinimumLength"] == SourceLocation(line: 4, column: 5))
        let described = try PolicyImporter.read(
            Array(#"{"UserPool": {"MfaConfiguration": "OFF", "Policies": {"PasswordPolicy": {"MinimumLength": 8}}}}"#.utf8),
            file: "pool.json")
        #expect(described.mfa?.mode == .off)
        #expect(described.settingLocations["MinimumLength"]?.line == 1)
        let plain = try PolicyImporter.read(Array(#"{"realm": "r", "passwordPolicy": "length(8)"}"#.utf8), file: "r.json")
        #expect(plain.mfa == nil)
    }

    @Test("Lint fixes in the file's own words; what no setting of the tool can do says where it can be met (en, es)")
    func fixVocabulary() throws {
        let linter = PolicyLinter(standard: .nist80063b4)
        let policy = PasswordPolicy(minimumLength: 8)
        let findings = Dictionary(uniqueKeysWithValues: linter.lint(policy).map { ($0.code, $0) })
        let minimum = try #require(findings["nist-minimum-length"])
        let composition = try #require(findings["nist-composition-rules"])
        let blocklist = try #require(findings["nist-no-blocklist"])
        #expect(minimum.fix(in: .english, format: .cognito) == "set MinimumLength to 15 or more")
        #expect(minimum.fix(in: .english, format: .terraformHCL) == "set minimum_length = 15 or more")
        #expect(minimum.fix(in: .english, format: .cloudformation) == "set MinimumLength: 15 or more")
        #expect(minimum.fix(in: .spanish, format: .keycloak) == "pon length(15) o más")
        #expect(minimum.fix(in: .english, format: .auth0) == "set password_complexity_options.min_length: 15 or more")
        #expect(minimum.fix(in: .english, format: .firebase) == "set minPasswordLength: 15 or more")
        #expect(
            composition.fix(in: .english, format: .terraform)
                == "remove require_uppercase, require_lowercase, require_numbers, require_symbols and rely on length and a blocklist"
        )
        #expect(
            composition.fix(in: .english, format: .keycloak)
                == "remove upperCase(), lowerCase(), digits(), specialChars() and rely on length and a blocklist")
        #expect(composition.fix(in: .english, format: .auth0).hasPrefix("set passwordPolicy to low or none"))
        #expect(
            blocklist.fix(in: .english, format: .terraformHCL)
                == "Terraform has no setting for this: add \"Blocklist\": true (and \"Breached\") under CredKit in credkit's policy (policy show FILE --format credkit keeps one) and check passwords with it before they reach Cognito, in the app or the backend that signs users up and changes passwords"
        )
        #expect(blocklist.fix(in: .english, format: .auth0) == "set password_dictionary.enable: true in the connection's options")
        #expect(blocklist.fix(in: .spanish, format: .keycloak).hasPrefix("añade passwordBlacklist(ARCHIVO)"))
        let breached = try #require(
            PolicyLinter(standard: .asvs5).lint(policy).first { $0.code == "asvs-no-breached" })
        #expect(
            breached.fix(in: .english, format: .serverless).hasPrefix(
                "a Cognito pool has no setting for this in the Serverless Framework:"))
        #expect(
            breached.fix(in: .english, format: .auth0) == "turn on Breached Password Detection in the tenant's attack protection")
        let history = try #require(PolicyLinter(standard: .pciDSS4).lint(policy).first { $0.code == "pci-history" })
        #expect(history.fix(in: .english, format: .terraform) == "set password_history_size = 4 or more")
        #expect(history.fix(in: .english, format: .auth0) == "set password_history: {enable: true, size: 4} or more")
        #expect(history.fix(in: .english, format: .firebase).hasPrefix("Firebase has no setting for this:"))
    }

    @Test("policy diff examples: the same seed gives the same passwords, shaped as people write them")
    func diffExamples() throws {
        let before = try #require(PolicyPreset.named("cognito-default")).policy()
        let after = try #require(PolicyPreset.named("nist-800-63b-rev4")).policy()
        let first = PolicyDiff(from: before, to: after, seed: 42)
        let again = PolicyDiff(from: before, to: after, seed: 42)
        #expect(first.changes == again.changes)
        let other = PolicyDiff(from: before, to: after, seed: 43)
        #expect(first.changes.map(\.field) == other.changes.map(\.field))
        #expect(first.changes.flatMap(\.examples) != other.changes.flatMap(\.examples))
        // The default seed is fixed: the examples of a default run never change between runs.
        #expect(PolicyDiff(from: before, to: after).changes == PolicyDiff(from: before, to: after, seed: 0).changes)
        // Each example is built from a word of the bundled list, not a random string of characters.
        let words = Set(PassphraseWordList.english.words)
        let examples = first.changes.flatMap(\.examples).map(\.password)
        #expect(!examples.isEmpty)
        for password in examples where !Blocklist.bundled.contains(password) {
            let runs = password.lowercased().split { !$0.isLetter }.map(String.init)
            #expect(
                runs.contains { run in words.contains { run.hasPrefix($0) && $0.count >= 3 } },
                "\(password) has no word of the list in it")
        }
        let minimum = try #require(first.changes.first { $0.field == "MinimumLength" })
        #expect(minimum.examples.count == 2)
        #expect(minimum.examples.allSatisfy { (8..<15).contains($0.password.count) && $0.acceptedBefore })
    }
}
