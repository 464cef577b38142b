// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Ranked word lists in one trie over folded code points, walked from each position of a password
/// to find every dictionary word in it.
///
/// A word listed in several lists counts only where it ranks best (zxcvbn's rule), and words whose
/// rank is at least 10^length are left out: guessing that many characters blindly is cheaper.
package struct RankedDictionary: Sendable {
    /// The bundled lists (about 95,000 words): what ``CompactDictionary/bundled`` is generated from.
    package static let bundledLists: [(WordList, String, Bool)] = [
        (.passwords, BundledBlocklist.text, true),
        (.englishWikipedia, BundledWordLists.englishWikipedia, true),
        (.femaleNames, BundledWordLists.femaleNames, true),
        (.maleNames, BundledWordLists.maleNames, true),
        (.surnames, BundledWordLists.surnames, true),
        (.spanishWords, BundledWordLists.spanishWords, true),
        (.spanishNames, BundledWordLists.spanishNames, false),
    ]

    /// Hash slots: key `node << 32 | code point`, value the child node.
    private let keys: [UInt64]
    private let children: [UInt32]
    private let mask: Int
    /// Per node: the word's rank (0 when no word ends there) and its list.
    private let ranks: [Int32]
    private let lists: [WordList]

    private static let emptyKey = UInt64.max

    /// Builds the trie.
    /// - Parameter lists: each list's name, its words one per line (most common first when ranked),
    ///   and whether it is ranked; an unranked list's words all get rank count / 2, the expected
    ///   number of guesses to hit one of them trying the list in any order.
    ///   - minimumCapacity: the least number of hash slots.
    package init(lists: [(WordList, String, Bool)], minimumCapacity: Int = 1024) {
        var totalScalars = 0
        var parsed: [(WordList, [Substring], Bool)] = []
        for (list, text, ranked) in lists {
            let words = text.split(separator: "\n")
            totalScalars += text.unicodeScalars.count
            parsed.append((list, words, ranked))
        }
        var capacity = minimumCapacity
        while capacity < totalScalars * 2 { capacity <<= 1 }
        var keys = [UInt64](repeating: Self.emptyKey, count: capacity)
        var children = [UInt32](repeating: 0, count: capacity)
        var ranks: [Int32] = [0]
        var wordLists: [WordList] = [.passwords]
        let mask = capacity - 1
        for (list, words, ranked) in parsed {
            for (index, word) in words.enumerated() {
                let rank = ranked ? index + 1 : max(1, words.count / 2)
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
    /// contiguous and sorted by label, `value` = `rank << 3 | list` (list as its index in
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
            return rank == 0 ? 0 : UInt32(rank) << 3 | listIndex[lists[Int(node)]]!
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
    /// Django's common-password list.
    case passwords
    /// English words by Wikipedia frequency.
    case englishWikipedia = "english-wikipedia"
    /// US census first names.
    case femaleNames = "female-names"
    /// US census first names.
    case maleNames = "male-names"
    /// US census surnames.
    case surnames
    /// The most frequent Spanish word forms.
    case spanishWords = "spanish-words"
    /// Spanish first names and surnames.
    case spanishNames = "spanish-names"
    /// The user's own data (email, name) given to the estimator.
    case userInputs = "user-inputs"

    var isNames: Bool {
        switch self {
        case .femaleNames, .maleNames, .surnames, .spanishNames: true
        default: false
        }
    }
}

/// The namespace of the generated word lists (Scripts/build-strength-lists.py).
enum BundledWordLists {}
