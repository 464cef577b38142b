// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension JWTClaims {
    /// A string literal in the payload's JSON, already checked: offsets of its opening quote and
    /// of the byte after its closing quote, relative to the start of the payload.
    struct Literal: Sendable, Hashable {
        var start: Int32
        var end: Int32
        /// Whether it has escapes (then it must be unescaped before use).
        var isEscaped: Bool
    }

    /// Where each string-valued claim is; the lists (`aud`, `cognito:groups`) by the offset of
    /// their value, a string or an array of strings.
    struct Slots: Sendable, Hashable {
        var issuer, subject, jwtID, tokenUse, clientID, cognitoUsername, username, scope, email, originJTI, eventID: Literal?
        var audience, groups: Int32?
    }

    /// The string a literal holds.
    func string(_ literal: Literal?) -> String? {
        guard let literal else { return nil }
        return withUnescapedBytes(literal) { String(decoding: $0, as: UTF8.self) }
    }

    /// The strings of the list whose value starts at `offset`: one string, or an array of them.
    func strings(inValueAt offset: Int32?) -> [String]? {
        guard let offset else { return nil }
        var strings: [String] = []
        forEachLiteral(inValueAt: offset) { strings.append(string($0)!) }
        return strings
    }

    /// Calls `body` with the UTF-8 of the literal's text, escapes resolved.
    func withUnescapedBytes<Result>(_ literal: Literal, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        json.withUnsafeBufferPointer { payload in
            guard literal.isEscaped else {
                return body(UnsafeBufferPointer(rebasing: payload[Int(literal.start) + 1..<Int(literal.end) - 1]))
            }
            var parser = JSONParser(bytes: payload)
            parser.index = Int(literal.start)
            // Checked when the token was decoded, so this cannot fail.
            var text = (try? parser.parseString()) ?? ""
            return text.withUTF8(body)
        }
    }

    /// Calls `body` with each string literal of the (checked) value at `offset`.
    func forEachLiteral(inValueAt offset: Int32, _ body: (Literal) -> Void) {
        json.withUnsafeBufferPointer { payload in
            var parser = JSONParser(bytes: payload)
            parser.index = Int(offset)
            func next(_ parser: inout JSONParser) {
                let start = parser.index
                let isEscaped = (try? parser.skipString()) ?? false
                body(Literal(start: Int32(start), end: Int32(parser.index), isEscaped: isEscaped))
            }
            if parser.peek() == UInt8(ascii: "\"") {
                next(&parser)
            } else {
                try? parser.forEachElement { (parser) throws(JSONValue.ParseError) in next(&parser) }
            }
        }
    }

    /// Whether the literal's text is one of `candidates`, compared as UTF-8 without making a string.
    func literal(_ literal: Literal, isAnyOf candidates: [String]) -> Bool {
        withUnescapedBytes(literal) { bytes in
            candidates.contains { candidate in
                candidate.utf8.withContiguousStorageIfAvailable { $0.hasSameBytes(as: bytes) }
                    ?? candidate.utf8.elementsEqual(bytes)
            }
        }
    }

    /// Whether any string of the list at `offset` is one of `candidates`.
    func list(at offset: Int32, containsAnyOf candidates: [String]) -> Bool {
        var found = false
        forEachLiteral(inValueAt: offset) { element in
            if !found && literal(element, isAnyOf: candidates) { found = true }
        }
        return found
    }
}
