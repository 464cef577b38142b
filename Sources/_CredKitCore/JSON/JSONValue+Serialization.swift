// SPDX-License-Identifier: Apache-2.0
extension JSONValue {
    /// The value as compact JSON, numbers exactly as they were written.
    public var jsonText: String {
        var output: [UInt8] = []
        append(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as compact JSON.
    /// - Parameter output: where to append.
    public func append(to output: OutputBuffer) {
        var bytes: [UInt8] = []
        append(to: &bytes)
        output.append(bytes)
    }

    package func append(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): output.append(contentsOf: JSONEscaping.literal(text))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.append(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(contentsOf: JSONEscaping.literal(member.key))
                output.append(UInt8(ascii: ":"))
                member.value.append(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}
