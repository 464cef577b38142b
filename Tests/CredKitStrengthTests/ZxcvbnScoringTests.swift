// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitStrength

/// The expectations of zxcvbn's own scoring tests (dropbox/zxcvbn, `test/test-scoring.coffee`, MIT),
/// ported to credkit's estimator: the same inputs, the same expected guesses. zxcvbn's tests call
/// its scoring functions on hand-made match objects; here each expectation is checked where credkit
/// computes the same quantity — its static formulas, or the match its matcher finds for the token.
///
/// Not ported, and why:
/// - `log2`/`log10` (JavaScript helpers; credkit uses the standard library's);
/// - `calc_guesses` (a cache on JavaScript objects);
/// - the `search` case that sets zxcvbn's test-only `exclude_additive` flag to choose `[m1, m2]` over
///   `m0`: credkit always adds the `10000^(l−1)` term, as zxcvbn itself does outside that test (the
///   other `search` totals are checked with the term added);
/// - `regex_guesses` for `alpha_lower`/`alphanumeric`: zxcvbn's matcher never produces those
///   patterns, and credkit has none;
/// - `date_guesses` for `1123` read as 1923: zxcvbn's test sets the year by hand; credkit's matcher
///   reads `1123` as 2023 (closest to the reference year), so the formula is checked on dates whose
///   reading is unambiguous;
/// - `uppercase_variations('')` and `l33t_variations('')`: an empty word is never a dictionary match.
@Suite("zxcvbn's own scoring expectations (test-scoring.coffee)")
struct ZxcvbnScoringTests {
    /// zxcvbn's figures are relative to its reference year; python zxcvbn 4.5.0 uses 2017.
    static let referenceYear = 2017
    let analyzer = GuessAnalyzer(dictionary: .bundledDefaults, userInputs: nil, referenceYear: ZxcvbnScoringTests.referenceYear)

    private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    /// The match of `pattern` covering all of `token`, as credkit's matcher finds it.
    private func match(_ pattern: Match.Pattern, _ token: String) -> Match? {
        let text = PasswordText(scalars(token))
        return analyzer.matches(in: text, depth: 0).first {
            $0.pattern == pattern && $0.start == 0 && $0.end == text.count - 1
        }
    }

    @Test("nCk: the table, the mirror identity and Pascal's triangle")
    func choose() {
        for (n, k, result) in [(0, 0, 1.0), (1, 0, 1), (5, 0, 1), (0, 1, 0), (0, 5, 0), (2, 1, 2), (4, 2, 6), (33, 7, 4_272_048)]
        {
            #expect(Combinatorics.choose(n, k) == result, "nCk(\(n), \(k))")
        }
        #expect(Combinatorics.choose(49, 12) == Combinatorics.choose(49, 37))
        #expect(Combinatorics.choose(49, 12) == Combinatorics.choose(48, 11) + Combinatorics.choose(48, 12))
    }

