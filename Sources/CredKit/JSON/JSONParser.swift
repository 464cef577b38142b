/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It exists because policy files need precise errors (line, column, field) and exact types
/// (`1` is not `true`), which `JSONSerialization` does not give. It rejects what RFC 8259 does not
/// allow (comments, trailing commas, single quotes, leading zeros, lone surrogates) and also
/// duplicate object keys, which would make a policy ambiguous.
struct JSONParser {
    /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
    static let maximumDepth = 64

    struct Failure: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var reason: TextKey
        var arguments: [String: String] = [:]

        /// The reason in `language`.
        func message(in language: Language) -> String { Texts.string(reason, in: language, arguments) }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

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
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
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
        case UInt8(ascii: "["): kind = try parseArray()
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

    private mutating func parseArray() throws(Failure) -> JSONNode.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw failure(.jsonExpectedCommaOrBracket, ["found": describe(at: index)])
            }
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure(.jsonTooDeep, ["max": String(Self.maximumDepth)])
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            index + count <= bytes.count && bytes[index..<index + count].elementsEqual(expected)
        }
        guard matches else { throw failure(.jsonUnexpectedCharacter, ["found": describe(at: index)]) }
        index += count
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            throw failure(.jsonExpectedDigit, ["found": describe(at: index)])
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            index = start
            throw failure(.jsonLeadingZero)
        }
        while let byte = peek(), isDigit(byte) { index += 1 }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek(), isDigit(byte) else { throw failure(.jsonExpectedDigit, ["found": describe(at: index)]) }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek(), isDigit(byte) else { throw failure(.jsonExpectedDigit, ["found": describe(at: index)]) }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
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
                throw failure(.jsonControlCharacter, ["found": "U+\(hex(byte, width: 4))"])
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure(.jsonUnterminatedString) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure(.jsonInvalidSurrogate)
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure(.jsonInvalidSurrogate)
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw failure(.jsonInvalidSurrogate)
            }
            return scalar
        default:
            index -= 1
            throw failure(.jsonInvalidEscape, ["found": describe(at: index, quoted: false)])
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure(.jsonExpectedHex) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure(.jsonExpectedHex)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: - Helpers

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipWhitespace() {
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

    private func failure(_ reason: TextKey, _ arguments: [String: String] = [:]) -> Failure {
        Failure(line: line, column: column(at: index), reason: reason, arguments: arguments)
    }

    private func describe(at offset: Int, quoted: Bool = true) -> String {
        guard offset < bytes.count else { return "EOF" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F {
            let character = String(UnicodeScalar(byte))
            return quoted ? "'\(character)'" : character
        }
        return "byte 0x\(hex(byte, width: 2))"
    }

    private func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
