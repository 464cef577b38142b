// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitNetwork
import Foundation

/// Verifies the tokens an Application Load Balancer forwards in `x-amzn-oidc-data`: padded ES256
/// tokens whose key is published as PEM under its `kid`, on the host of the signer's region and
/// partition (or under a base given for tests and private mirrors), cached as JWKS are.
///
/// ```swift
/// let verifier = try ALBTokenVerifier(options: .init(
///     loadBalancers: [LoadBalancerARN("arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/50dc6c495c0c9188")!],
///     clientIDs: ["7k2a9q4bq3ts2v8hrl1cgnl5ik"]))
/// let token = try await verifier.verify(request.headers["x-amzn-oidc-data"])
/// ```
public struct ALBTokenVerifier: Sendable {
    /// The checks.
    public let verifier: ALBVerifier
    /// Where keys are fetched instead of the partition's host (`https`, or `http` on loopback).
    public let keyBaseURL: URL?
    /// The shared key cache.
    public let cache: JWKSCache

    /// A verifier.
    /// - Parameters:
    ///   - options: the checks.
    ///   - keyBaseURL: a base to fetch `BASE/KID` from instead of the signer's key host.
    ///   - cache: the key cache to share.
    /// - Throws: `JWTError` `jwks-unavailable` for a base that is neither `https` nor loopback `http`.
    public init(options: ALBVerifier.Options, keyBaseURL: URL? = nil, cache: JWKSCache = JWKSCache()) throws(JWTError) {
        if let keyBaseURL, !EndpointPolicy.allows(keyBaseURL) {
            throw JWTError(.jwksUnavailable, .jwtReasonInsecureJWKSURL, ["url": keyBaseURL.absoluteString])
        }
        self.verifier = ALBVerifier(options)
        self.keyBaseURL = keyBaseURL
        self.cache = cache
    }

    /// Decodes (padding allowed) and verifies a token.
    /// - Returns: the verified token.
    /// - Throws: `JWTError` with the first failed check's code.
    public func verify(_ token: String) async throws(JWTError) -> JSONWebToken {
        let decoded = try JSONWebToken(compact: token, padding: .allowed)
        try await verify(decoded)
        return decoded
    }

    /// Verifies a decoded token: the header first (no key is fetched for a foreign or forged one),
    /// then the signature with the published key, expiry and issuer.
    /// - Throws: `JWTError` with the first failed check's code.
    public func verify(_ token: JSONWebToken) async throws(JWTError) {
        let (signer, keyID) = try verifier.checkHeader(token)
        let url = keyURL(signer: signer, keyID: keyID)
        let key = try await cache.albKey(at: url, keyID: keyID)
        try verifier.verifyAfterHeader(token, key: key)
    }

    /// Where the key for `keyID` of `signer` is fetched.
    public func keyURL(signer: LoadBalancerARN, keyID: String) -> URL {
        URL(string: ALBVerifier.keyURL(base: keyBaseURL?.absoluteString ?? signer.keyBaseURL, keyID: keyID))!
    }
}
