// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import Foundation
import Testing

@testable import CognitoClient

/// Choice-based sign-in (`USER_AUTH`), which moto refuses: the front answers it from AWS's API
/// reference over moto's users, and checks every request against AWS's model.
@Suite("Choice-based sign-in (USER_AUTH)", .serialized, .waitsOnThreads)
struct ChoiceSignInTests {
    static let password = "Contraseña2024!"

    static func user(_ pool: MotoServer.Pool, _ email: String) async throws -> CognitoIdentityClient {
        let client = try CognitoClientMotoTests.client(pool)
        _ = try await client.signUp(email: email, password: password)
        try await client.confirmSignUp(username: email, code: "123456")
        return client
    }

    static func code(_ pool: MotoServer.Pool, _ challenge: String) throws -> String {
        try #require(try CognitoGapServer.shared.verificationCode(pool: pool.userPoolID, attribute: challenge))
    }

    @Test("No preference: the user's factors are offered; an email code signs in; a wrong one is 4007")
    func chooseEmailCode() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try await Self.user(pool, "choice@example.com")
        var signIn = try await CognitoSignIn.start(client, username: "choice@example.com", choosing: nil)
        #expect(signIn.step == .chooseFirstFactor(offered: [.password, .passwordSRP, .emailOTP]))
        // A factor not offered, or the password factor without the password: refused before sending.
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            try await signIn.chooseFirstFactor(.smsOTP)
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            try await signIn.chooseFirstFactor(.password)
        }
        try await signIn.chooseFirstFactor(.emailOTP)
        #expect(signIn.step == .enterCode(.email, destination: "c***@e***"))
        let code = try Self.code(pool, "EMAIL_OTP")
        await CognitoClientMotoTests.expectError(4007) { () throws(CognitoError) in
            try await signIn.submitCode(code == "000000" ? "111111" : "000000")
        }
        try await signIn.submitCode(code)
        let tokens = try #require(signIn.step.tokens)
        #expect(try await client.getUser(accessToken: tokens.accessToken).attributes["email"] == "choice@example.com")
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("A preferred factor goes straight to it: the password, SRP, or the email code")
    func preferred() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try await Self.user(pool, "prefers@example.com")
        let byPassword = try await CognitoSignIn.start(
            client, username: "prefers@example.com", choosing: .password, password: Self.password)
        #expect(byPassword.step.tokens != nil)
        let bySRP = try await CognitoSignIn.start(
            client, username: "prefers@example.com", choosing: .passwordSRP, password: Self.password)
        #expect(bySRP.step.tokens != nil)
        await CognitoClientMotoTests.expectError(4002) { () throws(CognitoError) in
            _ = try await CognitoSignIn.start(
                client, username: "prefers@example.com", choosing: .password, password: "Wrong-Passw0rd!")
        }
        let byEmail = try await CognitoSignIn.start(client, username: "prefers@example.com", choosing: .emailOTP)
        #expect(byEmail.step == .enterCode(.email, destination: "p***@e***"))
        // Chosen from the offers, the password goes with the answer.
        var chosen = try await CognitoSignIn.start(client, username: "prefers@example.com", choosing: nil)
        try await chosen.chooseFirstFactor(.password, password: Self.password)
        #expect(chosen.step.tokens != nil)
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("Passkeys: preferring one without a passkey offers the user's factors; a passkey-only pool offers just it")
    func passkeys() async throws {
        let pool = try MotoServer.shared.makePool()
        let email = "passkey@example.com"
        let client = try await Self.user(pool, email)
        var signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        #expect(signIn.step == .chooseFirstFactor(offered: [.password, .passwordSRP, .emailOTP]))
        // With a passkey, in a pool whose only first factor is a passkey.
        try CognitoGapServer.shared.setFirstFactors(clientID: pool.clientID, factors: ["PASSWORD", "WEB_AUTHN"])
        try CognitoGapServer.shared.setPasskeys(userPoolID: pool.userPoolID, relyingPartyID: "auth.example.com")
        let tokens = try #require(try await CognitoSignIn.start(client, username: email, password: Self.password).step.tokens)
        _ = try await PasskeyOperationTests.registered(client, tokens)
        try CognitoGapServer.shared.setFirstFactors(clientID: pool.clientID, factors: ["WEB_AUTHN"])
        signIn = try await CognitoSignIn.start(client, username: email, choosing: nil)
        #expect(signIn.step == .chooseFirstFactor(offered: [.webAuthn]))
        try CognitoClientMotoTests.expectConformingRequests()
    }
}
