// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Ranked word lists in one trie over folded code points, walked from each position of a password
/// to find every dictionary word in it.
///
/// A word listed in several lists of one language counts only where it ranks best (zxcvbn's rule);
/// a word of several languages keeps its best rank in each (``WordList/language``), so that turning
/// a language off leaves the others' ranks as they are. Words whose rank is at least 10^length are
/// left out: guessing that many characters blindly is cheaper.
package struct RankedDictionary: Sendable {
    /// The bundled lists: the files in `Data/strength/` (built by `Scripts/build-strength-lists.py`,
    /// sources in NOTICE) and the word list each one feeds. ``CompactDictionary/bundled`` is
    /// generated from them by `swift run credkit-generate-data`.
    package static let bundledListFiles: [(file: String, list: WordList)] = [
        ("passwords.tsv", .passwords),
        ("english-wikipedia.tsv", .englishWikipedia),
        ("english-dialogue.tsv", .englishDialogue),
        ("english-dictionary.tsv", .englishDictionary),
        ("female-names.tsv", .femaleNames),
        ("male-names.tsv", .maleNames),
        ("surnames.tsv", .surnames),
        ("spanish-words.tsv", .spanishWords),
        ("spanish-first-names.tsv", .spanishNames),
        ("spanish-surnames.tsv", .spanishNames),
        ("german-words.tsv", .germanWords),
        ("french-words.tsv", .frenchWords),
        ("french-first-names.tsv", .frenchNames),
        ("french-surnames.tsv", .frenchNames),
        ("italian-words.tsv", .italianWords),
        ("dutch-words.tsv", .dutchWords),
        ("dutch-male-names.tsv", .dutchNames),
        ("dutch-female-names.tsv", .dutchNames),
        ("dutch-surnames.tsv", .dutchNames),
        ("portuguese-words.tsv", .portugueseWords),
        ("portuguese-first-names.tsv", .portugueseNames),
    ]

    /// One line of a bundled list file that is not `word<TAB>rank` (lines starting with `#` are comments).
    package struct ListFileError: Error, Sendable, Equatable {
        /// The 1-based line number.
        package let line: Int
    }

    /// Parses a bundled list file: `#` comment lines, then one `word<TAB>rank` per line.
    /// - Throws: ``ListFileError`` naming the first malformed line.
    package static func parseListFile(_ text: String) throws(ListFileError) -> [(word: Substring, rank: Int)] {
        var entries: [(word: Substring, rank: Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, let rank = Int(fields[1]), rank > 0 else {
                throw ListFileError(line: index + 1)
            }
            entries.append((fields[0], rank))
        }
        return entries
    }

    /// Hash slots: key `node << 32 | code point`, value the child node.
    private let keys: [UInt64]
    private let children: [UInt32]
    private let mask: Int
    /// Per node: the word's best rank (0 when no word ends there) and its list.
    private let ranks: [Int32]
    private let lists: [WordList]
    /// The nodes where words of more than one language end: the other languages' best entries,
    /// each worse than (or as good as) the node's own.
    private let others: [Int: [(rank: Int32, list: WordList)]]

    private static let emptyKey = UInt64.max

    /// Builds the trie from lists whose words are ranked by their position.
    /// - Parameters:
    ///   - lists: each list's name, its words one per line (most common first when ranked), and
    ///     whether it is ranked; an unranked list's words all get rank count / 2, the expected
    ///     number of guesses to hit one of them trying the list in any order.
    ///   - minimumCapacity: the least number of hash slots.
    package init(lists: [(WordList, String, Bool)], minimumCapacity: Int = 1024) {
        self.init(
            rankedLists: lists.map { list, text, ranked in
                let words = text.split(separator: "\n")
                let unranked = max(1, words.count / 2)
                return (list, words.enumerated().map { ($1, ranked ? $0 + 1 : unranked) })
            }, minimumCapacity: minimumCapacity)
    }

    /// Builds the trie from words with explicit ranks.
    /// - Parameters:
    ///   - rankedLists: each list's name and its words with their ranks (1 is the most common).
    ///   - minimumCapacity: the least number of hash slots.
    package init(rankedLists: [(WordList, [(word: Substring, rank: Int)])], minimumCapacity: Int = 1024) {
        var totalScalars = 0
        for (_, words) in rankedLists {
            for entry in words { totalScalars += entry.word.unicodeScalars.count }
        }
        var capacity = minimumCapacity
        while capacity < totalScalars * 2 { capacity <<= 1 }
        var keys = [UInt64](repeating: Self.emptyKey, count: capacity)
        var children = [UInt32](repeating: 0, count: capacity)
        var ranks: [Int32] = [0]
        var wordLists: [WordList] = [.passwords]
        var others: [Int: [(rank: Int32, list: WordList)]] = [:]
        let mask = capacity - 1
        for (list, words) in rankedLists {
            for (word, rank) in words {
                let scalars = word.unicodeScalars
                if scalars.count < 7 {
                    var limit = 1
                    for _ in 0..<scalars.count { limit *= 10 }
                    if rank >= limit { continue }
                }
                var node: UInt32 = 0
                for scalar in scalars {
                    let key = UInt64(node) << 32 | UInt64(ScalarFolding.fold(scalar.value))
                    var slot = Self.slot(for: key, mask: mask)
                    while keys[slot] != key && keys[slot] != Self.emptyKey { slot = (slot + 1) & mask }
                    if keys[slot] == key {
                        node = children[slot]
                    } else {
                        keys[slot] = key
                        children[slot] = UInt32(ranks.count)
                        node = UInt32(ranks.count)
                        ranks.append(0)
                        wordLists.append(list)
                    }
                }
                guard node != 0 else { continue }
                let (at, wordRank) = (Int(node), Int32(rank))
                if ranks[at] == 0 || (wordLists[at].language == list.language && wordRank < ranks[at]) {
                    ranks[at] = wordRank
                    wordLists[at] = list
                } else if wordLists[at].language != list.language {
                    // Another language's word: its own entry, and the best of all first.
                    var entries = others[at] ?? []
                    if let index = entries.firstIndex(where: { $0.list.language == list.language }) {
                        if wordRank < entries[index].rank { entries[index] = (wordRank, list) }
                    } else {
                        entries.append((wordRank, list))
                    }
                    var all = [(rank: ranks[at], list: wordLists[at])] + entries
                    all.sort { ($0.rank, $0.list.order) < ($1.rank, $1.list.order) }
                    ranks[at] = all[0].rank
                    wordLists[at] = all[0].list
                    others[at] = Array(all.dropFirst())
                }
            }
        }
        self.keys = keys
        self.children = children
        self.mask = mask
        self.ranks = ranks
        self.lists = wordLists
        self.others = others
    }

    @inline(__always)
    private static func slot(for key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    /// The trie in ``CompactDictionary``'s layout: breadth-first node numbers, each node's children
    /// contiguous and sorted by label, `value` = `rank << 5 | list` (list as its index in
    /// `WordList.allCases`); where words of several languages end, `value` = `index << 5 | 31`,
    /// and `entries[index]` is their count followed by each as `rank << 5 | list`, best first.
    /// - Returns: `childStart` (one more entry than nodes), `labels`, `values` and `entries`, or
    ///   `nil` when a folded code point does not fit in 16 bits.
    package func compactLayout() -> (childStart: [UInt32], labels: [UInt16], values: [UInt32], entries: [UInt32])? {
        var edges: [[(label: UInt32, child: UInt32)]] = Array(repeating: [], count: ranks.count)
        for slot in keys.indices where keys[slot] != Self.emptyKey {
            let parent = Int(keys[slot] >> 32)
            edges[parent].append((UInt32(truncatingIfNeeded: keys[slot]), children[slot]))
        }
        var order: [UInt32] = [0]
        var labelOf: [UInt16] = [0]
        var childStart: [UInt32] = []
        var position = 0
        while position < order.count {
            let node = Int(order[position])
            childStart.append(UInt32(order.count))
            for edge in edges[node].sorted(by: { $0.label < $1.label }) {
                guard edge.label <= 0xFFFF else { return nil }
                order.append(edge.child)
                labelOf.append(UInt16(edge.label))
            }
            position += 1
        }
        childStart.append(UInt32(order.count))
        let bits = CompactDictionary.listBits
        var entries: [UInt32] = []
        let values = order.map { node -> UInt32 in
            let rank = ranks[Int(node)]
            guard rank != 0 else { return 0 }
            let value = UInt32(rank) << bits | UInt32(lists[Int(node)].order)
            guard let more = others[Int(node)] else { return value }
            let index = UInt32(entries.count)
            entries.append(UInt32(more.count + 1))
            entries.append(value)
            for entry in more { entries.append(UInt32(entry.rank) << bits | UInt32(entry.list.order)) }
            return index << bits | CompactDictionary.manyLists
        }
        return (childStart, labelOf, values, entries)
    }

    /// Calls `found(end, rank, list)` for every word that starts at `start` in `folded`, shortest
    /// first, with its best rank among the lists in `active` (bits by ``WordList/order``).
    /// - Returns: where the walk stopped: the first position no word starting at `start` reaches
    ///   (`folded.count` when the walk ran to the end).
    @inline(__always) @discardableResult
    func forEachWord(
        in folded: UnsafeBufferPointer<UInt32>, from start: Int, active: UInt32 = .max, _ found: (Int, Int, WordList) -> Void
    ) -> Int {
        var node: UInt32 = 0
        var index = start
        keys.withUnsafeBufferPointer { keys in
            while index < folded.count {
                let key = UInt64(node) << 32 | UInt64(folded[index])
                var slot = Self.slot(for: key, mask: mask)
                while keys[slot] != key {
                    if keys[slot] == Self.emptyKey { return }
                    slot = (slot + 1) & mask
                }
                node = children[slot]
                let rank = ranks[Int(node)]
                if rank != 0 {
                    if active == .max || active & 1 << UInt32(lists[Int(node)].order) != 0 {
                        found(index, Int(rank), lists[Int(node)])
                    } else if let entry = others[Int(node)]?.first(where: { active & 1 << UInt32($0.list.order) != 0 }) {
                        found(index, Int(entry.rank), entry.list)
                    }
                }
                index += 1
            }
        }
        return index
    }
}

/// The lists a dictionary word can come from; feedback depends on it.
public enum WordList: String, Sendable, Hashable, CaseIterable {
    /// Common passwords by frequency (Burnett's 10-million-password list).
    case passwords
    /// English words by Wikipedia frequency.
    case englishWikipedia = "english-wikipedia"
    /// English words by frequency in film and TV dialogue (OpenSubtitles).
    case englishDialogue = "english-dialogue"
    /// English words of a spelling dictionary (SCOWL), ranked by frequency band.
    case englishDictionary = "english-dictionary"
    /// US census first names.
    case femaleNames = "female-names"
    /// US census first names.
    case maleNames = "male-names"
    /// US census surnames.
    case surnames
    /// Spanish words by frequency in film and TV dialogue (OpenSubtitles).
    case spanishWords = "spanish-words"
    /// Spanish first names and surnames by frequency (INE).
    case spanishNames = "spanish-names"
    /// German words by frequency in film and TV dialogue (OpenSubtitles).
    case germanWords = "german-words"
    /// French words by frequency in film and TV dialogue (OpenSubtitles).
    case frenchWords = "french-words"
    /// French first names and surnames (INSEE).
    case frenchNames = "french-names"
    /// Italian words by frequency in film and TV dialogue (OpenSubtitles).
    case italianWords = "italian-words"
    /// Dutch words by frequency in film and TV dialogue (OpenSubtitles).
    case dutchWords = "dutch-words"
    /// Dutch first names and surnames by frequency (Statbel, Belgium).
    case dutchNames = "dutch-names"
    /// Portuguese words by frequency in Brazilian film and TV dialogue (OpenSubtitles).
    case portugueseWords = "portuguese-words"
    /// Portuguese first names by frequency (IBGE, Brazil).
    case portugueseNames = "portuguese-names"
    /// The user's own data (email, name) given to the estimator.
    case userInputs = "user-inputs"
    /// Words given to the estimator as easy to guess (a product, company or site name): see
    /// ``PasswordGuessEstimator/init(referenceYear:userInputs:extraWords:languages:)``.
    case extraWords = "extra-words"

    var isNames: Bool {
        switch self {
        case .femaleNames, .maleNames, .surnames, .spanishNames, .frenchNames, .dutchNames, .portugueseNames: true
        default: false
        }
    }

    /// The language the list belongs to; `nil` for lists every estimator uses (common passwords,
    /// the user's inputs, extra words).
    public var language: StrengthLanguage? {
        switch self {
        case .passwords, .userInputs, .extraWords: nil
        case .englishWikipedia, .englishDialogue, .englishDictionary, .femaleNames, .maleNames, .surnames: .english
        case .spanishWords, .spanishNames: .spanish
        case .germanWords: .german
        case .frenchWords, .frenchNames: .french
        case .italianWords: .italian
        case .dutchWords, .dutchNames: .dutch
        case .portugueseWords, .portugueseNames: .portuguese
        }
    }

    /// The list's place in ``allCases``: its number in the compiled tables and in language masks.
    var order: Int { Self.orders[self]! }

    private static let orders = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    /// The bits (by ``order``) of the lists active with `languages`: theirs and the language-free ones.
    static func mask(for languages: Set<StrengthLanguage>) -> UInt32 {
        var mask: UInt32 = 0
        for list in allCases where list.language.map(languages.contains) ?? true { mask |= 1 << UInt32(list.order) }
        return mask
    }
}
