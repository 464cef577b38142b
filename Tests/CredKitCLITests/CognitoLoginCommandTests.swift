// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `credkit cognito login`, `token`, `logout` and `userinfo` end to end: the built binary, the
/// domain's OAuth endpoints served by an Authlib authorization server over moto (hosted_ui.py), and a
/// user agent run as `$BROWSER` that signs in on the domain's form and follows the redirect to
/// credkit's loopback listener.
@Suite("credkit cognito login against a user pool domain", .serialized, .waitsOnThreads)
struct CognitoLoginCommandTests {
    final class Setup {
        let server: HostedUIServer
        let pool: HostedUIServer.Pool
        let state: TemporaryDirectory
        let report: URL
        var environment: [String: String]
        private(set) var transcripts: [String] = []

        init(withSecret: Bool, callbackHost: String = "127.0.0.1", domain: Bool = true, browser: [String] = []) throws {
            server = try HostedUIServer.shared
            pool = try server.makePool(withSecret: withSecret, callbackHost: callbackHost, domain: domain)
            state = try TemporaryDirectory()
            report = state.url.appendingPathComponent("browser.json")
            let passwordFile = state.url.appendingPathComponent("password")
            try Data(pool.password.utf8).write(to: passwordFile)
            _ = chmod(passwordFile.path, 0o600)
            let agent =
                ["python3", HostedUIServer.browser.path, "--username", pool.username, "--password-file", passwordFile.path]
                + ["--report", report.path] + browser
            environment = [
                "CREDKIT_REGION": "us-east-1", "CREDKIT_CLIENT_ID": pool.clientID,
                "CREDKIT_ENDPOINT": server.base.absoluteString, "XDG_STATE_HOME": state.url.path,
                "XDG_CACHE_HOME": state.url.appendingPathComponent("cache").path, "HOME": state.url.path,
                "BROWSER": agent.joined(separator: " "),
            ]
            if let secret = pool.clientSecret { environment["CREDKIT_CLIENT_SECRET"] = secret }
        }

        var sessionFile: URL { state.url.appendingPathComponent("credkit/session.json") }

        func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws -> CLIResult {
            let result = try CLI.run(["cognito"] + arguments, input: input, environment: environment.merging(extra) { $1 })
            transcripts.append(result.stdout + result.stderr)
            return result
        }

        /// `login` on the pool's callback port, through `--domain` unless other options are given.
        func login(_ more: [String] = [], environment extra: [String: String] = [:]) throws -> CLIResult {
            let domain = more.contains("--user-pool-id") ? [] : ["--domain", server.base.absoluteString]
            // A browser that fails leaves credkit waiting: 30 s, not the default 5 minutes.
            let wait = more.contains("--browser-timeout") ? [] : ["--browser-timeout", "30"]
            return try run(["login", "--redirect-port", String(pool.callbackPort)] + wait + domain + more, environment: extra)
        }

        /// What the user agent reported (waits for it: credkit does not wait for its browser).
        func browserReport() throws -> [String: Any] {
            let deadline = Date() + 20
            while !FileManager.default.fileExists(atPath: report.path) && Date() < deadline { usleep(50_000) }
            return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        }

