// SPDX-License-Identifier: Apache-2.0
/// Writes one JSON object member by member straight into an ``OutputBuffer``: credkit's one JSON
/// writer. Records, errors, sessions and policies all go through it — directly, or as a
/// ``JSONValue`` tree it serialises (``write(_:to:)``) — so every JSON credkit emits has the same
/// compact form and escaping, with no intermediate strings. The streaming record encoders
/// (`CredKitPipeline`'s, millions of records a second) have this writer
/// encode their constant pieces once (``JSONSplice``) and assemble each record from those pieces
/// and the same ``OutputBuffer`` primitives the writer uses for values.
///
/// ```swift
/// var record = JSONObjectWriter(into: output)
/// record.int("line", 3)
/// record.string("model", "guesses")
/// record.object("feedback") { $0.null("warning") }
/// record.end(newline: true)     // {"line":3,"model":"guesses","feedback":{"warning":null}}\n
/// ```
package struct JSONObjectWriter {
    private let output: OutputBuffer
    private var isEmpty = true

    /// Opens an object in `output`.
    package init(into output: OutputBuffer) {
        self.output = output
        output.append(byte: UInt8(ascii: "{"))
    }

    /// Writes `"name":` (after a comma when needed); the value must follow.
    package mutating func key(_ name: String) {
        if !isEmpty { output.append(byte: UInt8(ascii: ",")) }
        isEmpty = false
        output.append(jsonString: name)
        output.append(byte: UInt8(ascii: ":"))
    }

    /// A string member, or `null` for `nil`.
    package mutating func string(_ name: String, _ value: String?) {
        key(name)
        if let value { output.append(jsonString: value) } else { output.append("null") }
    }

    /// An integer member.
    package mutating func int(_ name: String, _ value: Int) {
        key(name)
        output.append(decimal: value)
    }

    /// A number member written as `literal` (which must be a JSON number, or `null`).
    package mutating func number(_ name: String, literal: String) {
        key(name)
        output.append(literal)
    }

    /// A Boolean member.
    package mutating func bool(_ name: String, _ value: Bool) {
        key(name)
        output.append(value ? "true" : "false")
    }

    /// A `null` member.
    package mutating func null(_ name: String) {
        key(name)
        output.append("null")
    }

    /// A member whose value is already JSON (a checked document, or a value's serialisation).
    package mutating func raw(_ name: String, _ write: (OutputBuffer) -> Void) {
        key(name)
        write(output)
    }

    /// A member whose value is a JSON tree.
    package mutating func value(_ name: String, _ value: JSONValue) {
        key(name)
        Self.write(value, to: output)
    }

    /// Writes `value` in the compact form: no white space, object members in their order, numbers
    /// exactly as written, strings escaped as every record escapes them.
    package static func write(_ value: JSONValue, to output: OutputBuffer) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let text): output.append(text)
        case .string(let text): output.append(jsonString: text)
        case .array(let elements):
            output.append(byte: UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                write(element, to: output)
            }
            output.append(byte: UInt8(ascii: "]"))
        case .object(let object):
            var writer = JSONObjectWriter(into: output)
            for member in object.members { writer.value(member.key, member.value) }
            writer.end()
        }
    }

    /// A nested object member.
    package mutating func object(_ name: String, _ body: (inout JSONObjectWriter) -> Void) {
        key(name)
        var nested = JSONObjectWriter(into: output)
        body(&nested)
        nested.end()
    }

    /// An array of objects, one per element.
    package mutating func objects<Elements: Sequence>(
        _ name: String, _ elements: Elements, _ body: (inout JSONObjectWriter, Elements.Element) -> Void
    ) {
        key(name)
        output.append(byte: UInt8(ascii: "["))
        var first = true
        for element in elements {
            if !first { output.append(byte: UInt8(ascii: ",")) }
            first = false
            var nested = JSONObjectWriter(into: output)
            body(&nested, element)
            nested.end()
        }
        output.append(byte: UInt8(ascii: "]"))
    }

    /// Closes the object, with a line feed after it for a JSON Lines record.
    package func end(newline: Bool = false) {
        output.append(byte: UInt8(ascii: "}"))
        if newline { output.append(byte: 0x0A) }
    }
}

/// Pieces of JSON records encoded once by ``JSONObjectWriter``, for streams that assemble millions
/// of records from them (`{"line":` … `,"valid":true,"violations":[],"cognitoMessage":null}`).
///
/// Writing each record member by member through the writer measured 10–13 % slower on
/// `credkit check --format json` than copying a few pre-encoded pieces, so the streaming encoders
/// splice; the pieces still come from the writer, so their form and escaping are the writer's.
package enum JSONSplice {
    /// `{"name":` — a record's opening and its first member's name.
    package static func opening(key name: String) -> [UInt8] {
        encode { $0.key(name) }
    }

    /// `,"name":` — the name of a member that follows another.
    package static func key(_ name: String) -> [UInt8] {
        [UInt8(ascii: ",")] + encode { $0.key(name) }.dropFirst()
    }

    /// `,"a":1,"b":true` — members that follow another (a record's end is its `RecordEnd`).
    package static func members(_ body: (inout JSONObjectWriter) -> Void) -> [UInt8] {
        [UInt8(ascii: ",")] + encode(body).dropFirst()
    }

    /// `{"a":1}` — a whole object.
    package static func object(_ body: (inout JSONObjectWriter) -> Void) -> [UInt8] {
        encode { writer in
            body(&writer)
            writer.end()
        }
    }

    /// The bytes the writer produces into an empty buffer, starting with the object's `{`.
    private static func encode(_ body: (inout JSONObjectWriter) -> Void) -> [UInt8] {
        let scratch = OutputBuffer(descriptor: -1)
        var writer = JSONObjectWriter(into: scratch)
        body(&writer)
        return scratch.withPendingBytes { Array($0) }
    }
}
