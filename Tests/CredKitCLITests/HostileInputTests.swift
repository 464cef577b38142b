// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// Every streaming command fed what breaks line tools: invalid UTF-8, NUL bytes, a 1 MB line,
/// CR-only line endings, a byte order mark, empty input, and ten million lines. Each must answer
/// with its documented exit status, exactly one JSON record per input line, no crash and no hang.
@Suite("Hostile input", .waitsOnThreads)
struct HostileInputTests {
    /// A streaming command and the exit status it documents for "some line was bad": 1 where the
    /// line is judged (a password or an address that is not UTF-8 is invalid), 4 where it cannot be
    /// read (a rating, a token).
    struct Command: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var statusForBadLine: Int32
        var testDescription: String { arguments.prefix(2).joined(separator: " ") }
    }

    static let jwks = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/jwt/jwks.json").path

    static let commands = [
        Command(arguments: ["check", "--format", "json", "--show-password"], statusForBadLine: 1),
        Command(arguments: ["strength", "--format", "json", "--show-password"], statusForBadLine: 4),
        Command(arguments: ["email", "--format", "json"], statusForBadLine: 1),
        Command(arguments: ["email", "--profile", "rfc", "--format", "json"], statusForBadLine: 1),
        Command(arguments: ["jwt", "decode", "--format", "json"], statusForBadLine: 4),
        Command(
            arguments: [
                "jwt", "verify", "--any-client", "--any-token-use", "--jwks", jwks, "--issuer", "https://issuer.example",
                "--format", "json",
            ],
            statusForBadLine: 4),
    ]

    /// Runs `command` on `input`, checks it ended normally with a parseable JSON record per line.
    static func run(_ command: Command, _ input: [UInt8], records: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (CLIResult, [[String: Any]])
    {
        let result = try CLI.run(command.arguments, stdin: input)
        #expect(result.status <= 4, "ended with \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Sanitizer"), sourceLocation: sourceLocation)
        let lines = try result.jsonLines()
        try #require(lines.count == records, "\(lines.count) records for \(records) lines", sourceLocation: sourceLocation)
        if let first = lines.first, first["line"] != nil {
            #expect(
                lines.map { $0["line"] as? Int } == (1...max(records, 1)).prefix(records).map { $0 },
                sourceLocation: sourceLocation)
        }
        return (result, lines)
    }

    @Test("Invalid UTF-8 and NUL bytes: an error record for the bad line, the others checked", arguments: commands)
    func invalidBytes(_ command: Command) throws {
        let (invalid, records) = try Self.run(
            command, Array("jose@example.com\n".utf8) + [0xC3, 0x28, 0x62, 0x0A] + Array("Passw0rd!\n".utf8), records: 3)
        #expect(invalid.status == command.statusForBadLine)
        let bad = records[1]
        let described = "\(bad)"
        #expect(described.contains("encoding") || described.contains("malformed") || described.contains("UTF-8"), "\(bad)")
        let (nul, nulRecords) = try Self.run(command, Array("Pass".utf8) + [0] + Array("w0rd!\n".utf8) + [0, 0x0A], records: 2)
        #expect(nul.status <= 4)
        if command.arguments.contains("--show-password") {
            #expect(nulRecords.first?["password"] as? String == "Pass\u{0}w0rd!")
        }
    }

    @Test("A 1 MB line is judged (too long) without holding up the next", arguments: commands)
    func megabyteLine(_ command: Command) throws {
        let input = [UInt8](repeating: UInt8(ascii: "A"), count: 1 << 20) + Array("\nsecond\n".utf8)
        let (result, records) = try Self.run(command, input, records: 2)
        // Too long for a password, an address or a token; strength just rates it (no minimum set).
        #expect(result.status == (command.arguments[0] == "strength" ? 0 : command.statusForBadLine))
        if command.arguments[0] == "check" {
            #expect(
                try #require(records[0]["violations"] as? [[String: Any]]).contains { $0["rule"] as? String == "MaximumLength" })
        }
    }

    @Test("CR-only line endings split lines like LF and CRLF", arguments: commands)
    func carriageReturns(_ command: Command) throws {
        let (_, records) = try Self.run(command, Array("alpha\rbeta\r\ngamma\r".utf8), records: 3)
        if command.arguments.contains("--show-password") {
            #expect(records.map { $0["password"] as? String } == ["alpha", "beta", "gamma"])
        }
        if command.arguments[0] == "email" {
            #expect(records.map { $0["input"] as? String } == ["alpha", "beta", "gamma"])
        }
    }

    @Test("A byte order mark opening the input is not part of the first line", arguments: commands)
    func byteOrderMark(_ command: Command) throws {
        let (_, records) = try Self.run(command, [0xEF, 0xBB, 0xBF] + Array("jose@example.com\nPassw0rd!\n".utf8), records: 2)
        if command.arguments.contains("--show-password") {
            #expect(records.first?["password"] as? String == "jose@example.com")
        }
        if command.arguments[0] == "email" {
            #expect(records.first?["valid"] as? Bool == true && records.first?["input"] as? String == "jose@example.com")
        }
    }

    @Test("Empty input: no records, exit 0", arguments: commands)
    func emptyInput(_ command: Command) throws {
        let (result, _) = try Self.run(command, [], records: 0)
        #expect(result.status == 0 && result.stdout.isEmpty)
    }

    @Test("Policy files: invalid UTF-8, NUL, BOM, empty, too large, too deep — each named with its place, exit 2")
    func policyFiles() throws {
        let folder = try TemporaryDirectory()
        func policy(_ name: String, _ bytes: [UInt8]) throws -> CLIResult {
            let file = folder.url.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            return try CLI.run(["policy", "show", file.path])
        }
        let cases: [(String, [UInt8], String)] = [
            ("utf8.json", [0xFF, 0xFE] + Array("{}".utf8), "utf8.json:1:1: malformed JSON: the file is not valid UTF-8"),
            (
                "nul.json", Array(#"{"PasswordPolicy":{"MinimumLength":"#.utf8) + [0] + Array("8}}".utf8),
                "nul.json:1:36: malformed JSON: unexpected byte 0x00; expected a value"
            ),
            ("empty.json", [], "empty.json:1:1: malformed JSON: unexpected end of input"),
            (
                "deep.json", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8),
                "deep.json:1:65: malformed JSON: nested deeper than 64 levels"
            ),
            (
                "large.json", Array(("{\"junk\":\"" + String(repeating: "x", count: 2 << 20) + "\"}").utf8),
                "large.json: policy file is larger than 1048576 bytes"
            ),
        ]
        for (name, bytes, message) in cases {
            let result = try policy(name, bytes)
            #expect(result.status == 2 && result.stdout.isEmpty, "\(name)")
            #expect(result.stderr.hasPrefix("credkit: error: \(folder.url.path)/\(message)"), "\(name): \(result.stderr)")
        }
        let bom = try policy("bom.json", [0xEF, 0xBB, 0xBF] + Array("{\"PasswordPolicy\":{\"MinimumLength\":9}}\r".utf8))
        #expect(bom.status == 0 && bom.stdout.contains("Minimum 9 characters"), "\(bom.stderr)")
    }

    @Test("Tokens and key sets: a huge or deeply nested payload is refused as malformed, not parsed")
    func hostileTokens() throws {
        func part(_ text: String) -> String {
            Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(
                of: "/", with: "_"
            )
            .replacingOccurrences(of: "=", with: "")
        }
        let header = part(#"{"alg":"RS256","kid":"rsa-1"}"#)
        let deep =
            header + "." + part("{\"a\":" + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "}")
            + ".c2ln"
        let huge = header + "." + part("{\"a\":\"" + String(repeating: "x", count: 40_000) + "\"}") + ".c2ln"
        let decoded = try CLI.run(["jwt", "decode", "--format", "json"], input: deep + "\n" + huge + "\n")
        #expect(decoded.status == 4)
        let records = try decoded.jsonLines()
        try #require(records.count == 2)
        #expect(records.map { $0["error"] as? String } == ["malformed", "malformed"])
        #expect((records[0]["message"] as? String)?.contains("nested deeper than 64 levels") == true)
        #expect((records[1]["message"] as? String)?.contains("the limit is 32768") == true)

        let folder = try TemporaryDirectory()
        let deepKeys = folder.url.appendingPathComponent("deep.json")
        try Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8).write(to: deepKeys)
        let verify = try CLI.run(
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", deepKeys.path, "--issuer", "https://issuer.example"],
            input: deep + "\n")
        #expect(verify.status == 2)
        #expect(
            verify.stderr.hasSuffix(
                "credkit: error: the JWKS is not available: \(deepKeys.path): the JWKS is not JSON (byte 65: nested deeper than 64 levels)\n"
            ))
    }

    @Test("Passwords on standard input for credkit cognito: bad bytes and endings are refused before any request")
    func cognitoPasswords() throws {
        let environment = [
            "CREDKIT_REGION": "us-east-1", "CREDKIT_CLIENT_ID": "client", "CREDKIT_ENDPOINT": "http://127.0.0.1:9/",
        ]
        func signUp(_ bytes: [UInt8]) throws -> CLIResult {
            try CLI.run(
                ["cognito", "sign-up", "--email", "ana@example.com", "--password-stdin"], stdin: bytes, environment: environment)
        }
        #expect(
            try signUp([0x61, 0xFF, 0x0A]).stderr
                == "credkit: error: the password (standard input line 1) is not valid UTF-8: first bad byte at offset 1\n")
        #expect(try signUp([]).stderr == "credkit: error: standard input ended before the password (line 1)\n")
        let huge = try signUp([UInt8](repeating: UInt8(ascii: "A"), count: 1 << 20) + [0x0A])
        #expect(huge.status == 2 && huge.stderr.contains("Password must be at most 256 characters"))
        // CR ends the line; the BOM is skipped: "Passw0rd!x" is what the policy sees, and it passes, so
        // the request goes out and meets the closed port (exit 3), proving the password was read whole.
        let bom = try signUp([0xEF, 0xBB, 0xBF] + Array("Passw0rd!x\rignored".utf8))
        #expect(bom.status == 3, "\(bom.stderr)")
        let nul = try signUp(Array("Pass".utf8) + [0] + Array("w0rd!\n".utf8))
        #expect(nul.status == 3 || nul.status == 2)
        #expect(!nul.stderr.contains("Pass"))
    }
}

