// SPDX-License-Identifier: Apache-2.0

/// The one escaper for text that came from input, a server or a file before it reaches a terminal
/// (a message, a table cell, a quoted value): C0 controls (line breaks included), DEL, C1 controls
/// and the bidirectional controls are written as `\u{…}`, so a token's `alg`, a file's name or a
/// server's answer cannot move the cursor, recolour, hide or reorder what credkit prints.
package enum TerminalText {
    /// Whether `value` must not reach a terminal as it is.
    @inline(__always)
    package static func isUnsafe(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Whether `text` holds anything ``isUnsafe(_:)`` (printable ASCII answers at once).
    package static func needsEscaping(_ text: String) -> Bool {
        var text = text
        let ascii = text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        return !ascii && text.unicodeScalars.contains { isUnsafe($0.value) }
    }

    /// `text` with every unsafe scalar written as `\u{hex}`; unchanged when it has none.
    package static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
