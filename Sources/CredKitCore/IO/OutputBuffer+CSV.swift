// SPDX-License-Identifier: Apache-2.0
/// Whether CSV fields that a spreadsheet would read as a formula are written as text (`--csv-safe`).
///
/// Set once by the command before any record is written (worker threads start after it), read
/// by every writer. A field that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
/// `'` in front and is quoted, as OWASP recommends against CSV injection: the value then differs
/// from the input by that first character, which is why it is asked for, not the default.
package enum CSVFormulaGuard {
    nonisolated(unsafe) package static var isOn = false

    /// Whether `first` opens a formula in a spreadsheet.
    @inline(__always)
    package static func opensFormula(_ first: UInt8?) -> Bool {
        switch first {
        case UInt8(ascii: "=")?, UInt8(ascii: "+")?, UInt8(ascii: "-")?, UInt8(ascii: "@")?, 0x09?, 0x0D?: true
        default: false
        }
    }
}

extension OutputBuffer {
    /// Appends `text` as one RFC 4180 field: as it is, or in double quotes (inner quotes doubled)
    /// when it holds a comma, a quote, a carriage return or a line feed — and, with
    /// ``CSVFormulaGuard`` on, behind a `'` and quoted when it would open a formula.
    package func append(csvField text: UnsafeBufferPointer<UInt8>) {
        if CSVFormulaGuard.isOn, CSVFormulaGuard.opensFormula(text.first) {
            append(byte: UInt8(ascii: "\""))
            append(byte: UInt8(ascii: "'"))
            appendDoublingQuotes(text)
            append(byte: UInt8(ascii: "\""))
            return
        }
        var needsQuotes = false
        for byte in text where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D {
            needsQuotes = true
            break
        }
        guard needsQuotes else {
            append(text)
            return
        }
        append(byte: UInt8(ascii: "\""))
        appendDoublingQuotes(text)
        append(byte: UInt8(ascii: "\""))
    }

    /// `text` with each `"` doubled.
    private func appendDoublingQuotes(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\"") {
            append(UnsafeBufferPointer(rebasing: text[start...index]))
            append(byte: UInt8(ascii: "\""))
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: text[start...]))
    }

    /// Appends `text` as one RFC 4180 field (see ``append(csvField:)-(UnsafeBufferPointer<UInt8>)``).
    package func append(csvField text: String) {
        var text = text
        text.withUTF8 { append(csvField: $0) }
    }
}
