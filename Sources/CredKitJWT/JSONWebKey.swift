// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto
import _CryptoExtras

/// One public key from a JWKS (RFC 7517), checked and ready to verify with.
///
/// Key material is parsed when the set is loaded; a key that cannot be used keeps the reason, so a
/// token naming it gets ``JWTError/Code/invalidJWK`` with that reason.
public struct JSONWebKey: Sendable {
    /// `kid`.
    public let keyID: String?
    /// `kty`: `RSA`, `EC` or `OKP`.
    public let keyType: String
    /// `alg`, when the key names the one algorithm it is for.
    public let algorithmName: String?
    /// `use`, when present (`sig` for signing keys).
    public let use: String?
    /// `crv`, for EC and OKP keys.
    public let curve: String?
    /// The modulus size of an RSA key, in bits.
    public let rsaBits: Int?

    enum Material: Sendable {
        case rsa(_RSA.Signing.PublicKey)
        case p256(P256.Signing.PublicKey)
        case p384(P384.Signing.PublicKey)
        case p521(P521.Signing.PublicKey)
        case ed25519(Curve25519.Signing.PublicKey)
    }

    /// The key, or why it cannot be used.
    let material: Result<Material, JWTError>

    /// The smallest RSA modulus accepted (NIST SP 800-131A; swift-crypto refuses smaller ones too).
    public static let minimumRSABits = 2048

    /// Reads one key object of a JWKS.
    init(_ object: JSONObject) {
        func string(_ name: String) -> String? { object[name]?.stringValue }
        keyID = string("kid")
        keyType = string("kty") ?? ""
        algorithmName = string("alg")
        use = string("use")
        curve = string("crv")
        let kid = keyID ?? "?"

        func bytes(_ name: String) throws(JWTError) -> [UInt8] {
            guard let text = string(name), let decoded = try? Base64URL.decode(text), !decoded.isEmpty else {
                throw JWTError(.invalidJWK, .jwtReasonJWKMember, ["kid": kid, "member": name])
            }
            return decoded
        }

        var bits: Int?
        material = Result { () throws(JWTError) -> Material in
            if let use = object["use"], use != .string("sig") {
                throw JWTError(.invalidJWK, .jwtReasonJWKUse, ["kid": kid, "use": use.jsonText])
            }
            switch string("kty") {
            case "RSA":
                let modulus = try bytes("n")
                let exponent = try bytes("e")
                let significant = modulus.drop { $0 == 0 }
                let size = significant.isEmpty ? 0 : (significant.count - 1) * 8 + (8 - significant.first!.leadingZeroBitCount)
                bits = size
                guard size >= Self.minimumRSABits else {
                    throw JWTError(.invalidJWK, .jwtReasonJWKRSASize, ["kid": kid, "bits": String(size)])
                }
                do {
                    return .rsa(try _RSA.Signing.PublicKey(n: modulus, e: exponent))
                } catch {
                    throw JWTError(.invalidJWK, .jwtReasonJWKMember, ["kid": kid, "member": "n"])
                }
            case "EC":
                let x = try bytes("x")
                let y = try bytes("y")
                let point = [0x04] + x + y  // SEC 1 uncompressed point
                do {
                    switch string("crv") {
                    case "P-256" where x.count == 32 && y.count == 32:
                        return .p256(try P256.Signing.PublicKey(x963Representation: point))
                    case "P-384" where x.count == 48 && y.count == 48:
                        return .p384(try P384.Signing.PublicKey(x963Representation: point))
                    case "P-521" where x.count == 66 && y.count == 66:
                        return .p521(try P521.Signing.PublicKey(x963Representation: point))
                    case "P-256", "P-384", "P-521":
                        throw JWTError(.invalidJWK, .jwtReasonJWKMember, ["kid": kid, "member": "x"])
                    default:
                        throw JWTError(.invalidJWK, .jwtReasonJWKCurve, ["kid": kid, "crv": string("crv") ?? "-"])
                    }
                } catch let error as JWTError {
                    throw error
                } catch {
                    throw JWTError(.invalidJWK, .jwtReasonJWKPoint, ["kid": kid])
                }
            case "OKP":
                guard string("crv") == "Ed25519" else {
                    throw JWTError(.invalidJWK, .jwtReasonJWKCurve, ["kid": kid, "crv": string("crv") ?? "-"])
                }
                let x = try bytes("x")
                guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: x) else {
                    throw JWTError(.invalidJWK, .jwtReasonJWKMember, ["kid": kid, "member": "x"])
                }
                return .ed25519(key)
            default:
                throw JWTError(.invalidJWK, .jwtReasonJWKType, ["kid": kid, "kty": string("kty") ?? "-"])
            }
        }
        rsaBits = bits
    }

    /// Whether this key is usable; `nil` when it is, else why not.
    public var problem: JWTError? {
        if case .failure(let error) = material { return error }
        return nil
    }
}
