// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `credkit jwt serve-jwks` and what it is for, through the built binary: an API's tests point
/// `jwt verify --user-pool-id … --endpoint` (or `--issuer` with discovery) at it; PyJWT-made tokens
/// and the hosted-UI OAuth server's verify through OpenID discovery; claim assertions pass and fail
/// with their own codes.
@Suite("jwt serve-jwks, jwt verify --issuer discovery and claim assertions, end to end", .serialized)
struct JWTServeJWKSCommandTests {
    static let pool = "eu-west-1_Serve123"

    /// A running `credkit jwt serve-jwks`: its URL (the first line it prints), stopped on deinit.
    final class Server {
        let process = Process()
        let url: String
        let errors = Pipe()
        private let output = Pipe()

        init(_ arguments: [String]) throws {
            process.executableURL = CLI.binary
            process.arguments = ["jwt", "serve-jwks"] + arguments
            process.environment = ["LANG": "C", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            url = String(decoding: output.fileHandleForReading.readFirstLineRetrying(), as: UTF8.self)
                .trimmingCharacters(in: .newlines)
        }

        /// SIGTERM, then the exit status and what it wrote on standard error.
        func stop() -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            process.waitUntilExit()
            let text = String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
            return (process.terminationStatus, process.terminationReason, text)
        }

        deinit {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
    }

    /// A key pair in a new folder.
    static func keys(_ alg: String = "RS256") throws -> (TemporaryDirectory, key: String, jwks: String) {
        let directory = try TemporaryDirectory()
        let key = directory.url.appendingPathComponent("key.jwk").path
        let jwks = directory.url.appendingPathComponent("jwks.json").path
        let made = try CLI.run(["jwt", "keygen", "--alg", alg, "--kid", "serve-\(alg)", "--key-out", key, "--jwks-out", jwks])
        #expect(made.status == 0, "\(made.stderr)")
        return (directory, key, jwks)
    }

    /// `GET url`: the status and body.
    static func get(_ url: String, method: String = "GET") throws -> (status: Int, body: String) {
        let script = """
            import sys, urllib.request, urllib.error
            request = urllib.request.Request(sys.argv[1], method=sys.argv[2])
            try:
                with urllib.request.urlopen(request, timeout=10) as response:
                    print(response.status); sys.stdout.write(response.read().decode())
            except urllib.error.HTTPError as error:
                print(error.code); sys.stdout.write(error.read().decode())
            """
        let text = String(decoding: try MotoServer.pythonProcess(script, [url, method]), as: UTF8.self)
        let newline = try #require(text.firstIndex(of: "\n"))
        return (Int(text[..<newline]) ?? -1, String(text[text.index(after: newline)...]))
    }

