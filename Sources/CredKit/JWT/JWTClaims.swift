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

    /// The ISO 8601 form (`2027-01-15T08:00:00Z`, whole seconds) of a time in years 0001–9999;
    /// `nil` for other finite values, which a hostile token may carry.
    /// - Parameter seconds: seconds since 1970.
    /// - Returns: the text, or `nil`.
    public static func iso8601(_ seconds: Double) -> String? {
        guard seconds >= -62_135_596_800 && seconds <= 253_402_300_799 else { return nil }
        return Date(timeIntervalSince1970: seconds.rounded(.down)).formatted(.iso8601)
    }

    /// `exp` as a date.
    public var expirationDate: Date? { expiresAt.map(Date.init(timeIntervalSince1970:)) }

    init(_ object: JSONObject) throws(JWTError) {
        raw = object
        // One pass over the members: a token has a dozen or two, and most are claims read here.
        for member in object.members {
            let name = member.key
            let value = member.value
            switch name {
            case "iss": issuer = try Self.string(name, value)
            case "sub": subject = try Self.string(name, value)
            case "aud": audience = try Self.strings(name, value, allowsSingle: true)
            case "exp": expiresAt = try Self.number(name, value)
            case "nbf": notBefore = try Self.number(name, value)
            case "iat": issuedAt = try Self.number(name, value)
            case "jti": jwtID = try Self.string(name, value)
            case "token_use": tokenUse = try Self.string(name, value)
            case "client_id": clientID = try Self.string(name, value)
            case "cognito:username": cognitoUsername = try Self.string(name, value)
            case "username": username = try Self.string(name, value)
            case "cognito:groups": groups = try Self.strings(name, value, allowsSingle: false)
            case "scope": scopes = try Self.string(name, value).split(separator: " ").map(String.init)
            case "auth_time": authTime = try Self.number(name, value)
            case "email": email = try Self.string(name, value)
            case "email_verified":
                switch value {
                case .bool(let flag): emailVerified = flag
                // Some Cognito integrations (and older pools) send the attribute's string form.
                case .string("true"): emailVerified = true
                case .string("false"): emailVerified = false
                default: throw JWTError(.malformed, .jwtReasonClaimBool, ["claim": name])
                }
            case "origin_jti": originJTI = try Self.string(name, value)
            case "event_id": eventID = try Self.string(name, value)
            default: break
            }
        }
    }

    private static func string(_ name: String, _ value: JSONValue) throws(JWTError) -> String {
        guard case .string(let text) = value else { throw JWTError(.malformed, .jwtReasonClaimString, ["claim": name]) }
        return text
    }

    private static func number(_ name: String, _ value: JSONValue) throws(JWTError) -> Double {
        guard case .number(let text) = value, let number = Double(text), number.isFinite else {
            throw JWTError(.malformed, .jwtReasonClaimNumber, ["claim": name])
        }
        return number
    }

    private static func strings(_ name: String, _ value: JSONValue, allowsSingle: Bool) throws(JWTError) -> [String] {
        let reason: TextKey = allowsSingle ? .jwtReasonClaimAudience : .jwtReasonClaimStrings
        switch value {
        case .string(let text) where allowsSingle: return [text]
        case .array(let elements):
            var result: [String] = []
            result.reserveCapacity(elements.count)
            for element in elements {
                guard case .string(let text) = element else { throw JWTError(.malformed, reason, ["claim": name]) }
                result.append(text)
            }
            return result
        default: throw JWTError(.malformed, reason, ["claim": name])
        }
    }
}
