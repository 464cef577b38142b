// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// What the built binary links: the portable configuration must stand without libpcre2 and libidn2,
/// the default one must use them. `make test` sets `CREDKIT_EXPECTED_ENGINES` for each build.
///
/// The binary's own `NEEDED` entries are read (`readelf -d`), not `ldd`'s closure: on Linux,
/// Foundation's networking loads libcurl, and Debian's libcurl itself depends on libidn2.
@Suite("Linked libraries", .waitsOnThreads)
struct LinkedLibrariesTests {
    private static func sharedLibraries() throws -> String {
        // The binary of this build's traits (CREDKIT_BIN may name the release binary, built with the default ones).
        try readelf(["--dynamic"], CLI.builtBinary.path)
    }

    @Test(
        "The binary and the C interface's library link the system libraries only in the default configuration",
        arguments: ["credkit", "libCredKitC.so"])
    func linkedLibraries(_ file: String) throws {
        let libraries =
            file == "credkit" ? try Self.sharedLibraries() : try readelf(["--dynamic"], CInterfaceEndToEndTests.library.path)
        #expect(libraries.contains("(NEEDED)") && libraries.contains("[libc.so"), "the C library must be listed: \(libraries)")
        let expected = ProcessInfo.processInfo.environment["CREDKIT_EXPECTED_ENGINES"] ?? "system"
        switch expected {
        case "system":
            #expect(libraries.contains("[libpcre2-8.so"))
            #expect(libraries.contains("[libidn2.so"))
        case "portable":
            #expect(!libraries.contains("libpcre2"), "\(libraries)")
            #expect(!libraries.contains("libidn2"), "\(libraries)")
        default:
            Issue.record("CREDKIT_EXPECTED_ENGINES must be system or portable, not \(expected)")
        }
    }
}

/// `readelf ARGUMENTS PATH`'s output (the test fails if readelf does).
func readelf(_ arguments: [String], _ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["readelf"] + arguments + [path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readAllRetrying()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "readelf \(arguments.joined(separator: " ")) \(path)")
    return String(decoding: data, as: UTF8.self)
}
