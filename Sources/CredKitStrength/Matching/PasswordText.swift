import _CredKitCore

/// A password as code points, with the folded form dictionary lookups use. Both have the same
/// length, so a position means the same in each.
struct PasswordText {
    var scalars: [UInt32]
    var folded: [UInt32]

    init(_ scalars: some Collection<UInt32>) {
        self.scalars = Array(scalars)
        self.folded = self.scalars.map(ScalarFolding.fold)
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
