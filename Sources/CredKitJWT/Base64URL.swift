// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Base64url without padding (RFC 7515 §2, RFC 4648 §5), over bytes.
///
/// Decoding is strict: only the 64 URL-safe characters, no `=` padding, no whitespace, a length that
/// is not 1 modulo 4, and zero bits in the unused low bits of the last character, so every byte
/// string has exactly one accepted encoding.
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// 0–63 for alphabet bytes, 0xFF for anything else.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// Why some text is not base64url.
    public struct DecodingError: Error, Sendable, Equatable {
        /// The 0-based offset of the offending character, or of the end for a bad length.
        public var offset: Int
    }

    /// For each of the four positions in a group, each byte's value shifted into place (position
    /// `p` at `p * 256`); 0x8000_0000 for a byte outside the alphabet.
    private static let shifted: [UInt32] = {
        var table = [UInt32](repeating: 0x8000_0000, count: 1024)
        for position in 0..<4 {
            for (index, byte) in alphabet.enumerated() {
                table[position * 256 + Int(byte)] = UInt32(index) << (18 - 6 * position)
            }
        }
        return table
    }()

    /// Decodes `text`, appending the bytes to `output`.
    /// - Parameters:
    ///   - text: base64url characters.
    ///   - output: where the decoded bytes go.
    /// - Throws: ``DecodingError`` with the offset of the first problem.
    public static func decode(_ text: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) throws(DecodingError) {
        if text.count % 4 == 1 { throw DecodingError(offset: text.count - 1) }
        let start = output.count
        // Decode straight into the array's new tail: no per-byte append.
        output.append(contentsOf: repeatElement(0, count: decodedCount(text.count)))
        let failure = output.withUnsafeMutableBufferPointer { buffer in
            decode(text, into: UnsafeMutableBufferPointer(rebasing: buffer[start...]))
        }
        if let failure {
            output.removeSubrange(start...)
            throw failure
        }
    }

    /// How many bytes `length` characters decode to (when the length is valid).
    static func decodedCount(_ length: Int) -> Int {
        let remainder = length % 4
        return length / 4 * 3 + (remainder == 0 ? 0 : remainder - 1)
    }

    /// Decodes `text` into `buffer`, which holds exactly ``decodedCount(_:)`` bytes.
    /// - Returns: the first problem, or `nil`.
    static func decode(_ text: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> DecodingError? {
        let remainder = text.count % 4
        if remainder == 1 { return DecodingError(offset: text.count - 1) }
        var failure: DecodingError?
        values.withUnsafeBufferPointer { values in
            var out = 0
            var index = 0
            let whole = text.count - remainder
            // Eight characters (six bytes) per step: each character's value comes from the table
            // already shifted into place (a bad one sets the top bit), and the bytes go out as
            // two big-endian words, the second overwriting the first's spare byte. A step with a
            // bad character falls through to the four-character loop, which finds its position.
            shifted.withUnsafeBufferPointer { shifted in
                guard let base = buffer.baseAddress else { return }
                while index + 8 <= whole && out + 8 <= buffer.count {
                    // Step by step: one expression of eight lookups took the type checker 0.7 s.
                    var first: UInt32 = shifted[Int(text[index])]
                    first |= shifted[256 + Int(text[index + 1])]
                    first |= shifted[512 + Int(text[index + 2])]
                    first |= shifted[768 + Int(text[index + 3])]
                    var second: UInt32 = shifted[Int(text[index + 4])]
                    second |= shifted[256 + Int(text[index + 5])]
                    second |= shifted[512 + Int(text[index + 6])]
                    second |= shifted[768 + Int(text[index + 7])]
                    if (first | second) & 0x8000_0000 != 0 { break }
                    UnsafeMutableRawPointer(base + out).storeBytes(of: (first << 8).bigEndian, as: UInt32.self)
                    UnsafeMutableRawPointer(base + out + 3).storeBytes(of: (second << 8).bigEndian, as: UInt32.self)
                    out += 6
                    index += 8
                }
            }
            while index < whole {
                let a = values[Int(text[index])], b = values[Int(text[index + 1])]
                let c = values[Int(text[index + 2])], d = values[Int(text[index + 3])]
                if (a | b | c | d) == 0xFF {
                    failure = DecodingError(offset: index + firstInvalid(a, b, c, d))
                    return
                }
                let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                buffer[out] = UInt8(truncatingIfNeeded: group >> 16)
                buffer[out + 1] = UInt8(truncatingIfNeeded: group >> 8)
                buffer[out + 2] = UInt8(truncatingIfNeeded: group)
                out += 3
                index += 4
            }
            if remainder == 2 {
                let a = values[Int(text[index])], b = values[Int(text[index + 1])]
                if (a | b) == 0xFF {
                    failure = DecodingError(offset: index + firstInvalid(a, b, 0, 0))
                } else if b & 0x0F != 0 {
                    failure = DecodingError(offset: index + 1)
                } else {
                    buffer[out] = a << 2 | b >> 4
                }
            } else if remainder == 3 {
                let a = values[Int(text[index])], b = values[Int(text[index + 1])], c = values[Int(text[index + 2])]
                if (a | b | c) == 0xFF {
                    failure = DecodingError(offset: index + firstInvalid(a, b, c, 0))
                } else if c & 0x03 != 0 {
                    failure = DecodingError(offset: index + 2)
                } else {
                    buffer[out] = a << 2 | b >> 4
                    buffer[out + 1] = (b & 0x0F) << 4 | c >> 2
                }
            }
        }
        return failure
    }

    /// Checks `text` without decoding it.
    /// - Parameter text: base64url characters.
    /// - Returns: the first problem, or `nil` when ``decode(_:into:)`` would succeed.
    public static func firstError(in text: UnsafeBufferPointer<UInt8>) -> DecodingError? {
        let remainder = text.count % 4
        if remainder == 1 { return DecodingError(offset: text.count - 1) }
        return values.withUnsafeBufferPointer { values in
            var start = 0
            // Eight characters per test (0xFF marks a bad one); the byte loop finds which.
            while start + 8 <= text.count {
                let merged =
                    values[Int(text[start])] | values[Int(text[start + 1])] | values[Int(text[start + 2])]
                    | values[Int(text[start + 3])] | values[Int(text[start + 4])] | values[Int(text[start + 5])]
                    | values[Int(text[start + 6])] | values[Int(text[start + 7])]
                if merged & 0x80 != 0 { break }
                start += 8
            }
            for index in start..<text.count where values[Int(text[index])] == 0xFF { return DecodingError(offset: index) }
            let last = text.count - 1
            if remainder == 2 && values[Int(text[last])] & 0x0F != 0 { return DecodingError(offset: last) }
            if remainder == 3 && values[Int(text[last])] & 0x03 != 0 { return DecodingError(offset: last) }
            return nil
        }
    }

    /// Decodes `text`.
    /// - Parameter text: base64url characters.
    /// - Returns: the bytes.
    /// - Throws: ``DecodingError`` with the offset of the first problem.
    public static func decode(_ text: String) throws(DecodingError) -> [UInt8] {
        var output: [UInt8] = []
        var text = text
        // withUTF8 rethrows untyped errors, so the typed one is carried out by hand.
        let failure: DecodingError? = text.withUTF8 { bytes in
            do throws(DecodingError) { try decode(bytes, into: &output) } catch { return error }
            return nil
        }
        if let failure { throw failure }
        return output
    }

    /// Encodes `bytes` without padding.
    /// - Parameter bytes: any bytes.
    /// - Returns: the base64url text.
    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = iterator.next()
            let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            if second != nil { output.append(alphabet[Int(group >> 6 & 63)]) }
            if third != nil { output.append(alphabet[Int(group & 63)]) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func firstInvalid(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        a == 0xFF ? 0 : b == 0xFF ? 1 : c == 0xFF ? 2 : 3
    }
}
