// SPDX-License-Identifier: Apache-2.0
// The grammar's pieces: nesting, literals, numbers, string escapes, and how the byte at a position
// is named in an error.

/// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
let jsonMaximumDepth = 64

extension JSONParser {
    /// Opens an array or object, refusing nesting beyond ``jsonMaximumDepth``.
    mutating func enter() throws(JSONValue.ParseError) {
        depth += 1
        if depth > jsonMaximumDepth { throw failure(.jsonTooDeep, ["max": String(jsonMaximumDepth)]) }
    }

    /// The elements of the array that starts at the current `[`, each read by `element`.
    mutating func parseElements<Element>(
        _ element: (inout JSONParser) throws(JSONValue.ParseError) -> Element
    ) throws(JSONValue.ParseError) -> [Element] {
        var elements: [Element] = []
        try forEachElement { (parser) throws(JSONValue.ParseError) in elements.append(try element(&parser)) }
        return elements
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONValue.ParseError) {
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            index + count <= bytes.count && bytes[index..<index + count].elementsEqual(expected)
        }
        guard matches else { throw failure(.jsonUnexpectedCharacter, ["found": describe(at: index)]) }
        index += count
    }

    /// A number's literal text (RFC 8259 grammar); a leading zero is reported at the number's start.
    mutating func parseNumber() throws(JSONValue.ParseError) -> String {
        String(decoding: bytes[try scanNumber()], as: UTF8.self)
    }

    /// Moves past a number (RFC 8259 grammar) and returns where its text is.
    package mutating func scanNumber() throws(JSONValue.ParseError) -> Range<Int> {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw failure(.jsonExpectedDigit, ["found": describe(at: index)]) }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            index = start
            throw failure(.jsonLeadingZero, [:])
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
        return start..<index
    }

    /// The character after a backslash (the backslash already consumed).
    mutating func parseEscape() throws(JSONValue.ParseError) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure(.jsonUnterminatedString, [:]) }
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
                    throw failure(.jsonInvalidSurrogate, [:])
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure(.jsonInvalidSurrogate, [:]) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure(.jsonInvalidSurrogate, [:]) }
            return scalar
        default:
            index -= 1
            throw failure(.jsonInvalidEscape, ["found": describe(at: index, quoted: false)])
        }
    }

    private mutating func parseHex4() throws(JSONValue.ParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure(.jsonExpectedHex, [:]) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure(.jsonExpectedHex, [:])
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// How the byte at `offset` appears in a message: `'x'`, `byte 0x0A`, or `EOF`.
    func describe(at offset: Int, quoted: Bool = true) -> String {
        guard offset < bytes.count else { return "EOF" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F {
            let character = String(UnicodeScalar(byte))
            return quoted ? "'\(character)'" : character
        }
        return "byte 0x" + hex(UInt32(byte), width: 2)
    }

    func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
