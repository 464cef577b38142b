// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "credkit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CredKit", targets: ["CredKit"]),
        .library(name: "CognitoClient", targets: ["CognitoClient"]),
        .executable(name: "credkit", targets: ["credkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/attaswift/BigInt.git", from: "6.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        .systemLibrary(
            name: "CIDN2",
            pkgConfig: "libidn2",
            providers: [.apt(["libidn2-dev"]), .brew(["libidn2"])]
        ),
        .target(
            name: "CredKit",
            dependencies: [
                "CPCRE2",
                "CIDN2",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "CognitoClient",
            dependencies: [
                "CredKit",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "BigInt", package: "BigInt"),
            ]
        ),
        .executableTarget(
            name: "credkit",
            dependencies: [
                "CredKit",
                "CognitoClient",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CredKitTests",
            dependencies: ["CredKit"],
            // Read from the source tree by path (the benchmarks share them), not bundled.
            exclude: ["Fixtures"]
        ),
        // moto's server and a connection counter, for the client's and the CLI's tests.
        .target(name: "CognitoTestSupport", path: "Tests/CognitoTestSupport"),
        .testTarget(
            name: "CognitoClientTests",
            dependencies: ["CognitoClient", "CredKit", "CognitoTestSupport", .product(name: "BigInt", package: "BigInt")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CredKitCLITests",
            // Depending on the executable makes `swift test` build it; the tests run the real binary.
            dependencies: ["credkit", "CognitoTestSupport"]
        ),
    ]
)
