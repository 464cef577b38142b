// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `credkit cognito token` through the API, end to end: the built binary against the front
/// (`cognito_gaps.py`, which answers GetClientToken and GetDerivedToken for moto and checks every
/// request against botocore 1.44.8's model).
@Suite("credkit cognito token through the API (GetClientToken, GetDerivedToken)", .serialized, .waitsOnThreads)
struct CognitoTokenCommandTests {
    final class Setup {
        let pool: MotoServer.TokenPool
        let state: TemporaryDirectory
        let environment: [String: String]
        private(set) var transcripts: [String] = []

        init() throws {
            pool = try MotoServer.shared.makeTokenPool()
            state = try TemporaryDirectory()
            environment = [
                "CREDKIT_ENDPOINT": try CognitoGapServer.shared.endpoint.absoluteString, "CREDKIT_REGION": "us-east-1",
                "CREDKIT_USER_POOL_ID": pool.userPoolID, "XDG_STATE_HOME": state.url.path,
                "XDG_CACHE_HOME": state.url.appendingPathComponent("cache").path, "HOME": state.url.path,
                "CREDKIT_TIMEOUT": String(Int(MotoServer.requestTimeout)),
            ]
        }

        var machine: [String: String] {
            ["CREDKIT_CLIENT_ID": pool.machineClientID, "CREDKIT_CLIENT_SECRET": pool.machineClientSecret]
        }

        var user: [String: String] { ["CREDKIT_CLIENT_ID": pool.userClientID, "CREDKIT_CLIENT_SECRET": pool.userClientSecret] }

        func run(_ arguments: [String], input: String = "", environment extra: [String: String]) throws -> CLIResult {
            let result = try CLI.run(["cognito"] + arguments, input: input, environment: environment.merging(extra) { $1 })
            transcripts.append(result.stdout + result.stderr)
            return result
        }

        func issued(_ operation: String, _ clientID: String) throws -> Int {
            try CognitoGapServer.shared.issued(operation, clientID: clientID)
        }

        func expectNothingPrinted(_ secrets: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            for secret in secrets where !secret.isEmpty {
                #expect(!transcripts.contains { $0.contains(secret) }, "a secret was printed", sourceLocation: sourceLocation)
            }
        }

        /// A file holding `text`, with `mode`.
        func file(_ name: String, _ text: String, mode: mode_t = 0o600) throws -> String {
            let url = state.url.appendingPathComponent(name)
            try writePrivately(Data(text.utf8), to: url)
            _ = chmod(url.path, mode)
            return url.path
        }
    }

