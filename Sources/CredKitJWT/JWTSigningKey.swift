// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto
import Foundation
import _CryptoExtras

/// A private key that signs test tokens: RS256 or PS256 (RSA, 2048 bits or more) or ES256 (P-256),
/// kept as a private JSON Web Key (RFC 7517/7518) whose public half goes into the JWKS an API fetches.
///
/// ```swift
/// let key = try JWTSigningKey.generate(.es256, keyID: "test-1")
/// try key.privateJWK.write(to: keyFile)      // 0600: the key signs tokens
/// let jwks = key.jwks                         // for the API under test
/// ```
public struct JWTSigningKey: Sendable {
    /// The algorithms credkit signs with: the two Cognito and most OpenID issuers use, and RSASSA-PSS
    /// (as some Keycloak realms sign), for testing an API's verifier against it.
    public enum Algorithm: String, Sendable, CaseIterable {
        /// RSASSA-PKCS1-v1_5 with SHA-256 (Cognito's).
        case rs256 = "RS256"
        /// ECDSA on P-256 with SHA-256.
        case es256 = "ES256"
        /// RSASSA-PSS with SHA-256, MGF1 with SHA-256 and a 32-byte salt (RFC 7518 §3.5).
        case ps256 = "PS256"
    }

    /// The algorithm the key signs with.
    public let algorithm: Algorithm
    /// `kid`: how a token names this key in its header and the JWKS finds it.
    public let keyID: String

    enum Material: Sendable {
        case rsa(_RSA.Signing.PrivateKey)
        case p256(P256.Signing.PrivateKey)
    }

    let material: Material

    /// The size of the RSA keys credkit makes (the least that ``JSONWebKey`` and verifiers accept).
    public static let rsaBits = 2048

