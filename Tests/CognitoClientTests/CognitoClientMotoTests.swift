// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitJWT
import Foundation
import Testing

@testable import CognitoClient

/// Against moto's Cognito emulator (server mode, loopback). moto's differences from Cognito are in
/// `../shared/reference/cognito-facts.md` §4: it does not check SRP maths (known answers cover
/// that), ignores confirmation codes on sign-up, and returns generic error messages, so these tests
/// assert on error types and numbers, never on Cognito's message text.
@Suite("Cognito client against moto", .serialized, .waitsOnThreads)
struct CognitoClientMotoTests {
    /// A client for `pool` through ``CognitoGapServer``: moto behind a front that checks every request
    /// against AWS's model of the service and refuses one that does not fit (InvalidParameter), so
    /// every test here also proves its requests are well-formed.
    /// A client of `pool` through the gap front, waiting `MotoServer.requestTimeout` for each answer.
    static func client(_ pool: MotoServer.Pool, retry: RetryPolicy = .none) throws -> CognitoIdentityClient {
        try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: pool.clientID, clientSecret: pool.clientSecret, userPoolID: pool.userPoolID,
                endpoint: CognitoGapServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout, retry: retry))
    }

    /// Every request the front has received so far satisfied AWS's model.
    static func expectConformingRequests(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let invalid = try CognitoGapServer.shared.received().filter { !$0.valid }
        #expect(invalid == [], sourceLocation: sourceLocation)
    }

    static func expectError(
        _ number: Int, _ body: () async throws(CognitoError) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do throws(CognitoError) {
            try await body()
            Issue.record("no error; expected \(number)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.number == number, "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test("Sign-up, confirmation, sign-in by password and by SRP, user details, refresh, global sign-out")
    func fullFlow() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try Self.client(pool)
        let email = "jose.garcia@example.com"
        let signUp = try await client.signUp(
            email: email, password: "Contraseña2024!", confirmation: "Contraseña2024!", name: "José García")
        #expect(!signUp.userSub.isEmpty && !signUp.userConfirmed)
        // Unconfirmed: moto checks the password first, then confirmation (real Cognito: 4003 either way).
        await Self.expectError(4003) { () throws(CognitoError) in
            _ = try await client.signIn(username: email, password: "Contraseña2024!")
        }
        try await client.confirmSignUp(username: email, code: "123456")

        guard case .signedIn(let tokens) = try await client.signIn(username: email, password: "Contraseña2024!") else {
            Issue.record("no tokens")
            return
        }
        let idToken = try JSONWebToken(compact: tokens.idToken)
        #expect(idToken.claims.tokenUse == "id" && idToken.claims.email == email && idToken.claims.audience == [pool.clientID])
        #expect(idToken.claims.issuer == "https://cognito-idp.us-east-1.amazonaws.com/\(pool.userPoolID)")
        #expect(tokens.expiresIn == 3600 && tokens.refreshToken != nil)
        // The JWT verifier checks the ID token against moto's JWKS URL (moto serves keys on its own
        // host while `iss` names AWS, so the URL is given apart from the issuers).
        let verifier = try CognitoTokenVerifier(
            options: .init(issuers: CognitoUserPoolID(pool.userPoolID)!.issuers, clientIDs: [pool.clientID], tokenUse: .id),
            jwksURL: MotoServer.shared.endpoint.appendingPathComponent("\(pool.userPoolID)/.well-known/jwks.json"),
            cache: JWKSCache(diskCache: nil))
        let verified = try await verifier.verify(tokens.idToken)
        #expect(verified.claims.subject == signUp.userSub)
        await #expect(throws: JWTError.self) { _ = try await verifier.verify(tokens.accessToken) }  // token_use access
        let otherClient = try CognitoTokenVerifier(
            options: .init(issuers: CognitoUserPoolID(pool.userPoolID)!.issuers, clientIDs: ["someone-else"], tokenUse: .id),
            jwksURL: verifier.jwksURL, cache: JWKSCache(diskCache: nil))
        do {
            _ = try await otherClient.verify(tokens.idToken)
            Issue.record("an ID token for another client verified")
        } catch {
            #expect(error.code == .clientIDMismatch)
        }

        guard case .signedIn(let srpTokens) = try await client.signIn(username: email, password: "Contraseña2024!", flow: .srp)
        else {
            Issue.record("no tokens from SRP")
            return
        }
        #expect(try JSONWebToken(compact: srpTokens.accessToken).claims.tokenUse == "access")

        let user = try await client.getUser(accessToken: tokens.accessToken)
        #expect(
            user.attributes["email"] == email && user.attributes["name"] == "José García"
                && user.attributes["sub"] == signUp.userSub)

        let refreshed = try await client.refresh(refreshToken: tokens.refreshToken!)
        #expect(refreshed.refreshToken == tokens.refreshToken && refreshed.accessToken != tokens.accessToken)

        try await client.globalSignOut(accessToken: refreshed.accessToken)
        await Self.expectError(9001) { () throws(CognitoError) in _ = try await client.getUser(accessToken: refreshed.accessToken)
        }
        await Self.expectError(4002) { () throws(CognitoError) in _ = try await client.refresh(refreshToken: tokens.refreshToken!)
        }
    }

    @Test("Wrong password 4002, unknown user 4004, existing user 3001; messages are the articles'")
    func signInErrors() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try Self.client(pool)
        _ = try await client.signUp(email: "ana@example.com", password: "Passw0rd!ok")
        try await client.confirmSignUp(username: "ana@example.com", code: "123456")
        do throws(CognitoError) {
            _ = try await client.signIn(username: "ana@example.com", password: "Wrong-passw0rd")
            Issue.record("signed in with a wrong password")
        } catch {
            #expect(error.number == 4002 && error.type == "NotAuthorized")
            #expect(error.message(in: .spanish) == "Email o contraseña incorrectos")
            #expect(error.message(in: .english) == "Incorrect email or password")
        }
        await Self.expectError(4004) { () throws(CognitoError) in
            _ = try await client.signIn(username: "nadie@example.com", password: "Passw0rd!ok")
        }
        await Self.expectError(3001) { () throws(CognitoError) in
            _ = try await client.signUp(email: "ana@example.com", password: "Passw0rd!ok")
        }
    }

    @Test("Forgot password: masked destination, the code moto sends in its response header, the new password signs in")
    func forgotPassword() async throws {
        let pool = try MotoServer.shared.makePool()
        // The real URLSession transport, recording response headers: moto hands out the "emailed"
        // code in x-moto-forgot-password-confirmation-code (the front passes it on).
        let transport = HeaderRecordingTransport()
        let client = try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: pool.clientID, userPoolID: pool.userPoolID,
                endpoint: try CognitoGapServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout,
                retry: .none),
            transport: transport)
        _ = try await client.signUp(email: "maria@example.com", password: "Passw0rd!old")
        try await client.confirmSignUp(username: "maria@example.com", code: "123456")
        let delivery = try await client.forgotPassword(username: "maria@example.com")
        #expect(
            delivery?.destination?.contains("***") == true && delivery?.deliveryMedium == "EMAIL"
                && delivery?.attributeName == "email")
        let issued = try #require(transport.lastHeaders["x-moto-forgot-password-confirmation-code"])
        #expect(issued.hasPrefix("moto-confirmation-code:"))
        // Through the front, moto checks the code's digits: any other code is 7002 (expired), and
        // nothing changed.
        let code = String(issued.dropFirst("moto-confirmation-code:".count))
        let stale = code == "000000" ? "000001" : "000000"
        await Self.expectError(7002) { () throws(CognitoError) in
            try await client.confirmForgotPassword(username: "maria@example.com", code: stale, newPassword: "Passw0rd!new")
        }
        try await client.confirmForgotPassword(
            username: "maria@example.com", code: code, newPassword: "Passw0rd!new", confirmation: "Passw0rd!new")
        await Self.expectError(4002) { () throws(CognitoError) in
            _ = try await client.signIn(username: "maria@example.com", password: "Passw0rd!old")
        }
        guard case .signedIn = try await client.signIn(username: "maria@example.com", password: "Passw0rd!new") else {
            Issue.record("the new password does not sign in")
            return
        }
    }

    @Test("Change password: wrong current password 8002, then a real change; a user with a temporary password sets a new one")
    func changePassword() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try Self.client(pool)
        _ = try await client.signUp(email: "luis@example.com", password: "Passw0rd!one")
        try await client.confirmSignUp(username: "luis@example.com", code: "123456")
        guard case .signedIn(let tokens) = try await client.signIn(username: "luis@example.com", password: "Passw0rd!one") else {
            return
        }
        await Self.expectError(8002) { () throws(CognitoError) in
            try await client.changePassword(
                accessToken: tokens.accessToken, currentPassword: "Passw0rd!bad", newPassword: "Passw0rd!two")
        }
        try await client.changePassword(
            accessToken: tokens.accessToken, currentPassword: "Passw0rd!one", newPassword: "Passw0rd!two",
            confirmation: "Passw0rd!two")
        guard case .signedIn = try await client.signIn(username: "luis@example.com", password: "Passw0rd!two") else {
            Issue.record("the changed password does not sign in")
            return
        }

        try MotoServer.shared.adminCreateUser(pool: pool, username: "new@example.com", temporaryPassword: "Temp0rary!pw")
        guard case .challenge(let challenge) = try await client.signIn(username: "new@example.com", password: "Temp0rary!pw")
        else {
            Issue.record("no NEW_PASSWORD_REQUIRED challenge")
            return
        }
        #expect(challenge.name == "NEW_PASSWORD_REQUIRED" && challenge.session != nil)
        await Self.expectError(1000) { () throws(CognitoError) in
            _ = try await client.completeNewPassword(challenge, newPassword: "weak")
        }
        guard
            case .signedIn = try await client.completeNewPassword(
                challenge, newPassword: "Defin1tive!pw", confirmation: "Defin1tive!pw")
        else {
            Issue.record("no tokens after setting the new password")
            return
        }
    }

    @Test("An app client with a secret: SECRET_HASH over the right username at each step (moto checks it for SRP and refresh)")
    func clientSecret() async throws {
        let pool = try MotoServer.shared.makePool(withSecret: true)
        #expect(pool.clientSecret != nil)
        let client = try Self.client(pool)
        _ = try await client.signUp(email: "sec@example.com", password: "Passw0rd!sec")
        try await client.confirmSignUp(username: "sec@example.com", code: "123456")
        guard
            case .signedIn(let tokens) = try await client.signIn(
                username: "sec@example.com", password: "Passw0rd!sec", flow: .srp)
        else {
            Issue.record("SRP sign-in with a secret failed")
            return
        }
        // Refresh hashes the internal username: the access token's `username` claim (here the sub,
        // as the SRP challenge named the user), as real Cognito expects.
        let internalName = try #require(try JSONWebToken(compact: tokens.accessToken).claims.username)
        #expect(internalName != "sec@example.com")
        _ = try await client.refresh(refreshToken: tokens.refreshToken!, username: internalName)
        // freshSession makes that choice itself: the session only knows the sign-in name.
        let session = CognitoSession(tokens: tokens, clientID: pool.clientID, region: "us-east-1", username: "sec@example.com")
        let (refreshed, didRefresh) = try await client.freshSession(session, force: true)
        #expect(didRefresh && refreshed.tokens.accessToken != tokens.accessToken && refreshed.username == "sec@example.com")
        #expect(refreshed.tokens.refreshToken == tokens.refreshToken)
        await Self.expectError(4002) { () throws(CognitoError) in
            _ = try await client.refresh(refreshToken: tokens.refreshToken!, username: "sec@example.com")
        }
        // Without the hash moto refuses the refresh (NotAuthorized, 4002).
        let noSecret = try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: pool.clientID, userPoolID: pool.userPoolID, endpoint: MotoServer.shared.endpoint,
                requestTimeout: MotoServer.requestTimeout, retry: .none))
        await Self.expectError(4002) { () throws(CognitoError) in
            _ = try await noSecret.refresh(refreshToken: tokens.refreshToken!)
        }
    }

    @Test("Unimplemented operations (moto answers HTML 500) are reported as such at once, without retries")
    func serverErrors() async throws {
        let pool = try MotoServer.shared.makePool()
        let attempts = AttemptCounter()
        let retry = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(1), maximumDelay: .milliseconds(2)) { _ in
            await attempts.increment()
        }
        // Plain moto: the front answers ResendConfirmationCode.
        let client = try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: pool.clientID, userPoolID: pool.userPoolID, endpoint: MotoServer.shared.endpoint,
                requestTimeout: MotoServer.requestTimeout, retry: retry))
        do throws(CognitoError) {
            _ = try await client.resendConfirmationCode(username: "x@example.com")
            Issue.record("no error")
        } catch {
            // moto lacks ResendConfirmationCode and answers HTTP 500 with an HTML page: the
            // endpoint does not have the operation, so it is not tried again (RetryAfterTests
            // covers Cognito's own server errors, which are).
            #expect(error.number == 5100 && error.type == "credkit:not-implemented" && error.category == .unreachable)
        }
        #expect(await attempts.count == 0)
    }
}

/// The platform transport underneath, with the last response's headers and the number of requests
/// sent kept for the test to read.
final class HeaderRecordingTransport: HTTPTransport, @unchecked Sendable {
    private let base = PlatformHTTPTransport()
    // Guarded by `lock`.
    private let lock = NSLock()
    private var headers: [String: String] = [:]
    private var sent = 0

    var lastHeaders: [String: String] {
        lock.withLock { headers }
    }

    var requests: Int {
        lock.withLock { sent }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { sent += 1 }
        let response = try await base.send(request)
        lock.withLock { headers = response.headers }
        return response
    }
}

actor AttemptCounter {
    private(set) var count = 0
    func increment() { count += 1 }
}
