// SPDX-License-Identifier: Apache-2.0
extension OutputBuffer {
    /// Appends `text` as one RFC 4180 field: as it is, or in double quotes (inner quotes doubled)
    /// when it holds a comma, a quote, a carriage return or a line feed.
    package func append(csvField text: UnsafeBufferPointer<UInt8>) {
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
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\"") {
            append(UnsafeBufferPointer(rebasing: text[start...index]))
            append(byte: UInt8(ascii: "\""))
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: text[start...]))
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends `text` as one RFC 4180 field (see ``append(csvField:)-(UnsafeBufferPointer<UInt8>)``).
    package func append(csvField text: String) {
        var text = text
        text.withUTF8 { append(csvField: $0) }
    }

    /// Whether the pending bytes end with `byte`, and if so drops it (to extend a CSV row just
    /// written: its line feed).
    package func removeSuffix(byte: UInt8) -> Bool {
        guard pending >= 1, storage[pending - 1] == byte else { return false }
        pending -= 1
        return true
    }
}
