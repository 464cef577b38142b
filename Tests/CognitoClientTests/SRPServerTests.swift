// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@testable import CognitoClient

/// USER_SRP_AUTH against ``SRPTestServer``, which checks the SRP maths as Cognito does (moto checks
/// none of it). The server is itself proved by pycognito, the client used against real Cognito.
@Suite("SRP against a server that checks it", .waitsOnThreads)
struct SRPServerTests {
    static let pool = "us-east-1_SrpCheck01"
    static let clientID = "srpcheckedclient0001"
    static let password = "Contraseña-2026!"

    static func client() throws -> CognitoIdentityClient {
        try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: clientID, userPoolID: pool, endpoint: SRPTestServer.shared.endpoint,
                requestTimeout: MotoServer.requestTimeout, retry: .none))
    }

    /// pycognito's `AWSSRP.authenticate_user` against the server: `ok` or the error type.
    static func pycognito(username: String, password: String) throws -> String {
        let script = """
            import sys, boto3
            from pycognito.aws_srp import AWSSRP
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            try:
                result = AWSSRP(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], client=client).authenticate_user()
                print("ok" if "AccessToken" in result["AuthenticationResult"] else "no tokens")
            except client.exceptions.ClientError as error:
                print(error.response["Error"]["Code"])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", script, try SRPTestServer.shared.endpoint.absoluteString, username, password, pool, clientID,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readAllRetrying(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw MotoServerError(description: "pycognito failed: \(errorText)") }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("pycognito, the reference client, signs in with the right password and is refused with a wrong one")
    func reference() throws {
        let server = try SRPTestServer.shared
        try server.register(pool: Self.pool, clientID: Self.clientID, username: "reference@example.com", password: Self.password)
        #expect(try Self.pycognito(username: "reference@example.com", password: Self.password) == "ok")
        #expect(try Self.pycognito(username: "reference@example.com", password: "Contraseña-2025!") == "NotAuthorizedException")
        // An email pool's SRP identity is the user's sub, not the address typed.
        try server.register(
            pool: Self.pool, clientID: Self.clientID, username: "sub@example.com", password: Self.password,
            userIDForSRP: "5d1e8c62-7b0f-4e0a-9c1d-2f6b7a9e3c41")
        #expect(try Self.pycognito(username: "sub@example.com", password: Self.password) == "ok")
    }

    @Test("credkit's SRP: the right password signs in, a wrong one is Cognito's 4002; every request fits AWS's model")
    func credkit() async throws {
        let server = try SRPTestServer.shared
        try server.register(pool: Self.pool, clientID: Self.clientID, username: "ana@example.com", password: Self.password)
        try server.register(
            pool: Self.pool, clientID: Self.clientID, username: "maria@example.com", password: Self.password,
            userIDForSRP: "0b8f6a3e-2c4d-4e5f-8a9b-1c2d3e4f5a6b")
        let client = try Self.client()
        for username in ["ana@example.com", "maria@example.com"] {
            let signIn = try await CognitoSignIn.start(client, username: username, password: Self.password, flow: .srp)
            let tokens = try #require(signIn.step.tokens, "\(username)")
            #expect(try JSONWebToken(compact: tokens.accessToken).claims.tokenUse == "access")
        }
        do throws(CognitoError) {
            _ = try await CognitoSignIn.start(client, username: "ana@example.com", password: "Contraseña-2025!", flow: .srp)
            Issue.record("signed in with a wrong password")
        } catch {
            #expect(error.number == 4002 && error.type == "NotAuthorized")
        }
        let received = try server.received()
        #expect(received.filter { !$0.valid } == [])
        #expect(received.filter { $0.operation == "RespondToAuthChallenge" && $0.outcome == "ok" }.count >= 2)
        #expect(received.contains { $0.operation == "RespondToAuthChallenge" && $0.outcome == "NotAuthorizedException" })
    }
}
