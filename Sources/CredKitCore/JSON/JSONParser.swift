// SPDX-License-Identifier: Apache-2.0
/// The project's one JSON parser: strict RFC 8259 over UTF-8 bytes, in one pass.
///
/// It builds a ``JSONValue`` (``JSONValue/init(parsing:)``), or a ``JSONNode`` that remembers where each
/// value stood, for files whose errors name a line and column (``JSONNode/parse(_:)``), or nothing at
/// all: it can walk an object without building it (``scanObject(_:)``, ``skipValue()``), so a token's
/// typed claims are read straight from the bytes with the same grammar and checks. It rejects what
/// RFC 8259 does not allow (comments, trailing commas, single quotes, leading zeros, lone surrogates),
/// duplicate member names, and nesting deeper than 64 levels.
///
/// Member names are compared as UTF-8 bytes after unescaping (RFC 8259 §8.3), not as Swift
/// strings, which would treat canonically equivalent names as one.
package struct JSONParser {

    package let bytes: UnsafeBufferPointer<UInt8>
    package var index = 0
    package var depth = 0

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // The helpers are members of this concrete type, not of a protocol extension: a generic method
    // called from another module runs unspecialised, boxing `bytes` on the heap on every call (which
    // halved `JSONWebToken(compact:)`'s speed when JWT got its own module).

    /// The byte at the current position, or `nil` at the end.
    @inlinable
    package func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether `byte` is an ASCII digit.
    @inlinable
    package func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Walks the array that starts at the current `[`; `element` must consume each element.
    package mutating func forEachElement(
        _ element: (inout JSONParser) throws(JSONValue.ParseError) -> Void
    ) throws(JSONValue.ParseError) {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return
            default: throw failure(.jsonExpectedCommaOrBracket, ["found": describe(at: index)])
            }
        }
    }

    mutating func parseDocument() throws(JSONValue.ParseError) -> JSONValue {
        try beginDocument()
        let value = try parseValue()
        try endDocument()
        return value
    }

    /// Checks the encoding and moves to the first value.
    package mutating func beginDocument() throws(JSONValue.ParseError) {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw JSONValue.ParseError(offset: offset, reason: .jsonInvalidUTF8, arguments: [:])
        }
        skipWhitespace()
    }

    /// Checks that nothing but white space follows the value.
    package mutating func endDocument() throws(JSONValue.ParseError) {
        skipWhitespace()
        if index < bytes.count { throw failure(.jsonTrailingText) }
    }

    package mutating func parseValue() throws(JSONValue.ParseError) -> JSONValue {
        guard index < bytes.count else { throw failure(.jsonUnexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["):
            return .array(try parseElements { (parser) throws(JSONValue.ParseError) in try parser.parseValue() })
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure(.jsonUnexpectedCharacter, ["found": describe(at: index)])
        }
    }

    /// Checks the value at the current position and moves past it, building nothing.
    package mutating func skipValue() throws(JSONValue.ParseError) {
        guard index < bytes.count else { throw failure(.jsonUnexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): try scanObject { (parser, _, _) throws(JSONValue.ParseError) in try parser.skipValue() }
        case UInt8(ascii: "["): try forEachElement { (parser) throws(JSONValue.ParseError) in try parser.skipValue() }
        case UInt8(ascii: "\""): _ = try skipString()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        default: throw failure(.jsonUnexpectedCharacter, ["found": describe(at: index)])
        }
    }

    private mutating func parseObject() throws(JSONValue.ParseError) -> JSONObject {
        var members: [JSONObject.Member] = []
        try scanObject { (parser, key, _) throws(JSONValue.ParseError) in
            if members.isEmpty { members.reserveCapacity(16) }
            members.append(JSONObject.Member(key: String(decoding: key, as: UTF8.self), value: try parser.parseValue()))
        }
        return JSONObject(members)
    }

    /// Walks the object that starts at the current `{`, refusing duplicate names; `member` gets each
    /// name (unescaped UTF-8) and its offset, with the parser at the value, and must consume it.
    package mutating func scanObject(
        _ member: (inout JSONParser, _ key: UnsafeBufferPointer<UInt8>, _ keyOffset: Int) throws(JSONValue.ParseError) ->
            Void
    ) throws(JSONValue.ParseError) {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: MemberNames.inlineCapacity) {
            (storage) throws(JSONValue.ParseError) in
            var names = MemberNames(storage: storage)
            try scanMembers(&names, member)
        }
    }

    private mutating func scanMembers(
        _ names: inout MemberNames,
        _ member: (inout JSONParser, _ key: UnsafeBufferPointer<UInt8>, _ keyOffset: Int) throws(JSONValue.ParseError) ->
            Void
    ) throws(JSONValue.ParseError) {
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure(.jsonExpectedMemberName, ["found": describe(at: index)]) }
            let keyOffset = index
            let escaped = try skipString()
            let content = keyOffset + 1..<index - 1
            let unescaped: [UInt8]? = escaped ? unescapedString(at: keyOffset) : nil
            let isDuplicate: Bool
            if let unescaped {
                isDuplicate = names.insert(unescaped, of: bytes)
            } else {
                isDuplicate = names.insert(content, of: bytes)
            }
            if isDuplicate {
                let key = unescaped.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes[content], as: UTF8.self)
                throw JSONValue.ParseError(offset: keyOffset, reason: .jsonDuplicateMember, arguments: ["key": key])
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                let key = unescaped.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes[content], as: UTF8.self)
                throw failure(.jsonExpectedColon, ["key": key, "found": describe(at: index)])
            }
            index += 1
            skipWhitespace()
            if let unescaped {
                try unescaped.withUnsafeBufferPointer { (key) throws(JSONValue.ParseError) in try member(&self, key, keyOffset) }
            } else {
                try member(&self, UnsafeBufferPointer(rebasing: bytes[content]), keyOffset)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return
            default: throw failure(.jsonExpectedCommaOrBrace, ["found": describe(at: index)])
            }
        }
    }

    /// The UTF-8 of the (already checked) string literal at `offset`, escapes resolved.
    private func unescapedString(at offset: Int) -> [UInt8] {
        var parser = JSONParser(bytes: bytes)
        parser.index = offset
        return Array(((try? parser.parseString()) ?? "").utf8)
    }

    /// Moves past the string at the current `"`, checking it; returns whether it has escapes.
    package mutating func skipString() throws(JSONValue.ParseError) -> Bool {
        index += 1  // opening quote
        var escaped = false
        while true {
            skipPlainBytes()
            guard index < bytes.count else { throw failure(.jsonUnterminatedString) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return escaped
            case UInt8(ascii: "\\"):
                index += 1
                _ = try parseEscape()
                escaped = true
            case 0x00..<0x20:
                throw failure(.jsonControlCharacter, ["found": "U+" + hex(UInt32(byte), width: 4)])
            default:
                index += 1
            }
        }
    }

    /// Moves past bytes that need no attention in a string, eight at a time, stopping at the first
    /// quote, backslash or control character of the last eight (found by the mask's lowest bit).
    private mutating func skipPlainBytes() {
        guard let base = bytes.baseAddress else { return }
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let mask = JSONEscaping.escapeMask(word)
            if mask != 0 {
                index += mask.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// The string at the current `"`.
    package mutating func parseString() throws(JSONValue.ParseError) -> String {
        index += 1  // opening quote
        let start = index
        // The usual case: no escapes, so the string is a slice of the (already validated) input.
        skipPlainBytes()
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
        scalars.append(
            contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self).unicodeScalars)
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

    /// The string at the current `"`, its escapes resolved, appended to `output` as UTF-8 (no
    /// `String` is built: for values read straight into a buffer).
    package mutating func parseString(into output: inout [UInt8]) throws(JSONValue.ParseError) {
        index += 1  // opening quote
        var runStart = index
        while true {
            skipPlainBytes()
            guard index < bytes.count else { throw failure(.jsonUnterminatedString) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                output.append(contentsOf: bytes[runStart..<index])
                index += 1
                if byte == UInt8(ascii: "\"") { return }
                Unicode.UTF8.encode(try parseEscape()) { output.append($0) }
                runStart = index
            case 0x00..<0x20:
                throw failure(.jsonControlCharacter, ["found": "U+" + hex(UInt32(byte), width: 4)])
            default:
                index += 1
            }
        }
    }

    /// The string at the current position, or `nil` (having moved past the value) when the value
    /// is not a string.
    package mutating func parseStringIfPresent() throws(JSONValue.ParseError) -> String? {
        if peek() == UInt8(ascii: "\"") { return try parseString() }
        try skipValue()
        return nil
    }

    /// The number at the current position as a `Double`: exact for integers of up to 15 digits,
    /// the standard library's correctly rounded conversion otherwise (infinite when out of range).
    package mutating func parseDouble() throws(JSONValue.ParseError) -> Double {
        let range = try scanNumber()
        var digits = range
        let negative = bytes[range.lowerBound] == UInt8(ascii: "-")
        if negative { digits = range.lowerBound + 1..<range.upperBound }
        if digits.count <= 15 {
            var value: Int64 = 0
            var plain = true
            for index in digits {
                let digit = bytes[index] &- UInt8(ascii: "0")
                if digit > 9 {
                    plain = false
                    break
                }
                value = value &* 10 &+ Int64(digit)
            }
            if plain { return negative ? -Double(value) : Double(value) }
        }
        return Double(String(decoding: bytes[range], as: UTF8.self)) ?? .nan
    }

    package mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): index += 1
            default: return
            }
        }
    }

    package func failure(_ reason: CoreTextKey, _ arguments: [String: String] = [:]) -> JSONValue.ParseError {
        JSONValue.ParseError(offset: index, reason: reason, arguments: arguments)
    }
}
