// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Verifies Cognito ID and access tokens as AWS's own verifier (aws-jwt-verify) does: signature
/// by the JWKS key named in `kid`, then `exp`/`nbf`, issuer, scope, groups, `token_use` and client.
///
/// ```swift
/// let pool = try CognitoUserPoolID("eu-west-1_AbC123")
/// let verifier = JWTVerifier(.init(issuers: pool.issuers, clientIDs: ["7abc…"], tokenUse: .id))
/// let token = try verifier.verify(idToken, keys: jwks)   // throws JWTError
/// ```
public struct JWTVerifier: Sendable {
    /// The two kinds of Cognito token.
    public enum TokenUse: String, Sendable, Hashable, CaseIterable {
        case id
        case access
    }

    /// What a token must satisfy. Issuers, clients and token use are always said, as
    /// aws-jwt-verify asks (`clientId: null`): `nil` accepts any, written out where the verifier is
    /// made. Empty ``groups`` or ``scopes`` skip those checks.
    public struct Options: Sendable {
        /// Accepted `iss` values; `nil` accepts any issuer.
        public var issuers: [String]?
        /// Accepted clients: `aud` of ID tokens, `client_id` of access tokens; `nil` accepts any
        /// app client.
        public var clientIDs: [String]?
        /// The required `token_use`; `nil` accepts `id` and `access`.
        public var tokenUse: TokenUse?
        /// At least one of these must be in `cognito:groups`.
        public var groups: [String]
        /// At least one of these must be in `scope`.
        public var scopes: [String]
        /// Every one of these must be in `scope` (``JWTError/Code/requiredScopeMissing``).
        public var requiredScopes: [String] = []
        /// The user must be in every one of these groups (``JWTError/Code/requiredGroupMissing``).
        public var requiredGroups: [String] = []
        /// Further checks of single claims, in order, after every other check.
        public var claimAssertions: [JWTClaimAssertion] = []
        /// Whose token shape the checks follow: Cognito's (the default) or any OpenID provider's.
        public var profile: Profile = .cognito
        /// Seconds of clock skew forgiven on `exp` and `nbf`: finite, from 0 to ``maximumLeeway``
        /// (anything else fails every token with ``JWTError/Code/invalidLeeway``).
        public var leeway: Double
        /// Accept a token without `exp`. Cognito always sets it, so by default such a token is
        /// refused (``JWTError/Code/missingExpiration``): it would never expire.
        public var allowsMissingExpiration: Bool
        /// The largest ``leeway``: one day.
        public static let maximumLeeway: Double = 86_400
        /// The clock; tests and `--at` inject their own.
        public var clock: @Sendable () -> Date

        /// Creates options.
        /// - Parameters:
        ///   - issuers: accepted `iss` values; `nil` accepts any (not recommended).
        ///   - clientIDs: accepted app client IDs; `nil` accepts any app client's token.
        ///   - tokenUse: the required `token_use`; `nil` accepts `id` and `access`.
        ///   - groups: required groups (any of); empty skips the check.
        ///   - scopes: required scopes (any of); empty skips the check.
        ///   - leeway: seconds of clock skew forgiven, 0 to one day.
        ///   - allowsMissingExpiration: accept a token without `exp` (refused by default).
        ///   - clock: the current time.
        public init(
            issuers: [String]?, clientIDs: [String]?, tokenUse: TokenUse?, groups: [String] = [],
            scopes: [String] = [], leeway: Double = 0, allowsMissingExpiration: Bool = false,
            clock: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.allowsMissingExpiration = allowsMissingExpiration
            self.issuers = issuers
            self.clientIDs = clientIDs
            self.tokenUse = tokenUse
            self.groups = groups
            self.scopes = scopes
            self.leeway = leeway
            self.clock = clock
        }
    }

