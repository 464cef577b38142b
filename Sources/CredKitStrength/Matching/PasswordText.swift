// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A password as code points, with the folded form dictionary lookups use. Both have the same
/// length, so a position means the same in each.
struct PasswordText {
    let scalars: [UInt32]
    let folded: [UInt32]
    /// Whether any code point is an ASCII capital: without one, no word's capitals add guesses.
    let hasASCIIUppercase: Bool

    init(_ scalars: some Collection<UInt32>) {
        self.scalars = Array(scalars)
        self.folded = self.scalars.map(ScalarFolding.fold)
        self.hasASCIIUppercase = self.scalars.contains { $0 &- 0x41 < 26 }
    }

    private init(scalars: [UInt32], folded: [UInt32], hasASCIIUppercase: Bool) {
        self.scalars = scalars
        self.folded = folded
        self.hasASCIIUppercase = hasASCIIUppercase
    }

    /// The first `limit` code points of `password`; ASCII text is read from its UTF-8 bytes directly.
    init(_ password: String, limit: Int) {
        var password = password
        let ascii = password.withUTF8 { bytes -> (scalars: [UInt32], folded: [UInt32], upper: Bool)? in
            let count = min(bytes.count, limit)
            var upper = false
            for byte in bytes[0..<count] {
                guard byte < 0x80 else { return nil }
                if byte &- 0x41 < 26 { upper = true }
            }
            let scalars = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count { buffer[index] = UInt32(bytes[index]) }
                initialized = count
            }
            let folded = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count {
                    let byte = bytes[index]
                    buffer[index] = byte &- 0x41 < 26 ? UInt32(byte | 0x20) : UInt32(byte)
                }
                initialized = count
            }
            return (scalars, folded, upper)
        }
        if let ascii {
            self.init(scalars: ascii.scalars, folded: ascii.folded, hasASCIIUppercase: ascii.upper)
        } else {
            self.init(password.unicodeScalars.prefix(limit).map(\.value))
        }
    }

    var count: Int { scalars.count }

    /// Whether every code point in `start...end` is an ASCII digit.
    func isDigits(_ start: Int, _ end: Int) -> Bool {
        for index in start...end where scalars[index] &- 0x30 >= 10 { return false }
        return true
    }

    /// The integer the ASCII digits in `start...end` spell.
    func integer(_ start: Int, _ end: Int) -> Int {
        var value = 0
        for index in start...end { value = value * 10 + Int(scalars[index] - 0x30) }
        return value
    }
}
