// SPDX-License-Identifier: Apache-2.0
/// Looks up user-facing texts: each module adds a `string(_:in:_:)` for its own ``TextKey`` type
/// (``TextKey/string(in:_:)`` underneath), and the placeholder mechanism is here.
package enum Texts {
    /// `template` with its `{name}` placeholders replaced by `arguments`; a placeholder without an
    /// argument is left as written. The command line's table fills its texts the same way.
    ///
    /// `{name|one|other}` agrees with a count: `one` when the argument `name` is `1`, else `other`
    /// (`{valid} {valid|válida|válidas}` → `1 válida`, `2 válidas`).
    ///
    /// One pass over the template's bytes, so a value that itself contains `{name}` is not filled
    /// again. (Per-argument `replacing` took a fifth of `credkit strength --format json`'s time: each
    /// record has four crack-time texts.)
    package static func filling(_ template: String, with arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return template }
        var template = template
        return template.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "{"),
                    let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")),
                    let forms = agreement(UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close]), arguments)
                {
                    result.append(contentsOf: forms.utf8)
                    index = close + 1
                } else if bytes[index] == UInt8(ascii: "{"),
                    let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")),
                    let value = arguments[
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close]), as: UTF8.self)]
                {
                    // A value may come from a token, a file or a server: never raw control characters.
                    result.append(contentsOf: TerminalText.escaped(value).utf8)
                    index = close + 1
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The form of `{name|one|other}` that agrees with `arguments[name]`, or `nil` when the
    /// placeholder is not one (no `|`) or has no such argument.
    private static func agreement(_ inner: UnsafeBufferPointer<UInt8>, _ arguments: [String: String]) -> String? {
        guard inner.contains(UInt8(ascii: "|")) else { return nil }
        let parts = inner.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard parts.count == 3, let count = arguments[String(decoding: parts[0], as: UTF8.self)] else { return nil }
        return String(decoding: count == "1" ? parts[1] : parts[2], as: UTF8.self)
    }

    /// The names of the `{name}` placeholders in `text` (the parity tests compare them across languages).
    package static func placeholders(in text: String) -> Set<String> {
        var names = Set<String>()
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty && name.allSatisfy({ $0.isLetter }) { names.insert(name) }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return names
    }
}
