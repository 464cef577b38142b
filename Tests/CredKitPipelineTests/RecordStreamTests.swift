// SPDX-License-Identifier: Apache-2.0

import CognitoTestSupport
import CredKitCore
import CredKitPipeline
import Foundation
import Testing

/// ``RecordStream``'s own guards, for callers other than the command line.
@Suite("RecordStream's bad settings", .waitsOnThreads)
struct RecordStreamTests {
    /// Writes each line's length: `N:length` in text, `N,length,,,` in CSV (``schema``'s columns),
    /// `{"line":N,"length":L}` in JSON.
    struct Lengths: LineHandler {
        let format: RecordFormat

        mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer)
            -> LineStatus
        {
            switch format {
            case .text:
                output.append(decimal: number)
                output.append(":")
                output.append(decimal: line.count)
            case .csv:
                output.append(decimal: number)
                output.append(",")
                output.append(decimal: line.count)
                output.append(",,,")  // error_code, error, note
            case .json:
                output.append("{\"line\":")
                output.append(decimal: number)
                output.append(",\"length\":")
                output.append(decimal: line.count)
            }
            end.write(to: output)
            return line.count >= 3 ? .passed : .refused
        }
    }

    /// ``Lengths``' fields: a column after the error's, as `strength --attacker` has.
    static let schema = RecordSchema([RecordField("line"), RecordField("length"), .error, RecordField("note")])

    /// A file holding `text`, and its path.
    static func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-stream-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What a stream over `path` writes, and its status.
    static func run(_ stream: (inout RecordStream) -> Void, path: String, format: RecordFormat = .text) throws -> (
        String, LineStatus
    ) {
        let out = path + ".out"
        FileManager.default.createFile(atPath: out, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        var recordStream = RecordStream(
            source: .file(path), format: format, language: .english, output: OutputBuffer(descriptor: handle.fileDescriptor))
        stream(&recordStream)
        let (status, _) = try recordStream.run { Lengths(format: format) }
        try handle.close()
        return (try String(contentsOfFile: out, encoding: .utf8), status)
    }

    @Test("No more than one job, or fewer: the records all the same, in order, with or without fetching", arguments: [0, -3])
    func fewJobs(jobs: Int) throws {
        let path = try Self.file("abcd\nab\nabcdef\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        for prefetches in [false, true] {
            let (text, status) = try Self.run(
                {
                    $0.jobs = jobs; $0.prefetches = prefetches
                }, path: path)
            #expect(text == "1:4\n2:2\n3:6\n" && status == .refused, "prefetches \(prefetches)")
        }
    }

    @Test("A structured input of plain lines is refused, naming the input, before anything is written")
    func linesAreNotStructured() throws {
        let path = try Self.file("abcd\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try Self.run(
                { $0.structured = StructuredInput(format: .lines, field: .number(1)) }, path: path, format: .json)
            Issue.record("plain lines were read as a structured input")
        } catch let error as RecordStreamError {
            #expect(error.code == .linesHaveNoColumns && error.input == path)
            #expect(
                error.message(in: .english)
                    == "\(path): plain lines have no columns to judge or keep; read it as CSV, TSV or JSON Lines")
            #expect(error.message(in: .spanish).hasPrefix("\(path): las líneas sin formato no tienen columnas"))
        }
    }

    @Test("Kept columns end each record, in every format, with one job and two", arguments: [1, 2])
    func keptColumnsEndRecords(jobs: Int) throws {
        // Row 3 has a quote left open: unreadable, nothing kept. Row 4 is short: its error keeps the id.
        let path = try Self.file("id,password\r\n7,abcd\r\n8,\"ab\r\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let short = try Self.file("id,password\n7,abcd\n9\n")
        defer { try? FileManager.default.removeItem(atPath: short) }
        func run(_ file: String, _ format: RecordFormat) throws -> String {
            try Self.run(
                {
                    $0.structured = StructuredInput(format: .csv, field: .name("password"), keep: [.name("id")])
                    $0.schema = Self.schema
                    $0.jobs = jobs
                }, path: file, format: format
            ).0
        }
        #expect(
            try run(path, .json) == """
                {"line":1,"length":4,"keep":{"id":"7"}}
                {"line":2,"error":{"code":"unterminated-quote","message":"row 2 (line 3): a quoted field is still open at the end of the input"},"keep":null}

                """)
        #expect(
            try run(short, .json) == """
                {"line":1,"length":4,"keep":{"id":"7"}}
                {"line":2,"error":{"code":"missing-field","message":"row 2 (line 3): no column password (the row has 1)"},"keep":{"id":"9"}}

                """)
        // The header is the schema's columns and the kept ones; an error lands in error_code and
        // error, with the column after them empty.
        #expect(
            try run(path, .csv) == """
                line,length,error_code,error,note,id
                1,4,,,,7
                2,,unterminated-quote,row 2 (line 3): a quoted field is still open at the end of the input,,

                """)
        #expect(
            try run(short, .csv) == """
                line,length,error_code,error,note,id
                1,4,,,,7
                2,,missing-field,row 2 (line 3): no column password (the row has 1),,9

                """)
        #expect(
            try run(short, .text) == """
                1:4  keep {"id":"7"}
                2: error: row 2 (line 3): no column password (the row has 1)  keep {"id":"9"}

                """)
    }

    @Test("Without a schema, a CSV error row is the line, the code and the message, then the kept columns")
    func errorRowWithoutSchema() throws {
        let path = try Self.file("id,password\n9\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (text, status) = try Self.run(
            { $0.structured = StructuredInput(format: .csv, field: .name("password"), keep: [.name("id")]) }, path: path,
            format: .csv)
        #expect(text == "1,missing-field,row 1 (line 2): no column password (the row has 1),9\n")
        #expect(status == .unreadable)
    }
}
