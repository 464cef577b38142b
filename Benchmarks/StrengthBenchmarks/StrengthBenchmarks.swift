// SPDX-License-Identifier: Apache-2.0
import Benchmark
import CredKit
import Foundation

/// The agreement corpus of the test suite (Scripts/strength-corpus.py): 12,000 varied passwords,
/// found from this file's path so the benchmark needs no copy.
private let corpus: [String] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/strength/zxcvbn-corpus.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 2)[2]) }
}()

/// A 64-bit linear congruential generator: the same inputs on every run and platform.
private struct SeededNumbers {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next number, from the state's upper 31 bits.
    mutating func next() -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int(state >> 33)
    }
}

/// 12,000 random passwords of 6 to 16 characters over letters, digits and `!@#$%^&*` (the mix
/// `make compare` and issue 19 measure), from a fixed seed.
private let randomMix: [String] = {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*")
    var random = SeededNumbers(seed: 19)
    return (0..<12_000).map { _ in
        String((0..<(6 + random.next() % 11)).map { _ in alphabet[random.next() % alphabet.count] })
    }
}()

/// Inputs that make naive zxcvbn ports slow: long runs, many substitutes, repeats, digits, random text.
private let adversarial: [String] = {
    let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789!@#")
    var random = SeededNumbers(seed: 1)
    return [
        String(repeating: "a", count: 256),
        String(String(repeating: "4@8({[<3691!|7$5+%2", count: 20).prefix(256)),
        String((0..<256).map { _ in letters[random.next() % letters.count] }),
        String(String(repeating: "1|7", count: 100).prefix(256)),
        String(String(repeating: "p@ssw0rd", count: 40).prefix(256)),
        String(repeating: "0123456789", count: 26),
        String(String(repeating: "aab", count: 100).prefix(256)),
        String((0..<256).map { _ in random.next() % 2 == 0 ? Character("a") : Character("b") }),
        String(String(repeating: "19901990", count: 40).prefix(256)),
    ]
}()

private let estimator = PasswordGuessEstimator(referenceYear: 2026)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )
    // The word lists are compiled in; this only settles caches before the first measurement.
    _ = estimator.estimate("warm-up")

    // A password screen: one `status` call per keystroke, 16 characters typed, with a confirmation
    // and a current password (the change-password screen), on the articles' policy.
    let fieldChecker = try! PasswordChecker(policy: PolicyPreset.named("cognito-default")!.policy())
    let typed = "Contraseña#2024x"
    for meter in [StrengthModel.checklist, .guesses] {
        let field = PasswordFieldChecker(
            checker: fieldChecker, meter: meter, context: UserContext(email: "maria.garcia@example.com"), language: .spanish)
        Benchmark(
            "password field: status per keystroke, 16 characters, \(meter.rawValue) meter",
            configuration: .init(scalingFactor: .one)
        ) {
            benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(field.status(password: typed, confirmation: typed, currentPassword: "Password123!"))
            }
        }
    }

    Benchmark("strength guesses: agreement corpus (12,000 varied passwords, mean 13 characters)") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(estimator.estimate(corpus[index]))
            index = index + 1 == corpus.count ? 0 : index + 1
        }
    }

    Benchmark("strength guesses: random mix (12,000 passwords, 6–16 letters, digits and !@#$%^&*)") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(estimator.estimate(randomMix[index]))
            index = index + 1 == randomMix.count ? 0 : index + 1
        }
    }

    Benchmark("strength guesses: worst of nine adversarial 256-character inputs", configuration: .init(scalingFactor: .one)) {
        benchmark in
        for _ in benchmark.scaledIterations {
            for password in adversarial { blackHole(estimator.estimate(password)) }
        }
    }

    for (index, password) in adversarial.enumerated() {
        Benchmark(
            "strength guesses: adversarial input \(index + 1) (256 characters)",
            configuration: .init(scalingFactor: .one, maxDuration: .seconds(1))
        ) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(estimator.estimate(password)) }
        }
    }

    Benchmark("strength checklist: agreement corpus") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(StrengthMeter.evaluate(corpus[index], model: .checklist))
            index = index + 1 == corpus.count ? 0 : index + 1
        }
    }

    Benchmark("strength checklist-basic: agreement corpus") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            blackHole(StrengthMeter.evaluate(corpus[index], model: .checklistBasic))
            index = index + 1 == corpus.count ? 0 : index + 1
        }
    }
}
