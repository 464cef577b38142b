// SPDX-License-Identifier: Apache-2.0
import Foundation

/// `application/x-www-form-urlencoded` bodies and query strings, written and read byte by byte:
/// every byte outside RFC 3986's unreserved set is percent-encoded (so `+`, `&`, `=` and spaces in a
/// value never change the form's shape); reading turns `+` into a space as HTML forms do.
package enum FormEncoding {
    /// `name=value&…`, in the order given.
    package static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    /// One name or value, percent-encoded.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%"
                out += String(byte >> 4, radix: 16, uppercase: true)
                out += String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// The pairs of a query string or form body, in order; `nil` when a `%` escape is malformed or
    /// a decoded name or value is not UTF-8.
    package static func decode(_ text: Substring) -> [(String, String)]? {
        var pairs: [(String, String)] = []
        for part in text.split(separator: "&", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = unescape(pieces[0]), let value = pieces.count > 1 ? unescape(pieces[1]) : "" else { return nil }
            pairs.append((name, value))
        }
        return pairs
    }

    private static func unescape(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(0x20)
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
