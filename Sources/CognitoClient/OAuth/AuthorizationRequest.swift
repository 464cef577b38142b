// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// One sign-in through the pool's domain, from the authorization URL to the code in the redirect:
/// its random `state` (which ties the redirect to this request), `nonce` (which ties the ID token
/// to it) and PKCE verifier are made here and kept until the exchange.
///
/// ```swift
/// let request = try AuthorizationRequest(
///     clientID: "7k2a9q4bq3ts2v8hrl1cgnl5ik", redirectURI: "myapp://callback", scopes: ["openid", "email"])
/// let url = request.url(at: endpoints)
/// // … the browser (ASWebAuthenticationSession) comes back with callbackURL …
/// let code = try request.code(fromCallback: callbackURL)
/// let session = try await client.signIn(code: code, request: request, verifier: verifier)
/// ```
public struct AuthorizationRequest: Sendable, Hashable {
    /// The app client.
    public let clientID: String
    /// Where the browser is sent back: one of the app client's callback URLs, exactly.
    public let redirectURI: String
    /// The scopes asked for (`openid` for an ID token).
    public let scopes: [String]
    /// `identity_provider`: go straight to this provider (`Google`, `SignInWithApple`, a SAML or OIDC
    /// provider's name, `COGNITO`), or `nil` for the domain's own choice page.
    public let identityProvider: String?
    /// The random `state`.
    public let state: String
    /// The random `nonce` the ID token must carry.
    public let nonce: String
    /// The PKCE pair (the verifier stays here).
    public let pkce: PKCE

    /// A request with fresh `state`, `nonce` and PKCE verifier; every input is checked here, before
    /// any browser opens.
    /// - Parameters:
    ///   - clientID: the app client.
    ///   - redirectURI: an absolute URI without a fragment; plain `http` only to this machine.
    ///   - scopes: each 1–256 characters of printable ASCII without space, `"` or `\` (RFC 6749's
    ///     scope-token, AWS's `ScopeType`); `openid` must be one of them (the ID token says who
    ///     signed in and carries the nonce).
    ///   - identityProvider: 1–32 characters, letters, digits, punctuation and symbols, no control
    ///     characters and no space at either end (AWS's `ProviderNameType`).
    ///   - pkce: the verifier (a fresh one unless given).
    /// - Throws: ``OAuthError`` ``OAuthError/Code/invalidInput`` naming the input.
    public init(
        clientID: String, redirectURI: String, scopes: [String] = ["openid", "email", "profile"],
        identityProvider: String? = nil, pkce: PKCE = PKCE()
    ) throws(OAuthError) {
        guard Self.isClientID(clientID) else { throw OAuthError.input(.oauthInvalidClientID, ["value": clientID]) }
        guard OAuthEndpoints.isRedirectURI(redirectURI) else {
            throw OAuthError.input(.oauthInvalidRedirectURI, ["value": redirectURI])
        }
        for scope in scopes where !Self.isScope(scope) {
            throw OAuthError.input(.oauthInvalidScope, ["value": Self.visible(scope)])
        }
        guard scopes.contains("openid") else { throw OAuthError.input(.oauthOpenIDScopeRequired, [:]) }
        if let identityProvider, !Self.isProviderName(identityProvider) {
            throw OAuthError.input(.oauthInvalidIdentityProvider, ["value": Self.visible(identityProvider)])
        }
        self.clientID = clientID
        self.redirectURI = redirectURI
        self.scopes = scopes
        self.identityProvider = identityProvider
        self.state = Self.randomToken()
        self.nonce = Self.randomToken()
        self.pkce = pkce
    }

