// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit audit pool:ID`: pools made by boto3 in moto (through the front, which checks every request
/// against botocore 1.44.8's model and every signature against botocore's own, and answers
/// DescribeRiskConfiguration, which moto lacks), audited live and as the CloudFormation built from
/// their description.
@Suite("credkit audit pool:ID, live, end to end", .serialized, .waitsOnThreads)
struct AuditLiveCommandTests {
    static let keyID = "AKIACREDKITAUDIT01"
    static let secret = "audit-secret-Zr4/averylongvalue"

    /// A pool with every weakness audit reports, a confidential client beside the public one, threat
    /// protection in audit mode on the Essentials plan, and a domain.
    static func weakSpec(domain: String) -> [String: Any] {
        [
            "pool": [
                "PoolName": "shop-users",
                "Policies": [
                    "PasswordPolicy": [
                        "MinimumLength": 8, "RequireUppercase": true, "RequireLowercase": true, "RequireNumbers": true,
                        "RequireSymbols": true, "TemporaryPasswordValidityDays": 30,
                    ]
                ],
                "MfaConfiguration": "OFF", "DeletionProtection": "INACTIVE",
                "AdminCreateUserConfig": ["AllowAdminCreateUserOnly": false],
                "AccountRecoverySetting": [
                    "RecoveryMechanisms": [
                        ["Priority": 1, "Name": "verified_phone_number"], ["Priority": 2, "Name": "verified_email"],
                    ]
                ],
                "UserPoolAddOns": ["AdvancedSecurityMode": "AUDIT"], "UserPoolTier": "ESSENTIALS",
            ],
            "clients": [
                [
                    "ClientName": "web",
                    "ExplicitAuthFlows": [
                        "ALLOW_USER_PASSWORD_AUTH", "ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH",
                    ],
                    "PreventUserExistenceErrors": "LEGACY", "EnableTokenRevocation": false,
                    "AllowedOAuthFlows": ["implicit"], "AllowedOAuthFlowsUserPoolClient": true,
                    "AllowedOAuthScopes": ["openid"], "SupportedIdentityProviders": ["COGNITO"],
                    "CallbackURLs": ["http://shop.example.com/callback", "http://localhost:3000/callback"],
                ],
                [
                    "ClientName": "backend", "GenerateSecret": true,
                    "ExplicitAuthFlows": ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
                    "PreventUserExistenceErrors": "ENABLED", "EnableTokenRevocation": true,
                ],
            ],
            "risk": ["CompromisedCredentialsRiskConfiguration": ["Actions": ["EventAction": "NO_ACTION"]]],
            "domain": domain,
        ]
    }

    /// A pool that passes every pool and client check.
    static var strongSpec: [String: Any] {
        [
            "pool": [
                "PoolName": "bank-users", "UserPoolTier": "PLUS", "DeletionProtection": "ACTIVE",
                "UserPoolAddOns": ["AdvancedSecurityMode": "ENFORCED"],
                "AdminCreateUserConfig": ["AllowAdminCreateUserOnly": true],
                "AccountRecoverySetting": ["RecoveryMechanisms": [["Priority": 1, "Name": "verified_email"]]],
                "Policies": [
                    "PasswordPolicy": [
                        "MinimumLength": 15, "RequireUppercase": false, "RequireLowercase": false, "RequireNumbers": false,
                        "RequireSymbols": false, "TemporaryPasswordValidityDays": 1,
                    ]
                ],
            ],
            "mfa": ["SoftwareTokenMfaConfiguration": ["Enabled": true], "MfaConfiguration": "ON"],
            "clients": [
                [
                    "ClientName": "app", "ExplicitAuthFlows": ["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
                    "PreventUserExistenceErrors": "ENABLED", "EnableTokenRevocation": true,
                    "RefreshTokenRotation": ["Feature": "ENABLED", "RetryGracePeriodSeconds": 10],
                    "AllowedOAuthFlows": ["code"], "AllowedOAuthFlowsUserPoolClient": true, "AllowedOAuthScopes": ["openid"],
                    "SupportedIdentityProviders": ["COGNITO"], "CallbackURLs": ["https://bank.example.com/callback"],
                ]
            ],
            "risk": ["CompromisedCredentialsRiskConfiguration": ["Actions": ["EventAction": "BLOCK"]]],
        ]
    }

    static func environment(_ front: CognitoGapServer, home: URL, keyID: String = keyID) -> [String: String] {
        [
            "CREDKIT_ENDPOINT": front.endpoint.absoluteString, "HOME": home.path, "AWS_ACCESS_KEY_ID": keyID,
            "AWS_SECRET_ACCESS_KEY": secret, "AWS_SESSION_TOKEN": "", "AWS_PROFILE": "", "AWS_SHARED_CREDENTIALS_FILE": "",
            "AWS_CONFIG_FILE": "", "AWS_REGION": "", "AWS_DEFAULT_REGION": "",
        ]
    }

    static func records(_ result: CLIResult) throws -> [[String: Any]] {
        try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
        }
    }

