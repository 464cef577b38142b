// SPDX-License-Identifier: Apache-2.0

/// The little CBOR (RFC 8949) WebAuthn needs written: unsigned and negative integers, byte and text
/// strings, arrays and maps, in the definite-length form; maps keep the order given (callers give
/// CTAP2's canonical order: shorter keys first, then bytewise).
package indirect enum CBOR: Sendable, Hashable {
    case unsigned(UInt64)
    /// A negative integer (`-1` and below).
    case negative(Int64)
    case bytes([UInt8])
    case text(String)
    case array([CBOR])
    case map([(key: CBOR, value: CBOR)])

    /// An integer, positive or negative.
    package static func int(_ value: Int64) -> CBOR {
        value >= 0 ? .unsigned(UInt64(value)) : .negative(value)
    }

    /// The encoding.
    package var encoded: [UInt8] {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return bytes
    }

    private func append(to bytes: inout [UInt8]) {
        switch self {
        case .unsigned(let value): Self.head(0, value, &bytes)
        case .negative(let value): Self.head(1, UInt64(-1 - value), &bytes)
        case .bytes(let value):
            Self.head(2, UInt64(value.count), &bytes)
            bytes += value
        case .text(let value):
            Self.head(3, UInt64(value.utf8.count), &bytes)
            bytes += value.utf8
        case .array(let items):
            Self.head(4, UInt64(items.count), &bytes)
            for item in items { item.append(to: &bytes) }
        case .map(let pairs):
            Self.head(5, UInt64(pairs.count), &bytes)
            for pair in pairs {
                pair.key.append(to: &bytes)
                pair.value.append(to: &bytes)
            }
        }
    }

    /// A major type and its argument, in the shortest form.
    private static func head(_ major: UInt8, _ argument: UInt64, _ bytes: inout [UInt8]) {
        let type = major << 5
        switch argument {
        case 0..<24: bytes.append(type | UInt8(argument))
        case 24..<0x100: bytes += [type | 24, UInt8(argument)]
        case 0x100..<0x1_0000: bytes += [type | 25] + bigEndian(argument, count: 2)
        case 0x1_0000..<0x1_0000_0000: bytes += [type | 26] + bigEndian(argument, count: 4)
        default: bytes += [type | 27] + bigEndian(argument, count: 8)
        }
    }

    private static func bigEndian(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    package static func == (lhs: CBOR, rhs: CBOR) -> Bool { lhs.encoded == rhs.encoded }
    package func hash(into hasher: inout Hasher) { hasher.combine(encoded) }
}
