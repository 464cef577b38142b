// SPDX-License-Identifier: Apache-2.0
import Benchmark
import CredKit

/// `credkit generate`'s library path: one password from a session (CSPRNG draws, the class check
/// and the policy evaluator), for Cognito's default policy; `Scripts/measure-generate.sh` measures
/// the command end to end (10 M passwords to /dev/null).

let cognitoDefault = try! PasswordChecker(policy: PolicyPreset.named("cognito-default")!.policy())

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .mega,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    Benchmark("generate: 16 characters, cognito-default") { benchmark in
        let session = try! PasswordGenerator(checker: cognitoDefault, recipe: .characters(CharacterRecipe())).makeSession()
        var password: [UInt8] = []
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try! session.next(into: &password)
            blackHole(password.count)
        }
    }

    Benchmark("generate: passphrase of 6 EFF words, cognito-default") { benchmark in
        let session = try! PasswordGenerator(checker: cognitoDefault, recipe: .passphrase(PassphraseRecipe(wordCount: 6)))
            .makeSession()
        var password: [UInt8] = []
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try! session.next(into: &password)
            blackHole(password.count)
        }
    }
}
