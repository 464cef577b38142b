// SPDX-License-Identifier: Apache-2.0
/// Shows a password or address on one line: quoted, with control characters and invalid bytes escaped.
package enum PasswordDisplay {
    /// Text as a terminal should show it: as it is, or quoted and escaped when it holds control or
    /// bidirectional characters (so an untrusted value cannot rewrite the screen).
    package static func safe(_ string: String) -> String {
        TerminalText.needsEscaping(string) ? quoted(string) : string
    }

    /// Appends `bytes` quoted; ASCII and valid UTF-8 go through as bytes, the rest escaped like ``quoted(_:)``.
    package static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) {
        var plain = true
        var hasNonASCII = false
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                plain = false
                break
            }
            if byte >= 0x80 { hasNonASCII = true }
        }
        // Well-formed UTF-8 without characters that need escaping is shown as it is.
        if plain && (!hasNonASCII || UTF8Validation.isValid(bytes)) {
            output.append(byte: UInt8(ascii: "\""))
            output.append(bytes)
            output.append(byte: UInt8(ascii: "\""))
        } else {
            output.append(quoted(bytes))
        }
    }

    package static func quoted(_ text: String) -> String {
        var text = text
        return text.withUTF8 { quoted($0) }
    }

    package static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = "\""
        if UTF8Validation.isValid(bytes) {
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\t": result += "\\t"
                case "\r": result += "\\r"
                case _ where TerminalText.isUnsafe(scalar.value):
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                default: result.unicodeScalars.append(scalar)
                }
            }
        } else {
            for byte in bytes {
                if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
                }
            }
        }
        return result + "\""
    }
}
