// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Character classes from email-validator's rules, on Unicode scalars.
enum EmailCharacters {
    /// RFC 5322 `atext`, ASCII only.
    static func isAtext(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
        }
    }

    /// Letters, digits, hyphen, dot, or anything non-ASCII (checked further by ``isUnsafe(_:atStart:allowsSpace:)``).
    static func isHostnameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x80 { return true }
        let byte = UInt8(scalar.value)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII-permitted character is unsafe in an address: controls, format and
    /// bidirectional marks, private use, unassigned, line and paragraph separators, spaces (unless
    /// allowed), and a combining mark at the very start (it would combine with what precedes it).
    static func isUnsafe(_ scalar: Unicode.Scalar, atStart: Bool, allowsSpace: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return false
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return atStart
        case .spaceSeparator:
            return !allowsSpace
        default:
            return true
        }
    }

    /// email-validator's approximation of what UTS #46 rejects, so the message stays specific.
    static func isValidForUTS46(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x80...0x9F).contains(value) { return false }
        if ((0x2010...0x2060).contains(value) && !(0x2024...0x2026).contains(value) && !(0x2028...0x202E).contains(value))
            || [0x00AD, 0x2064, 0xFF0E].contains(value) || (0x200B...0x200D).contains(value)
            || (0x1BCA0...0x1BCA3).contains(value)
        {
            return true
        }
        switch scalar.properties.generalCategory {
        case .format, .unassigned, .privateUse, .surrogate, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            break
        }
        // Characters whose compatibility decomposition contains a full stop (such as "⒈"); they all
        // live in these blocks, so the costly normalisation runs only there.
        guard (0x2000...0x33FF).contains(value) || (0xFE00...0xFFFF).contains(value) || (0x1F100...0x1F1FF).contains(value)
        else { return true }
        let mapping = String(scalar).nfkc
        if mapping.unicodeScalars.count > 1 && mapping.contains(".") {
            return false
        }
        return true
    }

    /// How an offending character is shown in a message: itself in quotes when printable, else its code point.
    static func display(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned, .surrogate, .spaceSeparator, .lineSeparator,
            .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return "'\(scalar)'"
        }
    }
}
