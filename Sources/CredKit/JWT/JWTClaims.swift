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
    /// The payload's JSON, checked when the token was decoded.
    var json: ArraySlice<UInt8> = []

    /// Every claim, in source order (built from the payload's JSON on each use).
    public var raw: JSONObject { JSONObject(checkedJSON: json) }

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
}
