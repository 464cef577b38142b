// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// zxcvbn's method: find every pattern in the password, price each in guesses, then choose the
/// cheapest way to cover the whole password with patterns, filling gaps by brute force.
struct GuessAnalyzer {
    /// The ranked word lists.
    let dictionary: CompactDictionary
    /// The user's own words (email, name), when given.
    let userInputs: RankedDictionary?
    /// Words the estimator was told are easy to guess (``ExtraWords``), when given.
    var extraWords: RankedDictionary? = nil
    /// The year dates and years are measured from.
    let referenceYear: Int
    /// The keyboard layouts walked, as bits by place in ``KeyboardGraph/all``.
    var keyboards: Int

    init(
        dictionary: CompactDictionary, userInputs: RankedDictionary?, extraWords: RankedDictionary? = nil, referenceYear: Int,
        keyboards: Int = KeyboardGraph.mask(for: StrengthLanguage.defaults)
    ) {
        self.dictionary = dictionary
        self.userInputs = userInputs
        self.extraWords = extraWords
        self.referenceYear = referenceYear
        self.keyboards = keyboards
    }

    static let minimumYearSpace = 20
    /// Guesses an attacker spends on shorter pattern sequences before trying longer ones.
    private static let sequenceGrowth = 10_000.0

    /// The best cover of `text`.
    func analyze(_ text: PasswordText, depth: Int = 0) -> (guesses: Double, sequence: [Match]) {
        let matches = matches(in: text, depth: depth)
        let best = mostGuessableSequence(count: text.count, matches)
        // Words joined by a separator: priced part by part when that is cheaper.
        if let (_, parts) = Self.separatorParts(text.scalars) {
            let joined = separatedSequence(text, matches, parts: parts)
            if joined.guesses < best.guesses { return joined }
        }
        return best
    }

    /// Every pattern in the password, ordered by start and end.
    func matches(in text: PasswordText, depth: Int) -> [Match] {
        var matches: [Match] = []
        guard text.count > 0 else { return matches }
        matches.reserveCapacity(32)
        // Words as spelled, reversed, then with substitutes read as letters.
        addDictionaryMatches(text, to: &matches)
        addSpatialMatches(text, to: &matches)
        // A repeated block is analysed in turn; blocks are at most half as long, so this ends.
        addRepeatMatches(text, to: &matches, depth: depth)
        addSequenceMatches(text, to: &matches)
        addYearMatches(text, to: &matches)
        addDateMatches(text, to: &matches)
        return matches
    }

    /// Brute force over `length` characters: 10^length, at least 11 for one character and 51 for
    /// more, so any real pattern over the same span is cheaper.
    static func bruteForceGuesses(_ length: Int) -> Double {
        var guesses = length < Powers.count ? Powers.ten[length] : pow(10, Double(length))
        if !guesses.isFinite { guesses = .greatestFiniteMagnitude }
        return max(guesses, length == 1 ? 11 : 51)
    }

    /// The powers the cover search needs for every password length, computed once with `pow` itself
    /// (so each value is exactly what the formula gives): `pow` was the search's largest single
    /// cost, called O(n²) times per password. Plain memory rather than arrays, so that threads
    /// estimating at once share no reference count.
    enum Powers {
        /// Entries per table: every exponent a password of ``PasswordGuessEstimator/maximumLength``
        /// characters can need.
        static let count = PasswordGuessEstimator.maximumLength + 2
        /// 10^n.
        nonisolated(unsafe) static let ten = table { pow(10, Double($0)) }
        /// 10^−n.
        nonisolated(unsafe) static let tenth = table { pow(10, -Double($0)) }
        /// 10000^n: shorter pattern sequences are tried first.
        nonisolated(unsafe) static let growth = table { pow(GuessAnalyzer.sequenceGrowth, Double($0)) }

        private static func table(_ value: (Int) -> Double) -> UnsafePointer<Double> {
            let table = UnsafeMutablePointer<Double>.allocate(capacity: count)
            for exponent in 0..<count { table[exponent] = value(exponent) }
            return UnsafePointer(table)
        }
    }

