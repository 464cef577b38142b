// SPDX-License-Identifier: Apache-2.0
/// Strict UTF-8 validation over bytes (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
///
/// Streaming checks call this only for lines that contain a byte ≥ 0x80, so ASCII input never pays for it.
public enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    /// - Parameter bytes: the bytes to check.
    /// - Returns: `nil` when every byte belongs to a well-formed sequence.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        while index < count {
            // ASCII runs eight bytes at a time.
            while index + 8 <= count && UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            if index >= count { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= lowerBound && second <= upperBound else { return index }
            var offset = 2
            while offset < length {
                guard bytes[index + offset] & 0xC0 == 0x80 else { return index }
                offset += 1
            }
            index += length
        }
        return nil
    }

    /// Whether `bytes` is well-formed UTF-8.
    /// - Parameter bytes: the bytes to check.
    /// - Returns: `true` when every byte belongs to a well-formed sequence.
    public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstInvalidOffset(in: bytes) == nil
    }

    /// Decodes the scalar starting at `index` of bytes already known to be valid UTF-8.
    /// - Returns: the scalar and the number of bytes it takes.
    @inline(__always)
    package static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let value: UInt32
        let length: Int
        switch lead {
        case 0..<0x80:
            return (Unicode.Scalar(UInt8(lead)), 1)
        case 0xC0..<0xE0:
            value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            length = 2
        case 0xE0..<0xF0:
            value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            length = 3
        default:
            value =
                (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
