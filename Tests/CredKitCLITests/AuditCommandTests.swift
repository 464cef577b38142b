// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit audit` through the built binary: the fixtures in Tests/Fixtures/audit (a weak and a strong
/// pool, each in CloudFormation and in Terraform), every output format, ignores, --fail-on, refusals.
@Suite("credkit audit, end to end", .waitsOnThreads)
struct AuditCommandTests {
    static let fixtures = "Tests/Fixtures/audit/"

    static func records(_ result: CLIResult) throws -> [[String: Any]] {
        try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
        }
    }

    @Test("Text: a summary line, then each finding with its place, message, fix and scanners; exit 1 on an error")
    func text() throws {
        let result = try CLI.run(["audit", "--against", "nist-800-63b-4", Self.fixtures + "weak.tf"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(
            lines.first
                == "aws_cognito_user_pool.users (Tests/Fixtures/audit/weak.tf) against nist-800-63b-4: 17 findings (5 errors, 9 warnings, 3 notes)"
        )
        let mfa = try #require(lines.firstIndex(of: "warning pool-mfa-off  NIST SP 800-63B-4 §2.2 (AAL2 requires two factors)"))
        #expect(
            Array(lines[(mfa + 1)...(mfa + 4)]) == [
                "        Tests/Fixtures/audit/weak.tf:4:3  aws_cognito_user_pool.users  mfa_configuration",
                "        MFA is OFF: a stolen password is enough to sign in",
                "        fix: set mfa_configuration to ON (or OPTIONAL while users enrol)",
                "        scanners: AwsSolutions-COG2, prowler:cognito_user_pool_mfa_enabled, kics:ec28bf61-a474-4dbe-b414-6dd3a067d6f0, kics:74a18d1a-cf02-4a31-8791-ed0967ad7fdc",
            ])
        let redirect = try #require(lines.firstIndex(of: "error   client-http-redirect"))
        #expect(
            lines[redirect + 1] == "        Tests/Fixtures/audit/weak.tf:36:3  aws_cognito_user_pool_client.web  callback_urls")
    }

    @Test("The same pool as CloudFormation and as Terraform: the same codes and severities, record for record")
    func sameFindings() throws {
        func codes(_ file: String) throws -> [String] {
            let result = try CLI.run(
                ["audit", "--against", "nist-800-63b-4", "--against", "pci-dss-4", "--format", "json", Self.fixtures + file])
            #expect(result.status == 1)
            return try Self.records(result).map { "\($0["code"] ?? "") \($0["severity"] ?? "")" }
        }
        let cloudFormation = try codes("weak.yaml")
        #expect(cloudFormation.count > 17)
        #expect(try codes("weak.tf") == cloudFormation)
        #expect(try codes("weak-describe.json") == cloudFormation)
        for file in ["weak.tfstate", "weak.plan.json", "weak.tf.json"] { #expect(try codes(file) == cloudFormation) }
    }

    @Test("JSON Lines: one record per finding with its clauses, scanners, place and texts; ignored ones say why")
    func jsonLines() throws {
        let directory = try TemporaryDirectory()
        let ignoreFile = directory.url.appendingPathComponent("audit-ignore")
        try Data("# accepted\npool-self-sign-up customers sign themselves up; sign-up is rate limited by WAF\n".utf8).write(
            to: ignoreFile)
        let result = try CLI.run([
            "audit", "--against", "asvs-5", "--format", "json", "--ignore-file", ignoreFile.path, Self.fixtures + "weak.yaml",
        ])
        #expect(result.status == 1)
        let records = try Self.records(result)
        let implicit = try #require(records.first { $0["code"] as? String == "client-implicit-grant" })
        #expect(implicit["file"] as? String == "Tests/Fixtures/audit/weak.yaml")
        #expect(implicit["pool"] as? String == "UserPool")
        #expect(implicit["resource"] as? String == "WebClient")
        #expect(implicit["severity"] as? String == "error")
        #expect(implicit["clauses"] as? [String] == ["OWASP ASVS 5.0 10.4.4"])
        #expect(implicit["scanners"] as? [String] == [])
        #expect(implicit["field"] as? String == "AllowedOAuthFlows")
        #expect(implicit["line"] as? Int == 36)
        #expect(implicit["column"] as? Int == 7)
        #expect(implicit["defaulted"] as? Bool == false)
        #expect(implicit["ignored"] is NSNull)
        let selfSignUp = try #require(records.first { $0["code"] as? String == "pool-self-sign-up" })
        let ignored = try #require(selfSignUp["ignored"] as? [String: Any])
        #expect(ignored["reason"] as? String == "customers sign themselves up; sign-up is rate limited by WAF")
        #expect(ignored["source"] as? String == "\(ignoreFile.path):2")
        #expect(selfSignUp["defaulted"] as? Bool == true)
        // Ignored findings come last and decide nothing.
        #expect(records.last?["code"] as? String == "pool-self-sign-up")
    }

    @Test("SARIF 2.1.0: valid against OASIS's schema; rules with help and standards, results at the property's line")
    func sarif() throws {
        let result = try CLI.run([
            "audit", "--against", "nist-800-63b-4", "--against", "asvs-5", "--format", "sarif", "--ignore",
            "pool-self-sign-up", Self.fixtures + "weak.yaml", Self.fixtures + "strong.tf",
        ])
        #expect(result.status == 1)
        let directory = try TemporaryDirectory()
        let log = directory.url.appendingPathComponent("audit.sarif")
        try result.stdoutBytes.write(to: log)
        let check = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).validate(log)
            print("valid")
            """
        let validation = try MotoServer.pythonProcess(check, [Self.fixtures + "sarif-schema-2.1.0.json", log.path])
        #expect(String(decoding: validation, as: UTF8.self) == "valid\n")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "credkit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(ruleIDs).count == ruleIDs.count)
        let mfaRule = try #require(rules.first { $0["id"] as? String == "pool-mfa-off" })
        #expect((mfaRule["shortDescription"] as? [String: Any])?["text"] as? String == "MFA is off")
        #expect((mfaRule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect(
            ((mfaRule["properties"] as? [String: Any])?["standards"] as? [String])
                == ["NIST SP 800-63B-4 §2.2 (AAL2 requires two factors)", "OWASP ASVS 5.0 6.3.3"])
        let results = try #require(run["results"] as? [[String: Any]])
        let redirect = try #require(results.first { $0["ruleId"] as? String == "client-http-redirect" })
        #expect(redirect["level"] as? String == "error")
        #expect(ruleIDs[try #require(redirect["ruleIndex"] as? Int)] == "client-http-redirect")
        let location = try #require((redirect["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Tests/Fixtures/audit/weak.yaml")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 38)
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 7)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "WebClient.CallbackURLs")
        // The ignored finding is there, suppressed with its reason.
        let suppressed = try #require(results.first { $0["ruleId"] as? String == "pool-self-sign-up" })
        let suppression = try #require((suppressed["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "external")
        #expect(suppression["justification"] as? String == "--ignore (--ignore)")
        // The strong pool adds only the policy's findings and the scanners' composition note.
        let strong = results.filter {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String == "Tests/Fixtures/audit/strong.tf"
        }
        #expect(!strong.isEmpty)
        #expect(
            !strong.contains {
                ($0["ruleId"] as? String)?.hasPrefix("pool-") == true || ($0["ruleId"] as? String)?.hasPrefix("client-") == true
            })
    }

    @Test("--fail-on decides the exit status: a strong pool passes at error, fails at info")
    func failOn() throws {
        let errors = try CLI.run([
            "audit", "--against", "nist-800-63b-4", "--ignore", "nist-no-blocklist", Self.fixtures + "strong.yaml",
        ])
        #expect(errors.status == 0, "\(errors.stdout)")
        let infos = try CLI.run([
            "audit", "--against", "nist-800-63b-4", "--ignore", "nist-no-blocklist", "--fail-on", "info",
            Self.fixtures + "strong.yaml",
        ])
        #expect(infos.status == 1)
        #expect(infos.stdout == errors.stdout)
    }

    @Test("Spanish texts")
    func spanish() throws {
        let result = try CLI.run(
            ["audit", "--against", "nist-800-63b-4", Self.fixtures + "weak.yaml"], environment: ["LANG": "es_ES.UTF-8"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("        MFA está en OFF: basta una contraseña robada para iniciar sesión\n"))
        #expect(
            result.stdout.contains(
                "        solución: pon MfaConfiguration en ON (u OPTIONAL mientras los usuarios se inscriben)\n"))
        #expect(result.stdout.contains("        escáneres: AwsSolutions-COG2"))
    }

    @Test("Refusals: no standard, no file, a file without a pool (skipped only when asked), an unknown resource")
    func refusals() throws {
        let noStandard = try CLI.run(["audit", Self.fixtures + "weak.yaml"])
        #expect(noStandard.status == 2)
        #expect(noStandard.stderr.contains("give at least one standard with --against"))
        let noFile = try CLI.run(["audit", "--against", "asvs-5"])
        #expect(noFile.status == 2)
        let keycloak = "Tests/Fixtures/policy-import/keycloak-realm.json"
        let refused = try CLI.run(["audit", "--against", "asvs-5", keycloak])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "credkit: error: \(keycloak): this Keycloak file holds no Cognito user pool settings to audit: credkit audit reads CloudFormation, CDK, SAM and Serverless templates, Terraform (.tf, .tf.json, plans and states) and describe-user-pool output, or a live pool (pool:ID) (policy lint judges this file's password policy)\n"
        )
        let skipped = try CLI.run(
            ["audit", "--against", "asvs-5", "--skip-other-files", "--format", "json", keycloak, Self.fixtures + "strong.yaml"])
        #expect(skipped.stderr.hasPrefix("credkit: warning: skipped: \(keycloak): this Keycloak file holds no Cognito user pool"))
        #expect(try Self.records(skipped).allSatisfy { $0["file"] as? String == Self.fixtures + "strong.yaml" })
        let resource = try CLI.run(["audit", "--against", "asvs-5", "--resource", "Nope", Self.fixtures + "weak.yaml"])
        #expect(resource.status == 2)
        #expect(resource.stderr.contains("Nope"))
        // A malformed file is an error even with --skip-other-files.
        let malformed = try CLI.run([
            "audit", "--against", "asvs-5", "--skip-other-files", "Tests/Fixtures/policy-import/cloudformation-malformed.yaml",
        ])
        #expect(malformed.status == 2)
    }
}