    static func record(_ result: CLIResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test(
        "Served under /POOL/: jwt verify --user-pool-id --endpoint accepts a minted token; the discovery document; SIGTERM ends it with 0"
    )
    func servesPool() throws {
        let (directory, key, jwks) = try Self.keys("ES256")
        _ = directory
        let server = try Server(["--jwks", jwks, "--user-pool-id", Self.pool])
        #expect(server.url.hasPrefix("http://127.0.0.1:"))
        let port = try #require(Int(server.url.dropFirst("http://127.0.0.1:".count)))
        #expect(port > 0)
        let base = server.url + "/" + Self.pool
        let served = try Self.get(base + "/.well-known/jwks.json")
        #expect(served.status == 200)
        #expect(served.body == (try String(contentsOfFile: jwks, encoding: .utf8)))
        let discovery = try Self.get(base + "/.well-known/openid-configuration")
        #expect(discovery.status == 200)
        #expect(
            discovery.body
                == #"{"issuer":"\#(base)","jwks_uri":"\#(base)/.well-known/jwks.json","response_types_supported":["code","token"],"subject_types_supported":["public"],"id_token_signing_alg_values_supported":["ES256"]}"#
        )
        #expect(try Self.get(server.url + "/.well-known/jwks.json").status == 404)
        #expect(try Self.get(base + "/.well-known/jwks.json", method: "POST").status == 405)
        let minted = try CLI.run([
            "jwt", "mint", "--key", key, "--user-pool-id", Self.pool, "--token-use", "access", "--sub", "user-1",
            "--client-id", "client-1", "--group", "admins", "--group", "staff", "--scope", "orders/read",
        ])
        #expect(minted.status == 0, "\(minted.stderr)")
        let verify = [
            "jwt", "verify", "--user-pool-id", Self.pool, "--endpoint", server.url, "--client-id", "client-1", "--token-use",
            "access", "--no-jwks-cache", "--format", "json",
        ]
        let accepted = try CLI.run(
            verify + ["--require-group", "admins", "--require-group", "staff", "--require-scope", "orders/read"],
            input: minted.stdout)
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(try Self.record(accepted)["valid"] as? Bool == true)
        let lacking = try CLI.run(verify + ["--require-group", "admins", "--require-group", "owners"], input: minted.stdout)
        #expect(lacking.status == 1)
        let record = try Self.record(lacking)
        #expect(record["error"] as? String == "required-group-missing")
        #expect(record["signatureVerified"] as? Bool == true)
        #expect(
            record["message"] as? String
                == #"the user is not in every required group: cognito:groups is "admins", "staff"; required: all of "admins", "owners"; missing: "owners""#
        )
        let stopped = server.stop()
        #expect(stopped.reason == .exit && stopped.status == 0)
        #expect(
            stopped.stderr
                == "credkit: serving \(jwks) for \(Self.pool): keys at \(base)/.well-known/jwks.json, discovery at \(base)/.well-known/openid-configuration; verify with --user-pool-id \(Self.pool) --endpoint \(server.url); Ctrl-C stops\n"
        )
        // Stopped: nothing listens any more.
        let gone = try CLI.run(verify, input: minted.stdout)
        #expect(gone.status == 3)
    }

    @Test("PyJWT's tokens verify through discovery (--issuer URL --audience); each claim assertion passes and fails")
    func discoveryAndAssertions() throws {
        let (directory, key, jwks) = try Self.keys("RS256")
        _ = directory
        let server = try Server(["--jwks", jwks, "--for", "5m"])
        let script = """
            import json, sys, time, jwt
            key = jwt.PyJWK(json.load(open(sys.argv[1])))
            now = int(time.time())
            claims = {"iss": sys.argv[2], "sub": "user-1", "aud": ["orders-api", "account"], "iat": now, "exp": now + 600,
                      "scope": "openid orders:read orders:write", "groups": ["staff", "admins"],
                      "realm_access": {"roles": ["auditor"]}, "https://example.com/roles": ["buyer"],
                      "email_verified": True, "tier": 2}
            print(jwt.encode(claims, key.key, algorithm="RS256", headers={"kid": "serve-RS256"}))
            """
        let token = String(decoding: try MotoServer.pythonProcess(script, [key, server.url]), as: UTF8.self)
        let verify = ["jwt", "verify", "--issuer", server.url, "--no-jwks-cache", "--format", "json"]
        let passing: [[String]] = [
            ["--audience", "orders-api"],
            ["--any-audience", "--require-scope", "orders:read", "--require-scope", "orders:write"],
            ["--audience", "account", "--require-group", "admins", "--group", "nobody", "--group", "staff"],
            ["--audience", "account", "--claim", "sub=user-1", "--claim", "tier=2.0", "--claim", "email_verified=true"],
            [
                "--audience", "account", "--claim-includes", "realm_access.roles=auditor", "--claim-includes",
                "https://example.com/roles=buyer", "--claim-includes", "scope=openid",
            ],
        ]
        for extra in passing {
            let result = try CLI.run(verify + extra, input: token)
            #expect(result.status == 0, "\(extra): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
        let failing: [([String], String, String)] = [
            (["--audience", "billing"], "client-id-mismatch", #"aud is "orders-api", "account"; accepted: "billing""#),
            (
                ["--any-audience", "--require-scope", "orders:delete"], "required-scope-missing",
                #"scope is "openid", "orders:read", "orders:write"; required: all of "orders:delete"; missing: "orders:delete""#
            ),
            (
                ["--any-audience", "--require-group", "owners"], "required-group-missing",
                #"groups is "staff", "admins"; required: all of "owners"; missing: "owners""#
            ),
            (["--any-audience", "--claim", "tier=3"], "claim-mismatch", #"tier is 2; required: "3""#),
            (
                ["--any-audience", "--claim-includes", "realm_access.roles=admin"], "claim-not-included",
                #"realm_access.roles is ["auditor"]; required: it includes "admin""#
            ),
            (
                ["--any-audience", "--scope", "refunds"], "scope-mismatch",
                #"scope is "openid", "orders:read", "orders:write"; required: one of "refunds""#
            ),
        ]
        for (extra, code, reason) in failing {
            let result = try CLI.run(verify + extra, input: token)
            #expect(result.status == 1, "\(extra)")
            let record = try Self.record(result)
            #expect(record["error"] as? String == code)
            #expect((record["message"] as? String)?.hasSuffix(": " + reason) == true, "\(record["message"] ?? "")")
            #expect(record["signatureVerified"] as? Bool == true)
        }
        // In Spanish, in the text form.
        let spanish = try CLI.run(
            ["jwt", "verify", "--issuer", server.url, "--any-audience", "--claim", "tier=3", "--no-jwks-cache", "--lang", "es"],
            input: token)
        #expect(spanish.status == 1)
        #expect(
            spanish.stdout.hasSuffix(
                "resultado  no válido: un claim no tiene el valor requerido: tier es 2; se requiere: \"3\"\n"))
        // The keys from --jwks-url, without discovery; and from a file.
        let byURL = try CLI.run(
            verify + ["--audience", "account", "--jwks-url", server.url + "/.well-known/jwks.json"], input: token)
        #expect(byURL.status == 0, "\(byURL.stdout)\(byURL.stderr)")
        let byFile = try CLI.run(verify + ["--audience", "account", "--jwks", jwks], input: token)
        #expect(byFile.status == 0, "\(byFile.stdout)\(byFile.stderr)")
        // RFC 8414 §3.3: the document must name the issuer exactly; a token of that other spelling
        // asks for it and is refused, and one of another issuer is refused before any fetch.
        let slash = try CLI.run(
            ["jwt", "verify", "--issuer", server.url + "/", "--any-audience", "--no-jwks-cache", "--format", "json"],
            input: String(decoding: try MotoServer.pythonProcess(script, [key, server.url + "/"]), as: UTF8.self))
        #expect(slash.status == 3)
        let mismatch = try Self.record(slash)
        #expect(mismatch["error"] as? String == "jwks-unavailable")
        #expect(
            mismatch["message"] as? String
                == "the JWKS is not available: \(server.url)/.well-known/openid-configuration: the discovery document's issuer is \"\(server.url)\", not \"\(server.url)/\" (RFC 8414 §3.3: it must be identical)"
        )
        let other = try CLI.run(
            ["jwt", "verify", "--issuer", server.url + "/other", "--any-audience", "--no-jwks-cache", "--format", "json"],
            input: token)
        #expect(other.status == 1)
        #expect(try Self.record(other)["error"] as? String == "issuer-mismatch")
        #expect(server.stop().status == 0)
    }

    @Test(
        "The hosted-UI OAuth server's tokens: verified through discovery of a self-hosted issuer; a document naming Cognito's issuer is refused"
    )
    func hostedUIDiscovery() throws {
        let hosted = try HostedUIServer.shared
        let selfIssued = try hosted.makePool(withSecret: false, selfIssued: true)
        let script = """
            import base64, json, sys, urllib.parse, urllib.request
            body = urllib.parse.urlencode({"grant_type": "client_credentials", "scope": "api/read"}).encode()
            basic = base64.b64encode((sys.argv[2] + ":" + sys.argv[3]).encode()).decode()
            request = urllib.request.Request(sys.argv[1] + "/oauth2/token", data=body,
                headers={"Authorization": "Basic " + basic, "Content-Type": "application/x-www-form-urlencoded"})
            print(json.load(urllib.request.urlopen(request, timeout=30))["access_token"])
            """
        let token = String(
            decoding: try MotoServer.pythonProcess(
                script, [hosted.base.absoluteString, selfIssued.machineClientID, selfIssued.machineClientSecret]),
            as: UTF8.self)
        let issuer = hosted.base.absoluteString + "/" + selfIssued.userPoolID
        let accepted = try CLI.run(
            [
                "jwt", "verify", "--issuer", issuer, "--any-audience", "--claim", "client_id=" + selfIssued.machineClientID,
                "--claim", "token_use=access", "--require-scope", "api/read", "--no-jwks-cache", "--format", "json",
            ], input: token)
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(try Self.record(accepted)["valid"] as? Bool == true)
        let wrongScope = try CLI.run(
            ["jwt", "verify", "--issuer", issuer, "--any-audience", "--require-scope", "api/write", "--no-jwks-cache"],
            input: token)
        #expect(wrongScope.status == 1)
        // A pool whose document names Cognito's issuer: a token claiming the server's URL as its
        // issuer makes the verifier read that document, which does not vouch for it.
        let cognitoPool = try hosted.makePool(withSecret: false)
        let (directory, key, _) = try Self.keys("ES256")
        _ = directory
        let claimed = hosted.base.absoluteString + "/" + cognitoPool.userPoolID
        let minted = try CLI.run([
            "jwt", "mint", "--key", key, "--issuer", claimed, "--token-use", "id", "--sub", "u", "--client-id",
            cognitoPool.clientID,
        ])
        let refused = try CLI.run(
            ["jwt", "verify", "--issuer", claimed, "--audience", cognitoPool.clientID, "--no-jwks-cache", "--format", "json"],
            input: minted.stdout)
        #expect(refused.status == 3)
        #expect(
            try Self.record(refused)["message"] as? String
                == "the JWKS is not available: \(claimed)/.well-known/openid-configuration: the discovery document's issuer is \"https://cognito-idp.us-east-1.amazonaws.com/\(cognitoPool.userPoolID)\", not \"\(claimed)\" (RFC 8414 §3.3: it must be identical)"
        )
    }

    @Test("Refusals: a private JWK, an address others reach, a taken port, a malformed --listen; verify's OpenID usage errors")
    func refusals() throws {
        let (directory, key, jwks) = try Self.keys("ES256")
        _ = directory
        let secret = try CLI.run(["jwt", "serve-jwks", "--jwks", key])
        #expect(secret.status == 2)
        #expect(secret.stdout.isEmpty)
        #expect(
            secret.stderr
                == "credkit: error: \(key): key 1 holds private members (d); serving it would publish the signing key: serve the public JWKS (jwt keygen --jwks-out)\n"
        )
        let remote = try CLI.run(["jwt", "serve-jwks", "--jwks", jwks, "--listen", "0.0.0.0:0"])
        #expect(remote.status == 2)
        #expect(
            remote.stderr
                == "credkit: error: --listen 0.0.0.0:0: other machines could reach it; serve on a loopback address, or say --allow-remote\n"
        )
        let bare = try CLI.run(["jwt", "serve-jwks", "--jwks", jwks, "--listen", "::1:8080"])
        #expect(bare.status == 2)
        #expect(bare.stderr.hasPrefix("credkit: error: --listen ::1:8080: not HOST:PORT"))
        let malformed = try CLI.run(["jwt", "serve-jwks", "--jwks", jwks, "--listen", "localhost"])
        #expect(malformed.status == 2)
        #expect(
            malformed.stderr.hasPrefix("credkit: error: --listen localhost: not HOST:PORT (127.0.0.1:8080, [::1]:0, localhost:0)")
        )
        let first = try Server(["--jwks", jwks, "--for", "1m"])
        let port = String(first.url.split(separator: ":").last!)
        let taken = try CLI.run(["jwt", "serve-jwks", "--jwks", jwks, "--listen", "127.0.0.1:" + port])
        #expect(taken.status == 2)
        #expect(
            taken.stderr
                == "credkit: error: --listen 127.0.0.1:\(port): the port is in use; choose another, or port 0 for any free one\n")
        #expect(first.stop().status == 0)
        // --for ends it by itself.
        let brief = try CLI.run(["jwt", "serve-jwks", "--jwks", jwks, "--listen", "[::1]:0", "--for", "1s"], limit: 60)
        #expect(brief.status == 0)
        #expect(brief.stdout.hasPrefix("http://[::1]:") || brief.stderr.contains("cannot listen"))
        // jwt verify: an OpenID issuer's tokens need the audience said, and take none of Cognito's options.
        let token = "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln"
        let noAudience = try CLI.run(["jwt", "verify", "--issuer", "https://id.example.com"], input: token)
        #expect(noAudience.status == 2)
        #expect(
            noAudience.stderr
                == "credkit: error: say whose tokens to accept: --audience AUD (repeat it for several), or --any-audience for any aud\n"
        )
        let both = try CLI.run(
            ["jwt", "verify", "--issuer", "https://id.example.com", "--audience", "a", "--any-audience"], input: token)
        #expect(both.stderr == "credkit: error: --audience and --any-audience contradict each other: give one of them\n")
        let mixed = try CLI.run(
            ["jwt", "verify", "--issuer", "https://id.example.com", "--audience", "a", "--token-use", "id"], input: token)
        #expect(mixed.status == 2)
        #expect(
            mixed.stderr.hasPrefix("credkit: error: --audience (or --issuer without keys) verifies any OpenID issuer's tokens"))
        let plain = try CLI.run(["jwt", "verify", "--issuer", "http://id.example.com", "--any-audience"], input: token)
        #expect(
            plain.stderr
                == "credkit: error: --issuer http://id.example.com: discovery reads only https issuers, or http on a loopback address\n"
        )
        let spanish = try CLI.run(["jwt", "verify", "--issuer", "https://id.example.com", "--lang", "es"], input: token)
        #expect(
            spanish.stderr
                == "credkit: error: indica de quién aceptar tokens: --audience AUD (repítelo para varios), o --any-audience para cualquier aud\n"
        )
        let longName = try CLI.run(
            [
                "jwt", "verify", "--issuer", "https://id.example.com", "--any-audience", "--claim",
                String(repeating: "n", count: 257) + "=1",
            ],
            input: token)
        #expect(longName.stderr == "credkit: error: --claim: a claim name is at most 256 bytes\n")
        let noEquals = try CLI.run(
            ["jwt", "verify", "--issuer", "https://id.example.com", "--any-audience", "--claim-includes", "groups"], input: token)
        #expect(noEquals.status == 2)
    }
}
