// swift-tools-version: 6.1
// SPDX-License-Identifier: Apache-2.0
// libFuzzer targets, in their own package so the main build never links a fuzzer. Build and run
// them with `make fuzz` from the repository root: it passes `-sanitize=fuzzer,address`.
import PackageDescription

// A path dependency's identity is its folder name, which depends on where the repository was cloned.
let rootIdentity = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "credkit").lowercased()

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: rootIdentity) },
        path: "Sources/\(name)"
    )
}

let package = Package(
    name: "credkit-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "CFuzzerDriver", path: "Sources/CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"], path: "Sources/FuzzSupport"),
        fuzzTarget("FuzzPolicy", ["CredKit"]),
        fuzzTarget("FuzzJWT", ["CredKit", "CredKitCore"]),
        fuzzTarget("FuzzJWKS", ["CredKit"]),
        fuzzTarget("FuzzEmail", ["CredKit"]),
        fuzzTarget("FuzzStrength", ["CredKit"]),
        fuzzTarget("FuzzJSON", ["CredKit"]),
        fuzzTarget("FuzzOTP", ["CredKit"]),
        fuzzTarget("FuzzGenerator", ["CredKit"]),
        fuzzTarget("FuzzSession", ["CognitoClient"]),
        fuzzTarget("FuzzBreachedIndex", ["CredKit"]),
        fuzzTarget("FuzzCognito", ["CognitoClient", "CredKit"]),
        fuzzTarget("FuzzDelimited", ["CredKitPipeline", "CredKitCore"]),
        fuzzTarget("FuzzPolicyImport", ["CredKitPolicyTools", "CredKit"]),
    ]
)
