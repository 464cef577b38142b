// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitNetwork
import Foundation

/// Talks to a user pool domain's OAuth 2.0 endpoints: exchanges an authorization code (with its
/// PKCE verifier), refreshes, gets machine tokens with client credentials, revokes, reads the
/// user's claims — and checks the ID token it gets (signature by the pool's keys, issuer, audience,
/// expiry and the request's nonce) before anyone uses it.
///
/// ```swift
/// let client = CognitoOAuthClient(.init(
///     endpoints: try OAuthEndpoints(domain: "my-app", region: "eu-west-1"), clientID: clientID))
/// let request = try AuthorizationRequest(clientID: clientID, redirectURI: "myapp://callback")
/// // open request.url(at: client.configuration.endpoints) in ASWebAuthenticationSession …
/// let tokens = try await client.signIn(
///     code: try request.code(fromCallback: callbackURL), request: request,
///     verifier: CognitoTokenVerifier(userPoolID: pool, clientIDs: [clientID], tokenUse: .id))
/// ```
public struct CognitoOAuthClient: Sendable {
    /// How the app client proves itself at the token and revocation endpoints when it has a secret.
    public enum ClientAuthentication: String, Sendable, Hashable, CaseIterable {
        /// HTTP Basic with the client ID and secret (`client_secret_basic`, the default).
        case basic = "client_secret_basic"
        /// `client_id` and `client_secret` in the form (`client_secret_post`).
        case post = "client_secret_post"
    }

    /// What a client talks to and as whom.
    public struct Configuration: Sendable {
        /// The domain's endpoints.
        public var endpoints: OAuthEndpoints
        /// The app client.
        public var clientID: String
        /// The app client's secret, when it has one.
        public var clientSecret: String?
        /// How the secret is sent.
        public var clientAuthentication: ClientAuthentication
        /// Seconds per request.
        public var requestTimeout: TimeInterval
        /// The retry policy (throttling, server errors, connections that never reached the server).
        public var retry: RetryPolicy

        /// A configuration.
        public init(
            endpoints: OAuthEndpoints, clientID: String, clientSecret: String? = nil,
            clientAuthentication: ClientAuthentication = .basic, requestTimeout: TimeInterval = 10,
            retry: RetryPolicy = .standard
        ) {
            self.endpoints = endpoints
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.clientAuthentication = clientAuthentication
            self.requestTimeout = requestTimeout
            self.retry = retry
        }
    }

    /// The configuration.
    public let configuration: Configuration
    let transport: HTTPTransport

    /// A client.
    /// - Parameters:
    ///   - configuration: endpoints and app client.
    ///   - transport: how requests travel (`PlatformHTTPTransport` by default).
    public init(_ configuration: Configuration, transport: HTTPTransport = PlatformHTTPTransport()) {
        self.configuration = configuration
        self.transport = transport
    }

    // MARK: Grants

    /// Exchanges an authorization code for the user's tokens (`authorization_code` with the
    /// request's redirect URI and PKCE verifier). The ID token is not checked here: use
    /// ``signIn(code:request:verifier:)``.
    /// - Throws: ``OAuthError``: ``OAuthError/Code/invalidGrant`` (2006) for a used, expired or
    ///   foreign code or a wrong verifier; ``OAuthError/Code/invalidClient`` (2007); 1001–1003.
    public func exchange(code: String, for request: AuthorizationRequest) async throws(OAuthError) -> AuthenticationTokens {
        let object = try await post(
            configuration.endpoints.token,
            [
                ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", request.redirectURI),
                ("code_verifier", request.pkce.verifier),
            ], secrets: [code, request.pkce.verifier], repeatable: false)
        return try Self.userTokens(object)
    }

    /// Exchanges the code and verifies the ID token: signature by the pool's keys, issuer,
    /// audience (this app client), `token_use` `id`, expiry — the checks `verifier` makes — and
    /// that its `nonce` is the request's.
    /// - Parameters:
    ///   - code: the code from ``AuthorizationRequest/code(fromCallback:)``.
    ///   - request: the request it answers.
    ///   - verifier: the pool's verifier (its JWKS and claim checks).
    /// - Returns: the tokens, and the verified ID token.
    /// - Throws: ``OAuthError`` as ``exchange(code:for:)``, or ``OAuthError/Code/invalidIDToken``
    ///   (2010) naming the failed check.
    public func signIn(code: String, request: AuthorizationRequest, verifier: CognitoTokenVerifier) async throws(OAuthError)
        -> (tokens: AuthenticationTokens, idToken: JSONWebToken)
    {
        let tokens = try await exchange(code: code, for: request)
        return (tokens, try await verifyIDToken(of: tokens, for: request, with: verifier))
    }

