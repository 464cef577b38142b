// SPDX-License-Identifier: Apache-2.0
import Benchmark
import CredKit
import CredKitCore
import CredKitPipeline

/// The realistic mix of Scripts/generate-emails.py, rebuilt here with a fixed seed: 60 % ordinary
/// valid addresses, 10 % random local parts, 10 % internationalised local parts, 20 % mistakes.
let addresses: [[UInt8]] = {
    let firsts = ["jose", "maria", "ana", "john", "li", "o'neil", "müller", "zoë", "françois", "sam"]
    let lasts = ["garcia", "smith", "lopez", "nguyen", "kim", "brown", "martinez", "jones"]
    let domains = [
        "example.com", "gmail.com", "outlook.es", "empresa.com.mx", "uni.edu", "münchen.de", "例え.jp",
        "xn--mnchen-3ya.de", "mail.co.uk", "sub.domain.org",
    ]
    let bad = [
        "plainaddress", "@no-local.com", "two..dots@example.com", "trailing.@example.com", "x@-bad.com",
        "x@bad-.com", "x@localhost", "x@nodot", "\"quoted\"@example.com", "x@[127.0.0.1]", "x@example.com.",
        String(repeating: "x", count: 70) + "@example.com", "x@" + String(repeating: "y", count: 64) + ".com",
        "sp ace@example.com", "x@exa_mple.com", "x@@example.com",
    ]
    let international = ["josé", "ñandú", "用户", "δοκιμή", "пользователь"]
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789._-+")
    var random = SplitMix64(seed: 7)
    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    var result: [String] = []
    while result.count < 10_000 {
        let roll = Double(random.next() % 1000) / 1000
        if roll < 0.6 {
            let first = pick(firsts), last = pick(lasts)
            let local = [
                first, "\(first).\(last)", "\(first)\(random.next() % 99 + 1)", "\(first)+\(last)", "\(first.first!)\(last)",
            ][Int(random.next() % 5)]
            result.append("\(local)@\(pick(domains))")
        } else if roll < 0.7 {
            let local = String((0..<(1 + Int(random.next() % 20))).map { _ in pick(alphabet) })
            result.append("\(local)@\(pick(domains))")
        } else if roll < 0.8 {
            result.append("\(pick(international))@\(pick(domains))")
        } else {
            result.append(pick(bad))
        }
    }
    return result.map { Array($0.utf8) }
}()

/// Addresses whose domains are all different and internationalised (Latin with accents, Greek,
/// Cyrillic, CJK, Arabic, Devanagari, fullwidth, A-labels), checked through `validate`, which keeps
/// no domain cache: every address pays the IDNA conversion.
let internationalDomains: [String] = {
    let pieces = [
        "münchen", "españa", "ελλάδα", "россия", "例え", "日本語", "مصر", "भारत", "ＥＸＡＭＰＬＥ", "straße",
        "café", "zoë", "ñandú", "xn--mnchen-3ya", "bücher", "δοκιμή", "пример", "テスト",
    ]
    var random = SplitMix64(seed: 11)
    return (0..<2_000).map { index in
        let first = pieces[Int(random.next() % UInt64(pieces.count))]
        let second = pieces[Int(random.next() % UInt64(pieces.count))]
        return "user\(index)@\(first)\(index % 97).\(second).com"
    }
}()

/// ASCII addresses that pass: the sign-up form's everyday case.
let plainAddresses: [[UInt8]] = addresses.filter { bytes in
    bytes.allSatisfy { $0 < 0x80 } && EmailChecker().check(String(decoding: bytes, as: UTF8.self)).isValid
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    func run(_ profile: EmailProfile, _ inputs: [[UInt8]], _ benchmark: Benchmark) {
        let checker = EmailChecker(profile: profile).makeEvaluator()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let outcome = inputs[iteration % inputs.count].withUnsafeBufferPointer { checker.evaluate($0) }
            blackHole(outcome.isValid)
        }
    }

    Benchmark("email default: realistic mix (20% invalid, 18% non-ASCII)") { run(.default, addresses, $0) }
    Benchmark("email default: plain ASCII valid addresses") { run(.default, plainAddresses, $0) }
    Benchmark("email rfc: realistic mix") { run(.rfc, addresses, $0) }

    Benchmark("email default: internationalised domains, uncached (IDNA on every address)") { benchmark in
        let validator = EmailChecker()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(validator.check(internationalDomains[iteration % internationalDomains.count]).isValid)
        }
    }

    Benchmark("email pipeline: default check + JSON Lines record (realistic mix)") { benchmark in
        let checker = EmailChecker().makeEvaluator()
        let encoder = EmailRecordEncoder(language: .english)
        let output = OutputBuffer(descriptor: -1)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            addresses[iteration % addresses.count].withUnsafeBufferPointer { input in
                let outcome = checker.evaluate(input)
                checker.withNormalizedBytes { encoder.encode(input: input, outcome: outcome, normalized: $0, into: output) }
            }
            if output.count > 1 << 16 { output.discard() }
        }
    }
}
