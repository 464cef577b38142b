// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The inside of a bracketed domain (`[192.0.2.1]`, `[IPv6:2001:db8::1]`), read as python
/// email-validator reads it with the standard library's `ipaddress`: an IPv4 address in four
/// decimal parts without leading zeros, or the tag `IPv6:` (any case) and an IPv6 address (one
/// `::` at most, hex groups of up to four digits, an IPv4 tail allowed, no zone index).
enum EmailDomainLiteral {
    /// The normalised literal, brackets included: the IPv4 address as given, or `[IPv6:…]` with
    /// the address compressed (lower case, no leading zeros, the longest run of two or more zero
    /// groups — the first of equals — written `::`). `nil` when it is not one.
    static func normalized(_ text: ArraySlice<Unicode.Scalar>) -> String? {
        let characters = String(String.UnicodeScalarView(text))
        if !characters.isEmpty && characters.unicodeScalars.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }) {
            return ipv4(characters).map { _ in "[" + characters + "]" }
        }
        guard characters.unicodeScalars.count >= 5, characters.prefix(5).lowercased() == "ipv6:" else { return nil }
        guard let groups = ipv6(String(characters.dropFirst(5))) else { return nil }
        return "[IPv6:" + compressed(groups) + "]"
    }

    /// The four octets of a dotted-decimal IPv4 address, or `nil`.
    static func ipv4(_ text: String) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                part.count == 1 || part.first != "0", let value = UInt8(part)
            else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// The eight 16-bit groups of an IPv6 address, or `nil`.
    static func ipv6(_ text: String) -> [UInt16]? {
        guard !text.isEmpty, !text.contains("%"), !text.contains("/") else { return nil }
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return nil }
        if let last = parts.last, last.contains(".") {
            guard let octets = ipv4(last) else { return nil }
            parts.removeLast()
            parts.append(String(UInt16(octets[0]) << 8 | UInt16(octets[1]), radix: 16))
            parts.append(String(UInt16(octets[2]) << 8 | UInt16(octets[3]), radix: 16))
        }
        guard parts.count <= 9 else { return nil }
        var skip: Int?
        for index in 1..<(parts.count - 1) where parts[index].isEmpty {
            if skip != nil { return nil }
            skip = index
        }
        var high: Int
        var low: Int
        if let skip {
            high = skip
            low = parts.count - skip - 1
            if parts[0].isEmpty {
                high -= 1
                if high != 0 { return nil }
            }
            if parts[parts.count - 1].isEmpty {
                low -= 1
                if low != 0 { return nil }
            }
            if 8 - (high + low) < 1 { return nil }
        } else {
            guard parts.count == 8, !parts[0].isEmpty, !parts[7].isEmpty else { return nil }
            high = 8
            low = 0
        }
        var groups: [UInt16] = []
        for part in parts.prefix(high) {
            guard let group = hextet(part) else { return nil }
            groups.append(group)
        }
        groups += [UInt16](repeating: 0, count: 8 - high - low)
        for part in parts.suffix(low) {
            guard let group = hextet(part) else { return nil }
            groups.append(group)
        }
        return groups
    }

    private static func hextet(_ text: String) -> UInt16? {
        guard !text.isEmpty, text.count <= 4, text.allSatisfy(\.isHexDigit), text.allSatisfy(\.isASCII) else { return nil }
        return UInt16(text, radix: 16)
    }

    /// RFC 5952's text form, as Python writes it: an IPv4-mapped address (`::ffff:0:0/96`) keeps
    /// its IPv4 part dotted (RFC 5952 §5; Python 3.13 and later, and email-validator's own tests).
    static func compressed(_ groups: [UInt16]) -> String {
        if groups[0..<5].allSatisfy({ $0 == 0 }) && groups[5] == 0xFFFF {
            return "::ffff:\(groups[6] >> 8).\(groups[6] & 0xFF).\(groups[7] >> 8).\(groups[7] & 0xFF)"
        }
        var bestStart = -1
        var bestLength = 0
        var start = -1
        var length = 0
        for (index, group) in groups.enumerated() {
            if group == 0 {
                if start == -1 { start = index }
                length += 1
                if length > bestLength {
                    bestLength = length
                    bestStart = start
                }
            } else {
                start = -1
                length = 0
            }
        }
        let hex = groups.map { String($0, radix: 16) }
        guard bestLength > 1 else { return hex.joined(separator: ":") }
        let head = hex[..<bestStart].joined(separator: ":")
        let tail = hex[(bestStart + bestLength)...].joined(separator: ":")
        return head + "::" + tail
    }
}
