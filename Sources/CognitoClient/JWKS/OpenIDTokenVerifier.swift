// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitNetwork
import Foundation

/// Verifies tokens of any OpenID issuer (Auth0, Keycloak, Entra, Firebase, another Cognito pool's
/// domain): the keys found through the issuer's discovery document, or at a JWKS URL given, with the
/// same key cache, refetch limits and algorithm allow-list as ``CognitoTokenVerifier``.
///
/// ```swift
/// let verifier = try OpenIDTokenVerifier(
///     issuers: ["https://example.eu.auth0.com/"], audiences: ["https://api.example.com"])
/// let token = try await verifier.verify(accessToken)
/// ```
///
/// The audience is said on purpose, as aws-jwt-verify asks: `nil` accepts any (write it out).
public struct OpenIDTokenVerifier: Sendable {
    /// The claim checks (`JWTVerifier.Profile.openID`).
    public let verifier: JWTVerifier
    /// The JWKS URL given, or `nil` to discover each issuer's.
    public let jwksURL: URL?
    /// The shared key cache (which also keeps the discovered URLs).
    public let cache: JWKSCache

    /// Creates a verifier. The options must name at least one issuer (discovery needs to know whose
    /// document to read); their profile is made the OpenID one.
    ///
    /// - Parameters:
    ///   - options: the checks.
    ///   - jwksURL: the keys' URL, when the issuer has no discovery document: `https`, or `http` on a
    ///     loopback address.
    ///   - cache: the key cache to share.
    /// - Throws: `JWTError` `jwks-unavailable` for a URL that is not allowed or no issuer.
    public init(options: JWTVerifier.Options, jwksURL: URL? = nil, cache: JWKSCache = JWKSCache()) throws(JWTError) {
        guard let issuers = options.issuers, !issuers.isEmpty else {
            throw JWTError(.jwksUnavailable, .jwtReasonDiscoveryNoIssuer)
        }
        if let jwksURL, !EndpointPolicy.allows(jwksURL) {
            throw JWTError(.jwksUnavailable, .jwtReasonInsecureJWKSURL, ["url": jwksURL.absoluteString])
        }
        var options = options
        options.profile = .openID
        options.tokenUse = nil
        self.verifier = JWTVerifier(options)
        self.jwksURL = jwksURL
        self.cache = cache
    }

    /// Creates a verifier for issuers and audiences, keys by discovery.
    /// - Parameters:
    ///   - issuers: the accepted issuers, exactly as `iss` writes them.
    ///   - audiences: accepted `aud` values; `nil` accepts any (say so on purpose).
    ///   - cache: the key cache to share.
    public init(issuers: [String], audiences: [String]?, cache: JWKSCache = JWKSCache()) throws(JWTError) {
        var options = JWTVerifier.Options(issuers: issuers, clientIDs: audiences, tokenUse: nil)
        options.profile = .openID
        try self.init(options: options, cache: cache)
    }

    /// Decodes and verifies a token.
    /// - Parameter token: the compact token.
    /// - Returns: the verified token.
    /// - Throws: `JWTError` with the first failed check's code.
    public func verify(_ token: String) async throws(JWTError) -> JSONWebToken {
        let decoded = try JSONWebToken(compact: token)
        try await verify(decoded)
        return decoded
    }

    /// Verifies a decoded token: the algorithm and issuer before anything is fetched (a token of
    /// another issuer cannot make the verifier read anyone's discovery document), then the key.
    /// - Parameter token: the decoded token.
    /// - Throws: `JWTError` with the first failed check's code.
    public func verify(_ token: JSONWebToken) async throws(JWTError) {
        try JWTVerifier.requireAcceptedAlgorithm(token)
        try verifier.requireAcceptedIssuer(token)
        let url: URL
        if let jwksURL {
            url = jwksURL
        } else {
            // The issuer was just accepted, so it is one of the options' own.
            url = try await cache.jwksURL(discoveredFor: token.claims.issuer!)
        }
        let key = try await cache.key(for: token, at: url)
        try verifier.verify(token, key: key)
    }
}
