// SPDX-License-Identifier: Apache-2.0
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

    /// Builds the object from JSON this parser has already accepted, such as a decoded token's
    /// header or payload.
    package init(checkedJSON json: ArraySlice<UInt8>) {
        let value = json.withUnsafeBufferPointer { bytes in try? JSONValue(parsing: bytes) }
        // The same parser accepted these bytes, so this cannot fail; were it ever to, an empty
        // object is safer than a crash.
        self = value?.objectValue ?? JSONObject()
    }
}

extension JSONValue {
    /// Why bytes are not one JSON value.
    public struct ParseError: Error, Sendable, Hashable {
        /// The 0-based byte offset of the problem.
        public var offset: Int
        package let reason: CoreTextKey
        package let arguments: [String: String]

        /// The reason in `language`, without the offset.
        public func message(in language: Language) -> String { Texts.string(reason, in: language, arguments) }
    }

    /// Parses exactly one JSON value (RFC 8259, strict: no duplicate member names, compared as UTF-8
    /// bytes after unescaping; nesting up to 64 levels).
    /// - Parameter bytes: UTF-8 JSON.
    /// - Throws: ``ParseError`` at the first problem.
    public init(parsing bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) {
        var parser = JSONParser(bytes: bytes)
        self = try parser.parseDocument()
    }
}
