// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import Foundation
import Testing

@testable import CognitoClient

/// MFA against moto's emulator, which checks TOTP codes (started with
/// `MOTO_COGNITO_IDP_USER_POOL_ENABLE_TOTP=true`) against one fixed 60-bit secret, sends `MFA_SETUP`,
/// `SOFTWARE_TOKEN_MFA` and `SMS_MFA` (without checking SMS codes). The codes the tests send come
/// from Python's `hmac` (``IndependentTOTP``), not from credkit's ``TOTP``, and credkit's own codes
/// are checked against them.
@Suite("MFA against moto", .serialized, .waitsOnThreads)
struct CognitoMFAMotoTests {
    static let password = "Contraseña2024!"

    /// A confirmed user in `pool`, signed in (password flow).
    static func signedInUser(_ client: CognitoIdentityClient, _ email: String) async throws -> AuthenticationTokens {
        _ = try await client.signUp(email: email, password: password)
        try await client.confirmSignUp(username: email, code: "123456")
        guard case .signedIn(let tokens) = try await client.signIn(username: email, password: password) else {
            throw MotoServerError(description: "no tokens for a user without MFA")
        }
        return tokens
    }

    @Test("Set-up after sign-in: associate, verify with the app's code, prefer TOTP; sign-in then asks for it")
    func setUpAfterSignIn() async throws {
        let pool = try MotoServer.shared.makePool(withSecret: true, mfa: "OPTIONAL")
        let client = try CognitoClientMotoTests.client(pool)
        let email = "totp.user@example.com"
        let tokens = try await Self.signedInUser(client, email)

        let association = try await client.associateSoftwareToken(accessToken: tokens.accessToken)
        #expect(association.secretCode == "asdfasdfasdf")
        #expect(!association.description.contains("asdf"))
        let secret = try association.secret()
        #expect(secret.isShort)
        // credkit's code is Python's code.
        let independent = try IndependentTOTP.code(secret: association.secretCode)
        #expect(try TOTP(secret: secret).code(at: Date()) == independent)

        await CognitoClientMotoTests.expectError(9401) { () throws(CognitoError) in
            try await client.verifySoftwareToken(
                accessToken: tokens.accessToken, code: try! IndependentTOTP.wrongCode(secret: association.secretCode))
        }
        try await client.verifySoftwareToken(
            accessToken: tokens.accessToken, code: try IndependentTOTP.code(secret: association.secretCode), deviceName: "phone")
        try await client.setUserMFAPreference(accessToken: tokens.accessToken, totp: .preferred)
        let user = try await client.getUser(accessToken: tokens.accessToken)
        #expect(user.enabledMFA == [.totp] && user.preferredMFA == .totp)

        guard case .challenge(let challenge) = try await client.signIn(username: email, password: Self.password) else {
            Issue.record("signed in without the second factor")
            return
        }
        #expect(challenge.name == "SOFTWARE_TOKEN_MFA" && challenge.mfaType == .totp && challenge.session != nil)
        // A wrong code is Cognito's CodeMismatch (4007), and the same challenge can be answered again.
        await CognitoClientMotoTests.expectError(4007) { () throws(CognitoError) in
            _ = try await client.answerMFAChallenge(
                challenge, username: email, code: try! IndependentTOTP.wrongCode(secret: "asdfasdfasdf"))
        }
        let answer = try await client.answerMFAChallenge(
            challenge, username: email, code: try IndependentTOTP.code(secret: "asdfasdfasdf"))
        guard case .signedIn(let mfaTokens) = answer else {
            Issue.record("no tokens after the right code: \(answer)")
            return
        }
        #expect(try JSONWebToken(compact: mfaTokens.idToken).claims.email == email)

        // Turning TOTP off: sign-in no longer asks.
        try await client.setUserMFAPreference(accessToken: mfaTokens.accessToken, totp: .disabled)
        let off = try await client.getUser(accessToken: mfaTokens.accessToken)
        #expect(off.enabledMFA.isEmpty && off.preferredMFA == nil)
        guard case .signedIn = try await client.signIn(username: email, password: Self.password) else {
            Issue.record("still challenged with TOTP disabled")
            return
        }
    }

