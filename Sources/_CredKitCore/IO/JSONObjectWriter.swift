// SPDX-License-Identifier: Apache-2.0
/// Writes one JSON object member by member straight into an ``OutputBuffer``: the records' one JSON
/// path (the same escaping as every other record, no tree and no intermediate strings).
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