    /// The sequence of non-overlapping matches over `n` code points (gaps filled by brute force) with
    /// the fewest guesses,
    /// where a sequence of `l` matches costs `l! × Π guesses + 10000^(l−1)`: an attacker tries the
    /// orders of pattern types, and shorter sequences first.
    ///
    /// For a fixed `l` the cost falls with the product, so this keeps the smallest product for every
    /// end position and length — the exact minimum of zxcvbn's objective. (zxcvbn also drops a
    /// partial sequence when a shorter one ending at the same place costs no more; that pruning
    /// depends on visiting order and now and then keeps a costlier cover.) Lengths whose
    /// `10000^(l−1)` alone reaches the cost of brute-forcing the whole password can never win, so
    /// only about `n / 4` lengths are kept. Work is O(n² / 4 + matches × n / 4).
    func mostGuessableSequence(count n: Int, _ matches: [Match]) -> (guesses: Double, sequence: [Match]) {
        guard n > 0 else { return (1, []) }
        // The single brute-force cover costs at most whole + 1; a sequence of l matches costs more
        // than 10000^(l−1), so lengths from the first whose growth reaches that are never chosen
        // (the choice below keeps the first of equal costs, and length 1 comes first).
        let whole = Self.bruteForceGuesses(n) + 1
        var longest = 1
        while longest < n && Self.growth(longest) < whole { longest += 1 }

        // pi[k * width + l]: the smallest product of guesses of l matches covering 0...k (infinity
        // when there is none); last: the last match of that sequence (a brute-force span is stored
        // as -(start + 1)). For brute force from i to k after l matches ending at i − 1 the
        // product is 10^(k−i+1) × pi[i−1][l]; per l only the smallest pi[i−1][l] × 10^−i matters
        // (scaled, scaledStart).
        //
        // Plain memory, one allocation carved into typed parts: the search touches it O(n²) times,
        // and arrays captured by the nested functions below cost bounds, uniqueness and
        // exclusivity checks on every touch.
        let width = longest + 1
        let doubles = n * width + width + n + 1
        let integers = n * width + width + 2 * matches.count + n + 1
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: doubles * MemoryLayout<Double>.stride + integers * MemoryLayout<Int32>.stride,
            alignment: MemoryLayout<Double>.alignment)
        defer { memory.deallocate() }
        let real = memory.bindMemory(to: Double.self, capacity: doubles)
        let whole32 = (memory + doubles * MemoryLayout<Double>.stride).bindMemory(to: Int32.self, capacity: integers)
        let pi = UnsafeMutableBufferPointer(start: real, count: n * width)
        let scaled = UnsafeMutableBufferPointer(start: real + n * width, count: width)
        // bruteForce[length]: the guesses of a brute-force span of that length, floored when it is
        // part of the password.
        let bruteForce = UnsafeMutableBufferPointer(start: real + n * width + width, count: n + 1)
        let last = UnsafeMutableBufferPointer(start: whole32, count: n * width)
        let scaledStart = UnsafeMutableBufferPointer(start: whole32 + n * width, count: width)
        let order = UnsafeMutableBufferPointer(start: whole32 + n * width + width, count: matches.count)
        let scratch = UnsafeMutableBufferPointer(start: order.baseAddress! + matches.count, count: matches.count + n + 1)
        pi.initialize(repeating: .infinity)
        scaled.initialize(repeating: .infinity)
        last.initialize(repeating: 0)
        scaledStart.initialize(repeating: 0)
        Self.orderByEnd(matches, length: n, into: order, scratch: scratch)

        func estimate(_ match: Match) -> Double {
            guard match.length < n else { return match.guesses }
            return max(match.guesses, match.length == 1 ? 10 : 50)
        }
        bruteForce[0] = 1
        for length in 1...n {
            let guesses = Self.bruteForceGuesses(length)
            bruteForce[length] = length < n ? max(guesses, length == 1 ? 10 : 50) : guesses
        }
        // An infinite pi (no sequence) times any guesses stays infinite and never wins an offer, so
        // the loops below need no test for it.
        func offer(_ k: Int, _ l: Int, _ product: Double, _ tag: Int32) {
            if product < pi[k * width + l] {
                pi[k * width + l] = product
                last[k * width + l] = tag
            }
        }

