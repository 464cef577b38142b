// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitPolicy

/// Runs a LineReader over `bytes` fed through a pipe and returns the lines.
private func lines(of bytes: [UInt8], bufferSize: Int = 16) throws -> [[UInt8]] {
    try flaggedLines(of: bytes, bufferSize: bufferSize).map(\.line)
}

/// The same, with each line's ``LineReader/isTruncated`` flag.
private func flaggedLines(of bytes: [UInt8], bufferSize: Int = 16, maximumLineLength: Int = 16 << 20) throws -> [(
    line: [UInt8], truncated: Bool
)] {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let writeEnd = descriptors[1]
    let writer = Thread {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(writeEnd, raw.baseAddress! + offset, min(7, raw.count - offset))
                if written <= 0 { break }
                offset += written
            }
        }
        close(writeEnd)
    }
    writer.start()
    defer { close(descriptors[0]) }
    var result: [(line: [UInt8], truncated: Bool)] = []
    let reader = LineReader(descriptor: descriptors[0], bufferSize: bufferSize, maximumLineLength: maximumLineLength)
    try reader.forEachLine { result.append((Array($0), reader.isTruncated)) }
    #expect(reader.bytesRead == bytes.count)
    return result
}

@Suite("Streaming input and output")
struct StreamingTests {
    @Test("LF, CRLF, empty lines and a last line without newline")
    func lineSplitting() throws {
        let input = Array("one\r\ntwo\n\nthree\r\n\r\nlast".utf8)
        #expect(try lines(of: input).map { String(decoding: $0, as: UTF8.self) } == ["one", "two", "", "three", "", "last"])
        #expect(try lines(of: Array("a\n".utf8)).count == 1)
        #expect(try lines(of: []).isEmpty)
        #expect(try lines(of: Array("\n".utf8)) == [[]])
        #expect(try lines(of: Array("x\r".utf8)) == [Array("x".utf8)])
    }

