// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

/// `--jobs`: several workers give exactly what one gives — the same bytes on standard output, the
/// same summary on standard error, the same exit status — on input made to break a batching scheme.
@Suite("--jobs, end to end", .waitsOnThreads)
struct JobsTests {
    /// Nine thousand lines (several batches, cut by line count and by size): passwords, addresses
    /// and tokens (valid, expired, forged), invalid UTF-8, NUL bytes, empty lines, LF, CRLF and lone
    /// CR endings, a byte order mark, a 17 MiB line (over the reader's 16 MiB limit, so cut) in the
    /// middle, and a last line without a newline.
    static let input: [UInt8] = {
        var generator = SplitMix64(seed: 21)
        let tokens = tokenNames.map { JWTFixture.tokens[$0] ?? "missing fixture \($0)" }
        let pieces: [[UInt8]] = [
            Array("Passw0rd!".utf8), Array("correct horse battery staple".utf8), Array("jose@example.com".utf8),
            Array("josé@ejemplo.es".utf8), Array("Contraseña1!".utf8), [0xC3, 0x28, 0x41],
            Array("Pass".utf8) + [0] + Array("w0rd".utf8),
            [], Array("  \t".utf8), Array("a@b".utf8), Array("Tr0ub4dor&3".utf8),
        ]
        let endings: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        for index in 0..<9_000 {
            if index == 4_500 { bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 17 << 20) + [0x0A] }
            let roll = generator.next() % 10
            if roll < 3, !tokens.isEmpty {
                bytes += Array(tokens[Int(generator.next() % UInt64(tokens.count))].utf8)
            } else {
                bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
                bytes += Array(String(generator.next() % 1000).utf8)
            }
            bytes += endings[Int(generator.next() % 3)]
        }
        return bytes + Array("no newline at the end".utf8)
    }()

    /// Fixture tokens mixed into the input: valid, expired, not yet valid, tampered, from another
    /// issuer, and three algorithms.
    static let tokenNames = [
        "id token RS256", "access token with scope and group", "exp at-1 leeway 0", "nbf at+61 leeway 60",
        "tampered payload", "issuer mismatch", "id token ES384", "id token EdDSA",
    ]

    static let commands: [[String]] = [
        ["check", "--format", "json", "--show-password"],
        ["check", "--policy", "nist-800-63b", "--strength", "guesses", "--email", "jose@example.com"],
        ["strength", "--format", "json", "--show-password", "--minimum-bars", "3"],
        ["strength", "--model", "checklist"],
        ["email", "--format", "json"],
        ["email", "--profile", "rfc", "--lang", "es"],
        ["jwt", "decode", "--format", "json", "--at", JWTFixture.at],
        ["jwt", "decode", "--at", JWTFixture.at],
        [
            "jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--user-pool-id", JWTFixture.pool,
            "--at", JWTFixture.at, "--format",
            "json",
        ],
        [
            "jwt", "verify", "--any-client", "--any-token-use", "--jwks", JWTFixture.jwks, "--user-pool-id", JWTFixture.pool,
            "--at", JWTFixture.at,
        ],
    ]

    @Test("Output, summary and exit status are byte-identical to --jobs 1 on every streaming command", arguments: commands)
    func identical(_ arguments: [String]) throws {
        #expect(Self.tokenNames.allSatisfy { JWTFixture.tokens[$0] != nil })
        let one = try CLI.run(arguments + ["--jobs", "1"], stdin: Self.input)
        let records = one.stdoutBytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        if arguments.contains("json") {
            // One record per line: 9,000 + the long line + the last (the BOM is not a line).
            #expect(records == 9_002, "\(records) records")
        } else {
            #expect(records > 9_000, "\(records) lines")
        }
        #expect(one.status == (arguments[0] == "jwt" || arguments[0] == "strength" ? 4 : 1), "\(one.stderr.prefix(300))")
        for jobs in ["2", "3"] {
            let several = try CLI.run(arguments + ["--jobs", jobs], stdin: Self.input)
            #expect(several.status == one.status, "--jobs \(jobs)")
            #expect(several.stdoutBytes == one.stdoutBytes, "--jobs \(jobs): standard output differs")
            #expect(several.stderr == one.stderr, "--jobs \(jobs): \(several.stderr.prefix(300))")
        }
    }

    @Test("The text summary adds up every worker's counts")
    func summary() throws {
        let input = Array(String(repeating: "Passw0rd!\nshort\n", count: 6_000).utf8)
        let result = try CLI.run(["check", "--jobs", "2"], stdin: input)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == """
                12000 checked: 6000 valid, 6000 invalid
                violations by rule:
                  MinimumLength     6000
                  RequireUppercase  6000
                  RequireNumbers    6000
                  RequireSymbols    6000

                """)
    }

    @Test("A file as input: the same records with and without workers; an unreadable one fails the same way")
    func file() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("passwords.txt").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.input)))
        let one = try CLI.run(["check", "--password-file", path, "--format", "json", "--jobs", "1"])
        let two = try CLI.run(["check", "--password-file", path, "--format", "json", "--jobs", "auto"])
        #expect(one.status == 1 && two.status == 1)
        #expect(one.stdoutBytes == two.stdoutBytes && one.stdoutBytes.count > 9_000 * 50)

        // A directory opens but cannot be read: nothing written, exit 2, the same message.
        let unreadable = try CLI.run(["check", "--password-file", directory.url.path, "--jobs", "2"])
        let unreadableOne = try CLI.run(["check", "--password-file", directory.url.path, "--jobs", "1"])
        #expect(unreadable.status == 2 && unreadable.stdout.isEmpty)
        #expect(unreadable.stderr == unreadableOne.stderr && unreadable.stderr.contains("Is a directory"))
    }

    @Test("--jobs takes 1 to 256 or auto; anything else is a usage error (exit 2) in the user's language")
    func invalidCount() throws {
        for value in ["0", "257", "-1", "two", "1.5"] {
            let result = try CLI.run(["strength", "--jobs=\(value)"], input: "x\n")
            #expect(result.status == 2, "--jobs \(value)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "credkit: error: --jobs \(value): expected a number from 1 to 256, or auto\n")
        }
        let spanish = try CLI.run(["email", "-j", "0", "--lang", "es"], input: "a@b.c\n")
        #expect(spanish.status == 2)
        #expect(spanish.stderr == "credkit: error: --jobs 0: se esperaba un número de 1 a 256, o auto\n")
        let short = try CLI.run(["email", "-j", "256", "--format", "json"], input: "a@example.com\n")
        #expect(try short.status == 0 && short.jsonLines().count == 1)
    }

    @Test("jwt verify with a key set URL: workers share one fetch")
    func remoteKeys() throws {
        let served = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: JWTFixture.jwks, toPath: served.url.appendingPathComponent("jwks.json").path)
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let token = try JWTFixture.token("id token RS256")
        let input = Array(String(repeating: token + "\n", count: 10_000).utf8)
        let arguments = [
            "jwt", "verify", "--any-client", "--any-token-use", "--jwks", server.url("jwks.json"), "--user-pool-id",
            JWTFixture.pool, "--at", JWTFixture.at,
            "--format", "json", "--no-jwks-cache",
        ]
        let several = try CLI.run(arguments + ["--jobs", "3"], stdin: input)
        #expect(several.status == 0, "\(several.stderr)")
        let records = try several.jsonLines()
        #expect(records.count == 10_000 && records.allSatisfy { $0["valid"] as? Bool == true })
        #expect(server.requests(for: "jwks.json") == 1)
        let one = try CLI.run(arguments + ["--jobs", "1"], stdin: input)
        #expect(one.stdoutBytes == several.stdoutBytes)
    }
}
