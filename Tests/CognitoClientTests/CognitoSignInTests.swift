// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

/// `CognitoSignIn`, the sign-in state machine: against moto for what it emulates (password, SRP,
/// TOTP, `MFA_SETUP`, `NEW_PASSWORD_REQUIRED`), and against scripted answers shaped as in the
/// Cognito API reference for what it does not send (`SELECT_MFA_TYPE`, `EMAIL_OTP`, a challenge
/// the machine does not answer), every request and answer of which AWS's model of the service checks.
@Suite("Sign-in state machine", .serialized, .waitsOnThreads)
struct CognitoSignInTests {
    static let password = "Contraseña2024!"

    static func confirmedUser(_ client: CognitoIdentityClient, _ email: String) async throws {
        _ = try await client.signUp(email: email, password: password)
        try await client.confirmSignUp(username: email, code: "123456")
    }

    /// A confirmed user whose authenticator app is set up and preferred (moto's fixed secret).
    static func totpUser(_ client: CognitoIdentityClient, _ email: String) async throws {
        try await confirmedUser(client, email)
        let first = try #require(try await CognitoSignIn.start(client, username: email, password: password).step.tokens)
        let association = try await client.associateSoftwareToken(accessToken: first.accessToken)
        try await client.verifySoftwareToken(
            accessToken: first.accessToken, code: try IndependentTOTP.code(secret: association.secretCode))
        try await client.setUserMFAPreference(accessToken: first.accessToken, totp: .preferred)
    }

    static func expectError(
        _ number: Int, field: String? = nil, _ body: () async throws(CognitoError) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do throws(CognitoError) {
            try await body()
            Issue.record("no error; expected \(number)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.number == number, "\(error)", sourceLocation: sourceLocation)
            if let field, case .validation(let problems) = error.kind {
                #expect(problems.map(\.field) == [field], sourceLocation: sourceLocation)
            }
        }
    }

    @Test("Each step's kind, named as the step is")
    func stepKinds() throws {
        let tokens = AuthenticationTokens(accessToken: "a", idToken: "i", refreshToken: nil, expiresIn: 3600)
        let steps: [SignInStep] = [
            .done(tokens), .newPasswordRequired(requiredAttributes: []), .chooseFirstFactor(offered: []),
            .chooseMFAType(offered: []), .enterCode(.sms, destination: nil),
            .setUpTOTP(SoftwareTokenAssociation(secretCode: "JBSWY3DPEHPK3PXP", session: nil)),
            .customChallenge(parameters: [:]), .passkey(options: JSONObject()),
        ]
        #expect(steps.map(\.kind) == SignInStep.Kind.allCases)
        #expect(
            SignInStep.Kind.allCases.map(\.rawValue) == [
                "done", "newPasswordRequired", "chooseFirstFactor", "chooseMFAType", "enterCode", "setUpTOTP", "customChallenge",
                "passkey",
            ])
    }