    /// Whose token shape the claim checks follow.
    public enum Profile: Sendable, Hashable {
        /// Cognito's: `token_use` is required; the client is `aud` of an ID token and `client_id` of
        /// an access token; groups are `cognito:groups`.
        case cognito
        /// Any OpenID provider's (Auth0, Keycloak, Entra, Firebase, an issuer found by discovery): no
        /// `token_use` (``Options/tokenUse`` must be `nil`); ``Options/clientIDs`` are the accepted
        /// audiences, any of which `aud` (a string or an array) must hold; groups are `groups`.
        case openID
    }

    /// The options this verifier applies.
    public let options: Options

    /// Creates a verifier.
    /// - Parameter options: what tokens must satisfy.
    public init(_ options: Options) {
        self.options = options
    }

    /// Decodes and verifies a compact token.
    /// - Parameters:
    ///   - token: the compact token.
    ///   - keys: the issuer's JWKS.
    /// - Returns: the token, verified.
    /// - Throws: ``JWTError`` with the first failed check's code.
    public func verify(_ token: String, keys: JSONWebKeySet) throws(JWTError) -> JSONWebToken {
        let decoded = try JSONWebToken(compact: token)
        try verify(decoded, keys: keys)
        return decoded
    }

    /// Verifies a decoded token.
    /// - Parameters:
    ///   - token: the decoded token.
    ///   - keys: the issuer's JWKS.
    /// - Throws: ``JWTError`` with the first failed check's code.
    public func verify(_ token: JSONWebToken, keys: JSONWebKeySet) throws(JWTError) {
        try Self.requireAcceptedAlgorithm(token)
        try requireAcceptedIssuer(token)
        let key = try Self.key(for: token, in: keys)
        try verifySignature(token, key: key)
        try verifyClaims(token)
    }

    /// Refuses a token whose `alg` credkit never verifies (`none`, HMAC, …) before any key is looked
    /// at or fetched, so such a token cannot even cause a JWKS request.
    /// - Parameter token: the decoded token.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/unsupportedAlgorithm``.
    public static func requireAcceptedAlgorithm(_ token: JSONWebToken) throws(JWTError) {
        guard token.header.algorithm != nil else {
            throw JWTError(.unsupportedAlgorithm, .jwtReasonAlgorithm, ["alg": token.header.algorithmName])
        }
    }

    /// Refuses a token whose `iss` is not one of ``Options/issuers`` before any key is looked at
    /// or fetched: a token of another user pool is named as such, not as an unknown `kid`, and
    /// cannot make a verifier fetch keys.
    /// - Parameter token: the decoded token.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/issuerMismatch``.
    public func requireAcceptedIssuer(_ token: JSONWebToken) throws(JWTError) {
        guard let issuers = options.issuers else { return }
        let claims = token.claims
        guard let issuer = claims.slots.issuer else {
            throw JWTError(.issuerMismatch, .jwtReasonMissingClaim, ["claim": "iss"])
        }
        guard claims.literal(issuer, isAnyOf: issuers) else {
            throw JWTError(
                .issuerMismatch, .jwtReasonNotAccepted,
                ["claim": "iss", "found": Self.list([claims.string(issuer)!]), "accepted": Self.list(issuers)])
        }
    }

    /// Verifies a decoded token with a key already chosen (such as one from a JWKS cache).
    /// - Parameters:
    ///   - token: the decoded token.
    ///   - key: the key its `kid` names.
    /// - Throws: ``JWTError`` with the first failed check's code.
    public func verify(_ token: JSONWebToken, key: JSONWebKey) throws(JWTError) {
        try verifySignature(token, key: key)
        try verifyClaims(token)
    }

    /// The key the token names, or the reason there is none (also used to decide on a JWKS refetch).
    package static func key(for token: JSONWebToken, in keys: JSONWebKeySet) throws(JWTError) -> JSONWebKey {
        guard let keyID = token.header.keyID else { throw JWTError(.unknownKID, .jwtReasonNoKID) }
        guard let key = keys.key(withID: keyID) else { throw JWTError(.unknownKID, .jwtReasonKIDNotFound, ["kid": keyID]) }
        return key
    }

