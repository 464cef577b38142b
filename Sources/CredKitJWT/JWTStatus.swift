// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Where a token stands in time; see ``JSONWebToken/status(at:leeway:)``.
public enum JWTStatus: String, Sendable, Hashable, CaseIterable {
    case active
    case expired
    case notYetValid = "not-yet-valid"
    case noExpiry = "no-expiry"

    /// Whether the token may be used now (active, or without an expiry).
    public var isUsable: Bool { self == .active || self == .noExpiry }
}

extension JWTStatus {
    /// The status's label in `language`.
    /// - Parameter language: the label's language.
    /// - Returns: the label.
    public func label(in language: Language) -> String {
        switch self {
        case .active: Texts.string(.jwtStatusActive, in: language)
        case .expired: Texts.string(.jwtStatusExpired, in: language)
        case .notYetValid: Texts.string(.jwtStatusNotYetValid, in: language)
        case .noExpiry: Texts.string(.jwtStatusNoExpiry, in: language)
        }
    }
}
