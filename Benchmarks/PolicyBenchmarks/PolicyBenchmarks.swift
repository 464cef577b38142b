// SPDX-License-Identifier: Apache-2.0
import Benchmark
import CredKit
import CredKitCore
import CredKitPipeline

/// A fixed, varied sample: article examples, common passwords, random strings, phrases, Unicode.
let samplePasswords: [[UInt8]] = {
    let base = [
        "Password123", "NewPass456", "abc", "NuevaPassword123!", "Password123!", "P@ssw0rd", "qwerty123",
        "correct horse battery staple", " Leading1a!", "Contraseña2024!", "ÁRBOLcasa9!", "Tr0ub4dor&3",
        "sunshine", "Dragon2024", "x7#Kq!2mZp@4", "monkey monkey 12", "ＰａｓｓｗｏｒｄＡ１！", "letmein",
    ]
    var generator = SplitMix64(seed: 42)
    var passwords = base
    let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%^&*-_.?")
    while passwords.count < 1_000 {
        let length = 6 + Int(generator.next() % 15)
        passwords.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
    }
    return passwords.map { Array($0.utf8) }
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    func evaluateAll(_ evaluator: PolicyEvaluator, _ benchmark: Benchmark) {
        for iteration in benchmark.scaledIterations {
            let password = samplePasswords[iteration % samplePasswords.count]
            let outcome = password.withUnsafeBufferPointer { evaluator.evaluate($0) }
            blackHole(outcome.failedRules)
        }
    }

    Benchmark("policy evaluate: cognito-default") { benchmark in
        let checker = try PasswordChecker(policy: PolicyPreset.named("cognito-default")!.policy())
        let evaluator = checker.makeEvaluator()
        benchmark.startMeasurement()
        evaluateAll(evaluator, benchmark)
    }

    Benchmark("policy evaluate: nist-800-63b (blocklist, NFKC, user context)") { benchmark in
        let checker = try PasswordChecker(policy: PolicyPreset.named("nist-800-63b")!.policy())
        let evaluator = checker.makeEvaluator(context: UserContext(email: "jose.garcia@example.com", name: "José García"))
        benchmark.startMeasurement()
        evaluateAll(evaluator, benchmark)
    }

    Benchmark("policy evaluate: pci-dss-4 (PCRE2 required pattern)") { benchmark in
        let checker = try PasswordChecker(policy: PolicyPreset.named("pci-dss-4")!.policy())
        let evaluator = checker.makeEvaluator()
        benchmark.startMeasurement()
        evaluateAll(evaluator, benchmark)
    }

    Benchmark("check pipeline: evaluate + JSON Lines record (cognito-default)") { benchmark in
        let checker = try PasswordChecker(policy: PolicyPreset.named("cognito-default")!.policy())
        let evaluator = checker.makeEvaluator()
        let encoder = CheckRecordEncoder(checker: checker, language: .english, operation: .signUp, includesPassword: false)
        // Descriptor -1: bytes accumulate and are dropped every 64 KiB, so only encoding is measured.
        let output = OutputBuffer(descriptor: -1)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let password = samplePasswords[iteration % samplePasswords.count]
            password.withUnsafeBufferPointer {
                encoder.encode(line: iteration + 1, password: $0, outcome: evaluator.evaluate($0), into: output)
            }
            if output.count > 1 << 16 { output.discard() }
        }
        blackHole(output.count)
    }

    Benchmark(
        "policy load: describe-user-pool JSON",
        configuration: .init(scalingFactor: .one)
    ) { benchmark in
        let json = Array(
            #"""
            {"UserPool": {"Id": "us-east-1_EXAMPLE", "Name": "pool", "Policies": {"PasswordPolicy": {"MinimumLength": 12,
            "RequireUppercase": true, "RequireLowercase": true, "RequireNumbers": true, "RequireSymbols": false,
            "PasswordHistorySize": 5, "TemporaryPasswordValidityDays": 7}}, "MfaConfiguration": "OFF",
            "SchemaAttributes": [{"Name": "email", "AttributeDataType": "String", "Mutable": true}]}}
            """#.utf8)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try PasswordPolicy(jsonBytes: json, file: "pool.json"))
        }
    }
}