    /// The authorization URL to open in the browser: `response_type=code`, the client, redirect,
    /// scopes, `state`, `nonce`, the PKCE challenge (`S256`) and the identity provider, if any.
    /// - Parameter endpoints: the domain's endpoints.
    public func url(at endpoints: OAuthEndpoints) -> URL {
        var pairs = [
            ("response_type", "code"), ("client_id", clientID), ("redirect_uri", redirectURI),
            ("scope", scopes.joined(separator: " ")), ("state", state), ("nonce", nonce),
            ("code_challenge", pkce.challenge), ("code_challenge_method", pkce.method),
        ]
        if let identityProvider { pairs.append(("identity_provider", identityProvider)) }
        var components = URLComponents(url: endpoints.authorization, resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = FormEncoding.encode(pairs)
        return components.url!
    }

    /// The authorization code in the redirect the browser came back with, once its `state` is this
    /// request's.
    /// - Parameter callback: the redirect URL (its query is read; a fragment is ignored).
    /// - Returns: the code, to exchange with ``CognitoOAuthClient/exchange(code:for:)``.
    /// - Throws: ``OAuthError``: ``OAuthError/Code/stateMismatch`` (2003) when `state` is missing or
    ///   another request's — checked first, so an error sent by someone else is not believed either;
    ///   ``OAuthError/Code/accessDenied`` (2001) for `error=access_denied`;
    ///   ``OAuthError/Code/authorizationRefused`` (2002) for any other `error`;
    ///   ``OAuthError/Code/invalidCallback`` (2014) for a redirect with neither.
    public func code(fromCallback callback: URL) throws(OAuthError) -> String {
        let query = URLComponents(url: callback, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? ""
        return try code(fromQuery: Substring(query))
    }

    /// Whether a redirect's query string carries this request's `state` (once), compared in
    /// constant time: what a loopback listener waits for, so a request anyone else sends to the
    /// redirect URI (a bare `/callback` from a web page) is answered and waited past.
    /// - Parameter query: the redirect's query string.
    /// - Returns: `true` when ``code(fromQuery:)`` would get past its `state` check.
    public func isOwnCallback(query: Substring) -> Bool {
        guard let pairs = FormEncoding.decode(query) else { return false }
        return Self.value("state", in: pairs).map { Self.constantTimeEqual($0, state) } ?? false
    }

    /// As ``code(fromCallback:)``, from the redirect's query string (`code=…&state=…`).
    public func code(fromQuery query: Substring) throws(OAuthError) -> String {
        guard let pairs = FormEncoding.decode(query) else { throw OAuthError(.invalidCallback) }
        func value(_ name: String) -> String? { Self.value(name, in: pairs) }
        guard let returned = value("state"), Self.constantTimeEqual(returned, state) else {
            throw OAuthError(.stateMismatch)
        }
        if let error = value("error") {
            let description = value("error_description")
            throw OAuthError(
                error == "access_denied" ? .accessDenied : .authorizationRefused, serverError: Self.visible(error),
                serverDescription: description)
        }
        guard let code = value("code"), !code.isEmpty, code.utf8.count <= 2048 else { throw OAuthError(.invalidCallback) }
        return code
    }

    // MARK: Checks

    /// The value of `name` when the query has it exactly once.
    private static func value(_ name: String, in pairs: [(String, String)]) -> String? {
        let values = pairs.filter { $0.0 == name }.map(\.1)
        return values.count == 1 ? values[0] : nil
    }

    /// 32 random bytes, base64url.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// An app client ID as AWS's model allows (`[\w+]+`, 1–128).
    static func isClientID(_ text: String) -> Bool {
        (1...128).contains(text.count)
            && text.unicodeScalars.allSatisfy {
                $0 == "+" || $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
            }
    }

    /// A scope: 1–256 bytes of `\x21 \x23-\x5B \x5D-\x7E`.
    static func isScope(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return (1...256).contains(bytes.count)
            && bytes.allSatisfy { $0 == 0x21 || (0x23...0x5B).contains($0) || (0x5D...0x7E).contains($0) }
    }

    /// An identity provider's name: 1–32 letters, marks, symbols, digits, punctuation or spaces,
    /// not starting or ending with a space.
    static func isProviderName(_ text: String) -> Bool {
        guard (1...32).contains(text.count), let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !first.properties.isWhitespace, !last.properties.isWhitespace
        else { return false }
        return text.unicodeScalars.allSatisfy {
            switch $0.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: false
            default: true
            }
        }
    }

    /// `text`'s first 80 characters with control and bidirectional characters shown as `\u{…}`
    /// (``TerminalText``): a server's `error` or a value the user gave, bound for a message.
    static func visible(_ text: String) -> String {
        TerminalText.escaped(String(text.prefix(80)))
    }

    /// Equality that takes as long whatever the first difference is.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
