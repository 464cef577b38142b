// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito sign-in --flow srp` against ``SRPTestServer``, which checks the SRP maths as
/// Cognito does (pycognito proves the server: SRPServerTests).
@Suite("credkit cognito sign-in --flow srp against a server that checks it", .waitsOnThreads)
struct CognitoSRPCommandTests {
    @Test("The right password signs in (exit 0, session saved); a wrong one is 4002 (exit 1), nothing saved")
    func signIn() throws {
        let server = try SRPTestServer.shared
        let pool = "eu-west-1_SrpCli0001"
        let client = "srpcommandclient0001"
        let password = "Contraseña-2026!"
        try server.register(pool: pool, clientID: client, username: "cli@example.com", password: password)
        let state = try TemporaryDirectory()
        let environment = [
            "CREDKIT_ENDPOINT": server.endpoint.absoluteString, "CREDKIT_USER_POOL_ID": pool, "CREDKIT_CLIENT_ID": client,
            "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
            "CREDKIT_TIMEOUT": String(Int(MotoServer.requestTimeout)),
        ]
        let sessionFile = state.url.appendingPathComponent("credkit/session.json")

        let wrong = try CLI.run(
            ["cognito", "sign-in", "--email", "cli@example.com", "--flow", "srp", "--password-stdin", "--format", "json"],
            input: "Contraseña-2025!\n", environment: environment)
        #expect(wrong.status == 1)
        #expect(
            wrong.stdout
                == #"{"error":{"type":"NotAuthorizedException","code":4002,"message":"Incorrect email or password","serviceMessage":"Incorrect username or password."}}"#
                + "\n")
        #expect(!FileManager.default.fileExists(atPath: sessionFile.path))

        let right = try CLI.run(
            ["cognito", "sign-in", "--email", "cli@example.com", "--flow", "srp", "--password-stdin"],
            input: password + "\n", environment: environment)
        #expect(right.status == 0, "\(right.stderr)")
        #expect(right.stdout.hasPrefix("Signed in as cli@example.com (USER_SRP_AUTH: the password did not leave this machine)."))
        #expect(FileManager.default.fileExists(atPath: sessionFile.path))
        #expect(!(right.stdout + right.stderr + wrong.stdout + wrong.stderr).contains(password))
    }
}
