// SPDX-License-Identifier: Apache-2.0

/// `JSONValue` through any `Encoder` or `Decoder`, so a type whose natural form is a JSON document
/// (a password policy) can be `Codable` by way of that document.
///
/// Numbers are written as integers when their text is one, else as `Double`; read back, an integer
/// keeps its digits. A decoder gives no member order, so objects come back sorted by key.
extension JSONValue: Codable {
    /// A member name as a coding key.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let text):
            var container = encoder.singleValueContainer()
            if let integer = Int64(text) {
                try container.encode(integer)
            } else if let double = Double(text) {
                try container.encode(double)
            } else {
                throw EncodingError.invalidValue(
                    text, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "not a JSON number"))
            }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: Key.self)
            for member in object.members { try container.encode(member.value, forKey: Key(stringValue: member.key)) }
        }
    }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            let keys = container.allKeys.sorted { $0.stringValue < $1.stringValue }
            self = .object(
                JSONObject(
                    try keys.map { .init(key: $0.stringValue, value: try container.decode(JSONValue.self, forKey: $0)) }))
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(Double.self), value.isFinite {
            self = .number(String(value))
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}
