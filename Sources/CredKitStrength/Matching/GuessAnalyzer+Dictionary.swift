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

    /// Dictionary words, forwards and reversed, in the bundled lists and the user's inputs.
    func addDictionaryMatches(_ text: PasswordText, to matches: inout [Match]) {
        text.folded.withUnsafeBufferPointer { folded in
            addWords(in: folded, text: text, reversed: false, l33t: nil, to: &matches)
        }
        let reversed = Array(text.folded.reversed())
        reversed.withUnsafeBufferPointer { folded in
            addWords(in: folded, text: text, reversed: true, l33t: nil, to: &matches)
        }
    }

    /// Words spelled with substitutes (`p@ssw0rd`): each way of reading the substitutes present is
    /// tried, and a word counts only when it really contains a substitute and has two or more letters.
    func addL33tMatches(_ text: PasswordText, to matches: inout [Match]) {
        let maps = Self.l33tMaps(for: text.scalars)
        guard !maps.isEmpty else { return }
        var translated = text.folded
        for map in maps {
            for index in text.scalars.indices {
                let scalar = text.scalars[index]
                translated[index] = map.first { $0.substitute == scalar }?.letter ?? text.folded[index]
            }
            translated.withUnsafeBufferPointer { folded in
                addWords(in: folded, text: text, reversed: false, l33t: map, to: &matches)
            }
        }
    }

    /// The substitution maps for the substitutes present, as zxcvbn enumerates them: per letter one
    /// of its substitutes, and a substitute shared by two letters (`1` for `i` or `l`) read either way.
    static func l33tMaps(for scalars: [UInt32]) -> [[(substitute: UInt32, letter: UInt32)]] {
        var maps: [[(substitute: UInt32, letter: UInt32)]] = [[]]
        var any = false
        for (letter, substitutes) in l33tTable {
            let present = substitutes.filter(scalars.contains)
            guard !present.isEmpty else { continue }
            any = true
            var next: [[(substitute: UInt32, letter: UInt32)]] = []
            var seen = Set<[UInt64]>()
            func add(_ map: [(substitute: UInt32, letter: UInt32)]) {
                if seen.insert(map.map { UInt64($0.substitute) << 32 | UInt64($0.letter) }.sorted()).inserted { next.append(map) }
            }
            for substitute in present {
                for map in maps {
                    if let taken = map.firstIndex(where: { $0.substitute == substitute }) {
                        add(map)
                        var alternative = map
                        alternative.remove(at: taken)
                        alternative.append((substitute, letter))
                        add(alternative)
                    } else {
                        add(map + [(substitute, letter)])
                    }
                }
            }
            maps = Array(next.prefix(maximumL33tMaps))
        }
        return any ? maps : []
    }

    /// Adds every word found in `folded` (the password's folded form, reversed or translated).
    private func addWords(
        in folded: UnsafeBufferPointer<UInt32>, text: PasswordText, reversed: Bool,
        l33t map: [(substitute: UInt32, letter: UInt32)]?, to matches: inout [Match]
    ) {
        let n = folded.count
        for start in 0..<n {
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
            userInputs?.forEachWord(in: folded, from: start) { end, rank, _ in visit(end, rank, .userInputs) }
            dictionary.forEachWord(in: folded, from: start, visit)
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
