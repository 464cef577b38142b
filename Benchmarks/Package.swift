// swift-tools-version: 6.1
// SPDX-License-Identifier: Apache-2.0
// Benchmarks live in their own package so the main build and CI never compile package-benchmark.
// Run them with `make bench` from the repository root (or `swift package benchmark` here).
import PackageDescription

// A path dependency's identity is its folder name, which depends on where the repository was cloned.
let rootIdentity = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "credkit").lowercased()

let package = Package(
    name: "credkit-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    ],
    targets: [
        .executableTarget(
            name: "EmailBenchmarks",
            dependencies: [
                .product(name: "CredKit", package: rootIdentity),
                .product(name: "CredKitCore", package: rootIdentity),
                .product(name: "CredKitPipeline", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "EmailBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "JWTBenchmarks",
            dependencies: [
                .product(name: "CredKit", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            path: "JWTBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "BreachedBenchmarks",
            dependencies: [
                .product(name: "CredKit", package: rootIdentity),
                .product(name: "CredKitCore", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "BreachedBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GeneratorBenchmarks",
            dependencies: [
                .product(name: "CredKit", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "GeneratorBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PolicyBenchmarks",
            dependencies: [
                .product(name: "CredKit", package: rootIdentity),
                .product(name: "CredKitCore", package: rootIdentity),
                .product(name: "CredKitPipeline", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "PolicyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "StrengthBenchmarks",
            dependencies: [
                .product(name: "CredKit", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "StrengthBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CognitoBenchmarks",
            dependencies: [
                .product(name: "CognitoClient", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "CognitoBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