    /// Checks the algorithm against the key, then the signature.
    package func verifySignature(_ token: JSONWebToken, key: JSONWebKey) throws(JWTError) {
        if let keyID = token.header.keyID, let keyKeyID = key.keyID, keyID != keyKeyID {
            throw JWTError(.unknownKID, .jwtReasonKIDNotFound, ["kid": keyID])
        }
        guard let algorithm = token.header.algorithm else {
            throw JWTError(.unsupportedAlgorithm, .jwtReasonAlgorithm, ["alg": token.header.algorithmName])
        }
        try key.check(algorithm)
        guard key.isValidSignature(token.signatureData, for: token.signingInput, using: algorithm) else {
            throw JWTError(.badSignature)
        }
    }

    /// The claim checks, in aws-jwt-verify's order.
    package func verifyClaims(_ token: JSONWebToken) throws(JWTError) {
        let claims = token.claims
        let now = options.clock()
        // NaN compares false with everything: with it every expired token would count as active.
        guard options.leeway.isFinite, options.leeway >= 0, options.leeway <= Options.maximumLeeway else {
            throw JWTError(.invalidLeeway, .jwtReasonLeeway, ["value": "\(options.leeway)"])
        }
        switch token.status(at: now, leeway: options.leeway) {
        case .expired: throw JWTError(.expired, .jwtReasonExpiredAt, ["time": Self.isoTime(claims.expiresAt!)])
        case .notYetValid: throw JWTError(.notYetValid, .jwtReasonNotBefore, ["time": Self.isoTime(claims.notBefore!)])
        case .noExpiry where !options.allowsMissingExpiration: throw JWTError(.missingExpiration)
        case .active, .noExpiry: break
        }
        // Issuer, token use and client are compared as bytes in the payload: no strings are made
        // unless a check fails and its message needs them.
        try requireAcceptedIssuer(token)
        if !options.scopes.isEmpty {
            guard let scopes = claims.scopes else { throw JWTError(.scopeMismatch, .jwtReasonMissingClaim, ["claim": "scope"]) }
            guard Self.sharesElement(scopes, options.scopes) else {
                throw JWTError(
                    .scopeMismatch, .jwtReasonNoneOf,
                    ["claim": "scope", "found": Self.list(scopes), "required": Self.list(options.scopes)])
            }
        }
        let groupsClaim = options.profile == .cognito ? "cognito:groups" : "groups"
        var payload: JSONObject?
        func groups() -> [String]? {
            if options.profile == .cognito { return claims.groups }
            if payload == nil { payload = claims.raw }
            return Self.strings(payload?["groups"])
        }
        if !options.groups.isEmpty {
            guard let groups = groups() else {
                throw JWTError(.groupMismatch, .jwtReasonMissingClaim, ["claim": groupsClaim])
            }
            guard Self.sharesElement(groups, options.groups) else {
                throw JWTError(
                    .groupMismatch, .jwtReasonNoneOf,
                    ["claim": groupsClaim, "found": Self.list(groups), "required": Self.list(options.groups)])
            }
        }
        if options.profile == .openID {
            try verifyAudience(claims)
        } else {
            try verifyCognitoClient(claims)
        }
        if !options.requiredScopes.isEmpty {
            guard let scopes = claims.scopes else {
                throw JWTError(.requiredScopeMissing, .jwtReasonMissingClaim, ["claim": "scope"])
            }
            try Self.requireAll(options.requiredScopes, in: scopes, claim: "scope", code: .requiredScopeMissing)
        }
        if !options.requiredGroups.isEmpty {
            guard let groups = groups() else {
                throw JWTError(.requiredGroupMissing, .jwtReasonMissingClaim, ["claim": groupsClaim])
            }
            try Self.requireAll(options.requiredGroups, in: groups, claim: groupsClaim, code: .requiredGroupMissing)
        }
        if !options.claimAssertions.isEmpty {
            let object = payload ?? claims.raw
            for assertion in options.claimAssertions { try assertion.check(object) }
        }
    }

