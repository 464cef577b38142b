// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "credkit",
    // The lowest versions whose APIs the libraries use: the standard library's `Regex` (the portable
    // pattern engine) needs macOS 13, iOS 16, tvOS 16, watchOS 9; visionOS has had it from 1.0.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "CredKit", targets: ["CredKit"]),
        .library(name: "CognitoClient", targets: ["CognitoClient"]),
        .executable(name: "credkit", targets: ["credkit"]),
    ],
    // PCRE2 is the pattern engine on Linux while its trait is on (the default). `swift build
    // --disable-default-traits` is the portable configuration, the one Apple platforms always get (the
    // platform condition keeps the system-library targets off them): pure Swift engines only.
    // Email domains use the Swift IDNA engine in every build; the LibIDN2 trait links libidn2 beside
    // it as the reference the differential tests compare it with (`make test` turns it on).
    traits: [
        .trait(name: "PCRE2", description: "Policy patterns and the email fast path through libpcre2-8 with JIT (Linux)."),
        .trait(name: "LibIDN2", description: "Link libidn2 as a reference IDNA engine for differential tests (Linux)."),
        .default(enabledTraits: ["PCRE2"]),
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
                .target(name: "CPCRE2", condition: .when(platforms: [.linux], traits: ["PCRE2"])),
                .target(name: "CIDN2", condition: .when(platforms: [.linux], traits: ["LibIDN2"])),
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
