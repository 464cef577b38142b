// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import Foundation
import Testing

@testable import CognitoClient

/// Refreshing through `GetTokensFromRefreshToken`, with and without refresh-token rotation, against
/// moto behind the front (which answers the operation and keeps the rotation state moto lacks), and
/// the fall-back to `REFRESH_TOKEN_AUTH` against moto alone.
@Suite("Refresh and refresh-token rotation", .serialized, .waitsOnThreads)
struct RefreshRotationTests {
    static let password = "Contraseña2024!"

    static func session(_ client: CognitoIdentityClient, _ email: String) async throws -> CognitoSession {
        _ = try await client.signUp(email: email, password: password)
        try await client.confirmSignUp(username: email, code: "123456")
        let tokens = try #require(try await CognitoSignIn.start(client, username: email, password: password).step.tokens)
        return CognitoSession(tokens: tokens, username: email, configuration: client.configuration)
    }

    @Test("Without rotation: GetTokensFromRefreshToken, the refresh token kept, the method remembered")
    func withoutRotation() async throws {
        for withSecret in [false, true] {
            let pool = try MotoServer.shared.makePool(withSecret: withSecret)
            let client = try CognitoClientMotoTests.client(pool)
            let session = try await Self.session(client, "keeps.\(withSecret)@example.com")
            #expect(session.refreshMethod == nil)
            let fresh: CognitoSession
            let refreshed: Bool
            do throws(CognitoError) {
                (fresh, refreshed) = try await client.freshSession(session, force: true)
            } catch {
                Issue.record("secret \(withSecret): \(error.kind) \(error.operation?.rawValue ?? "")")
                continue
            }
            #expect(refreshed && fresh.refreshMethod == .getTokensFromRefreshToken, "secret: \(withSecret)")
            #expect(fresh.tokens.refreshToken == session.tokens.refreshToken)
            #expect(fresh.tokens.accessToken != session.tokens.accessToken)
            // Kept in the session file.
            let reloaded = try #require(CognitoSession(fileJSON: fresh.fileJSON))
            #expect(reloaded.refreshMethod == .getTokensFromRefreshToken && reloaded == fresh)
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("With rotation: a new refresh token each time; the spent one is 4013; REFRESH_TOKEN_AUTH is refused")
    func withRotation() async throws {
        let pool = try MotoServer.shared.makePool()
        try CognitoGapServer.shared.setRefreshTokenRotation(clientID: pool.clientID, enabled: true)
        let client = try CognitoClientMotoTests.client(pool)
        let session = try await Self.session(client, "rotates@example.com")
        let first = try #require(session.tokens.refreshToken)

        let (fresh, _) = try await client.freshSession(session, force: true)
        let second = try #require(fresh.tokens.refreshToken)
        #expect(second != first && fresh.refreshMethod == .getTokensFromRefreshToken)
        let (again, _) = try await client.freshSession(fresh, force: true)
        #expect(again.tokens.refreshToken != second)
        #expect(try await client.getUser(accessToken: again.tokens.accessToken).attributes["email"] == "rotates@example.com")

        await CognitoClientMotoTests.expectError(4013) { () throws(CognitoError) in
            _ = try await client.getTokensFromRefreshToken(refreshToken: first)
        }
        do throws(CognitoError) {
            _ = try await client.getTokensFromRefreshToken(refreshToken: second)
            Issue.record("a spent refresh token worked")
        } catch {
            #expect(error.type == "RefreshTokenReuse" && error.category == .refused)
            #expect(error.message(in: .spanish) == "Este token de actualización ya se usó (rotación): inicia sesión de nuevo")
        }
        // The older operation is refused for a rotating app client, whatever the token.
        await CognitoClientMotoTests.expectError(4002) { () throws(CognitoError) in
            _ = try await client.refresh(refreshToken: again.tokens.refreshToken!)
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("An endpoint without GetTokensFromRefreshToken (moto alone): REFRESH_TOKEN_AUTH, remembered")
    func fallBack() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: pool.clientID, userPoolID: pool.userPoolID,
                endpoint: MotoServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout, retry: .none))
        let session = try await Self.session(client, "emulated@example.com")
        let (fresh, refreshed) = try await client.freshSession(session, force: true)
        #expect(refreshed && fresh.refreshMethod == .initiateAuth)
        #expect(fresh.tokens.refreshToken == session.tokens.refreshToken)
        let (again, _) = try await client.freshSession(fresh, force: true)
        #expect(again.refreshMethod == .initiateAuth && again.tokens.accessToken != session.tokens.accessToken)
    }
}
