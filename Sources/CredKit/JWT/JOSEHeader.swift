/// A token's JOSE header (RFC 7515 §4).
public struct JOSEHeader: Sendable, Hashable {
    /// `alg`, as written (it may name an algorithm credkit refuses).
    public var algorithmName: String
    /// `kid`: which key of the JWKS signed the token.
    public var keyID: String?
    /// `typ`, when present (Cognito omits it).
    public var type: String?
    /// Every member, in source order.
    public var raw: JSONObject

    /// The algorithm, when it is one credkit verifies.
    public var algorithm: JWTAlgorithm? { JWTAlgorithm(rawValue: algorithmName) }

    init(_ object: JSONObject) throws(JWTError) {
        guard case .string(let algorithm)? = object["alg"] else {
            throw JWTError(.malformed, .jwtReasonHeaderAlgorithm)
        }
        func string(_ name: String) throws(JWTError) -> String? {
            switch object[name] {
            case nil: return nil
            case .string(let value)?: return value
            default: throw JWTError(.malformed, .jwtReasonHeaderString, ["member": name])
            }
        }
        self.algorithmName = algorithm
        self.keyID = try string("kid")
        self.type = try string("typ")
        self.raw = object
    }
}
