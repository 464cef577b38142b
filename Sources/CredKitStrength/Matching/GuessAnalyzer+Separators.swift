// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension GuessAnalyzer {
    /// The characters people join words with (zxcvbn-ts's separator set).
    static let separators: [UInt32] = " ,;:|/\\_.-".unicodeScalars.map(\.value)

    /// What choosing the separator costs an attacker: one guess per candidate.
    static let separatorChoices = Double(separators.count)

    /// The password cut at every occurrence of its most frequent separator (the first of equally
    /// frequent ones in ``separators``), or `nil` when it has none or a cut leaves an empty part
    /// (a separator first, last or doubled).
    static func separatorParts(_ scalars: [UInt32]) -> (separator: UInt32, parts: [Range<Int>])? {
        // Counted in a vector: no allocation for the many passwords without a separator.
        var counts = SIMD16<UInt16>()
        var any = false
        for scalar in scalars where scalar < 128 {
            let index = Int(separatorIndex[Int(scalar)])
            if index >= 0 {
                counts[index] &+= 1
                any = true
            }
        }
        guard any else { return nil }
        var best = 0
        for index in 1..<separators.count where counts[index] > counts[best] { best = index }
        let separator = separators[best]
        var parts: [Range<Int>] = []
        var start = 0
        for index in scalars.indices where scalars[index] == separator {
            guard index > start else { return nil }
            parts.append(start..<index)
            start = index + 1
        }
        guard start < scalars.count else { return nil }
        parts.append(start..<scalars.count)
        return (separator, parts)
    }

    /// Each ASCII code point's place in ``separators`` (−1: not a separator), as plain memory.
    private nonisolated(unsafe) static let separatorIndex: UnsafePointer<Int8> = {
        let table = UnsafeMutablePointer<Int8>.allocate(capacity: 128)
        table.initialize(repeating: -1, count: 128)
        for (index, separator) in separators.enumerated() { table[Int(separator)] = Int8(index) }
        return UnsafePointer(table)
    }()

    /// Words joined by one separator, priced the way an attacker's combinator rules try them: each
    /// part's own cheapest cover (as if it were a password of its own), multiplied together, times
    /// the choice of separator — once, however often it repeats. zxcvbn prices each separator as
    /// brute force and every extra pattern multiplies its estimate, so `Costs-Northern-2007` would
    /// cost a thousand times `CostsNorthern2007`.
    ///
    /// A part that repeats an earlier one (`Dirty-Dirty-1992`, letter case aside) costs two guesses,
    /// repeat or not, as a `repeat` pattern: run together, the same words are one repeat.
    /// - Parameters:
    ///   - text: the password.
    ///   - matches: every pattern in the whole password; those inside a part are reused.
    ///   - parts: the password's parts (``separatorParts(_:)``).
    /// - Returns: the guesses and the cover, separators included as `separator` patterns.
    func separatedSequence(_ text: PasswordText, _ matches: [Match], parts: [Range<Int>]) -> (guesses: Double, sequence: [Match])
    {
        var guesses = Self.separatorChoices
        var sequence: [Match] = []
        sequence.reserveCapacity(parts.count * 2)
        var inside: [Match] = []
        inside.reserveCapacity(matches.count)
        for (index, part) in parts.enumerated() {
            if index > 0 {
                // The separator is chosen once: the first costs the choice, the others nothing more.
                sequence.append(
                    Match(.separator, part.lowerBound - 1, part.lowerBound - 1, guesses: index == 1 ? Self.separatorChoices : 1))
            }
            if parts[..<index].contains(where: { text.folded[$0] == text.folded[part] }) {
                var repeated = Match(.repeat, part.lowerBound, part.upperBound - 1, guesses: 2)
                repeated.baseLength = part.count
                sequence.append(repeated)
                guesses *= 2
                continue
            }
            inside.removeAll(keepingCapacity: true)
            for match in matches where match.start >= part.lowerBound && match.end < part.upperBound {
                var shifted = match
                shifted.start -= part.lowerBound
                shifted.end -= part.lowerBound
                inside.append(shifted)
            }
            let (partGuesses, partSequence) = mostGuessableSequence(count: part.count, inside)
            guesses *= partGuesses
            for var match in partSequence {
                match.start += part.lowerBound
                match.end += part.lowerBound
                sequence.append(match)
            }
        }
        if !guesses.isFinite { guesses = .greatestFiniteMagnitude }
        return (guesses, sequence)
    }
}
