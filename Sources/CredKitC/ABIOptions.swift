// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// An options object given as JSON (`NULL` is `{}`): every field known, each of the right kind, so a
/// misspelt option is an error rather than ignored. New options are new fields, which keeps the
/// functions' C signatures stable.
struct ABIOptions {
    private let object: JSONObject

    init(_ pointer: UnsafePointer<CChar>?, known: [String]) throws(ABIError) {
        guard let pointer else {
            object = JSONObject()
            return
        }
        let length = strlen(pointer)
        let parsed: JSONValue
        do {
            parsed = try pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes throws(JSONValue.ParseError) in
                try JSONValue(parsing: UnsafeBufferPointer(start: bytes, count: length))
            }
        } catch {
            throw ABIError(.invalidOptions, parseError: error)
        }
        guard let object = parsed.objectValue else {
            throw ABIError(.optionsNotObject)
        }
        for member in object.members where !known.contains(member.key) {
            throw ABIError(.unknownOption, ["argument": member.key, "expected": known.joined(separator: ", ")])
        }
        self.object = object
    }

    /// A string field.
    func string(_ name: String) throws(ABIError) -> String? {
        guard let value = object[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw ABIError(.optionNotString, ["argument": name]) }
        return text
    }

    /// A number field.
    func number(_ name: String) throws(ABIError) -> Double? {
        guard let value = object[name], value != .null else { return nil }
        guard let number = value.doubleValue, number.isFinite else {
            throw ABIError(.optionNotNumber, ["argument": name])
        }
        return number
    }

    /// Whether the field is there (and not `null`).
    func isGiven(_ name: String) -> Bool {
        guard let value = object[name] else { return false }
        return value != .null
    }

    /// A whole-number field.
    func integer(_ name: String) throws(ABIError) -> Int? {
        guard let number = try number(name) else { return nil }
        guard number.rounded() == number, let value = Int(exactly: number) else {
            throw ABIError(.optionNotInteger, ["argument": name])
        }
        return value
    }

    /// A boolean field (`absent` when absent).
    func bool(_ name: String, absent: Bool = false) throws(ABIError) -> Bool {
        guard let value = object[name], value != .null else { return absent }
        guard case .bool(let flag) = value else {
            throw ABIError(.optionNotBoolean, ["argument": name])
        }
        return flag
    }

    /// A list of strings (empty when absent).
    func strings(_ name: String) throws(ABIError) -> [String] {
        guard let value = object[name], value != .null else { return [] }
        guard case .array(let items) = value else {
            throw ABIError(.optionNotStrings, ["argument": name])
        }
        var strings: [String] = []
        for item in items {
            guard let text = item.stringValue else {
                throw ABIError(.optionNotStrings, ["argument": name])
            }
            strings.append(text)
        }
        return strings
    }

    /// An object of strings (empty when absent): `{"name": "value", …}`.
    func stringMap(_ name: String) throws(ABIError) -> [String: String] {
        guard let value = object[name], value != .null else { return [:] }
        guard let members = value.objectValue else { throw ABIError(.optionNotStringObject, ["argument": name]) }
        var map: [String: String] = [:]
        for member in members.members {
            guard let text = member.value.stringValue else {
                throw ABIError(.optionNotStringObject, ["argument": name + "." + member.key])
            }
            map[member.key] = text
        }
        return map
    }

    /// A string field that must be one of `choices`' raw values.
    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ type: Choice.Type) throws(ABIError) -> Choice?
    where Choice.RawValue == String {
        guard let text = try string(name) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw ABIError(
                .optionNotChoice,
                ["argument": name, "value": text, "expected": Choice.allCases.map(\.rawValue).joined(separator: ", ")])
        }
        return choice
    }
}
