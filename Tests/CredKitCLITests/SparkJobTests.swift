// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

/// examples/spark/credkit_spark.py run for real: PySpark in local[2] mode (two executor threads, the
/// self-contained binary of `make release-static` shipped with addFile and piped through RDD.pipe),
/// compared with one direct run of the debug binary over the same file. Needs pyspark and Java 17,
/// which `make test-deps` installs, and the static binary, which `make test` builds first.
@Suite("Spark example job, local[2]", .waitsOnThreads)
struct SparkJobTests {
    static let job = CLI.packageRoot.appendingPathComponent("examples/spark/credkit_spark.py").path

    /// Runs `python3 ARGUMENTS` in `directory`, its output in the file `log`; fails the test with
    /// the log's end when it exits with another status than 0.
    static func python(
        _ arguments: [String], in directory: URL, log name: String, what: String, environment: [String: String] = [:]
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + ["python3"] + arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let logText = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try #require(process.terminationStatus == 0, "\(what) failed:\n\(logText.suffix(3000))")
    }

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
        try Self.python(
            [
                job, "--master", "local[2]", "--credkit", try staticBinary(), "--partitions", "4", input.path, output.path,
            ] + arguments, in: directory, log: "spark.log", what: "the Spark job")

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

    // MARK: DataFrames (examples/spark/credkit_frames.py)

