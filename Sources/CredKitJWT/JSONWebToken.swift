// SPDX-License-Identifier: Apache-2.0
import CredKitCore

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
    /// How a token's segments may end: RFC 7515 forbids base64 padding; an Application Load
    /// Balancer's `x-amzn-oidc-data` token pads each segment with `=` and signs the padded text.
    public enum SegmentPadding: Sendable, Hashable {
        /// No `=` (RFC 7515 §2): every token but an ALB's.
        case forbidden
        /// Up to two `=` closing each segment, as an ALB writes them (signed as written).
        case allowed
    }

    /// The token as given; the signature is decoded from it on demand (decoding alone never needs it).
    private let compact: [UInt8]
    private let signatureOffset: Int
    /// Where the signature's text ends (before any padding).
    private let signatureEnd: Int
    /// Whether any segment was padded (an ALB token).
    public let isPadded: Bool

    /// The signature bytes.
    public var signature: [UInt8] { Array(signatureData) }

    /// The signature, decoded straight into the `Data` that swift-crypto's signature types keep
    /// (one allocation, no copy). The text was checked when the token was decoded.
    var signatureData: Data {
        compact.withUnsafeBufferPointer { bytes in
            let text = UnsafeBufferPointer(rebasing: bytes[signatureOffset..<signatureEnd])
            var data = Data(count: Base64URL.decodedCount(text.count))
            _ = data.withUnsafeMutableBytes { Base64URL.decode(text, into: $0.bindMemory(to: UInt8.self)) }
            return data
        }
    }

    /// `BASE64URL(header) "." BASE64URL(payload)`: the bytes the signature covers (padding included,
    /// for an ALB token).
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

    /// Decodes a compact token given as UTF-8 bytes whose segments may be padded.
    /// - Parameters:
    ///   - bytes: the token, without surrounding whitespace.
    ///   - padding: whether segments may end in `=` (``SegmentPadding/allowed`` for ALB tokens only).
    /// - Throws: ``JWTError`` with code ``JWTError/Code/malformed`` or ``JWTError/Code/encryptedToken``.
    public init(compact bytes: UnsafeBufferPointer<UInt8>, padding: SegmentPadding) throws(JWTError) {
        try self.init(compact: bytes, storing: nil, padding: padding)
    }

    /// Decodes a compact token whose segments may be padded (an ALB's `x-amzn-oidc-data`).
    /// - Parameters:
    ///   - token: the token, without surrounding whitespace.
    ///   - padding: whether segments may end in `=`.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/malformed`` or ``JWTError/Code/encryptedToken``.
    public init(compact token: String, padding: SegmentPadding) throws(JWTError) {
        var token = token
        let result = token.withUTF8 { bytes in
            Result { () throws(JWTError) in try JSONWebToken(compact: bytes, storing: nil, padding: padding) }
        }
        self = try result.get()
    }

    /// Decodes `bytes`; `array`, when given, holds the same bytes and is kept instead of a copy.
    private init(
        compact bytes: UnsafeBufferPointer<UInt8>, storing array: [UInt8]?, padding: SegmentPadding = .forbidden
    ) throws(JWTError) {
        if bytes.isEmpty { throw JWTError(.malformed, .jwtReasonEmpty) }
        if bytes.count > Self.maximumLength {
            throw JWTError(.malformed, .jwtReasonTooLong, ["length": String(bytes.count), "limit": String(Self.maximumLength)])
        }
        let (dots, dotCount) = Self.dots(in: bytes)
        if dotCount == 4 { throw JWTError(.encryptedToken) }
        guard dotCount == 2 else {
            throw JWTError(.malformed, .jwtReasonSegments, ["count": dotCount > 4 ? "> 5" : String(dotCount + 1)])
        }
        var ends = (dots.0, dots.1, bytes.count)
        if padding == .allowed {
            ends = (
                try Self.unpaddedEnd(bytes, start: 0, end: dots.0), try Self.unpaddedEnd(bytes, start: dots.0 + 1, end: dots.1),
                try Self.unpaddedEnd(bytes, start: dots.1 + 1, end: bytes.count)
            )
        }
        let headerText = UnsafeBufferPointer(rebasing: bytes[..<ends.0])
        let payloadText = UnsafeBufferPointer(rebasing: bytes[(dots.0 + 1)..<ends.1])
        let signatureText = UnsafeBufferPointer(rebasing: bytes[(dots.1 + 1)..<ends.2])

        // Header and payload are decoded into one array that the two keep (for `raw`), and read in
        // one pass each without building a JSON tree. Problems are reported in the order a reader
        // would meet them: header, payload, signature, then the meaning of what was read.
        var json: [UInt8] = []
        json.reserveCapacity((dots.1 + 1) * 3 / 4)
        var header: JOSEHeader.Scan?
        try Self.decode(headerText, offset: 0, into: &json, isHeader: true) { (parser) throws(JSONValue.ParseError) in
            header = try JOSEHeader.Scan(&parser)
        }
        let headerEnd = json.count
        var claims = JWTClaims()
        var claimError: JWTError?
        try Self.decode(payloadText, offset: dots.0 + 1, into: &json, isHeader: false) { (parser) throws(JSONValue.ParseError) in
            claims = try JWTClaims(scanning: &parser, typeError: &claimError)
        }
        if let error = Base64URL.firstError(in: signatureText) {
            throw JWTError(.malformed, .jwtReasonSignatureBase64, ["position": String(dots.1 + 2 + error.offset)])
        }
        guard let header else { throw JWTError(.malformed, .jwtReasonHeaderNotObject) }
        if header.isCritical { throw JWTError(.malformed, .jwtReasonCritical) }
        self.header = try header.header(json: json[..<headerEnd])
        if let claimError { throw claimError }
        claims.json = json[headerEnd...]
        self.claims = claims
        self.compact = array ?? Array(bytes)
        self.signatureOffset = dots.1 + 1
        self.signatureEnd = ends.2
        self.isPadded = ends != (dots.0, dots.1, bytes.count)
    }

    /// Where a padded segment's text ends: before one or two closing `=` that make its length a
    /// multiple of four (base64's rule); any other `=` is left for the decoder to refuse.
    private static func unpaddedEnd(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws(JWTError) -> Int {
        var stop = end
        while stop > start, end - stop < 2, bytes[stop - 1] == UInt8(ascii: "=") { stop -= 1 }
        if stop != end && (end - start) % 4 != 0 {
            throw JWTError(.malformed, .jwtReasonPadding, ["position": String(stop + 1)])
        }
        return stop
    }

    /// The offsets of the first two dots, and how many dots there are (counting stops at five,
    /// enough to tell a JWE). Eight bytes at a time: most of a token has no dot.
    private static func dots(in bytes: UnsafeBufferPointer<UInt8>) -> ((Int, Int), Int) {
        var dots = (0, 0)
        var count = 0
        var index = 0
        func found(_ offset: Int) -> Bool {
            if count == 0 { dots.0 = offset } else if count == 1 { dots.1 = offset }
            count += 1
            return count > 4
        }
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                // A zero byte in `word ^ "........"` marks a dot (the classic has-zero-byte test).
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x2E2E_2E2E_2E2E_2E2E
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
                    for offset in index..<index + 8 where bytes[offset] == UInt8(ascii: ".") {
                        if found(offset) { return (dots, count) }
                    }
                }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "."), found(index) { return (dots, count) }
            index += 1
        }
        return (dots, count)
    }

    /// Decodes one base64url segment onto the end of `json` and reads it with `read`, which gets
    /// the parser at the start of an object.
    private static func decode(
        _ text: UnsafeBufferPointer<UInt8>, offset: Int, into json: inout [UInt8], isHeader: Bool,
        read: (inout JSONParser) throws(JSONValue.ParseError) -> Void
    ) throws(JWTError) {
        let start = json.count
        do {
            try Base64URL.decode(text, into: &json)
        } catch {
            throw JWTError(
                .malformed, isHeader ? .jwtReasonHeaderBase64 : .jwtReasonPayloadBase64,
                ["position": String(offset + error.offset + 1)])
        }
        var isObject = true
        do {
            try json.withUnsafeBufferPointer { (all) throws(JSONValue.ParseError) in
                var parser = JSONParser(bytes: UnsafeBufferPointer(rebasing: all[start...]))
                try parser.beginDocument()
                if parser.peek() == UInt8(ascii: "{") {
                    try read(&parser)
                } else {
                    // Still parsed, so a syntax error is reported as one.
                    _ = try parser.parseValue()
                    isObject = false
                }
                try parser.endDocument()
            }
        } catch {
            throw JWTError(.malformed, isHeader ? .jwtReasonHeaderJSON : .jwtReasonPayloadJSON, json: error)
        }
        guard isObject else {
            throw JWTError(.malformed, isHeader ? .jwtReasonHeaderNotObject : .jwtReasonPayloadNotObject)
        }
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
