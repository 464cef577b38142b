// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `make release-static`'s binary: the Swift runtime and Foundation inside it, only system libraries
/// outside, and it runs with nothing of the toolchain reachable — copied alone into an empty folder,
/// started with an empty environment.
@Suite("Self-contained binary (make release-static)", .waitsOnThreads)
struct StaticBinaryTests {
    static let path = CLI.packageRoot.appendingPathComponent(".build/static/credkit").path

    /// The libraries the binary may still ask the system for (see the Makefile's `release-static`).
    static let systemLibraries: Set<String> = [
        "libc.so.6", "libm.so.6", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libstdc++.so.6", "libgcc_s.so.1",
        "libcurl.so.4", "libpcre2-8.so.0",
    ]

    @Test("It needs only system libraries: no Swift runtime, Foundation, Dispatch or ICU, no run path, no symbols")
    func linkedLibraries() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.path), "\(Self.path): run `make release-static`")
        let dynamic = try readelf(["--dynamic"], Self.path)
        let needed = Set(
            dynamic.split(separator: "\n").compactMap { line -> String? in
                guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]")
                else { return nil }
                return String(line[line.index(after: open)..<close])
            })
        #expect(needed.contains("libc.so.6"))
        #expect(needed.isSubset(of: Self.systemLibraries), "unexpected: \(needed.subtracting(Self.systemLibraries).sorted())")
        #expect(!dynamic.contains("(RUNPATH)") || !dynamic.contains("swift"), "\(dynamic)")
        let sections = try readelf(["--section-headers", "--wide"], Self.path)
        #expect(!sections.contains(".symtab"), "the binary is stripped")
    }

    @Test("Copied alone into an empty folder and run with an empty environment, it checks passwords and reads JSON")
    func runsAlone() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.path), "\(Self.path): run `make release-static`")
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("credkit")
        try FileManager.default.copyItem(atPath: Self.path, toPath: copy.path)

        func run(_ arguments: [String], stdin: String) throws -> (status: Int32, stdout: String) {
            let process = Process()
            process.executableURL = copy
            process.arguments = arguments
            process.environment = [:]
            process.currentDirectoryURL = directory.url
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.writeAllThenCloseInBackground(Array(stdin.utf8))
            let data = output.fileHandleForReading.readAllRetrying()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        let check = try run(
            ["check", "--format", "json", "--input-format", "csv", "--field", "password", "--keep", "id"],
            stdin: "id,password\n7,Passw0rd!\n8,\"a,b\"\n")
        #expect(check.status == 1)
        #expect(
            check.stdout.split(separator: "\n").first
                == #"{"line":1,"valid":true,"violations":[],"cognitoMessage":null,"keep":{"id":"7"}}"#)
        #expect(check.stdout.split(separator: "\n").count == 2)
        // Spanish texts, the strength meter's compiled-in dictionaries and Foundation's dates.
        let strength = try run(["strength", "--format", "json", "--lang", "es"], stdin: "password\n")
        #expect(strength.status == 0)
        #expect(
            strength.stdout.hasPrefix(#"{"line":1,"model":"guesses","bars":1,"color":"red","label":"Débil","score":0,"#),
            "\(strength.stdout)")
        let version = try run(["--version"], stdin: "")
        #expect(version.status == 0 && version.stdout.first?.isNumber == true, "\(version.stdout)")
    }
}