    @Test("A lone CR ends a line too (CR-only files), CRLF split across reads is one break; a leading BOM is skipped")
    func universalLineBreaks() throws {
        func split(_ text: String, bufferSize: Int = 16) throws -> [String] {
            try lines(of: Array(text.utf8), bufferSize: bufferSize).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(try split("one\rtwo\rthree") == ["one", "two", "three"])
        #expect(try split("one\rtwo\r") == ["one", "two"])
        #expect(try split("a\r\r\nb\n\rc") == ["a", "", "b", "", "c"])
        #expect(try split("\u{FEFF}jose@example.com\n\u{FEFF}x") == ["jose@example.com", "\u{FEFF}x"])
        #expect(try split("\u{FEFF}") == [])
        #expect(try lines(of: [0xEF, 0xBB]) == [[0xEF, 0xBB]])
        // Against a reference splitter on random mixes, with breaks landing on every buffer boundary.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in
                [UInt8(ascii: "a"), UInt8(ascii: "b"), 0x0D, 0x0A].randomElement(using: &generator)!
            }
            var expected: [[UInt8]] = []
            var current: [UInt8] = []
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0x0D:
                    expected.append(current)
                    current = []
                    if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                case 0x0A:
                    expected.append(current)
                    current = []
                default: current.append(bytes[index])
                }
                index += 1
            }
            if !current.isEmpty { expected.append(current) }
            for bufferSize in [16, 17, 64] {
                #expect(try lines(of: bytes, bufferSize: bufferSize) == expected, "\(bytes)")
            }
        }
    }

    @Test("Lines over the maximum are cut there and flagged; reading goes on at the next line")
    func overlongLines() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000)
        let input = Array("short\n".utf8) + long + Array("\nnext\r".utf8) + long + Array("\rlast".utf8) + long
        let result = try flaggedLines(of: input, bufferSize: 16, maximumLineLength: 100)
        #expect(result.map(\.line.count) == [5, 100, 4, 100, 100])
        #expect(result.map(\.truncated) == [false, true, false, true, true])
        #expect(result[2].line == Array("next".utf8))
        #expect(
            try flaggedLines(of: Array(repeating: UInt8(ascii: "y"), count: 100), maximumLineLength: 100).map(\.truncated) == [
                false
            ])
    }

    @Test("A line of exactly the maximum whose CR ends the buffer is whole, and the next line is kept")
    func maximumLineEndingInCarriageReturn() throws {
        // The first read fills the 16-byte buffer with 15 bytes and the CR: the line is at the
        // maximum, not over it (a reader that counted the CR cut it and dropped the next line).
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-cr-\(UUID().uuidString)").path
        try Data("123456789012345\rNEXT\rlast\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let reader = LineReader(descriptor: descriptor, bufferSize: 16, maximumLineLength: 15)
        var found: [(String, Bool)] = []
        try reader.forEachLine { found.append((String(decoding: $0, as: UTF8.self), reader.isTruncated)) }
        #expect(found.map(\.0) == ["123456789012345", "NEXT", "last"])
        #expect(found.map(\.1) == [false, false, false])
    }

    @Test("Lines longer than the buffer are read whole")
    func longLines() throws {
        let long = String(repeating: "abcdefghij", count: 1_000)
        let input = Array("short\n\(long)\nafter".utf8)
        #expect(try lines(of: input, bufferSize: 16).map(\.count) == [5, 10_000, 5])
    }

    @Test("JSON escaping")
    func escaping() {
        #expect(String(decoding: JSONEscaping.literal("a\"b\\c\n\t\u{01}ñ/"), as: UTF8.self) == #""a\"b\\c\n\t\u0001ñ/""#)
    }

    @Test("Word-at-a-time escaping and lower-casing agree with the byte-at-a-time reference")
    func wordAtATime() {
        for length in 0...24 {
            for position in 0..<max(length, 1) {
                for special: UInt8 in [
                    0x00, 0x09, 0x0A, 0x1F, 0x20, 0x22, 0x40, 0x41, 0x5A, 0x5B, 0x5C, 0x60, 0x61, 0x7F, 0x80, 0xC3, 0xFF,
                ] {
                    var text: [UInt8] = (0..<length).map { (index: Int) -> UInt8 in
                        UInt8(ascii: "a") + UInt8(index % 26) - (index % 3 == 0 ? 0x20 : 0)
                    }
                    if length > 0 { text[position] = special }
                    let output = OutputBuffer(descriptor: -1)
                    text.withUnsafeBufferPointer { output.appendEscaped($0) }
                    var expected: [UInt8] = []
                    text.withUnsafeBufferPointer { JSONEscaping.appendEscaped($0, to: &expected) }
                    #expect(output.bytes == expected, "\(text)")

                    for from in [0, position, length] {
                        let lowered = OutputBuffer(descriptor: -1)
                        text.withUnsafeBufferPointer { lowered.appendLowercasingASCII($0, from: from) }
                        let reference = text.enumerated().map { index, byte in
                            index >= from && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                        }
                        #expect(lowered.bytes == reference, "\(text) from \(from)")
                    }
                }
            }
        }
    }

    @Test("Decimal output")
    func decimal() {
        let output = OutputBuffer(descriptor: -1)
        for value in [0, 7, 10, 99, 12_345, Int.max, -42] {
            output.append(decimal: value)
            output.append(byte: UInt8(ascii: " "))
        }
        #expect(String(decoding: output.bytes, as: UTF8.self) == "0 7 10 99 12345 \(Int.max) -42 ")
    }

    @Test("Runs of plain lines come out whole, with their LF offsets, and stop at each special case")
    func plainLineRuns() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-runs-\(UUID().uuidString)").path
        try Data("first\nab\ncd\nef\r\ngh\nij\nkl\nmn\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let reader = LineReader(descriptor: descriptor)
        let ends = UnsafeMutablePointer<Int>.allocate(capacity: 8)
        defer { ends.deallocate() }
        func take(lines: Int = 8, bytes: Int = 1 << 20) -> (String, [Int]) {
            let (run, count) = reader.takePlainLines(maximumLines: lines, maximumBytes: bytes, lineEnds: ends)
            return (String(decoding: run, as: UTF8.self), Array(UnsafeBufferPointer(start: ends, count: count)))
        }
        func next() throws -> String? {
            var line: String?
            _ = try reader.readLine { line = String(decoding: $0, as: UTF8.self) }
            return line
        }
        // Nothing is buffered and the input's start (a possible BOM) is the reader's own.
        #expect(take() == ("", []))
        #expect(try next() == "first")
        #expect(take() == ("ab\ncd\n", [2, 5]))
        // A CR line goes through readLine.
        #expect(take() == ("", []))
        #expect(try next() == "ef")
        #expect(take(lines: 1) == ("gh\n", [2]))
        #expect(take(bytes: 1) == ("ij\n", [2]))
        #expect(take(lines: 0) == ("", []))
        #expect(take() == ("kl\nmn\n", [2, 5]))
        #expect(take() == ("", []))
        #expect(try next() == nil)
        #expect(reader.bytesRead == 28)
    }

    @Test("Lines read in runs mixed with single lines equal lines read one at a time, on random inputs")
    func plainLineRunsAgreeWithReadLine() throws {
        var generator = SplitMix(seed: 19)
        let alphabet: [UInt8] = Array("ab\n\n\n\r".utf8) + [0xC3, 0xA9, 0xFF]
        for round in 0..<300 {
            var input: [UInt8] = round % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int(generator.next() % 400) { input.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            let bufferSize = [16, 23, 64, 4096][round % 4]
            let maximumLineLength = round % 3 == 0 ? 9 : 16 << 20
            let expected = try flaggedLines(of: input, bufferSize: bufferSize, maximumLineLength: maximumLineLength)

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-mix-\(UUID().uuidString)").path
            try Data(input).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let reader = LineReader(descriptor: descriptor, bufferSize: bufferSize, maximumLineLength: maximumLineLength)
            let ends = UnsafeMutablePointer<Int>.allocate(capacity: 6)
            defer { ends.deallocate() }
            var found: [(line: [UInt8], truncated: Bool)] = []
            while true {
                let (run, count) = reader.takePlainLines(
                    maximumLines: Int(generator.next() % 6) + 1, maximumBytes: Int(generator.next() % 40) + 1, lineEnds: ends)
                var start = 0
                for index in 0..<count {
                    found.append((Array(run[start..<ends[index]]), false))
                    start = ends[index] + 1
                }
                #expect(start == run.count)
                if count > 0 && generator.next() % 2 == 0 { continue }
                guard try reader.readLine({ found.append((Array($0), reader.isTruncated)) }) else { break }
            }
            #expect(found.map(\.line) == expected.map(\.line), "round \(round)")
            #expect(found.map(\.truncated) == expected.map(\.truncated), "round \(round)")
            #expect(reader.bytesRead == input.count)
        }
    }
}

/// A small seeded generator (SplitMix64), so that the random rounds are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
