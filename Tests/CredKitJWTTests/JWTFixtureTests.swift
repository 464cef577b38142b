// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitJWT
@testable import CredKitPolicy

/// One row of Fixtures/jwt/cases.jsonl, written by Scripts/jwt-fixtures.py with PyJWT + cryptography.
struct JWTCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Options: Decodable, Sendable {
        var issuers: [String]?
        var clientIds: [String]?
        var tokenUse: String?
        var groups: [String]?
        var scopes: [String]?
    }

    var name: String
    var token: String
    var at: Double
    var leeway: Double
    var options: Options
    var jwks: String
    var decode: String
    var status: String?
    var verify: String?
    var pyjwt: String?

    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/jwt")

    static let all: [JWTCase] = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("cases.jsonl"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Self.self, from: Data($0.utf8)) }
    }()

    static func keys(_ file: String) throws -> JSONWebKeySet {
        try JSONWebKeySet(json: Array(Data(contentsOf: directory.appendingPathComponent(file))))
    }

    var verifierOptions: JWTVerifier.Options {
        let at = self.at
        return JWTVerifier.Options(
            issuers: options.issuers, clientIDs: options.clientIds,
            tokenUse: options.tokenUse.flatMap(JWTVerifier.TokenUse.init(rawValue:)), groups: options.groups ?? [],
            scopes: options.scopes ?? [], leeway: leeway, clock: { Date(timeIntervalSince1970: at) })
    }
}

/// Where credkit deliberately differs from PyJWT 2.15.1 on signature and time, and why.
let pyjwtDeviations: [String: String] = [
    "fractional exp":
        "PyJWT truncates exp to an integer (1800000000.5 → 1800000000, so expired at 1800000000); RFC 7519 NumericDate allows fractions and credkit keeps them"
]

