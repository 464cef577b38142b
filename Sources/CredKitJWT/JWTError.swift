// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a token was not decoded or not accepted.
///
/// ``code`` is stable (scripts match on it, and `credkit jwt` prints it); ``message(in:)`` also says what was
/// found, never the token, its signature or key material.
public struct JWTError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: JWTTextKey

        // text-keys: codes of JWTError.Code
        /// Not a compact JWS: wrong segment count, bad base64url, non-object JSON, too long, bad claim types.
        public static let malformed = Self(rawValue: "malformed", textKey: .jwtMalformed)
        /// A five-segment JWE, such as a Cognito refresh token: encrypted, so not decodable here.
        public static let encryptedToken = Self(rawValue: "encrypted-token", textKey: .jwtEncryptedToken)
        /// `none`, HMAC or another algorithm credkit refuses, or one that does not fit the key.
        public static let unsupportedAlgorithm = Self(rawValue: "unsupported-algorithm", textKey: .jwtUnsupportedAlgorithm)
        /// No key in the JWKS has the token's `kid` (or the token has none).
        public static let unknownKID = Self(rawValue: "unknown-kid", textKey: .jwtUnknownKID)
        /// The key with that `kid` is unusable: wrong `use`, bad parameters, an RSA key under 2048 bits.
        public static let invalidJWK = Self(rawValue: "invalid-jwk", textKey: .jwtInvalidJWK)
        /// The signature does not verify.
        public static let badSignature = Self(rawValue: "bad-signature", textKey: .jwtBadSignature)
        /// `exp` has passed (beyond the leeway).
        public static let expired = Self(rawValue: "expired", textKey: .jwtExpired)
        /// `nbf` is still ahead (beyond the leeway).
        public static let notYetValid = Self(rawValue: "not-yet-valid", textKey: .jwtNotYetValid)
        /// `iss` is not one of the accepted issuers.
        public static let issuerMismatch = Self(rawValue: "issuer-mismatch", textKey: .jwtIssuerMismatch)
        /// `aud` (ID tokens) or `client_id` (access tokens) is not an accepted client.
        public static let clientIDMismatch = Self(rawValue: "client-id-mismatch", textKey: .jwtClientIDMismatch)
        /// `token_use` is missing or not the expected one.
        public static let tokenUseMismatch = Self(rawValue: "token-use-mismatch", textKey: .jwtTokenUseMismatch)
        /// None of the required groups is in `cognito:groups`.
        public static let groupMismatch = Self(rawValue: "group-mismatch", textKey: .jwtGroupMismatch)
        /// None of the required scopes is in `scope`.
        public static let scopeMismatch = Self(rawValue: "scope-mismatch", textKey: .jwtScopeMismatch)
        /// An ALB token signed by a load balancer not accepted (its header's `signer`).
        public static let signerMismatch = Self(rawValue: "signer-mismatch", textKey: .jwtSignerMismatch)
        /// Cognito no longer accepts the access token (revoked, signed out, or the user gone): the
        /// online check of `jwt verify --online`.
        public static let revoked = Self(rawValue: "revoked", textKey: .jwtRevoked)
        /// The online check could not be made (Cognito unreachable or its answer unusable).
        public static let onlineUnavailable = Self(rawValue: "online-unavailable", textKey: .jwtOnlineUnavailable)
        /// The JWKS could not be read, fetched or parsed.
        public static let jwksUnavailable = Self(rawValue: "jwks-unavailable", textKey: .jwtJWKSUnavailable)
        /// The token has no `exp`, so it would never expire (Cognito always sets it); accepted only
        /// with ``JWTVerifier/Options/allowsMissingExpiration``.
        public static let missingExpiration = Self(rawValue: "missing-exp", textKey: .jwtMissingExpiration)
        /// The verifier's leeway is not a number of seconds from 0 to one day.
        public static let invalidLeeway = Self(rawValue: "invalid-leeway", textKey: .jwtInvalidLeeway)
        /// A signing key that cannot be read or used (`jwt mint`, ``JWTSigningKey``): the member named.
        public static let invalidSigningKey = Self(rawValue: "invalid-signing-key", textKey: .jwtInvalidSigningKey)
        /// Claims that cannot be minted: a type Cognito does not use for that claim, a claims file
        /// that is not an object, an expiry in the past (``CognitoTokenMinter``).
        public static let invalidClaims = Self(rawValue: "invalid-claims", textKey: .jwtInvalidClaims)
        /// A claim is not the value an assertion requires (``JWTClaimAssertion``, `jwt verify --claim`).
        public static let claimMismatch = Self(rawValue: "claim-mismatch", textKey: .jwtClaimMismatch)
        /// A claim does not include the value an assertion requires (``JWTClaimAssertion``,
        /// `jwt verify --claim-includes`).
        public static let claimNotIncluded = Self(rawValue: "claim-not-included", textKey: .jwtClaimNotIncluded)
        /// A scope every token must carry is not in `scope` (``JWTVerifier/Options/requiredScopes``).
        public static let requiredScopeMissing = Self(rawValue: "required-scope-missing", textKey: .jwtRequiredScopeMissing)
        /// A group every user must be in is not in the token's groups
        /// (``JWTVerifier/Options/requiredGroups``).
        public static let requiredGroupMissing = Self(rawValue: "required-group-missing", textKey: .jwtRequiredGroupMissing)
    }

    /// The stable code.
    public var code: Code
    /// What exactly was wrong, as a text key and its values (never secrets).
    package let reason: JWTTextKey?
    package let arguments: [String: String]
    /// Placeholder values rendered in the message's language (a system error's reason).
    package var localized: [String: LocalizedText] = [:]
    /// A JSON syntax error under the reason, when the reason is "not JSON".
    let jsonError: JSONValue.ParseError?
    /// What the reason is about, such as a file name, shown before it.
    var subject: String?
    /// The error behind this one, whose message fills `{reason}` in the same language (at most one).
    package var causes: [JWTError] = []

    package init(
        _ code: Code, _ reason: JWTTextKey? = nil, _ arguments: [String: String] = [:], json: JSONValue.ParseError? = nil
    ) {
        self.code = code
        self.reason = reason
        self.arguments = arguments
        self.jsonError = json
    }

    /// The message in `language`: what the code means, then what was found.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        let text = Texts.string(code.textKey, in: language)
        guard let reason else { return text }
        var arguments = arguments
        for (name, text) in localized { arguments[name] = text.string(in: language) }
        if let jsonError {
            arguments["offset"] = String(jsonError.offset + 1)
            arguments["problem"] = jsonError.message(in: language)
        }
        if let cause = causes.first { arguments["reason"] = cause.message(in: language) }
        return text + ": " + (subject.map { $0 + ": " } ?? "") + Texts.string(reason, in: language, arguments)
    }
}

extension JWTError {
    /// The same error with its `position` (1-based, in the token) counted from `offset` bytes
    /// earlier: the position in the text the token was taken from.
    package func shiftingPositions(by offset: Int) -> JWTError {
        guard offset > 0, let position = arguments["position"].flatMap({ Int($0) }) else { return self }
        var shifted = JWTError(code, reason, arguments.merging(["position": String(position + offset)]) { $1 }, json: jsonError)
        shifted.subject = subject
        return shifted
    }
}
