// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Lower-casing and accent folding of single code points, so `Contraseña`, `CONTRASEÑA` and
/// `contrasena` find the same dictionary word. One code point maps to one, so positions in the
/// folded password are positions in the password.
enum ScalarFolding {
    /// The folded form of every code point below U+0250 (Latin-1 and Latin Extended-A and -B).
    private static let table: [UInt32] = {
        var table = (0..<UInt32(0x250)).map { value -> UInt32 in
            guard let scalar = Unicode.Scalar(value) else { return value }
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            return lower.count == 1 ? lower.first!.value : value
        }
        // Letters with diacritics, to their base letter (after lower-casing).
        let groups: [(String, Character)] = [
            ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"), ("ĥħ", "h"),
            ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"),
            ("ŕŗř", "r"), ("śŝşš", "s"), ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"),
        ]
        for (letters, base) in groups {
            for letter in letters.unicodeScalars { table[Int(letter.value)] = base.unicodeScalars.first!.value }
        }
        for index in table.indices where table[index] >= 0x80 && table[index] < 0x250 && table[index] != UInt32(index) {
            table[index] = table[Int(table[index])]
        }
        return table
    }()

    /// The folded form of `value`: lower-cased, and without diacritics for Latin letters.
    @inline(__always)
    static func fold(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return value &- 0x41 < 26 ? value | 0x20 : value }
        if value < 0x250 { return table[Int(value)] }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : value
    }

    /// Whether lower-casing changes `value` (Python's `str.lower()` test, one code point at a time).
    static func isUppercase(_ value: UInt32) -> Bool {
        if value < 0x80 { return value &- 0x41 < 26 }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isUppercase
    }

    /// Whether `value` is a lower-case letter.
    static func isLowercase(_ value: UInt32) -> Bool {
        if value < 0x80 { return value &- 0x61 < 26 }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isLowercase
    }
}
