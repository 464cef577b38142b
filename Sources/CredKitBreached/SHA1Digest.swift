// SPDX-License-Identifier: Apache-2.0
/// A SHA-1 digest: the key of Have I Been Pwned's Pwned Passwords corpus.
///
/// Pwned Passwords lists the SHA-1 of each breached password's UTF-8 bytes, written as 40 upper-case
/// hex digits. The range API is keyed by the first five of them (``rangePrefix``). SHA-1 is broken for
/// signatures but still identifies a password here: the corpus is a list of hashes, not a secret.
public struct SHA1Digest: Sendable, Hashable, CustomStringConvertible {
    /// Bytes 0–7, big-endian.
    public let high: UInt64
    /// Bytes 8–15, big-endian.
    public let middle: UInt64
    /// Bytes 16–19, big-endian.
    public let low: UInt32

    /// A digest from its three big-endian words.
    /// - Parameters:
    ///   - high: bytes 0–7.
    ///   - middle: bytes 8–15.
    ///   - low: bytes 16–19.
    public init(high: UInt64, middle: UInt64, low: UInt32) {
        self.high = high
        self.middle = middle
        self.low = low
    }

    /// The SHA-1 of `bytes`.
    /// - Parameter bytes: the message, such as a password's UTF-8 bytes.
    public init(hashing bytes: UnsafeBufferPointer<UInt8>) {
        self = SHA1.digest(bytes)
    }

    /// The SHA-1 of a password's UTF-8 bytes, as Pwned Passwords computes it.
    /// - Parameter password: the password.
    public init(hashing password: String) {
        var password = password
        self = password.withUTF8 { SHA1.digest($0) }
    }

    /// Reads 40 hex digits, upper or lower case.
    /// - Parameter hex: the digest as text.
    /// - Returns: `nil` when `hex` is not exactly 40 hex digits.
    public init?(hex: some StringProtocol) {
        var text = String(hex)
        guard let digest = text.withUTF8({ SHA1Digest.parseHex($0) }) else { return nil }
        self = digest
    }

    /// The first 20 bits: the range the k-anonymity API is asked for (`00000` to `FFFFF`).
    public var rangePrefix: Int { Int(high >> 44) }

    /// The five upper-case hex digits of ``rangePrefix``: all of the digest that leaves the machine
    /// in an online check.
    public var rangePrefixHex: String { Self.prefixHex(rangePrefix) }

    /// A range prefix (0 to 0xFFFFF) as the range API writes it: five upper-case hex digits.
    package static func prefixHex(_ prefix: Int) -> String { hex(UInt64(prefix & 0xFFFFF), digits: 5) }

    /// The 35 upper-case hex digits after the prefix, as the range API lists them.
    public var suffixHex: String { String(hexString.dropFirst(5)) }

    /// The 40 upper-case hex digits.
    public var hexString: String {
        Self.hex(high, digits: 16) + Self.hex(middle, digits: 16) + Self.hex(UInt64(low), digits: 8)
    }

    public var description: String { hexString }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The value of one hex digit, or 255.
    @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 0x30...0x39: byte &- 0x30
        case 0x41...0x46: byte &- 0x37
        case 0x61...0x66: byte &- 0x57
        default: 255
        }
    }

    /// Reads exactly 40 hex digits.
    package static func parseHex(_ bytes: UnsafeBufferPointer<UInt8>) -> SHA1Digest? {
        guard bytes.count == 40 else { return nil }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        for index in 0..<40 {
            let value = hexValue(bytes[index])
            guard value != 255 else { return nil }
            switch index {
            case 0..<16: words.0 = words.0 << 4 | UInt64(value)
            case 16..<32: words.1 = words.1 << 4 | UInt64(value)
            default: words.2 = words.2 << 4 | UInt64(value)
            }
        }
        return SHA1Digest(high: words.0, middle: words.1, low: UInt32(words.2))
    }
}
