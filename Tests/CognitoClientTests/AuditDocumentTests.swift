// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

/// `CognitoAdminClient.auditDocument()`: every read `credkit audit pool:ID` makes, against moto behind
/// the front (which checks each request against botocore 1.44.8's model and each signature against
/// botocore's signer, and keeps the risk configuration moto lacks).
@Suite(
    "The audit's reads of a live pool: every page of clients, secrets redacted, risk only with threat protection", .serialized,
    .waitsOnThreads)
struct AuditDocumentTests {
    static let keyID = "AKIACREDKITAUDITDOC"
    static let secret = "audit-document-secret"

    static func admin(_ pool: String) throws -> CognitoAdminClient {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: keyID, secretAccessKey: secret)
        return try CognitoAdminClient(
            userPoolID: pool, credentials: AWSCredentials(accessKeyID: keyID, secretAccessKey: secret),
            endpoint: front.endpoint, requestTimeout: MotoServer.requestTimeout)
    }

    static func object(_ document: PoolSettingsDocument) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(document.json.utf8)) as? [String: Any])
    }

    @Test("61 app clients over two pages, each described; a client secret never copied; no risk read without threat protection")
    func pagesAndSecrets() async throws {
        let front = try CognitoGapServer.shared
        let clients: [[String: Any]] =
            (1...60).map { ["ClientName": "app\($0)"] } + [["ClientName": "server", "GenerateSecret": true]]
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-audit-\(UUID().uuidString).json")
        let pool = try front.makeAuditPool(
            ["pool": ["PoolName": "many-clients"], "clients": clients], template: template)
        let before = try front.signatures().filter { $0.received.contains("Credential=\(Self.keyID)/") }.count
        let document = try await Self.admin(pool).auditDocument()
        #expect(document.poolID == pool)
        #expect(document.arn == "arn:aws:cognito-idp:us-east-1:123456789012:userpool/\(pool)")
        let object = try Self.object(document)
        #expect(Set(object.keys) == ["UserPool", "UserPoolClients", "UserPoolMfaConfig"])
        let described = try #require(object["UserPoolClients"] as? [[String: Any]]).compactMap {
            $0["UserPoolClient"] as? [String: Any]
        }
        #expect(described.count == 61)
        #expect(Set(described.compactMap { $0["ClientName"] as? String }).count == 61)
        let server = try #require(described.first { $0["ClientName"] as? String == "server" })
        #expect(server["ClientSecret"] as? String == CognitoAdminClient.redactedSecret)
        // The secret moto made is nowhere in the document.
        let script = """
            import boto3, sys
            c = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                             aws_access_key_id="testing", aws_secret_access_key="testing")
            for listed in c.list_user_pool_clients(UserPoolId=sys.argv[2], MaxResults=60)["UserPoolClients"] + \\
                    c.list_user_pool_clients(UserPoolId=sys.argv[2], MaxResults=60,
                        NextToken=c.list_user_pool_clients(UserPoolId=sys.argv[2], MaxResults=60)["NextToken"])["UserPoolClients"]:
                d = c.describe_user_pool_client(UserPoolId=sys.argv[2], ClientId=listed["ClientId"])["UserPoolClient"]
                if "ClientSecret" in d: print(d["ClientSecret"])
            """
        let secret = String(
            decoding: try MotoServer.python(script, [front.endpoint.absoluteString, pool]), as: UTF8.self
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(secret.count > 20)
        #expect(!document.json.contains(secret))
        let operations = try front.signatures().filter { $0.received.contains("Credential=\(Self.keyID)/") }
            .dropFirst(before).map(\.operation)
        #expect(
            operations == ["DescribeUserPool", "ListUserPoolClients", "ListUserPoolClients"]
                + Array(repeating: "DescribeUserPoolClient", count: 61) + ["GetUserPoolMfaConfig"])
    }

    @Test("Threat protection on: the pool's risk configuration; a domain: its description")
    func riskAndDomain() async throws {
        let front = try CognitoGapServer.shared
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-audit-\(UUID().uuidString).json")
        let domain = "credkit-doc-\(UUID().uuidString.prefix(8).lowercased())"
        let pool = try front.makeAuditPool(
            [
                "pool": ["PoolName": "guarded", "UserPoolAddOns": ["AdvancedSecurityMode": "ENFORCED"], "UserPoolTier": "PLUS"],
                "risk": ["CompromisedCredentialsRiskConfiguration": ["Actions": ["EventAction": "BLOCK"]]],
                "domain": domain,
            ], template: template)
        let object = try Self.object(try await Self.admin(pool).auditDocument())
        let risk = try #require(object["RiskConfiguration"] as? [String: Any])
        #expect(risk["UserPoolId"] as? String == pool)
        #expect(
            ((risk["CompromisedCredentialsRiskConfiguration"] as? [String: Any])?["Actions"] as? [String: Any])?[
                "EventAction"] as? String == "BLOCK")
        let domains = try #require(object["UserPoolDomains"] as? [[String: Any]])
        #expect(domains.compactMap { ($0["DomainDescription"] as? [String: Any])?["Domain"] as? String } == [domain])
    }

    @Test("Cognito's refusals are numbered by the read that failed")
    func refusals() async throws {
        let admin = try Self.admin("us-east-1_NoSuchPool9")
        do throws(CognitoError) {
            _ = try await admin.auditDocument()
            Issue.record("read a pool that does not exist")
        } catch {
            #expect(error.number == 9981)
            #expect(error.operation == .describeUserPool)
        }
        #expect(CognitoAPIOperation.describeUserPoolClient.number(forErrorType: "ResourceNotFoundException") == 1201)
        #expect(CognitoAPIOperation.describeRiskConfiguration.number(forErrorType: "UserPoolAddOnNotEnabledException") == 1426)
        #expect(CognitoAPIOperation.listUserPoolClients.number(forErrorType: "AccessDeniedException") == 1107)
        #expect(CognitoAPIOperation.describeUserPoolDomain.number(forErrorType: "TooManyRequestsException") == 1500)
    }
}