    /// A users table as CSV (RFC 4180): ids, passwords with commas, quotes, line breaks and
    /// non-Latin letters, and email addresses good and bad.
    static func usersCSV(rows: Int, seed: UInt64) -> String {
        var generator = SplitMix64(seed: seed)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&* ")
        let extras = ["contraseña", "Пароль", "密码", ",", "\"", "\n", "é"]
        let domains = ["example.com", "exämple.org", "bad..dots.com", "", "x"]
        func quoted(_ value: String) -> String {
            value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
                ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
        }
        var text = "user_id,password,email\n"
        for row in 1...rows {
            var password = ""
            for _ in 0..<Int(generator.next() % 17) { password.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            if generator.next() % 6 == 0 { password += extras[Int(generator.next() % UInt64(extras.count))] }
            let email = "user\(row)@" + domains[Int(generator.next() % UInt64(domains.count))]
            text += "\(row),\(quoted(password)),\(quoted(email))\n"
        }
        return text
    }

    /// What makes the credkit Python package importable in-process: python/credkit over this
    /// build's C interface library (the wheel's own is tested by Scripts/test-wheel.sh).
    static var packageEnvironment: [String: String] {
        [
            "PYTHONPATH": CLI.packageRoot.appendingPathComponent("python").path,
            "CREDKIT_LIBRARY": CInterfaceEndToEndTests.library.path, "PYTHONDONTWRITEBYTECODE": "1",
        ]
    }

    /// Runs examples/spark/frames_example.py in local[2] (several commands share one Spark
    /// session) with `engine` (`binary`: a credkit process per partition; `package`: in-process);
    /// returns each command's JSON output rows by user_id.
    static func runFrames(
        _ input: URL, in directory: URL, commands: [String], columns: [String], arguments: [String], engine: String
    ) throws -> [String: [Int: [String: Any]]] {
        let output = directory.appendingPathComponent("out-\(UUID().uuidString)")
        let example = CLI.packageRoot.appendingPathComponent("examples/spark/frames_example.py").path
        try python(
            [
                example, "--master", "local[2]", "--credkit", try staticBinary(), "--partitions", "3", "--output-format",
                "json", input.path, output.path, "--command", commands.joined(separator: ","), "--column",
                columns.joined(separator: ","), "--keep", "user_id", "--engine", engine,
            ] + arguments, in: directory, log: "frames.log", what: "the DataFrame job",
            environment: engine == "package" ? packageEnvironment : [:])
        let log = try String(contentsOf: directory.appendingPathComponent("frames.log"), encoding: .utf8)
        #expect(log.components(separatedBy: "\"engine\": \"\(engine)\"").count == commands.count + 1, "\(log.suffix(2000))")
        var results: [String: [Int: [String: Any]]] = [:]
        for command in commands {
            let folder = commands.count == 1 ? output : output.appendingPathComponent(command)
            var rows: [Int: [String: Any]] = [:]
            for part in try FileManager.default.contentsOfDirectory(atPath: folder.path) where part.hasPrefix("part-") {
                let text = try String(contentsOf: folder.appendingPathComponent(part), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    rows[Int(row["user_id"] as! String)!] = row
                }
            }
            results[command] = rows
        }
        return results
    }

    @Test(
        "credkit_frames' partition function without Spark: rows split across reads, empty batches, quoted line breaks, the same rows in-process; credkit's own failure message"
    )
    func framesRunner() throws {
        let temporary = try TemporaryDirectory()
        // The runner takes the binary shipped to the task's working directory.
        try FileManager.default.copyItem(
            atPath: try Self.staticBinary(), toPath: temporary.url.appendingPathComponent("credkit").path)
        let script = """
            import json, sys
            import pyarrow as pa
            sys.path.insert(0, sys.argv[1])
            import credkit_frames
            ids = [str(n) for n in range(1, 30001)]
            passwords = ["abc", "Passw0rd!", "a,\\"b\\nC1!x", ""] * 7500
            batch = pa.record_batch({"user_id": ids, "password": passwords})
            runner = credkit_frames._Runner("check", [], ["user_id"], "password")
            rows = pa.Table.from_batches(list(runner(iter([batch.slice(0, 0), batch.slice(0, 12345), batch.slice(12345)])))).to_pylist()
            print(json.dumps(rows[:4]))
            print(len(rows), [row["user_id"] for row in rows] == ids)
            parts = [batch.slice(0, 0), batch.slice(0, 12345), batch.slice(12345)]
            options = credkit_frames.package_options("check", [])
            package = credkit_frames._Runner("check", [], ["user_id"], "password", options, False)
            print(package.engine(), pa.Table.from_batches(list(package(iter(parts)))).to_pylist() == rows)
            print(credkit_frames.package_options("check", ["--email", "x@example.com"]))
            failing = credkit_frames._Runner("check", ["--policy", "no-such-policy"], ["user_id"], "password")
            try:
                list(failing(iter([batch] * 20)))
            except RuntimeError as error:
                print(str(error).splitlines()[0][:80])
            """
        let log = "runner.log"
        try Self.python(
            ["-c", script, CLI.packageRoot.appendingPathComponent("examples/spark").path], in: temporary.url, log: log,
            what: "the partition function", environment: Self.packageEnvironment)
        let output = try String(contentsOf: temporary.url.appendingPathComponent(log), encoding: .utf8)
        let tooShort = "Password did not conform with policy: Password not long enough"
        // An empty password also fails the pattern Cognito checks first (backslashes JSON-escaped).
        let pattern =
            #"1 validation error detected: Value at 'password' failed to satisfy constraint: "#
            + #"Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$"#
        #expect(
            output == """
                [{"user_id": "1", "valid": false, "violations": ["MinimumLength", "RequireUppercase", "RequireNumbers", "RequireSymbols"], \
                "cognito_message": "\(tooShort)", "error": null}, \
                {"user_id": "2", "valid": true, "violations": [], "cognito_message": null, "error": null}, \
                {"user_id": "3", "valid": true, "violations": [], "cognito_message": null, "error": null}, \
                {"user_id": "4", "valid": false, "violations": ["MinimumLength", "RequireUppercase", "RequireLowercase", \
                "RequireNumbers", "RequireSymbols"], "cognito_message": "\(pattern)", "error": null}]
                30000 True
                package True
                None
                credkit check failed (2): credkit: error: unknown policy "no-such-policy"; bundl

                """)
    }

