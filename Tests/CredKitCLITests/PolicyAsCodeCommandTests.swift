// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `--policy FILE` of every format, `policy show`, `policy lint` and `policy diff`, through the
/// built binary (fixtures in Tests/Fixtures/policy-import).
@Suite("Policies as code: import, lint and diff, end to end", .waitsOnThreads)
struct PolicyAsCodeCommandTests {
    static let fixtures = "Tests/Fixtures/policy-import/"

    static func json(_ result: CLIResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any], "\(result.stdout)")
    }

    @Test("check --policy main.tf: the HCL policy judges stdin, one record per line")
    func checkWithTerraform() throws {
        let result = try CLI.run(
            ["check", "--policy", Self.fixtures + "main.tf"], stdin: Array("short\nabcdefghijklmnop\n".utf8))
        #expect(result.status == 1)
        #expect(result.stdout == "1: invalid: Password must be at least 15 characters\n2: valid\n")
    }

    @Test("policy show of a CloudFormation template: the policy, the resource, the tier, as JSON")
    func showJSON() throws {
        let result = try CLI.run(["policy", "show", Self.fixtures + "cloudformation.yaml", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try Self.json(result)
        #expect(object["minimumLength"] as? Int == 12)
        #expect(object["passwordHistorySize"] as? Int == 5)
        #expect(object["requireSymbols"] as? Bool == false)
        let imported = try #require(object["import"] as? [String: Any])
        #expect(imported["format"] as? String == "cloudformation")
        #expect(imported["resource"] as? String == "UserPool")
        #expect(imported["tier"] as? String == "ESSENTIALS")
        #expect((imported["notes"] as? [Any])?.isEmpty == true)
    }

    @Test(
        "policy show --format credkit keeps an imported policy as credkit's own file: the same verdicts, no notes left",
        arguments: ["keycloak-realm.json", "auth0-excellent.json", "firebase-project-config.json", "main.tf"])
    func keepAsCredkitFile(fixture: String) throws {
        let shown = try CLI.run(["policy", "show", Self.fixtures + fixture, "--format", "credkit"])
        #expect(shown.status == 0, "\(shown.stderr)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-keep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("policy.json")
        try Data(shown.stdoutBytes).write(to: file)
        let passwords = Array("short\nabcdefghijklmnop\nAbcdefgh1!xyzXYZ9\naaaBBB111!!!xyz\nPassword1!Password1!\n".utf8)
        let original = try CLI.run(["check", "--policy", Self.fixtures + fixture, "--format", "json"], stdin: passwords)
        let kept = try CLI.run(["check", "--policy", file.path, "--format", "json"], stdin: passwords)
        #expect(kept.stdout == original.stdout && kept.status == original.status)
        // The import's notes were about the source file; any other warning is the same as before.
        let keptWarnings = kept.stderr.split(separator: "\n")
        #expect(keptWarnings.allSatisfy { original.stderr.split(separator: "\n").contains($0) && !$0.contains(fixture) })
        // Read back, it shows itself byte for byte.
        #expect(try CLI.run(["policy", "show", file.path, "--format", "credkit"]).stdout == shown.stdout)
    }

    @Test("What an import cannot carry exactly is listed: in policy show's text, and as warnings elsewhere")
    func notes() throws {
        let shown = try CLI.run(["policy", "show", Self.fixtures + "auth0-excellent.json"])
        #expect(shown.status == 0)
        #expect(
            shown.stdout.hasSuffix(
                """

                Not carried over exactly:
                  • \(Self.fixtures)auth0-excellent.json:4: options.passwordPolicy: "excellent" asks for three of four kinds of character (lower case, upper case, digits, special characters including the space), which Cognito's flags cannot say: checked as a required pattern
                  • \(Self.fixtures)auth0-excellent.json:4: options.passwordPolicy: "excellent" allows no more than two identical characters in a row: checked as a forbidden pattern

                """))
        let checked = try CLI.run(
            ["check", "--policy", Self.fixtures + "firebase-admin.json", "--lang", "es", "--quiet"],
            stdin: Array("abcdefg1\n".utf8))
        #expect(checked.status == 0)
        #expect(checked.stderr.isEmpty)
        let noted = try CLI.run(
            ["check", "--policy", Self.fixtures + "cloudformation-no-policy.yaml", "--lang", "es", "--quiet"],
            stdin: Array("Abcdefg1!\n".utf8))
        #expect(noted.status == 0)
        #expect(
            noted.stderr
                == "credkit: aviso: \(Self.fixtures)cloudformation-no-policy.yaml:5: Resources.UserPool.Properties: no hay política de contraseñas, así que se aplica la predeterminada de Cognito: 8 caracteres con una mayúscula, una minúscula, un número y un símbolo\n"
        )
    }

    @Test("Several pools without --resource, a computed value, malformed HCL: exit 2 naming file, line and field (en, es)")
    func errors() throws {
        let several = try CLI.run(["policy", "show", Self.fixtures + "cloudformation-two-pools.json"])
        #expect(several.status == 2)
        #expect(
            several.stderr
                == "credkit: error: \(Self.fixtures)cloudformation-two-pools.json: 2 user pools in this file (CustomerPool (line 7), StaffPool (line 22)); choose one with --resource NAME (policy show FILE --list lists them)\n"
        )
        let chosen = try CLI.run(
            ["policy", "show", Self.fixtures + "cloudformation-two-pools.json", "--resource", "CustomerPool", "--format", "json"])
        #expect(chosen.status == 0)
        #expect(try Self.json(chosen)["minimumLength"] as? Int == 10)
        let computed = try CLI.run(
            ["check", "--policy", Self.fixtures + "computed.tf", "--lang", "es"], stdin: Array("x\n".utf8))
        #expect(computed.status == 2)
        #expect(computed.stdout.isEmpty)
        #expect(
            computed.stderr
                == "credkit: error: \(Self.fixtures)computed.tf:9:25: aws_cognito_user_pool.pool.password_policy.minimum_length: el valor es la variable var.min_length, que se da al desplegar; indícala con --var min_length=VALOR o --var-file ARCHIVO.tfvars\n"
        )
        let malformed = try CLI.run(["generate", "--policy", Self.fixtures + "malformed.tf"])
        #expect(malformed.status == 2)
        #expect(
            malformed.stderr
                == "credkit: error: \(Self.fixtures)malformed.tf:7:1: malformed HCL: missing \"}\" before the end of the file\n")
        let badFormat = try CLI.run(["policy", "show", "x.json", "--policy-format", "yaml"])
        #expect(badFormat.status == 2)
        #expect(
            badFormat.stderr
                == "credkit: error: invalid value \"yaml\" for --policy-format; allowed: cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak, auth0\n"
        )
        let forced = try CLI.run(
            ["policy", "show", Self.fixtures + "keycloak-realm.json", "--policy-format", "auth0", "--format", "json"])
        #expect(forced.status == 2)
        #expect(forced.stderr.contains("keycloak-realm.json:7:21: passwordPolicy: \"length(12) and"))
    }

    @Test("policy lint: the text report, exit 1 on an error, --fail-on, --mfa, --tier, JSON, Spanish")
    func lint() throws {
        let text = try CLI.run(["policy", "lint", "pci-dss-4", "--against", "pci-dss-4"])
        #expect(text.status == 0)
        #expect(
            text.stdout == """
                pci-dss-4 against pci-dss-4: 1 finding (0 errors, 1 warning, 0 notes)

                warning pci-single-factor  PCI DSS v4.0 8.3.9
                        where a password is the only factor it must change every 90 days or access must be analysed dynamically, and Cognito cannot expire passwords
                        fix: require MFA on the pool (then lint with --mfa)

                """)
        let failOnWarning = try CLI.run(["policy", "lint", "pci-dss-4", "--against", "pci-dss-4", "--fail-on", "warning"])
        #expect(failOnWarning.status == 1)
        let withMFA = try CLI.run(["policy", "lint", "pci-dss-4", "--against", "pci-dss-4", "--mfa", "--fail-on", "info"])
        #expect(withMFA.status == 0)
        #expect(withMFA.stdout == "pci-dss-4 against pci-dss-4: no findings\n")
        let lite = try CLI.run(
            ["policy", "lint", "pci-dss-4", "--against", "cognito", "--tier", "lite", "--format", "json", "--lang", "es"])
        #expect(lite.status == 1)
        let object = try Self.json(lite)
        let findings = try #require(object["findings"] as? [[String: Any]])
        try #require(findings.count == 2)
        #expect(findings.map { $0["code"] as? String } == ["history-on-lite", "cognito-checked-by-credkit-only"])
        #expect(findings[0]["severity"] as? String == "error")
        #expect(findings[0]["field"] as? String == "PasswordHistorySize")
        #expect(
            findings[0]["message"] as? String
                == "PasswordHistorySize es 4 pero el grupo está en el plan Lite, donde Cognito rechaza el historial de contraseñas"
        )
        #expect(object["counts"] as? [String: Int] == ["error": 1, "warning": 0, "info": 1])
        #expect(object["tier"] as? String == "LITE")
        // The tier from the file itself: a LITE pool template.
        let nist = try CLI.run(["policy", "lint", Self.fixtures + "terraform-state.json", "--against", "nist-800-63b-4"])
        #expect(nist.status == 1)
        #expect(
            nist.stdout.hasPrefix(
                "module.auth.aws_cognito_user_pool.this against nist-800-63b-4: 3 findings (2 errors, 1 warning, 0 notes)\n"))
        let bad = try CLI.run(["policy", "lint", "pci-dss-4", "--against", "iso-27001", "--lang", "es"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "credkit: error: valor \"iso-27001\" no válido para --against; se admite: nist-800-63b-4, asvs-5, pci-dss-4, cognito\n"
        )
    }

    @Test("policy diff: rule by rule with examples, --fail-if, JSON, the same policy")
    func diff() throws {
        let looser = try CLI.run(["policy", "diff", "cognito-default", "cognito-articles", "--fail-if", "looser"])
        #expect(looser.status == 1)
        let lines = looser.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count >= 4)
        #expect(lines.first == "cognito-default → cognito-articles: 1 change")
        #expect(lines[2] == "RequireSymbols: true → false (looser)")
        #expect(lines[3].hasPrefix("  now accepted: \"") && lines[3].hasSuffix("\" (refused before)"))
        let stricter = try CLI.run(["policy", "diff", "cognito-default", "cognito-articles", "--fail-if", "stricter"])
        #expect(stricter.status == 0)
        let json = try CLI.run(
            ["policy", "diff", "cognito-articles", Self.fixtures + "main.tf", "--format", "json", "--examples", "1"])
        #expect(json.status == 0)
        let object = try Self.json(json)
        #expect(object["stricter"] as? Bool == true)
        #expect(object["looser"] as? Bool == true)
        let changes = try #require(object["changes"] as? [[String: Any]])
        try #require(changes.count == 6)
        #expect(
            changes.map { $0["field"] as? String } == [
                "MinimumLength", "RequireUppercase", "RequireLowercase", "RequireNumbers", "PasswordHistorySize",
                "TemporaryPasswordValidityDays",
            ])
        #expect((changes[0]["examples"] as? [[String: Any]])?.first?["after"] as? String == "refused")
        #expect((changes[4]["examples"] as? [Any])?.isEmpty == true)
        let same = try CLI.run(["policy", "diff", "cognito-default", "cognito-default", "--fail-if", "any", "--lang", "es"])
        #expect(same.status == 0)
        #expect(same.stdout == "cognito-default y cognito-default son la misma política\n")
        let badCount = try CLI.run(["policy", "diff", "cognito-default", "pci-dss-4", "--examples", "11"])
        #expect(badCount.status == 2)
        #expect(badCount.stderr == "credkit: error: invalid value \"11\" for --examples; allowed: 0 to 10\n")
        let badSeed = try CLI.run(["policy", "diff", "cognito-default", "pci-dss-4", "--seed=-1", "--lang", "es"])
        #expect(badSeed.status == 2)
        #expect(
            badSeed.stderr
                == "credkit: error: valor \"-1\" no válido para --seed; permitido: un número entero de 0 a 18446744073709551615\n"
        )
    }

    @Test("policy show --list: the file's pools, databases or realms with their lines, as text (en, es) and JSON")
    func listEntries() throws {
        let tenant = try CLI.run(["policy", "show", Self.fixtures + "tenant.yaml", "--list"])
        #expect(tenant.status == 0)
        #expect(tenant.stderr.isEmpty)
        #expect(
            tenant.stdout
                == "auth0 file \(Self.fixtures)tenant.yaml: 2 to choose from with --resource:\n  Username-Password-Authentication  line 10\n  Partners                          line 31\n"
        )
        let state = try CLI.run(["policy", "show", Self.fixtures + "terraform.tfstate", "--list", "--lang", "es"])
        #expect(state.status == 0)
        #expect(
            state.stdout
                == "Archivo terraform \(Self.fixtures)terraform.tfstate: 2 para elegir con --resource:\n  module.auth.aws_cognito_user_pool.pool[\"staff\"]      línea 22\n  module.auth.aws_cognito_user_pool.pool[\"customers\"]  línea 43\n"
        )
        let cdk = try CLI.run(["policy", "show", Self.fixtures + "cdk.template.json", "--list", "--format", "json"])
        #expect(cdk.status == 0)
        let object = try Self.json(cdk)
        #expect(object["format"] as? String == "cloudformation")
        let entries = try #require(object["entries"] as? [[String: Any]])
        try #require(entries.count == 1)
        #expect(entries[0]["alias"] as? String != nil)
        let unknown = try CLI.run(["policy", "show", Self.fixtures + "notes.js", "--list"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix("credkit: error: \(Self.fixtures)notes.js: not a policy file credkit recognises ("))
    }

    @Test("A Keycloak realm shows Keycloak's settings, no Cognito whitespace rule and no temporary passwords (text, JSON, es)")
    func providerSettings() throws {
        let text = try CLI.run(
            ["policy", "show", Self.fixtures + "keycloak-realms.yaml", "--resource", "patients", "--lang", "es"])
        #expect(text.status == 0)
        #expect(
            text.stdout
                == """
                Política: patients
                Descripción: Importada de Keycloak (patients).
                Fuente: \(Self.fixtures)keycloak-realms.yaml

                Requisitos de contraseña:
                  • Mínimo 6 caracteres
                  • Máximo 256 caracteres
                  • Al menos un número (0–9)

                Ajustes de Keycloak:
                  • No se pueden reutilizar las últimas 3 contraseñas (lo aplica Keycloak; no se puede comprobar aquí)

                No trasladado exactamente:
                  • \(Self.fixtures)keycloak-realms.yaml:12: passwordPolicy.digits: digits de Keycloak cuenta los caracteres Unicode de ese tipo; credkit cuenta los ASCII, como Cognito
                  • \(Self.fixtures)keycloak-realms.yaml:12: passwordPolicy: la política no tiene length(): Keycloak no fija entonces longitud mínima; las políticas de credkit empiezan en el mínimo más corto de Cognito, 6, así que aquí se rechazan contraseñas de 1 a 5 caracteres que Keycloak acepta

                """)
        let json = try Self.json(
            try CLI.run(["policy", "show", Self.fixtures + "keycloak-no-policy.json", "--format", "json"]))
        #expect(json["platform"] as? String == "keycloak")
        #expect(json["temporaryPasswordValidityDays"] is NSNull)
        #expect(json["requirements"] as? [String] == ["Minimum 6 characters", "Maximum 256 characters"])
        // Checked against the realm's policy, outer spaces are allowed as Keycloak allows them.
        let check = try CLI.run(
            ["check", "--policy", Self.fixtures + "keycloak-no-policy.json"], stdin: Array(" padded \n".utf8))
        #expect(check.status == 0)
        #expect(check.stdout == "1: valid\n")
    }

    @Test(
        "policy lint reads the file's MFA: a tfstate's mfa_configuration, a Keycloak default OTP action, an Auth0 Guardian policy"
    )
    func lintMFAFromFile() throws {
        let state = try CLI.run(
            [
                "policy", "lint", Self.fixtures + "terraform.tfstate", "--resource", "staff", "--against", "nist-800-63b-4",
                "--format", "json",
            ])
        #expect(state.status == 1)
        let object = try Self.json(state)
        #expect(object["mfa"] as? Bool == true)
        #expect(object["mfaSource"] as? String == "file")
        let fileMFA = try #require(object["fileMFA"] as? [String: Any])
        #expect(fileMFA["mode"] as? String == "required")
        #expect(fileMFA["field"] as? String == "resources[1].instances[0].attributes.mfa_configuration")
        #expect(fileMFA["line"] as? Int == 27)
        let codes = (object["findings"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
        #expect(codes == ["nist-composition-rules", "nist-no-blocklist", "nist-no-normalization"])
        // The customers pool says OFF: the 15-character minimum applies.
        let customers = try Self.json(
            try CLI.run(
                [
                    "policy", "lint", Self.fixtures + "terraform.tfstate", "--resource", "customers", "--against",
                    "nist-800-63b-4", "--format", "json",
                ]))
        #expect(customers["mfa"] as? Bool == false)
        #expect((customers["fileMFA"] as? [String: Any])?["mode"] as? String == "off")
        #expect((customers["findings"] as? [[String: Any]])?.first?["code"] as? String == "nist-minimum-length")
        let realm = try CLI.run(
            [
                "policy", "lint", Self.fixtures + "keycloak-realms.yaml", "--resource", "staff", "--against", "nist-800-63b-4",
                "--lang", "es",
            ])
        #expect(realm.status == 1)
        #expect(
            realm.stdout.hasPrefix(
                "staff frente a nist-800-63b-4: 2 hallazgos (1 error, 1 aviso, 0 notas)\nsegundo factor: required, según requiredActions[0] (\(Self.fixtures)keycloak-realms.yaml:6)\n"
            ))
        let tenant = try Self.json(
            try CLI.run(
                [
                    "policy", "lint", Self.fixtures + "tenant.yaml", "--resource", "Partners", "--against", "nist-800-63b-4",
                    "--format", "json",
                ]))
        #expect(tenant["mfa"] as? Bool == true)
        let first = try #require((tenant["findings"] as? [[String: Any]])?.first)
        #expect(
            first["message"] as? String
                == "MinimumLength is 6; a password used with a second factor SHALL be at least 8 characters")
    }

    @Test("policy lint: findings name file, line and column; --ignore and an ignore file accept findings with reasons")
    func lintLocationsAndIgnores() throws {
        let text = try CLI.run(["policy", "lint", Self.fixtures + "cloudformation.yaml", "--against", "nist-800-63b-4"])
        #expect(text.status == 1)
        #expect(
            text.stdout.contains(
                "error   nist-minimum-length  NIST SP 800-63B-4 §3.1.1.2\n        \(Self.fixtures)cloudformation.yaml:22:11\n        MinimumLength is 12;"
            ))
        #expect(
            text.stdout.contains(
                "error   nist-composition-rules  NIST SP 800-63B-4 §3.1.1.2\n        \(Self.fixtures)cloudformation.yaml:23:11\n")
        )
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ignores = directory.appendingPathComponent("lint-ignore").path
        try Data(
            "# accepted by the security team\nnist-composition-rules  the app keeps classes until JIRA-12 ships\nnist-no-blocklist\tcredkit check runs in the sign-up Lambda\n"
                .utf8
        ).write(to: URL(fileURLWithPath: ignores))
        let accepted = try CLI.run(
            [
                "policy", "lint", Self.fixtures + "cloudformation.yaml", "--against", "nist-800-63b-4", "--ignore-file", ignores,
                "--ignore", "nist-minimum-length", "--ignore", "nist-no-such-code", "--format", "json",
            ])
        // Only the normalisation warning is left: below --fail-on error, so exit 0.
        #expect(accepted.status == 0)
        #expect(accepted.stderr == "credkit: warning: --ignore: no finding has the code nist-no-such-code\n")
        let object = try Self.json(accepted)
        #expect((object["findings"] as? [[String: Any]])?.compactMap { $0["code"] as? String } == ["nist-no-normalization"])
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(finding["file"] as? String == Self.fixtures + "cloudformation.yaml")
        #expect(finding["line"] as? Int == 22)
        #expect(finding["column"] as? Int == 11)
        let ignored = try #require(object["ignored"] as? [[String: Any]])
        try #require(ignored.count == 3)
        #expect(
            ignored.compactMap { $0["code"] as? String } == [
                "nist-minimum-length", "nist-composition-rules", "nist-no-blocklist",
            ])
        #expect(ignored[1]["reason"] as? String == "the app keeps classes until JIRA-12 ships")
        #expect(ignored[2]["source"] as? String == "\(ignores):3")
        #expect((object["counts"] as? [String: Int])?["error"] == 0)
        let spanish = try CLI.run(
            [
                "policy", "lint", Self.fixtures + "cloudformation.yaml", "--against", "nist-800-63b-4", "--ignore-file", ignores,
                "--lang", "es",
            ])
        #expect(spanish.status == 1)
        #expect(
            spanish.stdout.hasSuffix(
                "\nIgnorados (2):\n  nist-composition-rules: the app keeps classes until JIRA-12 ships\n  nist-no-blocklist: credkit check runs in the sign-up Lambda\n"
            ))
        let noReason = directory.appendingPathComponent("bad-ignore").path
        try Data("nist-minimum-length\n".utf8).write(to: URL(fileURLWithPath: noReason))
        let refused = try CLI.run(
            ["policy", "lint", Self.fixtures + "cloudformation.yaml", "--against", "nist-800-63b-4", "--ignore-file", noReason])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "credkit: error: \(noReason):1: nist-minimum-length has no reason; write why it is accepted after the code\n")
    }

    @Test(
        "Deploy-time values: --parameter and --use-defaults for !Ref, --var and --var-file for var.NAME; nothing else evaluated")
    func deployTimeValues() throws {
        let template = Self.fixtures + "cloudformation-intrinsic.yaml"
        let refused = try CLI.run(["policy", "show", template])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "credkit: error: \(template):11:26: Resources.UserPool.Properties.Policies.PasswordPolicy.MinimumLength: the value is the template's parameter MinLength, given when deployed; give it with --parameter MinLength=VALUE, or --use-defaults to take its Default\n"
        )
        let given = try Self.json(try CLI.run(["policy", "show", template, "--parameter", "MinLength=14", "--format", "json"]))
        #expect(given["minimumLength"] as? Int == 14)
        let defaults = try Self.json(try CLI.run(["policy", "show", template, "--use-defaults", "--format", "json"]))
        #expect(defaults["minimumLength"] as? Int == 12)
        // A given value is checked like a literal: out of Cognito's range is refused where it is used.
        let outOfRange = try CLI.run(["policy", "show", template, "--parameter", "MinLength=4"])
        #expect(outOfRange.status == 2)
        #expect(
            outOfRange.stderr.hasPrefix(
                "credkit: error: \(template):11:26: Resources.UserPool.Properties.Policies.PasswordPolicy.MinimumLength: 4 is out of range"
            ))
        let malformed = try CLI.run(["policy", "show", template, "--parameter", "MinLength"])
        #expect(malformed.status == 2)
        #expect(malformed.stderr == "credkit: error: invalid value \"MinLength\" for --parameter; expected NAME=VALUE\n")

        let terraform = Self.fixtures + "computed.tf"
        let variable = try CLI.run(
            ["check", "--policy", terraform, "--var", "min_length=10"], stdin: Array("abcdefgh1\nabcdefghi1\n".utf8))
        #expect(variable.status == 1)
        #expect(variable.stdout == "1: invalid: Password must be at least 10 characters\n2: valid\n")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-vars-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tfvars = directory.appendingPathComponent("prod.tfvars").path
        try Data("# production\nmin_length = 16\nregion     = \"eu-west-1\"\n".utf8).write(to: URL(fileURLWithPath: tfvars))
        let fromFile = try Self.json(try CLI.run(["policy", "show", terraform, "--var-file", tfvars, "--format", "json"]))
        #expect(fromFile["minimumLength"] as? Int == 16)
        let overridden = try Self.json(
            try CLI.run(["policy", "show", terraform, "--var-file", tfvars, "--var", "min_length=11", "--format", "json"]))
        #expect(overridden["minimumLength"] as? Int == 11)
        let badVars = directory.appendingPathComponent("bad.tfvars").path
        try Data("min_length = local.size\n".utf8).write(to: URL(fileURLWithPath: badVars))
        let refusedFile = try CLI.run(["policy", "show", terraform, "--var-file", badVars])
        #expect(refusedFile.status == 2)
        #expect(
            refusedFile.stderr.hasPrefix(
                "credkit: error: \(badVars):1:14: min_length: the value is computed when deployed (not a literal)"))
    }

    @Test("policy lint of several files: each reported in turn, every pool of a file, other files skipped on request")
    func lintSeveral() throws {
        let json = try CLI.run([
            "policy", "lint", "--against", "pci-dss-4", "--format", "json", "pci-dss-4", Self.fixtures + "keycloak-realms.yaml",
        ])
        #expect(json.status == 1)
        let objects = try json.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["policy"] as? String } == ["pci-dss-4", "staff", "patients"])
        #expect(objects.dropFirst().allSatisfy { $0["file"] as? String == Self.fixtures + "keycloak-realms.yaml" })
        // An ignored code is stale only when no file has it.
        let ignored = try CLI.run([
            "policy", "lint", "--against", "nist-800-63b-4", "--ignore", "nist-minimum-length", "--ignore", "pci-history",
            "nist-800-63b-rev4", "cognito-default",
        ])
        #expect(ignored.stderr == "credkit: warning: --ignore: no finding has the code pci-history\n")
        let text = try CLI.run(["policy", "lint", "--against", "asvs-5", "cognito-default", "nist-800-63b-rev4"])
        #expect(text.stdout.hasPrefix("cognito-default against asvs-5: "))
        #expect(text.stdout.contains("\n\nnist-800-63b-rev4 against asvs-5: "))
        let skipped = try CLI.run([
            "policy", "lint", "--against", "asvs-5", "--skip-other-files", ".swift-format", Self.fixtures + "main.tf",
        ])
        #expect(
            skipped.stderr
                == "credkit: warning: skipped: .swift-format: not a file credkit reads (no user pool or password policy found)\n")
        #expect(skipped.stdout.hasPrefix("aws_cognito_user_pool."))
        let refused = try CLI.run(["policy", "lint", "--against", "asvs-5", ".swift-format"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("not a policy file credkit recognises"))
        // --policy-format decides what a file is for --skip-other-files too: Terraform under a name
        // that does not say so is linted, not skipped.
        let directory = try TemporaryDirectory()
        let renamed = directory.url.appendingPathComponent("pool.hcl.txt")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.fixtures + "main.tf"), to: renamed)
        let named = try CLI.run([
            "policy", "lint", "--against", "asvs-5", "--skip-other-files", "--policy-format", "terraform-hcl", renamed.path,
        ])
        #expect(named.stderr.isEmpty, "\(named.stderr)")
        #expect(named.stdout.hasPrefix("aws_cognito_user_pool."), "\(named.stdout)")
        let unnamed = try CLI.run(["policy", "lint", "--against", "asvs-5", "--skip-other-files", renamed.path])
        #expect(unnamed.stdout.isEmpty)
        #expect(unnamed.stderr.hasPrefix("credkit: warning: skipped: "), "\(unnamed.stderr)")
    }
}
