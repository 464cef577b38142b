// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Pre-flight: bad input never opens a connection")
struct PreflightTests {
    @Test("Every operation refuses bad input locally, with every problem listed, and no connection is made")
    func noConnection() async throws {
        let counter = try ConnectionCounter()
        let client = try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: "client", endpoint: URL(string: "http://127.0.0.1:\(counter.port)/")!, retry: .none
            ))
        func refused(
            _ fields: [String], _ codes: [String], _ body: () async throws(CognitoError) -> Void,
            sourceLocation: SourceLocation = #_sourceLocation
        ) async {
            do throws(CognitoError) {
                try await body()
                Issue.record("accepted", sourceLocation: sourceLocation)
            } catch {
                guard case .validation(let problems) = error.kind else {
                    Issue.record("not a validation error: \(error)", sourceLocation: sourceLocation)
                    return
                }
                #expect(error.number == 1000, sourceLocation: sourceLocation)
                #expect(problems.map(\.field) == fields && problems.map(\.code.rawValue) == codes, sourceLocation: sourceLocation)
            }
        }
        await refused(["email", "password"], ["invalid-email", "password-policy"]) { () throws(CognitoError) in
            _ = try await client.signUp(email: "jose@@example.com", password: "short")
        }
        await refused(["password", "confirmation"], ["password-policy", "confirmation-mismatch"]) { () throws(CognitoError) in
            _ = try await client.signUp(email: "jose@example.com", password: "Password123", confirmation: "Password124")
        }
        await refused(["code"], ["invalid-code"]) { () throws(CognitoError) in
            try await client.confirmSignUp(username: "jose@example.com", code: "12 34")
        }
        await refused(["username", "code"], ["missing", "missing"]) { () throws(CognitoError) in
            try await client.confirmSignUp(username: "", code: "")
        }
        await refused(["username"], ["invalid-email"]) { () throws(CognitoError) in
            _ = try await client.signIn(username: "jose@", password: "x")
        }
        await refused(["password"], ["too-long"]) { () throws(CognitoError) in
            _ = try await client.signIn(username: "jose", password: String(repeating: "x", count: 257))
        }
        await refused(["userPoolID"], ["no-user-pool"]) { () throws(CognitoError) in
            _ = try await client.signIn(username: "jose", password: "x", flow: .srp)
        }
        await refused(["username"], ["missing"]) { () throws(CognitoError) in _ = try await client.forgotPassword(username: "") }
        await refused(["code", "newPassword", "confirmation"], ["invalid-code", "password-policy", "confirmation-mismatch"]) {
            () throws(CognitoError) in
            try await client.confirmForgotPassword(
                username: "jose@example.com", code: "\n", newPassword: "abc", confirmation: "abd")
        }
        await refused(["newPassword"], ["same-as-current"]) { () throws(CognitoError) in
            try await client.changePassword(accessToken: "token", currentPassword: "Passw0rd!one", newPassword: "Passw0rd!one")
        }
        await refused(["accessToken"], ["missing"]) { () throws(CognitoError) in _ = try await client.getUser(accessToken: "") }
        await refused(["refreshToken"], ["missing"]) { () throws(CognitoError) in _ = try await client.refresh(refreshToken: "") }
        do throws(CognitoError) {
            try await client.changePassword(accessToken: "", currentPassword: "a", newPassword: "b")
        } catch {
            #expect(error.number == 8001 && error.message(in: .spanish) == "No hay sesión activa. Por favor inicia sesión")
        }
        #expect(counter.count == 0)

        // The counter does see a call that passes the checks.
        do throws(CognitoError) {
            _ = try await client.forgotPassword(username: "jose@example.com")
        } catch {
            #expect(error.number == 1001)
        }
        #expect(counter.count == 1)
    }

    @Test("Messages list every problem in both languages and never contain the password")
    func messages() async throws {
        let client = try CognitoIdentityClient(.init(region: "eu-west-1", clientID: "client"))
        do throws(CognitoError) {
            _ = try await client.signUp(email: "a@b", password: "Secret-but-short", confirmation: "Secret-but-shorter")
        } catch {
            let english = error.message(in: .english)
            let spanish = error.message(in: .spanish)
            #expect(english.hasPrefix("The request was not sent: email: "))
            #expect(english.contains("Passwords do not match") && spanish.contains("Las contraseñas no coinciden"))
            #expect(spanish.hasPrefix("No se envió la solicitud: "))
            #expect(!english.contains("Secret-but") && !spanish.contains("Secret-but"))
        }
    }

    @Test("Endpoints: HTTPS anywhere, plain HTTP only on loopback (1003)")
    func endpoints() throws {
        #expect(throws: CognitoError.self) {
            try CognitoIdentityClient(
                .init(region: "eu-west-1", clientID: "c", endpoint: URL(string: "http://cognito.example.com/")!))
        }
        let aws = try CognitoIdentityClient(.init(region: "eu-west-1", clientID: "c"))
        #expect(aws.url.absoluteString == "https://cognito-idp.eu-west-1.amazonaws.com/")
        _ = try CognitoIdentityClient(.init(region: "eu-west-1", clientID: "c", endpoint: URL(string: "http://[::1]:4566/")!))
    }

    @Test("Error types are read as AWS SDKs read them; secrets are blanked out of Cognito's messages")
    func errorParsing() {
        #expect(
            CognitoIdentityClient.errorType(headers: ["x-amzn-errortype": "NotAuthorizedException:http://internal"], body: nil)
                == "NotAuthorizedException")
        let body = JSONObject([.init(key: "__type", value: .string("com.amazonaws.cognito#UserNotFoundException"))])
        #expect(CognitoIdentityClient.errorType(headers: [:], body: body) == "UserNotFoundException")
        #expect(
            CognitoIdentityClient.errorType(headers: [:], body: JSONObject([.init(key: "code", value: .string("A,B"))])) == "A")
        #expect(CognitoIdentityClient.errorType(headers: [:], body: JSONObject()) == nil)
        #expect(CognitoIdentityClient.redact("Invalid token eyJhbGciOi.x.y", ["eyJhbGciOi.x.y"]) == "Invalid token [redacted]")
        #expect(CognitoAPIOperation.changePassword.number(forErrorType: "LimitExceededException") == 8004)
        #expect(CognitoAPIOperation.initiateAuth.number(forErrorType: "SomethingNew") == 4000)
    }

    @Test("Retry delays double up to the ceiling")
    func retryDelays() {
        let policy = RetryPolicy(maximumAttempts: 5, baseDelay: .milliseconds(200), maximumDelay: .seconds(1))
        #expect(
            [2, 3, 4, 5].map(policy.ceiling(beforeAttempt:)) == [
                .milliseconds(200), .milliseconds(400), .milliseconds(800), .seconds(1),
            ])
    }
}
