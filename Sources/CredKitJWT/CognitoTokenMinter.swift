// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// Test tokens shaped as Cognito issues them — every claim of an ID or access token, in Cognito's
/// order and types — signed by a ``JWTSigningKey`` whose JWKS the API under test fetches. For an
/// authorizer's tests in CI, without a user pool.
///
/// ```swift
/// let key = try JWTSigningKey.generate(.rs256)
/// var request = CognitoTokenMinter.Request(
///     issuer: CognitoTokenMinter.issuer(userPoolID: "eu-west-1_AbC123"), tokenUse: .access,
///     subject: "0a1b…", clientID: "3n4b5urk1ft4fl3mg5e62d9ado")
/// request.groups = ["admins"]
/// let token = try CognitoTokenMinter.mint(request, key: key)
/// ```
public enum CognitoTokenMinter {
    /// What to mint.
    public struct Request: Sendable {
        /// `iss`: a pool's (``CognitoTokenMinter/issuer(userPoolID:)``) or any issuer's URL.
        public var issuer: String
        /// `token_use`.
        public var tokenUse: JWTVerifier.TokenUse
        /// `sub`.
        public var subject: String
        /// `cognito:username` (ID) or `username` (access); the subject when `nil`, as for pools whose
        /// users sign in with an email.
        public var username: String?
        /// `aud` (ID) or `client_id` (access).
        public var clientID: String
        /// `cognito:groups`, when any.
        public var groups: [String] = []
        /// `scope` of an access token; Cognito's `aws.cognito.signin.user.admin` when empty.
        public var scopes: [String] = []
        /// More claims, in order (user attributes such as `email`, `custom:team`): strings, except
        /// `email_verified` and `phone_number_verified` (booleans), as Cognito writes them.
        public var claims: [JSONObject.Member] = []
        /// `iat` and `auth_time`.
        public var issuedAt: Date
        /// `exp` − `iat`, in seconds (an hour, as Cognito's default).
        public var lifetime: TimeInterval = 3600
        /// Mint a token already expired (for negative tests); refused otherwise.
        public var allowsExpired = false
        /// The moment an expiry is judged against.
        public var now: Date

        /// A request with the claims every token has.
        public init(
            issuer: String, tokenUse: JWTVerifier.TokenUse, subject: String, clientID: String, issuedAt: Date = Date(),
            now: Date = Date()
        ) {
            self.issuer = issuer
            self.tokenUse = tokenUse
            self.subject = subject
            self.clientID = clientID
            self.issuedAt = issuedAt
            self.now = now
        }
    }

    /// The claims the request's options set, which ``Request/claims`` may not.
    public static let reservedClaims: Set<String> = [
        "sub", "iss", "aud", "client_id", "token_use", "scope", "auth_time", "exp", "iat", "nbf", "jti", "origin_jti",
        "event_id", "cognito:groups", "cognito:username", "username",
    ]

    /// Claims Cognito writes as booleans.
    public static let booleanClaims: Set<String> = ["email_verified", "phone_number_verified"]

    /// A user pool's issuer: `https://cognito-idp.REGION.amazonaws.com/POOL`.
    public static func issuer(userPoolID: String) -> String {
        "https://cognito-idp.\(userPoolID.prefix { $0 != "_" }).amazonaws.com/\(userPoolID)"
    }

    /// The payload, in Cognito's order.
    /// - Throws: ``JWTError/Code/invalidClaims``: a reserved claim among ``Request/claims``, a
    ///   claim of the wrong type, an expiry in the past without ``Request/allowsExpired``.
    public static func claims(_ request: Request) throws(JWTError) -> JSONObject {
        for member in request.claims {
            if reservedClaims.contains(member.key) {
                throw JWTError(.invalidClaims, .jwtReasonClaimReserved, ["claim": member.key])
            }
            let isBool: Bool
            if case .bool = member.value { isBool = true } else { isBool = false }
            if booleanClaims.contains(member.key) != isBool {
                throw JWTError(
                    .invalidClaims, .jwtReasonClaimType,
                    ["claim": member.key, "type": booleanClaims.contains(member.key) ? "a boolean" : "a string"])
            }
            if !isBool, member.value.stringValue == nil {
                throw JWTError(.invalidClaims, .jwtReasonClaimType, ["claim": member.key, "type": "a string"])
            }
        }
        guard request.lifetime.isFinite, request.lifetime > 0, request.lifetime <= 86_400 * 3650 else {
            throw JWTError(.invalidClaims, .jwtReasonClaimType, ["claim": "exp", "type": "after iat"])
        }
        let issuedAt = Int(request.issuedAt.timeIntervalSince1970.rounded(.down))
        let expiry = issuedAt + Int(request.lifetime.rounded(.up))
        if !request.allowsExpired, Double(expiry) <= request.now.timeIntervalSince1970 {
            throw JWTError(
                .invalidClaims, .jwtReasonExpiryPast,
                ["exp": String(expiry), "now": String(Int(request.now.timeIntervalSince1970.rounded(.down)))])
        }
        var members: [JSONObject.Member] = []
        func add(_ key: String, _ value: JSONValue) { members.append(.init(key: key, value: value)) }
        func uuid() -> JSONValue { .string(UUID().uuidString.lowercased()) }
        add("sub", .string(request.subject))
        if !request.groups.isEmpty { add("cognito:groups", .array(request.groups.map(JSONValue.string))) }
        let username = request.username ?? request.subject
        switch request.tokenUse {
        case .id:
            members += request.claims
            add("iss", .string(request.issuer))
            add("cognito:username", .string(username))
            add("origin_jti", uuid())
            add("aud", .string(request.clientID))
            add("event_id", uuid())
            add("token_use", .string("id"))
            add("auth_time", .number(String(issuedAt)))
            add("exp", .number(String(expiry)))
            add("iat", .number(String(issuedAt)))
            add("jti", uuid())
        case .access:
            add("iss", .string(request.issuer))
            add("client_id", .string(request.clientID))
            add("origin_jti", uuid())
            add("event_id", uuid())
            add("token_use", .string("access"))
            let scopes = request.scopes.isEmpty ? ["aws.cognito.signin.user.admin"] : request.scopes
            add("scope", .string(scopes.joined(separator: " ")))
            add("auth_time", .number(String(issuedAt)))
            add("exp", .number(String(expiry)))
            add("iat", .number(String(issuedAt)))
            add("jti", uuid())
            add("username", .string(username))
            members += request.claims
        }
        return JSONObject(members)
    }

    /// The signed token.
    /// - Throws: ``JWTError/Code/invalidClaims`` (``claims(_:)``) or
    ///   ``JWTError/Code/invalidSigningKey``.
    public static func mint(_ request: Request, key: JWTSigningKey) throws(JWTError) -> String {
        try key.sign(claims(request))
    }
}
