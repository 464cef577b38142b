// SPDX-License-Identifier: Apache-2.0
import Benchmark
import CredKit
import CredKitCore
import Foundation

/// The breached-password index at 10 M hashes (issue 17's scale for a benchmark; `Scripts/measure-
/// breached.sh` builds 100 M): build time, the file's bytes per hash, and lookups with the SHA-1.

let entryCount = 10_000_000

/// Random digests (a fixed seed), as the corpus's hashes would be.
func syntheticDigests(_ count: Int, seed: UInt64) -> [SHA1Digest] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
        SHA1Digest(high: generator.next(), middle: generator.next(), low: UInt32(truncatingIfNeeded: generator.next()))
    }
}

/// Builds the 10 M index once, in a temporary folder, and keeps it open.
final class SharedIndex: @unchecked Sendable {
    static let shared = SharedIndex()
    let directory: String
    let path: String
    let index: BreachedPasswordIndex
    let info: BreachedIndexInfo

    private init() {
        directory = NSTemporaryDirectory() + "credkit-breached-bench-\(getpid())"
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/bench.ckbi"
        let builder = BreachedIndexBuilder(workDirectory: directory)
        for digest in syntheticDigests(entryCount, seed: 1) { try! builder.add(digest, count: 1) }
        info = try! builder.write(to: path)
        index = try! BreachedPasswordIndex(path: path)
    }
}

/// Passwords to look up: mostly absent (as in a real audit), a few present.
let lookupPasswords: [[UInt8]] = {
    var generator = SplitMix64(seed: 7)
    let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%^&*-_.?".utf8)
    return (0..<4_096).map { _ in
        let length = 8 + Int(generator.next() % 12)
        return (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
    }
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .mega,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    Benchmark("breached lookup: SHA-1 + 3 slots, 10 M-entry index") { benchmark in
        let lookup = SharedIndex.shared.index.makeLookup()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let password = lookupPasswords[iteration & 4_095]
            blackHole(password.withUnsafeBufferPointer { lookup.lookup(SHA1Digest(hashing: $0)) })
        }
    }

    Benchmark("SHA-1 of a password alone") { benchmark in
        for iteration in benchmark.scaledIterations {
            let password = lookupPasswords[iteration & 4_095]
            blackHole(password.withUnsafeBufferPointer { SHA1Digest(hashing: $0) })
        }
    }

    Benchmark(
        "breached build: 10 M hashes (custom: bytes per entry ×1000)",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, .custom("bytes per entry ×1000", useScalingFactor: false)],
            scalingFactor: .one, maxDuration: .seconds(60), maxIterations: 3)
    ) { benchmark in
        let digests = syntheticDigests(entryCount, seed: 3)
        let directory = SharedIndex.shared.directory
        benchmark.startMeasurement()
        let builder = BreachedIndexBuilder(workDirectory: directory)
        for digest in digests { try builder.add(digest, count: 1) }
        let info = try builder.write(to: directory + "/build.ckbi")
        benchmark.stopMeasurement()
        benchmark.measurement(.custom("bytes per entry ×1000", useScalingFactor: false), Int(info.bytesPerEntry * 1000))
    }
}
