// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The checks for a token an Application Load Balancer forwards in `x-amzn-oidc-data`, given its
/// key: ES256 only, a `kid` that is a UUID (keys are published by UUID), a `signer` that is one of
/// the load balancers given, a `client` that is one of the app clients given, the signature over
/// the padded text, then expiry, issuer and the claim assertions given.
///
/// Decode such a token with `JSONWebToken(compact:padding:)` and
/// ``JSONWebToken/SegmentPadding/allowed``; fetch its key from ``keyURL(base:keyID:)`` (the CognitoClient
/// module's `ALBTokenVerifier` does both, with a cache).
public struct ALBVerifier: Sendable {
    /// What tokens must satisfy.
    public struct Options: Sendable {
        /// The load balancers whose tokens are accepted (the header's `signer`).
        public var loadBalancers: [LoadBalancerARN]
        /// The accepted app clients (the header's `client`); empty skips the check.
        public var clientIDs: [String]
        /// The accepted issuers (the payload's `iss`: the IdP's); empty skips the check.
        public var issuers: [String]
        /// Seconds of clock skew forgiven on `exp` and `nbf`.
        public var leeway: Double
        /// Checks of the payload's claims (the IdP's, as the load balancer passes them on), made
        /// last, in order.
        public var claimAssertions: [JWTClaimAssertion] = []
        /// The clock.
        public var clock: @Sendable () -> Date

        /// Options.
        public init(
            loadBalancers: [LoadBalancerARN], clientIDs: [String] = [], issuers: [String] = [], leeway: Double = 0,
            clock: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.loadBalancers = loadBalancers
            self.clientIDs = clientIDs
            self.issuers = issuers
            self.leeway = leeway
            self.clock = clock
        }
    }

    /// The options.
    public let options: Options

    /// A verifier.
    public init(_ options: Options) {
        self.options = options
    }

    /// The checks that need no key, made first so that a foreign or forged token never causes a key
    /// to be fetched: `alg` ES256, `kid` a UUID, `signer` one of the load balancers, `client` one
    /// of the app clients.
    /// - Returns: the load balancer that signed it and its key's `kid`.
    /// - Throws: ``JWTError``: `unsupported-algorithm`, `unknown-kid`, `signer-mismatch`,
    ///   `client-id-mismatch`.
    public func checkHeader(_ token: JSONWebToken) throws(JWTError) -> (signer: LoadBalancerARN, keyID: String) {
        guard token.header.algorithm == .es256 else {
            throw JWTError(.unsupportedAlgorithm, .jwtReasonALBAlgorithm, ["alg": token.header.algorithmName])
        }
        guard let keyID = token.header.keyID else { throw JWTError(.unknownKID, .jwtReasonNoKID) }
        guard Self.isUUID(keyID) else {
            throw JWTError(.unknownKID, .jwtReasonALBKeyID, ["kid": JSONValue.string(String(keyID.prefix(80))).jsonText])
        }
        let header = token.header.raw
        guard let signerText = header["signer"]?.stringValue else {
            throw JWTError(.signerMismatch, .jwtReasonMissingClaim, ["claim": "signer"])
        }
        guard let signer = options.loadBalancers.first(where: { $0.rawValue == signerText }) else {
            throw JWTError(
                .signerMismatch, .jwtReasonNotAccepted,
                [
                    "claim": "signer", "found": JWTVerifier.list([signerText]),
                    "accepted": JWTVerifier.list(options.loadBalancers.map(\.rawValue)),
                ])
        }
        if !options.clientIDs.isEmpty {
            guard let client = header["client"]?.stringValue else {
                throw JWTError(.clientIDMismatch, .jwtReasonMissingClaim, ["claim": "client"])
            }
            guard options.clientIDs.contains(client) else {
                throw JWTError(
                    .clientIDMismatch, .jwtReasonNotAccepted,
                    ["claim": "client", "found": JWTVerifier.list([client]), "accepted": JWTVerifier.list(options.clientIDs)])
            }
        }
        return (signer, keyID)
    }

    /// Every check, with the key the token's `kid` names.
    /// - Throws: ``JWTError`` with the first failed check's code.
    public func verify(_ token: JSONWebToken, key: JSONWebKey) throws(JWTError) {
        _ = try checkHeader(token)
        try verifyAfterHeader(token, key: key)
    }

    /// The checks after ``checkHeader(_:)`` passed (for a caller that made it already, to fetch the
    /// key): signature, expiry, issuer, then the claim assertions.
    package func verifyAfterHeader(_ token: JSONWebToken, key: JSONWebKey) throws(JWTError) {
        try Self.signatureChecker.verifySignature(token, key: key)
        guard options.leeway.isFinite, options.leeway >= 0, options.leeway <= JWTVerifier.Options.maximumLeeway else {
            throw JWTError(.invalidLeeway, .jwtReasonLeeway, ["value": "\(options.leeway)"])
        }
        switch token.status(at: options.clock(), leeway: options.leeway) {
        case .expired: throw JWTError(.expired, .jwtReasonExpiredAt, ["time": JWTVerifier.isoTime(token.claims.expiresAt!)])
        case .notYetValid:
            throw JWTError(.notYetValid, .jwtReasonNotBefore, ["time": JWTVerifier.isoTime(token.claims.notBefore!)])
        case .noExpiry: throw JWTError(.missingExpiration)
        case .active: break
        }
        if !options.issuers.isEmpty {
            guard let issuer = token.claims.issuer else {
                throw JWTError(.issuerMismatch, .jwtReasonMissingClaim, ["claim": "iss"])
            }
            guard options.issuers.contains(issuer) else {
                throw JWTError(
                    .issuerMismatch, .jwtReasonNotAccepted,
                    ["claim": "iss", "found": JWTVerifier.list([issuer]), "accepted": JWTVerifier.list(options.issuers)])
            }
        }
        if !options.claimAssertions.isEmpty {
            let payload = token.claims.raw
            for assertion in options.claimAssertions { try assertion.check(payload) }
        }
    }

    /// Checks signatures only (its claim options are unused).
    private static let signatureChecker = JWTVerifier(.init(issuers: nil, clientIDs: nil, tokenUse: nil))

    /// The URL of the key a token's header names, once ``checkHeader(_:)`` passed: the signer's
    /// ``LoadBalancerARN/keyBaseURL`` (or `base`), `/`, the `kid`.
    public static func keyURL(base: String, keyID: String) -> String {
        (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + keyID
    }

    /// Whether `text` is a UUID in its 8-4-4-4-12 hexadecimal form (either case).
    public static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte) else {
                    return false
                }
            }
        }
        return true
    }
}
