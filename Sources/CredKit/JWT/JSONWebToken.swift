#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A decoded compact JWS (RFC 7515 §7.1): header, claims and signature, **not verified**.
///
/// Decoding only parses. Nothing here says who issued the token: use ``JWTVerifier`` before
/// trusting a claim.
///
/// ```swift
/// let token = try JSONWebToken(compact: idToken)
/// token.claims.cognitoUsername            // "jose"
/// token.status(at: Date())                // .active
/// ```
public struct JSONWebToken: Sendable, Hashable {
    /// The longest token accepted, in bytes. Cognito's tokens are 1–2 KB; 32 KiB leaves room for
    /// many groups and custom attributes while bounding the work hostile input can cause.
    public static let maximumLength = 32_768

    /// The JOSE header.
    public let header: JOSEHeader
    /// The claims.
    public let claims: JWTClaims
    /// The token as given; the signature is decoded from it on demand (decoding alone never needs it).
    private let compact: [UInt8]
    private let signatureOffset: Int

    /// The signature bytes.
    public var signature: [UInt8] {
        compact.withUnsafeBufferPointer { bytes in
            var output: [UInt8] = []
            try? Base64URL.decode(UnsafeBufferPointer(rebasing: bytes[signatureOffset...]), into: &output)
            return output
        }
    }

    /// `BASE64URL(header) "." BASE64URL(payload)`: the bytes the signature covers.
    var signingInput: ArraySlice<UInt8> { compact[..<(signatureOffset - 1)] }

    /// Decodes a compact token.
    /// - Parameter token: the token, without surrounding whitespace.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/malformed`` or ``JWTError/Code/encryptedToken``.
    public init(compact token: String) throws(JWTError) {
        var token = token
        // withUTF8 rethrows untyped errors, so the typed one is carried out in a Result.
        let result = token.withUTF8 { bytes in Result { () throws(JWTError) in try JSONWebToken(compact: bytes) } }
        self = try result.get()
    }

    /// Decodes a compact token given as UTF-8 bytes.
    /// - Parameter bytes: the token, without surrounding whitespace.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/malformed`` or ``JWTError/Code/encryptedToken``.
    public init(compact bytes: [UInt8]) throws(JWTError) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JWTError) in try JSONWebToken(compact: buffer, storing: bytes) }
        }
        self = try result.get()
    }

    /// Decodes a compact token given as UTF-8 bytes.
    /// - Parameter bytes: the token, without surrounding whitespace.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/malformed`` or ``JWTError/Code/encryptedToken``.
    public init(compact bytes: UnsafeBufferPointer<UInt8>) throws(JWTError) {
        try self.init(compact: bytes, storing: nil)
    }

    /// Decodes `bytes`; `array`, when given, holds the same bytes and is kept instead of a copy.
    private init(compact bytes: UnsafeBufferPointer<UInt8>, storing array: [UInt8]?) throws(JWTError) {
        if bytes.isEmpty { throw JWTError(.malformed, .jwtReasonEmpty) }
        if bytes.count > Self.maximumLength {
            throw JWTError(.malformed, .jwtReasonTooLong, ["length": String(bytes.count), "limit": String(Self.maximumLength)])
        }
        // The first two dots, and how many there are (up to five: enough to tell a JWE).
        var dots = (0, 0)
        var dotCount = 0
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: ".") {
            if dotCount == 0 { dots.0 = index } else if dotCount == 1 { dots.1 = index }
            dotCount += 1
            if dotCount > 4 { break }
        }
        if dotCount == 4 { throw JWTError(.encryptedToken) }
        guard dotCount == 2 else {
            throw JWTError(.malformed, .jwtReasonSegments, ["count": dotCount > 4 ? "> 5" : String(dotCount + 1)])
        }
        let headerText = UnsafeBufferPointer(rebasing: bytes[..<dots.0])
        let payloadText = UnsafeBufferPointer(rebasing: bytes[(dots.0 + 1)..<dots.1])
        let signatureText = UnsafeBufferPointer(rebasing: bytes[(dots.1 + 1)...])

        var scratch: [UInt8] = []
        scratch.reserveCapacity(bytes.count * 3 / 4)
        let header = try Self.decodeObject(headerText, offset: 0, into: &scratch, isHeader: true)
        let payload = try Self.decodeObject(payloadText, offset: dots.0 + 1, into: &scratch, isHeader: false)
        if let error = Base64URL.firstError(in: signatureText) {
            throw JWTError(.malformed, .jwtReasonSignatureBase64, ["position": String(dots.1 + 2 + error.offset)])
        }
        if header["crit"] != nil { throw JWTError(.malformed, .jwtReasonCritical) }

        self.header = try JOSEHeader(header)
        self.claims = try JWTClaims(payload)
        self.compact = array ?? Array(bytes)
        self.signatureOffset = dots.1 + 1
    }

    private static func decodeObject(
        _ text: UnsafeBufferPointer<UInt8>, offset: Int, into scratch: inout [UInt8], isHeader: Bool
    ) throws(JWTError) -> JSONObject {
        scratch.removeAll(keepingCapacity: true)
        do {
            try Base64URL.decode(text, into: &scratch)
        } catch {
            throw JWTError(
                .malformed, isHeader ? .jwtReasonHeaderBase64 : .jwtReasonPayloadBase64,
                ["position": String(offset + error.offset + 1)])
        }
        let value: JSONValue
        do {
            value = try scratch.withUnsafeBufferPointer { (json) throws(JSONValue.ParseError) in try JSONValue(parsing: json) }
        } catch {
            throw JWTError(.malformed, isHeader ? .jwtReasonHeaderJSON : .jwtReasonPayloadJSON, json: error)
        }
        guard case .object(let object) = value else {
            throw JWTError(.malformed, isHeader ? .jwtReasonHeaderNotObject : .jwtReasonPayloadNotObject)
        }
        return object
    }

    /// Where the token stands in time.
    /// - Parameters:
    ///   - date: the moment to judge at.
    ///   - leeway: seconds of clock skew forgiven on both `exp` and `nbf`.
    /// - Returns: ``JWTStatus/notYetValid`` when `nbf` is more than `leeway` ahead, ``JWTStatus/expired``
    ///   when `date` is at or past `exp + leeway` (RFC 7519: the time must be *before* `exp`),
    ///   ``JWTStatus/noExpiry`` without `exp`, else ``JWTStatus/active``.
    public func status(at date: Date, leeway: Double = 0) -> JWTStatus {
        let now = date.timeIntervalSince1970
        if let notBefore = claims.notBefore, notBefore > now + leeway { return .notYetValid }
        guard let expiresAt = claims.expiresAt else { return .noExpiry }
        return now >= expiresAt + leeway ? .expired : .active
    }
}
