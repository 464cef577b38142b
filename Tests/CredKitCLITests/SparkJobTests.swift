// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
import _CredKitCore

/// examples/spark/credkit_spark.py run for real: PySpark in local[2] mode (two executor threads, the
/// self-contained binary of `make release-static` shipped with addFile and piped through RDD.pipe),
/// compared with one direct run of the debug binary over the same file. Needs pyspark and Java 17,
/// which `make test-deps` installs, and the static binary, which `make test` builds first.
@Suite("Spark example job, local[2]")
struct SparkJobTests {
    static let job = CLI.packageRoot.appendingPathComponent("examples/spark/credkit_spark.py").path

    /// The binary the executors get: `make release-static`'s (no Swift runtime needed on them).
    static func staticBinary() throws -> String {
        let path = CLI.packageRoot.appendingPathComponent(".build/static/credkit").path
        try #require(
            FileManager.default.isExecutableFile(atPath: path), "\(path) is missing: `make release-static` builds it")
        return path
    }

    /// Valid UTF-8 passwords (Spark's text reader replaces other bytes): ASCII, accented and
    /// non-Latin letters, a line separator inside a line, empty lines, and LF, CRLF and CR endings.
    static func dataset(lines: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&* ")
        let extras = ["contraseña", "Пароль", "密码", "\u{2028}", "é", "Ω"]
        let endings = ["\n", "\r\n", "\r"]
        var text = ""
        for _ in 0..<lines {
            let length = Int(generator.next() % 17)
            for _ in 0..<length { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            if generator.next() % 10 == 0 { text += extras[Int(generator.next() % UInt64(extras.count))] }
            text += endings[Int(generator.next() % 3)]
        }
        return Array(text.utf8)
    }

    /// Runs the job over `bytes` (written to a file in a temporary directory); returns its records
    /// (the part files in order) and its summary.
    static func runJob(over bytes: [UInt8], arguments: [String]) throws -> (records: [String], summary: [String: Any]) {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        let input = directory.appendingPathComponent("passwords.txt")
        #expect(FileManager.default.createFile(atPath: input.path, contents: Data(bytes)))
        let output = directory.appendingPathComponent("out")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", job, "--master", "local[2]", "--credkit", try staticBinary(), "--partitions", "4", input.path,
                output.path,
            ]
            + arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("spark.log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let logText = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try #require(process.terminationStatus == 0, "the Spark job failed:\n\(logText.suffix(3000))")

        let parts = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("records").path)
            .filter { $0.hasPrefix("part-") }.sorted()
        #expect(parts.count >= 4, "\(parts)")
        var records: [String] = []
        for part in parts {
            let text = try String(contentsOf: output.appendingPathComponent("records/\(part)"), encoding: .utf8)
            records += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        let summaryData = try Data(contentsOf: output.appendingPathComponent("summary.json"))
        let summary = try #require(try JSONSerialization.jsonObject(with: summaryData) as? [String: Any])
        return (records, summary)
    }

    @Test("check: the records equal one direct credkit check run line for line, and the per-rule summary adds up")
    func check() throws {
        let bytes = Self.dataset(lines: 40_000, seed: 19)
        let (records, summary) = try Self.runJob(over: bytes, arguments: ["--", "--policy", "nist-800-63b", "--lang", "es"])
        let direct = try CLI.run(["check", "--format", "json", "--policy", "nist-800-63b", "--lang", "es"], stdin: bytes)
        #expect(direct.status == 1)
        // 40,000 generated lines, fewer records: a CR line end before an empty LF line is one CRLF.
        let expected = direct.stdout.split(separator: "\n").map(String.init)
        #expect(expected.count > 39_000 && expected.count <= 40_000)
        #expect(records.count == expected.count)
        #expect(records == expected)

        var valid = 0
        var byRule: [String: Int] = [:]
        for record in try direct.jsonLines() {
            if record["valid"] as? Bool == true { valid += 1 }
            for violation in record["violations"] as? [[String: Any]] ?? [] {
                byRule[violation["rule"] as! String, default: 0] += 1
            }
        }
        #expect(summary["command"] as? String == "check")
        #expect(summary["records"] as? Int == expected.count)
        #expect(summary["valid"] as? Int == valid && summary["invalid"] as? Int == expected.count - valid)
        #expect(summary["byRule"] as? [String: Int] == byRule)
        #expect(valid > 0 && byRule.count >= 2)
    }

    @Test("strength: the same records as a direct run, counts per number of bars")
    func strength() throws {
        let bytes = Self.dataset(lines: 10_000, seed: 23)
        let (records, summary) = try Self.runJob(over: bytes, arguments: ["--command", "strength"])
        let direct = try CLI.run(["strength", "--format", "json"], stdin: bytes)
        let expected = direct.stdout.split(separator: "\n").map(String.init)
        #expect(expected.count > 9_500 && expected.count <= 10_000)
        #expect(records == expected)
        var byBars: [String: Int] = [:]
        for record in try direct.jsonLines() { byBars[String(record["bars"] as! Int), default: 0] += 1 }
        #expect(summary["records"] as? Int == expected.count && summary["unreadable"] as? Int == 0)
        #expect(summary["byBars"] as? [String: Int] == byBars)
    }
}
