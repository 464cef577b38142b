// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import Foundation
import Testing

@testable import CognitoClient

/// Custom authentication (`CUSTOM_AUTH`), which moto answers with `{}`: the front plays the pool's
/// define/create/verify triggers as AWS's example does, and checks every request against AWS's model.
@Suite("Custom authentication (CUSTOM_AUTH)", .serialized, .waitsOnThreads)
struct CustomAuthTests {
    static let questions: [(parameters: [String: String], answer: String)] = [
        (["question": "¿Color favorito?"], "azul"),
        (["question": "Code sent to your phone", "hint": "6 digits"], "482913"),
    ]

    @Test("Two challenges answered in turn sign in; a wrong answer brings the same question back")
    func twoChallenges() async throws {
        for withSecret in [false, true] {
            let pool = try MotoServer.shared.makePool(withSecret: withSecret)
            let client = try await ChoiceSignInTests.user(pool, "custom@example.com")
            try CognitoGapServer.shared.setCustomAuth(clientID: pool.clientID, challenges: Self.questions)
            var signIn = try await CognitoSignIn.startCustom(client, username: "custom@example.com")
            #expect(signIn.step == .customChallenge(parameters: ["question": "¿Color favorito?"]))
            // Refused before sending: an empty answer, or one longer than AWS's model allows.
            await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
                try await signIn.submitCustomAnswer("")
            }
            await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
                try await signIn.submitCustomAnswer(String(repeating: "a", count: 131_073))
            }
            // Another step's answer is refused too, naming the step.
            do throws(CognitoError) {
                try await signIn.submitCode("123456")
                Issue.record("no error")
            } catch {
                #expect(error.number == 1000 && error.message(in: .english).contains("customChallenge"))
            }
            try await signIn.submitCustomAnswer("verde")
            #expect(signIn.step == .customChallenge(parameters: ["question": "¿Color favorito?"]))
            try await signIn.submitCustomAnswer("azul")
            #expect(signIn.step == .customChallenge(parameters: ["question": "Code sent to your phone", "hint": "6 digits"]))
            try await signIn.submitCustomAnswer("482913")
            let tokens = try #require(signIn.step.tokens)
            #expect(try await client.getUser(accessToken: tokens.accessToken).attributes["email"] == "custom@example.com")
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }

    @Test("Three wrong answers end the sign-in with Cognito's 4002; an unknown user is 4004")
    func refused() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try await ChoiceSignInTests.user(pool, "wrong@example.com")
        try CognitoGapServer.shared.setCustomAuth(clientID: pool.clientID, challenges: Self.questions)
        var signIn = try await CognitoSignIn.startCustom(client, username: "wrong@example.com")
        try await signIn.submitCustomAnswer("rojo")
        try await signIn.submitCustomAnswer("verde")
        await CognitoClientMotoTests.expectError(4002) { () throws(CognitoError) in
            try await signIn.submitCustomAnswer("negro")
        }
        await CognitoClientMotoTests.expectError(4004) { () throws(CognitoError) in
            _ = try await CognitoSignIn.startCustom(client, username: "nobody@example.com")
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            _ = try await CognitoSignIn.startCustom(client, username: "")
        }
        try CognitoClientMotoTests.expectConformingRequests()
    }
}