    /// A JWT's payload, decoded (the tokens are the front's, verified by the library's tests).
    static func claims(_ token: String) throws -> [String: Any] {
        var payload = String(token.split(separator: ".")[1]).replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        payload += String(repeating: "=", count: (4 - payload.count % 4) % 4)
        let data = try #require(Data(base64Encoded: payload))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("Machine tokens from the API: auto picks it for a pool without a domain, --via api; cached per client and scopes")
    func clientToken() throws {
        let setup = try Setup()
        let machineID = setup.pool.machineClientID
        let start = try setup.issued("GetClientToken", machineID)
        let first = try setup.run(["token", "--client-credentials", "--scope", "api/read"], environment: setup.machine)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "")
        let token = first.stdout.trimmingCharacters(in: .newlines)
        #expect(first.stdout == token + "\n")
        let claims = try Self.claims(token)
        #expect(claims["client_id"] as? String == machineID && claims["scope"] as? String == "api/read")
        #expect(claims["token_use"] as? String == "access")
        #expect(try setup.issued("GetClientToken", machineID) == start + 1)
        // The same request through --via api is the same cached token.
        let second = try setup.run(
            ["token", "--client-credentials", "--via", "api", "--scope", "api/read", "--format", "json"],
            environment: setup.machine)
        let record = try #require(try second.jsonLines().first)
        #expect(record["accessToken"] as? String == token && record["cached"] as? Bool == true)
        #expect(record["grant"] as? String == "client-credentials" && record["via"] as? String == "api")
        #expect(record["tokenType"] as? String == "Bearer" && record["scopes"] as? [String] == ["api/read"])
        #expect((3500...3600).contains(record["expiresIn"] as? Int ?? 0))
        #expect(try setup.issued("GetClientToken", machineID) == start + 1)
        let cache = setup.state.url.appendingPathComponent("cache/credkit/tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        try #require(files.count == 1)
        let mode = try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent(files[0]).path)[
            .posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o600)
        // Other scopes are another token; --no-cache always asks.
        let all = try setup.run(["token", "--client-credentials", "--via", "api"], environment: setup.machine)
        #expect(try Self.claims(all.stdout.trimmingCharacters(in: .newlines))["scope"] as? String == "api/read api/write")
        // JSON names the scopes granted (the token's), not the ones asked for — none here; from the cache too.
        let allJSON = try setup.run(
            ["token", "--client-credentials", "--via", "api", "--format", "json"], environment: setup.machine)
        let allRecord = try #require(try allJSON.jsonLines().first)
        #expect(allRecord["cached"] as? Bool == true && allRecord["scopes"] as? [String] == ["api/read", "api/write"])
        _ = try setup.run(["token", "--client-credentials", "--scope", "api/read", "--no-cache"], environment: setup.machine)
        #expect(try setup.issued("GetClientToken", machineID) == start + 3)

        // --via domain for a pool without one is the discovery document's answer.
        let domain = try setup.run(["token", "--client-credentials", "--via", "domain"], environment: setup.machine)
        #expect(domain.status == 2)
        #expect(
            domain.stderr
                == "credkit: error: The user pool has no domain (its discovery document names no sign-in endpoints); pass --domain (2011)\n"
        )
        // Cognito's refusals, numbered, in English and Spanish.
        let wrong = setup.machine.merging(["CREDKIT_CLIENT_SECRET": String(repeating: "W", count: 40)]) { $1 }
        let refused = try setup.run(["token", "--client-credentials", "--no-cache"], environment: wrong)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "credkit: error: The app client's ID or secret was refused, or the app client does not allow client-token authentication (ALLOW_CLIENT_TOKEN_AUTH) (2101 NotAuthorizedException)\n"
        )
        let spanish = try setup.run(["token", "--client-credentials", "--no-cache", "--lang", "es"], environment: wrong)
        #expect(
            spanish.stderr
                == "credkit: error: Se rechazó el ID o el secreto del cliente de aplicación, o el cliente no admite la autenticación con token de cliente (ALLOW_CLIENT_TOKEN_AUTH) (2101 NotAuthorizedException)\n"
        )
        let notMachine = try setup.run(["token", "--client-credentials", "--via", "api"], environment: setup.user)
        #expect(notMachine.status == 1 && notMachine.stderr.hasSuffix(" (2101 NotAuthorizedException)\n"))
        let scope = try setup.run(["token", "--client-credentials", "--scope", "api/admin"], environment: setup.machine)
        #expect(scope.status == 1)
        #expect(
            scope.stderr
                == "credkit: error: Cognito refused a value of the request, such as a scope the app client may not ask for (2102 InvalidParameterException)\n"
        )
        let json = try setup.run(
            ["token", "--client-credentials", "--scope", "api/admin", "--format", "json"], environment: setup.machine)
        let error = try #require(try json.jsonLines().first?["error"] as? [String: Any])
        #expect(error["type"] as? String == "InvalidParameterException" && error["code"] as? Int == 2102)
        #expect(error["serviceMessage"] as? String == "Invalid scope requested: api/admin")

        // Refused before sending: a malformed scope, no secret (the cache would answer without one).
        let sent = try CognitoGapServer.shared.received(clientID: machineID)
        let malformed = try setup.run(["token", "--client-credentials", "--scope", "api read"], environment: setup.machine)
        #expect(malformed.status == 2)
        #expect(
            malformed.stderr
                == "credkit: error: The request was not sent: scopes: \"api read\" is not a scope (1 to 256 printable ASCII characters, no space, quote or backslash) (1000)\n"
        )
        let noSecret = try setup.run(
            ["token", "--client-credentials", "--via", "api", "--no-cache"],
            environment: ["CREDKIT_CLIENT_ID": setup.pool.machineClientID])
        #expect(noSecret.status == 2)
        #expect(
            noSecret.stderr
                == "credkit: error: The request was not sent: client credentials need the app client's secret (CREDKIT_CLIENT_SECRET) (1000)\n"
        )
        #expect(try CognitoGapServer.shared.received(clientID: machineID) == sent, "nothing was sent")
        setup.expectNothingPrinted([setup.pool.machineClientSecret, setup.pool.userClientSecret])
    }

    @Test("Token exchange: the session's access token narrowed to an audience, an actor from a private file, stdin; cached")
    func exchange() throws {
        let setup = try Setup()
        let userID = setup.pool.userClientID
        let signIn = try setup.run(
            ["sign-in", "--email", setup.pool.username, "--password-stdin"], input: setup.pool.password + "\n",
            environment: setup.user)
        #expect(signIn.status == 0, "\(signIn.stderr)")
        let session = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: setup.state.url.appendingPathComponent("credkit/session.json"))) as? [String: Any])
        let tokens = try #require(session["tokens"] as? [String: Any])
        let accessToken = try #require(tokens["accessToken"] as? String)
        let idToken = try #require(tokens["idToken"] as? String)
        let subject = try Self.claims(accessToken)["sub"] as? String

        let start = try setup.issued("GetDerivedToken", userID)
        let narrowed = try setup.run(["token", "--exchange", "--audience", "api"], environment: setup.user)
        #expect(narrowed.status == 0, "\(narrowed.stderr)")
        let token = narrowed.stdout.trimmingCharacters(in: .newlines)
        #expect(narrowed.stdout == token + "\n" && token != accessToken)
        let claims = try Self.claims(token)
        #expect(claims["aud"] as? String == "api" && claims["sub"] as? String == subject)
        #expect(claims["client_id"] as? String == userID && claims["act"] == nil)
        #expect(try setup.issued("GetDerivedToken", userID) == start + 1)
        let again = try setup.run(["token", "--exchange", "--audience", "api", "--format", "json"], environment: setup.user)
        let record = try #require(try again.jsonLines().first)
        #expect(record["token"] as? String == token && record["cached"] as? Bool == true)
        #expect(record["grant"] as? String == "token-exchange" && record["issuedTokenType"] as? String == "ACCESS_TOKEN")
        #expect(record["audience"] as? String == "api" && record["actor"] as? Bool == false)
        // The scopes the exchanged token carries (the session's, none asked for), read from the cached token.
        let held = try #require(claims["scope"] as? String)
        #expect(!held.isEmpty && record["scopes"] as? [String] == held.split(separator: " ").map(String.init))
        #expect(try setup.issued("GetDerivedToken", userID) == start + 1)

        // Delegation: the machine's token as the actor, from a private file.
        let machine = try setup.run(["token", "--client-credentials"], environment: setup.machine)
        let actorFile = try setup.file("actor.jwt", machine.stdout)
        let delegated = try setup.run(
            ["token", "--exchange", "--resource", "api", "--actor-token-file", actorFile], environment: setup.user)
        #expect(delegated.status == 0, "\(delegated.stderr)")
        let act = try Self.claims(delegated.stdout.trimmingCharacters(in: .newlines))["act"] as? [String: String]
        #expect(act == ["sub": setup.pool.machineClientID, "client_id": setup.pool.machineClientID])
        // The ID token from standard input, for an ID token.
        let id = try setup.run(
            [
                "token", "--exchange", "--subject-token-file", "-", "--subject-token-type", "id", "--requested-token-type", "id",
                "--audience", setup.pool.plainClientID, "--format", "json",
            ], input: idToken + "\n", environment: setup.user)
        let idRecord = try #require(try id.jsonLines().first)
        #expect(idRecord["issuedTokenType"] as? String == "ID_TOKEN" && idRecord["tokenType"] as? String == "N_A")
        let idClaims = try Self.claims(try #require(idRecord["token"] as? String))
        #expect(idClaims["token_use"] as? String == "id" && idClaims["aud"] as? String == setup.pool.plainClientID)
        #expect(idRecord["scopes"] as? [String] == [] && idRecord["cached"] as? Bool == false)
        // Cached, it is still an ID token: the token itself says so.
        let idAgain = try setup.run(
            [
                "token", "--exchange", "--subject-token-file", "-", "--subject-token-type", "id", "--requested-token-type", "id",
                "--audience", setup.pool.plainClientID, "--format", "json",
            ], input: idToken + "\n", environment: setup.user)
        let idAgainRecord = try #require(try idAgain.jsonLines().first)
        #expect(idAgainRecord["cached"] as? Bool == true && idAgainRecord["token"] as? String == idRecord["token"] as? String)
        #expect(idAgainRecord["issuedTokenType"] as? String == "ID_TOKEN" && idAgainRecord["scopes"] as? [String] == [])

        // Token files must be private; the refusals are Cognito's, numbered.
        let loose = try setup.file("loose.jwt", accessToken, mode: 0o644)
        let looseRun = try setup.run(
            ["token", "--exchange", "--audience", "api", "--subject-token-file", loose], environment: setup.user)
        #expect(looseRun.status == 2)
        #expect(
            looseRun.stderr
                == "credkit: error: \(loose): other users may read or change this token file; refusing to use it: run chmod 600 \(loose)\n"
        )
        let missing = setup.state.url.appendingPathComponent("none.jwt").path
        let missingRun = try setup.run(
            ["token", "--exchange", "--audience", "api", "--actor-token-file", missing], environment: setup.user)
        #expect(missingRun.status == 2 && missingRun.stderr == "credkit: error: \(missing): no such file\n")
        let empty = try setup.file("empty.jwt", "\n")
        let emptyRun = try setup.run(
            ["token", "--exchange", "--audience", "api", "--subject-token-file", empty], environment: setup.user)
        #expect(emptyRun.status == 2 && emptyRun.stderr == "credkit: error: \(empty): holds no token\n")
        let subjectFile = try setup.file("subject.jwt", accessToken + "\n")
        let plain = try setup.run(
            ["token", "--exchange", "--audience", "api", "--subject-token-file", subjectFile],
            environment: ["CREDKIT_CLIENT_ID": setup.pool.plainClientID])
        #expect(plain.status == 1)
        #expect(
            plain.stderr
                == "credkit: error: The token exchange was refused: a token is no longer valid, the app client's secret is wrong, or the app client does not allow it (ALLOW_TOKEN_EXCHANGE_IMPERSONATION, or ALLOW_TOKEN_EXCHANGE_DELEGATION with an actor token) (2201 NotAuthorizedException)\n"
        )
        let audience = try setup.run(["token", "--exchange", "--audience", "elsewhere"], environment: setup.user)
        #expect(audience.status == 1)
        #expect(
            audience.stderr
                == "credkit: error: Cognito refused a value of the request, such as an audience, resource or scope (2202 InvalidParameterException)\n"
        )
        let garbage = try setup.file("garbage.jwt", "not a token!")
        let sent = try CognitoGapServer.shared.received(clientID: userID)
        let garbageRun = try setup.run(
            ["token", "--exchange", "--audience", "api", "--subject-token-file", garbage], environment: setup.user)
        #expect(garbageRun.status == 2)
        #expect(
            garbageRun.stderr
                == "credkit: error: The request was not sent: subjectToken is not a token (letters, digits and - _ + / = . only) (1000)\n"
        )
        #expect(try CognitoGapServer.shared.received(clientID: userID) == sent, "nothing was sent")
        // The subject token, the secrets and the session's ID token are never printed.
        setup.expectNothingPrinted([accessToken, idToken, setup.pool.userClientSecret, setup.pool.machineClientSecret])
    }

    @Test("Options that do not go together are refused before anything is read or sent (exit 2)")
    func usage() throws {
        let setup = try Setup()
        let clients = [setup.pool.userClientID, setup.pool.machineClientID]
        for (arguments, message) in [
            (
                ["token"],
                "token gets machine-to-machine tokens or exchanges one: pass --client-credentials or --exchange (for a user's tokens use login or sign-in)"
            ),
            (
                ["token", "--exchange", "--client-credentials"],
                "--client-credentials and --exchange cannot go together: pass one"
            ),
            (["token", "--exchange"], "--exchange needs --audience or --resource: the new token is narrowed to it"),
            (["token", "--client-credentials", "--audience", "api"], "--audience goes with --exchange"),
            (["token", "--client-credentials", "--actor-token-file", "f"], "--actor-token-file goes with --exchange"),
            (["token", "--exchange", "--via", "api", "--audience", "api"], "--via goes with --client-credentials"),
            (["token", "--exchange", "--domain", "my-app", "--audience", "api"], "--domain goes with --client-credentials"),
            (
                ["token", "--exchange", "--actor-token-type", "id", "--audience", "api"],
                "--actor-token-type goes with --actor-token-file"
            ),
        ] {
            let result = try setup.run(arguments, environment: setup.user)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "credkit: error: \(message)\n", "\(arguments)")
        }
        let spanish = try setup.run(["token", "--exchange", "--lang", "es"], environment: setup.user)
        #expect(
            spanish.stderr == "credkit: error: --exchange necesita --audience o --resource: el nuevo token se restringe a él\n")
        let via = try setup.run(["token", "--client-credentials", "--via", "web"], environment: setup.machine)
        #expect(via.status == 2 && via.stderr.contains("web") && via.stderr.contains("auto, api, domain"))
        for client in clients {
            #expect(try CognitoGapServer.shared.received(clientID: client) == 0, "nothing was sent")
        }
    }
}
