// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito` and `credkit jwt verify` against a server that misbehaves on purpose
/// (``FaultServer``, loopback), with `CREDKIT_TIMEOUT=2`: the exit code, a message naming what
/// happened, a bounded time, a bounded memory, retries only where a repeat is safe, and no secret in
/// any output.
@Suite("Faults on the wire, end to end", .waitsOnThreads)
struct FaultTests {
    static let password = "Fault-Pa55word!"

    /// One run of the binary: status, output, seconds, peak resident memory.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
        var peakKiB: Int

        /// The JSON error record's fields (`--format json` writes it on standard output).
        func error() throws -> [String: Any] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
            return try #require(object["error"] as? [String: Any], "\(stdout)")
        }
    }

    static func run(_ arguments: [String], input: String, environment: [String: String]) throws -> Run {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") }
        env["LANG"] = "C"
        env.merge(environment) { $1 }
        process.environment = env
        let stdin = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = errors
        let start = Date()
        try process.run()
        let peak = PeakMemory(pid: process.processIdentifier)
        stdin.fileHandleForWriting.writeAllThenCloseInBackground(Array(input.utf8) + [0x0A])
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = errors.fileHandleForReading.readAllRetrying() }
        reader.start()
        let out = output.fileHandleForReading.readAllRetrying()
        process.waitUntilExit()
        while reader.isExecuting { Thread.sleep(forTimeInterval: 0.01) }
        return Run(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self), seconds: Date().timeIntervalSince(start), peakKiB: peak.stop())
    }

    /// Settings for a pool behind `server` (moto's, or made up when nothing is passed through).
    /// Requests may take `timeout` seconds: 2 where a stalled server must be given up on quickly; a
    /// test of retries that ends at moto gives it 60 (moto behind the proxy, beside the rest of
    /// `make test`, once took more than 2 s to answer).
    static func environment(
        _ server: FaultServer, pool: MotoServer.Pool? = nil, state: TemporaryDirectory, timeout: Int = 2
    ) -> [String: String] {
        [
            "CREDKIT_ENDPOINT": server.baseURL.absoluteString + "/", "CREDKIT_REGION": "us-east-1",
            "CREDKIT_USER_POOL_ID": pool?.userPoolID ?? "us-east-1_Fault", "CREDKIT_CLIENT_ID": pool?.clientID ?? "faultclient",
            "CREDKIT_TIMEOUT": String(timeout), "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
        ]
    }

    static let signIn = ["cognito", "sign-in", "--email", "ana@example.com", "--password-stdin", "--format", "json"]
    static let signUp = ["cognito", "sign-up", "--email", "ana@example.com", "--password-stdin", "--format", "json"]

    @Test(
        "A server that stalls, lies about the length or drips: the 2 s deadline holds, three attempts for sign-in",
        arguments: [FaultServer.Fault.stall, .shortBody, .drip])
    func slow(fault: FaultServer.Fault) throws {
        let server = try FaultServer(fault)
        let state = try TemporaryDirectory()
        let run = try Self.run(Self.signIn, input: Self.password, environment: Self.environment(server, state: state))
        #expect(run.status == 3)
        let error = try run.error()
        #expect(error["code"] as? Int == 1001)
        #expect(error["message"] as? String == "Cognito could not be reached: no complete answer within 2 s")
        // Three attempts of 2 s and two waits of at most 0.2 and 0.4 s: never URLSession's 60 s.
        #expect(run.seconds < 12, "\(run.seconds) s")
        #expect(try server.requests().count == 3)
        #expect(!(run.stdout + run.stderr).contains(Self.password))
    }

    @Test(
        "A 300 MB answer, declared or streamed: stopped at 1 MiB, not retried",
        arguments: [
            FaultServer.Fault.hugeDeclared, .hugeStreamed,
        ])
    func huge(fault: FaultServer.Fault) throws {
        let server = try FaultServer(fault)
        let state = try TemporaryDirectory()
        let run = try Self.run(Self.signIn, input: Self.password, environment: Self.environment(server, state: state))
        #expect(run.status == 3)
        #expect(
            try run.error()["message"] as? String
                == "Cognito could not be reached: the answer is larger than 1048576 bytes; reading stopped there")
        // Not retried: the same server would send it again.
        #expect(try server.requests().count == 1)
        // Well under one attempt of URLSession's 60 s (the portable configuration reads a streamed
        // answer until its cancel lands: 3–12 s on a loaded two-core machine).
        #expect(run.seconds < 30, "\(run.seconds) s")
        if CLI.hasSystemEngines {
            // libcurl stops inside the callback that crosses the limit, streamed or declared: the
            // process's own 30-70 MiB, not the answer's 300 MB.
            #expect(run.peakKiB < 96 * 1024, "peak \(run.peakKiB) KiB")
        } else if fault == .hugeDeclared {
            // URLSession (the portable configuration): a declared length over the limit is not read.
            // (URLSession cannot stop libcurl from its delegate: a streamed answer is buffered until
            // the cancel lands.)
            #expect(run.peakKiB < 96 * 1024, "peak \(run.peakKiB) KiB")
        }
    }

    @Test("A reset after the request was read: sign-in is retried, sign-up is not (its outcome is unknown)")
    func resetAfterRead() throws {
        let state = try TemporaryDirectory()
        let signInServer = try FaultServer(.resetAfterRead)
        let signIn = try Self.run(Self.signIn, input: Self.password, environment: Self.environment(signInServer, state: state))
        #expect(signIn.status == 3)
        #expect(try signIn.error()["code"] as? Int == 1001)
        #expect(try signInServer.requests().count == 3)
        let signUpServer = try FaultServer(.resetAfterRead)
        let signUp = try Self.run(Self.signUp, input: Self.password, environment: Self.environment(signUpServer, state: state))
        #expect(signUp.status == 3)
        let message = try signUp.error()["message"] as? String
        #expect(message?.contains("the connection was lost mid-answer") == true, "\(message ?? "")")
        #expect(try signUpServer.requests().map(\.target) == ["AWSCognitoIdentityProviderService.SignUp"])
    }

    @Test("Nothing listening: no connection, retried even for sign-up (nothing was sent), fast")
    func refused() throws {
        let closed = try FaultServer(.stall)
        let environment = Self.environment(closed, state: try TemporaryDirectory())
        closed.stop()
        let run = try Self.run(Self.signUp, input: Self.password, environment: environment)
        #expect(run.status == 3)
        let message = try run.error()["message"] as? String
        #expect(message?.contains(": no connection (") == true, "\(message ?? "")")
        #expect(run.seconds < 6)
    }

    @Test("503 twice, a throttling answer, then moto: every operation is retried and succeeds")
    func answersAreRetried() throws {
        let pool = try MotoServer.shared.makePool()
        let upstream = try MotoServer.shared.endpoint
        let state = try TemporaryDirectory()
        let unavailable = try FaultServer(.status, failFirst: 2, status: 503, upstream: upstream)
        let signUp = try Self.run(
            ["cognito", "sign-up", "--email", "eva@example.com", "--password-stdin", "--format", "json"], input: Self.password,
            environment: Self.environment(unavailable, pool: pool, state: state, timeout: 60))
        #expect(signUp.status == 0, "\(signUp.stdout) \(signUp.stderr)")
        #expect(try unavailable.requests().count == 3)
        let throttled = try FaultServer(
            .status, failFirst: 1, status: 400, errorType: "TooManyRequestsException", retryAfter: "1", upstream: upstream)
        let again = try Self.run(
            ["cognito", "sign-up", "--email", "eli@example.com", "--password-stdin", "--format", "json"], input: Self.password,
            environment: Self.environment(throttled, pool: pool, state: state, timeout: 60))
        #expect(again.status == 0, "\(again.stdout) \(again.stderr)")
        #expect(try throttled.requests().count == 2)
    }

    @Test("An HTML page or garbage with 200: an unreadable answer (1002, exit 3), not retried")
    func notJSON() throws {
        for fault in [FaultServer.Fault.html, .garbage] {
            let server = try FaultServer(fault)
            let run = try Self.run(
                Self.signIn, input: Self.password, environment: Self.environment(server, state: try TemporaryDirectory()))
            #expect(run.status == 3)
            let error = try run.error()
            #expect(error["code"] as? Int == 1002)
            #expect((error["message"] as? String)?.contains("HTTP 200, not a JSON object") == true)
            #expect(try server.requests().count == 1)
        }
    }

    @Test("A redirect of a request that carries the password is not followed: nothing reaches the other server")
    func redirect() throws {
        let elsewhere = try FaultServer(.garbage)
        let server = try FaultServer(.redirect, upstream: elsewhere.baseURL)
        let run = try Self.run(
            Self.signIn, input: Self.password, environment: Self.environment(server, state: try TemporaryDirectory()))
        #expect(run.status == 3)
        let error = try run.error()
        #expect(error["code"] as? Int == 1002)
        #expect((error["message"] as? String)?.contains("HTTP 307") == true, "\(run.stdout)")
        #expect(try elsewhere.requests().isEmpty)
        #expect(try server.requests().count == 1)
        #expect(!run.stdout.contains(Self.password) && !run.stderr.contains(Self.password))
    }

    @Test("A server's ExpiresIn of 1e300 (or -1, or 1.5) is an invalid answer (exit 3), not a crash after the password was sent")
    func hugeExpiresIn() throws {
        for value in ["1e300", "-1", "1.5", "\"3600\""] {
            let body =
                #"{"AuthenticationResult": {"AccessToken": "a.b.c", "IdToken": "a.b.c", "RefreshToken": "r", "ExpiresIn": "#
                + value + #", "TokenType": "Bearer"}}"#
            let server = try FaultServer(.json, body: body)
            let run = try Self.run(
                Self.signIn, input: Self.password, environment: Self.environment(server, state: try TemporaryDirectory()))
            #expect(run.status == 3, "ExpiresIn \(value): \(run.status) \(run.stderr)")
            let error = try run.error()
            #expect(error["code"] as? Int == 1002, "\(value)")
            #expect((error["message"] as? String)?.contains("ExpiresIn") == true, "\(run.stdout)")
        }
    }

    @Test(
        "A domain's escape sequences stay visible: an OAuth error is escaped, a token holding one is refused unsaved (issue 54)")
    func hostileDomain() throws {
        let state = try TemporaryDirectory()
        let environment = [
            "CREDKIT_REGION": "us-east-1", "CREDKIT_CLIENT_ID": "faultclient", "CREDKIT_CLIENT_SECRET": "s3cr3t-value",
            "XDG_STATE_HOME": state.url.path, "XDG_CACHE_HOME": state.url.appendingPathComponent("cache").path,
            "HOME": state.url.path, "CREDKIT_TIMEOUT": "2",
        ]
        func token(_ server: FaultServer) throws -> Run {
            try Self.run(
                ["cognito", "token", "--client-credentials", "--domain", server.baseURL.absoluteString], input: "",
                environment: environment)
        }
        // A token that would clear the screen and set the window title when printed.
        let tokenServer = try FaultServer(
            .json, body: #"{"access_token": "eyJ\u001b[2J\u001b]0;pwned\u0007x", "expires_in": 3600, "token_type": "Bearer"}"#)
        let refused = try token(tokenServer)
        #expect(refused.status == 3, "\(refused.stderr)")
        #expect(refused.stdout == "")
        #expect(
            refused.stderr
                == "credkit: error: The domain's answer is not usable: access_token is missing or invalid (1002)\n")
        #expect(!FileManager.default.fileExists(atPath: state.url.appendingPathComponent("cache/credkit").path))
        // An OAuth error whose type and description carry escapes and a right-to-left override.
        let errorServer = try FaultServer(
            .json, body: #"{"error": "invalid_client", "error_description": "Bad \u202eclient\u001b]0;t\u0007 here"}"#,
            jsonStatus: 400)
        let failed = try token(errorServer)
        #expect(failed.status != 0)
        #expect(!failed.stderr.contains("\u{1B}") && !failed.stderr.contains("\u{202E}"), "\(failed.stderr)")
        #expect(failed.stderr.contains(#": Bad \u{202e}client\u{1b}]0;t\u{7} here (2007 invalid_client)"#), "\(failed.stderr)")
        // An error type the server made up, at 503: shown in the message, escaped.
        let typeServer = try FaultServer(.json, body: #"{"error": "slow\u001b[2J"}"#, jsonStatus: 503)
        let unavailable = try token(typeServer)
        #expect(!unavailable.stderr.contains("\u{1B}"), "\(unavailable.stderr)")
        #expect(unavailable.stderr.contains(#"(slow\u{1b}[2J)"#), "\(unavailable.stderr)")
    }

    @Test("A token endpoint that echoes the client secret as credkit encoded it (form, Basic) has it redacted (issue 54)")
    func echoedSecretEncodings() throws {
        let secret = "s3cr3t+value/with=chars"
        let formEncoded = "s3cr3t%2Bvalue%2Fwith%3Dchars"
        let basic = Data("faultclient:\(formEncoded)".utf8).base64EncodedString()
        let server = try FaultServer(
            .json,
            body:
                #"{"error": "invalid_client", "error_description": "bad client_secret=\#(formEncoded) in Basic \#(basic) or \#(secret)"}"#,
            jsonStatus: 400)
        let state = try TemporaryDirectory()
        for authentication in ["client_secret_basic", "client_secret_post"] {
            let run = try Self.run(
                [
                    "cognito", "token", "--client-credentials", "--domain", server.baseURL.absoluteString,
                    "--client-authentication", authentication,
                ], input: "",
                environment: [
                    "CREDKIT_REGION": "us-east-1", "CREDKIT_CLIENT_ID": "faultclient", "CREDKIT_CLIENT_SECRET": secret,
                    "XDG_CACHE_HOME": state.url.path, "HOME": state.url.path,
                ])
            #expect(run.status != 0)
            #expect(
                run.stderr.hasSuffix(": bad client_secret=[redacted] in Basic [redacted] or [redacted] (2007 invalid_client)\n"),
                "\(authentication): \(run.stderr)")
            for shown in [secret, formEncoded, basic] { #expect(!run.stderr.contains(shown) && !run.stdout.contains(shown)) }
        }
    }

    /// Every variable curl and Foundation read for a proxy, pointing at `proxy`.
    static func proxyEnvironment(_ proxy: FaultServer) -> [String: String] {
        let url = proxy.baseURL.absoluteString
        return [
            "http_proxy": url, "HTTP_PROXY": url, "https_proxy": url, "HTTPS_PROXY": url, "all_proxy": url,
            "ALL_PROXY": url, "no_proxy": "", "NO_PROXY": "",
        ]
    }

    @Test("With every proxy variable set, a sign-in to a loopback endpoint goes straight to it: the proxy sees nothing")
    func proxySignIn() throws {
        let proxy = try FaultServer(.garbage)
        let server = try FaultServer(.garbage)
        var environment = Self.environment(server, state: try TemporaryDirectory())
        environment.merge(Self.proxyEnvironment(proxy)) { $1 }
        let run = try Self.run(Self.signIn, input: Self.password, environment: environment)
        #expect(run.status == 3)
        #expect(try proxy.requests().isEmpty, "the proxy received the sign-in")
        #expect(try server.requests().count >= 1)
        #expect(!run.stdout.contains(Self.password) && !run.stderr.contains(Self.password))
    }

    @Test("With every proxy variable set, jwt verify fetches a loopback key set itself: a proxy cannot hand it keys")
    func proxyJWKS() throws {
        let proxy = try FaultServer(.garbage)
        let server = try FaultServer(.garbage)
        let token =
            "eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJpc3MiOiJodHRwczovL2V4YW1wbGUuY29tIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2ln"
        let run = try Self.run(
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--jwks", server.baseURL.absoluteString + "/jwks.json",
                "--issuer", "https://example.com",
                "--jwks-timeout", "2", "--no-jwks-cache",
            ], input: token, environment: Self.proxyEnvironment(proxy))
        #expect(run.status == 3)
        #expect(try proxy.requests().isEmpty, "the proxy was asked for the key set")
        #expect(try server.requests().count == 1)
    }

    @Test("jwt verify with a key-set URL that stalls or floods: an error naming the URL, within the deadline")
    func jwks() throws {
        let token =
            "eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJpc3MiOiJodHRwczovL2V4YW1wbGUuY29tIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2ln"
        for (fault, ending) in [
            (FaultServer.Fault.stall, "no answer within 2 s"), (.hugeStreamed, "the key set is larger than 1048576 bytes"),
        ] {
            let server = try FaultServer(fault)
            let url = server.baseURL.absoluteString + "/jwks.json"
            let run = try Self.run(
                [
                    "jwt", "verify", "--any-client", "--any-token-use", "--jwks", url, "--issuer", "https://example.com",
                    "--jwks-timeout", "2", "--no-jwks-cache",
                ],
                input: token, environment: [:])
            #expect(run.status == 3, "\(run.status)")
            #expect((run.stdout + run.stderr).contains(url + ": " + ending), "\(run.stdout) \(run.stderr)")
            // Three attempts of 2 s and their backoff take about 7 s; the bound leaves room for a loaded
            // machine (CI ran 14 s once with two builds beside it) and still catches a fetch without a deadline.
            #expect(run.seconds < 20)
        }
    }
}