/// Ten million lines through every streaming command: one record per line, flat memory.
@Suite("Ten million lines", .serialized, .waitsOnThreads)
struct TenMillionLinesTests {
    /// The optimised binary when `make test` built it (this is a throughput test), else the debug one.
    static let binary: URL = {
        if ProcessInfo.processInfo.environment["CREDKIT_BIN"] != nil { return CLI.binary }
        let release = CLI.packageRoot.appendingPathComponent(".build/release/credkit")
        return FileManager.default.isExecutableFile(atPath: release.path) ? release : CLI.binary
    }()

    /// The ten million lines, open for reading; the file itself is unlinked at once, so the 100 MB
    /// go when the test process ends instead of staying in the temporary directory after every run.
    static let input: FileHandle = {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-10m-\(getpid()).txt")
        let line = Array("Passw0rd!\n".utf8)
        var block = [UInt8]()
        for _ in 0..<100_000 { block += line }
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try! FileHandle(forWritingTo: file)
        for _ in 0..<100 { handle.write(Data(block)) }
        try! handle.close()
        let reader = try! FileHandle(forReadingFrom: file)
        unlink(file.path)
        return reader
    }()

    /// Runs with the file as standard input, counting output lines as they stream (nothing is kept
    /// but the last line) and sampling the child's peak resident memory (VmHWM).
    static func stream(_ arguments: [String]) throws -> (status: Int32, lines: Int, last: String, peakKiB: Int) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        // The suite runs one child at a time; each reads the file from its start.
        lseek(input.fileDescriptor, 0, SEEK_SET)
        process.standardInput = FileHandle(fileDescriptor: input.fileDescriptor, closeOnDealloc: false)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let peak = PeakMemory(pid: process.processIdentifier)
        var lines = 0
        var last = Data()
        var pending = Data()  // after the last newline seen
        while true {
            let chunk = output.fileHandleForReading.readSomeRetrying()
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { raw in
                let base = raw.baseAddress!
                var offset = 0
                var previous = -1
                var latest = -1
                while offset < raw.count, let found = memchr(base + offset, 0x0A, raw.count - offset) {
                    let index = UnsafeRawPointer(found) - base
                    lines += 1
                    previous = latest
                    latest = index
                    offset = index + 1
                }
                guard latest >= 0 else {
                    pending.append(chunk)
                    return
                }
                last =
                    previous >= 0
                    ? Data(bytes: base + previous + 1, count: latest - previous - 1) : pending + Data(bytes: base, count: latest)
                pending = Data(bytes: base + latest + 1, count: raw.count - latest - 1)
            }
        }
        process.waitUntilExit()
        return (process.terminationStatus, lines, String(decoding: last, as: UTF8.self), peak.stop())
    }

    @Test(
        "check, strength, email, jwt decode and verify: 10,000,000 records, peak memory under 128 MiB",
        arguments: [
            ["check", "--format", "json"], ["strength", "--model", "checklist", "--format", "json"],
            ["email", "--format", "json"],
            ["jwt", "decode", "--format", "json"],
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--jwks", HostileInputTests.jwks, "--issuer",
                "https://issuer.example", "--format", "json",
            ],
        ])
    func tenMillion(_ arguments: [String]) throws {
        let result = try Self.stream(arguments)
        #expect(result.status <= 4)
        #expect(result.lines == 10_000_000)
        if arguments[0] == "check" || arguments[0] == "strength" {
            #expect(result.last.hasPrefix("{\"line\":10000000,"))
        }
        #expect(result.peakKiB > 0 && result.peakKiB < 128 * 1024, "peak \(result.peakKiB) KiB")
    }
}

/// Samples /proc/PID/status's VmHWM (peak resident set) until stopped.
final class PeakMemory: @unchecked Sendable {
    private let pid: Int32
    private let lock = NSLock()
    private var peak = 0
    private var running = true

    init(pid: Int32) {
        self.pid = pid
        Thread { [self] in
            while lock.withLock({ running }) {
                if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                    let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
                {
                    lock.withLock { peak = max(peak, kib) }
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }.start()
    }

    /// Stops sampling; returns the highest VmHWM seen, in KiB.
    func stop() -> Int {
        lock.withLock {
            running = false
            return peak
        }
    }
}
