// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// Tokens from Tests/Fixtures/jwt (made by Scripts/jwt-fixtures.py with PyJWT).
enum JWTFixture {
    static let directory = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/jwt")
    static let jwks = directory.appendingPathComponent("jwks.json").path
    static let pool = "eu-west-1_AbC123xyz"
    static let client = "7k2a9q4bq3ts2v8hrl1cgnl5ik"
    static let at = "1800000000"

    static let tokens: [String: String] = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("cases.jsonl"), encoding: .utf8)) ?? ""
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["name"] as? String, let token = object["token"] as? String
            {
                result[name] = token
            }
        }
        return result
    }()

    static func token(_ name: String) throws -> String { try #require(tokens[name], "no fixture \(name)") }
}

@Suite("credkit jwt, end to end", .waitsOnThreads)
struct JWTCommandTests {
    @Test("decode shows header, claims with readable times, the status and the unverified warning")
    func decodeText() throws {
        let result = try CLI.run(
            ["jwt", "decode", "--at", "2027-01-15T08:00:00Z"], input: try JWTFixture.token("id token RS256") + "\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                header
                  alg  RS256
                  kid  rsa-1
                  typ  JWT
                payload
                  sub               a1b2c3d4-5678-90ab-cdef-1234567890ab
                  email_verified    true
                  iss               https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz
                  cognito:username  jose
                  origin_jti        0c5a1d2e-origin
                  aud               7k2a9q4bq3ts2v8hrl1cgnl5ik
                  event_id          5f1e9d7c-event
                  token_use         id
                  auth_time         2027-01-15 07:59:00 UTC (1 min ago)
                  exp               2027-01-15 08:59:00 UTC (in 59 min)
                  iat               2027-01-15 07:59:00 UTC (1 min ago)
                  jti               8d2f7b1a-jti
                  email             jose@example.com
                  cognito:groups    ["admins","dev"]
                status     active (expires in 59 min)
                signature  NOT VERIFIED (decode does not check it; use credkit jwt verify)

                """)
    }

    @Test("decode JSON: one record per line, exit 4 when any line is malformed, 1 when expired")
    func decodeJSON() throws {
        let token = try JWTFixture.token("id token RS256")
        let input = [token, "not a token", try JWTFixture.token("refresh token (JWE)"), ""].joined(separator: "\n") + "\n"
        let result = try CLI.run(["jwt", "decode", "--format", "json", "--at", JWTFixture.at], input: input)
        #expect(result.status == 4)
        let records = try result.jsonLines()
        try #require(records.count == 4)
        #expect(records[0]["status"] as? String == "active" && records[0]["expiresIn"] as? Int == 3540)
        #expect(records[0]["expiresAt"] as? String == "2027-01-15T08:59:00Z")
        #expect(records[0]["signatureVerified"] as? Bool == false && records[0]["error"] is NSNull)
        #expect((records[0]["header"] as? [String: Any])?["kid"] as? String == "rsa-1")
        #expect((records[0]["payload"] as? [String: Any])?["cognito:groups"] as? [String] == ["admins", "dev"])
        #expect(records[1]["error"] as? String == "malformed" && records[1]["header"] is NSNull)
        #expect(records[1]["message"] as? String == "the token is not a well-formed JWT: expected 3 dot-separated parts, found 1")
        #expect(records[2]["error"] as? String == "encrypted-token")
        #expect(records[3]["message"] as? String == "the token is not a well-formed JWT: the input is empty")

        let expired = try CLI.run(["jwt", "decode", "--format", "json", "--at", "1800003540"], input: token + "\n")
        #expect(expired.status == 1)
        #expect(try expired.jsonLines().first?["status"] as? String == "expired")
        let leeway = try CLI.run(
            ["jwt", "decode", "--format", "json", "--at", "1800003540", "--leeway", "1"], input: token + "\n")
        #expect(leeway.status == 0)
        let noExpiry = try CLI.run(["jwt", "decode", "--format", "json"], input: try JWTFixture.token("no exp") + "\n")
        #expect(noExpiry.status == 0)
        #expect(try noExpiry.jsonLines().first?["expiresIn"] is NSNull)
    }

    @Test("A token given as an argument works but warns; bad --at and --leeway are usage errors")
    func argumentsAndUsage() throws {
        let token = try JWTFixture.token("id token ES256")
        let result = try CLI.run(["jwt", "decode", token, "--at", JWTFixture.at, "--format", "json"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "credkit: warning: a token on the command line is visible to other local users (ps); pass it on standard input instead\n"
        )
        let badTime = try CLI.run(["jwt", "decode", "--at", "tomorrow"], input: token)
        #expect(badTime.status == 2 && badTime.stderr.contains("--at tomorrow: expected unix seconds or an ISO 8601 time"))
        let badLeeway = try CLI.run(["jwt", "decode", "--leeway", "-5"], input: token)
        #expect(badLeeway.status == 2)
        let spanish = try CLI.run(["jwt", "decode", "--lang", "es"], input: "a.b\n")
        #expect(
            spanish.stdout == "línea 1: el token no es un JWT bien formado: se esperaban 3 partes separadas por puntos y hay 2\n")
    }

    @Test("Pasted Bearer tokens and Authorization headers decode and verify; other text still fails with its position")
    func pasted() throws {
        let token = try JWTFixture.token("id token RS256")
        let input =
            [
                "Bearer \(token)", "authorization: bearer   \(token)", "\"Authorization: Bearer \(token)\"", "'\(token)'",
                "Bearer \(token)!",
            ].joined(separator: "\n") + "\n"
        let decoded = try CLI.run(["jwt", "decode", "--format", "json", "--at", JWTFixture.at], input: input)
        #expect(decoded.status == 4)
        let records = try decoded.jsonLines()
        try #require(records.count == 5)
        #expect(records.prefix(4).allSatisfy { $0["status"] as? String == "active" && $0["error"] is NSNull })
        #expect(records[4]["error"] as? String == "malformed")
        #expect(
            records[4]["message"] as? String
                == "the token is not a well-formed JWT: the signature is not base64url (character \(8 + token.utf8.count))")

        let verified = try CLI.run(
            [
                "jwt", "verify", "--jwks", JWTFixture.jwks, "--user-pool-id", JWTFixture.pool, "--client-id", JWTFixture.client,
                "--token-use", "id", "--at", JWTFixture.at, "--format", "json",
            ],
            input: "Authorization: Bearer \(token)\n")
        #expect(verified.status == 0)
        #expect(try verified.jsonLines().first?["valid"] as? Bool == true)
        #expect(!verified.stdout.contains(token) && !verified.stderr.contains(token))
    }

    @Test("Escape sequences in a token's alg or kid never reach the terminal: messages and tables escape them")
    func hostileHeader() throws {
        func part(_ json: String) -> String {
            Data(json.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_")
        }
        let payload = part(#"{"iss":"https://example.com","exp":4102444800}"#)
        let tokens = [
            part(#"{"alg":"\u001b[2K\rresult  valid\u001b[8m","kid":"k1"}"#) + "." + payload + ".c2ln",
            part(#"{"alg":"RS256","kid":"\u001b]0;owned\u0007\u202e"}"#) + "." + payload + ".c2ln",
        ]
        for token in tokens {
            for command in [
                [
                    "jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--issuer",
                    "https://example.com",
                ], ["jwt", "decode"],
                [
                    "jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--issuer",
                    "https://example.com", "--lang", "es",
                ],
            ] {
                let result = try CLI.run(command, input: token + "\n")
                let output = result.stdout + result.stderr
                #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
                #expect(!output.contains("\r"), "\(command)")
            }
        }
        let result = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--issuer", "https://example.com"],
            input: tokens[0] + "\n")
        #expect(result.stdout.contains(#"\u{1b}[2K\u{d}result  valid\u{1b}[8m"#), "\(result.stdout)")
    }

    @Test("verify refuses a token without exp (missing-exp, exit 1) unless --allow-missing-exp")
    func missingExpiry() throws {
        let base = [
            "jwt", "verify", "--jwks", JWTFixture.jwks, "--user-pool-id", JWTFixture.pool, "--client-id", JWTFixture.client,
            "--token-use", "id", "--at", JWTFixture.at, "--format", "json",
        ]
        let input = try JWTFixture.token("no exp") + "\n"
        let refused = try CLI.run(base, input: input)
        #expect(refused.status == 1)
        let record = try #require(try refused.jsonLines().first)
        #expect(record["valid"] as? Bool == false && record["error"] as? String == "missing-exp")
        #expect(record["message"] as? String == "the token has no expiry (exp), so it would never expire")
        let spanish = try CLI.run(base + ["--lang", "es"], input: input)
        #expect(
            try spanish.jsonLines().first?["message"] as? String == "el token no tiene caducidad (exp), así que nunca caducaría")
        let allowed = try CLI.run(base + ["--allow-missing-exp"], input: input)
        let allowedRecord = try allowed.jsonLines().first
        #expect(allowed.status == 0 && allowedRecord?["valid"] as? Bool == true)
    }

    @Test("verify against a JWKS file: valid, rejected with the reason, and malformed")
    func verifyFile() throws {
        let base = [
            "jwt", "verify", "--jwks", JWTFixture.jwks, "--user-pool-id", JWTFixture.pool, "--client-id", JWTFixture.client,
            "--at", JWTFixture.at, "--format", "json",
        ]
        let input =
            try ["id token RS256", "issuer mismatch", "tampered payload", "access token with scope and group"]
            .map(JWTFixture.token).joined(separator: "\n") + "\n"
        let result = try CLI.run(base + ["--token-use", "id"], input: input)
        #expect(result.status == 1)
        let records = try result.jsonLines()
        try #require(records.count == 4)
        #expect(records.map { $0["valid"] as? Bool } == [true, false, false, false])
        #expect(records.map { $0["error"] as? String } == [nil, "issuer-mismatch", "bad-signature", "token-use-mismatch"])
        // The issuer is checked before any key is looked up, as aws-jwt-verify does: no signature checked.
        #expect(records.map { $0["signatureVerified"] as? Bool } == [true, false, false, true])
        #expect(
            records[1]["message"] as? String
                == "the token comes from another issuer: iss is \"https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other\"; accepted: \"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz\", \"https://issuer-cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz\""
        )

        let text = try CLI.run(
            Array(base.dropLast(2)) + ["--any-token-use", "--lang", "es"], input: try JWTFixture.token("group mismatch") + "\n")
        #expect(text.status == 0)
        #expect(text.stdout.hasSuffix("resultado  válido: firma, tiempos y claims verificados\n"))
        let groups = try CLI.run(
            base + ["--any-token-use", "--group", "admins"], input: try JWTFixture.token("group mismatch") + "\n")
        #expect(groups.status == 1)
        #expect(try groups.jsonLines().first?["error"] as? String == "group-mismatch")

        let malformed = try CLI.run(base + ["--any-token-use"], input: "x.y.z\n")
        #expect(malformed.status == 4)
        #expect(try malformed.jsonLines().first?["error"] as? String == "malformed")
    }

    @Test("verify refuses missing keys, unreadable files, bad pool IDs and plain-HTTP remote URLs (exit 2)")
    func verifyUsage() throws {
        let token = try JWTFixture.token("id token RS256") + "\n"
        let noKeys = try CLI.run(["jwt", "verify"], input: token)
        #expect(noKeys.status == 2 && noKeys.stderr == "credkit: error: give the keys: --jwks FILE|URL or --user-pool-id ID\n")
        let missing = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", "/nonexistent/jwks.json", "--issuer", "x"],
            input: token)
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "credkit: error: the JWKS is not available: cannot read /nonexistent/jwks.json: No such file or directory\n")
        let notJWKS = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", "Package.swift", "--issuer", "x"], input: token)
        #expect(
            notJWKS.status == 2
                && notJWKS.stderr.hasPrefix(
                    "credkit: error: the JWKS is not available: Package.swift: the JWKS is not JSON (byte 1: ")
        )
        let pool = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", "eu-west-1-AbC"], input: token)
        #expect(pool.status == 2 && pool.stderr.contains("not a Cognito user pool ID"))
        let http = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", "http://example.com/jwks.json", "--issuer", "x"],
            input: token)
        #expect(http.status == 2 && http.stderr.contains("only https URLs, or http on a loopback address, are allowed"))
        let noIssuer = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--at", JWTFixture.at], input: token)
        #expect(noIssuer.status == 0 && noIssuer.stderr.contains("the issuer is not checked"))
    }

    @Test(
        "verify fetches the JWKS from a URL, caches it on disk (0600 in 0700), and refetches for a new kid at most once per 10 s")
    func verifyURL() throws {
        let served = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: JWTFixture.jwks, toPath: served.url.appendingPathComponent("jwks.json").path)
        let cacheHome = try TemporaryDirectory()
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let arguments = [
            "jwt", "verify", "--any-client", "--any-token-use", "--jwks", server.url("jwks.json"), "--user-pool-id",
            JWTFixture.pool, "--at", JWTFixture.at,
            "--format", "json",
        ]
        let environment = ["XDG_CACHE_HOME": cacheHome.url.path]

        let first = try CLI.run(
            arguments, stdin: Array((try JWTFixture.token("id token EdDSA") + "\n").utf8), environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(server.requests(for: "jwks.json") == 1)
        let jwksDirectory = cacheHome.url.appendingPathComponent("credkit/jwks")
        let files = try FileManager.default.contentsOfDirectory(atPath: jwksDirectory.path)
        try #require(files.count == 1)
        let directoryMode = try FileManager.default.attributesOfItem(atPath: jwksDirectory.path)[.posixPermissions] as? Int
        let fileMode =
            try FileManager.default.attributesOfItem(atPath: jwksDirectory.appendingPathComponent(files[0]).path)[
                .posixPermissions] as? Int
        #expect(directoryMode == 0o700 && fileMode == 0o600)

        // Two tokens with unknown kids in one run: the disk copy is fresh (< 10 s), so no refetch at all.
        let unknown = try JWTFixture.token("unknown kid")
        let second = try CLI.run(arguments, stdin: Array((unknown + "\n" + unknown + "\n").utf8), environment: environment)
        #expect(second.status == 1)
        #expect(try second.jsonLines().map { $0["error"] as? String } == ["unknown-kid", "unknown-kid"])
        #expect(server.requests(for: "jwks.json") == 1)

        // With the server gone, the disk cache still verifies known keys.
        server.stop()
        let offline = try CLI.run(
            arguments, stdin: Array((try JWTFixture.token("id token ES384") + "\n").utf8), environment: environment)
        #expect(offline.status == 0)
        let uncached = try CLI.run(
            arguments + ["--no-jwks-cache", "--jwks-timeout", "2"],
            stdin: Array((try JWTFixture.token("id token ES384") + "\n").utf8))
        #expect(uncached.status == 3)
        #expect(try uncached.jsonLines().first?["error"] as? String == "jwks-unavailable")

        // Two hours later the disk copy is stale (default --jwks-max-age 3600): with the server gone
        // the keys are unavailable, never the stale set trusted; a longer maximum age accepts it.
        let cached = jwksDirectory.appendingPathComponent(files[0]).path
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: cached)
        let stale = try CLI.run(
            arguments + ["--jwks-timeout", "2"], stdin: Array((try JWTFixture.token("id token ES384") + "\n").utf8),
            environment: environment)
        #expect(stale.status == 3)
        let staleRecord = try #require(try stale.jsonLines().first)
        #expect(staleRecord["error"] as? String == "jwks-unavailable")
        #expect(
            (staleRecord["message"] as? String)?.contains(
                server.url("jwks.json") + ": the cached key set is older than 3600 s and could not be fetched again (") == true,
            "\(staleRecord)")
        let longer = try CLI.run(
            arguments + ["--jwks-max-age", "86400"], stdin: Array((try JWTFixture.token("id token ES384") + "\n").utf8),
            environment: environment)
        #expect(longer.status == 0)
        let badAge = try CLI.run(arguments + ["--jwks-max-age=-1"], input: "x\n", environment: environment)
        #expect(badAge.status == 2 && badAge.stderr == "credkit: error: --jwks-max-age must be 0 to 604800 seconds, not -1.0\n")
    }

    @Test("A stale disk copy is fetched again when the server answers (the removed key is gone)")
    func staleCacheRefetched() throws {
        let served = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: JWTFixture.jwks, toPath: served.url.appendingPathComponent("jwks.json").path)
        let cacheHome = try TemporaryDirectory()
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let arguments = [
            "jwt", "verify", "--any-client", "--any-token-use", "--jwks", server.url("jwks.json"), "--user-pool-id",
            JWTFixture.pool, "--at", JWTFixture.at,
            "--format", "json",
        ]
        let environment = ["XDG_CACHE_HOME": cacheHome.url.path]
        let input = Array((try JWTFixture.token("id token ES384") + "\n").utf8)
        #expect(try CLI.run(arguments, stdin: input, environment: environment).status == 0)
        #expect(server.requests(for: "jwks.json") == 1)
        // The issuer removes every key; the fresh disk copy still verifies (within the hour).
        try Data(#"{"keys": []}"#.utf8).write(to: served.url.appendingPathComponent("jwks.json"))
        #expect(try CLI.run(arguments, stdin: input, environment: environment).status == 0)
        #expect(server.requests(for: "jwks.json") == 1)
        // An hour on, the copy is fetched again and the removed key no longer verifies.
        let directory = cacheHome.url.appendingPathComponent("credkit/jwks")
        let file = directory.appendingPathComponent(
            try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3700)], ofItemAtPath: file.path)
        let refetched = try CLI.run(arguments, stdin: input, environment: environment)
        #expect(refetched.status == 1)
        #expect(try refetched.jsonLines().first?["error"] as? String == "unknown-kid")
        #expect(server.requests(for: "jwks.json") == 2)
    }

    @Test("Times far outside the calendar are shown as numbers, never a crash")
    func extremeTimes() throws {
        // {"alg":"RS256"} . {"exp":1e+300,"nbf":-1e+300,"iat":1e+18} . AAAA
        let token = "eyJhbGciOiAiUlMyNTYifQ.eyJleHAiOiAxZSszMDAsICJuYmYiOiAtMWUrMzAwLCAiaWF0IjogMWUrMTh9.AAAA"
        let json = try CLI.run(["jwt", "decode", "--format", "json"], input: token + "\n")
        #expect(json.status == 0)
        let record = try #require(try json.jsonLines().first)
        #expect(record["status"] as? String == "active" && record["expiresAt"] is NSNull)
        #expect(record["expiresIn"] as? Int == 1_000_000_000_000_000)
        let text = try CLI.run(["jwt", "decode"], input: token + "\n")
        #expect(text.status == 0 && text.stdout.contains("  exp  1e+300 (in "))
    }

    @Test("Tokens and signatures never reach stderr, and stdout only shows header and claims")
    func secrets() throws {
        let token = try JWTFixture.token("tampered payload")
        let signature = String(token.split(separator: ".")[2])
        for arguments in [
            ["jwt", "decode"], ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--issuer", "x"],
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--issuer", "x", "--format", "json"],
        ] {
            let result = try CLI.run(arguments, input: token + "\n" + token.dropLast(3) + "*\n")
            #expect(!result.stdout.contains(signature) && !result.stderr.contains(signature))
            #expect(!result.stdout.contains(token) && !result.stderr.contains(token))
        }
    }
}
