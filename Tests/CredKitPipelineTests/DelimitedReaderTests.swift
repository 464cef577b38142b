// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation
import Testing

@testable import CredKitPipeline

/// RFC 4180 records and IANA tab-separated values, read from a real pipe.
@Suite("Delimited records: CSV and TSV")
struct DelimitedReaderTests {
    struct Row: Equatable, CustomStringConvertible {
        var fields: [String]
        var line: Int
        var problem: DelimitedReader.Problem?
        var description: String { "\(line): \(fields) \(problem.map { "\($0)" } ?? "")" }
    }

    /// Every record of `bytes`, written through a pipe in small pieces (records cross reads).
    static func rows(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ","), quotes: Bool = true, limit: Int = 1 << 20)
        throws -> [Row]
    {
        let pipe = Pipe()
        let writer = Thread {
            for start in stride(from: 0, to: bytes.count, by: 3) {
                pipe.fileHandleForWriting.write(Data(bytes[start..<min(start + 3, bytes.count)]))
            }
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let reader = DelimitedReader(
            descriptor: pipe.fileHandleForReading.fileDescriptor, delimiter: delimiter, quotes: quotes,
            maximumRecordBytes: limit)
        var rows: [Row] = []
        while try reader.next() {
            rows.append(
                Row(
                    fields: (0..<reader.fieldCount).map { index in reader.withField(index) { String(decoding: $0, as: UTF8.self) }
                    },
                    line: reader.line, problem: reader.problem))
        }
        return rows
    }

    @Test("Quoting: delimiters, doubled quotes, CR, LF and CRLF inside quotes; empty fields; a quote inside a bare field")
    func quoting() throws {
        let text = "a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",,\"\"\r\n\"cr\rinside\",x\"y,\"crlf\r\nin\"\nlast"
        #expect(
            try Self.rows(Array(text.utf8)) == [
                Row(fields: ["a", "b,c", "say \"hi\""], line: 1),
                Row(fields: ["two\nlines", "", ""], line: 2),
                Row(fields: ["cr\rinside", "x\"y", "crlf\r\nin"], line: 4),
                Row(fields: ["last"], line: 7),
            ])
    }

    @Test(
        "Line ends: LF, CRLF, a lone CR; a byte order mark skipped; an empty line is one empty field; no extra record at the end")
    func lineEnds() throws {
        let text = "\u{FEFF}h1,h2\r\n1,2\r3,4\n\n5,6\n"
        #expect(
            try Self.rows(Array(text.utf8)) == [
                Row(fields: ["h1", "h2"], line: 1), Row(fields: ["1", "2"], line: 2), Row(fields: ["3", "4"], line: 3),
                Row(fields: [""], line: 4), Row(fields: ["5", "6"], line: 5),
            ])
        #expect(try Self.rows([]) == [])
        #expect(try Self.rows(Array("\u{FEFF}".utf8)) == [])
    }

    @Test("Problems are reported on their record and reading goes on")
    func problems() throws {
        let text = "1,\"ok\"\n2,\"bad\"x,y\n3,\"fine\"\n4,\"open\n5,never closed"
        #expect(
            try Self.rows(Array(text.utf8)) == [
                Row(fields: ["1", "ok"], line: 1),
                Row(fields: ["2", "badx", "y"], line: 2, problem: .textAfterQuote),
                Row(fields: ["3", "fine"], line: 3),
                Row(fields: ["4", "open\n5,never closed"], line: 4, problem: .unterminatedQuote),
            ])
        let long = try Self.rows(Array("abcdefghij,k\nnext\n".utf8), limit: 4)
        #expect(long == [Row(fields: ["abcd"], line: 1, problem: .tooLong), Row(fields: ["next"], line: 2)])
        // Cut inside a quoted field that spans lines: the line count goes on past the cut.
        let quoted = try Self.rows(Array("\"a\nbcdefg\nh\",x\r\nnext\r\n".utf8), limit: 4)
        #expect(quoted == [Row(fields: ["a\nb"], line: 1, problem: .tooLong), Row(fields: ["next"], line: 4)])
    }

    @Test("TSV: tabs split, quotes are ordinary characters")
    func tabSeparated() throws {
        let text = "a\t\"b\"\tc,d\n\"x\ty\n"
        #expect(
            try Self.rows(Array(text.utf8), delimiter: 9, quotes: false) == [
                Row(fields: ["a", "\"b\"", "c,d"], line: 1), Row(fields: ["\"x", "y"], line: 2),
            ])
    }

    @Test("Scanner and splitter with a 16-byte buffer agree with the rows written: 2,000 random RFC 4180 rows")
    func randomRows() throws {
        var generator = SplitMix64(seed: 4180)
        let pieces = ["a", "b,c", "\"", "\"\"", "\r", "\n", "\r\n", "é", " ", "x\"y", ""]
        let endings = ["\n", "\r\n", "\r"]
        var text = ""
        var expected: [Row] = []
        var line = 1
        for _ in 0..<2000 {
            var fields: [String] = []
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                var field = ""
                for _ in 0..<Int(generator.next() % 4) { field += pieces[Int(generator.next() % UInt64(pieces.count))] }
                fields.append(field)
            }
            if fields == [""] { fields = ["z"] }
            expected.append(Row(fields: fields, line: line))
            let encoded = fields.map { field -> String in
                let special = field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
                return special ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }.joined(separator: ",")
            let ending = endings[Int(generator.next() % 3)]
            text += encoded + ending
            // Physical lines: each LF, CRLF or lone CR (Swift counts "\r\n" as one Character).
            line += (encoded + ending).reduce(0) { $0 + ($1 == "\n" || $1 == "\r" || $1 == "\r\n" ? 1 : 0) }
        }
        let bytes = Array(text.utf8)
        let pipe = Pipe()
        let writer = Thread {
            for start in stride(from: 0, to: bytes.count, by: 7) {
                pipe.fileHandleForWriting.write(Data(bytes[start..<min(start + 7, bytes.count)]))
            }
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let scanner = DelimitedRecordScanner(
            descriptor: pipe.fileHandleForReading.fileDescriptor, delimiter: UInt8(ascii: ","), quotes: true, bufferSize: 16)
        let fields = DelimitedFields(delimiter: UInt8(ascii: ","), quotes: true)
        var rows: [Row] = []
        while try scanner.scan({ record, line, truncated in
            fields.split(record)
            rows.append(
                Row(
                    fields: (0..<fields.count).map { String(decoding: fields.field($0), as: UTF8.self) }, line: line,
                    problem: truncated ? .tooLong : fields.problem))
            return rows.count % 5 != 0
        }) {}
        #expect(rows.count == expected.count)
        for (row, want) in zip(rows, expected) where row != want {
            Issue.record("\(row) != \(want)")
            break
        }
        #expect(scanner.bytesRead == bytes.count)
    }
}
