// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension GuessAnalyzer {
    /// zxcvbn's substitution table: each letter and the characters that stand in for it.
    static let l33tTable: [(letter: UInt32, substitutes: [UInt32])] = [
        ("a", "4@"), ("b", "8"), ("c", "({[<"), ("e", "3"), ("g", "69"), ("i", "1!|"), ("l", "1|7"), ("o", "0"),
        ("s", "$5"), ("t", "+7"), ("x", "%"), ("z", "2"),
    ].map { (Unicode.Scalar($0.0)!.value, $0.1.unicodeScalars.map(\.value)) }

    /// The most substitution maps tried: the number of maps grows with every kind of substitute a
    /// password uses, so it is capped (zxcvbn-ts caps it too) to keep the work bounded.
    static let maximumL33tMaps = 100

    /// The deepest a forward walk's path is noted for the substitute walks to resume from: words
    /// of the bundled lists are shorter (a longer walk is simply walked again).
    static let notedPathLength = 48

    /// Dictionary words, forwards and reversed, in the bundled lists, the user's inputs and the
    /// extra words, then the words spelled with substitutes.
    func addDictionaryMatches(_ text: PasswordText, to matches: inout [Match]) {
        let n = text.count
        let noted = min(n, Self.notedPathLength)
        // reach[start]: where the forward walks from start stopped, for the substitute walks; the
        // bundled walk's own stop, and its path (paths[start * noted + k]: the node after
        // start + k).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * n) { reaches in
            let reach = UnsafeMutableBufferPointer(rebasing: reaches[0..<n])
            let bundledReach = UnsafeMutableBufferPointer(rebasing: reaches[n...])
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n * noted) { paths in
                text.folded.withUnsafeBufferPointer { folded in
                    for start in 0..<n {
                        let path = UnsafeMutableBufferPointer(rebasing: paths[(start * noted)..<(start * noted + noted)])
                        (reach[start], bundledReach[start]) = addForwardWords(
                            in: folded, from: start, text: text, path: path, to: &matches)
                    }
                }
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n) { reversed in
                    for index in 0..<n { reversed[index] = text.folded[n - 1 - index] }
                    for start in 0..<n {
                        addWords(in: UnsafeBufferPointer(reversed), from: start, text: text, reversed: true, to: &matches)
                    }
                }
                addL33tMatches(
                    text, reach: UnsafeBufferPointer(reach), bundledReach: UnsafeBufferPointer(bundledReach),
                    paths: UnsafeBufferPointer(paths), noted: noted, to: &matches)
            }
        }
    }

    /// Words spelled with substitutes (`p@ssw0rd`): each way of reading the substitutes present is
    /// tried, and a word counts only when it really contains a substitute and has two or more letters.
    ///
    /// Up to a map's first substitute at or after a start, the translated password is the password
    /// itself, so a start whose forward walk (`reach`) stopped before that substitute finds nothing
    /// here and is not walked again, and the bundled lists' walk resumes where the forward walk
    /// stood just before the substitute (`paths`) instead of walking the same letters again.
    private func addL33tMatches(
        _ text: PasswordText, reach: UnsafeBufferPointer<Int>, bundledReach: UnsafeBufferPointer<Int>,
        paths: UnsafeBufferPointer<UInt32>, noted: Int, to matches: inout [Match]
    ) {
        let maps = Self.l33tMaps(for: text.scalars)
        guard !maps.isEmpty else { return }
        let n = text.count
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n) { translated in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { nextSubstitute in
                for map in maps {
                    // Translated back to front, noting the first substituted position at or after
                    // each start (n: none).
                    var following = n
                    for index in stride(from: n - 1, through: 0, by: -1) {
                        if let letter = map.letter(for: text.scalars[index]) {
                            translated[index] = letter
                            following = index
                        } else {
                            translated[index] = text.folded[index]
                        }
                        nextSubstitute[index] = following
                    }
                    for start in 0..<n where nextSubstitute[start] < n && reach[start] >= nextSubstitute[start] {
                        let first = nextSubstitute[start]
                        // The bundled lists: from the node before the first substitute, when the
                        // forward walk got that far and noted it.
                        var resume: UInt32? = nil
                        if first > start && first - 1 - start < noted {
                            resume = bundledReach[start] >= first ? paths[start * noted + first - 1 - start] : 0
                        }
                        addWords(
                            in: UnsafeBufferPointer(translated), from: start, text: text,
                            l33t: (map, first), resume: resume, to: &matches)
                    }
                }
            }
        }
    }

    /// The substitution maps for the substitutes present, as zxcvbn enumerates them: per letter one
    /// of its substitutes, and a substitute shared by two letters (`1` for `i` or `l`) read either way.
    static func l33tMaps(for scalars: [UInt32]) -> [L33tMap] {
        // Which ASCII characters the password has, as two bit sets (every substitute is ASCII).
        var present: (low: UInt64, high: UInt64) = (0, 0)
        for scalar in scalars where scalar < 128 {
            if scalar < 64 { present.low |= 1 << UInt64(scalar) } else { present.high |= 1 << UInt64(scalar - 64) }
        }
        guard present.low & L33tMap.substitutesBelow64 != 0 || present.high & L33tMap.substitutesAbove64 != 0 else {
            return []
        }
        func isPresent(_ scalar: UInt32) -> Bool {
            scalar < 64 ? present.low & (1 << UInt64(scalar)) != 0 : present.high & (1 << UInt64(scalar - 64)) != 0
        }
        let table = l33tTable
        let letterSubstitutes = L33tMap.letterSubstitutes
        // Room for the usual handful of maps up front, so the lists do not grow step by step.
        var maps: [L33tMap] = []
        maps.reserveCapacity(16)
        maps.append(L33tMap())
        var next: [L33tMap] = []
        next.reserveCapacity(16)
        var seen = Set<L33tMap>()
        // Linear search finds duplicates faster while the list is short; a set takes over after.
        func append(_ map: L33tMap) {
            if next.count < 32 {
                if !next.contains(map) { next.append(map) }
            } else {
                if seen.isEmpty { seen.formUnion(next) }
                if seen.insert(map).inserted { next.append(map) }
            }
        }
        for letterIndex in 0..<table.count {
            let (low, high) = letterSubstitutes[letterIndex]
            guard present.low & low != 0 || present.high & high != 0 else { continue }
            next.removeAll(keepingCapacity: true)
            seen.removeAll(keepingCapacity: true)
            for substitute in table[letterIndex].substitutes where isPresent(substitute) {
                for map in maps {
                    // A substitute another letter took is read either way.
                    if map.letter(for: substitute) != nil { append(map) }
                    append(map.setting(substitute, to: letterIndex))
                }
            }
            swap(&maps, &next)
            if maps.count > maximumL33tMaps { maps.removeLast(maps.count - maximumL33tMaps) }
        }
        return maps
    }

    /// A substitution map: which letter each substitute is read as. Four bits per substitute (its
    /// letter's place in ``l33tTable`` plus one, zero when the map leaves it alone), so maps are
    /// compared, hashed and copied without allocating.
    struct L33tMap: Hashable {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        /// The substitutes in field order: each character once, in the order ``l33tTable`` first
        /// names it.
        private static let substitutes: [UInt32] = {
            var substitutes: [UInt32] = []
            for (_, list) in l33tTable { substitutes += list.filter { !substitutes.contains($0) } }
            return substitutes
        }()

        /// Each substitute's field, by ASCII code point (−1: not a substitute): plain memory, read
        /// for every character of every map.
        private nonisolated(unsafe) static let fields: UnsafePointer<Int8> = {
            let fields = UnsafeMutablePointer<Int8>.allocate(capacity: 128)
            fields.initialize(repeating: -1, count: 128)
            for (field, substitute) in substitutes.enumerated() { fields[Int(substitute)] = Int8(field) }
            return UnsafePointer(fields)
        }()

        /// Each letter of ``l33tTable`` in order, as plain memory.
        private nonisolated(unsafe) static let letters: UnsafePointer<UInt32> = {
            let letters = UnsafeMutablePointer<UInt32>.allocate(capacity: l33tTable.count)
            for (index, entry) in l33tTable.enumerated() { letters[index] = entry.letter }
            return UnsafePointer(letters)
        }()

        /// The substitutes of each letter of ``l33tTable``, as bit sets of ASCII code points below
        /// and from 64.
        static let letterSubstitutes: [(low: UInt64, high: UInt64)] = l33tTable.map { entry in
            entry.substitutes.reduce((UInt64(0), UInt64(0))) { sets, scalar in
                scalar < 64 ? (sets.0 | 1 << UInt64(scalar), sets.1) : (sets.0, sets.1 | 1 << UInt64(scalar - 64))
            }
        }

        /// Every substitute, as bit sets of ASCII code points below and from 64.
        static let substitutesBelow64 = letterSubstitutes.reduce(0) { $0 | $1.low }
        static let substitutesAbove64 = letterSubstitutes.reduce(0) { $0 | $1.high }

        /// The letter this map reads `scalar` as, or `nil` when it leaves it alone.
        @inline(__always)
        func letter(for scalar: UInt32) -> UInt32? {
            guard scalar < 128 else { return nil }
            let field = Int(Self.fields[Int(scalar)])
            guard field >= 0 else { return nil }
            let index = letterIndex(ofField: field)
            return index == 0 ? nil : Self.letters[index - 1]
        }

        /// Calls `body(substitute, letter)` for each substitute the map reads as a letter, in field order.
        func forEachPair(_ body: (UInt32, UInt32) -> Void) {
            for (field, substitute) in Self.substitutes.enumerated() {
                let index = letterIndex(ofField: field)
                if index != 0 { body(substitute, Self.letters[index - 1]) }
            }
        }

        /// The field's value: the letter's place in ``l33tTable`` plus one, or zero.
        @inline(__always)
        private func letterIndex(ofField field: Int) -> Int {
            Int(((field < 16 ? low : high) >> (UInt64(field % 16) * 4)) & 0xF)
        }

        /// This map with `substitute` read as the letter at `letterIndex` of ``l33tTable``.
        func setting(_ substitute: UInt32, to letterIndex: Int) -> L33tMap {
            var map = self
            let field = Int(Self.fields[Int(substitute)])
            let shift = UInt64(field % 16) * 4
            let value = UInt64(letterIndex + 1) << shift
            let mask = ~(UInt64(0xF) << shift)
            if field < 16 { map.low = map.low & mask | value } else { map.high = map.high & mask | value }
            return map
        }
    }

    /// Adds every word that starts at `start` in `folded` (the password's folded form, reversed or
    /// translated), and returns where the bundled and user walks stopped (the further of the two).
    /// - Parameters:
    ///   - l33t: for a translated password, its map and the first substituted position at or after
    ///     `start`: only words that reach it count.
    ///   - resume: for a translated password, the bundled lists' node just before that position
    ///     (0: the prefix is in no bundled word, so they are not walked); `nil` walks them from
    ///     `start`.
    @discardableResult
    private func addWords(
        in folded: UnsafeBufferPointer<UInt32>, from start: Int, text: PasswordText, reversed: Bool = false,
        l33t: (map: L33tMap, firstSubstitute: Int)? = nil, resume: UInt32? = nil, to matches: inout [Match]
    ) -> Int {
        let visit = WordVisit(n: folded.count, start: start, reversed: reversed, l33t: l33t)
        // The user's own words first: on a tie in guesses the earlier match is kept, and telling
        // the user that their name is in the password is the more useful feedback.
        let userReach = userInputs?.forEachWord(in: folded, from: start) { end, rank, _ in
            visit(end, rank, .userInputs, text, &matches)
        }
        let extraReach = extraWords?.forEachWord(in: folded, from: start) { end, rank, _ in
            visit(end, rank, .extraWords, text, &matches)
        }
        var reach = start
        if let resume, let l33t {
            if resume != 0 {
                dictionary.forEachWord(in: folded, resumingAt: l33t.firstSubstitute, node: resume) {
                    visit($0, $1, $2, text, &matches)
                }
            }
        } else {
            reach = dictionary.forEachWord(in: folded, from: start) { visit($0, $1, $2, text, &matches) }
        }
        return max(reach, userReach ?? start, extraReach ?? start)
    }

    /// ``addWords(in:from:text:reversed:l33t:resume:to:)`` forwards over the password itself, noting
    /// the bundled walk's `path`: where all the walks stopped, and where the bundled one did.
    private func addForwardWords(
        in folded: UnsafeBufferPointer<UInt32>, from start: Int, text: PasswordText,
        path: UnsafeMutableBufferPointer<UInt32>, to matches: inout [Match]
    ) -> (reach: Int, bundled: Int) {
        let visit = WordVisit(n: folded.count, start: start, reversed: false, l33t: nil)
        let userReach = userInputs?.forEachWord(in: folded, from: start) { end, rank, _ in
            visit(end, rank, .userInputs, text, &matches)
        }
        let extraReach = extraWords?.forEachWord(in: folded, from: start) { end, rank, _ in
            visit(end, rank, .extraWords, text, &matches)
        }
        let bundled = dictionary.forEachWord(in: folded, from: start, recording: path) { visit($0, $1, $2, text, &matches) }
        return (max(bundled, userReach ?? start, extraReach ?? start), bundled)
    }

    /// What a walk does with each word it finds: prices it as a match at its place in the password.
    /// (A value rather than a closure: a closure capturing the password would be allocated and
    /// reference-counted on every walk.)
    private struct WordVisit {
        let n: Int
        let start: Int
        let reversed: Bool
        let l33t: (map: L33tMap, firstSubstitute: Int)?

        @inline(__always)
        func callAsFunction(_ end: Int, _ rank: Int, _ list: WordList, _ text: PasswordText, _ matches: inout [Match]) {
            let (i, j) = reversed ? (n - 1 - end, n - 1 - start) : (start, end)
            var variations = 1.0
            if let l33t {
                // Only words that use a substitute, and longer than one character.
                guard j > i, j >= l33t.firstSubstitute,
                    let substitutions = GuessAnalyzer.l33tVariations(text.folded, i, j, l33t.map)
                else { return }
                variations = substitutions
            }
            var guesses = Double(rank) * (text.hasASCIIUppercase ? GuessAnalyzer.uppercaseVariations(text.scalars, i, j) : 1)
            guesses *= variations
            if reversed { guesses *= 2 }
            var match = Match(.dictionary, i, j, guesses: guesses)
            match.list = list
            match.rank = rank
            match.isReversed = reversed
            match.isL33t = l33t != nil
            matches.append(match)
        }
    }

    /// How many ways the word's letters could have been capitalised, given the capitals it has.
    static func uppercaseVariations(_ scalars: [UInt32], _ start: Int, _ end: Int) -> Double {
        var asciiUpper = 0, asciiLower = 0, upper = 0, lower = 0
        for index in start...end {
            let value = scalars[index]
            if value &- 0x41 < 26 { asciiUpper += 1 } else if value &- 0x61 < 26 { asciiLower += 1 }
            if ScalarFolding.isUppercase(value) { upper += 1 } else if ScalarFolding.isLowercase(value) { lower += 1 }
        }
        if asciiUpper == 0 || upper == 0 { return 1 }
        let length = end - start + 1
        // First letter only, last letter only, or all capitals: twice the guesses.
        if length > 1 && asciiUpper == 1 && (scalars[start] &- 0x41 < 26 || scalars[end] &- 0x41 < 26) { return 2 }
        if asciiLower == 0 { return 2 }
        var variations = 0.0
        for count in 1...min(upper, lower) { variations += Combinatorics.choose(upper + lower, count) }
        return variations
    }

    /// How many ways the substitutes could have been placed, per substituted letter; `nil` when
    /// the word at `start...end` holds none of the map's substitutes.
    static func l33tVariations(_ folded: [UInt32], _ start: Int, _ end: Int, _ map: L33tMap) -> Double? {
        var variations = 1.0
        var used = false
        map.forEachPair { substitute, letter in
            var substituted = 0, plain = 0
            for index in start...end {
                if folded[index] == substitute { substituted += 1 } else if folded[index] == letter { plain += 1 }
            }
            guard substituted > 0 else { return }
            used = true
            if plain == 0 {
                variations *= 2
            } else {
                var possibilities = 0.0
                for count in 1...min(substituted, plain) { possibilities += Combinatorics.choose(substituted + plain, count) }
                variations *= possibilities
            }
        }
        return used ? variations : nil
    }
}
