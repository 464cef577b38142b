// SPDX-License-Identifier: Apache-2.0
import Benchmark
import CognitoClient
import Foundation

/// A PASSWORD_VERIFIER challenge with a realistic server value (B = g^b mod N for a fixed b, as the
/// first known-answer vector of the test suite has it).
private let challenge: SRPChallenge = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/CognitoClientTests/Fixtures/srp-vectors.json")
    let object = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    let first = (object["srp"] as! [[String: Any]])[0]
    return try! SRPChallenge(parameters: first["challenge"] as! [String: String])
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    Benchmark("srp: client side of a sign-in (new secret and A, then the PASSWORD_VERIFIER answer)") { benchmark in
        for _ in benchmark.scaledIterations {
            let srp = try! CognitoSRP(userPoolID: "eu-west-1_AbC123xyz")
            blackHole(srp.publicValueHex)
            blackHole(try! srp.claim(for: challenge, password: "Contraseña2024!", at: Date()))
        }
    }

    Benchmark("secret hash: HMAC-SHA256 + base64", configuration: .init(scalingFactor: .kilo, maxIterations: 1_000_000)) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(
                SecretHash.compute(
                    username: "jose@example.com", clientID: "7k2a9q4bq3ts2v8hrl1cgnl5ik", clientSecret: "1example23456789secret"))
        }
    }
}
