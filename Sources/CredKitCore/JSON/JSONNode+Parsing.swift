// SPDX-License-Identifier: Apache-2.0
extension JSONNode {
    /// Why a file is not one JSON value, and where: 1-based line and column (in Unicode scalars, so a
    /// caret lines up with what an editor shows).
    package struct ParseFailure: Error, Sendable, Equatable {
        package var line: Int
        package var column: Int
        package var reason: CoreTextKey
        package var arguments: [String: String] = [:]
    }

    /// The most values one document may hold (objects, arrays and scalars; member names are not
    /// counted). Policy files are the documents read this way: the largest real template in the
    /// corpus holds 8,133 values in 175 KB, and a tree of a value costs tens of bytes, so the cap
    /// keeps a hostile 1 MiB file (half a million values) well under 64 MiB.
    package static let maximumValues = 100_000

    /// Parses one JSON document with ``JSONParser``, keeping every value's line and column.
    ///
    /// For files a person edits (policies), whose errors must point at the line. A UTF-8 byte-order
    /// mark, which some editors write, is skipped. At most ``maximumValues`` values are built.
    /// - Parameter bytes: the document as UTF-8.
    /// - Returns: the root node.
    /// - Throws: ``ParseFailure`` at the first problem.
    package static func parse(_ bytes: [UInt8]) throws(ParseFailure) -> JSONNode {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return try bytes.withUnsafeBufferPointer { (all) throws(ParseFailure) in
            let document = UnsafeBufferPointer(rebasing: all[start...])
            let lines = SourceLines(document)
            var parser = JSONParser(bytes: document)
            do throws(JSONValue.ParseError) {
                try parser.beginDocument()
                var budget = maximumValues
                let root = try parser.parseNode(lines, budget: &budget)
                try parser.endDocument()
                return root
            } catch {
                let (line, column) = lines.position(of: error.offset)
                throw ParseFailure(line: line, column: column, reason: error.reason, arguments: error.arguments)
            }
        }
    }
}

/// Where each line of a document starts, to turn byte offsets into lines and columns.
///
/// Positions are asked for in increasing order while parsing, so the last answer is kept and the
/// next column is counted on from it: a long one-line document (`terraform show -json` writes one)
/// costs one pass, not one pass from the line's start per value.
final class SourceLines {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of each line's first byte; the first is 0.
    private let starts: [Int]
    /// The last position answered: its offset, 0-based line index and column.
    private var last = (offset: 0, line: 0, column: 1)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The 1-based line and column (counting Unicode scalars) of the byte at `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var (from, column) = (starts[low], 1)
        if last.line == low && last.offset <= offset { (from, column) = (last.offset, last.column) }
        for position in from..<max(from, min(offset, bytes.count)) where bytes[position] & 0xC0 != 0x80 {
            column += 1
        }
        last = (offset, low, column)
        return (low + 1, column)
    }
}

extension JSONParser {
    /// The value at the current position as a ``JSONNode``, with positions from `lines`.
    fileprivate mutating func parseNode(_ lines: SourceLines, budget: inout Int) throws(JSONValue.ParseError) -> JSONNode {
        guard index < bytes.count else { throw failure(.jsonUnexpectedEnd) }
        budget -= 1
        guard budget >= 0 else { throw failure(.jsonTooManyValues, ["max": String(JSONNode.maximumValues)]) }
        let (line, column) = lines.position(of: index)
        let kind: JSONNode.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"):
            var members: [JSONNode.Member] = []
            try scanObject { (parser, key, keyOffset) throws(JSONValue.ParseError) in
                let (keyLine, keyColumn) = lines.position(of: keyOffset)
                members.append(
                    JSONNode.Member(
                        key: String(decoding: key, as: UTF8.self), value: try parser.parseNode(lines, budget: &budget),
                        keyLine: keyLine,
                        keyColumn: keyColumn))
            }
            kind = .object(members)
        case UInt8(ascii: "["):
            kind = .array(
                try parseElements { (parser) throws(JSONValue.ParseError) in try parser.parseNode(lines, budget: &budget) })
        case UInt8(ascii: "\""): kind = .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
        default: throw failure(.jsonUnexpectedCharacter, ["found": describe(at: index)])
        }
        return JSONNode(kind: kind, line: line, column: column)
    }
}
