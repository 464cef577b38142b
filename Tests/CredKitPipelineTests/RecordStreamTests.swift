// SPDX-License-Identifier: Apache-2.0

import CognitoTestSupport
import CredKitCore
import CredKitPipeline
import Foundation
import Testing

/// ``RecordStream``'s own guards, for callers other than the command line.
@Suite("RecordStream's bad settings", .waitsOnThreads)
struct RecordStreamTests {
    /// Writes each line's length.
    struct Lengths: LineHandler {
        mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: OutputBuffer) -> LineStatus {
            output.append(decimal: number)
            output.append(":")
            output.append(decimal: line.count)
            output.append("\n")
            return line.count >= 3 ? .passed : .refused
        }
    }

    /// A file holding `text`, and its path.
    static func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-stream-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What a stream over `path` writes, and its status.
    static func run(_ stream: (inout RecordStream) -> Void, path: String) throws -> (String, LineStatus) {
        let out = path + ".out"
        FileManager.default.createFile(atPath: out, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        var recordStream = RecordStream(
            source: .file(path), language: .english, output: OutputBuffer(descriptor: handle.fileDescriptor))
        stream(&recordStream)
        let (status, _) = try recordStream.run { Lengths() }
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
                { $0.structured = StructuredInput(format: .lines, field: .number(1), outputFormat: .json) }, path: path)
            Issue.record("plain lines were read as a structured input")
        } catch let error as RecordStreamError {
            #expect(error.code == .linesHaveNoColumns && error.input == path)
            #expect(
                error.message(in: .english)
                    == "\(path): plain lines have no columns to judge or keep; read it as CSV, TSV or JSON Lines")
            #expect(error.message(in: .spanish).hasPrefix("\(path): las líneas sin formato no tienen columnas"))
        }
    }
}
