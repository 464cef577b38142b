// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The UTS #46 mapping table and the character properties IDNA 2008 validity needs (bidi class,
/// general category Mark, Virama, joining type), decoded once from the generated literals.
enum IDNATables {
    /// A code point's UTS #46 status.
    enum Status: UInt32 {
        case valid = 0, mapped, deviation, disallowed, ignored
    }

    struct Entry {
        let value: UInt32
        var status: Status { Status(rawValue: value & 7) ?? .disallowed }
        /// Valid under UTS #46 but not under IDNA 2008 (NV8, XV8, STD3-disallowed ASCII).
        var isNotValidIn2008: Bool { value & 8 != 0 }
        var mappingRange: Range<Int> {
            let offset = Int(value >> 13)
            return offset..<(offset + Int((value >> 8) & 31))
        }
    }

    struct Properties {
        let value: UInt16
        var bidiClass: BidiClass { BidiClass(rawValue: UInt8(value & 31)) ?? .L }
        var isMark: Bool { value & 32 != 0 }
        var isVirama: Bool { value & 64 != 0 }
        var joiningType: JoiningType { JoiningType(rawValue: UInt8((value >> 7) & 7)) ?? .U }
    }

    /// In the generator's order.
    enum BidiClass: UInt8 {
        case L = 0, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI
    }

    enum JoiningType: UInt8 {
        case U = 0, L, R, D, C, T
    }

    private struct Decoded: Sendable {
        let mappingStarts: [UInt32]
        let mappingValues: [UInt32]
        let pool: [Unicode.Scalar]
        let propertyStarts: [UInt32]
        let propertyValues: [UInt16]
    }

    private static let decoded: Decoded = {
        let mapping = decodeHex(mappingRangesHex, widths: [6, 8])
        let properties = decodeHex(propertyRangesHex, widths: [6, 4])
        let pool = decodeHex(mappingPoolHex, widths: [6])[0].map { Unicode.Scalar($0) ?? "\u{FFFD}" }
        return Decoded(
            mappingStarts: mapping[0], mappingValues: mapping[1], pool: pool,
            propertyStarts: properties[0], propertyValues: properties[1].map { UInt16(truncatingIfNeeded: $0) })
    }()

    /// Splits a string of fixed-width hex records into columns.
    private static func decodeHex(_ text: String, widths: [Int]) -> [[UInt32]] {
        var columns = Array(repeating: [UInt32](), count: widths.count)
        var column = 0
        var remaining = widths[0]
        var value: UInt32 = 0
        for byte in text.utf8 {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: continue  // line breaks
            }
            value = value << 4 | digit
            remaining -= 1
            if remaining == 0 {
                columns[column].append(value)
                value = 0
                column = (column + 1) % widths.count
                remaining = widths[column]
            }
        }
        return columns
    }

    /// The last index whose start is at most `code`.
    private static func index(of code: UInt32, in starts: [UInt32]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= code { low = middle } else { high = middle - 1 }
        }
        return low
    }

    static func entry(_ scalar: Unicode.Scalar) -> Entry {
        let tables = decoded
        return Entry(value: tables.mappingValues[index(of: scalar.value, in: tables.mappingStarts)])
    }

    static func mapping(_ entry: Entry) -> ArraySlice<Unicode.Scalar> {
        decoded.pool[entry.mappingRange]
    }

    static func properties(_ scalar: Unicode.Scalar) -> Properties {
        let tables = decoded
        return Properties(value: tables.propertyValues[index(of: scalar.value, in: tables.propertyStarts)])
    }
}
