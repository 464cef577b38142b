// SPDX-License-Identifier: Apache-2.0
import Benchmark
import CredKit
import Crypto
import Foundation
import _CryptoExtras

/// The JWT fixtures of the test suite (Scripts/jwt-fixtures.py), found from this file's path so
/// the benchmark needs no copy of them.
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/jwt")

private let tokens: [String: String] = {
    let text = (try? String(contentsOf: fixtures.appendingPathComponent("cases.jsonl"), encoding: .utf8)) ?? ""
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
        if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let name = object["name"] as? String, let token = object["token"] as? String
        {
            result[name] = token
        }
    }
    return result
}()

private let keys = try! JSONWebKeySet(contentsOfFile: fixtures.appendingPathComponent("jwks.json").path)

/// The raw swift-crypto baseline's inputs, made once: with a scaling factor of one, a benchmark's
/// closure runs per sample, so set-up inside it would be measured.
private enum Raw {
    static let parts = tokens["id token RS256"]!.split(separator: ".")
    static let signingInput = Array((parts[0] + "." + parts[1]).utf8)
    static let signature = _RSA.Signing.RSASignature(rawRepresentation: try! Base64URL.decode(String(parts[2])))
    static let key: _RSA.Signing.PublicKey = {
        let document =
            try! JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appendingPathComponent("jwks.json")))
            as! [String: Any]
        let rsa = (document["keys"] as! [[String: Any]]).first { $0["kid"] as? String == "rsa-1" }!
        return try! _RSA.Signing.PublicKey(
            n: try! Base64URL.decode(rsa["n"] as! String), e: try! Base64URL.decode(rsa["e"] as! String))
    }()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    // A Cognito-shaped ID token (RS256, 14 claims, about 1 KB).
    let idToken = Array(tokens["id token RS256"]!.utf8)
    let esToken = tokens["id token ES256"]!
    let at = Date(timeIntervalSince1970: 1_800_000_000)
    let verifier = JWTVerifier(
        .init(
            issuers: ["https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz"],
            clientIDs: ["7k2a9q4bq3ts2v8hrl1cgnl5ik"],
            tokenUse: .id, clock: { at }))

    Benchmark("jwt decode: Cognito ID token (header, claims, status)") { benchmark in
        for _ in benchmark.scaledIterations {
            let token = try! JSONWebToken(compact: idToken)
            blackHole(token.status(at: at))
        }
    }

    Benchmark("jwt verify RS256: decode + cached key + signature + Cognito claims", configuration: .init(scalingFactor: .one)) {
        benchmark in
        let key = keys.key(withID: "rsa-1")!
        for _ in benchmark.scaledIterations {
            let token = try! JSONWebToken(compact: idToken)
            try! verifier.verify(token, key: key)
            blackHole(token)
        }
    }

    Benchmark("swift-crypto raw RS256 verify (same token, key made once)", configuration: .init(scalingFactor: .one)) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(
                Raw.key.isValidSignature(Raw.signature, for: SHA256.hash(data: Raw.signingInput), padding: .insecurePKCS1v1_5))
        }
    }

    Benchmark("jwt verify ES256: decode + cached key + signature + Cognito claims", configuration: .init(scalingFactor: .one)) {
        benchmark in
        let key = keys.key(withID: "ec-256")!
        for _ in benchmark.scaledIterations {
            let token = try! JSONWebToken(compact: esToken)
            try! verifier.verify(token, key: key)
            blackHole(token)
        }
    }
}
