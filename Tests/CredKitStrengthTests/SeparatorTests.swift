// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitStrength

/// Words joined by a separator: the separator's choice is priced once and each part as a password
/// of its own, so `Costs-Northern-2007` sits near `CostsNorthern2007` instead of a thousand times
/// above it.
@Suite("Separators: words joined by - _ . space and the like")
struct SeparatorTests {
    static let estimator = PasswordGuessEstimator(referenceYear: 2026)

    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test(
        "The password is cut at its most frequent separator, never leaving an empty part",
        arguments: [
            ("a-b-c", "-", [0..<1, 2..<3, 4..<5]), ("a_b-c_d", "_", [0..<1, 2..<5, 6..<7]),
            // A tie goes to the first in the list (space, then , ; : | / \ _ . -).
            ("ab cd-ef", " ", [0..<2, 3..<8]), ("x.y", ".", [0..<1, 2..<3]), ("día/mes", "/", [0..<3, 4..<7]),
        ] as [(String, String, [Range<Int>])])
    func parts(text: String, separator: String, parts: [Range<Int>]) throws {
        let split = try #require(GuessAnalyzer.separatorParts(Self.scalars(text)))
        #expect(split.separator == separator.unicodeScalars.first!.value)
        #expect(split.parts == parts)
    }

    @Test("No cut without a separator, or where a part would be empty", arguments: ["abc", "-ab", "ab-", "a--b", "-", ""])
    func noParts(text: String) {
        #expect(GuessAnalyzer.separatorParts(Self.scalars(text)) == nil)
    }

    @Test("password-dragon: each word on its own, times ten separators, once")
    func twoWords() {
        let joined = Self.estimator.estimate("password-dragon")
        let first = Self.estimator.estimate("password")
        let second = Self.estimator.estimate("dragon")
        // A whole password of one word costs its rank + 1; the parts multiply, times 10 choices.
        #expect(joined.guesses == 10 * first.guesses * second.guesses)
        #expect(joined.patterns.map(\.kind) == ["dictionary", "separator", "dictionary"])
        #expect(joined.patterns.map(\.range) == [0...7, 8...8, 9...14])
        #expect(joined.patterns[1].guesses == 10)
        #expect(joined.bars == Self.estimator.estimate("passworddragon").bars)
        // A second separator of the same kind adds nothing for its choice.
        let three = Self.estimator.estimate("password-dragon-monkey")
        #expect(three.guesses == joined.guesses * Self.estimator.estimate("monkey").guesses)
        #expect(three.patterns.filter { $0.kind == "separator" }.map(\.guesses) == [10, 1])
    }

    @Test("A repeated word costs two guesses, as a repeat does when the words run together")
    func repeatedPart() {
        let estimate = Self.estimator.estimate("Dirty-dirty-1992")
        #expect(estimate.patterns.map(\.kind) == ["dictionary", "separator", "repeat", "separator", "regex"])
        #expect(estimate.patterns[2].guesses == 2)
        #expect(
            estimate.guesses
                == 10 * Self.estimator.estimate("Dirty").guesses * 2 * Self.estimator.estimate("1992").guesses)
        #expect(estimate.feedback.warning == nil || estimate.bars <= 2)
    }

    @Test("Random characters around a separator stay as strong as without it")
    func randomStaysStrong() {
        for password in ["xK9#mQ-2vL7@pR", "T7v_q2Wz!8kLm", "9fJ2.kq8ZxP1w"] {
            #expect(Self.estimator.estimate(password).bars == 4, "\(password)")
        }
    }

    /// Pairs and triples of the 1,500 most common dialogue words (Data/strength), capitalised half
    /// the time, joined by each separator, with and without a year: 100 of each shape.
    static func shapes() throws -> [(shape: String, joined: String, plain: String)] {
        let words = try StrengthLanguageTests.topWords("english-dialogue.tsv", count: 1_500, minimumLength: 3)
        var random = SplitMix64(seed: 2007)
        var shapes: [(String, String, String)] = []
        for separator in ["-", "_", ".", " "] {
            for count in [2, 3] {
                for year in [false, true] {
                    for index in 0..<100 {
                        var parts = (0..<count).map { _ in words.randomElement(using: &random)! }
                        if index % 2 == 0 { parts = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() } }
                        if year { parts.append(String(Int.random(in: 1950...2026, using: &random))) }
                        let shape = "\(count) words \(separator)\(year ? " year" : "")"
                        shapes.append((shape, parts.joined(separator: separator), parts.joined()))
                    }
                }
            }
        }
        return shapes
    }

    @Test("Common words with separators sit near the same words without: never far above, two words never green")
    func commonShapes() throws {
        var gaps: [String: [Double]] = [:]
        var green = [String]()
        var far = [String]()
        for (shape, joined, plain) in try Self.shapes() {
            let estimate = Self.estimator.estimate(joined)
            let gap = estimate.guessesLog10 - Self.estimator.estimate(plain).guessesLog10
            gaps[shape, default: []].append(gap)
            if shape.hasPrefix("2") && estimate.bars == 4 { green.append(joined) }
            // Choosing the separator is one factor of 10: more only where run together the words
            // split into likelier ones (`doctors tone`, `doctorstone`).
            if gap > 1.01 { far.append(joined) }
            #expect(gap < 3, "\(joined): \(gap)")
        }
        #expect(gaps.count == 16)
        // Before: 98 % of two words and a year at four bars.
        #expect(green.count <= 8, "\(green.count) of 800 two-word passwords at four bars: \(green.prefix(8))")
        #expect(far.count <= 16, "\(far.count) of 1,600 more than 10× the words alone: \(far.prefix(8))")
        for (shape, values) in gaps {
            let median = values.sorted()[values.count / 2]
            // zxcvbn's 10000^(l−1) makes long plain sequences dearer, so three words and a year
            // joined by separators can cost less than the same words run together.
            #expect(median > -1.5 && median < 1, "\(shape): median gap \(median)")
        }
    }
}
