// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A Cognito user pool ID such as `eu-west-1_AbC123`, and what follows from it: the issuers its
/// tokens carry and the URL of its JWKS.
public struct CognitoUserPoolID: Sendable, Hashable, CustomStringConvertible {
    /// The ID as given.
    public let rawValue: String
    /// The region, such as `eu-west-1`.
    public let region: String

    /// Parses a pool ID; the pattern is aws-jwt-verify's: `^[a-z]{2}-(gov-)?[a-z]+-\d_[A-Za-z0-9]+$`.
    /// - Parameter rawValue: the pool ID.
    /// - Returns: `nil` when `rawValue` is not a pool ID.
    public init?(_ rawValue: String) {
        let parts = rawValue.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty,
            parts[1].utf8.allSatisfy({
                $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber)
            })
        else { return nil }
        guard Self.isRegion(parts[0]) else { return nil }
        self.rawValue = rawValue
        self.region = String(parts[0])
    }

    public var description: String { rawValue }

    /// Whether `text` has the shape of an AWS region as pool IDs carry it: `^[a-z]{2}-(gov-)?[a-z]+-\d$`
    /// (`eu-west-1`, `us-gov-west-1`).
    /// - Parameter text: the candidate region.
    /// - Returns: `true` for a region's shape (whether AWS runs Cognito there is not checked).
    public static func isRegion(_ text: some StringProtocol) -> Bool {
        let parts = String(text).split(separator: "-", omittingEmptySubsequences: false)
        func isLower(_ part: Substring) -> Bool { !part.isEmpty && part.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
        let valid: Bool
        switch parts.count {
        case 3: valid = parts[0].utf8.count == 2 && isLower(parts[0]) && isLower(parts[1])
        case 4: valid = parts[0].utf8.count == 2 && isLower(parts[0]) && parts[1] == "gov" && isLower(parts[2])
        default: valid = false
        }
        guard valid, let digit = parts.last?.utf8, digit.count == 1, let first = digit.first else { return false }
        return first >= 0x30 && first <= 0x39
    }

    /// The issuer of the pool's tokens with the `ORIGINAL` issuer configuration.
    public var originalIssuer: String { "https://cognito-idp.\(region).amazonaws.com/\(rawValue)" }
    /// The issuer with the `UPDATED` configuration (AWS's recommendation).
    public var updatedIssuer: String { "https://issuer-cognito-idp.\(region).amazonaws.com/\(rawValue)" }
    /// Both issuers: a verifier should accept either.
    public var issuers: [String] { [originalIssuer, updatedIssuer] }
    /// Where the pool publishes its keys.
    public var jwksURL: String { originalIssuer + "/.well-known/jwks.json" }
}
