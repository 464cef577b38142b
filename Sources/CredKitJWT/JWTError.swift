// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Why a token was not decoded or not accepted.
///
/// ``code`` is stable (scripts match on it, and `credkit jwt` prints it); ``message(in:)`` also says what was
/// found, never the token, its signature or key material.
public struct JWTError: CredKitError, Hashable {
    /// A stable error code.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// Not a compact JWS: wrong segment count, bad base64url, non-object JSON, too long, bad claim types.
        case malformed
        /// A five-segment JWE, such as a Cognito refresh token: encrypted, so not decodable here.
        case encryptedToken = "encrypted-token"
        /// `none`, HMAC or another algorithm credkit refuses, or one that does not fit the key.
        case unsupportedAlgorithm = "unsupported-algorithm"
        /// No key in the JWKS has the token's `kid` (or the token has none).
        case unknownKID = "unknown-kid"
        /// The key with that `kid` is unusable: wrong `use`, bad parameters, an RSA key under 2048 bits.
        case invalidJWK = "invalid-jwk"
        /// The signature does not verify.
        case badSignature = "bad-signature"
        /// `exp` has passed (beyond the leeway).
        case expired
        /// `nbf` is still ahead (beyond the leeway).
        case notYetValid = "not-yet-valid"
        /// `iss` is not one of the accepted issuers.
        case issuerMismatch = "issuer-mismatch"
        /// `aud` (ID tokens) or `client_id` (access tokens) is not an accepted client.
        case clientIDMismatch = "client-id-mismatch"
        /// `token_use` is missing or not the expected one.
        case tokenUseMismatch = "token-use-mismatch"
        /// None of the required groups is in `cognito:groups`.
        case groupMismatch = "group-mismatch"
        /// None of the required scopes is in `scope`.
        case scopeMismatch = "scope-mismatch"
        /// An ALB token signed by a load balancer not accepted (its header's `signer`).
        case signerMismatch = "signer-mismatch"
        /// Cognito no longer accepts the access token (revoked, signed out, or the user gone): the
        /// online check of `jwt verify --online`.
        case revoked
        /// The online check could not be made (Cognito unreachable or its answer unusable).
        case onlineUnavailable = "online-unavailable"
        /// The JWKS could not be read, fetched or parsed.
        case jwksUnavailable = "jwks-unavailable"
        /// The token has no `exp`, so it would never expire (Cognito always sets it); accepted only
        /// with ``JWTVerifier/Options/allowsMissingExpiration``.
        case missingExpiration = "missing-exp"
        /// The verifier's leeway is not a number of seconds from 0 to one day.
        case invalidLeeway = "invalid-leeway"

        package var textKey: JWTTextKey {
            switch self {
            case .malformed: .jwtMalformed
            case .encryptedToken: .jwtEncryptedToken
            case .unsupportedAlgorithm: .jwtUnsupportedAlgorithm
            case .unknownKID: .jwtUnknownKID
            case .invalidJWK: .jwtInvalidJWK
            case .badSignature: .jwtBadSignature
            case .expired: .jwtExpired
            case .notYetValid: .jwtNotYetValid
            case .issuerMismatch: .jwtIssuerMismatch
            case .clientIDMismatch: .jwtClientIDMismatch
            case .tokenUseMismatch: .jwtTokenUseMismatch
            case .groupMismatch: .jwtGroupMismatch
            case .scopeMismatch: .jwtScopeMismatch
            case .signerMismatch: .jwtSignerMismatch
            case .revoked: .jwtRevoked
            case .onlineUnavailable: .jwtOnlineUnavailable
            case .jwksUnavailable: .jwtJWKSUnavailable
            case .missingExpiration: .jwtMissingExpiration
            case .invalidLeeway: .jwtInvalidLeeway
            }
        }
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
