// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import Foundation
import Testing

@testable import CognitoClient

/// Passwordless sign-up and signing in with ConfirmSignUp's session, which moto lacks: the front
/// answers them over moto's users, every request checked against AWS's model.
@Suite("Passwordless sign-up", .serialized, .waitsOnThreads)
struct PasswordlessSignUpTests {
    @Test("Sign up without a password, confirm, sign in with the confirmation's session; then by emailed code")
    func signUpAndIn() async throws {
        for withSecret in [false, true] {
            let pool = try MotoServer.shared.makePool(withSecret: withSecret)
            let client = try CognitoClientMotoTests.client(pool)
            let result = try await client.signUpWithoutPassword(email: "sinclave@example.com", name: "Sin Clave")
            #expect(!result.userConfirmed && !result.userSub.isEmpty)
            let session = try #require(try await client.confirmSignUp(username: "sinclave@example.com", code: "123456"))
            let signIn = try await CognitoSignIn.start(client, username: "sinclave@example.com", confirmationSession: session)
            let tokens = try #require(signIn.step.tokens)
            let user = try await client.getUser(accessToken: tokens.accessToken)
            #expect(user.attributes["email"] == "sinclave@example.com" && user.attributes["name"] == "Sin Clave")
            // The session signs in once.
            await CognitoClientMotoTests.expectError(4002) { () throws(CognitoError) in
                _ = try await CognitoSignIn.start(client, username: "sinclave@example.com", confirmationSession: session)
            }
            // Later sign-ins: an emailed code.
            let byCode = try await CognitoSignIn.start(client, username: "sinclave@example.com", choosing: .emailOTP)
            #expect(byCode.step == .enterCode(.email, destination: "s***@e***"))
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("A pool whose app client offers only passwords refuses it (3003); a bad email or session is refused before sending")
    func refused() async throws {
        let pool = try MotoServer.shared.makePool()
        try CognitoGapServer.shared.setFirstFactors(clientID: pool.clientID, factors: ["PASSWORD", "PASSWORD_SRP"])
        let client = try CognitoClientMotoTests.client(pool)
        await CognitoClientMotoTests.expectError(3003) { () throws(CognitoError) in
            _ = try await client.signUpWithoutPassword(email: "clave@example.com")
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            _ = try await client.signUpWithoutPassword(email: "no es un email")
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            _ = try await client.signInAfterConfirmation(username: "clave@example.com", session: "short")
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }
}