        var next = 0
        let single = bruteForce[1]
        matches.withUnsafeBufferPointer { matches in
            for k in 0..<n {
                while next < order.count && matches[Int(order[next])].end == k {
                    let index = Int(order[next])
                    let start = matches[index].start
                    let guesses = estimate(matches[index])
                    if start == 0 {
                        offer(k, 1, guesses, Int32(index))
                    } else {
                        let base = (start - 1) * width
                        for l in 1..<min(start, longest - 1) + 1 { offer(k, l + 1, guesses * pi[base + l], Int32(index)) }
                    }
                    next += 1
                }
                offer(k, 1, bruteForce[k + 1], -1)
                guard k > 0 else { continue }
                // Starts 1...k−1 (two or more characters), kept as positions are passed.
                if k >= 2 {
                    let start = k - 1
                    let factor = start < Powers.count ? Powers.tenth[start] : pow(10, -Double(start))
                    let base = (start - 1) * width
                    for l in 1..<min(start, longest - 1) + 1 {
                        let value = pi[base + l] * factor
                        if value < scaled[l] {
                            scaled[l] = value
                            scaledStart[l] = Int32(start)
                        }
                    }
                    for l in 1..<min(k - 1, longest - 1) + 1 where scaled[l].isFinite {
                        let start = Int(scaledStart[l])
                        offer(k, l + 1, bruteForce[k - start + 1] * pi[(start - 1) * width + l], -Int32(start + 1))
                    }
                }
                // The one-character span at k.
                let base = (k - 1) * width
                for l in 1..<min(k, longest - 1) + 1 { offer(k, l + 1, single * pi[base + l], -Int32(k + 1)) }
            }
        }

        var bestLength = 1
        var best = Double.infinity
        let factorials = Combinatorics.factorial
        for l in 1...longest where pi[(n - 1) * width + l].isFinite {
            let cost = factorials(l) * pi[(n - 1) * width + l] + Self.growth(l - 1)
            if cost < best {
                best = cost
                bestLength = l
            }
        }
        if !best.isFinite { best = .greatestFiniteMagnitude }
        var sequence: [Match] = []
        sequence.reserveCapacity(bestLength)
        var k = n - 1
        var l = bestLength
        while k >= 0 && l > 0 {
            let tag = Int(last[k * width + l])
            var match: Match
            if tag >= 0 {
                match = matches[tag]
                match.guesses = estimate(match)
            } else {
                let start = -tag - 1
                match = Match(
                    .bruteforce, start, k, guesses: bruteForce[k - start + 1])
            }
            sequence.append(match)
            k = match.start - 1
            l -= 1
        }
        sequence.reverse()
        return (best, sequence)
    }

    /// 10000^exponent: what shorter pattern sequences cost before this one is tried.
    private static func growth(_ exponent: Int) -> Double {
        exponent < Powers.count ? Powers.growth[exponent] : pow(sequenceGrowth, Double(exponent))
    }

    /// Writes the indices of `matches` to `order` by end, then start, then place in `matches` (two
    /// stable counting passes over positions `0..<length`, using `scratch`, of `matches.count +
    /// length + 1` entries).
    private static func orderByEnd(
        _ matches: [Match], length: Int, into order: UnsafeMutableBufferPointer<Int32>,
        scratch: UnsafeMutableBufferPointer<Int32>
    ) {
        let count = matches.count
        let byStart = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        let slots = UnsafeMutableBufferPointer(rebasing: scratch[count...])
        matches.withUnsafeBufferPointer { matches in
            // By start: count, turn counts into first slots, place.
            slots.initialize(repeating: 0)
            for match in matches { slots[match.start + 1] += 1 }
            for position in 0..<length { slots[position + 1] += slots[position] }
            for index in 0..<count {
                let start = matches[index].start
                byStart[Int(slots[start])] = Int32(index)
                slots[start] += 1
            }
            // Then by end, keeping that order among equal ends.
            slots.update(repeating: 0)
            for match in matches { slots[match.end + 1] += 1 }
            for position in 0..<length { slots[position + 1] += slots[position] }
            for index in byStart {
                let end = matches[Int(index)].end
                order[Int(slots[end])] = index
                slots[end] += 1
            }
        }
    }
}
