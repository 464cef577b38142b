// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A JWKS (RFC 7517 §5): the public keys a token's `kid` is looked up in.
///
/// ```swift
/// let keys = try JSONWebKeySet(json: Array(jwksData))
/// let verified = try JWTVerifier(options).verify(token, keys: keys)
/// ```
public struct JSONWebKeySet: Sendable {
    /// The keys, in file order, usable or not.
    public let keys: [JSONWebKey]

    /// The longest JWKS document accepted, in bytes: far above real sets (a few KB), and a bound on
    /// what a hostile server can make a verifier parse.
    public static let maximumLength = 1 << 20

    /// Parses a JWKS document.
    /// - Parameter json: the document's UTF-8 bytes.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/jwksUnavailable`` when it is not a JWKS.
    public init(json: [UInt8]) throws(JWTError) {
        guard json.count <= Self.maximumLength else {
            throw JWTError(.jwksUnavailable, .jwtReasonJWKSTooLong, ["limit": String(Self.maximumLength)])
        }
        let value: JSONValue
        do {
            value = try json.withUnsafeBufferPointer { (bytes) throws(JSONValue.ParseError) in try JSONValue(parsing: bytes) }
        } catch {
            throw JWTError(.jwksUnavailable, .jwtReasonJWKSJSON, json: error)
        }
        guard case .object(let root) = value, case .array(let elements)? = root["keys"] else {
            throw JWTError(.jwksUnavailable, .jwtReasonJWKSShape)
        }
        var keys: [JSONWebKey] = []
        for element in elements {
            guard case .object(let object) = element else { throw JWTError(.jwksUnavailable, .jwtReasonJWKSShape) }
            keys.append(JSONWebKey(object))
        }
        self.keys = keys
    }

    /// Reads a JWKS file.
    /// - Parameter path: the file.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/jwksUnavailable`` naming the file and the reason.
    public init(contentsOfFile path: String) throws(JWTError) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: Self.maximumLength)
        } catch {
            var failure = JWTError(.jwksUnavailable, .jwtReasonJWKSFile, ["file": path])
            failure.localized["reason"] = error.reason
            throw failure
        }
        try self.init(json: bytes, file: path)
    }

    /// Parses a JWKS document read from `path` already; an error names the file as
    /// ``init(contentsOfFile:)``'s does.
    package init(json: [UInt8], file path: String) throws(JWTError) {
        do {
            try self.init(json: json)
        } catch {
            var error = error
            error.subject = path
            throw error
        }
    }

    /// Creates a set from keys.
    /// - Parameter keys: the keys.
    public init(keys: [JSONWebKey]) {
        self.keys = keys
    }

    /// The first key with `kid`.
    /// - Parameter keyID: the `kid` to look for.
    /// - Returns: the key, or `nil`.
    public func key(withID keyID: String) -> JSONWebKey? {
        keys.first { $0.keyID == keyID }
    }
}