@Suite("JWT against fixtures made with PyJWT")
struct JWTFixtureTests {
    @Test("The fixture covers every error code, every algorithm and the RFC examples")
    func coverage() {
        let cases = JWTCase.all
        #expect(cases.count >= 70)
        let codes = Set(cases.compactMap(\.verify))
        // Not a token's: the key set could not be had, or the verifier's own leeway is invalid; and
        // not a Cognito token's: a load balancer's signer (ALBVerifierTests, JWTALBCommandTests) and
        // Cognito's online verdict (JWTOnlineCommandTests).
        #expect(
            codes
                == Set(JWTError.Code.allCases.map(\.rawValue)).subtracting([
                    "jwks-unavailable", "invalid-leeway", "signer-mismatch", "revoked", "online-unavailable",
                    // Minting's own (TokenMintingTests): no token to verify carries them.
                    "invalid-signing-key", "invalid-claims",
                    // Asked for by options the fixture's verifier does not set (ClaimAssertionTests).
                    "claim-mismatch", "claim-not-included", "required-scope-missing", "required-group-missing",
                ]))
        for algorithm in JWTAlgorithm.allCases {
            #expect(cases.contains { $0.name == "id token \(algorithm.rawValue)" && $0.verify == nil })
        }
        #expect(cases.contains { $0.name.hasPrefix("RFC 7515 A.2") } && cases.contains { $0.name.hasPrefix("RFC 7519") })
    }

    @Test("Decoding gives the expected status or error", arguments: JWTCase.all)
    func decode(_ fixture: JWTCase) {
        do {
            let token = try JSONWebToken(compact: fixture.token)
            #expect(fixture.decode == "ok")
            #expect(token.status(at: Date(timeIntervalSince1970: fixture.at), leeway: fixture.leeway).rawValue == fixture.status)
        } catch {
            #expect(error.code.rawValue == fixture.decode)
        }
    }

    @Test("Verification gives the expected error code", arguments: JWTCase.all)
    func verify(_ fixture: JWTCase) throws {
        let keys = try JWTCase.keys(fixture.jwks)
        let verifier = JWTVerifier(fixture.verifierOptions)
        do {
            _ = try verifier.verify(fixture.token, keys: keys)
            #expect(fixture.verify == nil)
        } catch {
            #expect(error.code.rawValue == fixture.verify, "\(error.message(in: .english))")
        }
    }

    @Test(
        "A token without exp verifies only when allowed; a leeway that is NaN, infinite, negative or over a day fails every token"
    )
    func expiryAndLeeway() throws {
        let noExp = try #require(JWTCase.all.first { $0.name == "no exp" })
        let keys = try JWTCase.keys(noExp.jwks)
        var options = noExp.verifierOptions
        #expect(throws: JWTError(.missingExpiration)) { try JWTVerifier(options).verify(noExp.token, keys: keys) }
        options.allowsMissingExpiration = true
        _ = try JWTVerifier(options).verify(noExp.token, keys: keys)
        // Before the check, a NaN leeway made an expired token active (every comparison with NaN is false).
        let expired = try #require(JWTCase.all.first { $0.verify == "expired" })
        let expiredKeys = try JWTCase.keys(expired.jwks)
        for leeway in [Double.nan, .infinity, -1, 86_401] {
            var bad = expired.verifierOptions
            bad.leeway = leeway
            do throws(JWTError) {
                _ = try JWTVerifier(bad).verify(expired.token, keys: expiredKeys)
                Issue.record("leeway \(leeway) accepted an expired token")
            } catch {
                #expect(error.code == .invalidLeeway, "\(leeway)")
            }
        }
        var day = expired.verifierOptions
        day.leeway = JWTVerifier.Options.maximumLeeway
        #expect(throws: Never.self) { _ = try JWTVerifier(day).verify(expired.token, keys: try JWTCase.keys(expired.jwks)) }
    }

    @Test("Signature and time verdicts agree with PyJWT", arguments: JWTCase.all.filter { $0.pyjwt != nil })
    func agreesWithPyJWT(_ fixture: JWTCase) throws {
        let token = try JSONWebToken(compact: fixture.token)
        let keys = try JWTCase.keys(fixture.jwks)
        let verifier = JWTVerifier(fixture.verifierOptions)
        var verdict = "ok"
        do {
            try verifier.verifySignature(token, key: JWTVerifier.key(for: token, in: keys))
            switch token.status(at: Date(timeIntervalSince1970: fixture.at), leeway: fixture.leeway) {
            case .expired: verdict = "ExpiredSignatureError"
            case .notYetValid: verdict = "ImmatureSignatureError"
            case .active, .noExpiry: break
            }
        } catch {
            verdict = error.code == .badSignature ? "InvalidSignatureError" : error.code.rawValue
        }
        if let reason = pyjwtDeviations[fixture.name] {
            #expect(verdict != fixture.pyjwt, "documented deviation no longer happens: \(reason)")
        } else {
            #expect(verdict == fixture.pyjwt)
        }
    }

    @Test("The RFC 7515 A.2 and A.3 signatures verify with the RFCs' keys; one changed byte does not")
    func rfcExamples() throws {
        let keys = try JWTCase.keys("jwks.json")
        for (name, kid) in [("RFC 7515 A.2 (RS256)", "rfc7515-a2"), ("RFC 7515 A.3 (ES256)", "rfc7515-a3")] {
            let fixture = try #require(JWTCase.all.first { $0.name == name })
            let token = try JSONWebToken(compact: fixture.token)
            let key = try #require(keys.key(withID: kid))
            let verifier = JWTVerifier(.init(issuers: nil, clientIDs: nil, tokenUse: nil))
            #expect(throws: Never.self) { try verifier.verifySignature(token, key: key) }
            #expect(token.claims.issuer == "joe" && token.claims.expiresAt == 1_300_819_380)
            #expect(token.claims.raw["http://example.com/is_root"] == .bool(true))
            var tampered = token.signingInput
            tampered[tampered.count - 1] ^= 1
            #expect(!key.isValidSignature(token.signatureData, for: tampered, using: token.header.algorithm!))
        }
        let hs256 = try JSONWebToken(compact: try #require(JWTCase.all.first { $0.name.hasPrefix("RFC 7519") }).token)
        #expect(hs256.header.algorithmName == "HS256" && hs256.header.type == "JWT" && hs256.header.algorithm == nil)
    }

    @Test("The JWKS's unusable keys say why")
    func keyProblems() throws {
        let keys = try JWTCase.keys("jwks.json")
        #expect(keys.key(withID: "rsa-1")?.problem == nil && keys.key(withID: "rsa-1")?.rsaBits == 2048)
        #expect(
            keys.key(withID: "rsa-weak")?.problem?.message(in: .english)
                == "the signing key in the JWKS cannot be used: key \"rsa-weak\" is an RSA key of 1024 bits; at least 2048 are required"
        )
        #expect(
            keys.key(withID: "rsa-enc")?.problem?.message(in: .spanish)
                == "la clave de firma del JWKS no se puede usar: la clave \"rsa-enc\" tiene use \"enc\", no \"sig\"")
        #expect(keys.key(withID: "hmac-1")?.problem?.code == .invalidJWK)
        #expect(keys.key(withID: "ec-off-curve")?.problem?.code == .invalidJWK)
    }
}
