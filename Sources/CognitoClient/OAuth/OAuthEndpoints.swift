// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitNetwork
import Foundation

/// The OAuth 2.0 endpoints of a user pool's domain (managed login, the hosted UI): where the browser
/// signs in, where codes and refresh tokens become tokens, where tokens are revoked, where the user's
/// claims are read and where the browser signs out.
///
/// ```swift
/// let endpoints = try OAuthEndpoints(domain: "my-app", region: "eu-west-1")
/// // https://my-app.auth.eu-west-1.amazoncognito.com/oauth2/authorize …
/// ```
public struct OAuthEndpoints: Sendable, Hashable {
    /// `/oauth2/authorize`: the browser's sign-in.
    public var authorization: URL
    /// `/oauth2/token`: codes, refresh tokens and client credentials exchanged for tokens.
    public var token: URL
    /// `/oauth2/revoke`: a refresh token revoked (with the access tokens issued from it).
    public var revocation: URL
    /// `/oauth2/userInfo`: the signed-in user's claims, for an access token.
    public var userInfo: URL
    /// `/logout`: the browser's sign-out.
    public var logout: URL

    /// Endpoints given one by one.
    public init(authorization: URL, token: URL, revocation: URL, userInfo: URL, logout: URL) {
        self.authorization = authorization
        self.token = token
        self.revocation = revocation
        self.userInfo = userInfo
        self.logout = logout
    }

    /// The endpoints under a domain's base URL: `BASE/oauth2/authorize`, `BASE/oauth2/token`,
    /// `BASE/oauth2/revoke`, `BASE/oauth2/userInfo`, `BASE/logout`.
    /// - Parameter base: the domain's URL (`https://auth.example.com`).
    public init(base: URL) {
        let text = base.absoluteString.hasSuffix("/") ? String(base.absoluteString.dropLast()) : base.absoluteString
        func url(_ path: String) -> URL { URL(string: text + path)! }
        self.init(
            authorization: url("/oauth2/authorize"), token: url("/oauth2/token"), revocation: url("/oauth2/revoke"),
            userInfo: url("/oauth2/userInfo"), logout: url("/logout"))
    }

    /// The endpoints of a domain given as Cognito's prefix (`my-app` →
    /// `https://my-app.auth.REGION.amazoncognito.com`) or as a URL (a custom domain, `https://…`;
    /// plain `http` only on this machine, for emulators).
    /// - Parameters:
    ///   - domain: the prefix or the URL.
    ///   - region: the pool's region (used for a prefix).
    /// - Throws: ``OAuthError`` ``OAuthError/Code/invalidInput`` for text that is neither (nothing
    ///   is sent), ``OAuthError/Code/invalidEndpoint`` for plain `http` to another machine.
    public init(domain: String, region: String) throws(OAuthError) {
        try self.init(base: Self.baseURL(domain: domain, region: region))
    }

    /// The base URL of a domain given as a prefix or a URL (see ``init(domain:region:)``).
    /// - Throws: ``OAuthError`` as ``init(domain:region:)`` does.
    public static func baseURL(domain: String, region: String) throws(OAuthError) -> URL {
        if isPrefix(domain) {
            guard CognitoUserPoolID.isRegion(region) else {
                throw OAuthError.input(.oauthInvalidRegion, ["value": region])
            }
            return URL(string: "https://\(domain).auth.\(region).amazoncognito.com")!
        }
        guard let url = URL(string: domain), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil, url.user == nil,
            url.path.isEmpty || url.path == "/"
        else { throw OAuthError.input(.oauthInvalidDomain, ["value": domain]) }
        guard EndpointPolicy.allows(url) else {
            throw OAuthError(.invalidEndpoint, detail: LocalizedText(key: .oauthDetailURL, arguments: ["url": domain]))
        }
        return url
    }

