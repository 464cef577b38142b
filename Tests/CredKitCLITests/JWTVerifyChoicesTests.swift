// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `jwt verify` asks whose tokens to accept, as aws-jwt-verify does (issue 53, item 5), takes the
/// pool, client and endpoint from the environment like the `cognito` commands (item 7), and names a
/// token of another pool as such (item 11).
@Suite("jwt verify: explicit clients and token use, the environment, tokens of other pools", .waitsOnThreads)
struct JWTVerifyChoicesTests {
    static let keys = ["--jwks", JWTFixture.jwks, "--user-pool-id", JWTFixture.pool, "--at", JWTFixture.at]

    @Test("Without --client-id or --any-client, --token-use or --any-token-use: a usage error naming both ways (en, es)")
    func choicesRequired() throws {
        let token = try JWTFixture.token("id token RS256") + "\n"
        let noClient = try CLI.run(["jwt", "verify"] + Self.keys + ["--token-use", "id"], input: token)
        #expect(noClient.status == 2)
        #expect(noClient.stdout.isEmpty)
        #expect(
            noClient.stderr
                == "credkit: error: say whose tokens to accept: --client-id ID (repeat it for several app clients, or set CREDKIT_CLIENT_ID), or --any-client for a token of any app client\n"
        )
        let noUse = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--client-id", JWTFixture.client, "--lang", "es"], input: token)
        #expect(noUse.status == 2)
        #expect(
            noUse.stderr
                == "credkit: error: indica qué tokens aceptar: --token-use id o --token-use access, o --any-token-use para los dos\n"
        )
        let both = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--client-id", JWTFixture.client, "--any-client", "--token-use", "id"],
            input: token)
        #expect(both.status == 2)
        #expect(both.stderr == "credkit: error: --client-id and --any-client contradict each other: give one of them\n")
        let bothUses = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--any-client", "--token-use", "id", "--any-token-use", "--lang", "es"],
            input: token)
        #expect(bothUses.status == 2)
        #expect(bothUses.stderr == "credkit: error: --token-use y --any-token-use se contradicen: da solo uno de los dos\n")
        // Load balancer tokens have their own options: the Cognito choices do not mix with them.
        let alb = try CLI.run(
            ["jwt", "verify", "--alb-arn", JWTALBCommandTests.arn, "--any-client"], input: "")
        #expect(alb.status == 2)
        #expect(alb.stderr.hasPrefix("credkit: error: --alb-arn verifies load balancer tokens"))
    }

    @Test("--any-client accepts another app client's token and --any-token-use an access token; the explicit ones refuse them")
    func anyAccepts() throws {
        let otherClient = try JWTFixture.token("client mismatch (aud)") + "\n"
        let any = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--any-client", "--token-use", "id", "--format", "json"], input: otherClient)
        #expect(any.status == 0, "\(any.stderr)")
        #expect(try any.jsonLines().first?["valid"] as? Bool == true)
        let named = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--client-id", JWTFixture.client, "--token-use", "id", "--format", "json"],
            input: otherClient)
        #expect(named.status == 1)
        #expect(try named.jsonLines().first?["error"] as? String == "client-id-mismatch")

        let access = try JWTFixture.token("access token with scope and group") + "\n"
        let anyUse = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--client-id", JWTFixture.client, "--any-token-use", "--format", "json"],
            input: access)
        #expect(anyUse.status == 0, "\(anyUse.stderr)")
        let idOnly = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--client-id", JWTFixture.client, "--token-use", "id", "--format", "json"],
            input: access)
        #expect(idOnly.status == 1)
        #expect(try idOnly.jsonLines().first?["error"] as? String == "token-use-mismatch")
    }

    @Test("CREDKIT_USER_POOL_ID, CREDKIT_CLIENT_ID and CREDKIT_ENDPOINT fill in the pool, client and keys' address")
    func environment() throws {
        let served = try TemporaryDirectory()
        let folder = served.url.appendingPathComponent(JWTFixture.pool + "/.well-known")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: JWTFixture.jwks, toPath: folder.appendingPathComponent("jwks.json").path)
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let environment = [
            "CREDKIT_USER_POOL_ID": JWTFixture.pool, "CREDKIT_CLIENT_ID": JWTFixture.client,
            "CREDKIT_ENDPOINT": server.url(""), "XDG_CACHE_HOME": try TemporaryDirectory().url.path,
        ]
        let input = [try JWTFixture.token("id token RS256"), try JWTFixture.token("client mismatch (aud)")]
            .map { $0 + "\n" }.joined()
        let run = try CLI.run(
            ["jwt", "verify", "--token-use", "id", "--at", JWTFixture.at, "--format", "json"], input: input,
            environment: environment)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(try run.jsonLines().map { $0["error"] as? String ?? "valid" } == ["valid", "client-id-mismatch"])
        #expect(server.requests(for: JWTFixture.pool + "/.well-known/jwks.json") == 1)
        // The command line wins: --any-client over CREDKIT_CLIENT_ID, --issuer over the pool's issuers.
        let anyClient = try CLI.run(
            ["jwt", "verify", "--any-client", "--token-use", "id", "--at", JWTFixture.at, "--format", "json"],
            input: input, environment: environment)
        #expect(anyClient.status == 0, "\(anyClient.stderr)")
        // Beside --alb-arn the Cognito variables are not read (they would contradict it).
        let alb = try CLI.run(
            ["jwt", "verify", "--alb-arn", JWTALBCommandTests.arn], input: "", environment: environment)
        #expect(alb.status == 0, "\(alb.stderr)")
    }

    @Test("A token of another pool is issuer-mismatch, named before any key is looked up or fetched")
    func otherPool() throws {
        func part(_ json: String) -> String {
            Data(json.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        }
        let other = "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other"
        let token =
            part(#"{"alg":"RS256","kid":"key-of-the-other-pool"}"#) + "."
            + part(#"{"iss":"\#(other)","token_use":"id","aud":"x","exp":1800003600}"#) + ".c2ln"
        let file = try CLI.run(
            ["jwt", "verify"] + Self.keys + ["--any-client", "--token-use", "id", "--format", "json"], input: token + "\n")
        #expect(file.status == 1)
        let record = try #require(try file.jsonLines().first)
        #expect(record["error"] as? String == "issuer-mismatch")
        #expect(record["signatureVerified"] as? Bool == false)
        #expect(
            record["message"] as? String
                == "the token comes from another issuer: iss is \"\(other)\"; accepted: \"https://cognito-idp.eu-west-1.amazonaws.com/\(JWTFixture.pool)\", \"https://issuer-cognito-idp.eu-west-1.amazonaws.com/\(JWTFixture.pool)\""
        )
        // Over the network: the foreign token never makes credkit fetch the pool's keys.
        let served = try TemporaryDirectory()
        try FileManager.default.copyItem(
            atPath: JWTFixture.jwks, toPath: served.url.appendingPathComponent("jwks.json").path)
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let remote = try CLI.run(
            [
                "jwt", "verify", "--jwks", server.url("jwks.json"), "--user-pool-id", JWTFixture.pool, "--any-client",
                "--token-use", "id", "--at", JWTFixture.at, "--no-jwks-cache", "--format", "json",
            ], input: token + "\n")
        #expect(remote.status == 1)
        #expect(try remote.jsonLines().first?["error"] as? String == "issuer-mismatch")
        #expect(server.requests(for: "jwks.json") == 0)
    }
}
