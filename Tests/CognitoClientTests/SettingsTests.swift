// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

@Suite("Client settings: checked and completed from the session before a client is built")
struct SettingsTests {
    private static let checker = try! PasswordChecker(policy: PolicyPreset.named("cognito-default")!.policy())

    private static func setting(_ value: String, _ source: String = "--x") -> CognitoSettings.Setting {
        .init(value, from: source)
    }

    private static func refusal(_ settings: CognitoSettings, session: CognitoSession? = nil) -> CognitoSettingsError? {
        do throws(CognitoSettingsError) {
            _ = try settings.configuration(session: session, checker: checker)
            return nil
        } catch {
            return error
        }
    }

    private static let session = CognitoSession(
        tokens: AuthenticationTokens(accessToken: "a", idToken: "i", refreshToken: "r", expiresIn: 3600),
        clientID: "sessionclient", region: "eu-west-1", username: "jose@example.com", userPoolID: "eu-west-1_Pool1",
        endpoint: "http://127.0.0.1:5000/")

    @Test("The pool names the region; the defaults fill the rest")
    func fromPool() throws {
        let settings = CognitoSettings(clientID: Self.setting("abc_123+x"), userPoolID: Self.setting("eu-west-1_AbC123"))
        let configuration = try settings.configuration(checker: Self.checker)
        #expect(configuration.region == "eu-west-1" && configuration.userPoolID == "eu-west-1_AbC123")
        #expect(configuration.clientID == "abc_123+x" && configuration.clientSecret == nil && configuration.endpoint == nil)
        #expect(configuration.requestTimeout == CognitoSettings.defaultTimeout)
    }

