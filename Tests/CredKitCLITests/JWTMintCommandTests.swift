// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit jwt keygen` and `jwt mint` through the built binary: keys on disk (0600, never printed),
/// tokens that `jwt verify` and PyJWT accept, and every refusal with its message and exit status.
@Suite("jwt keygen and jwt mint, end to end")
struct JWTMintCommandTests {
    static let pool = "eu-west-1_AbC123xyZ"

    /// A key and its JWKS in a new folder.
    static func keygen(_ alg: String) throws -> (TemporaryDirectory, key: String, jwks: String, result: CLIResult) {
        let directory = try TemporaryDirectory()
        let key = directory.url.appendingPathComponent("key.jwk").path
        let jwks = directory.url.appendingPathComponent("jwks.json").path
        let result = try CLI.run(["jwt", "keygen", "--alg", alg, "--kid", "test-\(alg)", "--key-out", key, "--jwks-out", jwks])
        return (directory, key, jwks, result)
    }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test(
        "keygen: the private key 0600 and never printed, the JWKS public; mint: a token jwt verify accepts",
        arguments: ["RS256", "ES256", "PS256"])
    func keygenAndMint(_ alg: String) throws {
        let (directory, key, jwks, result) = try Self.keygen(alg)
        _ = directory
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "wrote \(key): \(alg) key test-\(alg), private (0600, never printed); JWKS: \(jwks)\n")
        #expect(try Self.mode(key) == 0o600)
        #expect(try Self.mode(jwks) == 0o644)
        let privateKey = try String(contentsOfFile: key, encoding: .utf8)
        #expect(privateKey.contains("\"d\":"))
        #expect(!(try String(contentsOfFile: jwks, encoding: .utf8)).contains("\"d\":"))
        let minted = try CLI.run([
            "jwt", "mint", "--key", key, "--user-pool-id", Self.pool, "--token-use", "access", "--sub", "user-1",
            "--username", "jose", "--client-id", "client-1", "--group", "admins", "--scope", "orders/read",
        ])
        #expect(minted.status == 0, "\(minted.stderr)")
        #expect(minted.stderr.isEmpty)
        #expect(minted.stdout.split(separator: ".").count == 3 && minted.stdout.hasSuffix("\n"))
        let verified = try CLI.run(
            [
                "jwt", "verify", "--jwks", jwks, "--user-pool-id", Self.pool, "--client-id", "client-1", "--token-use",
                "access", "--group", "admins", "--scope", "orders/read", "--format", "json",
            ], stdin: Array(minted.stdout.utf8))
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(verified.stdout.utf8)) as? [String: Any])
        #expect(record["valid"] as? Bool == true)
        // Another client's verifier refuses it.
        let other = try CLI.run(
            ["jwt", "verify", "--jwks", jwks, "--user-pool-id", Self.pool, "--client-id", "client-2", "--token-use", "access"],
            stdin: Array(minted.stdout.utf8))
        #expect(other.status == 1)
        // The private key is in no output.
        for text in [result.stdout, result.stderr, minted.stdout, minted.stderr] {
            #expect(!text.contains(privateKey.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
    }

    @Test("Claims from a file and --claim, in order; PyJWT verifies an ID token minted for any issuer")
    func claimsAndIssuer() throws {
        let (directory, key, jwks, _) = try Self.keygen("RS256")
        let claims = directory.url.appendingPathComponent("claims.json")
        try Data(#"{"email": "jose@example.com", "email_verified": false, "custom:team": "payments"}"#.utf8).write(to: claims)
        let minted = try CLI.run([
            "jwt", "mint", "--key", key, "--issuer", "https://auth.example.com", "--token-use", "id", "--sub", "user-1",
            "--client-id", "web", "--claims-file", claims.path, "--claim", "email_verified=true", "--expires-in", "30m",
        ])
        #expect(minted.status == 0, "\(minted.stderr)")
        let token = minted.stdout.trimmingCharacters(in: .newlines)
        let script = """
            import sys, jwt
            keys = jwt.PyJWKSet.from_json(open(sys.argv[1]).read())
            token = sys.argv[2]
            claims = jwt.decode(token, key=keys[jwt.get_unverified_header(token)["kid"]], algorithms=["RS256"],
                                audience="web", issuer="https://auth.example.com")
            print(list(claims)[:6], claims["email_verified"], claims["exp"] - claims["iat"])
            """
        let output = String(decoding: try MotoServer.pythonProcess(script, [jwks, token]), as: UTF8.self)
        #expect(output == "['sub', 'email', 'email_verified', 'custom:team', 'iss', 'cognito:username'] True 1800\n")
    }

    @Test(
        "Refusals: loose key permissions, a claims file that is not an object or is 1 GB, a claim of the wrong type, an expired token unless asked, alg none, an existing key file"
    )
    func refusals() throws {
        let (directory, key, _, _) = try Self.keygen("ES256")
        func mint(_ extra: [String]) throws -> CLIResult {
            try CLI.run(
                ["jwt", "mint", "--key", key, "--user-pool-id", Self.pool, "--token-use", "id", "--sub", "u", "--client-id", "c"]
                    + extra)
        }
        let array = directory.url.appendingPathComponent("array.json")
        try Data("[1, 2]".utf8).write(to: array)
        let notObject = try mint(["--claims-file", array.path])
        #expect(notObject.status == 2)
        #expect(notObject.stderr == "credkit: error: \(array.path): the claims file must hold one JSON object\n")
        let huge = directory.url.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let big = try mint(["--claims-file", huge.path])
        #expect(big.status == 2)
        #expect(big.stderr.hasPrefix("credkit: error: cannot read the claims file \(huge.path): "), "\(big.stderr)")
        let number = directory.url.appendingPathComponent("number.json")
        try Data(#"{"custom:level": 3}"#.utf8).write(to: number)
        let typed = try mint(["--claims-file", number.path])
        #expect(typed.status == 2)
        #expect(typed.stderr == "credkit: error: the claims cannot be minted: custom:level must be a string in a Cognito token\n")
        let reserved = try mint(["--claim", "token_use=access"])
        #expect(
            reserved.stderr
                == "credkit: error: the claims cannot be minted: token_use is set by the token's own options (give it there)\n")
        let past = try mint(["--issued-at", "2020-01-01T00:00:00Z"])
        #expect(past.status == 2)
        #expect(
            past.stderr.hasPrefix(
                "credkit: error: the claims cannot be minted: the token would expire at 1577840400, which is already past"))
        let expired = try mint(["--issued-at", "2020-01-01T00:00:00Z", "--expired"])
        #expect(expired.status == 0)
        let none = try CLI.run([
            "jwt", "keygen", "--alg", "none", "--key-out", directory.url.appendingPathComponent("n.jwk").path,
        ])
        #expect(none.status == 2)
        #expect(none.stderr == "credkit: error: invalid value \"none\" for --alg; allowed: RS256, ES256, PS256\n")
        let again = try CLI.run(["jwt", "keygen", "--alg", "ES256", "--key-out", key])
        #expect(again.status == 2)
        #expect(again.stderr.hasPrefix("credkit: error: \(key) already exists: a key is never replaced"))
        #expect(chmod(key, 0o644) == 0)
        let loose = try mint([])
        #expect(loose.status == 2)
        #expect(
            loose.stderr
                == "credkit: error: \(key): other users may read or change this signing key; refusing to use it: run chmod 600 \(key)\n"
        )
        let spanish = try mint(["--lang", "es"])
        #expect(spanish.stderr.contains("otros usuarios pueden leer o cambiar esta clave de firma"))
        let both = try CLI.run([
            "jwt", "mint", "--key", key, "--user-pool-id", Self.pool, "--issuer", "https://x", "--token-use", "id", "--sub", "u",
            "--client-id", "c",
        ])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give exactly one of --user-pool-id and --issuer"), "\(both.stderr)")
    }
}
