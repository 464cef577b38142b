// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit jwt verify --alb-arn` end to end: tokens signed the way an Application Load Balancer
/// signs `x-amzn-oidc-data` (ES256, base64url with padding, the signature over the padded text) by
/// Python's `cryptography` (an independent implementation), keys served as PEM by a loopback HTTP
/// server under their UUID `kid`.
@Suite("credkit jwt verify for load balancer tokens", .waitsOnThreads)
struct JWTALBCommandTests {
    static let arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/50dc6c495c0c9188"
    static let otherARN = "arn:aws:elasticloadbalancing:us-east-1:123456789012:loadbalancer/app/web/50dc6c495c0c9188"
    static let client = "7k2a9q4bq3ts2v8hrl1cgnl5ik"
    static let issuer = "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123"

    /// A key pair and tokens in every shape the tests need, signed by Python.
    struct Fixture {
        let kid: String
        let otherKid: String
        let pem: String
        let tokens: [String: String]
    }

    static func fixture() throws -> Fixture {
        let script = #"""
            import base64, json, sys, time, uuid
            from cryptography.hazmat.primitives import hashes, serialization
            from cryptography.hazmat.primitives.asymmetric import ec, utils
            arn, other_arn, client, issuer = sys.argv[1:5]
            key = ec.generate_private_key(ec.SECP256R1())
            other_key = ec.generate_private_key(ec.SECP256R1())
            kid, other_kid = str(uuid.uuid4()), str(uuid.uuid4())
            now = int(time.time())
            def b64(data): return base64.urlsafe_b64encode(data).decode()  # padded, as an ALB writes it
            def token(alg="ES256", kid=kid, signer=arn, client=client, exp=now + 120, signing_key=key, strip=False):
                header = {"typ": "JWT", "kid": kid, "alg": alg, "iss": issuer, "client": client, "signer": signer, "exp": exp}
                payload = {"sub": "b2c1a6f0-1111-4e5e-9f8a-0123456789ab", "email": "ana@example.com", "exp": exp, "iss": issuer}
                text = b64(json.dumps(header).encode()) + "." + b64(json.dumps(payload).encode())
                r, s = utils.decode_dss_signature(signing_key.sign(text.encode(), ec.ECDSA(hashes.SHA256())))
                token = text + "." + b64(r.to_bytes(32, "big") + s.to_bytes(32, "big"))
                return token.replace("=", "") if strip else token
            pem = key.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
            tokens = {
                "valid": token(), "wrong signer": token(signer=other_arn), "wrong client": token(client="another-client"),
                "kid not a UUID": token(kid="../../etc/passwd"), "unpadded": token(strip=True),
                "expired": token(exp=now - 3600), "RS256": token(alg="RS256"), "unknown kid": token(kid=other_kid),
                "wrong key": token(signing_key=other_key),
            }
            print(json.dumps({"kid": kid, "otherKid": other_kid, "pem": pem.decode(), "tokens": tokens}))
            """#
        let output = try MotoServer.python(script, [arn, otherARN, client, issuer])
        let object = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        return Fixture(
            kid: object["kid"] as! String, otherKid: object["otherKid"] as! String, pem: object["pem"] as! String,
            tokens: object["tokens"] as! [String: String])
    }

    @Test(
        "ALB tokens: valid, and each forged or foreign shape refused with its reason; keys fetched once, only for a trusted header"
    )
    func verify() throws {
        let fixture = try Self.fixture()
        #expect(fixture.tokens["valid"]!.contains("="), "the fixture's token is padded")
        let served = try TemporaryDirectory()
        try Data(fixture.pem.utf8).write(to: served.url.appendingPathComponent(fixture.kid))
        let cacheHome = try TemporaryDirectory()
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let arguments = [
            "jwt", "verify", "--alb-arn", Self.arn, "--alb-client-id", Self.client, "--issuer", Self.issuer,
            "--alb-key-url", server.url(""), "--format", "json",
        ]
        let environment = ["XDG_CACHE_HOME": cacheHome.url.path]
        let names = [
            "valid", "wrong signer", "wrong client", "kid not a UUID", "unpadded", "expired", "RS256", "wrong key", "valid",
        ]
        let input = names.map { fixture.tokens[$0]! + "\n" }.joined()
        let result = try CLI.run(arguments, stdin: Array(input.utf8), environment: environment)
        #expect(result.status == 1, "\(result.stderr)")
        let records = try result.jsonLines()
        try #require(records.count == names.count)
        let outcomes = records.map {
            [$0["error"] as? String ?? "valid", ($0["signatureVerified"] as? Bool).map { "\($0)" } ?? "-"]
        }
        #expect(
            outcomes == [
                ["valid", "true"], ["signer-mismatch", "false"], ["client-id-mismatch", "false"], ["unknown-kid", "false"],
                ["bad-signature", "false"], ["expired", "true"], ["unsupported-algorithm", "false"], ["bad-signature", "false"],
                ["valid", "true"],
            ])
        #expect(
            records[1]["message"] as? String
                == "the token was signed by another load balancer: signer is \"\(Self.otherARN)\"; accepted: \"\(Self.arn)\"")
        #expect(
            records[3]["message"] as? String
                == "no key for the token: kid \"../../etc/passwd\" is not a UUID (load balancer keys are published by UUID)")
        #expect(
            records[6]["message"] as? String
                == "the signing algorithm is not accepted: load balancers sign with ES256; this token says RS256")
        // The header is checked before any key is fetched, and a key is fetched once for the run.
        #expect(server.requests(for: fixture.kid) == 1)
        let keyFiles = try FileManager.default.contentsOfDirectory(
            atPath: cacheHome.url.appendingPathComponent("credkit/jwks").path)
        #expect(keyFiles.count == 1)

        // The next run uses the disk copy; an unknown kid is looked up once, then not again within 10 s.
        let again = try CLI.run(
            arguments,
            stdin: Array(
                (fixture.tokens["valid"]! + "\n" + fixture.tokens["unknown kid"]! + "\n" + fixture.tokens["unknown kid"]! + "\n")
                    .utf8),
            environment: environment)
        let second = try again.jsonLines()
        try #require(second.count == 3)
        #expect(second.map { $0["error"] as? String ?? "valid" } == ["valid", "unknown-kid", "unknown-kid"])
        #expect((second[1]["message"] as? String)?.contains("(HTTP 404)") == true)
        #expect((second[2]["message"] as? String)?.contains("was looked up less than 10 s ago") == true)
        #expect(server.requests(for: fixture.kid) == 1)
        #expect(server.requests(for: fixture.otherKid) == 1)
    }

    @Test("A summary of a batch on standard error; text output names what was refused")
    func summary() throws {
        let fixture = try Self.fixture()
        let served = try TemporaryDirectory()
        try Data(fixture.pem.utf8).write(to: served.url.appendingPathComponent(fixture.kid))
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let input = ["valid", "expired", "wrong signer", "wrong signer"].map { fixture.tokens[$0]! + "\n" }.joined()
        let result = try CLI.run(
            [
                "jwt", "verify", "--alb-arn", Self.arn, "--alb-client-id", Self.client, "--issuer", Self.issuer, "--alb-key-url",
                server.url(""),
            ],
            stdin: Array(input.utf8), environment: ["XDG_CACHE_HOME": try TemporaryDirectory().url.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasSuffix(
                "4 tokens: 1 valid, 3 rejected\nrejected by reason:\n  signer-mismatch  2\n  expired          1\n"))
    }

    @Test(
        "Claim assertions on load balancer tokens: --claim and --claim-includes check the IdP's claims after the signature, each with its code"
    )
    func claims() throws {
        let fixture = try Self.fixture()
        let served = try TemporaryDirectory()
        try Data(fixture.pem.utf8).write(to: served.url.appendingPathComponent(fixture.kid))
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let base = [
            "jwt", "verify", "--alb-arn", Self.arn, "--alb-client-id", Self.client, "--issuer", Self.issuer,
            "--alb-key-url", server.url(""), "--format", "json",
        ]
        let environment = ["XDG_CACHE_HOME": try TemporaryDirectory().url.path]
        let input = Array((fixture.tokens["valid"]! + "\n").utf8)
        let passing = try CLI.run(
            base + ["--claim", "email=ana@example.com", "--claim-includes", "email=ana@example.com"], stdin: input,
            environment: environment)
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(try passing.jsonLines().map { $0["valid"] as? Bool } == [true])
        let failing: [([String], String, String)] = [
            (
                ["--claim", "email=bob@example.com"], "claim-mismatch",
                #"a claim is not the required value: email is "ana@example.com"; required: "bob@example.com""#
            ),
            (
                ["--claim-includes", "groups=admins"], "claim-not-included",
                #"a claim does not include the required value: claim "groups" is missing"#
            ),
        ]
        for (extra, code, message) in failing {
            let result = try CLI.run(base + extra, stdin: input, environment: environment)
            #expect(result.status == 1, "\(extra): \(result.stderr)")
            let record = try #require(try result.jsonLines().first)
            #expect(record["error"] as? String == code)
            #expect(record["message"] as? String == message)
            #expect(record["signatureVerified"] as? Bool == true)
        }
        // A forged token fails on its signature before any claim is looked at.
        let forged = try CLI.run(
            base + ["--claim", "email=bob@example.com"], stdin: Array((fixture.tokens["wrong key"]! + "\n").utf8),
            environment: environment)
        #expect(try forged.jsonLines().map { $0["error"] as? String } == ["bad-signature"])
    }

    @Test("jwt decode shows a padded ALB token")
    func decode() throws {
        let fixture = try Self.fixture()
        let result = try CLI.run(["jwt", "decode", "--format", "json"], input: fixture.tokens["valid"]! + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let record = try #require(try result.jsonLines().first)
        let header = try #require(record["header"] as? [String: Any])
        #expect(header["signer"] as? String == Self.arn)
        #expect((record["payload"] as? [String: Any])?["email"] as? String == "ana@example.com")
    }

    @Test("Usage: ARNs checked, ALB options need --alb-arn, Cognito options do not mix with it")
    func usage() throws {
        let bad = try CLI.run(["jwt", "verify", "--alb-arn", "arn:aws:s3:::bucket"], input: "")
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "credkit: error: --alb-arn arn:aws:s3:::bucket: not an Application Load Balancer ARN (arn:aws:elasticloadbalancing:REGION:ACCOUNT:loadbalancer/app/NAME/ID)\n"
        )
        let refused =
            "credkit: error: --alb-arn verifies load balancer tokens: it takes --alb-client-id, --issuer, --alb-key-url, --claim and --claim-includes, not --jwks, --user-pool-id, --client-id, --any-client, --token-use, --any-token-use, --group, --scope, --require-group, --require-scope, --audience, --any-audience or --endpoint\n"
        for extra in [
            ["--user-pool-id", "eu-west-1_AbC123"], ["--require-group", "admins"], ["--require-scope", "openid"],
            ["--audience", "api"], ["--any-audience"], ["--any-client"],
        ] {
            let mixed = try CLI.run(["jwt", "verify", "--alb-arn", Self.arn] + extra, input: "")
            #expect(mixed.status == 2, "\(extra)")
            #expect(mixed.stderr == refused, "\(extra)")
        }
        let orphan = try CLI.run(["jwt", "verify", "--user-pool-id", "eu-west-1_AbC123", "--alb-client-id", "x"], input: "")
        #expect(orphan.status == 2)
        #expect(
            orphan.stderr
                == "credkit: error: --alb-client-id and --alb-key-url are for load balancer tokens: give --alb-arn\n")
        let insecure = try CLI.run(
            ["jwt", "verify", "--alb-arn", Self.arn, "--alb-key-url", "http://example.com/keys"], input: "")
        #expect(insecure.status == 2)
    }
}

/// `credkit jwt verify` with several `--user-pool-id`: tokens of two moto pools in one run.
@Suite("credkit jwt verify across several pools", .waitsOnThreads)
struct JWTPoolsCommandTests {
    /// An ID and an access token of a fresh user in a fresh pool, signed in by boto3.
    static func tokens(_ pool: MotoServer.Pool) throws -> (id: String, access: String) {
        let script = """
            import boto3, json, sys, uuid
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            user = "pools-" + uuid.uuid4().hex[:8] + "@example.com"
            client.admin_create_user(UserPoolId=sys.argv[2], Username=user, MessageAction="SUPPRESS")
            client.admin_set_user_password(UserPoolId=sys.argv[2], Username=user, Password="Pools-Test-1!", Permanent=True)
            result = client.admin_initiate_auth(UserPoolId=sys.argv[2], ClientId=sys.argv[3], AuthFlow="ADMIN_USER_PASSWORD_AUTH",
                                                AuthParameters={"USERNAME": user, "PASSWORD": "Pools-Test-1!"})["AuthenticationResult"]
            print(json.dumps({"id": result["IdToken"], "access": result["AccessToken"]}))
            """
        let output = try MotoServer.python(
            script, [try MotoServer.shared.endpoint.absoluteString, pool.userPoolID, pool.clientID])
        let object = try #require(try JSONSerialization.jsonObject(with: output) as? [String: String])
        return (object["id"]!, object["access"]!)
    }

    @Test(
        "An issuer map is read for the pools asked about only: a hostile name is never built or printed; 256 names at most (issue 54)"
    )
    func issuerMapBounds() throws {
        let folder = try TemporaryDirectory()
        let keys = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/jwt/jwks.json"), encoding: .utf8)
        let issuers = ["us-east-1_AbC123", "us-east-1_DeF456"].map { "https://cognito-idp.us-east-1.amazonaws.com/" + $0 }
        let map = folder.url.appendingPathComponent("map.json")
        try Data(
            ("{" + issuers.map { "\"\($0)\": \(keys)," }.joined() + #""\u001b[2J\u202eevil": {"keys": 5}}"#).utf8
        ).write(to: map)
        let arguments = [
            "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", "us-east-1_AbC123", "--user-pool-id",
            "us-east-1_DeF456", "--jwks", map.path, "--format", "json",
        ]
        let run = try CLI.run(arguments, input: "not.a.token\n")
        #expect(run.status == 4, "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}") && !run.stdout.contains("\u{1B}"))
        #expect(try run.jsonLines().count == 1)
        // More names than a map may hold.
        let many = folder.url.appendingPathComponent("many.json")
        try Data(("{" + (0..<300).map { "\"https://issuer/\($0)\": {}" }.joined(separator: ",") + "}").utf8).write(to: many)
        var tooMany = arguments
        tooMany[tooMany.firstIndex(of: map.path)!] = many.path
        let refused = try CLI.run(tooMany, input: "")
        #expect(refused.status == 2)
        #expect(refused.stderr == "credkit: error: \(many.path): a --jwks map may name at most 256 issuers\n")
    }

    @Test("Tokens of two pools in one run, each record naming its pool; a third pool's token is refused")
    func twoPools() throws {
        let moto = try MotoServer.shared
        let (a, b, c) = (try moto.makePool(), try moto.makePool(), try moto.makePool())
        let (ta, tb, tc) = (try Self.tokens(a), try Self.tokens(b), try Self.tokens(c))
        let input = [ta.id, tb.access, tc.id, tb.id].map { $0 + "\n" }.joined()
        let cacheHome = try TemporaryDirectory()
        let online = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", a.userPoolID, "--user-pool-id",
                b.userPoolID, "--endpoint",
                moto.endpoint.absoluteString, "--format", "json",
            ], stdin: Array(input.utf8), environment: ["XDG_CACHE_HOME": cacheHome.url.path])
        #expect(online.status == 1, "\(online.stderr)")
        let records = try online.jsonLines()
        try #require(records.count == 4)
        #expect(records.map { $0["pool"] as? String } == [a.userPoolID, b.userPoolID, nil, b.userPoolID])
        #expect(records.map { $0["error"] as? String ?? "valid" } == ["valid", "valid", "issuer-mismatch", "valid"])
        #expect((records[2]["message"] as? String)?.contains(a.userPoolID) == true)

        // Offline: a --jwks file mapping each pool's issuer to its keys.
        let folder = try TemporaryDirectory()
        var map: [String: Any] = [:]
        for pool in [a, b] {
            let jwks = try Data(contentsOf: moto.endpoint.appendingPathComponent(pool.userPoolID + "/.well-known/jwks.json"))
            map["https://cognito-idp.us-east-1.amazonaws.com/" + pool.userPoolID] = try JSONSerialization.jsonObject(with: jwks)
        }
        let mapFile = folder.url.appendingPathComponent("keys.json")
        try JSONSerialization.data(withJSONObject: map).write(to: mapFile)
        let offline = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", a.userPoolID, "--user-pool-id",
                b.userPoolID, "--jwks", mapFile.path,
                "--format", "json",
            ], stdin: Array(input.utf8))
        #expect(try offline.jsonLines().map { $0["pool"] as? String } == [a.userPoolID, b.userPoolID, nil, b.userPoolID])
        let lacking = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", a.userPoolID, "--user-pool-id",
                c.userPoolID, "--jwks", mapFile.path,
            ],
            input: "")
        #expect(lacking.status == 2)
        #expect(lacking.stderr == "credkit: error: \(mapFile.path): no key set for the issuer of \(c.userPoolID)\n")
        // One pool may use the map too (its own key set is taken); a map with no pool is refused.
        let one = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", a.userPoolID, "--jwks", mapFile.path,
                "--format", "json",
            ], stdin: Array(input.utf8))
        #expect(one.status == 1, "\(one.stderr)")
        #expect(
            try one.jsonLines().map { $0["error"] as? String ?? "valid" } == [
                "valid", "issuer-mismatch", "issuer-mismatch", "issuer-mismatch",
            ])
        let noPool = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", mapFile.path, "--issuer", "x"], input: "")
        #expect(noPool.status == 2)
        #expect(
            noPool.stderr == "credkit: error: \(mapFile.path) maps issuers to key sets: name the pool with --user-pool-id\n")
        let issuer = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", a.userPoolID, "--user-pool-id",
                b.userPoolID, "--issuer", "x",
            ], input: "")
        #expect(issuer.status == 2)
    }
}

/// `credkit jwt verify --online`: Cognito (moto through the front, which adds RevokeToken) says
/// whether access tokens that pass offline are still accepted.
@Suite("credkit jwt verify --online", .waitsOnThreads)
struct JWTOnlineCommandTests {
    @Test("Active, revoked (RevokeToken), signed out (GlobalSignOut), not applicable (ID token), unreachable (exit 3)")
    func online() throws {
        let front = try CognitoGapServer.shared
        let pool = try MotoServer.shared.makePool()
        let script = """
            import boto3, json, sys, uuid
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            def sign_in():
                user = "online-" + uuid.uuid4().hex[:8] + "@example.com"
                client.admin_create_user(UserPoolId=sys.argv[2], Username=user, MessageAction="SUPPRESS")
                client.admin_set_user_password(UserPoolId=sys.argv[2], Username=user, Password="Online-Test-1!", Permanent=True)
                return client.admin_initiate_auth(UserPoolId=sys.argv[2], ClientId=sys.argv[3], AuthFlow="ADMIN_USER_PASSWORD_AUTH",
                                                  AuthParameters={"USERNAME": user, "PASSWORD": "Online-Test-1!"})["AuthenticationResult"]
            active, revoked, signed_out = sign_in(), sign_in(), sign_in()
            client.revoke_token(Token=revoked["RefreshToken"], ClientId=sys.argv[3])
            client.global_sign_out(AccessToken=signed_out["AccessToken"])
            print(json.dumps({"active": active["AccessToken"], "id": active["IdToken"], "revoked": revoked["AccessToken"],
                              "signedOut": signed_out["AccessToken"]}))
            """
        let output = try MotoServer.python(script, [front.endpoint.absoluteString, pool.userPoolID, pool.clientID])
        let tokens = try #require(try JSONSerialization.jsonObject(with: output) as? [String: String])
        let input = [tokens["active"]!, tokens["revoked"]!, tokens["signedOut"]!, tokens["id"]!, tokens["active"]!]
            .map { $0 + "\n" }.joined()
        let result = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", pool.userPoolID, "--endpoint",
                front.endpoint.absoluteString, "--online",
                "--format", "json",
            ], stdin: Array(input.utf8), environment: ["XDG_CACHE_HOME": try TemporaryDirectory().url.path])
        #expect(result.status == 1, "\(result.stderr)")
        let records = try result.jsonLines()
        try #require(records.count == 5)
        #expect(records.map { $0["online"] as? String } == ["active", "revoked", "revoked", "not-applicable", "active"])
        #expect(records.map { $0["error"] as? String ?? "valid" } == ["valid", "revoked", "revoked", "valid", "valid"])
        #expect(records.map { $0["signatureVerified"] as? Bool } == [true, true, true, true, true])
        #expect((records[1]["message"] as? String)?.hasPrefix("Cognito no longer accepts the token") == true)

        // Cognito unreachable: never silently valid, exit 3. (Keys from a file: the check is the only request.)
        let folder = try TemporaryDirectory()
        let jwks = folder.url.appendingPathComponent("jwks.json")
        try Data(contentsOf: MotoServer.shared.endpoint.appendingPathComponent(pool.userPoolID + "/.well-known/jwks.json"))
            .write(to: jwks)
        let closed = try HostedUIServer.freePort()
        let down = try CLI.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--user-pool-id", pool.userPoolID, "--jwks", jwks.path,
                "--endpoint",
                "http://127.0.0.1:\(closed)/", "--online", "--format", "json",
            ], input: tokens["active"]! + "\n")
        #expect(down.status == 3, "\(down.stderr)")
        let record = try #require(try down.jsonLines().first)
        #expect(record["valid"] as? Bool == false)
        #expect(record["error"] as? String == "online-unavailable")
        #expect(record["online"] as? String == "unavailable")

        let usage = try CLI.run(["jwt", "verify", "--any-client", "--any-token-use", "--jwks", jwks.path, "--online"], input: "")
        #expect(usage.status == 2)
    }
}
