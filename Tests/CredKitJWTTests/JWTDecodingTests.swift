// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitJWT
@testable import CredKitPolicy

/// A token around `payload` (any bytes), with a fixed header and a dummy signature.
private func token(payload: some Collection<UInt8>, header: String = #"{"alg":"RS256","kid":"k"}"#) -> String {
    Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(payload) + ".c2ln"
}

private func token(_ payload: String, header: String = #"{"alg":"RS256","kid":"k"}"#) -> String {
    token(payload: Array(payload.utf8), header: header)
}

private func decodeError(_ compact: String) -> JWTError? {
    do {
        _ = try JSONWebToken(compact: compact)
        return nil
    } catch {
        return error
    }
}

/// What the typed claims must be, worked out from the tree the building parser makes: the
/// reference the one-pass reader is checked against.
private struct WrongType: Error {
    var claim: String
}

private struct ReferenceClaims: Equatable {
    var strings: [String: String] = [:]
    var numbers: [String: Double] = [:]
    var lists: [String: [String]] = [:]
    var verified: Bool?

    static let stringClaims = [
        "iss", "sub", "jti", "token_use", "client_id", "cognito:username", "username", "email", "origin_jti", "event_id",
    ]
    static let numberClaims = ["exp", "nbf", "iat", "auth_time"]

    /// The claims, or the first claim (in source order) whose type is wrong.
    static func read(_ object: JSONObject) -> Result<ReferenceClaims, WrongType> {
        var claims = ReferenceClaims()
        for member in object {
            let name = member.key, value = member.value
            if stringClaims.contains(name) || name == "scope" {
                guard case .string(let text) = value else { return .failure(WrongType(claim: name)) }
                if name == "scope" {
                    claims.lists[name] = text.utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
                } else {
                    claims.strings[name] = text
                }
            } else if numberClaims.contains(name) {
                guard case .number(let text) = value, let number = Double(text), number.isFinite else {
                    return .failure(WrongType(claim: name))
                }
                claims.numbers[name] = number
            } else if name == "aud" || name == "cognito:groups" {
                switch value {
                case .string(let text) where name == "aud": claims.lists[name] = [text]
                case .array(let elements):
                    let texts = elements.compactMap(\.stringValue)
                    guard texts.count == elements.count else { return .failure(WrongType(claim: name)) }
                    claims.lists[name] = texts
                default: return .failure(WrongType(claim: name))
                }
            } else if name == "email_verified" {
                switch value {
                case .bool(let flag): claims.verified = flag
                case .string("true"): claims.verified = true
                case .string("false"): claims.verified = false
                default: return .failure(WrongType(claim: name))
                }
            }
        }
        return .success(claims)
    }

    init() {}

    init(_ claims: JWTClaims) {
        let strings: [(String, String?)] = [
            ("iss", claims.issuer), ("sub", claims.subject), ("jti", claims.jwtID), ("token_use", claims.tokenUse),
            ("client_id", claims.clientID), ("cognito:username", claims.cognitoUsername), ("username", claims.username),
            ("email", claims.email), ("origin_jti", claims.originJTI), ("event_id", claims.eventID),
        ]
        for case (let name, let value?) in strings { self.strings[name] = value }
        let numbers: [(String, Double?)] = [
            ("exp", claims.expiresAt), ("nbf", claims.notBefore), ("iat", claims.issuedAt), ("auth_time", claims.authTime),
        ]
        for case (let name, let value?) in numbers { self.numbers[name] = value }
        let lists: [(String, [String]?)] = [
            ("aud", claims.audience), ("cognito:groups", claims.groups), ("scope", claims.scopes),
        ]
        for case (let name, let value?) in lists { self.lists[name] = value }
        verified = claims.emailVerified
    }
}

/// What `appendJSON(to:)` writes for a token's payload.
private func compactJSON(_ token: JSONWebToken) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-compact-\(UUID().uuidString)")
    #expect(FileManager.default.createFile(atPath: path.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: path) }
    let handle = try! FileHandle(forWritingTo: path)
    let output = OutputBuffer(descriptor: handle.fileDescriptor)
    token.claims.appendJSON(to: output)
    try! output.flush()
    try! handle.close()
    return String(decoding: try! Data(contentsOf: path), as: UTF8.self)
}