    @Test("No second factor: the first step is done, with tokens for the user")
    func plain() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try CognitoClientMotoTests.client(pool)
        try await Self.confirmedUser(client, "plain.signin@example.com")
        for flow in CognitoIdentityClient.SignInFlow.allCases {
            let signIn = try await CognitoSignIn.start(
                client, username: "plain.signin@example.com", password: Self.password, flow: flow)
            let tokens = try #require(signIn.step.tokens)
            #expect(try JSONWebToken(compact: tokens.idToken).claims.tokenUse == "id", "\(flow)")
        }
        // NotAuthorized: the articles' 4002.
        await Self.expectError(4002) { () throws(CognitoError) in
            _ = try await CognitoSignIn.start(client, username: "plain.signin@example.com", password: "Wrong-passw0rd")
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("TOTP: enterCode(totp); a wrong code throws and keeps the step; the right one finishes")
    func totpCode() async throws {
        let pool = try MotoServer.shared.makePool(mfa: "OPTIONAL")
        let client = try CognitoClientMotoTests.client(pool)
        let email = "totp.signin@example.com"
        try await Self.totpUser(client, email)

        var signIn = try await CognitoSignIn.start(client, username: email, password: Self.password)
        #expect(signIn.step == .enterCode(.totp, destination: nil))
        await Self.expectError(4007) { () throws(CognitoError) in
            try await signIn.submitCode(try! IndependentTOTP.wrongCode(secret: "asdfasdfasdf"))
        }
        #expect(signIn.step == .enterCode(.totp, destination: nil))
        // An answer that does not fit the step is refused before anything is sent, naming the step.
        await Self.expectError(1000, field: "step") { () throws(CognitoError) in
            try await signIn.chooseMFAType(.sms)
        }
        do throws(CognitoError) {
            try await signIn.chooseMFAType(.sms)
        } catch {
            #expect(error.message(in: .english).contains("the sign-in is at step enterCode, which this answer does not fit"))
            #expect(error.message(in: .spanish).contains("el inicio de sesión está en el paso enterCode"))
        }
        await Self.expectError(1000, field: "code") { () throws(CognitoError) in
            try await signIn.submitCode("12ab56")
        }
        try await signIn.submitCode(try IndependentTOTP.code(secret: "asdfasdfasdf"))
        let tokens = try #require(signIn.step.tokens)
        #expect(try JSONWebToken(compact: tokens.accessToken).claims.tokenUse == "access")
        // Done: nothing more to answer.
        await Self.expectError(1000, field: "step") { () throws(CognitoError) in
            try await signIn.submitCode("123456")
        }
    }

    @Test("MFA required and not set up (SRP): setUpTOTP with the secret, then the app's first code finishes")
    func setUp() async throws {
        let pool = try MotoServer.shared.makePool(mfa: "ON")
        let client = try CognitoClientMotoTests.client(pool)
        let email = "setup.signin@example.com"
        try await Self.confirmedUser(client, email)
        var signIn = try await CognitoSignIn.start(client, username: email, password: Self.password, flow: .srp)
        guard case .setUpTOTP(let association) = signIn.step else {
            Issue.record("not asked to set up an app: \(signIn.step)")
            return
        }
        #expect(association.secretCode == "asdfasdfasdf" && association.session != nil)
        await Self.expectError(9401) { () throws(CognitoError) in
            try await signIn.submitCode(try! IndependentTOTP.wrongCode(secret: association.secretCode))
        }
        try await signIn.submitCode(try IndependentTOTP.code(secret: association.secretCode), deviceName: "phone")
        #expect(signIn.step.tokens != nil)
        // The next sign-in asks for the app's code.
        let next = try await CognitoSignIn.start(client, username: email, password: Self.password)
        #expect(next.step == .enterCode(.totp, destination: nil))
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("A temporary password: newPasswordRequired; a weak one is refused before sending; a good one finishes")
    func newPassword() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try CognitoClientMotoTests.client(pool)
        let email = "admin.created@example.com"
        try MotoServer.shared.adminCreateUser(pool: pool, username: email, temporaryPassword: "Temp-Passw0rd!")
        var signIn = try await CognitoSignIn.start(client, username: email, password: "Temp-Passw0rd!")
        #expect(signIn.step == .newPasswordRequired(requiredAttributes: []))
        await Self.expectError(1000, field: "newPassword") { () throws(CognitoError) in
            try await signIn.submitNewPassword("short")
        }
        await Self.expectError(1000, field: "confirmation") { () throws(CognitoError) in
            try await signIn.submitNewPassword("Nueva-Contraseña-2026", confirmation: "Nueva-Contraseña-2025")
        }
        #expect(signIn.step == .newPasswordRequired(requiredAttributes: []))
        try await signIn.submitNewPassword("Nueva-Contraseña-2026", confirmation: "Nueva-Contraseña-2026")
        #expect(signIn.step.tokens != nil)
        let again = try await CognitoSignIn.start(client, username: email, password: "Nueva-Contraseña-2026")
        #expect(again.step.tokens != nil)
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("SELECT_MFA_TYPE then EMAIL_OTP (scripted): chooseMFAType with the offers, then the code where it went")
    func chooseThenEmail() async throws {
        let transport = MFAChallengeTransportTests.ScriptedTransport([
            #"{"ChallengeName":"SELECT_MFA_TYPE","Session":"session-one-from-cognito","ChallengeParameters":{"MFAS_CAN_CHOOSE":"[\"SOFTWARE_TOKEN_MFA\",\"EMAIL_OTP\"]"}}"#,
            #"{"ChallengeName":"EMAIL_OTP","Session":"session-two-from-cognito","ChallengeParameters":{"CODE_DELIVERY_DESTINATION":"a***@e***"}}"#,
            MFAChallengeTransportTests.tokens,
        ])
        let client = try MFAChallengeTransportTests.client(transport)
        var signIn = try await CognitoSignIn.start(client, username: "ana@example.com", password: "Passw0rd!")
        #expect(signIn.step == .chooseMFAType(offered: [.totp, .email]))
        await Self.expectError(1000, field: "mfaType") { () throws(CognitoError) in
            try await signIn.chooseMFAType(.sms)
        }
        try await signIn.chooseMFAType(.email)
        #expect(signIn.step == .enterCode(.email, destination: "a***@e***"))
        try await signIn.submitCode("12345678")
        #expect(signIn.step.tokens?.accessToken == "a.b.c")
        #expect(transport.requests.count == 3)
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    @Test("The attributes NEW_PASSWORD_REQUIRED asks for, without the userAttributes. prefix; each must be given")
    func requiredAttributes() async throws {
        let transport = MFAChallengeTransportTests.ScriptedTransport([
            #"{"ChallengeName":"NEW_PASSWORD_REQUIRED","Session":"session-one-from-cognito","ChallengeParameters":{"USERNAME":"ana","requiredAttributes":"[\"userAttributes.name\",\"userAttributes.family_name\"]","userAttributes":"{}"}}"#,
            #"{"AuthenticationResult":{"AccessToken":"a.b.c","IdToken":"d.e.f","ExpiresIn":3600,"TokenType":"Bearer"},"ChallengeParameters":{}}"#,
        ])
        let client = try MFAChallengeTransportTests.client(transport)
        var signIn = try await CognitoSignIn.start(client, username: "ana@example.com", password: "Passw0rd!")
        #expect(signIn.step == .newPasswordRequired(requiredAttributes: ["name", "family_name"]))
        // One required attribute missing: refused before sending, naming it.
        do throws(CognitoError) {
            try await signIn.submitNewPassword("Nueva-Clave-2026!", attributes: ["name": "Ana"])
            Issue.record("no error")
        } catch {
            #expect(error.number == 1000 && error.message(in: .english).contains("attribute.family_name"))
        }
        #expect(transport.requests.count == 1)
        try await signIn.submitNewPassword("Nueva-Clave-2026!", attributes: ["name": "Ana", "family_name": "García"])
        #expect(signIn.step.tokens?.accessToken == "a.b.c")
        let sent = try #require(transport.requests.last?.body)
        #expect(sent.contains(#""userAttributes.family_name":"García""#) && sent.contains(#""userAttributes.name":"Ana""#))
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    @Test("A custom challenge after the password (a pool whose triggers add one): the customChallenge step")
    func customAfterPassword() async throws {
        let transport = MFAChallengeTransportTests.ScriptedTransport([
            #"{"ChallengeName":"CUSTOM_CHALLENGE","Session":"session-one-from-cognito","ChallengeParameters":{"USERNAME":"ana","question":"colour?"}}"#,
            #"{"AuthenticationResult":{"AccessToken":"a.b.c","IdToken":"d.e.f","ExpiresIn":3600,"TokenType":"Bearer"},"ChallengeParameters":{}}"#,
        ])
        let client = try MFAChallengeTransportTests.client(transport)
        var signIn = try await CognitoSignIn.start(client, username: "ana@example.com", password: "Passw0rd!")
        #expect(signIn.step == .customChallenge(parameters: ["question": "colour?"]))
        try await signIn.submitCustomAnswer("blue")
        #expect(signIn.step.tokens?.accessToken == "a.b.c")
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    @Test("A challenge the machine does not answer: 4001 naming it, refused, credkit:unsupported-challenge")
    func unsupported() async throws {
        // A remembered device's proof, asked of a sign-in that has no device.
        let transport = MFAChallengeTransportTests.ScriptedTransport([
            #"{"ChallengeName":"DEVICE_SRP_AUTH","Session":"session-one-from-cognito","ChallengeParameters":{"USERNAME":"ana"}}"#
        ])
        let client = try MFAChallengeTransportTests.client(transport)
        do throws(CognitoError) {
            _ = try await CognitoSignIn.start(client, username: "ana@example.com", password: "Passw0rd!")
            Issue.record("no error")
        } catch {
            #expect(error.number == 4001 && error.category == .refused)
            #expect(error.errorType == "credkit:unsupported-challenge")
            #expect(
                error.message(in: .english)
                    == "Could not get the tokens: Cognito asks for DEVICE_SRP_AUTH, which credkit does not answer")
            #expect(
                error.message(in: .spanish)
                    == "No se pudieron obtener los tokens: Cognito pide DEVICE_SRP_AUTH, que credkit no responde")
        }
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    @Test("A server that never stops asking: abandoned after ten answers with 4001")
    func endless() async throws {
        let challenge =
            #"{"ChallengeName":"SOFTWARE_TOKEN_MFA","Session":"session-of-the-challenge","ChallengeParameters":{}}"#
        let transport = MFAChallengeTransportTests.ScriptedTransport(Array(repeating: challenge, count: 20))
        let client = try MFAChallengeTransportTests.client(transport)
        var signIn = try await CognitoSignIn.start(client, username: "ana@example.com", password: "Passw0rd!")
        for _ in 1..<CognitoSignIn.maximumAnswers {
            try await signIn.submitCode("123456")
        }
        await Self.expectError(4001) { () throws(CognitoError) in
            try await signIn.submitCode("123456")
        }
        #expect(transport.requests.count == CognitoSignIn.maximumAnswers + 1)
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    /// A storage as an app would write one over the Keychain: here in memory, counting lock use.
    final class MemoryStorage: CognitoSessionStorage, @unchecked Sendable {
        private let lock = NSLock()
        private var saved: CognitoSession?
        private(set) var saves = 0
        private(set) var lockedRuns = 0

        init(_ session: CognitoSession?) { saved = session }

        func load() throws -> CognitoSession? { lock.withLock { saved } }
        func save(_ session: CognitoSession) throws {
            lock.withLock {
                saved = session
                saves += 1
            }
        }
        func remove() throws { lock.withLock { saved = nil } }
        func withLock<Value>(_ body: () async throws -> Value) async throws -> Value {
            lock.withLock { lockedRuns += 1 }
            return try await body()
        }
    }

    @Test("Refresh when near expiry is a library call: under the storage's lock, re-read, saved; not when fresh")
    func refreshInStorage() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try CognitoClientMotoTests.client(pool)
        let email = "refresh.storage@example.com"
        try await Self.confirmedUser(client, email)
        let tokens = try #require(try await CognitoSignIn.start(client, username: email, password: Self.password).step.tokens)
        let session = CognitoSession(tokens: tokens, username: email, configuration: client.configuration)

        let storage = MemoryStorage(session)
        let fresh = try await client.freshSession(in: storage, session)
        #expect(!fresh.refreshed && fresh.session == session && storage.lockedRuns == 0 && storage.saves == 0)
        #expect(fresh.previousExpiry == (try JSONWebToken(compact: tokens.accessToken)).claims.expiresAt)

        // A margin longer than the token's life makes it due.
        let due = try await client.freshSession(in: storage, session, margin: 7200)
        #expect(due.refreshed && storage.lockedRuns == 1 && storage.saves == 1)
        #expect(due.session.tokens.accessToken != tokens.accessToken)
        #expect(try storage.load() == due.session)

        // The file store: saved 0600 under its lock file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-refresh-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(file: folder.appendingPathComponent("session.json"))
        try store.save(session)
        let forced = try await client.freshSession(in: store, session, force: true)
        #expect(forced.refreshed)
        #expect(try store.load() == forced.session)

        // No refresh token: 8001, nothing sent, nothing saved.
        var bare = session
        bare.tokens.refreshToken = nil
        let empty = MemoryStorage(bare)
        do {
            _ = try await client.freshSession(in: empty, bare, force: true)
            Issue.record("refreshed without a refresh token")
        } catch let error as CognitoError {
            #expect(error.number == 8001 && error.category == .badInput)
        }
        #expect(empty.saves == 0)
    }
}
