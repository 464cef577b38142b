// SPDX-License-Identifier: Apache-2.0
/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It exists because policy files need precise errors (line, column, field) and exact types
/// (`1` is not `true`), which `JSONSerialization` does not give. It rejects what RFC 8259 does not
/// allow (comments, trailing commas, single quotes, leading zeros, lone surrogates) and also
/// duplicate object keys, which would make a policy ambiguous.
package struct JSONParser: JSONScanner {

    package struct Failure: Error, Sendable, Equatable {
        package var line: Int
        package var column: Int
        package var reason: CoreTextKey
        package var arguments: [String: String] = [:]

        /// The reason in `language`.
        func message(in language: Language) -> String { Texts.string(reason, in: language, arguments) }
    }

    package let bytes: [UInt8]
    package var index = 0
    private var line = 1
    private var lineStart = 0
    package var depth = 0

    private init(bytes: [UInt8]) {
        // Skip a UTF-8 byte-order mark: editors on some systems write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self.bytes = Array(bytes.dropFirst(3))
        } else {
            self.bytes = bytes
        }
    }

    /// Parses one JSON document.
    /// - Parameter bytes: the document as UTF-8.
    /// - Returns: the root node.
    /// - Throws: ``Failure`` with the 1-based line and column of the first problem.
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if let offset = parser.bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) {
            parser.index = offset
            parser.line = 1 + parser.bytes[..<offset].count(where: { $0 == UInt8(ascii: "\n") })
            parser.lineStart = (parser.bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            throw parser.failure(.jsonInvalidUTF8)
        }
        parser.skipWhitespace()
        let root = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.failure(.jsonTrailingText)
        }
        return root
    }

    // MARK: - Values

    private mutating func parseValue() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw failure(.jsonUnexpectedEnd) }
        let (startLine, startColumn) = (line, column(at: index))
        let kind: JSONNode.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = try parseObject()
        case UInt8(ascii: "["): kind = .array(try parseElements { (parser) throws(Failure) in try parser.parseValue() })
        case UInt8(ascii: "\""): kind = .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
        default: throw failure(.jsonUnexpectedCharacter, ["found": describe(at: index)])
        }
        return JSONNode(kind: kind, line: startLine, column: startColumn)
    }

    private mutating func parseObject() throws(Failure) -> JSONNode.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        var seen = Set<String>()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw failure(.jsonExpectedMemberName, ["found": describe(at: index)])
            }
            let keyLine = line
            let keyColumn = column(at: index)
            let key = try parseString()
            if !seen.insert(key).inserted {
                throw Failure(line: keyLine, column: keyColumn, reason: .jsonDuplicateMember, arguments: ["key": key])
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw failure(.jsonExpectedColon, ["key": key, "found": describe(at: index)])
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, value: value, keyLine: keyLine, keyColumn: keyColumn))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw failure(.jsonExpectedCommaOrBrace, ["found": describe(at: index)])
            }
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ parser: JSONParser, upTo end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard index < bytes.count else { throw failure(.jsonUnterminatedString) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flushRun(self, upTo: index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun(self, upTo: index)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
            case 0x00..<0x20:
                throw failure(.jsonControlCharacter, ["found": "U+\(hex(UInt32(byte), width: 4))"])
            default:
                index += 1
            }
        }
    }

    // MARK: - Helpers

    package mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private func column(at offset: Int) -> Int {
        // Columns count Unicode scalars, so a caret lines up with what an editor shows.
        var count = 1
        var position = lineStart
        while position < offset && position < bytes.count {
            if bytes[position] & 0xC0 != 0x80 { count += 1 }
            position += 1
        }
        return count
    }

    package func failure(_ reason: CoreTextKey, _ arguments: [String: String] = [:]) -> Failure {
        Failure(line: line, column: column(at: index), reason: reason, arguments: arguments)
    }
}
