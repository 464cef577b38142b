// SPDX-License-Identifier: Apache-2.0
import BigInt
import Foundation
import Testing

@testable import CognitoClient

/// Known answers computed by pycognito (Scripts/srp-vectors.py).
struct Vectors: Decodable {
    struct SRP: Decodable {
        var userPoolID: String
        var password: String
        var a: String
        var A: String
        var challenge: [String: String]
        var u: String
        var key: String
        var time: Double
        var responses: [String: String]
    }
    struct Hash: Decodable {
        var username: String
        var clientID: String
        var clientSecret: String
        var secretHash: String
    }
    var srp: [SRP]
    var secretHash: [Hash]

    static let loaded: Vectors = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/srp-vectors.json")
        return try! JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
    }()
}

@Suite("SRP and SECRET_HASH against pycognito's known answers")
struct SRPTests {
    @Test("A, u, the derived key and the signed challenge responses match pycognito", arguments: 0..<4)
    func knownAnswers(index: Int) throws {
        let vector = Vectors.loaded.srp[index]
        let srp = try CognitoSRP(userPoolID: vector.userPoolID, privateValue: BigUInt(vector.a, radix: 16)!)
        #expect(srp.publicValueHex == vector.A)
        let challenge = try SRPChallenge(parameters: vector.challenge)
        let values = try srp.sessionValues(for: challenge, password: vector.password)
        #expect(String(values.u, radix: 16) == vector.u)
        #expect(
            try srp.passwordAuthenticationKey(for: challenge, password: vector.password).map { String(format: "%02x", $0) }
                .joined() == vector.key)
        let claim = try srp.claim(for: challenge, password: vector.password, at: Date(timeIntervalSince1970: vector.time))
        #expect(claim.challengeResponses == vector.responses)
        // A wrong password gives another signature.
        let wrong = try srp.claim(for: challenge, password: vector.password + "x", at: Date(timeIntervalSince1970: vector.time))
        #expect(wrong.signature != claim.signature && wrong.timestamp == claim.timestamp)
    }

    @Test("SECRET_HASH matches pycognito's")
    func secretHash() {
        for vector in Vectors.loaded.secretHash {
            #expect(
                SecretHash.compute(username: vector.username, clientID: vector.clientID, clientSecret: vector.clientSecret)
                    == vector.secretHash)
        }
    }

    @Test("Montgomery exponentiation agrees with BigInt's on edge and random values")
    func montgomery() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        func random(words: Int) -> BigUInt { BigUInt(words: (0..<words).map { _ in UInt(next()) }) }
        let N = CognitoSRP.N
        var cases: [(BigUInt, BigUInt)] = [
            (0, 5), (1, 0), (2, 0), (2, 1), (2, 5), (N - 1, 2), (N - 1, 3), (N, 7), (N + 3, 2), (N * 2 + 1, 9),
        ]
        for _ in 0..<12 { cases.append((random(words: Int(next() % 49) + 1), random(words: Int(next() % 3) + 1))) }
        for (base, exponent) in cases {
            #expect(CognitoSRP.group.power(base, exponent) == base.power(exponent, modulus: N), "\(base) ^ \(exponent)")
        }
    }

    @Test("Timestamps: English names, day of month not padded, time padded, UTC")
    func timestamps() {
        #expect(CognitoSRP.timestamp(Date(timeIntervalSince1970: 1_793_699_650)) == "Tue Nov 3 09:54:10 UTC 2026")
        #expect(CognitoSRP.timestamp(Date(timeIntervalSince1970: 0)) == "Thu Jan 1 00:00:00 UTC 1970")
        #expect(CognitoSRP.timestamp(Date(timeIntervalSince1970: 951_782_400)) == "Tue Feb 29 00:00:00 UTC 2000")
        #expect(CognitoSRP.timestamp(Date(timeIntervalSince1970: -1)) == "Wed Dec 31 23:59:59 UTC 1969")
        // Every weekday over two weeks, against Foundation in the POSIX locale.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE MMM d HH:mm:ss 'UTC' yyyy"
        for day in 0..<14 {
            let date = Date(timeIntervalSince1970: 1_800_000_000 + Double(day) * 86_400 + 3_723)
            #expect(CognitoSRP.timestamp(date) == formatter.string(from: date))
        }
    }

    @Test("Integers are hashed in Cognito's padded form: minimal bytes, a zero byte before a set top bit")
    func padding() {
        #expect(CognitoSRP.padded(BigUInt(0)) == [0])
        #expect(CognitoSRP.padded(BigUInt(0x7F)) == [0x7F])
        #expect(CognitoSRP.padded(BigUInt(0x80)) == [0, 0x80])
        #expect(CognitoSRP.padded(BigUInt(0x0100)) == [1, 0])
        #expect(CognitoSRP.padded(CognitoSRP.N).count == 385)
    }

    @Test("Bad input is refused before any arithmetic: pool ID, missing or non-hex parameters, unsafe server values")
    func refusals() throws {
        #expect(throws: CognitoSRPError(.invalidPoolID)) { try CognitoSRP(userPoolID: "eu-west-1") }
        #expect(throws: CognitoSRPError(.invalidPoolID)) { try CognitoSRP(userPoolID: "eu-west-1_") }
        let good = ["SALT": "ab", "SRP_B": "cd", "SECRET_BLOCK": "AAAA", "USER_ID_FOR_SRP": "u", "USERNAME": "n"]
        for name in ["SALT", "SRP_B", "SECRET_BLOCK", "USER_ID_FOR_SRP"] {
            var parameters = good
            parameters[name] = nil
            #expect(throws: CognitoSRPError(.invalidChallenge, parameter: name)) { try SRPChallenge(parameters: parameters) }
        }
        var notHex = good
        notHex["SRP_B"] = "xyz"
        #expect(throws: CognitoSRPError(.invalidChallenge, parameter: "SRP_B")) { try SRPChallenge(parameters: notHex) }
        let srp = try CognitoSRP(userPoolID: "eu-west-1_AbC")
        for unsafe in ["0", String(CognitoSRP.N, radix: 16), String(CognitoSRP.N * 2, radix: 16)] {
            var parameters = good
            parameters["SRP_B"] = unsafe
            let challenge = try SRPChallenge(parameters: parameters)
            #expect(throws: CognitoSRPError(.unsafeValue)) { try srp.claim(for: challenge, password: "p", at: Date()) }
        }
        // Shown through CognitoError (1002) in both languages.
        let error = CognitoError(.respondToAuthChallenge, .srp(CognitoSRPError(.invalidChallenge, parameter: "SRP_B")))
        #expect(error.number == 1002)
        #expect(
            error.message(in: .english)
                == "Cognito's answer could not be read: the PASSWORD_VERIFIER challenge has no valid SRP_B")
        #expect(error.message(in: .spanish).hasSuffix("el desafío PASSWORD_VERIFIER no trae un SRP_B válido"))
        #expect(CognitoSRPError(.unsafeValue).message(in: .spanish) == "el valor SRP del servidor no es seguro (cero módulo N)")
    }

    @Test("Fresh secrets differ; emulator-style secret blocks (a UUID) decode leniently; USERNAME defaults to the SRP ID")
    func freshAndLenient() throws {
        let first = try CognitoSRP(userPoolID: "us-east-1_abc")
        let second = try CognitoSRP(userPoolID: "us-east-1_abc")
        #expect(first.publicValueHex != second.publicValueHex && first.poolName == "abc")
        let challenge = try SRPChallenge(parameters: [
            "SALT": "0ab", "SRP_B": String(BigUInt(2).power(12_345, modulus: CognitoSRP.N), radix: 16),
            "SECRET_BLOCK": "5e8c2a1b-4d3f-4e2a-9b1c-0d2e3f4a5b6c", "USER_ID_FOR_SRP": "307bf033",
        ])
        #expect(challenge.username == "307bf033")
        #expect(challenge.secretBlockBytes.count == 24)  // 32 hex digits read as base64
        let claim = try first.claim(for: challenge, password: "Passw0rd!", at: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(claim.secretBlock == "5e8c2a1b-4d3f-4e2a-9b1c-0d2e3f4a5b6c" && Data(base64Encoded: claim.signature)?.count == 32)
    }
}
