// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

/// The library half of sign-in through a user pool domain: PKCE, the authorization URL, the
/// redirect, the endpoints, and the token, revocation, userInfo and discovery calls against the
/// Authlib server over moto (hosted_ui.py), with the user agent (browser.py) doing the browser's part.
@Suite("Sign-in through a user pool domain (OAuth 2.0)", .waitsOnThreads)
struct OAuthTests {
    // MARK: Local

    @Test("PKCE S256: RFC 7636's appendix B vector, fresh verifiers, and the verifier's bounds")
    func pkce() throws {
        let vector = try PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        #expect(vector.challenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        #expect(vector.method == "S256")
        #expect("\(vector)" == "PKCE(method: S256, verifier: hidden)")
        let a = PKCE()
        let b = PKCE()
        #expect(a.verifier.utf8.count == 43 && a.verifier != b.verifier)
        _ = try PKCE(verifier: String(repeating: "a", count: 43))
        _ = try PKCE(verifier: String(repeating: "~", count: 128))
        for bad in [
            String(repeating: "a", count: 42), String(repeating: "a", count: 129), String(repeating: "a", count: 42) + "+",
        ] {
            #expect(throws: OAuthError.self) { try PKCE(verifier: bad) }
        }
    }

    @Test("The authorization URL: every parameter, percent-encoded, in a fixed order")
    func authorizationURL() throws {
        let pkce = try PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        let request = try AuthorizationRequest(
            clientID: "7k2a9q4bq3ts2v8hrl1cgnl5ik", redirectURI: "http://127.0.0.1:8400/callback",
            scopes: ["openid", "email", "api/read"], identityProvider: "Sign In+Co", pkce: pkce)
        #expect(request.state.utf8.count == 43 && request.nonce.utf8.count == 43 && request.state != request.nonce)
        let endpoints = try OAuthEndpoints(domain: "my-app", region: "eu-west-1")
        #expect(
            request.url(at: endpoints).absoluteString
                == "https://my-app.auth.eu-west-1.amazoncognito.com/oauth2/authorize?response_type=code"
                + "&client_id=7k2a9q4bq3ts2v8hrl1cgnl5ik&redirect_uri=http%3A%2F%2F127.0.0.1%3A8400%2Fcallback"
                + "&scope=openid%20email%20api%2Fread&state=\(request.state)&nonce=\(request.nonce)"
                + "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256"
                + "&identity_provider=Sign%20In%2BCo")
    }

    @Test(
        "Inputs are refused before any browser opens",
        arguments: [
            (["openid", "a b"], nil, "myapp://callback"),
            (["openid", "a\"b"], nil, "myapp://callback"),
            (["openid", "a\\b"], nil, "myapp://callback"),
            (["openid", ""], nil, "myapp://callback"),
            (["email"], nil, "myapp://callback"),
            (["openid"], "", "myapp://callback"),
            (["openid"], " Google", "myapp://callback"),
            (["openid"], "Goo\ngle", "myapp://callback"),
            (["openid"], String(repeating: "x", count: 33), "myapp://callback"),
            (["openid"], nil, "http://example.com/callback"),
            (["openid"], nil, "myapp://callback#fragment"),
            (["openid"], nil, "no scheme"),
        ] as [([String], String?, String)])
    func refusedInputs(scopes: [String], provider: String?, redirect: String) {
        #expect(throws: OAuthError.self) {
            try AuthorizationRequest(clientID: "client1", redirectURI: redirect, scopes: scopes, identityProvider: provider)
        }
    }

    @Test("The redirect: its state first, then an error or the code")
    func callback() throws {
        let request = try AuthorizationRequest(clientID: "client1", redirectURI: "myapp://callback")
        func parse(_ query: String) -> Result<String, OAuthError> {
            Result { () throws(OAuthError) -> String in try request.code(fromCallback: URL(string: "myapp://callback?" + query)!)
            }
        }
        #expect(try parse("code=abc&state=\(request.state)").get() == "abc")
        #expect(try parse("state=\(request.state)&code=a%2Bb").get() == "a+b")
        for query in [
            "code=abc", "code=abc&state=other", "code=abc&state=\(request.state)&state=\(request.state)",
            "error=access_denied&state=forged",
        ] {
            #expect(throws: OAuthError(.stateMismatch)) { try parse(query).get() }
        }
        let denied = try #require(parse("error=access_denied&error_description=User+said+no&state=\(request.state)").failure)
        #expect(denied.code == .accessDenied && denied.number == 2001 && denied.serverDescription == "User said no")
        #expect(denied.message(in: .english) == "Sign-in was denied (by the user or their identity provider): User said no")
        let refused = try #require(parse("error=invalid_scope&state=\(request.state)").failure)
        #expect(refused.code == .authorizationRefused && refused.errorType == "invalid_scope")
        #expect(refused.message(in: .spanish) == "El dominio de inicio de sesión rechazó la solicitud (invalid_scope)")
        #expect(try #require(parse("state=\(request.state)").failure).code == .invalidCallback)
        #expect(throws: OAuthError(.invalidCallback)) { try request.code(fromQuery: "state=\(request.state)&code=%zz") }
    }

    @Test("Domains: a prefix, a custom https domain, plain http only on loopback; discovery URLs")
    func endpoints() throws {
        let prefix = try OAuthEndpoints(domain: "my-app-1", region: "us-east-1")
        #expect(prefix.token.absoluteString == "https://my-app-1.auth.us-east-1.amazoncognito.com/oauth2/token")
        #expect(prefix.revocation.absoluteString == "https://my-app-1.auth.us-east-1.amazoncognito.com/oauth2/revoke")
        #expect(prefix.userInfo.absoluteString == "https://my-app-1.auth.us-east-1.amazoncognito.com/oauth2/userInfo")
        #expect(prefix.logout.absoluteString == "https://my-app-1.auth.us-east-1.amazoncognito.com/logout")
        let custom = try OAuthEndpoints(domain: "https://auth.example.com/", region: "us-east-1")
        #expect(custom.authorization.absoluteString == "https://auth.example.com/oauth2/authorize")
        _ = try OAuthEndpoints(domain: "http://127.0.0.1:9000", region: "us-east-1")
        for bad in [
            "-app", "app-", "My-App", "my_app", String(repeating: "a", count: 64), "https://auth.example.com/x",
            "https://auth.example.com?x=1", "ftp://auth.example.com", "",
        ] {
            #expect(throws: OAuthError.self, "\(bad)") { try OAuthEndpoints(domain: bad, region: "us-east-1") }
        }
        #expect(
            throws: OAuthError(
                .invalidEndpoint, detail: LocalizedText(key: .oauthDetailURL, arguments: ["url": "http://auth.example.com"]))
        ) {
            try OAuthEndpoints(domain: "http://auth.example.com", region: "us-east-1")
        }
        #expect(throws: OAuthError.self) { try OAuthEndpoints(domain: "my-app", region: "nowhere") }
        let pool = try #require(CognitoUserPoolID("eu-west-1_AbC123"))
        #expect(
            OAuthEndpoints.discoveryURL(userPoolID: pool).absoluteString
                == "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123/.well-known/openid-configuration")
        #expect(
            OAuthEndpoints.discoveryURL(userPoolID: pool, endpoint: URL(string: "http://127.0.0.1:5000/")).absoluteString
                == "http://127.0.0.1:5000/eu-west-1_AbC123/.well-known/openid-configuration")
        #expect(throws: OAuthError(.noDomain)) {
            try OAuthEndpoints(discoveryDocument: JSONObject([.init(key: "issuer", value: .string("https://x"))]))
        }
        let logout = try custom.logoutURL(clientID: "abc", logoutURI: "https://app.example.com/bye?x=1&y=2")
        #expect(
            logout.absoluteString
                == "https://auth.example.com/logout?client_id=abc&logout_uri=https%3A%2F%2Fapp.example.com%2Fbye%3Fx%3D1%26y%3D2")
        #expect(throws: OAuthError.self) { try custom.logoutURL(clientID: "abc", logoutURI: "http://example.com/bye") }
    }

    @Test("Form encoding: every reserved byte escaped, and read back")
    func formEncoding() throws {
        let pairs = [("a b", "x&y=z+ñ/"), ("empty", ""), ("~-._", "%")]
        let text = FormEncoding.encode(pairs)
        #expect(text == "a%20b=x%26y%3Dz%2B%C3%B1%2F&empty=&~-._=%25")
        let back = try #require(FormEncoding.decode(Substring(text)))
        #expect(back.map(\.0) == pairs.map(\.0) && back.map(\.1) == pairs.map(\.1))
        #expect(FormEncoding.decode("a=%FF") == nil)
        #expect(FormEncoding.decode("a=%4") == nil)
        #expect(FormEncoding.decode("a=b+c")?.first?.1 == "b c")
    }

    @Test("The machine-token cache: 0600, per client and scope set in any order, never an expiring token")
    func machineTokenCache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-m2m-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = MachineTokenCache(directory: folder)
        let url = URL(string: "https://auth.example.com/oauth2/token")!
        let now = Date()
        let token = MachineToken(accessToken: "a.b.c", expiresIn: 3600, obtainedAt: now)
        try cache.save(token, tokenEndpoint: url, clientID: "c1", scopes: ["api/read", "api/write"])
        #expect(
            cache.token(tokenEndpoint: url, clientID: "c1", scopes: ["api/write", "api/read"], at: now)?.accessToken == "a.b.c")
        #expect(cache.token(tokenEndpoint: url, clientID: "c1", scopes: ["api/read"], at: now) == nil)
        #expect(cache.token(tokenEndpoint: url, clientID: "c2", scopes: ["api/read", "api/write"], at: now) == nil)
        #expect(cache.token(tokenEndpoint: url, clientID: "c1", scopes: ["api/read", "api/write"], at: now + 3541) == nil)
        #expect(cache.token(tokenEndpoint: url, clientID: "c1", scopes: ["api/read", "api/write"], at: now + 3500) != nil)
        let file = cache.file(tokenEndpoint: url, clientID: "c1", scopes: ["api/read", "api/write"])
        #expect(file.lastPathComponent.count == 64 + 5)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        _ = chmod(file.path, 0o644)
        #expect(cache.token(tokenEndpoint: url, clientID: "c1", scopes: ["api/read", "api/write"], at: now) == nil)
    }

    @Test("A machine token says what it carries: its scope claim split at spaces, its token_use; nothing for a non-JWT")
    func machineTokenClaims() {
        func token(_ payload: String) -> String {
            let encode = { (text: String) in
                Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                    .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            }
            return encode(#"{"alg":"RS256","kid":"k1"}"#) + "." + encode(payload) + ".c2lnbmF0dXJl"
        }
        let access = MachineToken(
            accessToken: token(#"{"sub":"m","token_use":"access","scope":"api/read api/write"}"#), expiresIn: 3600)
        #expect(access.scopes == ["api/read", "api/write"] && access.tokenUse == "access")
        let id = MachineToken(accessToken: token(#"{"sub":"u","token_use":"id","aud":"c"}"#), expiresIn: 3600)
        #expect(id.scopes == nil && id.tokenUse == "id")
        let empty = MachineToken(accessToken: token(#"{"token_use":"access","scope":""}"#), expiresIn: 3600)
        #expect(empty.scopes == [])
        let opaque = MachineToken(accessToken: "a.b.c", expiresIn: 3600)
        #expect(opaque.scopes == nil && opaque.tokenUse == nil)
        // What a cached exchanged token is, from its token_use.
        #expect(access.tokenUse.flatMap(DerivedToken.Kind.init(tokenUse:)) == .accessToken)
        #expect(id.tokenUse.flatMap(DerivedToken.Kind.init(tokenUse:)) == .idToken)
        #expect(DerivedToken.Kind(tokenUse: "refresh") == nil && DerivedToken.Kind(tokenUse: "ID") == nil)
    }

    // MARK: Against the server

    /// Signs in on the domain's form as a browser does and returns the redirect's code (the
    /// callback itself is not followed).
    private static func code(for request: AuthorizationRequest, pool: HostedUIServer.Pool, server: HostedUIServer) throws
        -> String
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-oauth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let passwordFile = folder.appendingPathComponent("password")
        try Data(pool.password.utf8).write(to: passwordFile)
        let report = try HostedUIServer.browse(
            request.url(at: OAuthEndpoints(base: server.base)),
            arguments: ["--username", pool.username, "--password-file", passwordFile.path, "--no-callback"])
        let location = try #require(report["location"] as? String)
        return try request.code(fromCallback: #require(URL(string: location)))
    }

    private static func verifier(_ server: HostedUIServer, _ pool: HostedUIServer.Pool) throws -> CognitoTokenVerifier {
        let poolID = try #require(CognitoUserPoolID(pool.userPoolID))
        return try CognitoTokenVerifier(
            options: .init(issuers: poolID.issuers, clientIDs: [pool.clientID], tokenUse: .id),
            jwksURL: server.base.appendingPathComponent(pool.userPoolID + "/.well-known/jwks.json"))
    }

    @Test("Code, verifier and ID token end to end; a wrong verifier, a reused code, refresh, revoke, userInfo")
    func serverFlow() async throws {
        let server = try HostedUIServer.shared
        let pool = try server.makePool(withSecret: true)
        let redirect = "http://127.0.0.1:\(pool.callbackPort)/callback"
        let client = CognitoOAuthClient(
            .init(endpoints: OAuthEndpoints(base: server.base), clientID: pool.clientID, clientSecret: pool.clientSecret))

        // A code exchanged with another request's verifier is refused by the server (PKCE).
        let first = try AuthorizationRequest(clientID: pool.clientID, redirectURI: redirect, scopes: ["openid", "email"])
        let firstCode = try Self.code(for: first, pool: pool, server: server)
        let impostor = try AuthorizationRequest(clientID: pool.clientID, redirectURI: redirect, scopes: ["openid", "email"])
        await #expect(
            throws: OAuthError(.invalidGrant, serverError: "invalid_grant", serverDescription: "Code challenge failed.")
        ) {
            _ = try await client.exchange(code: firstCode, for: impostor)
        }

        // The right verifier: tokens, and an ID token verified with the pool's keys and nonce.
        let request = try AuthorizationRequest(clientID: pool.clientID, redirectURI: redirect, scopes: ["openid", "email"])
        let code = try Self.code(for: request, pool: pool, server: server)
        let (tokens, idToken) = try await client.signIn(code: code, request: request, verifier: Self.verifier(server, pool))
        #expect(idToken.claims.raw["nonce"]?.stringValue == request.nonce)
        #expect(idToken.claims.email == pool.username)
        #expect(tokens.refreshToken != nil && tokens.expiresIn == 3600 && tokens.tokenType == "Bearer")
        // Codes are single-use.
        await #expect(throws: OAuthError.self) { _ = try await client.exchange(code: code, for: request) }
        // Another request's nonce is refused even with a valid signature.
        await #expect(throws: OAuthError(.invalidIDToken, detail: LocalizedText(key: .oauthDetailNonce))) {
            _ = try await client.verifyIDToken(of: tokens, for: first, with: Self.verifier(server, pool))
        }

        let refreshed = try await client.refresh(refreshToken: tokens.refreshToken!)
        #expect(refreshed.refreshToken == tokens.refreshToken && refreshed.accessToken != tokens.accessToken)
        let claims = try await client.userInfo(accessToken: refreshed.accessToken)
        #expect(claims["email"]?.stringValue == pool.username)

        try await client.revoke(refreshToken: tokens.refreshToken!)
        await #expect(throws: OAuthError(.invalidGrant, serverError: "invalid_grant")) {
            _ = try await client.refresh(refreshToken: tokens.refreshToken!)
        }
        do {
            _ = try await client.userInfo(accessToken: refreshed.accessToken)
            Issue.record("userInfo answered for a revoked token")
        } catch {
            #expect(error.code == .invalidToken && error.number == 2012)
        }
        // A wrong secret is the client's refusal.
        let wrong = CognitoOAuthClient(
            .init(
                endpoints: OAuthEndpoints(base: server.base), clientID: pool.clientID, clientSecret: "wrong",
                clientAuthentication: .post))
        do {
            _ = try await wrong.refresh(refreshToken: tokens.refreshToken!)
            Issue.record("a wrong secret was accepted")
        } catch {
            #expect(error.code == .invalidClient && error.category == .refused)
        }
    }

    @Test("Client credentials, discovery, and a client without a secret refused before sending")
    func machineAndDiscovery() async throws {
        let server = try HostedUIServer.shared
        let pool = try server.makePool(withSecret: false)
        let endpoints = try await CognitoOAuthClient.discover(
            userPoolID: #require(CognitoUserPoolID(pool.userPoolID)), endpoint: server.base)
        #expect(endpoints == OAuthEndpoints(base: server.base))
        let machine = CognitoOAuthClient(
            .init(endpoints: endpoints, clientID: pool.machineClientID, clientSecret: pool.machineClientSecret))
        let token = try await machine.clientCredentials(scopes: ["api/read"])
        let decoded = try JSONWebToken(compact: token.accessToken)
        #expect(decoded.claims.clientID == pool.machineClientID && decoded.claims.scopes == ["api/read"])
        await #expect(throws: OAuthError.self) { _ = try await machine.clientCredentials(scopes: ["api/admin"]) }
        let before = try server.tokenRequests(clientID: pool.clientID)
        let publicClient = CognitoOAuthClient(.init(endpoints: endpoints, clientID: pool.clientID))
        await #expect(throws: OAuthError.input(.oauthSecretRequired, [:])) {
            _ = try await publicClient.clientCredentials(scopes: [])
        }
        #expect(try server.tokenRequests(clientID: pool.clientID) == before, "nothing was sent")
        // A pool without a domain has no endpoints to discover.
        let bare = try server.makePool(withSecret: false, domain: false)
        await #expect(throws: OAuthError(.noDomain)) {
            _ = try await CognitoOAuthClient.discover(
                userPoolID: #require(CognitoUserPoolID(bare.userPoolID)), endpoint: server.base)
        }
    }
}

extension OAuthTests {
    @Test("A discovery document whose issuer is not the pool's is not believed (RFC 8414 §3.3, issue 54)")
    func discoveryIssuer() async throws {
        let pool = try #require(CognitoUserPoolID("us-east-1_Mine123"))
        func document(issuer: String?) -> String {
            let issuerMember = issuer.map { #""issuer": "\#($0)", "# } ?? ""
            return "{" + issuerMember
                + #""authorization_endpoint": "https://evil.example/oauth2/authorize", "token_endpoint": "https://evil.example/oauth2/token"}"#
        }
        for (issuer, shown) in [
            (
                "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other9",
                "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other9"
            ),
            (nil, "—"),
        ] {
            let server = try FaultServer(.json, body: document(issuer: issuer))
            do {
                _ = try await CognitoOAuthClient.discover(userPoolID: pool, endpoint: server.baseURL)
                Issue.record("no error for \(issuer ?? "no issuer")")
            } catch {
                #expect(error.code == .invalidResponse)
                #expect(
                    error.message(in: .english).contains(
                        "the discovery document's issuer \(shown) is not the pool us-east-1_Mine123's"))
            }
        }
        // The pool's own issuer, in either form, is believed (its path on an emulator is, in machineAndDiscovery).
        for issuer in pool.issuers {
            let server = try FaultServer(.json, body: document(issuer: issuer))
            let endpoints = try await CognitoOAuthClient.discover(userPoolID: pool, endpoint: server.baseURL)
            #expect(endpoints.token.absoluteString == "https://evil.example/oauth2/token")
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
