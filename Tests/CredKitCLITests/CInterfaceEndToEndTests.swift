// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitC
import Foundation
import Testing

/// The C interface against the command line: the same records for the same inputs, and the C
/// example (examples/c) compiled with the system's C compiler and run against the shared library.
@Suite("The C interface against credkit", .waitsOnThreads)
struct CInterfaceEndToEndTests {
    /// The shared library `swift build` made beside this test bundle (`make test` copies it there).
    static let library: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [bundle, bundle.deletingLastPathComponent(), CLI.packageRoot.appendingPathComponent(".build/debug")]
            .map { $0.appendingPathComponent("libCredKitC.so") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates.last!
    }()

    /// The C compiler: `cc` when there is one, else the toolchain's `clang`.
    static func compiler() -> String {
        for name in ["cc", "clang", "gcc"] {
            for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return "/usr/bin/cc"
    }

    @Test("examples/c compiles warning-free against include/credkit.h and prints credkit check's records")
    func cExample() throws {
        try #require(FileManager.default.fileExists(atPath: Self.library.path), "\(Self.library.path): swift build first")
        let directory = try TemporaryDirectory()
        let program = directory.url.appendingPathComponent("check_passwords")
        let libraryFolder = Self.library.deletingLastPathComponent().path
        let compile = try CLI.run(
            [
                "-std=c11", "-Wall", "-Wextra", "-Werror", "-I", CLI.packageRoot.appendingPathComponent("include").path,
                CLI.packageRoot.appendingPathComponent("examples/c/check_passwords.c").path, "-L", libraryFolder, "-lCredKitC",
                "-Wl,-rpath," + libraryFolder, "-o", program.path,
            ], executable: URL(fileURLWithPath: Self.compiler()))
        #expect(compile.status == 0, "\(compile.stderr)")
        let input: [UInt8] = Array("Passw0rd!\nshort\n".utf8) + [0xFF, 0x0A] + Array("Contraseña-2024\n".utf8)
        let example = try CLI.run(["cognito-default", "es"], stdin: input, executable: program)
        #expect(example.status == 1, "\(example.stderr)")
        let check = try CLI.run(
            ["check", "--policy", "cognito-default", "--format", "json"], stdin: input, environment: ["LANG": "es_ES.UTF-8"])
        let strength = try CLI.run(["strength", "--format", "json"], stdin: input)
        let records = example.stdout.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1) }
        let expected = check.stdout.split(separator: "\n")
        let bars = strength.stdout.split(separator: "\n").map { line in
            line.contains(#""error""#) ? "-2" : String(line.split(separator: ",")[2].dropFirst(#""bars":"#.count))
        }
        try #require(records.count == 4)
        for (index, record) in records.enumerated() {
            #expect(record.first == expected[index], "\(index)")
            #expect(record.last?.hasPrefix("bars=\(bars[index])") == true, "\(index): \(record.last ?? "") \(bars[index])")
        }
        #expect(records[1].last == "bars=1 MinimumLength RequireUppercase RequireNumbers RequireSymbols")
        #expect(records[2].last == "bars=-2 InvalidEncoding")
        let valid = try CLI.run(["cognito-default"], stdin: Array("Passw0rd!\n".utf8), executable: program)
        #expect(valid.status == 0)
        let missing = try CLI.run(["/nonexistent/pool.json", "es"], executable: program)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("credkit: no se puede leer el archivo de política /nonexistent/pool.json: "))
        #expect(missing.stderr.hasSuffix(" (unreadable)\n"), "\(missing.stderr)")
    }

    @Test("The library exports exactly the functions include/credkit.h declares")
    func exportsMatchTheHeader() throws {
        let symbols = try CLI.run(
            ["nm", "-D", "--defined-only", Self.library.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(symbols.status == 0, "\(symbols.stderr)")
        let exported = Set(
            symbols.stdout.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: " ")
                guard parts.count == 3, parts[1] == "T", parts[2].hasPrefix("credkit_") else { return nil }
                return String(parts[2])
            })
        let header = try String(contentsOf: CLI.packageRoot.appendingPathComponent("include/credkit.h"), encoding: .utf8)
        let declared = Set(
            header.matches(of: /\b(credkit_[a-z0-9_]+)\(/).map { String($0.output.1) })
        #expect(exported.count >= 30)
        #expect(
            exported == declared,
            "exported only: \(exported.subtracting(declared).sorted()); declared only: \(declared.subtracting(exported).sorted())"
        )
    }

    /// The records of `arguments` for `lines`, one per line.
    static func cliRecords(_ arguments: [String], _ lines: [[UInt8]]) throws -> [Substring] {
        let result = try CLI.run(arguments + ["--format", "json"], stdin: Array(lines.joined(separator: [0x0A])) + [0x0A])
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    static let passwords: [[UInt8]] = {
        var lines =
            (try? String(contentsOf: CLI.packageRoot.appendingPathComponent("Policies/sample-passwords.txt"), encoding: .utf8))?
            .split(separator: "\n").map { Array($0.utf8) } ?? []
        lines += [[], [0xFF], Array("  padded  ".utf8), Array("ＰＡＳＳｗｏｒｄ１２３".utf8), Array("marisolquintero1987".utf8)]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ019!@ ñé".unicodeScalars)
        for _ in 0..<300 {
            let length = Int.random(in: 0...24, using: &generator)
            lines.append(
                Array(String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! })).utf8)
            )
        }
        return lines
    }()

    @Test("Check and strength records equal credkit's, line for line, for every preset and both languages")
    func checkAndStrength() throws {
        for preset in ["cognito-default", "nist-800-63b", "pci-dss-4"] {
            var error: OpaquePointer?
            let policy = credkit_policy_load(preset, nil, &error)
            defer { credkit_policy_free(policy) }
            let expected = try Self.cliRecords(["check", "--policy", preset], Self.passwords)
            #expect(expected.count == Self.passwords.count)
            for (index, password) in Self.passwords.enumerated() {
                let record = password.withUnsafeBufferPointer {
                    credkit_policy_check_record(policy, $0.baseAddress, $0.count, Int64(index + 1), "en", nil, nil)
                }
                #expect(CTake.string(record) == String(expected[index]), "\(preset) line \(index + 1)")
            }
        }
        var error: OpaquePointer?
        let meter = credkit_strength_new(#"{"user_inputs": ["marisol@example.com"]}"#, &error)
        defer { credkit_strength_free(meter) }
        let expected = try Self.cliRecords(["strength", "--email", "marisol@example.com"], Self.passwords)
        for (index, password) in Self.passwords.enumerated() {
            let record = password.withUnsafeBufferPointer {
                credkit_strength_record(meter, $0.baseAddress, $0.count, Int64(index + 1), "en", nil)
            }
            #expect(CTake.string(record) == String(expected[index]), "strength line \(index + 1)")
        }
    }

    @Test("Email records equal credkit email's for email-validator's 1,482 reference addresses")
    func email() throws {
        let references = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/email-validator.jsonl"), encoding: .utf8)
        let addresses: [[UInt8]] = references.split(separator: "\n").compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (object?["input"] as? String).map { Array($0.utf8) }
        }.filter { !$0.contains(0x0A) && !$0.contains(0x0D) }
        #expect(addresses.count > 1_000)
        let expected = try Self.cliRecords(["email"], addresses)
        #expect(expected.count == addresses.count)
        var error: OpaquePointer?
        let checker = credkit_email_new(nil, &error)
        defer { credkit_email_free(checker) }
        for (index, address) in addresses.enumerated() {
            let record = address.withUnsafeBufferPointer {
                credkit_email_record(checker, $0.baseAddress, $0.count, Int64(index + 1), "en", nil)
            }
            #expect(CTake.string(record) == String(expected[index]), "line \(index + 1)")
        }
    }

    @Test("JWT records equal credkit jwt decode's and verify's for every fixture token")
    func jwt() throws {
        let cases = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/jwt/cases.jsonl"), encoding: .utf8)
        let tokens: [[UInt8]] = cases.split(separator: "\n").compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (object?["token"] as? String).map { Array($0.utf8) }
        }.filter { !$0.contains(0x0A) }
        let decoded = try Self.cliRecords(["jwt", "decode", "--at", "1800000000"], tokens)
        let jwks = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/jwt/jwks.json")
        let verified = try Self.cliRecords(
            [
                "jwt", "verify", "--at", "1800000000", "--jwks", jwks.path, "--user-pool-id", "eu-west-1_AbC123xyz",
                "--client-id",
                "7k2a9q4bq3ts2v8hrl1cgnl5ik", "--token-use", "id",
            ], tokens)
        #expect(decoded.count == tokens.count && verified.count == tokens.count)
        let keys = try [UInt8](Data(contentsOf: jwks))
        var error: OpaquePointer?
        let verifier = keys.withUnsafeBufferPointer {
            credkit_jwt_verifier_new(
                $0.baseAddress, $0.count,
                #"{"user_pool_id": "eu-west-1_AbC123xyz", "client_ids": ["7k2a9q4bq3ts2v8hrl1cgnl5ik"], "token_use": "id", "at": 1800000000}"#,
                &error)
        }
        #expect(error == nil)
        defer { credkit_jwt_verifier_free(verifier) }
        for (index, token) in tokens.enumerated() {
            let decode = token.withUnsafeBufferPointer {
                credkit_jwt_decode_record($0.baseAddress, $0.count, #"{"at": 1800000000}"#, "en", nil)
            }
            #expect(CTake.string(decode) == String(decoded[index]), "decode \(index + 1)")
            let verify = token.withUnsafeBufferPointer {
                credkit_jwt_verify_record(verifier, $0.baseAddress, $0.count, "en", nil)
            }
            #expect(CTake.string(verify) == String(verified[index]), "verify \(index + 1)")
        }
    }
}

/// Strings the C interface returns, read and freed.
enum CTake {
    static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { credkit_string_free(pointer) }
        return String(cString: pointer)
    }
}
