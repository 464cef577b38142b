// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension JWTClaims {
    /// Reads the payload object at the parser's position in one pass: numbers and flags of the
    /// typed claims are read, their strings located (see ``Slots``), every other member is checked
    /// and skipped.
    ///
    /// A typed claim of the wrong type is remembered in `typeError` (the first in source order) and
    /// reading goes on, so a syntax error later in the JSON is still the one reported.
    init(scanning parser: inout JSONParser, typeError: inout JWTError?) throws(JSONValue.ParseError) {
        var claims = JWTClaims()
        try parser.scanObject { (parser, key, _) throws(JSONValue.ParseError) in
            guard let claim = Claim(key) else { return try parser.skipValue() }
            let fits: Bool
            switch claim {
            case .issuer: fits = try parser.read(&claims.slots.issuer)
            case .subject: fits = try parser.read(&claims.slots.subject)
            case .audience: fits = try parser.read(&claims.slots.audience, allowsSingle: true)
            case .expiresAt: fits = try parser.read(&claims.expiresAt)
            case .notBefore: fits = try parser.read(&claims.notBefore)
            case .issuedAt: fits = try parser.read(&claims.issuedAt)
            case .jwtID: fits = try parser.read(&claims.slots.jwtID)
            case .tokenUse: fits = try parser.read(&claims.slots.tokenUse)
            case .clientID: fits = try parser.read(&claims.slots.clientID)
            case .cognitoUsername: fits = try parser.read(&claims.slots.cognitoUsername)
            case .username: fits = try parser.read(&claims.slots.username)
            case .groups: fits = try parser.read(&claims.slots.groups, allowsSingle: false)
            case .scope: fits = try parser.read(&claims.slots.scope)
            case .authTime: fits = try parser.read(&claims.authTime)
            case .email: fits = try parser.read(&claims.slots.email)
            case .emailVerified: fits = try parser.readVerifiedFlag(&claims.emailVerified)
            case .originJTI: fits = try parser.read(&claims.slots.originJTI)
            case .eventID: fits = try parser.read(&claims.slots.eventID)
            }
            if !fits && typeError == nil { typeError = JWTError(.malformed, claim.reason, ["claim": claim.name]) }
        }
        self = claims
    }

    /// The claims read into typed properties.
    private enum Claim {
        case issuer, subject, audience, expiresAt, notBefore, issuedAt, jwtID, tokenUse, clientID, cognitoUsername
        case username, groups, scope, authTime, email, emailVerified, originJTI, eventID

        init?(_ key: UnsafeBufferPointer<UInt8>) {
            switch key.count {
            case 3:
                if key.equals("iss") {
                    self = .issuer
                } else if key.equals("sub") {
                    self = .subject
                } else if key.equals("aud") {
                    self = .audience
                } else if key.equals("exp") {
                    self = .expiresAt
                } else if key.equals("nbf") {
                    self = .notBefore
                } else if key.equals("iat") {
                    self = .issuedAt
                } else if key.equals("jti") {
                    self = .jwtID
                } else {
                    return nil
                }
            case 5:
                if key.equals("scope") { self = .scope } else if key.equals("email") { self = .email } else { return nil }
            case 8:
                if key.equals("username") {
                    self = .username
                } else if key.equals("event_id") {
                    self = .eventID
                } else {
                    return nil
                }
            case 9:
                if key.equals("token_use") {
                    self = .tokenUse
                } else if key.equals("client_id") {
                    self = .clientID
                } else if key.equals("auth_time") {
                    self = .authTime
                } else {
                    return nil
                }
            case 10:
                guard key.equals("origin_jti") else { return nil }
                self = .originJTI
            case 14:
                if key.equals("cognito:groups") {
                    self = .groups
                } else if key.equals("email_verified") {
                    self = .emailVerified
                } else {
                    return nil
                }
            case 16:
                guard key.equals("cognito:username") else { return nil }
                self = .cognitoUsername
            default:
                return nil
            }
        }

        var name: String {
            switch self {
            case .issuer: "iss"
            case .subject: "sub"
            case .audience: "aud"
            case .expiresAt: "exp"
            case .notBefore: "nbf"
            case .issuedAt: "iat"
            case .jwtID: "jti"
            case .tokenUse: "token_use"
            case .clientID: "client_id"
            case .cognitoUsername: "cognito:username"
            case .username: "username"
            case .groups: "cognito:groups"
            case .scope: "scope"
            case .authTime: "auth_time"
            case .email: "email"
            case .emailVerified: "email_verified"
            case .originJTI: "origin_jti"
            case .eventID: "event_id"
            }
        }

        /// What a value of the wrong type is reported as.
        package var reason: JWTTextKey {
            switch self {
            case .audience: .jwtReasonClaimAudience
            case .groups: .jwtReasonClaimStrings
            case .expiresAt, .notBefore, .issuedAt, .authTime: .jwtReasonClaimNumber
            case .emailVerified: .jwtReasonClaimBool
            default: .jwtReasonClaimString
            }
        }
    }
}

/// Typed reads of a claim's value: each returns `false`, having moved past the value, when the
/// value has another type.
extension JSONParser {
    /// A string, kept as the place of its (checked) literal.
    fileprivate mutating func read(_ target: inout JWTClaims.Literal?) throws(JSONValue.ParseError) -> Bool {
        guard peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return false
        }
        let start = index
        let isEscaped = try skipString()
        target = JWTClaims.Literal(start: Int32(start), end: Int32(index), isEscaped: isEscaped)
        return true
    }

    /// A finite number; `1e999` and other overflowing literals do not fit.
    fileprivate mutating func read(_ target: inout Double?) throws(JSONValue.ParseError) -> Bool {
        guard let byte = peek(), byte == UInt8(ascii: "-") || isDigit(byte) else {
            try skipValue()
            return false
        }
        let number = try parseDouble()
        guard number.isFinite else { return false }
        target = number
        return true
    }

    /// An array of strings, or (when `allowsSingle`) one string, kept as the offset of the value.
    fileprivate mutating func read(_ target: inout Int32?, allowsSingle: Bool) throws(JSONValue.ParseError) -> Bool {
        let start = Int32(index)
        switch peek() {
        case UInt8(ascii: "\"") where allowsSingle:
            _ = try skipString()
            target = start
            return true
        case UInt8(ascii: "["):
            var fits = true
            try forEachElement { (parser) throws(JSONValue.ParseError) in
                if parser.peek() == UInt8(ascii: "\"") {
                    _ = try parser.skipString()
                } else {
                    fits = false; try parser.skipValue()
                }
            }
            if fits { target = start }
            return fits
        default:
            try skipValue()
            return false
        }
    }

    /// `email_verified`: a boolean, or the attribute's string form that some Cognito integrations
    /// (and older pools) send.
    fileprivate mutating func readVerifiedFlag(_ target: inout Bool?) throws(JSONValue.ParseError) -> Bool {
        let start = index
        switch peek() {
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            try skipValue()
            target = bytes[start] == UInt8(ascii: "t")
            return true
        case UInt8(ascii: "\""):
            let text = try parseString()
            guard text == "true" || text == "false" else { return false }
            target = text == "true"
            return true
        default:
            try skipValue()
            return false
        }
    }
}
