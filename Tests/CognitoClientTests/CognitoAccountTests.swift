// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import Foundation
import Testing

@testable import CognitoClient

/// The signed-in user's own account: attributes, verification, auth factors and deletion. moto has
/// UpdateUserAttributes; the rest comes from ``CognitoGapServer`` (from AWS's API reference, kept in
/// moto's state through its admin API), which also checks every request against AWS's model.
@Suite("Self-service against moto and the front", .serialized, .waitsOnThreads)
struct CognitoAccountTests {
    static let password = "Contraseña2024!"

    static func signedIn(_ pool: MotoServer.Pool, _ email: String, transport: HeaderRecordingTransport? = nil) async throws
        -> (CognitoIdentityClient, AuthenticationTokens)
    {
        let configuration = CognitoIdentityClient.Configuration(
            region: "us-east-1", clientID: pool.clientID, clientSecret: pool.clientSecret, userPoolID: pool.userPoolID,
            endpoint: try CognitoGapServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout, retry: .none)
        let client =
            try transport.map { try CognitoIdentityClient(configuration, transport: $0) } ?? CognitoIdentityClient(configuration)
        _ = try await client.signUp(email: email, password: password)
        try await client.confirmSignUp(username: email, code: "123456")
        let tokens = try #require(try await CognitoSignIn.start(client, username: email, password: password).step.tokens)
        return (client, tokens)
    }

    @Test("Attributes: update, show, remove; a code to the email verifies it; a wrong code is 9751")
    func attributes() async throws {
        let pool = try MotoServer.shared.makePool()
        let transport = HeaderRecordingTransport()
        let (client, tokens) = try await Self.signedIn(pool, "self.service@example.com", transport: transport)
        _ = try await client.updateUserAttributes(
            accessToken: tokens.accessToken, attributes: [("name", "José Pérez"), ("locale", "es")])
        var user = try await client.getUser(accessToken: tokens.accessToken)
        #expect(user.attributes["name"] == "José Pérez" && user.attributes["locale"] == "es")

        try await client.deleteUserAttributes(accessToken: tokens.accessToken, names: ["locale"])
        user = try await client.getUser(accessToken: tokens.accessToken)
        #expect(user.attributes["locale"] == nil && user.attributes["name"] == "José Pérez")

        let delivery = try #require(
            try await client.getUserAttributeVerificationCode(accessToken: tokens.accessToken, name: "email"))
        #expect(delivery.destination == "s***@e***" && delivery.deliveryMedium == "EMAIL" && delivery.attributeName == "email")
        let code = try #require(transport.lastHeaders["x-credkit-verification-code"])
        let wrong = code == "000000" ? "111111" : "000000"
        await CognitoClientMotoTests.expectError(9751) { () throws(CognitoError) in
            try await client.verifyUserAttribute(accessToken: tokens.accessToken, name: "email", code: wrong)
        }
        try await client.verifyUserAttribute(accessToken: tokens.accessToken, name: "email", code: code)
        user = try await client.getUser(accessToken: tokens.accessToken)
        #expect(user.attributes["email_verified"] == "true")
        // A phone number the user does not have cannot be verified.
        await CognitoClientMotoTests.expectError(9702) { () throws(CognitoError) in
            _ = try await client.getUserAttributeVerificationCode(accessToken: tokens.accessToken, name: "phone_number")
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("Auth factors, then deleting the account: the token and the password stop working")
    func factorsAndDeletion() async throws {
        let pool = try MotoServer.shared.makePool(mfa: "OPTIONAL")
        let (client, tokens) = try await Self.signedIn(pool, "leaving@example.com")
        try await client.setUserMFAPreference(accessToken: tokens.accessToken, sms: .preferred)
        let factors = try await client.getUserAuthFactors(accessToken: tokens.accessToken)
        #expect(factors.username != "" && factors.factors == ["PASSWORD"])
        #expect(factors.enabledMFA == [.sms] && factors.preferredMFA == .sms)

        try await client.deleteUser(accessToken: tokens.accessToken)
        do throws(CognitoError) {
            _ = try await client.getUser(accessToken: tokens.accessToken)
            Issue.record("the deleted user's token still works")
        } catch {
            // Cognito answers NotAuthorized (9001); moto UserNotFound (9002).
            #expect([9001, 9002].contains(error.number), "\(error)")
        }
        do throws(CognitoError) {
            _ = try await CognitoSignIn.start(client, username: "leaving@example.com", password: Self.password)
            Issue.record("signed in to a deleted account")
        } catch {
            #expect([4002, 4004].contains(error.number), "\(error)")
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("Bad input is refused before anything is sent: names, repeats, values, emails, codes")
    func preflight() async throws {
        let client = try CognitoIdentityClient(
            .init(region: "us-east-1", clientID: "client123", userPoolID: "us-east-1_AbC123", retry: .none),
            transport: FailingTransport())
        func fields(_ body: () async throws(CognitoError) -> Void) async -> [String] {
            do throws(CognitoError) {
                try await body()
                return ["sent"]
            } catch {
                guard case .validation(let problems) = error.kind else { return ["not validation: \(error)"] }
                #expect(error.number == 1000 && error.category == .badInput)
                return problems.map { "\($0.field) \($0.code.rawValue)" }
            }
        }
        #expect(
            await fields { () throws(CognitoError) in
                _ = try await client.updateUserAttributes(
                    accessToken: "t", attributes: [("", "x"), ("name", "a"), ("name", "b"), ("email", "not-an-address")])
            } == [
                "attribute invalid-attribute", "attribute conflict", "attribute.email invalid-email",
            ])
        #expect(
            await fields { () throws(CognitoError) in
                _ = try await client.updateUserAttributes(
                    accessToken: "", attributes: [("custom:bio", String(repeating: "a", count: 2049))])
            } == ["accessToken missing", "attribute.custom:bio too-long"])
        #expect(
            await fields { () throws(CognitoError) in
                try await client.deleteUserAttributes(accessToken: "t", names: [])
            } == ["attributes missing"])
        #expect(
            await fields { () throws(CognitoError) in
                try await client.deleteUserAttributes(accessToken: "t", names: [String(repeating: "n", count: 33), "a b"])
            } == ["attribute invalid-attribute", "attribute invalid-attribute"])
        #expect(
            await fields { () throws(CognitoError) in
                try await client.verifyUserAttribute(accessToken: "t", name: "email", code: "12ab")
            } == ["code invalid-code"])
        #expect(
            await fields { () throws(CognitoError) in
                try await client.deleteUser(accessToken: "")
            } == ["accessToken missing"])
        let english = CognitoError(
            .deleteUserAttributes,
            .validation(client.attributeNameProblems(["a\u{7}b"]))
        ).message(in: .english)
        // The control character is shown escaped, as every message shows one.
        #expect(
            english
                == #"The request was not sent: "a\u{7}b" is not an attribute name (1 to 32 characters, no spaces or control characters)"#
        )
    }
}

/// A transport that must never be reached.
struct FailingTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        Issue.record("a request was sent: \(request.headers["X-Amz-Target"] ?? "?")")
        throw HTTPTransportError(.connectionFailed, detail: "not reachable")
    }
}
