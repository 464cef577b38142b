// SPDX-License-Identifier: Apache-2.0
import CredKitCore

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
    public var issuer: String? { string(slots.issuer) }
    /// `sub`.
    public var subject: String? { string(slots.subject) }
    /// `aud`, a string or an array in the token; always a list here.
    public var audience: [String]? { strings(inValueAt: slots.audience) }
    /// `exp`, seconds since 1970.
    public internal(set) var expiresAt: Double?
    /// `nbf`, seconds since 1970.
    public internal(set) var notBefore: Double?
    /// `iat`, seconds since 1970.
    public internal(set) var issuedAt: Double?
    /// `jti`.
    public var jwtID: String? { string(slots.jwtID) }
    /// Cognito's `token_use`: `id` or `access`.
    public var tokenUse: String? { string(slots.tokenUse) }
    /// Cognito's `client_id` (access tokens).
    public var clientID: String? { string(slots.clientID) }
    /// Cognito's `cognito:username` (ID tokens).
    public var cognitoUsername: String? { string(slots.cognitoUsername) }
    /// Cognito's `username` (access tokens).
    public var username: String? { string(slots.username) }
    /// Cognito's `cognito:groups`.
    public var groups: [String]? { strings(inValueAt: slots.groups) }
    /// Cognito's `scope`, split at spaces (as aws-jwt-verify splits the JavaScript string).
    public var scopes: [String]? {
        string(slots.scope).map { $0.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) } }
    }
    /// Cognito's `auth_time`, seconds since 1970.
    public internal(set) var authTime: Double?
    /// `email`.
    public var email: String? { string(slots.email) }
    /// `email_verified`.
    public internal(set) var emailVerified: Bool?
    /// Cognito's `origin_jti`.
    public var originJTI: String? { string(slots.originJTI) }
    /// Cognito's `event_id`.
    public var eventID: String? { string(slots.eventID) }
    /// The payload's JSON, checked when the token was decoded.
    var json: ArraySlice<UInt8> = []
    /// Where the string-valued claims are in ``json``: strings are made only when asked for, and
    /// the verifier compares bytes, so decoding allocates no string at all.
    var slots = Slots()

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
        // Fields by arithmetic (CivilTime): a Foundation formatter costs more than the rest of a decode.
        let time = CivilTime(secondsSince1970: Int64(seconds.rounded(.down)))
        return String(unsafeUninitializedCapacity: 20) { text in
            func put(_ value: Int64, _ width: Int, at offset: Int) {
                var value = value
                for position in stride(from: offset + width - 1, through: offset, by: -1) {
                    text[position] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
                    value /= 10
                }
            }
            put(time.year, 4, at: 0)
            put(time.month, 2, at: 5)
            put(time.day, 2, at: 8)
            put(time.hour, 2, at: 11)
            put(time.minute, 2, at: 14)
            put(time.second, 2, at: 17)
            for (offset, byte) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")] as [(Int, Unicode.Scalar)] {
                text[offset] = UInt8(byte.value)
            }
            return 20
        }
    }

    /// `exp` as a date.
    public var expirationDate: Date? { expiresAt.map(Date.init(timeIntervalSince1970:)) }
}
