// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The JWS algorithms credkit verifies. `none` and the HMAC family are deliberately absent: a
/// verifier holding public keys must never accept a token "signed" with one as a shared secret.
public enum JWTAlgorithm: String, Sendable, Hashable, CaseIterable {
    case rs256 = "RS256"
    case rs384 = "RS384"
    case rs512 = "RS512"
    /// RSASSA-PSS with SHA-256, MGF1 with SHA-256 and a 32-byte salt (RFC 7518 §3.5).
    case ps256 = "PS256"
    /// RSASSA-PSS with SHA-384, MGF1 with SHA-384 and a 48-byte salt.
    case ps384 = "PS384"
    /// RSASSA-PSS with SHA-512, MGF1 with SHA-512 and a 64-byte salt.
    case ps512 = "PS512"
    case es256 = "ES256"
    case es384 = "ES384"
    case es512 = "ES512"
    case edDSA = "EdDSA"

    /// The JWK key type this algorithm needs.
    public var keyType: String {
        switch self {
        case .rs256, .rs384, .rs512, .ps256, .ps384, .ps512: "RSA"
        case .es256, .es384, .es512: "EC"
        case .edDSA: "OKP"
        }
    }

    /// The curve this algorithm needs, for EC and OKP keys.
    public var curve: String? {
        switch self {
        case .rs256, .rs384, .rs512, .ps256, .ps384, .ps512: nil
        case .es256: "P-256"
        case .es384: "P-384"
        case .es512: "P-521"
        case .edDSA: "Ed25519"
        }
    }

    /// The length of a raw ECDSA (`r || s`) or EdDSA signature; `nil` for RSA (the modulus length).
    var fixedSignatureLength: Int? {
        switch self {
        case .rs256, .rs384, .rs512, .ps256, .ps384, .ps512: nil
        case .es256: 64
        case .es384: 96
        case .es512: 132
        case .edDSA: 64
        }
    }
}