    /// Verifies the ID token of tokens just exchanged: the checks `verifier` makes, then that its
    /// `nonce` is the request's (so a token minted for another sign-in is refused).
    /// - Returns: the verified ID token.
    /// - Throws: ``OAuthError/Code/invalidIDToken`` (2010) naming the failed check.
    public func verifyIDToken(
        of tokens: AuthenticationTokens, for request: AuthorizationRequest, with verifier: CognitoTokenVerifier
    )
        async throws(OAuthError) -> JSONWebToken
    {
        let idToken: JSONWebToken
        do {
            idToken = try await verifier.verify(tokens.idToken)
        } catch {
            throw OAuthError(
                .invalidIDToken, detail: LocalizedText(key: .oauthDetailJWT, arguments: ["reason": error.code.rawValue]))
        }
        guard let nonce = idToken.claims.raw["nonce"]?.stringValue,
            AuthorizationRequest.constantTimeEqual(nonce, request.nonce)
        else { throw OAuthError(.invalidIDToken, detail: LocalizedText(key: .oauthDetailNonce)) }
        return idToken
    }

    /// New tokens for a refresh token (`refresh_token`); the answer carries no refresh token unless
    /// the app client rotates them, so the one given is kept in the result then.
    /// - Throws: ``OAuthError``: ``OAuthError/Code/invalidGrant`` (2006) for a revoked or expired
    ///   refresh token; 2007; 1001–1003.
    public func refresh(refreshToken: String) async throws(OAuthError) -> AuthenticationTokens {
        let object = try await post(
            configuration.endpoints.token, [("grant_type", "refresh_token"), ("refresh_token", refreshToken)],
            secrets: [refreshToken], repeatable: true)
        var tokens = try Self.userTokens(object)
        if tokens.refreshToken == nil { tokens.refreshToken = refreshToken }
        return tokens
    }

    /// A machine-to-machine access token (`client_credentials`): the app client must have a secret
    /// and be allowed the grant; `scopes` are resource-server scopes (`api/read`), or empty for all
    /// the client may have.
    /// - Throws: ``OAuthError``: 1000 without a secret or for an invalid scope (nothing sent);
    ///   ``OAuthError/Code/invalidScope`` (2009), ``OAuthError/Code/unauthorizedClient`` (2008),
    ///   ``OAuthError/Code/invalidClient`` (2007); 1001–1003.
    public func clientCredentials(scopes: [String], at now: Date = Date()) async throws(OAuthError) -> MachineToken {
        guard configuration.clientSecret != nil else { throw OAuthError.input(.oauthSecretRequired, [:]) }
        for scope in scopes where !AuthorizationRequest.isScope(scope) {
            throw OAuthError.input(.oauthInvalidScope, ["value": AuthorizationRequest.visible(scope)])
        }
        var form = [("grant_type", "client_credentials")]
        if !scopes.isEmpty { form.append(("scope", scopes.joined(separator: " "))) }
        let object = try await post(configuration.endpoints.token, form, secrets: [], repeatable: true)
        let access = try Self.token("access_token", in: object)
        return MachineToken(
            accessToken: access, expiresIn: try Self.expiresIn(object), tokenType: object["token_type"]?.stringValue ?? "Bearer",
            obtainedAt: now)
    }

    // MARK: Other endpoints

    /// Revokes a refresh token (and the access tokens issued from it) at `/oauth2/revoke`.
    /// - Throws: ``OAuthError``: ``OAuthError/Code/invalidRequest`` (2013) when the app client does
    ///   not allow revocation or the token is not a refresh token; 2007; 1001–1003.
    public func revoke(refreshToken: String) async throws(OAuthError) {
        _ = try await post(
            configuration.endpoints.revocation, [("token", refreshToken)], secrets: [refreshToken], repeatable: true,
            emptyBodyAllowed: true)
    }

    /// The signed-in user's claims from `/oauth2/userInfo` (`sub`, `email`, `email_verified`,
    /// `username`, … as the pool's attributes and the token's scopes allow).
    /// - Throws: ``OAuthError``: ``OAuthError/Code/invalidToken`` (2012) for a revoked, expired or
    ///   foreign access token; 1001–1003.
    public func userInfo(accessToken: String) async throws(OAuthError) -> JSONObject {
        let request = HTTPRequest(
            url: configuration.endpoints.userInfo, method: "GET",
            headers: ["Authorization": "Bearer " + accessToken, "Accept": "application/json", "Cache-Control": "no-store"],
            timeout: configuration.requestTimeout)
        return try await send(request, secrets: [accessToken], repeatable: true, emptyBodyAllowed: false)
    }

