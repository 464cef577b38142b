// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto
import _CryptoExtras

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONWebKey {
    /// Checks that `algorithm` may be used with this key: the JWK's type and curve must fit it, and
    /// a JWK that names its `alg` must name this one (RFC 8725 §3.1: no algorithm confusion).
    func check(_ algorithm: JWTAlgorithm) throws(JWTError) {
        if let problem { throw problem }
        if let algorithmName, algorithmName != algorithm.rawValue {
            throw JWTError(
                .unsupportedAlgorithm, .jwtReasonAlgorithmNotKeys, ["alg": algorithm.rawValue, "keyAlg": algorithmName])
        }
        let fits: Bool
        switch (algorithm, material) {
        case (.rs256, .success(.rsa)), (.rs384, .success(.rsa)), (.rs512, .success(.rsa)): fits = true
        case (.ps256, .success(.rsa)), (.ps384, .success(.rsa)), (.ps512, .success(.rsa)): fits = true
        case (.es256, .success(.p256)), (.es384, .success(.p384)), (.es512, .success(.p521)): fits = true
        case (.edDSA, .success(.ed25519)): fits = true
        default: fits = false
        }
        guard fits else {
            let keyDescription = keyType + (curve.map { " " + $0 } ?? "")
            throw JWTError(.unsupportedAlgorithm, .jwtReasonAlgorithmKeyType, ["alg": algorithm.rawValue, "key": keyDescription])
        }
    }

    /// Whether `signature` is `algorithm`'s signature over `message` by this key.
    func isValidSignature(_ signature: Data, for message: ArraySlice<UInt8>, using algorithm: JWTAlgorithm) -> Bool {
        if let length = algorithm.fixedSignatureLength, signature.count != length { return false }
        switch material {
        case .success(.rsa(let key)):
            let rsaSignature = _RSA.Signing.RSASignature(rawRepresentation: signature)
            switch algorithm {
            case .rs256: return key.isValidSignature(rsaSignature, for: SHA256.hash(data: message), padding: .insecurePKCS1v1_5)
            case .rs384: return key.isValidSignature(rsaSignature, for: SHA384.hash(data: message), padding: .insecurePKCS1v1_5)
            case .rs512: return key.isValidSignature(rsaSignature, for: SHA512.hash(data: message), padding: .insecurePKCS1v1_5)
            // PSS with MGF1 over the same hash and a salt as long as the digest: RFC 7518 §3.5's parameters.
            case .ps256: return key.isValidSignature(rsaSignature, for: SHA256.hash(data: message), padding: .PSS)
            case .ps384: return key.isValidSignature(rsaSignature, for: SHA384.hash(data: message), padding: .PSS)
            case .ps512: return key.isValidSignature(rsaSignature, for: SHA512.hash(data: message), padding: .PSS)
            default: return false
            }
        case .success(.p256(let key)):
            guard let ecdsa = try? P256.Signing.ECDSASignature(rawRepresentation: signature) else { return false }
            return key.isValidSignature(ecdsa, for: SHA256.hash(data: message))
        case .success(.p384(let key)):
            guard let ecdsa = try? P384.Signing.ECDSASignature(rawRepresentation: signature) else { return false }
            return key.isValidSignature(ecdsa, for: SHA384.hash(data: message))
        case .success(.p521(let key)):
            guard let ecdsa = try? P521.Signing.ECDSASignature(rawRepresentation: signature) else { return false }
            return key.isValidSignature(ecdsa, for: SHA512.hash(data: message))
        case .success(.ed25519(let key)):
            return key.isValidSignature(signature, for: message)
        case .failure:
            return false
        }
    }
}