    @Test("search: gaps are filled by brute force, and the cheaper of two covers wins")
    func search() {
        let password = PasswordText(scalars("0123456789"))
        func match(_ start: Int, _ end: Int, _ guesses: Double) -> Match { Match(.dictionary, start, end, guesses: guesses) }
        let empty = analyzer.mostGuessableSequence(count: password.count, [])
        #expect(empty.sequence.count == 1 && empty.sequence[0].pattern == .bruteforce)
        #expect(empty.sequence[0].start == 0 && empty.sequence[0].end == 9)

        let prefix = analyzer.mostGuessableSequence(count: password.count, [match(0, 5, 1)])
        #expect(prefix.sequence.map(\.pattern) == [.dictionary, .bruteforce])
        #expect(prefix.sequence[1].start == 6 && prefix.sequence[1].end == 9)

        let suffix = analyzer.mostGuessableSequence(count: password.count, [match(3, 9, 1)])
        #expect(suffix.sequence.map(\.pattern) == [.bruteforce, .dictionary])
        #expect(suffix.sequence[0].start == 0 && suffix.sequence[0].end == 2)

        let infix = analyzer.mostGuessableSequence(count: password.count, [match(1, 8, 1)])
        #expect(infix.sequence.map(\.pattern) == [.bruteforce, .dictionary, .bruteforce])
        #expect(infix.sequence[0].end == 0 && infix.sequence[2].start == 9)

        // Two matches over the same span: the one with fewer guesses, whatever the order.
        #expect(
            analyzer.mostGuessableSequence(count: password.count, [match(0, 9, 1), match(0, 9, 2)]).sequence == [match(0, 9, 1)])
        #expect(
            analyzer.mostGuessableSequence(count: password.count, [match(0, 9, 3), match(0, 9, 2)]).sequence == [match(0, 9, 2)])

        // m0 covers m1 and m2: [m0] when m0 < m1 × m2 × 2!.
        let covering = analyzer.mostGuessableSequence(count: password.count, [match(0, 9, 3), match(0, 3, 2), match(4, 9, 1)])
        // zxcvbn's test expects 3 with `exclude_additive`; with the term, as zxcvbn scores
        // passwords, one match costs 1! × 3 + 10000^0.
        #expect(covering.guesses == 3 + 1)
        #expect(covering.sequence == [match(0, 9, 3)])
    }

    @Test(
        "repeat guesses: the base token's best guesses times the count",
        arguments: [
            ("aa", "a", 2), ("999", "9", 3), ("$$$$", "$", 4), ("abab", "ab", 2),
            ("batterystaplebatterystaplebatterystaple", "batterystaple", 3),
        ] as [(String, String, Int)])
    func repeats(_ token: String, _ base: String, _ count: Int) throws {
        let baseGuesses = analyzer.analyze(PasswordText(scalars(base))).guesses
        let found = try #require(match(.repeat, token))
        #expect(found.guesses == baseGuesses * Double(count))
    }

    @Test(
        "sequence guesses: obvious start or alphabet size, times length, times 2 descending",
        arguments: [("ab", 8), ("XYZ", 78), ("4567", 40), ("7654", 80), ("ZYX", 24)] as [(String, Double)])
    func sequences(_ token: String, _ guesses: Double) throws {
        #expect(try #require(match(.sequence, token)).guesses == guesses)
    }

    @Test("regex (year) guesses: the distance from the reference year, at least MIN_YEAR_SPACE")
    func years() throws {
        #expect(try #require(match(.year, "1972")).guesses == Double(Self.referenceYear - 1972))
        #expect(try #require(match(.year, "2005")).guesses == Double(GuessAnalyzer.minimumYearSpace))
    }

    @Test("date guesses: 365 × the year distance (at least MIN_YEAR_SPACE), 4× with separators")
    func dates() throws {
        #expect(try #require(match(.date, "1/1/2010")).guesses == 365 * Double(GuessAnalyzer.minimumYearSpace) * 4)
        #expect(try #require(match(.date, "1.1.1923")).guesses == 365 * Double(Self.referenceYear - 1923) * 4)
        #expect(try #require(match(.date, "01011923")).guesses == 365 * Double(Self.referenceYear - 1923))
    }

    @Test("spatial guesses: starts × degree × (length − 1), shifted keys, turns")
    func spatial() {
        let qwerty = KeyboardGraph.qwerty
        let base = qwerty.startingPositions * qwerty.averageDegree * 5
        #expect(GuessAnalyzer.spatialGuesses(qwerty, length: 6, turns: 1, shifted: 0) == base)
        #expect(
            GuessAnalyzer.spatialGuesses(qwerty, length: 6, turns: 1, shifted: 2)
                == base * (Combinatorics.choose(6, 2) + Combinatorics.choose(6, 1)))
        #expect(GuessAnalyzer.spatialGuesses(qwerty, length: 6, turns: 1, shifted: 6) == base * 2)
        var expected = 0.0
        for i in 2...8 {
            for j in 1...min(3, i - 1) {
                expected += Combinatorics.choose(i - 1, j - 1) * qwerty.startingPositions * pow(qwerty.averageDegree, Double(j))
            }
        }
        let turns = GuessAnalyzer.spatialGuesses(qwerty, length: 8, turns: 3, shifted: 0)
        #expect(abs(turns - expected) <= expected * 1e-12)
        // The matcher finds zxcvbn's `zxcvbn` walk with one turn and prices it so.
        let found = match(.spatial, "zxcvbn")
        #expect(found?.turns == 1 && found?.guesses == base)
    }

    static let c61 = Combinatorics.choose(6, 1)
    static let c62 = Combinatorics.choose(6, 2)
    static let c63 = Combinatorics.choose(6, 3)
    static let uppercaseCases: [(String, Double)] = [
        ("a", 1), ("A", 2), ("abcdef", 1), ("Abcdef", 2), ("abcdeF", 2), ("ABCDEF", 2), ("aBcdef", c61),
        ("aBcDef", c61 + c62), ("ABCDEf", c61), ("aBCDEf", c61 + c62), ("ABCdef", c61 + c62 + c63),
    ]

    @Test("uppercase variants", arguments: uppercaseCases)
    func uppercase(_ word: String, _ variants: Double) {
        let word = scalars(word)
        #expect(GuessAnalyzer.uppercaseVariations(word, 0, word.count - 1) == variants)
    }

    static let l33tCases: [(String, Double, [String: String])] = [
        ("a", 1, [:]), ("4", 2, ["4": "a"]), ("4pple", 2, ["4": "a"]), ("abcet", 1, [:]), ("4bcet", 2, ["4": "a"]),
        ("a8cet", 2, ["8": "b"]), ("abce+", 2, ["+": "t"]), ("48cet", 4, ["4": "a", "8": "b"]),
        ("a4a4aa", c62 + c61, ["4": "a"]), ("4a4a44", c62 + c61, ["4": "a"]),
        (
            "a44att+", (Combinatorics.choose(4, 2) + Combinatorics.choose(4, 1)) * Combinatorics.choose(3, 1),
            ["4": "a", "+": "t"]
        ),
        // Capitalisation does not change the count (zxcvbn lower-cases the token first; so does credkit's folding).
        ("aa44aa", c62 + c61, ["4": "a"]),
    ]

    @Test("l33t variants", arguments: l33tCases)
    func l33t(_ word: String, _ variants: Double, _ substitutions: [String: String]) throws {
        var map = GuessAnalyzer.L33tMap()
        for (substitute, letter) in substitutions {
            let letterIndex = try #require(GuessAnalyzer.l33tTable.firstIndex { $0.letter == letter.unicodeScalars.first!.value })
            map = map.setting(substitute.unicodeScalars.first!.value, to: letterIndex)
        }
        let folded = scalars(word)
        // credkit answers nil for a word without substitutes: zxcvbn's 1.
        #expect((GuessAnalyzer.l33tVariations(folded, 0, folded.count - 1, map) ?? 1) == variants)
    }

    @Test("dictionary guesses: the rank, ×2 reversed, × capitalisation, × l33t (on real words)")
    func dictionary() throws {
        /// The dictionary match over the whole of `token` that `condition` picks.
        func word(_ token: String, _ condition: (Match) -> Bool) throws -> Match {
            let text = PasswordText(scalars(token))
            return try #require(
                analyzer.matches(in: text, depth: 0).first {
                    $0.pattern == .dictionary && $0.start == 0 && $0.end == text.count - 1 && condition($0)
                })
        }
        let plain = try word("password") { !$0.isReversed && !$0.isL33t }
        #expect(plain.guesses == Double(plain.rank))
        #expect(try word("drowssap") { $0.isReversed }.guesses == plain.guesses * 2)
        #expect(
            try word("PassWord") { !$0.isL33t }.guesses
                == plain.guesses * GuessAnalyzer.uppercaseVariations(scalars("PassWord"), 0, 7))
        #expect(try word("p@ssword") { $0.isL33t }.guesses == plain.guesses * 2)
        #expect(try word("P@ssword") { $0.isL33t }.guesses == plain.guesses * 2 * 2)
    }
}
