// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

/// Passkeys against the front (moto has none): StartWebAuthnRegistration, CompleteWebAuthnRegistration,
/// ListWebAuthnCredentials, DeleteWebAuthnCredential and USER_AUTH's WEB_AUTHN challenge, each
/// registration and assertion verified by py_webauthn 3.0.1 in the front (the relying-party library
/// real services use), every request checked against botocore 1.44.8's model.
@Suite("Passkeys: registration, sign-in and deletion, verified by py_webauthn", .serialized, .waitsOnThreads)
struct PasskeyOperationTests {
    static let relyingParty = "auth.example.com"

    /// A signed-up user of a pool whose app client offers passwords and passkeys, signed in with the password.
    static func user(_ email: String, configured: Bool = true) async throws -> (
        MotoServer.Pool, CognitoIdentityClient, AuthenticationTokens
    ) {
        let pool = try MotoServer.shared.makePool()
        try CognitoGapServer.shared.setFirstFactors(clientID: pool.clientID, factors: ["PASSWORD", "WEB_AUTHN"])
        if configured { try CognitoGapServer.shared.setPasskeys(userPoolID: pool.userPoolID, relyingPartyID: relyingParty) }
        let client = try await ChoiceSignInTests.user(pool, email)
        let tokens = try #require(
            try await CognitoSignIn.start(client, username: email, password: ChoiceSignInTests.password).step.tokens)
        return (pool, client, tokens)
    }

    /// A passkey registered for the user.
    static func registered(_ client: CognitoIdentityClient, _ tokens: AuthenticationTokens) async throws -> SoftwarePasskey {
        let options = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        let (passkey, credential) = try SoftwarePasskey.register(options: options)
        try await client.completePasskeyRegistration(accessToken: tokens.accessToken, credential: credential)
        return passkey
    }

    /// The credential IDs of a list of descriptors (`allowCredentials`, `excludeCredentials`).
    static func ids(_ list: JSONValue?) -> [String] {
        guard case .array(let items)? = list else { return [] }
        return items.compactMap { $0.objectValue?["id"]?.stringValue }
    }

    /// The options of a passkey step; nil for any other step.
    static func passkeyOptions(_ step: SignInStep) -> JSONObject? {
        guard case .passkey(let options) = step else { return nil }
        return options
    }

    /// `options` with `key` set to `value` (a member of Cognito's options changed before answering).
    static func replacing(_ key: String, with value: JSONValue, in options: JSONObject) -> JSONObject {
        var changed = options
        changed.members = options.members.map { $0.key == key ? .init(key: key, value: value) : $0 }
        return changed
    }

    static let otherParty = JSONValue.object(JSONObject([.init(key: "id", value: .string("other.example"))]))

    static func expectNumber<T>(_ number: Int, containing text: String? = nil, _ body: () async throws(CognitoError) -> T)
        async
    {
        do throws(CognitoError) {
            _ = try await body()
            Issue.record("no error; expected \(number)")
        } catch {
            #expect(error.number == number, "\(error.number): \(error.message(in: .english))")
            if let text {
                #expect(error.message(in: .english).contains(text), "\(error.message(in: .english))")
            }
        }
    }

    @Test("Register, list, sign in preferring WEB_AUTHN and by choice, then delete: the counter moves, the key is Cognito's")
    func lifecycle() async throws {
        let email = "passkey.user@example.com"
        let (_, client, tokens) = try await Self.user(email)
        let options = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        #expect(options["rp"]?.objectValue?["id"]?.stringValue == Self.relyingParty)
        #expect(options["user"]?.objectValue?["name"]?.stringValue != nil)
        #expect(options["authenticatorSelection"]?.objectValue?["residentKey"]?.stringValue == "required")
        var (passkey, credential) = try SoftwarePasskey.register(options: options)
        try await client.completePasskeyRegistration(accessToken: tokens.accessToken, credential: credential)

        let listed = try await client.listPasskeys(accessToken: tokens.accessToken)
        #expect(listed.map(\.credentialID) == [passkey.credentialIDText])
        #expect(listed.first?.relyingPartyID == Self.relyingParty)
        #expect(abs((listed.first?.createdAt.timeIntervalSinceNow ?? 1000)) < 300)
        let factors = try await client.getUserAuthFactors(accessToken: tokens.accessToken)
        #expect(factors.factors == ["PASSWORD", "WEB_AUTHN"])

        // Preferred: straight to the passkey step, whose options name the relying party and this passkey.
        var signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        let request = try #require(Self.passkeyOptions(signIn.step), "not a passkey step: \(signIn.step)")
        #expect(request["rpId"]?.stringValue == Self.relyingParty)
        #expect(
            Self.ids(request["allowCredentials"])
                == [passkey.credentialIDText])
        try await signIn.answerPasskey(&passkey)
        #expect(signIn.step.tokens != nil && passkey.signCount == 1)

        // By choice: the passkey is offered beside the password.
        signIn = try await CognitoSignIn.start(client, username: email, choosing: nil)
        #expect(signIn.step == .chooseFirstFactor(offered: [.password, .webAuthn]))
        try await signIn.chooseFirstFactor(.webAuthn)
        try await signIn.answerPasskey(&passkey)
        #expect(signIn.step.tokens != nil && passkey.signCount == 2)

        // Registering the same passkey again: excluded by the options, refused by the authenticator.
        let again = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        #expect(
            Self.ids(again["excludeCredentials"])
                == [passkey.credentialIDText])

        try await client.deletePasskey(accessToken: tokens.accessToken, credentialID: passkey.credentialIDText)
        #expect(try await client.listPasskeys(accessToken: tokens.accessToken).isEmpty)
        await Self.expectNumber(2602) { () throws(CognitoError) in
            try await client.deletePasskey(accessToken: tokens.accessToken, credentialID: passkey.credentialIDText)
        }
        await Self.expectNumber(1000, containing: "credentialID") { () throws(CognitoError) in
            try await client.deletePasskey(accessToken: tokens.accessToken, credentialID: "not base64url!")
        }
        // Deleted, the passkey is no longer offered: the choice is the password alone.
        signIn = try await CognitoSignIn.start(client, username: email, choosing: nil)
        #expect(signIn.step == .chooseFirstFactor(offered: [.password]))
        // Signed out (the refresh token revoked): its access token no longer lists passkeys.
        try await client.revokeToken(refreshToken: try #require(tokens.refreshToken))
        await Self.expectNumber(2501) { () throws(CognitoError) in
            _ = try await client.listPasskeys(accessToken: tokens.accessToken)
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("Registrations py_webauthn refuses, each with its own number: origin 2404, relying party 2403, challenge 2402")
    func registrationRefusals() async throws {
        let (_, client, tokens) = try await Self.user("passkey.refused@example.com")
        // Another origin than https:// + the relying party.
        var options = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        var (_, credential) = try SoftwarePasskey.register(options: options, origin: "https://evil.example")
        await Self.expectNumber(2404) { () throws(CognitoError) in
            try await client.completePasskeyRegistration(accessToken: tokens.accessToken, credential: credential)
        }
        // Made for another relying party (its rpIdHash) although presented from the right origin.
        options = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        let elsewhere = Self.replacing("rp", with: Self.otherParty, in: options)
        (_, credential) = try SoftwarePasskey.register(options: elsewhere, origin: "https://" + Self.relyingParty)
        await Self.expectNumber(2403) { () throws(CognitoError) in
            try await client.completePasskeyRegistration(accessToken: tokens.accessToken, credential: credential)
        }
        // Over another challenge than the one Cognito gave.
        options = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        let otherChallenge = Self.replacing(
            "challenge", with: .string(Base64URL.encode(Array(repeating: 7, count: 32))), in: options)
        (_, credential) = try SoftwarePasskey.register(options: otherChallenge)
        await Self.expectNumber(2402) { () throws(CognitoError) in
            try await client.completePasskeyRegistration(accessToken: tokens.accessToken, credential: credential)
        }
        // An answer with no registration waiting (each refusal above used its own).
        await Self.expectNumber(2402) { () throws(CognitoError) in
            try await client.completePasskeyRegistration(accessToken: tokens.accessToken, credential: credential)
        }
        #expect(try await client.listPasskeys(accessToken: tokens.accessToken).isEmpty)
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test(
        "Assertions py_webauthn refuses are 4015 with its reason: origin, challenge, counter, signature; a passkey of another relying party is 1005"
    )
    func assertionRefusals() async throws {
        let email = "passkey.assert@example.com"
        let (pool, client, tokens) = try await Self.user(email)
        var passkey = try await Self.registered(client, tokens)
        let copy = passkey

        var signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        await Self.expectNumber(4015, containing: "origin") { () throws(CognitoError) in
            try await signIn.answerPasskey(&passkey, origin: "https://evil.example")
        }
        // Over the options of another sign-in: not this session's challenge.
        let first = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        let firstOptions = try #require(Self.passkeyOptions(first.step), "not a passkey step: \(first.step)")
        let stale = try passkey.assert(options: firstOptions)
        await Self.expectNumber(4015, containing: "challenge") { () throws(CognitoError) in
            try await signIn.submitPasskeyCredential(stale)
        }
        // A signature that does not verify.
        signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        let options = try #require(Self.passkeyOptions(signIn.step), "not a passkey step: \(signIn.step)")
        let asserted = try passkey.assert(options: options)
        let response = try #require(asserted["response"]?.objectValue)
        let signature = try Base64URL.decode(try #require(response["signature"]?.stringValue))
        let flipped = Base64URL.encode(Array(signature.dropLast()) + [signature.last! ^ 1])
        let forged = Self.replacing(
            "response", with: .object(Self.replacing("signature", with: .string(flipped), in: response)), in: asserted)
        await Self.expectNumber(4015, containing: "signature") { () throws(CognitoError) in
            try await signIn.submitPasskeyCredential(forged)
        }
        // The passkey signs in; then a copy of its file from before (counter behind) is refused.
        signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        try await signIn.answerPasskey(&passkey)
        #expect(signIn.step.tokens != nil)
        var behind = copy
        signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        await Self.expectNumber(4015, containing: "sign count") { () throws(CognitoError) in
            try await signIn.answerPasskey(&behind)
        }
        // A passkey made for another relying party cannot answer: nothing sent for the step (1005).
        let foreignOptions = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        let foreignRP = Self.replacing("rp", with: Self.otherParty, in: foreignOptions)
        var (foreign, _) = try SoftwarePasskey.register(options: foreignRP)
        signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        let before = try CognitoGapServer.shared.received(clientID: pool.clientID)
        await Self.expectNumber(1005, containing: "other.example") { () throws(CognitoError) in
            try await signIn.answerPasskey(&foreign)
        }
        #expect(try CognitoGapServer.shared.received(clientID: pool.clientID) == before)
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test(
        "Passkeys as MFA: where the pool requires MFA a passkey is offered only when it counts as MFA (the pool's FactorConfiguration and the user's WebAuthnMfaSettings)"
    )
    func passkeyAsMFA() async throws {
        let email = "passkey.mfa@example.com"
        let (pool, client, tokens) = try await Self.user(email)
        var passkey = try await Self.registered(client, tokens)
        func offered() async throws -> SignInStep {
            try await CognitoSignIn.start(client, username: email, choosing: .webAuthn).step
        }
        try CognitoGapServer.shared.setPasskeys(userPoolID: pool.userPoolID, relyingPartyID: Self.relyingParty, mfa: "ON")
        #expect(try await offered() == .chooseFirstFactor(offered: [.password]))
        try CognitoGapServer.shared.setPasskeys(
            userPoolID: pool.userPoolID, relyingPartyID: Self.relyingParty,
            factorConfiguration: "MULTI_FACTOR_WITH_USER_VERIFICATION", mfa: "ON")
        // The pool allows it; the user has not turned it on.
        #expect(try await offered() == .chooseFirstFactor(offered: [.password]))
        await Self.expectNumber(1000, containing: "mfaPreference") { () throws(CognitoError) in
            try await client.setUserMFAPreference(accessToken: tokens.accessToken)
        }
        try await client.setUserMFAPreference(accessToken: tokens.accessToken, passkey: true)
        var signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        try #require(Self.passkeyOptions(signIn.step) != nil, "not a passkey step: \(signIn.step)")
        try await signIn.answerPasskey(&passkey)
        #expect(signIn.step.tokens != nil)
        try await client.setUserMFAPreference(accessToken: tokens.accessToken, passkey: false)
        #expect(try await offered() == .chooseFirstFactor(offered: [.password]))
        let sent = try CognitoGapServer.shared.received().filter { $0.operation == "SetUserMFAPreference" }
        #expect(!sent.isEmpty && sent.allSatisfy(\.valid))
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("A pool without passkeys: 2302 (not a first factor), 2303 (no relying party); preferring one offers the rest")
    func notTurnedOn() async throws {
        let email = "passkey.off@example.com"
        let (pool, client, tokens) = try await Self.user(email, configured: false)
        await Self.expectNumber(2303) { () throws(CognitoError) in
            _ = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        }
        try CognitoGapServer.shared.setFirstFactors(clientID: pool.clientID, factors: ["PASSWORD"])
        await Self.expectNumber(2302) { () throws(CognitoError) in
            _ = try await client.startPasskeyRegistration(accessToken: tokens.accessToken)
        }
        // No passkey: preferring one, Cognito offers what the user has.
        let signIn = try await CognitoSignIn.start(client, username: email, choosing: .webAuthn)
        #expect(signIn.step == .chooseFirstFactor(offered: [.password]))
        try CognitoClientMotoTests.expectConformingRequests()
    }
}
