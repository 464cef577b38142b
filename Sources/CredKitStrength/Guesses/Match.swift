// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// One pattern found in a password: where it is and how many guesses it costs on its own.
struct Match: Sendable, Hashable {
    /// The kinds of pattern, as zxcvbn (and, for `separator`, zxcvbn-ts) names them.
    enum Pattern: String, Sendable {
        case dictionary, spatial, `repeat`, sequence, year = "regex", date, separator, bruteforce
    }

    var pattern: Pattern
    /// First and last position (inclusive), in code points.
    var start: Int
    var end: Int
    /// The pattern's guesses, before the floor for part of a password.
    var guesses: Double
    // Dictionary matches.
    var list: WordList = .passwords
    var rank = 0
    var isReversed = false
    var isL33t = false
    // Spatial matches: direction changes; repeats: the repeated block's length.
    var turns = 0
    var baseLength = 0

    var length: Int { end - start + 1 }

    init(_ pattern: Pattern, _ start: Int, _ end: Int, guesses: Double) {
        self.pattern = pattern
        self.start = start
        self.end = end
        self.guesses = guesses
    }
}

/// Small combinatorics, in `Double` so that long passwords saturate instead of trapping.
enum Combinatorics {
    /// n choose k.
    static func choose(_ n: Int, _ k: Int) -> Double {
        if k > n { return 0 }
        if k == 0 { return 1 }
        var result = 1.0
        var n = Double(n)
        for d in 1...k {
            result *= n
            result /= Double(d)
            n -= 1
        }
        return result
    }

    /// n!.
    static func factorial(_ n: Int) -> Double {
        var result = 1.0
        if n > 1 { for value in 2...n { result *= Double(value) } }
        return result
    }
}
