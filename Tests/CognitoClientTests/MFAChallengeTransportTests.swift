// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

/// The challenges moto cannot send (`SELECT_MFA_TYPE`, `EMAIL_OTP`: it has no `USER_AUTH` flow and no
/// email MFA), checked at the transport: the exact request bodies credkit sends, and how it reads
/// Cognito's answers, through a transport that records requests and plays back answers. Every request
/// and every scripted answer is checked against AWS's model of the service (``ServiceModel``).
@Suite("MFA challenges at the transport", .waitsOnThreads)
struct MFAChallengeTransportTests {
    /// Records each request and answers with the next scripted response; ``exchanges`` gives both
    /// to ``ServiceModel`` to check against AWS's model of the service.
    final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String]
        private(set) var requests: [(target: String, body: String)] = []
        private var answered: [String] = []

        init(_ answers: [String]) { self.answers = answers }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let answer = lock.withLock {
                requests.append(
                    (request.headers["X-Amz-Target"] ?? "", String(decoding: request.body ?? Data(), as: UTF8.self)))
                let answer = answers.isEmpty ? "{}" : answers.removeFirst()
                answered.append(answer)
                return answer
            }
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/x-amz-json-1.1"], body: Data(answer.utf8))
        }

        /// Every request and the answer it got, by operation.
        var exchanges: [ServiceModel.Exchange] {
            lock.withLock {
                zip(requests, answered).map {
                    ServiceModel.Exchange(
                        operation: String($0.0.target.split(separator: ".").last ?? ""), request: $0.0.body, answer: $0.1)
                }
            }
        }
    }

    static func client(_ transport: ScriptedTransport, secret: String? = nil) throws -> CognitoIdentityClient {
        try CognitoIdentityClient(
            .init(
                region: "eu-west-1", clientID: "client123", clientSecret: secret, userPoolID: "eu-west-1_AbC123xyz",
                retry: .none),
            transport: transport)
    }

    static let tokens =
        #"{"AuthenticationResult":{"AccessToken":"a.b.c","IdToken":"d.e.f","RefreshToken":"r","ExpiresIn":3600,"TokenType":"Bearer"}}"#

    @Test(
        "SELECT_MFA_TYPE: the offers are read from Cognito's JSON-encoded string, the answer names the method, then EMAIL_OTP's code"
    )
    func selectThenEmail() async throws {
        let transport = ScriptedTransport([
            #"{"ChallengeName":"SELECT_MFA_TYPE","Session":"session-one-from-cognito","ChallengeParameters":{"MFAS_CAN_CHOOSE":"[\"SMS_MFA\",\"SOFTWARE_TOKEN_MFA\",\"EMAIL_OTP\"]","USER_ID_FOR_SRP":"ana"}}"#,
            #"{"ChallengeName":"EMAIL_OTP","Session":"session-two-from-cognito","ChallengeParameters":{"CODE_DELIVERY_DELIVERY_MEDIUM":"EMAIL","CODE_DELIVERY_DESTINATION":"a***@e***"}}"#,
            Self.tokens,
        ])
        let client = try Self.client(transport)
        guard case .challenge(let select) = try await client.signIn(username: "ana@example.com", password: "Passw0rd!") else {
            Issue.record("no challenge")
            return
        }
        #expect(select.name == "SELECT_MFA_TYPE" && select.mfaChoices == [.sms, .totp, .email])
        guard case .challenge(let email) = try await client.selectMFAType(select, username: "ana@example.com", type: .email)
        else {
            Issue.record("no EMAIL_OTP challenge")
            return
        }
        #expect(email.mfaType == .email && email.codeDestination == "a***@e***")
        guard
            case .signedIn(let tokens) = try await client.answerMFAChallenge(
                email, username: "ana@example.com", code: " 12345678 ")
        else {
            Issue.record("no tokens")
            return
        }
        #expect(tokens.accessToken == "a.b.c")
        #expect(
            transport.requests.map(\.target) == [
                "AWSCognitoIdentityProviderService.InitiateAuth", "AWSCognitoIdentityProviderService.RespondToAuthChallenge",
                "AWSCognitoIdentityProviderService.RespondToAuthChallenge",
            ])
        #expect(
            transport.requests[1].body
                == #"{"ClientId":"client123","ChallengeName":"SELECT_MFA_TYPE","ChallengeResponses":{"ANSWER":"EMAIL_OTP","USERNAME":"ana@example.com"},"Session":"session-one-from-cognito"}"#
        )
        #expect(
            transport.requests[2].body
                == #"{"ClientId":"client123","ChallengeName":"EMAIL_OTP","ChallengeResponses":{"EMAIL_OTP_CODE":"12345678","USERNAME":"ana@example.com"},"Session":"session-two-from-cognito"}"#
        )
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    @Test("With a client secret every MFA answer carries SECRET_HASH for the challenge's USERNAME")
    func secretHash() async throws {
        let transport = ScriptedTransport([Self.tokens])
        let client = try Self.client(transport, secret: "s3cr3t")
        let challenge = SignInChallenge(
            name: "SOFTWARE_TOKEN_MFA", session: "session-of-the-challenge", parameters: ["USERNAME": "internal-id"])
        _ = try await client.answerMFAChallenge(challenge, username: "ana@example.com", code: "123456")
        let expected = client.secretHash("internal-id")!
        #expect(
            transport.requests[0].body
                == #"{"ClientId":"client123","ChallengeName":"SOFTWARE_TOKEN_MFA","ChallengeResponses":{"SECRET_HASH":"\#(expected)","SOFTWARE_TOKEN_MFA_CODE":"123456","USERNAME":"internal-id"},"Session":"session-of-the-challenge"}"#
        )
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    @Test("SetUserMFAPreference's body: each method given, Enabled and PreferredMfa")
    func preferenceBody() async throws {
        let transport = ScriptedTransport(["{}"])
        let client = try Self.client(transport)
        try await client.setUserMFAPreference(accessToken: "tok", totp: .preferred, sms: .disabled, email: .enabled)
        #expect(
            transport.requests[0].body
                == #"{"AccessToken":"tok","SoftwareTokenMfaSettings":{"Enabled":true,"PreferredMfa":true},"SMSMfaSettings":{"Enabled":false,"PreferredMfa":false},"EmailMfaSettings":{"Enabled":true,"PreferredMfa":false}}"#
        )
        #expect(try ServiceModel.problems(transport.exchanges) == [])
    }

    @Test("Bad MFA input is refused before sending: code shape, two preferred methods, nothing to set, a method not offered")
    func preflight() async throws {
        let transport = ScriptedTransport([])
        let client = try Self.client(transport)
        let challenge = SignInChallenge(
            name: "SELECT_MFA_TYPE", session: "session-of-the-challenge",
            parameters: ["MFAS_CAN_CHOOSE": #"["SOFTWARE_TOKEN_MFA"]"#])
        func problems(_ body: () async throws(CognitoError) -> Void) async -> [String] {
            do throws(CognitoError) {
                try await body()
                return ["sent"]
            } catch {
                guard case .validation(let problems) = error.kind else { return ["\(error)"] }
                return problems.map { "\($0.field):\($0.code.rawValue)" }
            }
        }
        for code in ["12345", "123456789", "12a456", "12 34 56", "１２３４５６"] {
            #expect(
                await problems { () throws(CognitoError) in
                    _ = try await client.answerMFAChallenge(
                        SignInChallenge(name: "SOFTWARE_TOKEN_MFA", session: "session-of-the-challenge", parameters: [:]),
                        username: "ana", code: code)
                } == ["code:invalid-code"], "\(code)")
        }
        #expect(
            await problems { () throws(CognitoError) in try await client.verifySoftwareToken(accessToken: "t", code: "") }
                == ["code:missing"])
        #expect(
            await problems { () throws(CognitoError) in
                try await client.setUserMFAPreference(accessToken: "t", totp: .preferred, sms: .preferred)
            } == ["mfaPreference:conflict"])
        #expect(
            await problems { () throws(CognitoError) in try await client.setUserMFAPreference(accessToken: "t") }
                == ["mfaPreference:missing"])
        #expect(
            await problems { () throws(CognitoError) in _ = try await client.selectMFAType(challenge, username: "ana", type: .sms)
            }
                == ["mfaType:not-offered"])
        #expect(transport.requests.isEmpty)
        // A challenge that takes no code is 4001, unsent.
        do throws(CognitoError) {
            _ = try await client.answerMFAChallenge(
                SignInChallenge(name: "NEW_PASSWORD_REQUIRED", session: "session-of-the-challenge", parameters: [:]),
                username: "ana", code: "123456")
            Issue.record("answered")
        } catch {
            #expect(error.number == 4001)
        }
        #expect(transport.requests.isEmpty)
    }
}
