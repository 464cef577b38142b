// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A one-time-password secret: the key bytes an authenticator app and the server share.
///
/// Made from base32 text (RFC 4648, the form Cognito's `AssociateSoftwareToken` returns and
/// `otpauth://` URIs carry): upper or lower case, `=` padding optional, spaces and hyphens between
/// groups ignored. Its ``description`` never shows the key.
public struct OTPSecret: Sendable, Hashable, CustomStringConvertible {
    /// The key.
    public let bytes: [UInt8]
    /// The base32 text as given (upper case, without spaces, hyphens or padding), or the bytes
    /// encoded. Kept rather than re-encoded: a secret whose length is not a whole number of bytes
    /// (moto's 12 characters) has unused bits in its last character that the bytes do not keep,
    /// and the user should see the text Cognito sent.
    private let text: String

    /// RFC 4226 asks for at least 128 bits and recommends 160; shorter keys still work (moto's fixed
    /// secret is 60 bits) but deserve a warning.
    public static let recommendedMinimumBits = 128

    /// A secret from its bytes.
    /// - Parameter bytes: the key (at least one byte).
    /// - Throws: ``OTPError`` ``OTPError/Code/invalidSecret`` for an empty key.
    public init(bytes: [UInt8]) throws(OTPError) {
        guard !bytes.isEmpty else { throw OTPError(.invalidSecret, .otpSecretEmpty) }
        self.bytes = bytes
        self.text = Base32.encode(bytes)
    }

    /// A secret from base32 text.
    /// - Parameter base32: the text; case, padding, spaces and hyphens do not matter.
    /// - Throws: ``OTPError`` ``OTPError/Code/invalidSecret`` naming the first character that is
    ///   not base32 and its position, padding in the middle, or a length no encoder produces.
    public init(base32: String) throws(OTPError) {
        self.bytes = try Base32.decode(base32)
        guard !bytes.isEmpty else { throw OTPError(.invalidSecret, .otpSecretEmpty) }
        self.text = String(base32.uppercased().unicodeScalars.filter { !" -\t=".unicodeScalars.contains($0) }.map(Character.init))
    }

    public static func == (left: OTPSecret, right: OTPSecret) -> Bool { left.bytes == right.bytes }

    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }

    /// The key's size in bits.
    public var bitCount: Int { bytes.count * 8 }

    /// The fewest bits `credkit totp` accepts without `--allow-short-secret` (RFC 4226 §4 R6 requires
    /// 128 and recommends 160; 80 is the floor of the oldest authenticator apps).
    public static let minimumBits = 80

    /// Whether the key is under ``minimumBits``: guessable enough to refuse unless asked.
    public var isTooShort: Bool { bitCount < Self.minimumBits }

    /// Whether the key is under ``recommendedMinimumBits``: usable, but worth a warning.
    public var isShort: Bool { bitCount < Self.recommendedMinimumBits }

    /// The key as unpadded upper-case base32, the form `otpauth://` URIs carry: the text it was
    /// made from, normalised, or the bytes encoded.
    public var base32: String { text }

    /// Never the key: `OTPSecret(160 bits)`.
    public var description: String { "OTPSecret(\(bitCount) bits)" }
}

/// RFC 4648 base32 (the alphabet `A`–`Z`, `2`–`7`).
enum Base32 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 8 + 4) / 5)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                output.append(alphabet[Int(buffer >> UInt32(bits) & 31)])
            }
        }
        if bits > 0 { output.append(alphabet[Int(buffer << UInt32(5 - bits) & 31)]) }
        return String(decoding: output, as: UTF8.self)
    }

    /// A character that is not base32 (so not part of the key) as a message shows it: printable
    /// ASCII in quotes, anything else as its code point.
    static func display(_ scalar: Unicode.Scalar) -> String {
        if scalar.value > 0x20 && scalar.value < 0x7F { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Decodes, ignoring case, spaces, hyphens and trailing `=` padding.
    static func decode(_ text: String) throws(OTPError) -> [UInt8] {
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        var symbols = 0
        var padding = 0
        var position = 0
        for scalar in text.unicodeScalars {
            position += 1
            let value: UInt32
            switch scalar {
            case " ", "-", "\t": continue
            case "=":
                padding += 1
                continue
            case "A"..."Z": value = scalar.value - 65
            case "a"..."z": value = scalar.value - 97
            case "2"..."7": value = scalar.value - 50 + 26
            default:
                throw OTPError(
                    .invalidSecret, .otpSecretCharacter, ["character": Self.display(scalar), "position": String(position)])
            }
            if padding > 0 {
                throw OTPError(.invalidSecret, .otpSecretPadding, ["position": String(position)])
            }
            buffer = buffer << 5 | value
            bits += 5
            symbols += 1
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        // 1, 3 and 6 symbols in a final group of 8 are lengths no encoder writes.
        if [1, 3, 6].contains(symbols % 8) {
            throw OTPError(.invalidSecret, .otpSecretLength, ["count": String(symbols)])
        }
        return output
    }
}