        func session() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sessionFile)) as? [String: Any])
        }

        func expectNothingPrinted(_ secrets: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            for secret in secrets where !secret.isEmpty {
                #expect(!transcripts.contains { $0.contains(secret) }, "a secret was printed", sourceLocation: sourceLocation)
            }
        }
    }

    static func error(_ result: CLIResult) throws -> [String: Any] {
        let record = try #require(try result.jsonLines().first)
        return try #require(record["error"] as? [String: Any])
    }

    /// The token requests of one app client (suites run side by side): grant and authentication method.
    static func tokenAuth(_ server: HostedUIServer, _ clientID: String) throws -> [[String: String]] {
        try #require(try server.stats()["token_auth"] as? [[String: String]]).filter { $0["client_id"] == clientID }.map {
            $0.filter { $0.key != "client_id" }
        }
    }

    @Test("Login with a client secret: browser, redirect, code and verifier, a verified ID token, a saved session")
    func loginWithSecret() throws {
        let setup = try Setup(withSecret: true, browser: ["--probe"])
        let login = try setup.login()
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.hasPrefix("Signed in as \(setup.pool.username) through \(setup.server.base.absoluteString).\n"))
        #expect(login.stderr.contains("Opened the sign-in page in your browser; waiting up to 30 s for the redirect to"))
        #expect(login.stderr.contains("http://127.0.0.1:\(setup.pool.callbackPort)/callback"))
        // The listener answered the browser, and nothing else: another path 404, a POST 405, and a
        // second redirect found no one listening.
        let browser = try setup.browserReport()
        #expect(browser["callback_status"] as? Int == 200)
        #expect(
            (browser["body"] as? String)?.contains("Signed in. You can close this window and return to the terminal.") == true)
        #expect(browser["probe_other_path"] as? Int == 404)
        #expect(browser["probe_post"] as? Int == 405)
        #expect(browser["probe_second"] as? String == "refused")
        // The browser did not inherit the client secret credkit was given (issue 54).
        #expect(browser["secrets_in_environment"] as? [String] == [])
        // The code went back with HTTP Basic (the default) and the verifier.
        #expect(
            try Self.tokenAuth(setup.server, setup.pool.clientID) == [["grant_type": "authorization_code", "method": "basic"]])
        // The session is sign-in's, plus the domain; its ID token carries the request's nonce.
        let session = try setup.session()
        #expect(session["domain"] as? String == setup.server.base.absoluteString)
        #expect(session["userPoolID"] as? String == setup.pool.userPoolID)
        #expect(session["username"] as? String == setup.pool.username)
        let attributes = try FileManager.default.attributesOfItem(atPath: setup.sessionFile.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let tokens = try #require(session["tokens"] as? [String: Any])
        let idToken = try #require(tokens["idToken"] as? String)
        let decode = try CLI.run(["jwt", "decode", "--format", "json"], input: idToken + "\n")
        #expect(decode.status == 0)
        let claims = try #require(try decode.jsonLines().first?["payload"] as? [String: Any])
        #expect((claims["nonce"] as? String)?.count == 43)
        #expect(claims["aud"] as? String == setup.pool.clientID)
        #expect(claims["token_use"] as? String == "id")
        // Then the session works as sign-in's does.
        let whoami = try setup.run(["whoami"])
        #expect(whoami.status == 0, "\(whoami.stderr)")
        #expect(whoami.stdout.contains(setup.pool.username))
        let refresh = try setup.run(["refresh"])
        #expect(refresh.status == 0, "\(refresh.stderr)")
        let info = try setup.run(["userinfo", "--format", "json"])
        #expect(info.status == 0, "\(info.stderr)")
        let userClaims = try #require(try info.jsonLines().first?["claims"] as? [String: Any])
        #expect(userClaims["email"] as? String == setup.pool.username)
        #expect(userClaims["email_verified"] as? String == "true")
        // Logout revokes at the domain, removes the session, and gives the /logout URL.
        let revokedBefore = try setup.server.count("revoked", clientID: setup.pool.clientID)
        let logout = try setup.run(["logout", "--logout-uri", "http://127.0.0.1:\(setup.pool.callbackPort)/signed-out"])
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(
            logout.stdout
                == "Signed out: Cognito revoked the refresh token and the access tokens issued with it; removed \(setup.sessionFile.path).\n"
                + "To sign out in the browser too, open:\n"
                + "\(setup.server.base.absoluteString)/logout?client_id=\(setup.pool.clientID)&logout_uri=http%3A%2F%2F127.0.0.1%3A\(setup.pool.callbackPort)%2Fsigned-out\n"
        )
        #expect(try setup.server.count("revoked", clientID: setup.pool.clientID) == revokedBefore + 1)
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))
        setup.expectNothingPrinted([setup.pool.password, setup.pool.clientSecret ?? "", idToken])
    }

    @Test("A public client (no secret) sends its client_id alone; a secret client can send it in the form")
    func publicClientAndPostAuthentication() throws {
        let open = try Setup(withSecret: false)
        let login = try open.login(["--redirect-host", "127.0.0.1"])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(try Self.tokenAuth(open.server, open.pool.clientID) == [["grant_type": "authorization_code", "method": "none"]])

        let secret = try Setup(withSecret: true)
        let post = try secret.login(["--client-authentication", "client_secret_post", "--format", "json"])
        #expect(post.status == 0, "\(post.stderr)")
        let record = try #require(try post.jsonLines().first)
        #expect(record["operation"] as? String == "login")
        #expect(record["domain"] as? String == secret.server.base.absoluteString)
        #expect(
            try Self.tokenAuth(secret.server, secret.pool.clientID) == [["grant_type": "authorization_code", "method": "post"]])
    }

    @Test("localhost as registered: the redirect URI says localhost and the listener answers there")
    func localhostRedirect() throws {
        let setup = try Setup(withSecret: false, callbackHost: "localhost")
        let login = try setup.login(["--redirect-host", "localhost"])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("redirect_uri=http%3A%2F%2Flocalhost%3A\(setup.pool.callbackPort)%2Fcallback"))
    }

    @Test("The endpoints come from the pool's discovery document; a pool without a domain is named as such")
    func discovery() throws {
        let setup = try Setup(withSecret: true)
        let login = try setup.login(["--user-pool-id", setup.pool.userPoolID])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(try setup.session()["domain"] as? String == setup.server.base.absoluteString)

        let bare = try Setup(withSecret: false, domain: false)
        let refused = try bare.login(["--user-pool-id", bare.pool.userPoolID, "--format", "json"])
        #expect(refused.status == 2)
        let error = try Self.error(refused)
        #expect(error["code"] as? Int == 2011)
        #expect(error["type"] as? String == "credkit:no-domain")
        #expect(!FileManager.default.fileExists(atPath: bare.report.path), "no browser was opened")

        let nothing = try bare.run(["login", "--redirect-port", String(bare.pool.callbackPort)])
        #expect(nothing.status == 2)
        #expect(
            nothing.stderr
                == "credkit: error: no sign-in domain: pass --domain PREFIX|URL (or CREDKIT_DOMAIN), or --user-pool-id to read it from the pool's discovery document\n"
        )
    }

    @Test("A redirect whose state is not this sign-in's is refused and waited past; nothing is exchanged or saved")
    func stateMismatch() throws {
        let setup = try Setup(withSecret: true, browser: ["--tamper-state"])
        // The wait ends at the deadline (the forged redirect does not end it), so the deadline must
        // leave the browser, a Python process, time to start and send it on a loaded machine.
        let login = try setup.login(["--format", "json", "--browser-timeout", "12"])
        #expect(login.status == 1)
        #expect(
            login.stderr.contains(
                "credkit: warning: a request to the redirect without this sign-in's state was refused (a web page, or another sign-in); still waiting\n"
            ))
        let error = try Self.error(login)
        #expect(error["code"] as? Int == 2003)
        #expect(
            error["message"] as? String
                == "The redirect does not belong to this sign-in (its state differs); nothing was exchanged")
        #expect(try Self.tokenAuth(setup.server, setup.pool.clientID).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))
        let browser = try setup.browserReport()
        #expect(browser["callback_status"] as? Int == 400)
        #expect((browser["body"] as? String)?.contains("Sign-in failed: The redirect does not belong to this sign-in") == true)
    }

    @Test("A bare /callback, a forged state and a half-sent request do not end the wait: the real redirect lands (issue 54)")
    func foreignRequests() throws {
        let setup = try Setup(withSecret: false, browser: ["--foreign"])
        let login = try setup.login()
        #expect(login.status == 0, "\(login.stderr)")
        let browser = try setup.browserReport()
        #expect(browser["foreign_bare"] as? Int == 400)
        #expect(browser["foreign_state"] as? Int == 400)
        #expect(browser["callback_status"] as? Int == 200, "\(browser)")
        #expect(login.stderr.components(separatedBy: "still waiting").count == 3, "\(login.stderr)")
        #expect(try setup.session()["username"] as? String == setup.pool.username)
    }

    @Test("A client sending a byte a second is dropped at its own deadline; --browser-timeout holds (issue 54)")
    func slowClient() throws {
        let setup = try Setup(withSecret: false, browser: ["--trickle", "40", "--no-callback"])
        let started = Date()
        let login = try setup.login(["--browser-timeout", "3"])
        // Before, each byte renewed a five-second read timeout: the wait lasted as long as the client.
        #expect(Date().timeIntervalSince(started) < 15, "held \(Date().timeIntervalSince(started)) s")
        #expect(login.status == 3)
        #expect(
            login.stderr.hasSuffix(
                "credkit: error: No redirect arrived within 3 s; the browser sign-in was not finished (2004)\n"))
    }

    @Test("Cancel on the sign-in page comes back as access_denied: 2001, exit 1, in Spanish too")
    func accessDenied() throws {
        let setup = try Setup(withSecret: false, browser: ["--cancel"])
        let login = try setup.login()
        #expect(login.status == 1)
        #expect(
            login.stderr.hasSuffix(
                "credkit: error: Sign-in was denied (by the user or their identity provider): The resource owner or authorization server denied the request (2001 access_denied)\n"
            ))
        let spanish = try Setup(withSecret: false, browser: ["--cancel"])
        let denied = try spanish.login(["--lang", "es"])
        #expect(denied.status == 1)
        #expect(
            denied.stderr.hasSuffix(
                "credkit: error: Se denegó el inicio de sesión (el usuario o su proveedor de identidad): The resource owner or authorization server denied the request (2001 access_denied)\n"
            ))
        let browser = try spanish.browserReport()
        #expect((browser["body"] as? String)?.contains("No se pudo iniciar sesión") == true)
    }

    @Test("An identity provider the app client does not support is refused at the redirect (2002)")
    func unsupportedProvider() throws {
        let setup = try Setup(withSecret: false)
        let login = try setup.login(["--identity-provider", "Google", "--format", "json"])
        #expect(login.status == 1)
        let error = try Self.error(login)
        #expect(error["code"] as? Int == 2002)
        #expect(error["type"] as? String == "invalid_request")
        #expect(error["serverMessage"] as? String == "Identity provider is not enabled for the client")
    }

    @Test("No redirect in time: 2004, exit 3, and the URL was printed for a browser elsewhere")
    func timeout() throws {
        let setup = try Setup(withSecret: false)
        let login = try setup.login(["--no-browser", "--browser-timeout", "1"])
        #expect(login.status == 3)
        #expect(
            login.stderr.hasPrefix(
                "Open this page in a browser to sign in (waiting up to 1 s for the redirect to http://127.0.0.1:\(setup.pool.callbackPort)/callback):\n\(setup.server.base.absoluteString)/oauth2/authorize?response_type=code&client_id=\(setup.pool.clientID)&"
            ))
        #expect(
            login.stderr.hasSuffix(
                "credkit: error: No redirect arrived within 1 s; the browser sign-in was not finished (2004)\n"))
        #expect(!FileManager.default.fileExists(atPath: setup.report.path), "--no-browser opened none")
    }

    @Test("$BROWSER falls back past a command that is not installed; when none is, the URL is printed, not \"Opened\" (issue 54)")
    func browserFallback() throws {
        let setup = try Setup(withSecret: false)
        let agent = try #require(setup.environment["BROWSER"])
        let login = try setup.login(environment: ["BROWSER": "credkit-no-such-browser %s:" + agent])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.hasPrefix("Opened the sign-in page in your browser"))
        let none = try Setup(withSecret: false)
        let nothing = try none.login(
            ["--browser-timeout", "1"], environment: ["BROWSER": "credkit-no-such-browser:/no/such/path"])
        #expect(nothing.status == 3)
        #expect(nothing.stderr.hasPrefix("Open this page in a browser to sign in (waiting up to 1 s"), "\(nothing.stderr)")
    }

    @Test("userinfo: claim names a domain sends reach the terminal escaped, as their values do (issue 54)")
    func hostileClaimNames() throws {
        let setup = try Setup(withSecret: false)
        let login = try setup.login()
        #expect(login.status == 0, "\(login.stderr)")
        let hostile = try FaultServer(.json, body: #"{"sub": "abc", "\u001b]0;pwned\u0007name": "v\u001b[2J"}"#)
        let info = try setup.run(["userinfo", "--domain", hostile.baseURL.absoluteString])
        #expect(info.status == 0, "\(info.stderr)")
        #expect(!info.stdout.contains("\u{1B}") && !info.stdout.contains("\u{7}"), "\(info.stdout)")
        #expect(info.stdout.contains(#""\u{1b}]0;pwned\u{7}name""#), "\(info.stdout)")
        #expect(info.stdout.contains(#""v\u{1b}[2J""#), "\(info.stdout)")
    }

    @Test("A redirect port in use: 2005, exit 2, before any browser opens")
    func portInUse() throws {
        let setup = try Setup(withSecret: false)
        let holder = try PortHolder(port: setup.pool.callbackPort)
        defer { holder.close() }
        let login = try setup.login()
        #expect(login.status == 2)
        #expect(
            login.stderr
                == "credkit: error: The redirect port is in use: 127.0.0.1:\(setup.pool.callbackPort); free it or register another port and pass --redirect-port (2005)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: setup.report.path))
    }

    @Test("With --redirect-host localhost, a process holding [::1]:PORT is refused as the IPv4 port is (issue 54)")
    func ipv6Squatter() throws {
        let setup = try Setup(withSecret: false, callbackHost: "localhost")
        let holder = try PortHolder(port: setup.pool.callbackPort, ipv6: true)
        defer { holder.close() }
        let login = try setup.login(["--redirect-host", "localhost"])
        #expect(login.status == 2)
        #expect(
            login.stderr
                == "credkit: error: The redirect port is in use: localhost:\(setup.pool.callbackPort); free it or register another port and pass --redirect-port (2005)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: setup.report.path))
    }

    @Test(
        "Bad input is refused before a browser opens or a port is taken",
        arguments: [
            (
                ["--scope", "openid", "--scope", "api read"],
                "scope api read: 1–256 printable ASCII characters without spaces, quotes or backslashes"
            ),
            (
                ["--scope", "openid", "--scope", "a\"b"],
                "scope a\"b: 1–256 printable ASCII characters without spaces, quotes or backslashes"
            ),
            (["--scope", "email"], "the scopes must include openid (the ID token says who signed in)"),
            (
                ["--identity-provider", "Bad\u{1}Name"],
                "identity provider Bad\\u{1}Name: 1–32 letters, digits, punctuation or symbols, no control characters, no space at either end"
            ),
            (
                ["--identity-provider", String(repeating: "x", count: 33)],
                "identity provider \(String(repeating: "x", count: 33)): 1–32 letters, digits, punctuation or symbols, no control characters, no space at either end"
            ),
        ])
    func badInput(options: [String], message: String) throws {
        let setup = try Setup(withSecret: false)
        let login = try setup.login(options)
        #expect(login.status == 2)
        #expect(login.stderr == "credkit: error: Refused before sending: \(message) (1000)\n")
        #expect(!FileManager.default.fileExists(atPath: setup.report.path))
    }

    @Test("A domain that is neither a prefix nor an https URL is refused before anything is sent")
    func badDomain() throws {
        let setup = try Setup(withSecret: false)
        for (domain, expected) in [
            (
                "My_Domain",
                "credkit: error: Refused before sending: My_Domain is neither a domain prefix (1–63 lowercase letters, digits and hyphens) nor an https URL without a path (1000)\n"
            ),
            (
                "https://auth.example.com/login",
                "credkit: error: Refused before sending: https://auth.example.com/login is neither a domain prefix (1–63 lowercase letters, digits and hyphens) nor an https URL without a path (1000)\n"
            ),
            (
                "http://auth.example.com",
                "credkit: error: The endpoint is not allowed: http://auth.example.com: use https (plain http only on this machine) (1003)\n"
            ),
        ] {
            let login = try setup.run(["login", "--domain", domain, "--redirect-port", String(setup.pool.callbackPort)])
            #expect(login.status == 2, "\(domain)")
            #expect(login.stderr == expected)
        }
        let port = try setup.run(["login", "--domain", "my-app", "--redirect-port", "70000"])
        #expect(port.status == 2)
        #expect(port.stderr == "credkit: error: --redirect-port 70000: expected a port from 1 to 65535\n")
        #expect(!FileManager.default.fileExists(atPath: setup.report.path))
    }

    @Test("Machine tokens: printed, cached 0600 per client and scopes until near expiry, --no-cache asks again")
    func clientCredentials() throws {
        let setup = try Setup(withSecret: false)
        let machine = ["CREDKIT_CLIENT_ID": setup.pool.machineClientID, "CREDKIT_CLIENT_SECRET": setup.pool.machineClientSecret]
        let domain = ["--domain", setup.server.base.absoluteString]
        let issued = { try setup.server.count("client_credentials", clientID: setup.pool.machineClientID) }
        let start = try issued()
        let first = try setup.run(["token", "--client-credentials", "--scope", "api/read"] + domain, environment: machine)
        #expect(first.status == 0, "\(first.stderr)")
        let token = first.stdout.trimmingCharacters(in: .newlines)
        #expect(token.split(separator: ".").count == 3)
        #expect(first.stdout == token + "\n")
        #expect(try issued() == start + 1)
        let second = try setup.run(
            ["token", "--client-credentials", "--scope", "api/read", "--format", "json"] + domain, environment: machine)
        let record = try #require(try second.jsonLines().first)
        #expect(record["accessToken"] as? String == token)
        #expect(record["cached"] as? Bool == true)
        #expect(record["via"] as? String == "domain" && record["scopes"] as? [String] == ["api/read"])
        #expect(try issued() == start + 1)
        let cache = setup.state.url.appendingPathComponent("cache/credkit/tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        try #require(files.count == 1)
        let mode = try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent(files[0]).path)[
            .posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o600)
        // Another scope set is another token; --no-cache always asks.
        let both = try setup.run(
            ["token", "--client-credentials", "--scope", "api/write", "--scope", "api/read"] + domain, environment: machine)
        #expect(both.status == 0)
        #expect(try issued() == start + 2)
        _ = try setup.run(["token", "--client-credentials", "--scope", "api/read", "--no-cache"] + domain, environment: machine)
        #expect(try issued() == start + 3)
        // A scope the client may not have is the server's refusal; a malformed one never leaves.
        let refused = try setup.run(["token", "--client-credentials", "--scope", "api/admin"] + domain, environment: machine)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "credkit: error: A scope was refused: the app client may not ask for it: The requested scope is invalid, unknown, or malformed. (2009 invalid_scope)\n"
        )
        let malformed = try setup.run(["token", "--client-credentials", "--scope", "api read"] + domain, environment: machine)
        #expect(malformed.status == 2)
        let wrong = try setup.run(
            ["token", "--client-credentials", "--no-cache"] + domain,
            environment: machine.merging(["CREDKIT_CLIENT_SECRET": "not-the-secret"]) { $1 })
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr.hasPrefix(
                "credkit: error: The app client's identity was refused (unknown client, or a wrong or missing secret): "))
        #expect(wrong.stderr.hasSuffix(" (2007 invalid_client)\n"))
        let browserClientRequests = try setup.server.tokenRequests(clientID: setup.pool.clientID)
        let noSecret = try setup.run(["token", "--client-credentials", "--no-cache"] + domain)
        #expect(noSecret.status == 2)
        #expect(
            noSecret.stderr
                == "credkit: error: Refused before sending: client credentials need the app client's secret (CREDKIT_CLIENT_SECRET) (1000)\n"
        )
        #expect(try setup.server.tokenRequests(clientID: setup.pool.clientID) == browserClientRequests, "nothing was sent")
        let usage = try setup.run(["token"] + domain, environment: machine)
        #expect(usage.status == 2)
        #expect(
            usage.stderr
                == "credkit: error: token gets machine-to-machine tokens or exchanges one: pass --client-credentials or --exchange (for a user's tokens use login or sign-in)\n"
        )
        // A domain given as a URL is all the token endpoint needs: no region and no pool are asked
        // for; a domain prefix still needs the region it is in.
        let regionless = machine.merging(["CREDKIT_REGION": "", "CREDKIT_ENDPOINT": ""]) { $1 }
        let before = try issued()
        let noRegion = try setup.run(
            ["token", "--client-credentials", "--scope", "api/read", "--no-cache"] + domain, environment: regionless)
        #expect(noRegion.status == 0, "\(noRegion.stderr)")
        #expect(try issued() == before + 1)
        let prefix = try setup.run(
            ["token", "--client-credentials", "--no-cache", "--domain", "my-app"], environment: regionless)
        #expect(prefix.status == 2)
        #expect(
            prefix.stderr == "credkit: error: no region: give --region or CREDKIT_REGION (or --user-pool-id, which names it)\n")
        setup.expectNothingPrinted([setup.pool.machineClientSecret])
    }

    @Test("userinfo after the refresh token was revoked elsewhere is the server's refusal (2012)")
    func userInfoRevoked() throws {
        let setup = try Setup(withSecret: false)
        #expect(try setup.login().status == 0)
        let session = try setup.session()
        let tokens = try #require(session["tokens"] as? [String: Any])
        let refresh = try #require(tokens["refreshToken"] as? String)
        _ = try MotoServer.python(
            """
            import sys, urllib.parse, urllib.request
            body = urllib.parse.urlencode({"token": sys.argv[2], "client_id": sys.argv[3]}).encode()
            urllib.request.urlopen(urllib.request.Request(sys.argv[1] + "/oauth2/revoke", data=body)).read()
            """, [setup.server.base.absoluteString, refresh, setup.pool.clientID])
        let info = try setup.run(["userinfo"])
        #expect(info.status == 1)
        #expect(
            info.stderr
                == "credkit: error: The token was refused (revoked, expired or from another pool); sign in again: Access token has been revoked (2012 invalid_token)\n"
        )
    }
}

/// Holds a loopback port, as another program would.
final class PortHolder {
    private var fd: Int32

    /// Listens on 127.0.0.1:`port`, or [::1]:`port` with `ipv6`.
    init(port: Int, ipv6: Bool = false) throws {
        fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let bound: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard bound == 0, listen(fd, 1) == 0 else { throw MotoServerError(description: "cannot hold port \(port)") }
    }

    func close() {
        if fd >= 0 { _ = Glibc.close(fd) }
        fd = -1
    }
}
