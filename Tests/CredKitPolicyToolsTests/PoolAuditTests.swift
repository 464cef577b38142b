// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy
import CredKitPolicyTools
import Foundation
import Testing

@Suite("Pool audit: settings from templates, Terraform and Cognito's API, judged by one set of checks")
struct PoolAuditTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/audit")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func audit(
        _ name: String, _ standards: [PolicyStandard] = [.nist80063b4], resource: String? = nil
    ) throws -> [AuditFinding] {
        let pools = try PoolSettingsReader.load(path(name), resource: resource)
        try #require(pools.count == 1)
        return PoolAuditor(standards: standards).audit(pools[0])
    }

    /// The pool's and clients' findings (the password policy's are `policy lint`'s, tested there).
    static let weakCodes = [
        "pool-mfa-off", "pool-threat-protection-off", "pool-deletion-protection-off", "pool-self-sign-up",
        "pool-recovery-by-sms", "pool-temporary-password-long", "client-user-existence-errors",
        "client-token-revocation-off", "client-password-auth-public", "client-admin-password-auth",
        "client-implicit-grant", "client-http-redirect", "client-refresh-token-rotation-off",
    ]

    static func settingsFindings(_ findings: [AuditFinding]) -> [AuditFinding] {
        findings.filter { $0.code.hasPrefix("pool-") || $0.code.hasPrefix("client-") }
    }

    @Test(
        "A weak pool in CloudFormation: every pool and client check, each at its property's line, the client of another pool left out"
    )
    func weakCloudFormation() throws {
        let findings = Self.settingsFindings(try Self.audit("weak.yaml"))
        #expect(findings.map(\.code) == Self.weakCodes)
        func finding(_ code: String) throws -> AuditFinding { try #require(findings.first { $0.code == code }) }
        let file = Self.path("weak.yaml")
        let mfa = try finding("pool-mfa-off")
        #expect(mfa.resource == "UserPool")
        #expect(
            mfa.place == PoolSettings.Place(source: file, location: SourceLocation(line: 8, column: 7), field: "MfaConfiguration")
        )
        #expect(mfa.message(in: .english) == "MFA is OFF: a stolen password is enough to sign in")
        #expect(mfa.fix(in: .spanish) == "pon MfaConfiguration en ON (u OPTIONAL mientras los usuarios se inscriben)")
        #expect(mfa.clauses == ["NIST SP 800-63B-4 §2.2 (AAL2 requires two factors)"])
        #expect(mfa.scannerIDs.first == "AwsSolutions-COG2")
        // Not written: the pool's own line, the setting's name, and the message says the default was judged.
        let threat = try finding("pool-threat-protection-off")
        #expect(threat.defaulted)
        #expect(
            threat.place
                == PoolSettings.Place(
                    source: file, location: SourceLocation(line: 4, column: 3), field: "UserPoolAddOns.AdvancedSecurityMode"))
        #expect(
            threat.message(in: .english)
                == "threat protection is OFF: risky sign-ins and compromised credentials are not blocked (UserPoolAddOns.AdvancedSecurityMode is not written: Cognito's default applies)"
        )
        #expect(!(try finding("pool-deletion-protection-off")).defaulted)
        let temporary = try finding("pool-temporary-password-long")
        #expect(temporary.place.location == SourceLocation(line: 23, column: 11))
        #expect(temporary.place.field == "Policies.PasswordPolicy.TemporaryPasswordValidityDays")
        #expect(temporary.message(in: .english) == "a temporary password stays valid 30 days, more than 7")
        #expect(temporary.clauses.isEmpty)  // ASVS and PCI speak to it; NIST does not
        let redirect = try finding("client-http-redirect")
        #expect(redirect.resource == "WebClient")
        #expect(redirect.place.location == SourceLocation(line: 38, column: 7))
        #expect(
            redirect.fix(in: .english)
                == "use https for http://shop.example.com/callback in CallbackURLs (http is fine only for localhost)")
        #expect(findings.filter { $0.code == "client-http-redirect" }.count == 1)  // localhost is allowed
        #expect(!findings.contains { $0.resource == "OtherPoolClient" })
    }

    @Test("No recovery setting: judged at Cognito's legacy order (SMS before email), which the message names")
    func unwrittenRecovery() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-recovery-\(UUID().uuidString).yaml")
        try Data("Resources:\n  Pool:\n    Type: AWS::Cognito::UserPool\n    Properties:\n      UserPoolName: p\n".utf8)
            .write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let pools = try PoolSettingsReader.load(file.path, resource: nil)
        let recovery = try #require(
            PoolAuditor(standards: [.nist80063b4]).audit(pools[0]).first { $0.code == "pool-recovery-by-sms" })
        #expect(recovery.defaulted)
        #expect(
            recovery.message(in: .english)
                == "a forgotten password is reset with a code sent by SMS first (verified_phone_number, verified_email): whoever takes over the phone number takes over the account (AccountRecoverySetting.RecoveryMechanisms is not written: Cognito's default applies)"
        )
        #expect(
            recovery.message(in: .spanish).hasPrefix(
                "una contraseña olvidada se restablece primero con un código por SMS (verified_phone_number, verified_email): "))
    }

    @Test("The same pool in Terraform: the same findings, in Terraform's words and at its lines")
    func weakTerraform() throws {
        let findings = Self.settingsFindings(try Self.audit("weak.tf"))
        #expect(findings.map(\.code) == Self.weakCodes)
        let file = Self.path("weak.tf")
        let mfa = try #require(findings.first { $0.code == "pool-mfa-off" })
        #expect(mfa.resource == "aws_cognito_user_pool.users")
        #expect(
            mfa.place
                == PoolSettings.Place(source: file, location: SourceLocation(line: 4, column: 3), field: "mfa_configuration"))
        #expect(mfa.fix(in: .english) == "set mfa_configuration to ON (or OPTIONAL while users enrol)")
        let threat = try #require(findings.first { $0.code == "pool-threat-protection-off" })
        #expect(
            threat.place
                == PoolSettings.Place(
                    source: file, location: SourceLocation(line: 2, column: 1), field: "user_pool_add_ons.advanced_security_mode")
        )
        let temporary = try #require(findings.first { $0.code == "pool-temporary-password-long" })
        #expect(temporary.place.location == SourceLocation(line: 24, column: 5))
        #expect(temporary.place.field == "password_policy.temporary_password_validity_days")
        let implicit = try #require(findings.first { $0.code == "client-implicit-grant" })
        #expect(implicit.resource == "aws_cognito_user_pool_client.web")
        #expect(
            implicit.place
                == PoolSettings.Place(source: file, location: SourceLocation(line: 35, column: 3), field: "allowed_oauth_flows"))
        #expect(implicit.clauses.isEmpty)
        #expect(!findings.contains { $0.resource.hasSuffix(".elsewhere") })
    }

    @Test(
        "Terraform's JSON forms — a state, a plan's show -json, a .tf.json — give the .tf's findings at their own lines",
        arguments: ["weak.tfstate", "weak.plan.json", "weak.tf.json"])
    func weakTerraformJSON(name: String) throws {
        let findings = Self.settingsFindings(try Self.audit(name))
        #expect(findings.map(\.code) == Self.weakCodes)
        let fromHCL = Self.settingsFindings(try Self.audit("weak.tf"))
        #expect(findings.map(\.place.field) == fromHCL.map(\.place.field))
        #expect(findings.map(\.resource) == fromHCL.map(\.resource))
        #expect(findings.allSatisfy { $0.place.source == Self.path(name) && $0.place.location != nil })
        // The client whose user_pool_id is another pool's (written out, or a state's other ID) is not judged.
        #expect(!findings.contains { $0.resource.hasSuffix(".elsewhere") })
        let mfa = try #require(findings.first { $0.code == "pool-mfa-off" })
        let expected: [String: Int] = ["weak.tfstate": 31, "weak.plan.json": 27, "weak.tf.json": 7]
        #expect(mfa.place.location?.line == expected[name])
        #expect(mfa.fix(in: .english) == "set mfa_configuration to ON (or OPTIONAL while users enrol)")
    }

    @Test("A state: the pool-wide risk configuration blocks compromised credentials; a client's secret is there but never read")
    func strongState() throws {
        let findings = try Self.audit("strong.tfstate")
        #expect(Self.settingsFindings(findings).isEmpty)
        let pools = try PoolSettingsReader.load(Self.path("strong.tfstate"))
        #expect(pools[0].compromisedCredentialsAction == "BLOCK")
        #expect(pools[0].clients.map(\.name) == ["aws_cognito_user_pool_client.app"])
        #expect(pools[0].clients[0].refreshTokenRotation == "ENABLED")
    }

    @Test("A plan: a setting known only after apply is not judged; the note names it")
    func planUnknown() throws {
        let plan = """
            {"format_version": "1.2", "planned_values": {"root_module": {"resources": [
              {"address": "aws_cognito_user_pool.p", "mode": "managed", "type": "aws_cognito_user_pool", "name": "p",
               "values": {"name": "p", "deletion_protection": "ACTIVE",
                          "password_policy": [{"minimum_length": 15, "require_uppercase": false, "require_lowercase": false,
                                               "require_numbers": false, "require_symbols": false,
                                               "temporary_password_validity_days": 7}]}}]}},
             "resource_changes": [{"address": "aws_cognito_user_pool.p", "change": {"actions": ["create"],
               "after_unknown": {"id": true, "mfa_configuration": true}}}]}
            """
        let pools = try PoolSettingsReader.read(Array(plan.utf8), file: "plan.json")
        let findings = PoolAuditor(standards: [.nist80063b4]).audit(pools[0])
        #expect(!findings.contains { $0.code == "pool-mfa-off" })
        #expect(!findings.contains { $0.code == "pool-deletion-protection-off" })
        let note = try #require(findings.first { $0.code == "setting-computed" })
        #expect(note.place.field == "mfa_configuration")
        #expect(note.message(in: .english).contains("known only after apply"), "\(note.message(in: .english))")
    }

    @Test("Cognito's own description of the pool (what a live audit reads): the same findings, at the ARN")
    func weakDescribed() throws {
        let findings = Self.settingsFindings(try Self.audit("weak-describe.json"))
        #expect(findings.map(\.code) == Self.weakCodes)
        let mfa = try #require(findings.first)
        #expect(mfa.resource == "us-east-1_Weak")
        #expect(findings.last?.resource == "web")
    }

    @Test("The password policy's findings are policy lint's, once each across several standards")
    func oneEngine() throws {
        let imported = try PolicyImporter.load(Self.path("weak.yaml"))
        let standards: [PolicyStandard] = [.nist80063b4, .asvs5, .pciDSS4]
        var expected: [String] = []
        for standard in standards {
            for finding in PolicyLinter(standard: standard).lint(imported.policy) where !expected.contains(finding.code) {
                expected.append(finding.code)
            }
        }
        let findings = try Self.audit("weak.yaml", standards)
        #expect(findings.filter { !$0.code.hasPrefix("pool-") && !$0.code.hasPrefix("client-") }.map(\.code) == expected)
        let composition = try #require(findings.first { $0.code == "nist-composition-rules" })
        #expect(composition.place.field?.hasPrefix("Policies.PasswordPolicy.Require") == true)
        #expect(composition.note(in: .english)?.contains("cdk-nag AwsSolutions-COG1") == true)
        #expect(composition.note(in: .english)?.hasSuffix("citing NIST SP 800-63B-4 §3.1.1.2") == true)
        // Clauses in the order of the standards asked for.
        let mfa = try #require(findings.first { $0.code == "pool-mfa-off" })
        #expect(
            mfa.clauses == ["NIST SP 800-63B-4 §2.2 (AAL2 requires two factors)", "OWASP ASVS 5.0 6.3.3", "PCI DSS v4.0 8.4.2"])
    }

    @Test(
        "A strong pool: no pool or client finding; the scanners' composition demand is named, and which side credkit takes",
        arguments: ["strong.yaml", "strong.tf"])
    func strong(name: String) throws {
        let findings = try Self.audit(name)
        #expect(Self.settingsFindings(findings).isEmpty)
        let scanners = try #require(findings.first { $0.code == "policy-scanners-ask-composition" })
        #expect(scanners.severity == .info)
        #expect(
            scanners.scannerIDs == [
                "AwsSolutions-COG1", "prowler:cognito_user_pool_strong_password_policy",
                "aws-config:cognito-user-pool-password-policy-check",
            ])
        // PCI DSS does not forbid composition rules: no such finding when only it is asked for.
        #expect(!(try Self.audit(name, [.pciDSS4])).contains { $0.code == "policy-scanners-ask-composition" })
    }

    @Test("Threat protection on a plan below Plus, and compromised credentials not blocked")
    func threatProtection() throws {
        let template = """
            Resources:
              Pool:
                Type: AWS::Cognito::UserPool
                Properties:
                  UserPoolTier: ESSENTIALS
                  UserPoolAddOns:
                    AdvancedSecurityMode: AUDIT
              Risk:
                Type: AWS::Cognito::UserPoolRiskConfigurationAttachment
                Properties:
                  UserPoolId: !Ref Pool
                  ClientId: ALL
                  CompromisedCredentialsRiskConfiguration:
                    Actions:
                      EventAction: NO_ACTION
            """
        let pools = try PoolSettingsReader.read(Array(template.utf8), file: "t.yaml")
        let findings = PoolAuditor(standards: [.nist80063b4]).audit(pools[0])
        let codes = findings.map(\.code)
        #expect(codes.contains("pool-threat-protection-off"))
        let plan = try #require(findings.first { $0.code == "pool-threat-protection-needs-plus" })
        #expect(plan.severity == .error)
        #expect(plan.place.location == SourceLocation(line: 5, column: 7))
        #expect(
            plan.message(in: .english)
                == "threat protection is AUDIT but the plan is ESSENTIALS: Cognito refuses threat protection below Plus")
        let blocked = try #require(findings.first { $0.code == "pool-compromised-credentials-not-blocked" })
        #expect(blocked.place.location == SourceLocation(line: 15, column: 11))
        #expect(blocked.resource == "Pool")
    }

    @Test("Refused with the file, line and field: a computed password-policy value, a format with no pool, an unknown resource")
    func refusals() throws {
        let computed = """
            Parameters:
              Length:
                Type: Number
            Resources:
              Pool:
                Type: AWS::Cognito::UserPool
                Properties:
                  Policies:
                    PasswordPolicy:
                      MinimumLength: !Ref Length
            """
        #expect {
            _ = try PoolSettingsReader.read(Array(computed.utf8), file: "c.yaml")
        } throws: { error in
            let error = try #require(error as? PolicyError)
            return error.code == .computedValue && error.line == 10
                && error.field == "Resources.Pool.Properties.Policies.PasswordPolicy.MinimumLength"
        }
        let keycloak = ImportFixtures.path("keycloak-realm.json")
        #expect {
            _ = try PoolSettingsReader.load(keycloak)
        } throws: { error in
            let error = try #require(error as? PolicyError)
            return error.code == .notAuditable
                && error.message(in: .english).contains("policy lint judges this file's password policy")
        }
        #expect {
            _ = try PoolSettingsReader.load(Self.path("weak.yaml"), resource: "Nope")
        } throws: { error in (error as? PolicyError)?.code == .unknownResource }
    }

    @Test("A setting computed when deployed is not judged at Cognito's default: an info finding says which and why")
    func computedSettings() throws {
        let template = """
            Parameters:
              Protect:
                Type: String
            Resources:
              Pool:
                Type: AWS::Cognito::UserPool
                Properties:
                  DeletionProtection: !Ref Protect
              Client:
                Type: AWS::Cognito::UserPoolClient
                Properties:
                  UserPoolId: !Ref Pool
                  CallbackURLs:
                    - !Sub "https://${AWS::StackName}.example.com/callback"
                    - http://plain.example.com/callback
              Risk:
                Type: AWS::Cognito::UserPoolRiskConfigurationAttachment
                Properties:
                  UserPoolId: !Ref Pool
                  ClientId: !Ref Client
                  CompromisedCredentialsRiskConfiguration:
                    Actions:
                      EventAction: BLOCK
            """
        let pools = try PoolSettingsReader.read(Array(template.utf8), file: "t.yaml")
        let findings = PoolAuditor(standards: [.asvs5]).audit(pools[0])
        #expect(!findings.contains { $0.code == "pool-deletion-protection-off" })
        let computed = findings.filter { $0.code == "setting-computed" }
        #expect(computed.map(\.resource) == ["Pool", "Client"])
        #expect(computed.map { $0.place.field } == ["DeletionProtection", "CallbackURLs"])
        #expect(computed[0].place.location == SourceLocation(line: 8, column: 7))
        #expect(computed[0].severity == .info)
        #expect(computed[0].message(in: .english).contains("Resources.Pool.Properties.DeletionProtection"))
        #expect(
            computed[1].fix(in: .english)
                == "CallbackURLs is not judged: give its value with --parameter NAME=VALUE (or --use-defaults) or --var NAME=VALUE, or audit the deployed pool"
        )
        // The literal URL beside the computed one is still judged.
        let redirect = try #require(findings.first { $0.code == "client-http-redirect" })
        #expect(redirect.message(in: .english).contains("http://plain.example.com/callback"))
        // Given with --parameter, the value is judged.
        let given = try PoolSettingsReader.read(
            Array(template.utf8), file: "t.yaml", values: DeployTimeValues(parameters: ["Protect": "INACTIVE"]))
        #expect(PoolAuditor(standards: [.asvs5]).audit(given[0]).contains { $0.code == "pool-deletion-protection-off" })

        let terraform = """
            resource "aws_cognito_user_pool" "pool" {
              deletion_protection = var.protection
            }
            resource "aws_cognito_user_pool_client" "web" {
              user_pool_id  = aws_cognito_user_pool.pool.id
              callback_urls = [var.callback, "http://plain.example.com/callback"]
            }
            """
        let tf = try PoolSettingsReader.read(Array(terraform.utf8), file: "main.tf")
        let tfFindings = PoolAuditor(standards: [.asvs5]).audit(tf[0])
        #expect(!tfFindings.contains { $0.code == "pool-deletion-protection-off" })
        #expect(!tfFindings.contains { $0.code == "client-http-redirect" })  // the list is not judged in part
        #expect(
            tfFindings.filter { $0.code == "setting-computed" }.map { $0.place.field }
                == ["deletion_protection", "callback_urls"])
    }
}
