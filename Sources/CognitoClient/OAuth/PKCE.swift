// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto

/// Proof Key for Code Exchange (RFC 7636) with the `S256` method: a secret verifier kept by the
/// app, and its challenge sent with the authorization request. Only the holder of the verifier can
/// exchange the code, so a code intercepted on its way back (another app on the same redirect) is
/// worthless.
public struct PKCE: Sendable, Hashable {
    /// The verifier: 43–128 characters of `A–Z a–z 0–9 - . _ ~`. A secret until the exchange.
    public let verifier: String

    /// A fresh verifier: 32 bytes from the system's random number generator, base64url (43
    /// characters, 256 bits).
    public init() {
        var generator = SystemRandomNumberGenerator()
        self.verifier = Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// A given verifier (one kept while the browser was away).
    /// - Throws: ``OAuthError`` ``OAuthError/Code/invalidInput`` when it is not 43–128 characters of
    ///   RFC 7636's unreserved set.
    public init(verifier: String) throws(OAuthError) {
        let bytes = Array(verifier.utf8)
        guard (43...128).contains(bytes.count), bytes.allSatisfy(Self.isUnreserved) else {
            throw OAuthError.input(.oauthInvalidVerifier, [:])
        }
        self.verifier = verifier
    }

    /// `code_challenge`: base64url(SHA-256(verifier)), no padding.
    public var challenge: String { Base64URL.encode(Array(SHA256.hash(data: Array(verifier.utf8)))) }

    /// `code_challenge_method`.
    public var method: String { "S256" }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
