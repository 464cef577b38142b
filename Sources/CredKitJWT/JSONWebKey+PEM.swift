// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto

/// ALB signing keys are published one per `kid`, as a PEM P-256 public key (SubjectPublicKeyInfo),
/// not as a JWKS.
extension JSONWebKey {
    /// An ES256 key from a PEM P-256 public key (an Application Load Balancer's).
    /// - Parameters:
    ///   - pem: the `-----BEGIN PUBLIC KEY-----` text.
    ///   - keyID: the `kid` it was published under.
    /// - Throws: ``JWTError`` ``JWTError/Code/invalidJWK`` when the text is not a P-256 public key.
    public init(pem: String, keyID: String) throws(JWTError) {
        guard let key = try? P256.Signing.PublicKey(pemRepresentation: pem) else {
            throw JWTError(.invalidJWK, .jwtReasonALBKey, ["kid": keyID])
        }
        self.keyID = keyID
        keyType = "EC"
        algorithmName = JWTAlgorithm.es256.rawValue
        use = "sig"
        curve = "P-256"
        rsaBits = nil
        material = .success(.p256(key))
    }
}
