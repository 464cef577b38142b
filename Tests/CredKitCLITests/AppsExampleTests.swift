// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPipeline
import CredKitPolicy
import Foundation
import Testing

// docs/apps.md's example of streaming a CSV file through the pipeline library, compiled here as
// written there (the test below checks the two are the same text).
// docs-example-begin
/// Each password judged by the policy, written as `credkit check --format json` writes it.
struct PolicyRecords: LineHandler {
    let evaluator: PolicyEvaluator
    let encoder: CheckRecordEncoder

    init(checker: PasswordChecker) {
        evaluator = checker.makeEvaluator()
        encoder = CheckRecordEncoder(checker: checker, language: .english, operation: .signUp, includesPassword: false)
    }

    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer)
        -> LineStatus
    {
        let outcome = evaluator.evaluate(line)
        // The record ends with the row's kept columns: `,"keep":{"user_id":"…"}}`.
        encoder.encode(line: number, password: line, outcome: outcome, end: end, into: output)
        return outcome.isValid ? .passed : .refused
    }
}

/// The users file's passwords judged on `jobs` threads; rows that cannot be read get error records.
func checkUsers(_ path: String, policy: PasswordPolicy, jobs: Int, into output: OutputBuffer) throws -> LineStatus {
    let checker = try PasswordChecker(policy: policy)
    var stream = RecordStream(source: .file(path), format: .json, language: .english, output: output)
    stream.structured = StructuredInput(format: .csv, field: .name("password"), keep: [.name("user_id")])
    stream.jobs = jobs
    return try stream.run { PolicyRecords(checker: checker) }.status  // .refused: some passwords fail
}
// docs-example-end

@Suite("docs/apps.md: a CSV streamed from Swift through the pipeline library", .waitsOnThreads)
struct AppsExampleTests {
    static let source = URL(fileURLWithPath: #filePath)

    @Test("The example in docs/apps.md is this file's code, character for character")
    func sameText() throws {
        let doc = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/apps.md"), encoding: .utf8)
        let marker = try #require(doc.range(of: "<!-- compiled: Tests/CredKitCLITests/AppsExampleTests.swift -->"))
        let afterMarker = doc[marker.upperBound...]
        let open = try #require(afterMarker.range(of: "```swift\n"))
        let close = try #require(afterMarker[open.upperBound...].range(of: "```"))
        let example = afterMarker[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let source = try String(contentsOf: Self.source, encoding: .utf8)
        let begin = try #require(source.range(of: "// docs-example-begin"))
        let end = try #require(source.range(of: "// docs-example-end"))
        #expect(String(source[begin.upperBound..<end.lowerBound]) == example)
        // The imports the example names are this file's.
        for line in afterMarker[open.upperBound..<close.lowerBound].split(separator: "\n") where line.hasPrefix("import ") {
            #expect(source.contains("\n" + line + "\n"), "\(line)")
        }
    }

    @Test("Its records are byte for byte credkit check's, on an export shaped as tools write them", arguments: [1, 2])
    func sameAsTheCommandLine(jobs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-apps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A BOM, CRLF, a quoted password with the delimiter and a quote, a row with more fields than
        // the header (never judged, nothing kept), a short row, a password that is not UTF-8, and
        // enough rows for several batches.
        var csv: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("user_id,password\r\n".utf8)
        csv += Array("1,Corto1!\r\n2,\"Larga, \"\"con\"\" coma 2026!\"\r\n3,Sin,comillas2026!\r\n4\r\n".utf8)
        csv += Array("5,".utf8) + [0xC3, 0x28] + Array("Inválida2026!\r\n".utf8)
        for row in 6...9_000 { csv += Array("\(row),Contraseña-\(row * 7919 % 100_000)\(row % 3 == 0 ? "a" : "A")!\r\n".utf8) }
        let input = directory.appendingPathComponent("users.csv")
        try Data(csv).write(to: input)

        let outputFile = directory.appendingPathComponent("records.jsonl")
        FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputFile)
        let status = try checkUsers(
            input.path, policy: try PasswordPolicy.load("cognito-default"), jobs: jobs,
            into: OutputBuffer(descriptor: handle.fileDescriptor))
        try handle.close()
        let library = try Data(contentsOf: outputFile)

        let cli = try CLI.run([
            "check", "--input", input.path, "--input-format", "csv", "--field", "password", "--keep", "user_id",
            "--format", "json", "--policy", "cognito-default", "--jobs", String(jobs), "--quiet",
        ])
        // Compared line by line: a failure names the first line that differs (a diff of two
        // 700 KB values would take the test framework minutes).
        let ours = library.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let theirs = cli.stdoutBytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        #expect(ours.count == theirs.count)
        if let index = (0..<min(ours.count, theirs.count)).first(where: { ours[$0] != theirs[$0] }) {
            Issue.record(
                "line \(index + 1): \(String(decoding: ours[index], as: UTF8.self)) ≠ \(String(decoding: theirs[index], as: UTF8.self))"
            )
        }
        #expect(status.rawValue == cli.status && cli.status == 4, "\(cli.stderr)")
        let lines = library.split(separator: UInt8(ascii: "\n"))
        try #require(lines.count == 9_000)
        #expect(String(decoding: lines[2], as: UTF8.self).hasPrefix(#"{"line":3,"error":{"code":"extra-fields""#))
        #expect(String(decoding: lines[2], as: UTF8.self).hasSuffix(#","keep":null}"#))
    }
}
