/// A JSON value as found in a token's header or payload, kept whole for display.
///
/// Numbers keep their literal text, so a claim prints exactly as the issuer wrote it; objects keep
/// their members in source order.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's literal text (RFC 8259 grammar).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, when this is one.
    public var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// The object, when this is one.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }
}

/// A JSON object's members in source order. Keys are unique: the parser rejects duplicates.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    /// One member.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in source order.
    public var members: [Member]

    /// Creates an object.
    /// - Parameter members: the members; keys should be unique.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> Member { members[position] }

    /// The value of the member named `key`.
    public subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }
}

extension JSONValue {
    /// Why bytes are not one JSON value.
    public struct ParseError: Error, Sendable, Hashable {
        /// The 0-based byte offset of the problem.
        public var offset: Int
        let reason: TextKey
        let arguments: [String: String]

        /// The reason in `language`, without the offset.
        public func message(in language: Language) -> String { Texts.string(reason, in: language, arguments) }
    }

    /// Parses exactly one JSON value (RFC 8259, strict: no duplicate keys, nesting up to 64 levels).
    /// - Parameter bytes: UTF-8 JSON.
    /// - Throws: ``ParseError`` at the first problem.
    public init(parsing bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) {
        var parser = JSONValueParser(bytes: bytes)
        self = try parser.parseDocument()
    }
}

/// The parser behind ``JSONValue/init(parsing:)``: one pass over bytes, no line tracking (tokens are
/// one line), small objects checked for duplicate keys by a linear scan.
struct JSONValueParser: JSONScanner {

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONValue.ParseError) -> JSONValue {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw JSONValue.ParseError(offset: offset, reason: .jsonInvalidUTF8, arguments: [:])
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw failure(.jsonTrailingText) }
        return value
    }

    private mutating func parseValue() throws(JSONValue.ParseError) -> JSONValue {
        guard index < bytes.count else { throw failure(.jsonUnexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["): return .array(try parseElements { (parser) throws(JSONValue.ParseError) in try parser.parseValue() })
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure(.jsonUnexpectedCharacter, ["found": describe(at: index)])
        }
    }

    private mutating func parseObject() throws(JSONValue.ParseError) -> JSONObject {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONObject.Member] = []
        members.reserveCapacity(16)
        var keys: Set<String>?  // only for large objects; small ones are scanned
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return JSONObject(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure(.jsonExpectedMemberName, ["found": describe(at: index)]) }
            let keyOffset = index
            let key = try parseString()
            let duplicate: Bool
            if members.count < 16 {
                duplicate = members.contains { $0.key == key }
            } else {
                if keys == nil { keys = Set(members.map(\.key)) }
                duplicate = !keys!.insert(key).inserted
            }
            if duplicate {
                throw JSONValue.ParseError(offset: keyOffset, reason: .jsonDuplicateMember, arguments: ["key": key])
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw failure(.jsonExpectedColon, ["key": key, "found": describe(at: index)])
            }
            index += 1
            skipWhitespace()
            members.append(JSONObject.Member(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return JSONObject(members)
            default: throw failure(.jsonExpectedCommaOrBrace, ["found": describe(at: index)])
            }
        }
    }

    private mutating func parseString() throws(JSONValue.ParseError) -> String {
        index += 1  // opening quote
        let start = index
        // The usual case: no escapes, so the string is a slice of the (already validated) input.
        // Eight bytes at a time while none is a quote, a backslash or a control character.
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count
                && !JSONEscaping.needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure(.jsonControlCharacter, ["found": "U+" + hex(UInt32(byte), width: 4)]) }
            index += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self).unicodeScalars)
        var runStart = index
        while true {
            guard index < bytes.count else { throw failure(.jsonUnterminatedString) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                if index > runStart {
                    scalars.append(
                        contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                            .unicodeScalars)
                }
                index += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try parseEscape())
                runStart = index
            case 0x00..<0x20:
                throw failure(.jsonControlCharacter, ["found": "U+" + hex(UInt32(byte), width: 4)])
            default:
                index += 1
            }
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): index += 1
            default: return
            }
        }
    }

    func failure(_ reason: TextKey, _ arguments: [String: String] = [:]) -> JSONValue.ParseError {
        JSONValue.ParseError(offset: index, reason: reason, arguments: arguments)
    }
}
