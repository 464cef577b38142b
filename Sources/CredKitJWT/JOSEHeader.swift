// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A token's JOSE header (RFC 7515 §4).
public struct JOSEHeader: Sendable, Hashable {
    /// `alg`, as written (it may name an algorithm credkit refuses).
    public var algorithmName: String
    /// `kid`: which key of the JWKS signed the token.
    public var keyID: String?
    /// `typ`, when present (Cognito omits it).
    public var type: String?
    /// The header's JSON, checked when the token was decoded.
    let json: ArraySlice<UInt8>

    /// Every member, in source order (built from the header's JSON on each use).
    public var raw: JSONObject { JSONObject(checkedJSON: json) }

    /// The algorithm, when it is one credkit verifies.
    public var algorithm: JWTAlgorithm? { JWTAlgorithm(rawValue: algorithmName) }
}

extension JOSEHeader {
    /// What one pass over the header's JSON found; the type errors wait until the JSON is known to
    /// be well formed, so a syntax error anywhere is reported first.
    struct Scan {
        var algorithmName: String?
        var keyID: String?
        var type: String?
        var isCritical = false
        private var algorithmIsString = true
        private var wrongTypeMember: String?

        /// Reads the header object at the parser's position.
        init(_ parser: inout JSONParser) throws(JSONValue.ParseError) {
            try parser.scanObject { (parser, key, _) throws(JSONValue.ParseError) in
                switch key.count {
                case 3 where key.equals("alg"):
                    if let text = try parser.parseStringIfPresent() { algorithmName = text } else { algorithmIsString = false }
                case 3 where key.equals("kid"):
                    if let text = try parser.parseStringIfPresent() { keyID = text } else { mismatch("kid") }
                case 3 where key.equals("typ"):
                    if let text = try parser.parseStringIfPresent() { type = text } else { mismatch("typ") }
                case 4 where key.equals("crit"):
                    isCritical = true
                    try parser.skipValue()
                default:
                    try parser.skipValue()
                }
            }
        }

        private mutating func mismatch(_ member: String) {
            if wrongTypeMember == nil || member == "kid" { wrongTypeMember = member }
        }

        /// The header, or the first problem with its members' types (`alg`, then `kid`, then `typ`).
        func header(json: ArraySlice<UInt8>) throws(JWTError) -> JOSEHeader {
            guard algorithmIsString, let algorithmName else { throw JWTError(.malformed, .jwtReasonHeaderAlgorithm) }
            if let wrongTypeMember { throw JWTError(.malformed, .jwtReasonHeaderString, ["member": wrongTypeMember]) }
            return JOSEHeader(algorithmName: algorithmName, keyID: keyID, type: type, json: json)
        }
    }
}
