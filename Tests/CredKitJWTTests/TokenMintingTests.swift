// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CredKitJWT

/// Test tokens: keys made and read back as JWKs, Cognito-shaped ID and access tokens, verified by
/// credkit's verifier and by PyJWT (the library most Python APIs verify Cognito tokens with).
@Suite("Minting Cognito-shaped test tokens: keys, claims in Cognito's order, verified by credkit and PyJWT")
struct TokenMintingTests {
    static let pool = "eu-west-1_AbC123xyZ"
    static let client = "3n4b5urk1ft4fl3mg5e62d9ado"
    static let moment = Date(timeIntervalSince1970: 1_790_000_000)

    static func request(_ use: JWTVerifier.TokenUse) -> CognitoTokenMinter.Request {
        var request = CognitoTokenMinter.Request(
            issuer: CognitoTokenMinter.issuer(userPoolID: pool), tokenUse: use,
            subject: "0a1b2c3d-1111-2222-3333-444455556666", clientID: client, issuedAt: moment, now: moment)
        request.username = "jose"
        request.groups = ["admins", "staff"]
        if use == .id {
            request.claims = [
                .init(key: "email_verified", value: .bool(true)), .init(key: "email", value: .string("jose@example.com")),
                .init(key: "custom:team", value: .string("payments")),
            ]
        } else {
            request.scopes = ["orders/read", "orders/write"]
        }
        return request
    }

    static func payload(_ token: String) throws -> JSONObject {
        let part = try #require(token.split(separator: ".").dropFirst().first)
        let bytes = try Base64URL.decode(String(part))
        return try #require(try bytes.withUnsafeBufferPointer { try JSONValue(parsing: $0) }.objectValue)
    }

