// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Ranked word lists in one trie over folded code points, walked from each position of a password
/// to find every dictionary word in it.
///
/// A word listed in several lists counts only where it ranks best (zxcvbn's rule), and words whose
/// rank is at least 10^length are left out: guessing that many characters blindly is cheaper.
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
    /// Per node: the word's rank (0 when no word ends there) and its list.
    private let ranks: [Int32]
    private let lists: [WordList]

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
                if node != 0 && (ranks[Int(node)] == 0 || rank < ranks[Int(node)]) {
                    ranks[Int(node)] = Int32(rank)
                    wordLists[Int(node)] = list
                }
            }
        }
        self.keys = keys
        self.children = children
        self.mask = mask
        self.ranks = ranks
        self.lists = wordLists
    }

    @inline(__always)
    private static func slot(for key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    /// The trie in ``CompactDictionary``'s layout: breadth-first node numbers, each node's children
    /// contiguous and sorted by label, `value` = `rank << 4 | list` (list as its index in
    /// `WordList.allCases`).
    /// - Returns: `childStart` (one more entry than nodes), `labels` and `values`, or `nil` when a
    ///   folded code point does not fit in 16 bits.
    package func compactLayout() -> (childStart: [UInt32], labels: [UInt16], values: [UInt32])? {
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
        let listIndex = Dictionary(uniqueKeysWithValues: WordList.allCases.enumerated().map { ($1, UInt32($0)) })
        let values = order.map { node -> UInt32 in
            let rank = ranks[Int(node)]
            return rank == 0 ? 0 : UInt32(rank) << CompactDictionary.listBits | listIndex[lists[Int(node)]]!
        }
        return (childStart, labelOf, values)
    }

    /// Calls `found(end, rank, list)` for every word that starts at `start` in `folded`, shortest first.
    /// - Returns: where the walk stopped: the first position no word starting at `start` reaches
    ///   (`folded.count` when the walk ran to the end).
    @inline(__always) @discardableResult
    func forEachWord(in folded: UnsafeBufferPointer<UInt32>, from start: Int, _ found: (Int, Int, WordList) -> Void) -> Int {
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
                if rank != 0 { found(index, Int(rank), lists[Int(node)]) }
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
    /// The user's own data (email, name) given to the estimator.
    case userInputs = "user-inputs"
    /// Words given to the estimator as easy to guess (a product, company or site name): see
    /// ``PasswordGuessEstimator/init(referenceYear:userInputs:extraWords:)``.
    case extraWords = "extra-words"

    var isNames: Bool {
        switch self {
        case .femaleNames, .maleNames, .surnames, .spanishNames: true
        default: false
        }
    }
}
