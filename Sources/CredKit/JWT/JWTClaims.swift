#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A token's claims: the registered ones (RFC 7519 §4.1) and Cognito's, typed; every claim raw.
///
/// Types are checked as aws-jwt-verify checks them: a claim of the wrong type makes the token
/// ``JWTError/Code/malformed`` rather than being ignored.
public struct JWTClaims: Sendable, Hashable {
    /// `iss`.
    public var issuer: String?
    /// `sub`.
    public var subject: String?
    /// `aud`, a string or an array in the token; always a list here.
    public var audience: [String]?
    /// `exp`, seconds since 1970.
    public var expiresAt: Double?
    /// `nbf`, seconds since 1970.
    public var notBefore: Double?
    /// `iat`, seconds since 1970.
    public var issuedAt: Double?
    /// `jti`.
    public var jwtID: String?
    /// Cognito's `token_use`: `id` or `access`.
    public var tokenUse: String?
    /// Cognito's `client_id` (access tokens).
    public var clientID: String?
    /// Cognito's `cognito:username` (ID tokens).
    public var cognitoUsername: String?
    /// Cognito's `username` (access tokens).
    public var username: String?
    /// Cognito's `cognito:groups`.
    public var groups: [String]?
    /// Cognito's `scope`, split at spaces.
    public var scopes: [String]?
    /// Cognito's `auth_time`, seconds since 1970.
    public var authTime: Double?
    /// `email`.
    public var email: String?
    /// `email_verified`.
    public var emailVerified: Bool?
    /// Cognito's `origin_jti`.
    public var originJTI: String?
    /// Cognito's `event_id`.
    public var eventID: String?
    /// Every claim, in source order.
    public var raw: JSONObject

    /// The claims that hold times (seconds since 1970), for display.
    public static let timeClaims: Set<String> = ["exp", "nbf", "iat", "auth_time"]

    /// `exp` as a date.
    public var expirationDate: Date? { expiresAt.map(Date.init(timeIntervalSince1970:)) }

    init(_ object: JSONObject) throws(JWTError) {
        func string(_ name: String) throws(JWTError) -> String? {
            switch object[name] {
            case nil: return nil
            case .string(let value)?: return value
            default: throw JWTError(.malformed, .jwtReasonClaimString, ["claim": name])
            }
        }
        func number(_ name: String) throws(JWTError) -> Double? {
            switch object[name] {
            case nil: return nil
            case .number(let text)?:
                guard let value = Double(text), value.isFinite else {
                    throw JWTError(.malformed, .jwtReasonClaimNumber, ["claim": name])
                }
                return value
            default: throw JWTError(.malformed, .jwtReasonClaimNumber, ["claim": name])
            }
        }
        func strings(_ name: String, allowsSingle: Bool) throws(JWTError) -> [String]? {
            switch object[name] {
            case nil: return nil
            case .string(let value)? where allowsSingle: return [value]
            case .array(let elements)?:
                var result: [String] = []
                for element in elements {
                    guard case .string(let value) = element else {
                        throw JWTError(.malformed, allowsSingle ? .jwtReasonClaimAudience : .jwtReasonClaimStrings, ["claim": name])
                    }
                    result.append(value)
                }
                return result
            default:
                throw JWTError(.malformed, allowsSingle ? .jwtReasonClaimAudience : .jwtReasonClaimStrings, ["claim": name])
            }
        }
        issuer = try string("iss")
        subject = try string("sub")
        audience = try strings("aud", allowsSingle: true)
        expiresAt = try number("exp")
        notBefore = try number("nbf")
        issuedAt = try number("iat")
        jwtID = try string("jti")
        tokenUse = try string("token_use")
        clientID = try string("client_id")
        cognitoUsername = try string("cognito:username")
        username = try string("username")
        groups = try strings("cognito:groups", allowsSingle: false)
        scopes = try string("scope").map { $0.split(separator: " ").map(String.init) }
        authTime = try number("auth_time")
        email = try string("email")
        switch object["email_verified"] {
        case nil: emailVerified = nil
        case .bool(let value)?: emailVerified = value
        // Some Cognito integrations (and older pools) send the attribute's string form.
        case .string("true")?: emailVerified = true
        case .string("false")?: emailVerified = false
        default: throw JWTError(.malformed, .jwtReasonClaimBool, ["claim": "email_verified"])
        }
        originJTI = try string("origin_jti")
        eventID = try string("event_id")
        raw = object
    }
}