    /// Whether `text` is a Cognito domain prefix: 1–63 lowercase letters, digits and hyphens, not
    /// starting or ending with a hyphen (AWS's `DomainType`).
    public static func isPrefix(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...63).contains(bytes.count), bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-") else {
            return false
        }
        return bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
    }

    /// The pool's OpenID Connect discovery document:
    /// `https://cognito-idp.REGION.amazonaws.com/POOL/.well-known/openid-configuration`, or under
    /// an endpoint override (an emulator) `ENDPOINT/POOL/.well-known/openid-configuration`.
    public static func discoveryURL(userPoolID: CognitoUserPoolID, endpoint: URL? = nil) -> URL {
        let base = endpoint.map { $0.absoluteString.hasSuffix("/") ? String($0.absoluteString.dropLast()) : $0.absoluteString }
        return URL(
            string: (base.map { $0 + "/" + userPoolID.rawValue } ?? userPoolID.originalIssuer)
                + "/.well-known/openid-configuration")!
    }

    /// The endpoints a discovery document names: `authorization_endpoint`, `token_endpoint`,
    /// `revocation_endpoint` and `userinfo_endpoint`; `/logout` beside the token endpoint (the
    /// document does not name it). Each must be `https` (or `http` on this machine).
    /// - Parameter document: the document's JSON object.
    /// - Throws: ``OAuthError`` ``OAuthError/Code/noDomain`` when it names no authorization or
    ///   token endpoint (a pool without a domain), ``OAuthError/Code/invalidEndpoint`` for an
    ///   endpoint that is not allowed.
    public init(discoveryDocument document: JSONObject) throws(OAuthError) {
        func endpoint(_ name: String) throws(OAuthError) -> URL? {
            guard let text = document[name]?.stringValue else { return nil }
            guard let url = URL(string: text), EndpointPolicy.allows(url) else {
                throw OAuthError(.invalidEndpoint, detail: LocalizedText(key: .oauthDetailURL, arguments: ["url": text]))
            }
            return url
        }
        guard let authorization = try endpoint("authorization_endpoint"), let token = try endpoint("token_endpoint") else {
            throw OAuthError(.noDomain)
        }
        let base = Self(base: token.deletingLastPathComponent().deletingLastPathComponent())
        self.init(
            authorization: authorization, token: token, revocation: try endpoint("revocation_endpoint") ?? base.revocation,
            userInfo: try endpoint("userinfo_endpoint") ?? base.userInfo, logout: base.logout)
    }

    /// The `/logout` URL that signs the browser out of the domain and sends it to `logoutURI` (which
    /// must be one of the app client's sign-out URLs).
    /// - Parameters:
    ///   - clientID: the app client.
    ///   - logoutURI: where the browser goes after signing out.
    /// - Throws: ``OAuthError`` ``OAuthError/Code/invalidInput`` for a `logoutURI` that is not an
    ///   absolute URL without a fragment.
    public func logoutURL(clientID: String, logoutURI: String) throws(OAuthError) -> URL {
        guard Self.isRedirectURI(logoutURI) else { throw OAuthError.input(.oauthInvalidLogoutURI, ["value": logoutURI]) }
        var components = URLComponents(url: logout, resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = FormEncoding.encode([("client_id", clientID), ("logout_uri", logoutURI)])
        return components.url!
    }

    /// Whether `text` can be a redirect or sign-out URI: an absolute URI (a scheme, then something)
    /// of at most 1,024 visible characters, no fragment; plain `http` only to this machine (as
    /// Cognito requires of callback URLs; apps use their own scheme, `myapp://callback`).
    static func isRedirectURI(_ text: String) -> Bool {
        guard (1...1024).contains(text.count), !text.contains("#"),
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }),
            let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty
        else { return false }
        switch scheme.lowercased() {
        case "http": return url.host.map(EndpointPolicy.isLoopback) ?? false
        case "https": return !(url.host ?? "").isEmpty
        default: return true
        }
    }
}
