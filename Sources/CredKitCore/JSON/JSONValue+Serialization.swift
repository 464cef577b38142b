// SPDX-License-Identifier: Apache-2.0
extension JSONValue {
    /// The value as compact JSON, numbers exactly as they were written (by credkit's one JSON writer,
    /// which every record and file it writes goes through).
    public var jsonText: String {
        let output = OutputBuffer(descriptor: -1)
        JSONObjectWriter.write(self, to: output)
        return output.withPendingBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the value as compact JSON.
    /// - Parameter output: where to append.
    public func append(to output: OutputBuffer) {
        JSONObjectWriter.write(self, to: output)
    }
}

extension JSONValue {
    /// The value as indented JSON (two spaces, one member or element per line, a newline at the
    /// end) for files people read and edit; strings and numbers are written as ``jsonText`` writes
    /// them.
    public var prettyText: String {
        var text = ""
        appendPretty(to: &text, indent: "")
        return text + "\n"
    }

    private func appendPretty(to text: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let elements) where !elements.isEmpty:
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.appendPretty(to: &text, indent: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let object) where !object.isEmpty:
            text += "{\n"
            for (index, member) in object.members.enumerated() {
                text += inner + JSONValue.string(member.key).jsonText + ": "
                member.value.appendPretty(to: &text, indent: inner)
                text += index == object.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        default:
            text += jsonText
        }
    }
}