    /// The endpoints the pool's OpenID Connect discovery document names.
    /// - Parameters:
    ///   - userPoolID: the pool.
    ///   - endpoint: an endpoint override (an emulator) that serves the document under `/POOL/`.
    ///   - transport: how the request travels.
    ///   - timeout: seconds for the request.
    /// - Throws: ``OAuthError``: ``OAuthError/Code/noDomain`` (2011) when the pool has no domain;
    ///   ``OAuthError/Code/invalidResponse`` (1002) when the document's `issuer` is not the pool's
    ///   (RFC 8414 §3.3); 1001–1003.
    public static func discover(
        userPoolID: CognitoUserPoolID, endpoint: URL? = nil, transport: HTTPTransport = PlatformHTTPTransport(),
        timeout: TimeInterval = 10
    ) async throws(OAuthError) -> OAuthEndpoints {
        let url = OAuthEndpoints.discoveryURL(userPoolID: userPoolID, endpoint: endpoint)
        guard EndpointPolicy.allows(url) else {
            throw OAuthError(
                .invalidEndpoint, detail: LocalizedText(key: .oauthDetailURL, arguments: ["url": url.absoluteString]))
        }
        let client = CognitoOAuthClient(
            .init(endpoints: OAuthEndpoints(base: url), clientID: "discovery", requestTimeout: timeout), transport: transport)
        let request = HTTPRequest(url: url, method: "GET", headers: ["Accept": "application/json"], timeout: timeout)
        let document: JSONObject
        do {
            document = try await client.send(request, secrets: [], repeatable: true, emptyBodyAllowed: false)
        } catch {
            // A 404 or 401 is not a token problem here: the pool or the emulator has no document.
            guard error.code == .invalidToken else { throw error }
            throw OAuthError(.invalidResponse, detail: LocalizedText(key: .oauthDetailStatus, arguments: ["status": "401"]))
        }
        // RFC 8414 §3.3: the document must be the pool's own — its issuer the pool's (either form),
        // or under an emulator the pool's path on it — or its endpoints are not believed.
        var expected = userPoolID.issuers
        if let endpoint {
            let base =
                endpoint.absoluteString.hasSuffix("/") ? String(endpoint.absoluteString.dropLast()) : endpoint.absoluteString
            expected.append(base + "/" + userPoolID.rawValue)
        }
        let issuer = document["issuer"]?.stringValue
        guard let issuer, expected.contains(issuer) else {
            throw OAuthError(
                .invalidResponse,
                detail: LocalizedText(
                    key: .oauthDetailIssuer,
                    arguments: ["issuer": AuthorizationRequest.visible(issuer ?? "—"), "pool": userPoolID.rawValue]))
        }
        return try OAuthEndpoints(discoveryDocument: document)
    }

    // MARK: Plumbing

    /// POSTs a form, with the client's identity (Basic, or in the form; `client_id` alone without a
    /// secret).
    private func post(
        _ url: URL, _ form: [(String, String)], secrets: [String], repeatable: Bool, emptyBodyAllowed: Bool = false
    ) async throws(OAuthError) -> JSONObject {
        var form = form
        var headers = [
            "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json", "Cache-Control": "no-store",
        ]
        // Every secret also in the encodings this request carries it in, so an endpoint that echoes
        // the form or the Authorization header back in an error has it redacted too.
        var secrets = secrets + secrets.map(FormEncoding.escape)
        if let secret = configuration.clientSecret {
            // RFC 6749 §2.3.1: each part form-encoded before Basic's base64.
            let pair = FormEncoding.escape(configuration.clientID) + ":" + FormEncoding.escape(secret)
            let basic = Data(pair.utf8).base64EncodedString()
            secrets += [secret, FormEncoding.escape(secret), basic]
            switch configuration.clientAuthentication {
            case .basic:
                headers["Authorization"] = "Basic " + basic
            case .post:
                form += [("client_id", configuration.clientID), ("client_secret", secret)]
            }
        } else {
            form.append(("client_id", configuration.clientID))
        }
        let request = HTTPRequest(
            url: url, method: "POST", headers: headers, body: Data(FormEncoding.encode(form).utf8),
            timeout: configuration.requestTimeout)
        return try await send(request, secrets: secrets, repeatable: repeatable, emptyBodyAllowed: emptyBodyAllowed)
    }