    @Test("A saved session fills client, region, pool and endpoint; settings win where given")
    func fromSession() throws {
        let configuration = try CognitoSettings().configuration(session: Self.session, checker: Self.checker)
        #expect(configuration.clientID == "sessionclient" && configuration.region == "eu-west-1")
        #expect(
            configuration.userPoolID == "eu-west-1_Pool1" && configuration.endpoint?.absoluteString == "http://127.0.0.1:5000/")
        let other = CognitoSettings(clientID: Self.setting("otherclient", "CREDKIT_CLIENT_ID"))
        let error = try #require(Self.refusal(other, session: Self.session))
        #expect(error.code == .sessionForOtherClient && error.details == ["session": "sessionclient", "client": "otherclient"])
        let sameClient = CognitoSettings(clientID: Self.setting("sessionclient"), timeout: Self.setting("300"))
        #expect(try sameClient.configuration(session: Self.session, checker: Self.checker).requestTimeout == 300)
    }

    @Test(
        "Each bad setting is refused with its code, source and value",
        arguments: [
            (
                CognitoSettings(clientID: setting("c"), userPoolID: setting("eu-west-1", "--user-pool-id")), "invalid-user-pool",
                "--user-pool-id"
            ),
            (CognitoSettings(clientID: setting("c")), "missing-region", nil),
            (CognitoSettings(region: setting("EU-west-1", "--region"), clientID: setting("c")), "invalid-region", "--region"),
            (CognitoSettings(region: setting("eu-west-1a", "--region"), clientID: setting("c")), "invalid-region", "--region"),
            (
                CognitoSettings(region: setting("us-east-1"), clientID: setting("c"), userPoolID: setting("eu-west-1_A")),
                "region-mismatch", nil
            ),
            (CognitoSettings(region: setting("us-east-1")), "missing-client-id", nil),
            (
                CognitoSettings(region: setting("us-east-1"), clientID: setting("a-b", "CREDKIT_CLIENT_ID")), "invalid-client-id",
                "CREDKIT_CLIENT_ID"
            ),
            (
                CognitoSettings(region: setting("us-east-1"), clientID: setting(String(repeating: "a", count: 129))),
                "invalid-client-id", "--x"
            ),
            (
                CognitoSettings(region: setting("us-east-1"), clientID: setting("c"), endpoint: setting("localhost:5000")),
                "invalid-endpoint", "--x"
            ),
            (
                CognitoSettings(region: setting("us-east-1"), clientID: setting("c"), timeout: setting("0", "--timeout")),
                "invalid-timeout", "--timeout"
            ),
            (
                CognitoSettings(region: setting("us-east-1"), clientID: setting("c"), timeout: setting("300.5")),
                "invalid-timeout", "--x"
            ),
            (
                CognitoSettings(region: setting("us-east-1"), clientID: setting("c"), timeout: setting("nan")), "invalid-timeout",
                "--x"
            ),
        ] as [(CognitoSettings, String, String?)])
    func refused(settings: CognitoSettings, code: String, source: String?) throws {
        let error = try #require(Self.refusal(settings))
        #expect(error.code.rawValue == code && error.source == source)
    }

    @Test("Boundaries that pass: 128-character client, us-gov region, a 300 s timeout")
    func accepted() throws {
        let settings = CognitoSettings(
            region: Self.setting("us-gov-west-1"), clientID: Self.setting(String(repeating: "a", count: 128)),
            timeout: Self.setting("0.5"))
        let configuration = try settings.configuration(checker: Self.checker)
        #expect(configuration.region == "us-gov-west-1" && configuration.requestTimeout == 0.5)
    }

    @Test("Messages name where the value came from, in English and Spanish")
    func messages() throws {
        let error = try #require(
            Self.refusal(CognitoSettings(region: Self.setting("Mars", "CREDKIT_REGION"), clientID: Self.setting("c"))))
        #expect(error.message(in: .english) == "CREDKIT_REGION: Mars is not an AWS region such as eu-west-1")
        #expect(error.message(in: .spanish) == "CREDKIT_REGION: Mars no es una región de AWS como eu-west-1")
        #expect(error.description == "invalid-region: CREDKIT_REGION: Mars is not an AWS region such as eu-west-1")
    }

    @Test("A session is kept while its access token is good, and without a refresh token cannot be refreshed")
    func freshSessionLocally() async throws {
        func token(expiringAt seconds: Double) -> String {
            func encode(_ json: String) -> String {
                Data(json.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "").replacingOccurrences(
                    of: "+", with: "-"
                )
                .replacingOccurrences(of: "/", with: "_")
            }
            return encode(#"{"alg":"RS256","kid":"k"}"#) + "." + encode(#"{"exp":\#(Int(seconds)),"username":"u"}"#) + ".c2ln"
        }
        let client = try CognitoIdentityClient(.init(region: "eu-west-1", clientID: "c"))
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        var session = Self.session
        session.tokens.accessToken = token(expiringAt: now.timeIntervalSince1970 + 61)
        let (kept, refreshed) = try await client.freshSession(session, at: now)
        #expect(!refreshed && kept == session)
        session.tokens.accessToken = token(expiringAt: now.timeIntervalSince1970 + 60)  // inside the 60 s margin
        session.tokens.refreshToken = nil
        do throws(CognitoError) {
            _ = try await client.freshSession(session, at: now)
            Issue.record("refreshed without a refresh token")
        } catch {
            #expect(error.code == .noSession && error.number == 8001)
        }
    }

    @Test("A session made from a client's configuration keeps what later calls need")
    func sessionFromConfiguration() throws {
        let configuration = try CognitoSettings(
            clientID: Self.setting("c1"), userPoolID: Self.setting("eu-west-1_Pool1"),
            endpoint: Self.setting("http://127.0.0.1:5000/")
        ).configuration(checker: Self.checker)
        let obtained = Date(timeIntervalSince1970: 1_900_000_000)
        let session = CognitoSession(
            tokens: Self.session.tokens, username: "ana@example.com", configuration: configuration, obtainedAt: obtained)
        #expect(session.clientID == "c1" && session.region == "eu-west-1" && session.userPoolID == "eu-west-1_Pool1")
        #expect(session.endpoint == "http://127.0.0.1:5000/" && session.username == "ana@example.com")
        #expect(session.obtainedAt == 1_900_000_000)
        // What the session recorded is enough for the next client.
        let next = try CognitoSettings().configuration(session: session, checker: Self.checker)
        #expect(next.clientID == "c1" && next.userPoolID == "eu-west-1_Pool1" && next.endpoint == configuration.endpoint)
    }

    @Test("Printing settings never shows the client secret")
    func secretHidden() {
        let settings = CognitoSettings(
            region: Self.setting("eu-west-1", "--region"), clientSecret: Self.setting("s3cr3t-value", "CREDKIT_CLIENT_SECRET"))
        for text in [settings.description, String(describing: settings), String(reflecting: settings), "\(settings)"] {
            #expect(!text.contains("s3cr3t-value"))
        }
        #expect(
            settings.description == "CognitoSettings(region: eu-west-1 (--region), clientSecret: hidden (CREDKIT_CLIENT_SECRET))")
    }
}