    /// A record without what names its source (file, pool, place), with the pool's own name as `POOL`
    /// and the tool a fix names as `TOOL` (CloudFormation has no setting for a blocklist, and neither
    /// has Cognito).
    static func comparable(_ record: [String: Any], pool: String) -> String {
        var record = record
        for key in ["file", "pool", "source", "line", "column"] { record[key] = nil }
        if record["resource"] as? String == pool { record["resource"] = "POOL" }
        for (tool, neutral) in [
            ("CloudFormation has no setting for this", "TOOL has no setting for this"),
            ("Cognito has no setting for this", "TOOL has no setting for this"), (" in CloudFormation:", ":"),
        ] {
            record["fix"] = (record["fix"] as? String)?.replacingOccurrences(of: tool, with: neutral)
        }
        // A live pool's answer leaves a setting out where a template does not write it.
        if let message = record["message"] as? String, let field = record["field"] as? String {
            record["message"] = message.replacingOccurrences(
                of: "(Cognito's answer has no \(field): its default applies)",
                with: "(\(field) is not written: Cognito's default applies)")
        }
        let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    @Test("A weak pool: every finding at the pool's ARN; the reads are signed as botocore signs; no secret shown")
    func weakPool() throws {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: Self.keyID, secretAccessKey: Self.secret)
        let home = try TemporaryDirectory()
        let template = home.url.appendingPathComponent("weak.template.json")
        let domain = "credkit-audit-\(UUID().uuidString.prefix(8).lowercased())"
        let pool = try front.makeAuditPool(Self.weakSpec(domain: domain), template: template)
        let arn = "arn:aws:cognito-idp:us-east-1:123456789012:userpool/\(pool)"
        let before = try front.signatures().count
        let result = try CLI.run(
            ["audit", "pool:\(pool)", "--against", "nist-800-63b-4"], environment: Self.environment(front, home: home.url))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(
            lines.first
                == "\(pool) (pool:\(pool)) against nist-800-63b-4: 19 findings (6 errors, 10 warnings, 3 notes)")
        let mfa = try #require(lines.firstIndex(of: "warning pool-mfa-off  NIST SP 800-63B-4 §2.2 (AAL2 requires two factors)"))
        #expect(
            Array(lines[(mfa + 1)...(mfa + 3)]) == [
                "        \(arn)  \(pool)  MfaConfiguration", "        MFA is OFF: a stolen password is enough to sign in",
                "        fix: set MfaConfiguration to ON (or OPTIONAL while users enrol)",
            ])
        let codes = lines.compactMap { line -> String? in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, ["error", "warning", "info"].contains(parts[0]) else { return nil }
            return String(parts[1])
        }
        #expect(
            codes == [
                "nist-minimum-length", "nist-composition-rules", "nist-no-blocklist", "nist-no-normalization",
                "pool-mfa-off", "pool-threat-protection-off", "pool-threat-protection-needs-plus",
                "pool-compromised-credentials-not-blocked", "pool-deletion-protection-off", "pool-self-sign-up",
                "pool-recovery-by-sms", "pool-temporary-password-long", "client-user-existence-errors",
                "client-token-revocation-off", "client-password-auth-public", "client-admin-password-auth",
                "client-implicit-grant", "client-http-redirect", "client-refresh-token-rotation-off",
            ])
        // The confidential client (a secret, existence errors hidden, revocation on) has no finding.
        #expect(!lines.contains { $0.contains("  backend  ") })
        #expect(result.stdout.contains("  web  "))
        // Each read once, in order, signed with the test's key, each signature botocore's own.
        let signatures = try front.signatures().dropFirst(before).filter { $0.received.contains("Credential=\(Self.keyID)/") }
        #expect(
            signatures.map(\.operation) == [
                "DescribeUserPool", "ListUserPoolClients", "DescribeUserPoolClient", "DescribeUserPoolClient",
                "GetUserPoolMfaConfig", "DescribeRiskConfiguration", "DescribeUserPoolDomain",
            ])
        #expect(signatures.allSatisfy { $0.match })
        #expect(!result.stdout.contains(Self.secret))

        // SARIF: valid against OASIS's schema, each result at the pool's ARN (no line to point at).
        let sarif = try CLI.run(
            ["audit", "pool:\(pool)", "--against", "nist-800-63b-4", "--format", "sarif"],
            environment: Self.environment(front, home: home.url))
        #expect(sarif.status == 1, "\(sarif.stderr)")
        let log = home.url.appendingPathComponent("audit.sarif")
        try sarif.stdoutBytes.write(to: log)
        let check = """
            import json, sys, jsonschema
            jsonschema.Draft4Validator(json.load(open(sys.argv[1])), format_checker=jsonschema.FormatChecker()).validate(json.load(open(sys.argv[2])))
            print("valid")
            """
        let validation = try MotoServer.pythonProcess(check, [AuditCommandTests.fixtures + "sarif-schema-2.1.0.json", log.path])
        #expect(String(decoding: validation, as: UTF8.self) == "valid\n")
        let object = try #require(try JSONSerialization.jsonObject(with: sarif.stdoutBytes) as? [String: Any])
        let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 19)
        let mfaLocation = try #require(
            (results.first { $0["ruleId"] as? String == "pool-mfa-off" }?["locations"] as? [[String: Any]])?.first)
        #expect(
            ((mfaLocation["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
                == arn)
        #expect((mfaLocation["physicalLocation"] as? [String: Any])?["region"] == nil)
        #expect(
            (mfaLocation["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String
                == "\(pool).MfaConfiguration")
        #expect(!sarif.stdout.contains(Self.secret))
    }

    @Test(
        "Live and as the CloudFormation built from the live pool's description: the same findings, record for record",
        arguments: ["weak", "strong"])
    func liveEqualsCode(_ name: String) throws {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: Self.keyID, secretAccessKey: Self.secret)
        let home = try TemporaryDirectory()
        let template = home.url.appendingPathComponent("\(name).template.json")
        let spec =
            name == "weak" ? Self.weakSpec(domain: "credkit-same-\(UUID().uuidString.prefix(8).lowercased())") : Self.strongSpec
        let pool = try front.makeAuditPool(spec, template: template)
        let standards = ["--against", "nist-800-63b-4", "--against", "asvs-5", "--against", "pci-dss-4", "--format", "json"]
        let live = try CLI.run(
            ["audit", "pool:\(pool)"] + standards, environment: Self.environment(front, home: home.url))
        let code = try CLI.run(["audit", template.path] + standards)
        #expect(live.stderr.isEmpty)
        #expect(code.stderr.isEmpty)
        #expect(live.status == code.status)
        let liveRecords = try Self.records(live)
        let codeRecords = try Self.records(code)
        #expect(liveRecords.count == codeRecords.count)
        #expect(liveRecords.map { Self.comparable($0, pool: pool) } == codeRecords.map { Self.comparable($0, pool: "UserPool") })
        // Live findings are at the pool's ARN, without a line; the template's at the property.
        for record in liveRecords {
            #expect(record["source"] as? String == "arn:aws:cognito-idp:us-east-1:123456789012:userpool/\(pool)")
            #expect(record["line"] is NSNull)
        }
        #expect(codeRecords.allSatisfy { $0["line"] is Int })
        if name == "strong" {
            // Only the password policy's findings (no blocklist under NIST and ASVS, and the like): the
            // pool and its client pass every check.
            let codes = liveRecords.compactMap { $0["code"] as? String }
            #expect(!codes.isEmpty)
            #expect(codes.allSatisfy { !$0.hasPrefix("pool-") && !$0.hasPrefix("client-") }, "\(codes)")
        } else {
            #expect(liveRecords.count > 19)
        }
    }

    @Test("Refusals: a malformed pool ID (nothing sent), an unknown pool, an unknown key, no credentials; in Spanish too")
    func refusals() throws {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: Self.keyID, secretAccessKey: Self.secret)
        let home = try TemporaryDirectory()
        let environment = Self.environment(front, home: home.url)
        // Other suites use the front at the same time: only this suite's key (its tests run one at a time).
        func signed() throws -> Int {
            try front.signatures().filter { $0.received.contains("Credential=\(Self.keyID)/") }.count
        }
        let before = try signed()
        let malformed = try CLI.run(["audit", "pool:not-a-pool", "--against", "asvs-5"], environment: environment)
        #expect(malformed.status == 2)
        #expect(malformed.stdout.isEmpty)
        #expect(malformed.stderr == "credkit: error: not-a-pool is not a Cognito user pool ID (such as eu-west-1_AbC123)\n")
        #expect(try signed() == before)
        let unknown = try CLI.run(["audit", "pool:us-east-1_NoSuchPool1", "--against", "asvs-5"], environment: environment)
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "credkit: error: This user pool does not exist in this region (9981 ResourceNotFound)\n")
        let pool = try MotoServer.shared.makePool()
        let stranger = try CLI.run(
            ["audit", "pool:\(pool.userPoolID)", "--against", "asvs-5", "--lang", "es"],
            environment: Self.environment(front, home: home.url, keyID: "AKIAUNKNOWNKEY0001"))
        #expect(stranger.status == 2)
        #expect(stranger.stdout.isEmpty)
        #expect(
            stranger.stderr == "credkit: error: AWS no reconoce este identificador de clave de acceso (9985 UnrecognizedClient)\n"
        )
        #expect(!stranger.stderr.contains(Self.secret))
        var bare = environment
        bare["AWS_ACCESS_KEY_ID"] = ""
        bare["AWS_SECRET_ACCESS_KEY"] = ""
        let none = try CLI.run(["audit", "pool:\(pool.userPoolID)", "--against", "asvs-5"], environment: bare)
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("credkit: error: "), "\(none.stderr)")
        #expect(none.stderr.contains("credentials"), "\(none.stderr)")
    }
}