    /// Sends with retries: server errors and throttling always (the server said it did nothing),
    /// lost connections only when `repeatable` or when the request never left.
    func send(_ request: HTTPRequest, secrets: [String], repeatable: Bool, emptyBodyAllowed: Bool) async throws(OAuthError)
        -> JSONObject
    {
        guard EndpointPolicy.allows(request.url) else {
            throw OAuthError(
                .invalidEndpoint, detail: LocalizedText(key: .oauthDetailURL, arguments: ["url": request.url.absoluteString]))
        }
        let result = await configuration.retry.perform { _ -> RetryPolicy.AttemptOutcome<JSONObject, OAuthError> in
            do throws(OAuthError) {
                return .success(try await sendOnce(request, secrets: secrets, emptyBodyAllowed: emptyBodyAllowed))
            } catch {
                let retryable: Bool
                switch error.code {
                case .serverError: retryable = true
                case .transport: retryable = repeatable || error.transportFailure?.requestMayHaveBeenSent == false
                default: retryable = false
                }
                return .failure(error, retryable: retryable, after: nil)
            }
        }
        return try result.get()
    }

    private func sendOnce(_ request: HTTPRequest, secrets: [String], emptyBodyAllowed: Bool) async throws(OAuthError)
        -> JSONObject
    {
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let failure as HTTPTransportError {
            throw OAuthError(
                .transport,
                detail: LocalizedText(
                    key: .oauthDetailText,
                    arguments: ["text": CognitoIdentityClient.redact(failure.message(in: .english), secrets)]),
                transportFailure: failure)
        } catch {
            throw OAuthError(
                .transport,
                detail: LocalizedText(
                    key: .oauthDetailText,
                    arguments: ["text": CognitoIdentityClient.redact(HTTPTransportError.detail(describing: error), secrets)]))
        }
        let object = response.body.withUnsafeBytes { raw in
            try? JSONValue(parsing: raw.bindMemory(to: UInt8.self)).objectValue
        }
        if (200..<300).contains(response.status) {
            if let object { return object }
            if emptyBodyAllowed { return JSONObject([]) }
            throw OAuthError(
                .invalidResponse, detail: LocalizedText(key: .oauthDetailStatus, arguments: ["status": "\(response.status)"]))
        }
        let error = object?["error"]?.stringValue
        let description = object?["error_description"]?.stringValue.map { CognitoIdentityClient.redact($0, secrets) }
        let code: OAuthError.Code
        switch error {
        case "invalid_grant"?: code = .invalidGrant
        case "invalid_client"?: code = .invalidClient
        case "unauthorized_client"?, "unsupported_grant_type"?: code = .unauthorizedClient
        case "invalid_scope"?: code = .invalidScope
        case "invalid_request"?, "unsupported_token_type"?: code = .invalidRequest
        case "invalid_token"?: code = .invalidToken
        case "server_error"?, "temporarily_unavailable"?, "slow_down"?: code = .serverError
        default:
            if response.status >= 500 || response.status == 429 {
                code = .serverError
            } else if response.status == 401 || response.headers["www-authenticate"]?.contains("invalid_token") == true {
                code = .invalidToken
            } else {
                throw OAuthError(
                    .invalidResponse, detail: LocalizedText(key: .oauthDetailStatus, arguments: ["status": "\(response.status)"]))
            }
        }
        throw OAuthError(
            code,
            serverError: error.map { AuthorizationRequest.visible(CognitoIdentityClient.redact($0, secrets)) }
                ?? (code == .serverError ? "HTTP \(response.status)" : nil),
            serverDescription: description)
    }

    /// The user's tokens from a token response (`id_token` is required: sign-in asks for `openid`).
    static func userTokens(_ object: JSONObject) throws(OAuthError) -> AuthenticationTokens {
        AuthenticationTokens(
            accessToken: try token("access_token", in: object), idToken: try token("id_token", in: object),
            refreshToken: object["refresh_token"] == nil ? nil : try token("refresh_token", in: object),
            expiresIn: try expiresIn(object), tokenType: object["token_type"]?.stringValue ?? "Bearer")
    }

    /// A token from a token response, refused unless ``AuthenticationTokens/isToken(_:)``.
    static func token(_ name: String, in object: JSONObject) throws(OAuthError) -> String {
        guard let value = object[name]?.stringValue, AuthenticationTokens.isToken(value) else {
            throw OAuthError(.invalidResponse, detail: LocalizedText(key: .oauthDetailMissing, arguments: ["name": name]))
        }
        return value
    }

    /// `expires_in`: whole seconds from 0 to a year (3600 when absent).
    static func expiresIn(_ object: JSONObject) throws(OAuthError) -> Int {
        guard let value = object["expires_in"] else { return 3600 }
        guard let seconds = value.doubleValue, seconds.isFinite, seconds >= 0,
            seconds <= Double(AuthenticationTokens.maximumExpiresIn), seconds == seconds.rounded()
        else {
            throw OAuthError(.invalidResponse, detail: LocalizedText(key: .oauthDetailMissing, arguments: ["name": "expires_in"]))
        }
        return Int(seconds)
    }
}