@Suite("JWT decoding: the one-pass reader")
struct JWTDecodingTests {
    /// A Cognito-shaped payload with every typed claim, to mutate.
    static let seed = #"""
        {"sub":"a1b2c3d4-5678","email_verified":true,"iss":"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_A","cognito:username":"jos\u00e9","aud":["c1","c2"],"event_id":"e","token_use":"id","auth_time":1799999940,"exp":1.8e9,"iat":-0,"jti":"j","email":"j@x.es","cognito:groups":["admins","dev"],"scope":"openid  email","x":{"a":[1,{"b":null}],"c":"\ud83d\ude00"},"origin_jti":"o","client_id":"c","username":"u","nbf":12345678901234567890}
        """#

    /// Every typed claim, and values of every type for them.
    static let claimNames =
        ReferenceClaims.stringClaims + ReferenceClaims.numberClaims + [
            "aud", "cognito:groups", "scope", "email_verified", "x", "cognito:roles",
        ]
    static let values = [
        #""s""#, #""a b  c""#, #""true""#, #""\u00e9\n""#, "1", "-2.5e3", "1e999", "0.1", "true", "false", "null", "[]",
        #"["a","b"]"#,
        #"["a",1]"#, "{}", #"{"k":[{}]}"#,
    ]

    @Test(
        "On 20,000 generated and mutated payloads the reader accepts and rejects exactly as the tree-building parser, with the same error and claims"
    )
    func agreesWithTreeParser() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet = Array(#"{}[]":,\ u0aeE+-.1tfn/"#.utf8) + [0x00, 0x1F, 0xC3, 0xA9, 0xFF]
        var accepted = 0, typeErrors = 0, syntaxErrors = 0
        for round in 0..<20_000 {
            var payload: [UInt8]
            if round % 4 == 0 {
                payload = Array(Self.seed.utf8)
            } else {
                // A random set of claims, each with a value of a random type.
                let names = Self.claimNames.shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random))
                let members = names.map { "\"\($0)\":" + Self.values.randomElement(using: &random)! }
                payload = Array(("{" + members.joined(separator: ",") + "}").utf8)
            }
            for _ in 0..<Int.random(in: round % 4 == 0 ? 1...3 : 0...1, using: &random) where !payload.isEmpty {
                let position = Int.random(in: 0..<payload.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: payload.remove(at: position)
                case 1: payload.insert(alphabet.randomElement(using: &random)!, at: position)
                default: payload[position] = alphabet.randomElement(using: &random)!
                }
            }
            let compact = token(payload: payload)
            let tree = payload.withUnsafeBufferPointer { bytes in
                Result { () throws(JSONValue.ParseError) in try JSONValue(parsing: bytes) }
            }
            switch tree {
            case .failure(let expected):
                syntaxErrors += 1
                let error = decodeError(compact)
                #expect(
                    error?.jsonError == expected && error?.reason == .jwtReasonPayloadJSON,
                    "\(String(decoding: payload, as: UTF8.self))")
            case .success(let value):
                guard let object = value.objectValue else {
                    #expect(decodeError(compact)?.reason == .jwtReasonPayloadNotObject)
                    continue
                }
                switch ReferenceClaims.read(object) {
                case .failure(let claim):
                    typeErrors += 1
                    let error = decodeError(compact)
                    #expect(
                        error?.code == .malformed && error?.arguments["claim"] == claim.claim,
                        "\(String(decoding: payload, as: UTF8.self))")
                case .success(let expected):
                    accepted += 1
                    let decoded = try? JSONWebToken(compact: compact)
                    #expect(decoded.map { ReferenceClaims($0.claims) } == expected, "\(String(decoding: payload, as: UTF8.self))")
                    #expect(decoded?.claims.raw == object)
                    // The tree-free writer gives exactly the tree's serialisation.
                    #expect(
                        decoded.map(compactJSON) == JSONValue.object(object).jsonText,
                        "\(String(decoding: payload, as: UTF8.self))")
                }
            }
        }
        // Every outcome is exercised, not just one.
        #expect(accepted > 2_000 && typeErrors > 500 && syntaxErrors > 2_000, "\(accepted) \(typeErrors) \(syntaxErrors)")
    }

    @Test("Member names are compared as bytes after unescaping, inline up to 16 and in a set beyond")
    func duplicateNames() {
        // "é" precomposed and decomposed are canonically equivalent strings but different names.
        #expect(decodeError(token("{\"\u{E9}\":1,\"e\u{301}\":2}")) == nil)
        let escaped = decodeError(token(#"{"sub":"a","s\u0075b":"b"}"#))
        #expect(
            escaped?.message(in: .english)
                == #"the token is not a well-formed JWT: the payload is not JSON (byte 12: duplicate member "sub")"#)
        let many = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(decodeError(token("{" + many + "}")) == nil)
        #expect(decodeError(token("{" + many + #","k\u0033":0}"#))?.jsonError?.offset == many.utf8.count + 2)
        #expect(decodeError(token("{" + many + #","k39":0}"#))?.jsonError?.reason == .jsonDuplicateMember)
        let escapedMany = (0..<20).map { #""\u006b\#($0)":0"# }.joined(separator: ",")
        #expect(decodeError(token("{" + escapedMany + "}")) == nil)
        #expect(decodeError(token("{" + escapedMany + #","k7":0}"#))?.jsonError?.reason == .jsonDuplicateMember)
        // Nested objects are checked too, each on its own.
        #expect(decodeError(token(#"{"a":{"x":1,"y":{"x":2}},"b":{"x":3}}"#)) == nil)
        #expect(decodeError(token(#"{"a":{"x":1,"x":2}}"#))?.jsonError?.reason == .jsonDuplicateMember)
    }

    @Test("Time claims: integers exact, fractions and exponents through the standard conversion, overflow refused")
    func numbers() throws {
        func exp(_ literal: String) -> Double? { try? JSONWebToken(compact: token("{\"exp\":\(literal)}")).claims.expiresAt }
        #expect(exp("1800000000") == 1_800_000_000)
        #expect(exp("999999999999999") == 999_999_999_999_999)
        #expect(exp("12345678901234567") == 12_345_678_901_234_568)
        #expect(exp("-5") == -5)
        #expect(exp("1800000000.5") == 1_800_000_000.5)
        #expect(exp("18e8") == 1_800_000_000)
        #expect(exp("-0")?.sign == .minus)
        #expect(exp("1e999") == nil)
        #expect(
            decodeError(token(#"{"exp":1e999}"#))?.message(in: .english)
                == #"the token is not a well-formed JWT: claim "exp" must be a number"#)
        #expect(decodeError(token(#"{"exp":"1800000000"}"#))?.message(in: .spanish).contains(#""exp""#) == true)
    }

    @Test("Problems come in reading order: header syntax, payload syntax, signature, crit, header types, claim types")
    func errorOrder() {
        let badType = #"{"exp":"soon","sub":1}"#
        #expect(decodeError(token(badType))?.arguments["claim"] == "exp")
        // A syntax error after a wrongly typed claim is still the one reported.
        #expect(decodeError(token(#"{"exp":"soon","sub":}"#))?.reason == .jwtReasonPayloadJSON)
        #expect(decodeError(token(badType, header: #"{"alg":1,"kid":2}"#))?.reason == .jwtReasonHeaderAlgorithm)
        #expect(decodeError(token(badType, header: #"{"typ":1,"kid":2,"alg":"RS256"}"#))?.arguments["member"] == "kid")
        #expect(decodeError(token(badType, header: #"{"alg":"RS256","crit":["exp"],"kid":2}"#))?.reason == .jwtReasonCritical)
        #expect(decodeError(token(badType, header: #"{"alg":"RS256","kid":"k"#))?.reason == .jwtReasonHeaderJSON)
        #expect(decodeError(token(badType, header: #"["alg"]"#))?.reason == .jwtReasonHeaderNotObject)
        #expect(decodeError(token(#"[1,2]"#))?.reason == .jwtReasonPayloadNotObject)
        #expect(decodeError(token(#"[1,2"#))?.reason == .jwtReasonPayloadJSON)
        #expect(decodeError(String(token(badType).dropLast()) + "=")?.reason == .jwtReasonSignatureBase64)
    }

    @Test("Header and claims keep their JSON: raw members in source order, the same after a copy")
    func raw() throws {
        let decoded = try JSONWebToken(
            compact: token(#"{"scope":"a b","z":[true,null],"exp":1.50}"#, header: #"{"kid":"k","alg":"ES256","x":{}}"#))
        #expect(decoded.header.raw.members.map(\.key) == ["kid", "alg", "x"])
        #expect(decoded.header.algorithm == .es256 && decoded.header.keyID == "k" && decoded.header.type == nil)
        #expect(decoded.claims.raw.members.map(\.key) == ["scope", "z", "exp"])
        #expect(decoded.claims.raw["exp"] == .number("1.50"))
        #expect(decoded.claims.scopes == ["a", "b"])
        let copy = decoded
        #expect(copy == decoded && copy.claims.raw == decoded.claims.raw)
    }

    @Test("Issuer, token use and client are compared as bytes, escapes resolved: exact matches only")
    func claimChecksCompareBytes() throws {
        // The payloads have no exp: these checks are about the other claims.
        let verifier = JWTVerifier(
            .init(
                issuers: ["other", "https://i\u{E9}"], clientIDs: ["zz", "c\"1"], tokenUse: .id, allowsMissingExpiration: true))
        func check(_ payload: String) -> JWTError.Code? {
            let decoded = try? JSONWebToken(compact: token(payload))
            do throws(JWTError) {
                try verifier.verifyClaims(decoded!)
                return nil
            } catch {
                return error.code
            }
        }
        // Escaped forms of the accepted values match; near misses (prefix, longer, other case) do not.
        #expect(check(#"{"iss":"https://i\u00e9","token_use":"\u0069d","aud":["x","c\"\u0031"]}"#) == nil)
        #expect(check(#"{"iss":"https://i\u00e9","token_use":"id","aud":"c\"1"}"#) == nil)
        #expect(check(#"{"iss":"https://i","token_use":"id","aud":"zz"}"#) == .issuerMismatch)
        #expect(check(#"{"iss":"https://i\u00e9x","token_use":"id","aud":"zz"}"#) == .issuerMismatch)
        #expect(check(#"{"iss":"other","token_use":"ID","aud":"zz"}"#) == .tokenUseMismatch)
        #expect(check(#"{"iss":"other","token_use":"access","client_id":"zz"}"#) == .tokenUseMismatch)
        #expect(check(#"{"iss":"other","token_use":"id","aud":["z","zzz",""]}"#) == .clientIDMismatch)
        #expect(check(#"{"iss":"other","token_use":"id","aud":[]}"#) == .clientIDMismatch)
        #expect(check(#"{"iss":"other","token_use":"id"}"#) == .clientIDMismatch)
        // The messages still name what was found, unescaped.
        let decoded = try JSONWebToken(compact: token(#"{"iss":"a\u0062c","token_use":"id","aud":"zz"}"#))
        #expect(throws: JWTError.self) { try verifier.verifyClaims(decoded) }
        do throws(JWTError) {
            try verifier.verifyClaims(decoded)
        } catch {
            #expect(error.arguments["found"] == #""abc""#)
        }
        let access = try JSONWebToken(compact: token(#"{"token_use":"access","client_id":"c\"1"}"#))
        #expect(throws: Never.self) {
            try JWTVerifier(.init(issuers: nil, clientIDs: ["c\"1"], tokenUse: nil, allowsMissingExpiration: true))
                .verifyClaims(access)
        }
    }

    @Test("ISO 8601 times by arithmetic: Foundation's formatter from 1582 on, the proleptic Gregorian calendar before")
    func iso8601() {
        // Foundation's Gregorian calendar turns Julian before 15 October 1582; ISO 8601 does not.
        let gregorianStart: Int64 = -12_219_292_800
        var random = SplitMix64(seed: 0x150)
        var times: [Double] = [
            Double(gregorianStart), 253_402_300_799, 0, -1, -86_400, 951_782_400, 4_107_542_399.5, 1_800_000_000.999,
        ]
        for _ in 0..<20_000 {
            times.append(
                Double(Int64(random.next() % UInt64(253_402_300_800 - gregorianStart)) + gregorianStart) + Double(
                    random.next() % 1000) / 1000)
        }
        for time in times {
            #expect(JWTClaims.iso8601(time) == Date(timeIntervalSince1970: time.rounded(.down)).formatted(.iso8601), "\(time)")
        }
        #expect(JWTClaims.iso8601(-62_135_596_800) == "0001-01-01T00:00:00Z")
        #expect(JWTClaims.iso8601(-12_219_292_801) == "1582-10-14T23:59:59Z")
        #expect(JWTClaims.iso8601(-62_135_596_801) == nil && JWTClaims.iso8601(253_402_300_800) == nil)
        #expect(JWTClaims.iso8601(1_800_000_000) == "2027-01-15T08:00:00Z")
    }

    @Test("Dots are found eight bytes at a time at every alignment; segment counts are exact")
    func segments() {
        let body = Base64URL.encode(Array(#"{"sub":"x"}"#.utf8))
        for padding in 0..<9 {
            let header = Base64URL.encode(
                Array(("{\"alg\":\"RS256\",\"p\":\"" + String(repeating: "p", count: padding) + "\"}").utf8))
            #expect(decodeError(header + "." + body + ".c2ln") == nil)
            #expect(decodeError(header + "." + body)?.arguments["count"] == "2")
            #expect(decodeError(header + "." + body + ".c2ln.x")?.arguments["count"] == "4")
            #expect(decodeError(header + "." + body + ".a.b.c")?.code == .encryptedToken)
            #expect(decodeError(header + "." + body + ".a.b.c.d")?.arguments["count"] == "> 5")
        }
    }
}