    /// An OpenID token's audience: `aud` holds one of ``Options/clientIDs`` (unless `nil`).
    private func verifyAudience(_ claims: JWTClaims) throws(JWTError) {
        guard let audiences = options.clientIDs else { return }
        guard let audience = claims.slots.audience else {
            throw JWTError(.clientIDMismatch, .jwtReasonMissingClaim, ["claim": "aud"])
        }
        guard claims.list(at: audience, containsAnyOf: audiences) else {
            throw JWTError(
                .clientIDMismatch, .jwtReasonNotAccepted,
                ["claim": "aud", "found": Self.list(claims.audience ?? []), "accepted": Self.list(audiences)])
        }
    }

    /// Every one of `required` is in `values`, or the error names those missing.
    private static func requireAll(_ required: [String], in values: [String], claim: String, code: JWTError.Code)
        throws(JWTError)
    {
        let missing = required.filter { !values.contains($0) }
        guard missing.isEmpty else {
            throw JWTError(
                code, .jwtReasonMissingOf,
                ["claim": claim, "found": list(values), "required": list(required), "missing": list(missing)])
        }
    }

    /// The strings of a claim that is an array of strings (or one string), else `nil`.
    private static func strings(_ value: JSONValue?) -> [String]? {
        switch value {
        case .string(let one)?: return [one]
        case .array(let items)?:
            var strings: [String] = []
            for item in items {
                guard case .string(let text) = item else { return nil }
                strings.append(text)
            }
            return strings
        default: return nil
        }
    }

    /// Cognito's `token_use`, then the client: `aud` of an ID token, `client_id` of an access token.
    private func verifyCognitoClient(_ claims: JWTClaims) throws(JWTError) {
        guard let use = claims.slots.tokenUse else {
            throw JWTError(.tokenUseMismatch, .jwtReasonMissingClaim, ["claim": "token_use"])
        }
        let tokenUse: TokenUse? =
            claims.literal(use, isAnyOf: Self.idUse) ? .id : claims.literal(use, isAnyOf: Self.accessUse) ? .access : nil
        guard let tokenUse, options.tokenUse == nil || options.tokenUse == tokenUse else {
            let expected = options.tokenUse.map { [$0.rawValue] } ?? TokenUse.allCases.map(\.rawValue)
            throw JWTError(
                .tokenUseMismatch, .jwtReasonNotAccepted,
                ["claim": "token_use", "found": Self.list([claims.string(use)!]), "accepted": Self.list(expected)])
        }
        if let clientIDs = options.clientIDs {
            let claim = tokenUse == .id ? "aud" : "client_id"
            let matches: Bool
            if tokenUse == .id {
                guard let audience = claims.slots.audience else {
                    throw JWTError(.clientIDMismatch, .jwtReasonMissingClaim, ["claim": claim])
                }
                matches = claims.list(at: audience, containsAnyOf: clientIDs)
            } else {
                guard let clientID = claims.slots.clientID else {
                    throw JWTError(.clientIDMismatch, .jwtReasonMissingClaim, ["claim": claim])
                }
                matches = claims.literal(clientID, isAnyOf: clientIDs)
            }
            guard matches else {
                let found = (tokenUse == .id ? claims.audience : claims.clientID.map { [$0] }) ?? []
                throw JWTError(
                    .clientIDMismatch, .jwtReasonNotAccepted,
                    ["claim": claim, "found": Self.list(found), "accepted": Self.list(clientIDs)])
            }
        }
    }

    private static let idUse = [TokenUse.id.rawValue]
    private static let accessUse = [TokenUse.access.rawValue]

    /// Whether the lists have a value in common. Plain loops: a partially applied `contains` would
    /// box its array on every verification.
    static func sharesElement(_ values: [String], _ accepted: [String]) -> Bool {
        for value in values {
            for candidate in accepted where candidate == value { return true }
        }
        return false
    }

    static func list(_ values: [String]) -> String {
        values.map { JSONValue.string($0).jsonText }.joined(separator: ", ")
    }

    static func isoTime(_ seconds: Double) -> String {
        JWTClaims.iso8601(seconds) ?? String(seconds)
    }
}
