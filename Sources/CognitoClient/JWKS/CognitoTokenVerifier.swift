// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitNetwork
import Foundation

/// Verifies Cognito tokens against a JWKS fetched over HTTPS and cached: what a service needs.
///
/// ```swift
/// let verifier = try CognitoTokenVerifier(
///     userPoolID: CognitoUserPoolID("eu-west-1_AbC123")!, clientIDs: ["7abc…"], tokenUse: .access)
/// let token = try await verifier.verify(accessToken)
/// ```
public struct CognitoTokenVerifier: Sendable {
    /// The claim checks.
    public let verifier: JWTVerifier
    /// Where the keys come from.
    public let jwksURL: URL
    /// The shared key cache.
    public let cache: JWKSCache

    /// Creates a verifier for explicit issuers and JWKS URL (emulators serve keys elsewhere).
    /// - Parameters:
    ///   - options: the claim checks.
    ///   - jwksURL: the JWKS URL; `https`, or `http` on a loopback address.
    ///   - cache: the key cache to share.
    /// - Throws: `JWTError` `jwks-unavailable` for a URL that is neither.
    public init(options: JWTVerifier.Options, jwksURL: URL, cache: JWKSCache = JWKSCache()) throws(JWTError) {
        guard EndpointPolicy.allows(jwksURL) else {
            throw JWTError(.jwksUnavailable, .jwtReasonInsecureJWKSURL, ["url": jwksURL.absoluteString])
        }
        self.verifier = JWTVerifier(options)
        self.jwksURL = jwksURL
        self.cache = cache
    }

    /// Creates a verifier for a user pool: both issuer forms, the pool's own JWKS URL.
    /// - Parameters:
    ///   - userPoolID: the pool.
    ///   - clientIDs: accepted app clients; `nil` accepts any app client's token (say so on purpose).
    ///   - tokenUse: `id` or `access`; `nil` accepts both (say so on purpose).
    ///   - cache: the key cache to share.
    public init(
        userPoolID: CognitoUserPoolID, clientIDs: [String]?, tokenUse: JWTVerifier.TokenUse?, cache: JWKSCache = JWKSCache()
    ) {
        self.verifier = JWTVerifier(.init(issuers: userPoolID.issuers, clientIDs: clientIDs, tokenUse: tokenUse))
        self.jwksURL = URL(string: userPoolID.jwksURL)!
        self.cache = cache
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

    /// Verifies a decoded token.
    /// - Parameter token: the decoded token.
    /// - Throws: `JWTError` with the first failed check's code.
    public func verify(_ token: JSONWebToken) async throws(JWTError) {
        try JWTVerifier.requireAcceptedAlgorithm(token)
        try verifier.requireAcceptedIssuer(token)
        let key = try await cache.key(for: token, at: jwksURL)
        try verifier.verify(token, key: key)
    }
}