    @Test(
        "DataFrames: check on Parquet through credkit processes and in-process, strength and email on CSV in-process, through Arrow batches; the same verdicts as direct runs"
    )
    func frames() throws {
        let temporary = try TemporaryDirectory()
        let rows = 6_000
        let csvText = Self.usersCSV(rows: rows, seed: 41)
        let csv = temporary.url.appendingPathComponent("users.csv")
        try Data(csvText.utf8).write(to: csv)
        // The same table as Parquet, written by Arrow.
        let parquet = temporary.url.appendingPathComponent("users.parquet")
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        convert.arguments = [
            "python3", "-c",
            "import sys, pyarrow.csv as c, pyarrow.parquet as p; "
                + "p.write_table(c.read_csv(sys.argv[1], parse_options=c.ParseOptions(newlines_in_values=True), "
                + "convert_options=c.ConvertOptions(column_types={'user_id': 'string', 'password': 'string', 'email': 'string'}, "
                + "strings_can_be_null=False)), sys.argv[2])",
            csv.path, parquet.path,
        ]
        try convert.run()
        convert.waitUntilExit()
        try #require(convert.terminationStatus == 0, "pyarrow could not write the Parquet file")

        func direct(_ arguments: [String], field: String) throws -> [Int: [String: Any]] {
            let result = try CLI.run(
                arguments + ["--format", "json", "--input-format", "csv", "--field", field, "--keep", "user_id"],
                stdin: Array(csvText.utf8))
            #expect(result.status <= 1, "\(result.stderr)")
            var byID: [Int: [String: Any]] = [:]
            for record in try result.jsonLines() {
                byID[Int((record["keep"] as! [String: Any])["user_id"] as! String)!] = record
            }
            return byID
        }

        let checkedDirectly = try direct(["check", "--policy", "nist-800-63b"], field: "password")
        #expect(checkedDirectly.count == rows)
        // Through a credkit process per partition, and in-process through the package: the same rows.
        let checked = try #require(
            try Self.runFrames(
                parquet, in: temporary.url, commands: ["check"], columns: ["password"],
                arguments: ["--", "--policy", "nist-800-63b"], engine: "binary")["check"])
        let checkedInProcess = try #require(
            try Self.runFrames(
                parquet, in: temporary.url, commands: ["check"], columns: ["password"],
                arguments: ["--", "--policy", "nist-800-63b"], engine: "package")["check"])
        #expect(checked.count == rows && checkedInProcess.count == rows)
        var valid = 0
        for (id, expected) in checkedDirectly {
            let row = try #require(checked[id], "row \(id)")
            let inProcess = try #require(checkedInProcess[id], "row \(id)")
            #expect(NSDictionary(dictionary: row) == NSDictionary(dictionary: inProcess), "row \(id)")
            let rules = (expected["violations"] as! [[String: Any]]).map { $0["rule"] as! String }
            #expect(row["valid"] as? Bool == expected["valid"] as? Bool, "row \(id)")
            #expect((row["violations"] as? [String]) == rules, "row \(id)")
            #expect(row["cognito_message"] as? String == expected["cognitoMessage"] as? String, "row \(id)")
            #expect(row["error"] == nil, "row \(id)")
            if expected["valid"] as? Bool == true { valid += 1 }
        }
        #expect(valid > 0 && valid < rows)

        // Both CSV jobs in one Spark session, in-process.
        let fromCSV = try Self.runFrames(
            csv, in: temporary.url, commands: ["strength", "email"], columns: ["password", "email"], arguments: [],
            engine: "package")
        let strengths = try #require(fromCSV["strength"])
        let strengthsDirectly = try direct(["strength"], field: "password")
        #expect(strengths.count == rows)
        for (id, expected) in strengthsDirectly {
            let row = try #require(strengths[id], "row \(id)")
            #expect(row["bars"] as? Int == expected["bars"] as? Int, "row \(id)")
            #expect(row["label"] as? String == expected["label"] as? String, "row \(id)")
            #expect(row["score"] as? Int == expected["score"] as? Int, "row \(id)")
            #expect(row["guesses_log10"] as? Double == expected["guessesLog10"] as? Double, "row \(id)")
            let warning = ((expected["feedback"] as? [String: Any])?["warning"] as? [String: Any])?["code"] as? String
            #expect(row["warning"] as? String == warning, "row \(id)")
        }

        let emails = try #require(fromCSV["email"])
        let emailsDirectly = try direct(["email"], field: "email")
        #expect(emails.count == rows)
        var refused = 0
        for (id, expected) in emailsDirectly {
            let row = try #require(emails[id], "row \(id)")
            #expect(row["valid"] as? Bool == expected["valid"] as? Bool, "row \(id)")
            #expect(row["reason"] as? String == expected["reason"] as? String, "row \(id)")
            #expect(row["normalized"] as? String == expected["normalized"] as? String, "row \(id)")
            #expect(row["smtputf8"] as? Bool == expected["smtputf8"] as? Bool, "row \(id)")
            if expected["valid"] as? Bool == false { refused += 1 }
        }
        #expect(refused > 0 && refused < rows)
    }
}
