// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A passphrase recipe checked against a policy: the words that may be drawn, the padding the
/// policy needs, the range of letter counts that keeps the whole within the policy's lengths, and
/// the exact count of passphrases the construction can produce.
///
/// The construction: `wordCount` words drawn uniformly (with replacement) and joined by the
/// separator; every word capitalised, or one randomly chosen word when the policy needs a capital;
/// a random digit and a random symbol each appended to a randomly chosen word when asked for or
/// needed. Words are letters only and the separator has none, so every choice shows in the
/// result: distinct choices give distinct passphrases, and the count of choices is the count of
/// passphrases.
struct PassphrasePlan: Sendable {
    let words: [[UInt8]]
    let wordCount: Int
    let separator: [UInt8]
    let capitalizesAll: Bool
    let capitalizesOne: Bool
    /// Digits to append, or `nil` for none.
    let digits: [UInt8]?
    /// Symbols to append, or `nil` for none.
    let symbols: [UInt8]?
    /// The total letters of the words must lie here.
    let letterRange: ClosedRange<Int>
    let entropyBits: Double
    let acceptance: Double

    init(policy: PasswordPolicy, recipe: PassphraseRecipe) throws(GeneratorError) {
        let range = PassphraseRecipe.wordCountRange
        guard range.contains(recipe.wordCount) else {
            throw GeneratorError(
                .invalidWordCount,
                ["value": String(recipe.wordCount), "minimum": String(range.lowerBound), "maximum": String(range.upperBound)])
        }
        let alphabet = recipe.alphabet
        let excluded = Set(alphabet.excluded.utf8)
        let separator = Array(recipe.separator.utf8)
        let quoted = "\"" + recipe.separator + "\""
        if recipe.separator.contains(where: \.isLetter) {
            throw GeneratorError(.invalidSeparator, ["separator": quoted])
        }
        if separator.isEmpty && !recipe.capitalizes {
            throw GeneratorError(.invalidSeparator, text: .generatorSeparatorEmpty)
        }
        if separator.contains(where: excluded.contains) {
            throw GeneratorError(.invalidSeparator, text: .generatorSeparatorExcluded, ["separator": quoted])
        }
        // What the words and the separator give on their own.
        var given = ClassBit.lower
        if recipe.wordCount > 1 {
            for byte in separator { given |= ClassBit.table[Int(byte)] }
            // A non-ASCII separator counts as nothing: Cognito's classes are ASCII.
        }
        if recipe.capitalizes { given |= ClassBit.upper }
        let required = ClassBit.required(by: policy)
        let upperCase = alphabet.characters(of: .uppercase)
        if recipe.capitalizes && upperCase.isEmpty {
            throw GeneratorError(.optionConflict, ["option": "capitalize"], localized: ["class": .generatorClassUppercase])
        }
        let capitalizesOne = required & ClassBit.upper != 0 && given & ClassBit.upper == 0
        if capitalizesOne && upperCase.isEmpty {
            throw GeneratorError(.classExcluded, localized: ["class": .generatorClassUppercase])
        }
        let digits = alphabet.characters(of: .digit)
        let needsDigit = recipe.addsNumber || (required & ClassBit.digit != 0 && given & ClassBit.digit == 0)
        if needsDigit && digits.isEmpty {
            throw recipe.addsNumber
                ? GeneratorError(.optionConflict, ["option": "add-number"], localized: ["class": .generatorClassDigit])
                : GeneratorError(.classExcluded, localized: ["class": .generatorClassDigit])
        }
        let symbols = alphabet.characters(of: .symbol)
        let needsSymbol = recipe.addsSymbol || (required & ClassBit.symbol != 0 && given & ClassBit.symbol == 0)
        if needsSymbol && symbols.isEmpty {
            throw recipe.addsSymbol
                ? GeneratorError(.optionConflict, ["option": "add-symbol"], localized: ["class": .generatorClassSymbol])
                : GeneratorError(.classExcluded, localized: ["class": .generatorClassSymbol])
        }
        // Words whose letters (and capital, when it may be capitalised) are all allowed.
        var letters = alphabet
        letters.excludesAmbiguous = false
        let lowerAllowed = Set(letters.characters(of: .lowercase))
        let upperAllowed = Set(letters.characters(of: .uppercase))
        let words = recipe.wordList.words.map { Array($0.utf8) }.filter { word in
            guard word.allSatisfy(lowerAllowed.contains) else { return false }
            return !(recipe.capitalizes || capitalizesOne) || upperAllowed.contains(word[0] &- 32)
        }
        guard !words.isEmpty else { throw GeneratorError(.noWords, ["list": recipe.wordList.rawValue]) }

        let fixed = (recipe.wordCount - 1) * recipe.separator.unicodeScalars.count + (needsDigit ? 1 : 0) + (needsSymbol ? 1 : 0)
        let letterRange = max(0, policy.minimumLength - fixed)...max(0, policy.effectiveMaximumLength - fixed)
        let counts = Self.letterCounts(words: words, wordCount: recipe.wordCount)
        let total = counts.indices.reduce(0.0) { $0 + counts[$1] }
        let valid = counts.indices.filter(letterRange.contains).reduce(0.0) { $0 + counts[$1] }
        let shortest = counts.firstIndex { $0 > 0 }! + fixed
        let longest = counts.lastIndex { $0 > 0 }! + fixed
        let bounds = [
            "words": String(recipe.wordCount), "list": recipe.wordList.rawValue, "shortest": String(shortest),
            "longest": String(longest), "minimum": String(policy.minimumLength),
            "maximum": String(policy.effectiveMaximumLength),
        ]
        guard valid > 0, letterRange.upperBound >= letterRange.lowerBound else {
            throw GeneratorError(.passphraseLength, bounds)
        }
        let acceptance = valid / total
        if acceptance < 0.001 {
            let percent = String((acceptance * 100_000).rounded() / 1000)
            throw GeneratorError(
                .passphraseLength, text: .generatorImprobable, ["percent": percent, "words": String(recipe.wordCount)])
        }
        var bits = log2(valid)
        let k = Double(recipe.wordCount)
        if capitalizesOne { bits += log2(k) }
        if needsDigit { bits += log2(Double(digits.count) * k) }
        if needsSymbol { bits += log2(Double(symbols.count) * k) }

        self.words = words
        self.wordCount = recipe.wordCount
        self.separator = separator
        self.capitalizesAll = recipe.capitalizes
        self.capitalizesOne = capitalizesOne
        self.digits = needsDigit ? digits : nil
        self.symbols = needsSymbol ? symbols : nil
        self.letterRange = letterRange
        self.entropyBits = bits
        self.acceptance = acceptance
    }

    /// How many sequences of `wordCount` words have each total number of letters: the word-length
    /// histogram convolved with itself `wordCount` times (in floating point: up to 7,772⁶⁴ ≈ 2⁸²⁸,
    /// with a relative error near 10⁻¹⁵).
    static func letterCounts(words: [[UInt8]], wordCount: Int) -> [Double] {
        let longest = words.map(\.count).max() ?? 0
        var histogram = [Double](repeating: 0, count: longest + 1)
        for word in words { histogram[word.count] += 1 }
        var counts: [Double] = [1]
        for _ in 0..<wordCount {
            var next = [Double](repeating: 0, count: counts.count + longest)
            for (total, ways) in counts.enumerated() where ways > 0 {
                for (length, words) in histogram.enumerated() where words > 0 { next[total + length] += ways * words }
            }
            counts = next
        }
        return counts
    }
}