    @Test("Every claim in Cognito's order and types, the header {kid, alg}", arguments: JWTSigningKey.Algorithm.allCases)
    func shape(_ algorithm: JWTSigningKey.Algorithm) throws {
        let key = try JWTSigningKey.generate(algorithm, keyID: "test-key-1")
        let id = try CognitoTokenMinter.mint(Self.request(.id), key: key)
        let header = try Base64URL.decode(String(id.split(separator: ".")[0]))
        #expect(String(decoding: header, as: UTF8.self) == "{\"kid\":\"test-key-1\",\"alg\":\"\(algorithm.rawValue)\"}")
        let idClaims = try Self.payload(id)
        #expect(
            idClaims.members.map(\.key) == [
                "sub", "cognito:groups", "email_verified", "email", "custom:team", "iss", "cognito:username", "origin_jti",
                "aud", "event_id", "token_use", "auth_time", "exp", "iat", "jti",
            ])
        #expect(idClaims["iss"] == .string("https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyZ"))
        #expect(idClaims["exp"] == .number("1790003600") && idClaims["iat"] == .number("1790000000"))
        #expect(idClaims["email_verified"] == .bool(true))
        let access = try Self.payload(try CognitoTokenMinter.mint(Self.request(.access), key: key))
        #expect(
            access.members.map(\.key) == [
                "sub", "cognito:groups", "iss", "client_id", "origin_jti", "event_id", "token_use", "scope", "auth_time",
                "exp", "iat", "jti", "username",
            ])
        #expect(access["scope"] == .string("orders/read orders/write"))
        #expect(access["username"] == .string("jose"))
        // jti, origin_jti and event_id are fresh UUIDs.
        #expect(access["jti"]?.stringValue?.count == 36 && access["jti"] != idClaims["jti"])
    }

    @Test(
        "credkit's verifier accepts them with the key's JWKS: pool, client, token use, group and scope",
        arguments: JWTSigningKey.Algorithm.allCases)
    func verifiesInCredkit(_ algorithm: JWTSigningKey.Algorithm) throws {
        let key = try JWTSigningKey.generate(algorithm)
        let keys = try JSONWebKeySet(json: Array(key.jwks.utf8))
        for use in JWTVerifier.TokenUse.allCases {
            let token = try CognitoTokenMinter.mint(Self.request(use), key: key)
            let verifier = JWTVerifier(
                .init(
                    issuers: [CognitoTokenMinter.issuer(userPoolID: Self.pool)], clientIDs: [Self.client], tokenUse: use,
                    groups: ["admins"], scopes: use == .access ? ["orders/read"] : [], clock: { Self.moment }))
            _ = try verifier.verify(token, keys: keys)
        }
        // Another key's JWKS does not verify them.
        let other = try JSONWebKeySet(json: Array(try JWTSigningKey.generate(algorithm, keyID: key.keyID).jwks.utf8))
        let verifier = JWTVerifier(.init(issuers: nil, clientIDs: nil, tokenUse: nil, clock: { Self.moment }))
        #expect(throws: JWTError.self) {
            _ = try verifier.verify(try CognitoTokenMinter.mint(Self.request(.id), key: key), keys: other)
        }
    }

    @Test("PyJWT verifies them with the JWKS, audience and issuer", arguments: JWTSigningKey.Algorithm.allCases)
    func verifiesInPyJWT(_ algorithm: JWTSigningKey.Algorithm) throws {
        let key = try JWTSigningKey.generate(algorithm)
        var request = Self.request(.id)
        request.issuedAt = Date()
        request.now = Date()
        let token = try CognitoTokenMinter.mint(request, key: key)
        let script = """
            import json, sys, jwt
            keys = jwt.PyJWKSet.from_json(sys.argv[1])
            token = sys.argv[2]
            key = keys[jwt.get_unverified_header(token)["kid"]]
            claims = jwt.decode(token, key=key, algorithms=[sys.argv[3]], audience=sys.argv[4], issuer=sys.argv[5],
                                options={"require": ["exp", "iat", "sub"]})
            print(claims["token_use"], claims["cognito:username"], ",".join(claims["cognito:groups"]))
            """
        let output = try MotoServer.pythonProcess(
            script,
            [key.jwks, token, algorithm.rawValue, Self.client, CognitoTokenMinter.issuer(userPoolID: Self.pool)])
        #expect(String(decoding: output, as: UTF8.self) == "id jose admins,staff\n")
    }

    @Test(
        "A private JWK read back signs tokens the first key's JWKS verifies; its public half is the same",
        arguments: JWTSigningKey.Algorithm.allCases)
    func roundTrip(_ algorithm: JWTSigningKey.Algorithm) throws {
        let key = try JWTSigningKey.generate(algorithm, keyID: "round-trip")
        let again = try JWTSigningKey(jwk: Array(key.privateJWK.utf8))
        #expect(again.publicJWK == key.publicJWK)
        #expect(again.algorithm == algorithm && again.keyID == "round-trip")
        let keys = try JSONWebKeySet(json: Array(key.jwks.utf8))
        let verifier = JWTVerifier(.init(issuers: nil, clientIDs: nil, tokenUse: nil, clock: { Self.moment }))
        _ = try verifier.verify(try CognitoTokenMinter.mint(Self.request(.access), key: again), keys: keys)
        // The private members are in the private JWK only.
        let members = Set(key.publicJWK.members.map(\.key))
        #expect(!members.contains("d"))
        #expect(key.privateJWK.contains("\"d\":"))
        if algorithm == .rs256 {
            for member in ["p", "q", "dp", "dq", "qi"] { #expect(key.privateJWK.contains("\"\(member)\":")) }
        }
    }

    @Test("Keys refused with the member that is wrong, never its value")
    func refusedKeys() throws {
        func reason(_ json: String) -> String? {
            do {
                _ = try JWTSigningKey(jwk: Array(json.utf8))
                return nil
            } catch {
                #expect(error.code == .invalidSigningKey)
                return error.message(in: .english)
            }
        }
        #expect(reason("[1]") == "the signing key cannot be used: the key is not a JSON Web Key (a JSON object)")
        #expect(reason("{\"kty\": \"EC\", \"crv\": \"P-256\"}") == "the signing key cannot be used: its kid is missing or wrong")
        let ec = try JWTSigningKey.generate(.es256, keyID: "k")
        var object = try #require(
            try Array(ec.privateJWK.utf8).withUnsafeBufferPointer { try JSONValue(parsing: $0) }.objectValue)
        object.members = object.members.map { $0.key == "alg" ? .init(key: "alg", value: .string("RS256")) : $0 }
        #expect(reason(JSONValue.object(object).jsonText) == "the signing key cannot be used: its alg is missing or wrong")
        // Another key's public point beside this private scalar.
        let other = try JWTSigningKey.generate(.es256, keyID: "k")
        var mixed = try #require(try Array(ec.privateJWK.utf8).withUnsafeBufferPointer { try JSONValue(parsing: $0) }.objectValue)
        mixed.members = mixed.members.map { $0.key == "x" ? .init(key: "x", value: other.publicJWK["x"]!) : $0 }
        #expect(reason(JSONValue.object(mixed).jsonText) == "the signing key cannot be used: its x, y is missing or wrong")
        #expect(
            reason("{\"kty\": \"oct\", \"kid\": \"k\", \"k\": \"c2VjcmV0\"}")
                == "the signing key cannot be used: its kty is missing or wrong")
        #expect(throws: JWTError.self) { _ = try JWTSigningKey.generate(.rs256, rsaBits: 1024) }
        #expect(throws: JWTError.self) { _ = try JWTSigningKey.generate(.es256, keyID: "") }
        #expect(
            !(reason(ec.privateJWK.replacingOccurrences(of: "\"kid\":\"k\"", with: "\"kid\":\"\"")) ?? "").contains(ec.privateJWK)
        )
    }

    @Test("Claims refused: one the options set, the wrong type, an expiry in the past unless asked")
    func refusedClaims() throws {
        let key = try JWTSigningKey.generate(.es256)
        func reason(_ change: (inout CognitoTokenMinter.Request) -> Void) -> String? {
            var request = Self.request(.id)
            change(&request)
            do {
                _ = try CognitoTokenMinter.mint(request, key: key)
                return nil
            } catch {
                #expect(error.code == .invalidClaims)
                return error.message(in: .english)
            }
        }
        #expect(
            reason { $0.claims.append(.init(key: "exp", value: .number("1"))) }
                == "the claims cannot be minted: exp is set by the token's own options (give it there)")
        #expect(
            reason { $0.claims = [.init(key: "email_verified", value: .string("true"))] }
                == "the claims cannot be minted: email_verified must be a boolean in a Cognito token")
        #expect(
            reason { $0.claims = [.init(key: "custom:level", value: .number("3"))] }
                == "the claims cannot be minted: custom:level must be a string in a Cognito token")
        #expect(
            reason { $0.now = Self.moment.addingTimeInterval(7200) }
                == "the claims cannot be minted: the token would expire at 1790003600, which is already past (it is 1790007200); ask for an expired token on purpose"
        )
        #expect(
            reason {
                $0.now = Self.moment.addingTimeInterval(7200); $0.allowsExpired = true
            } == nil)
        #expect(reason { $0.lifetime = 0 } != nil)
    }
}
