import _CredKitCore

/// Why a token was not decoded or not accepted.
///
/// ``code`` is stable (scripts match on it, and `credkit jwt` prints it); ``detail`` says what was
/// found, never the token, its signature or key material.
public struct JWTError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable error code.
    public struct Code: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        public let rawValue: String
        let key: TextKey

        public init?(rawValue: String) {
            guard let known = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = known
        }

        init(_ rawValue: String, _ key: TextKey) {
            self.rawValue = rawValue
            self.key = key
        }

        public var description: String { rawValue }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
        public func hash(into hasher: inout Hasher) { hasher.combine(key) }

        /// Not a compact JWS: wrong segment count, bad base64url, non-object JSON, too long, bad claim types.
        public static let malformed = Code("malformed", .jwtMalformed)
        /// A five-segment JWE, such as a Cognito refresh token: encrypted, so not decodable here.
        public static let encryptedToken = Code("encrypted-token", .jwtEncryptedToken)
        /// `none`, HMAC or another algorithm credkit refuses, or one that does not fit the key.
        public static let unsupportedAlgorithm = Code("unsupported-algorithm", .jwtUnsupportedAlgorithm)
        /// No key in the JWKS has the token's `kid` (or the token has none).
        public static let unknownKID = Code("unknown-kid", .jwtUnknownKID)
        /// The key with that `kid` is unusable: wrong `use`, bad parameters, an RSA key under 2048 bits.
        public static let invalidJWK = Code("invalid-jwk", .jwtInvalidJWK)
        /// The signature does not verify.
        public static let badSignature = Code("bad-signature", .jwtBadSignature)
        /// `exp` has passed (beyond the leeway).
        public static let expired = Code("expired", .jwtExpired)
        /// `nbf` is still ahead (beyond the leeway).
        public static let notYetValid = Code("not-yet-valid", .jwtNotYetValid)
        /// `iss` is not one of the accepted issuers.
        public static let issuerMismatch = Code("issuer-mismatch", .jwtIssuerMismatch)
        /// `aud` (ID tokens) or `client_id` (access tokens) is not an accepted client.
        public static let clientIDMismatch = Code("client-id-mismatch", .jwtClientIDMismatch)
        /// `token_use` is missing or not the expected one.
        public static let tokenUseMismatch = Code("token-use-mismatch", .jwtTokenUseMismatch)
        /// None of the required groups is in `cognito:groups`.
        public static let groupMismatch = Code("group-mismatch", .jwtGroupMismatch)
        /// None of the required scopes is in `scope`.
        public static let scopeMismatch = Code("scope-mismatch", .jwtScopeMismatch)
        /// The JWKS could not be read, fetched or parsed.
        public static let jwksUnavailable = Code("jwks-unavailable", .jwtJWKSUnavailable)

        /// Every code.
        public static let all: [Code] = [
            .malformed, .encryptedToken, .unsupportedAlgorithm, .unknownKID, .invalidJWK, .badSignature, .expired,
            .notYetValid, .issuerMismatch, .clientIDMismatch, .tokenUseMismatch, .groupMismatch, .scopeMismatch,
            .jwksUnavailable,
        ]
    }

    /// The stable code.
    public var code: Code
    /// What exactly was wrong, as a text key and its values (never secrets).
    package let reason: TextKey?
    package let arguments: [String: String]
    /// A JSON syntax error under the reason, when the reason is "not JSON".
    let jsonError: JSONValue.ParseError?
    /// What the reason is about, such as a file name, shown before it.
    var subject: String?

    package init(_ code: Code, _ reason: TextKey? = nil, _ arguments: [String: String] = [:], json: JSONValue.ParseError? = nil) {
        self.code = code
        self.reason = reason
        self.arguments = arguments
        self.jsonError = json
    }

    /// The message in `language`: what the code means, then what was found.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        let text = Texts.string(code.key, in: language)
        guard let reason else { return text }
        var arguments = arguments
        if let jsonError {
            arguments["offset"] = String(jsonError.offset + 1)
            arguments["problem"] = jsonError.message(in: language)
        }
        return text + ": " + (subject.map { $0 + ": " } ?? "") + Texts.string(reason, in: language, arguments)
    }

    public var description: String { "\(code.rawValue): \(message(in: .english))" }
}
