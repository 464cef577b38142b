import _CredKitCore

extension GuessAnalyzer {
    /// zxcvbn's substitution table: each letter and the characters that stand in for it.
    static let l33tTable: [(letter: UInt32, substitutes: [UInt32])] = [
        ("a", "4@"), ("b", "8"), ("c", "({[<"), ("e", "3"), ("g", "69"), ("i", "1!|"), ("l", "1|7"), ("o", "0"),
        ("s", "$5"), ("t", "+7"), ("x", "%"), ("z", "2"),
    ].map { (Unicode.Scalar($0.0)!.value, $0.1.unicodeScalars.map(\.value)) }

    /// The most substitution maps tried: the number of maps grows with every kind of substitute a
    /// password uses, so it is capped (zxcvbn-ts caps it too) to keep the work bounded.
    static let maximumL33tMaps = 100

    /// Dictionary words, forwards and reversed, in the bundled lists and the user's inputs, then
    /// the words spelled with substitutes.
    func addDictionaryMatches(_ text: PasswordText, to matches: inout [Match]) {
        let n = text.count
        // reach[start]: where the forward walks from start stopped, for the substitute walks.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { reach in
            text.folded.withUnsafeBufferPointer { folded in
                for start in 0..<n { reach[start] = addWords(in: folded, from: start, text: text, to: &matches) }
            }
            let reversed = Array(text.folded.reversed())
            reversed.withUnsafeBufferPointer { folded in
                for start in 0..<n { addWords(in: folded, from: start, text: text, reversed: true, to: &matches) }
            }
            addL33tMatches(text, reach: UnsafeBufferPointer(reach), to: &matches)
        }
    }

    /// Words spelled with substitutes (`p@ssw0rd`): each way of reading the substitutes present is
    /// tried, and a word counts only when it really contains a substitute and has two or more letters.
    ///
    /// Up to a map's first substitute at or after a start, the translated password is the password
    /// itself, so a start whose forward walk (`reach`) stopped before that substitute finds nothing
    /// here and is not walked again.
    private func addL33tMatches(_ text: PasswordText, reach: UnsafeBufferPointer<Int>, to matches: inout [Match]) {
        let maps = Self.l33tMaps(for: text.scalars)
        guard !maps.isEmpty else { return }
        let n = text.count
        var translated = text.folded
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { nextSubstitute in
            for map in maps {
                // Translated back to front, noting the first substituted position at or after each
                // start (n: none).
                var following = n
                for index in stride(from: n - 1, through: 0, by: -1) {
                    let scalar = text.scalars[index]
                    var letter = text.folded[index]
                    for entry in map where entry.substitute == scalar {
                        letter = entry.letter
                        following = index
                        break
                    }
                    translated[index] = letter
                    nextSubstitute[index] = following
                }
                translated.withUnsafeBufferPointer { folded in
                    for start in 0..<n where nextSubstitute[start] < n && reach[start] >= nextSubstitute[start] {
                        addWords(in: folded, from: start, text: text, l33t: map, to: &matches)
                    }
                }
            }
        }
    }

    /// The substitution maps for the substitutes present, as zxcvbn enumerates them: per letter one
    /// of its substitutes, and a substitute shared by two letters (`1` for `i` or `l`) read either way.
    static func l33tMaps(for scalars: [UInt32]) -> [[(substitute: UInt32, letter: UInt32)]] {
        // Which ASCII characters the password has, as two bit sets (every substitute is ASCII).
        var present: (low: UInt64, high: UInt64) = (0, 0)
        for scalar in scalars where scalar < 128 {
            if scalar < 64 { present.low |= 1 << UInt64(scalar) } else { present.high |= 1 << UInt64(scalar - 64) }
        }
        func isPresent(_ scalar: UInt32) -> Bool {
            scalar < 64 ? present.low & (1 << UInt64(scalar)) != 0 : present.high & (1 << UInt64(scalar - 64)) != 0
        }
        // Maps are built as keys (sets of pairs) and spelled out as pairs at the end; the order of a
        // map's pairs does not matter to its matches.
        var keys: [L33tMapKey] = [L33tMapKey()]
        var any = false
        var seen = Set<L33tMapKey>(minimumCapacity: 2 * maximumL33tMaps)
        for (letterIndex, (_, substitutes)) in l33tTable.enumerated() where substitutes.contains(where: isPresent) {
            any = true
            var next: [L33tMapKey] = []
            next.reserveCapacity(2 * keys.count)
            seen.removeAll(keepingCapacity: true)
            for substitute in substitutes where isPresent(substitute) {
                for key in keys {
                    // A substitute another letter took is read either way.
                    if key.hasLetter(for: substitute), seen.insert(key).inserted { next.append(key) }
                    let changed = key.setting(substitute, to: letterIndex)
                    if seen.insert(changed).inserted { next.append(changed) }
                }
            }
            keys = Array(next.prefix(maximumL33tMaps))
        }
        return any ? keys.map(\.pairs) : []
    }

    /// A substitution map as a set of (substitute, letter) pairs: four bits per substitute (its
    /// letter's place in ``l33tTable`` plus one, zero for none), so comparing two maps allocates nothing.
    struct L33tMapKey: Hashable {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        /// The substitutes of ``l33tTable``, each with its four-bit field.
        private static let fields: [UInt32: Int] = {
            var fields: [UInt32: Int] = [:]
            for (_, substitutes) in l33tTable {
                for substitute in substitutes where fields[substitute] == nil { fields[substitute] = fields.count }
            }
            return fields
        }()

        /// Each field's substitute, in field order.
        private static let substitutes: [UInt32] = fields.sorted { $0.value < $1.value }.map(\.key)

        /// Whether this key reads `substitute` as some letter.
        func hasLetter(for substitute: UInt32) -> Bool { letterIndex(ofField: Self.fields[substitute]!) != 0 }

        /// The map's (substitute, letter) pairs, in field order.
        var pairs: [(substitute: UInt32, letter: UInt32)] {
            var pairs: [(substitute: UInt32, letter: UInt32)] = []
            for (field, substitute) in Self.substitutes.enumerated() {
                let index = letterIndex(ofField: field)
                if index != 0 { pairs.append((substitute, l33tTable[index - 1].letter)) }
            }
            return pairs
        }

        /// The field's value: the letter's place in ``l33tTable`` plus one, or zero.
        private func letterIndex(ofField field: Int) -> Int {
            Int(((field < 16 ? low : high) >> (UInt64(field % 16) * 4)) & 0xF)
        }

        /// This key with `substitute` read as the letter at `letterIndex` of ``l33tTable``.
        func setting(_ substitute: UInt32, to letterIndex: Int) -> L33tMapKey {
            var key = self
            let field = Self.fields[substitute]!
            let shift = UInt64(field % 16) * 4
            let value = UInt64(letterIndex + 1) << shift
            let mask = ~(UInt64(0xF) << shift)
            if field < 16 { key.low = key.low & mask | value } else { key.high = key.high & mask | value }
            return key
        }
    }

    /// Adds every word that starts at `start` in `folded` (the password's folded form, reversed or
    /// translated), and returns where the bundled and user walks stopped (the further of the two).
    @discardableResult
    private func addWords(
        in folded: UnsafeBufferPointer<UInt32>, from start: Int, text: PasswordText, reversed: Bool = false,
        l33t map: [(substitute: UInt32, letter: UInt32)]? = nil, to matches: inout [Match]
    ) -> Int {
        let n = folded.count
        func visit(_ end: Int, _ rank: Int, _ list: WordList) {
            let (i, j) = reversed ? (n - 1 - end, n - 1 - start) : (start, end)
            var guesses = Double(rank) * Self.uppercaseVariations(text.scalars, i, j)
            if let map {
                // Only words that use a substitute, and longer than one character.
                guard j > i else { return }
                var used: [(substitute: UInt32, letter: UInt32)] = []
                for entry in map where text.scalars[i...j].contains(entry.substitute) { used.append(entry) }
                guard !used.isEmpty else { return }
                guesses *= Self.l33tVariations(text.folded, i, j, used)
            }
            if reversed { guesses *= 2 }
            var match = Match(.dictionary, i, j, guesses: guesses)
            match.list = list
            match.rank = rank
            match.isReversed = reversed
            match.isL33t = map != nil
            matches.append(match)
        }
        // The user's own words first: on a tie in guesses the earlier match is kept, and telling
        // the user that their name is in the password is the more useful feedback.
        let userReach = userInputs?.forEachWord(in: folded, from: start) { end, rank, _ in visit(end, rank, .userInputs) }
        let reach = dictionary.forEachWord(in: folded, from: start, visit)
        return max(reach, userReach ?? start)
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

    /// How many ways the substitutes could have been placed, per substituted letter.
    static func l33tVariations(_ folded: [UInt32], _ start: Int, _ end: Int, _ used: [(substitute: UInt32, letter: UInt32)])
        -> Double
    {
        var variations = 1.0
        for (substitute, letter) in used {
            var substituted = 0, plain = 0
            for index in start...end {
                if folded[index] == substitute { substituted += 1 } else if folded[index] == letter { plain += 1 }
            }
            if substituted == 0 || plain == 0 {
                variations *= 2
            } else {
                var possibilities = 0.0
                for count in 1...min(substituted, plain) { possibilities += Combinatorics.choose(substituted + plain, count) }
                variations *= possibilities
            }
        }
        return variations
    }
}