    @Test("MFA_SETUP at an SRP sign-in on a pool with MFA on: the session sets up the app, then tokens")
    func setUpDuringSignIn() async throws {
        let pool = try MotoServer.shared.makePool(mfa: "ON")
        let client = try CognitoClientMotoTests.client(pool)
        let email = "setup.user@example.com"
        _ = try await client.signUp(email: email, password: Self.password)
        try await client.confirmSignUp(username: email, code: "123456")
        guard case .challenge(let challenge) = try await client.signIn(username: email, password: Self.password, flow: .srp)
        else {
            Issue.record("signed in without setting up MFA")
            return
        }
        #expect(challenge.name == "MFA_SETUP")
        // moto sends the list as a JSON list, Cognito as a JSON-encoded string: both read the same.
        #expect(challenge.mfaSetupChoices == [.totp, .sms])
        let association = try await client.associateSoftwareToken(for: challenge)
        #expect(association.session != nil)
        let uri = try association.uri(account: email, issuer: "credkit tests")
        #expect(
            uri.uri.hasPrefix("otpauth://totp/credkit%20tests:setup.user@example.com?secret=ASDFASDFASDF&issuer=credkit%20tests&")
        )

        await CognitoClientMotoTests.expectError(9401) { () throws(CognitoError) in
            _ = try await client.finishMFASetup(
                challenge, association: association, username: email,
                code: try! IndependentTOTP.wrongCode(secret: association.secretCode))
        }
        let result = try await client.finishMFASetup(
            challenge, association: association, username: email, code: try IndependentTOTP.code(secret: association.secretCode))
        guard case .signedIn(let tokens) = result else {
            Issue.record("no tokens after MFA_SETUP: \(result)")
            return
        }
        #expect(try JSONWebToken(compact: tokens.accessToken).claims.tokenUse == "access")
        // Set up: the next sign-in asks for the app's code.
        guard case .challenge(let next) = try await client.signIn(username: email, password: Self.password) else {
            Issue.record("no challenge after set-up")
            return
        }
        #expect(next.name == "SOFTWARE_TOKEN_MFA")
    }

    @Test("SMS_MFA: preferred SMS asks for a code at sign-in (moto does not check SMS codes)")
    func smsChallenge() async throws {
        let pool = try MotoServer.shared.makePool(mfa: "OPTIONAL")
        let client = try CognitoClientMotoTests.client(pool)
        let email = "sms.user@example.com"
        let tokens = try await Self.signedInUser(client, email)
        try await client.setUserMFAPreference(accessToken: tokens.accessToken, sms: .preferred)
        #expect(try await client.getUser(accessToken: tokens.accessToken).preferredMFA == .sms)
        guard case .challenge(let challenge) = try await client.signIn(username: email, password: Self.password) else {
            Issue.record("no SMS challenge")
            return
        }
        #expect(challenge.mfaType == .sms)
        guard case .signedIn = try await client.answerMFAChallenge(challenge, username: email, code: "123456") else {
            Issue.record("no tokens after the SMS code")
            return
        }
    }

    @Test("Errors: verifying with no token associated, enabling an unverified app, a stale session")
    func errors() async throws {
        let pool = try MotoServer.shared.makePool(mfa: "OPTIONAL")
        let client = try CognitoClientMotoTests.client(pool)
        let tokens = try await Self.signedInUser(client, "errors.user@example.com")
        // moto refuses to enable an app that was never verified (Cognito: InvalidParameter too).
        await CognitoClientMotoTests.expectError(9502) { () throws(CognitoError) in
            try await client.setUserMFAPreference(accessToken: tokens.accessToken, totp: .enabled)
        }
        await CognitoClientMotoTests.expectError(9301) { () throws(CognitoError) in
            _ = try await client.associateSoftwareToken(accessToken: "not-a-token")
        }
        let stale = SignInChallenge(name: "MFA_SETUP", session: "no-such-session-at-cognito", parameters: [:])
        await CognitoClientMotoTests.expectError(9301) { () throws(CognitoError) in
            _ = try await client.associateSoftwareToken(for: stale)
        }
    }
}
