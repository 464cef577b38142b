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

/// A load balancer's token (ES256, padded, signed over the padded text) and its key, made once.
private enum ALB {
    static let privateKey = P256.Signing.PrivateKey()
    static let kid = "3e4c0a52-8f0b-4a8e-9a5e-0c1f2b3d4e5f"
    static let arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/50dc6c495c0c9188"
    static let token: String = {
        func b64(_ data: Data) -> String {
            data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        }
        let header =
            #"{"typ":"JWT","kid":"\#(kid)","alg":"ES256","iss":"https://idp.example.com","client":"c1","signer":"\#(arn)","exp":1800000300}"#
        let payload =
            #"{"sub":"b2c1a6f0-1111-4e5e-9f8a-0123456789ab","email":"ana@example.com","exp":1800000300,"iss":"https://idp.example.com"}"#
        let input = b64(Data(header.utf8)) + "." + b64(Data(payload.utf8))
        return input + "." + b64(try! privateKey.signature(for: Data(input.utf8)).rawRepresentation)
    }()
    static let key = try! JSONWebKey(pem: privateKey.publicKey.pemRepresentation, keyID: kid)
    static let signingInput = Data(token.split(separator: ".").prefix(2).joined(separator: ".").utf8)
    static let signature = try! P256.Signing.ECDSASignature(
        rawRepresentation: Data(
            base64Encoded: String(token.split(separator: ".")[2]).replacingOccurrences(of: "-", with: "+")
                .replacingOccurrences(of: "_", with: "/"))!)
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

    let albVerifier = ALBVerifier(
        .init(
            loadBalancers: [LoadBalancerARN(ALB.arn)!], clientIDs: ["c1"], issuers: ["https://idp.example.com"],
            clock: { at }))
    let albToken = ALB.token

    Benchmark(
        "jwt verify ALB ES256: padded decode + header checks + cached key + signature + exp/iss",
        configuration: .init(scalingFactor: .one)
    ) {
        benchmark in
        let key = ALB.key
        for _ in benchmark.scaledIterations {
            let token = try! JSONWebToken(compact: albToken, padding: .allowed)
            try! albVerifier.verify(token, key: key)
            blackHole(token)
        }
    }

    Benchmark("swift-crypto raw P-256 verify (same ALB token, key made once)", configuration: .init(scalingFactor: .one)) {
        benchmark in
        let key = ALB.privateKey.publicKey
        for _ in benchmark.scaledIterations {
            blackHole(key.isValidSignature(ALB.signature, for: ALB.signingInput))
        }
    }

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