    /// A new key.
    /// - Parameters:
    ///   - algorithm: RS256, ES256 or PS256.
    ///   - keyID: the `kid`; a random one (22 base64url characters) when `nil`.
    ///   - rsaBits: the modulus size of an RSA key: 2048, 3072 or 4096.
    /// - Throws: ``JWTError/Code/invalidSigningKey`` for another RSA size or a `kid` that is empty or
    ///   longer than 256 characters.
    public static func generate(_ algorithm: Algorithm, keyID: String? = nil, rsaBits: Int = rsaBits) throws(JWTError)
        -> JWTSigningKey
    {
        var generator = SystemRandomNumberGenerator()
        let kid = keyID ?? Base64URL.encode((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try checkKeyID(kid)
        switch algorithm {
        case .rs256, .ps256:
            guard [2048, 3072, 4096].contains(rsaBits) else {
                throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyRSASize, ["bits": String(rsaBits)])
            }
            do {
                return JWTSigningKey(
                    algorithm: algorithm, keyID: kid,
                    material: .rsa(try _RSA.Signing.PrivateKey(keySize: .init(bitCount: rsaBits))))
            } catch {
                throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "RSA"])
            }
        case .es256:
            return JWTSigningKey(algorithm: .es256, keyID: kid, material: .p256(P256.Signing.PrivateKey()))
        }
    }

    /// Reads a private JWK: `{"kty": "RSA", "n", "e", "d", "p", "q", …}` or `{"kty": "EC", "crv":
    /// "P-256", "x", "y", "d"}`, with its `kid` and, when present, `alg` (which must fit the key; an
    /// RSA key signs with RS256 unless its `alg` is PS256).
    /// - Parameter json: the key's JSON.
    /// - Throws: ``JWTError/Code/invalidSigningKey`` naming the member that is missing or wrong (never
    ///   its value).
    public init(jwk json: [UInt8]) throws(JWTError) {
        let parsed = try? json.withUnsafeBufferPointer { (buffer) throws(JSONValue.ParseError) in
            try JSONValue(parsing: buffer)
        }
        guard let object = parsed?.objectValue else {
            throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyNotObject)
        }
        func string(_ name: String) -> String? { object[name]?.stringValue }
        func bytes(_ name: String) throws(JWTError) -> [UInt8] {
            guard let text = string(name), let decoded = try? Base64URL.decode(text), !decoded.isEmpty else {
                throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": name])
            }
            return decoded
        }
        guard let kid = string("kid") else {
            throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "kid"])
        }
        try Self.checkKeyID(kid)
        keyID = kid
        switch string("kty") {
        case "RSA":
            algorithm = string("alg") == Algorithm.ps256.rawValue ? .ps256 : .rs256
            let key: _RSA.Signing.PrivateKey
            do {
                key = try _RSA.Signing.PrivateKey(
                    n: try bytes("n"), e: try bytes("e"), d: try bytes("d"), p: try bytes("p"), q: try bytes("q"))
            } catch let error as JWTError {
                throw error
            } catch {
                throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "n, e, d, p, q"])
            }
            guard key.keySizeInBits >= JSONWebKey.minimumRSABits else {
                throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyRSASize, ["bits": String(key.keySizeInBits)])
            }
            material = .rsa(key)
        case "EC":
            guard string("crv") == "P-256" else {
                throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "crv"])
            }
            algorithm = .es256
            do {
                material = .p256(try P256.Signing.PrivateKey(rawRepresentation: try bytes("d")))
            } catch let error as JWTError {
                throw error
            } catch {
                throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "d"])
            }
            // The public point written beside the private scalar must be its own.
            if case .p256(let key) = material {
                let point = Array(key.publicKey.rawRepresentation)
                guard try bytes("x") == Array(point.prefix(32)), try bytes("y") == Array(point.suffix(32)) else {
                    throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "x, y"])
                }
            }
        default:
            throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "kty"])
        }
        if let alg = string("alg"), alg != algorithm.rawValue {
            throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "alg"])
        }
    }

    init(algorithm: Algorithm, keyID: String, material: Material) {
        self.algorithm = algorithm
        self.keyID = keyID
        self.material = material
    }

    private static func checkKeyID(_ kid: String) throws(JWTError) {
        guard !kid.isEmpty, kid.count <= 256, kid.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        else {
            throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": "kid"])
        }
    }

    /// The public key as a JWK (`kty`, `kid`, `use: sig`, `alg`, and `n`/`e` or `crv`/`x`/`y`).
    public var publicJWK: JSONObject {
        var members: [JSONObject.Member] = []
        func add(_ key: String, _ value: String) { members.append(.init(key: key, value: .string(value))) }
        switch material {
        case .rsa(let key):
            add("kty", "RSA")
            add("kid", keyID)
            add("use", "sig")
            add("alg", algorithm.rawValue)
            let primitives = try? key.publicKey.getKeyPrimitives()
            add("n", Base64URL.encode(Array(primitives?.modulus ?? Data()).drop { $0 == 0 }))
            add("e", Base64URL.encode(Array(primitives?.publicExponent ?? Data()).drop { $0 == 0 }))
        case .p256(let key):
            let point = Array(key.publicKey.rawRepresentation)
            add("kty", "EC")
            add("kid", keyID)
            add("use", "sig")
            add("alg", algorithm.rawValue)
            add("crv", "P-256")
            add("x", Base64URL.encode(point.prefix(32)))
            add("y", Base64URL.encode(point.suffix(32)))
        }
        return JSONObject(members)
    }

    /// `{"keys": [the public JWK]}`: the JWKS an API under test fetches.
    public var jwks: String {
        JSONValue.object(JSONObject([.init(key: "keys", value: .array([.object(publicJWK)]))])).jsonText
    }

    /// The private key as a JWK: the public members and `d` (with `p`, `q`, `dp`, `dq`, `qi` for RSA).
    /// Keep it in a file only the owner can read.
    public var privateJWK: String {
        var members = publicJWK.members
        switch material {
        case .rsa(let key):
            // PKCS #1 RSAPrivateKey: version, n, e, d, p, q, dp, dq, qi.
            let integers = DERIntegers.sequence(Array(key.derRepresentation))
            for (index, name) in ["d", "p", "q", "dp", "dq", "qi"].enumerated() where integers.count == 9 {
                members.append(.init(key: name, value: .string(Base64URL.encode(integers[index + 3]))))
            }
        case .p256(let key):
            members.append(.init(key: "d", value: .string(Base64URL.encode(Array(key.rawRepresentation)))))
        }
        return JSONValue.object(JSONObject(members)).jsonText
    }

    /// Signs `claims` as a compact JWS whose header is `{"kid", "alg"}` (Cognito's order).
    /// - Parameter claims: the payload, in the order it is to be written.
    /// - Returns: `header.payload.signature`.
    /// - Throws: ``JWTError/Code/invalidSigningKey`` when the key cannot sign.
    public func sign(_ claims: JSONObject) throws(JWTError) -> String {
        let header = JSONObject([.init(key: "kid", value: .string(keyID)), .init(key: "alg", value: .string(algorithm.rawValue))])
        let input =
            Base64URL.encode(Array(JSONValue.object(header).jsonText.utf8)) + "."
            + Base64URL.encode(Array(JSONValue.object(claims).jsonText.utf8))
        let signature: [UInt8]
        do {
            switch material {
            case .rsa(let key):
                // PSS: MGF1 over SHA-256 and a salt as long as the digest, the parameters RFC 7518 §3.5 fixes.
                let padding: _RSA.Signing.Padding = algorithm == .ps256 ? .PSS : .insecurePKCS1v1_5
                signature = Array(
                    try key.signature(for: SHA256.hash(data: Array(input.utf8)), padding: padding).rawRepresentation)
            case .p256(let key):
                signature = Array(try key.signature(for: SHA256.hash(data: Array(input.utf8))).rawRepresentation)
            }
        } catch {
            throw JWTError(.invalidSigningKey, .jwtReasonSigningKeyMember, ["member": algorithm.rawValue])
        }
        return input + "." + Base64URL.encode(signature)
    }
}

/// The INTEGERs of a DER SEQUENCE (an RSAPrivateKey), each without its sign byte; empty for anything
/// else.
enum DERIntegers {
    static func sequence(_ der: [UInt8]) -> [[UInt8]] {
        var index = 0
        func length() -> Int? {
            guard index < der.count else { return nil }
            let first = der[index]
            index += 1
            guard first & 0x80 != 0 else { return Int(first) }
            let count = Int(first & 0x7F)
            guard count > 0, count <= 4, index + count <= der.count else { return nil }
            var value = 0
            for _ in 0..<count {
                value = value << 8 | Int(der[index])
                index += 1
            }
            return value
        }
        guard der.first == 0x30 else { return [] }
        index = 1
        guard let total = length(), index + total <= der.count else { return [] }
        var integers: [[UInt8]] = []
        while index < der.count {
            guard der[index] == 0x02 else { return [] }
            index += 1
            guard let size = length(), index + size <= der.count else { return [] }
            integers.append(Array(der[index..<index + size].drop { $0 == 0 }))
            index += size
        }
        return integers
    }
}
