// SPDX-License-Identifier: Apache-2.0
import CCredKitData
import CredKitCore

/// The bundled ranked dictionary as a breadth-first trie in static read-only arrays, compiled into
/// the library (`CCredKitData`, generated from ``RankedDictionary`` by `swift run
/// credkit-generate-data`): nothing is built when a process starts, and only the pages a lookup
/// touches become resident.
///
/// The children of node `i` are nodes `childStart[i] ..< childStart[i + 1]`, sorted by the folded code
/// point on the edge into them; `value` is `rank << 5 | list` where a word ends, else 0. Where words
/// of several languages end, `value` is `index << 5 | 31` and `entries[index]` holds their count, then
/// each as `rank << 5 | list`, best first: a lookup reports the first whose list is active.
struct CompactDictionary: @unchecked Sendable {
    // @unchecked: the pointers address immutable static data (or arrays this value keeps alive).
    private let childStart: UnsafePointer<UInt32>
    private let labels: UnsafePointer<UInt16>
    private let values: UnsafePointer<UInt32>
    private let entries: UnsafePointer<UInt32>
    /// The lists reported, as bits by ``WordList/order``.
    private(set) var active: UInt32
    /// Number of nodes, the root (0) included.
    let nodeCount: Int
    /// The root's children by ASCII code point, for the first step of every walk (0: none).
    private let rootASCII: [UInt32]
    /// The nodes two ASCII steps from the root, by `first << 7 | second` (0: none).
    private let pairASCII: [UInt32]

    /// The bundled lists, compiled in.
    static let bundled = CompactDictionary(
        childStart: credkit_strength_child_starts(), labels: credkit_strength_labels(),
        values: credkit_strength_values(), entries: credkit_strength_entries(), nodeCount: Int(credkit_strength_nodes()))

    /// The bundled lists with the default languages (``StrengthLanguage/defaults``).
    static let bundledDefaults = bundled.restricted(to: StrengthLanguage.defaults)

    init(
        childStart: UnsafePointer<UInt32>, labels: UnsafePointer<UInt16>, values: UnsafePointer<UInt32>,
        entries: UnsafePointer<UInt32>, nodeCount: Int, active: UInt32 = .max
    ) {
        self.childStart = childStart
        self.labels = labels
        self.values = values
        self.entries = entries
        self.active = active
        self.nodeCount = nodeCount
        var rootASCII = [UInt32](repeating: 0, count: 128)
        if nodeCount > 0 {
            for child in Int(childStart[0])..<Int(childStart[1]) where labels[child] < 128 {
                rootASCII[Int(labels[child])] = UInt32(child)
            }
        }
        self.rootASCII = rootASCII
        var pairASCII = [UInt32](repeating: 0, count: 128 * 128)
        for first in 0..<128 where rootASCII[first] != 0 {
            let node = Int(rootASCII[first])
            for child in Int(childStart[node])..<Int(childStart[node + 1]) where labels[child] < 128 {
                pairASCII[first << 7 | Int(labels[child])] = UInt32(child)
            }
        }
        self.pairASCII = pairASCII
    }

    private init(_ other: CompactDictionary, active: UInt32) {
        self = other
        self.active = active
    }

    /// This dictionary reporting only the words of `languages` and of the lists every estimator
    /// uses.
    func restricted(to languages: Set<StrengthLanguage>) -> CompactDictionary {
        CompactDictionary(self, active: WordList.mask(for: languages))
    }

    static let listOrder = WordList.allCases
    /// The low bits of a value that hold the list.
    static let listBits: UInt32 = 5
    private static let listMask: UInt32 = 1 << listBits - 1
    /// The list field of a value whose words come from several languages.
    static let manyLists: UInt32 = listMask

    /// Reports the word ending at `index` whose value is `value` (not 0): its own list when
    /// active, else the best active entry of several languages.
    @inline(__always)
    private func report(_ value: UInt32, _ index: Int, _ found: (Int, Int, WordList) -> Void) {
        let list = value & Self.listMask
        if list != Self.manyLists {
            if active & 1 << list != 0 { found(index, Int(value >> Self.listBits), Self.listOrder[Int(list)]) }
            return
        }
        let first = Int(value >> Self.listBits)
        for slot in (first + 1)..<(first + 1 + Int(entries[first])) {
            let entry = entries[slot]
            let list = entry & Self.listMask
            if active & 1 << list != 0 {
                found(index, Int(entry >> Self.listBits), Self.listOrder[Int(list)])
                return
            }
        }
    }

    /// The child of `node` reached by `label`, or `nil`.
    @inline(__always)
    private func child(of node: Int, _ label: UInt32) -> Int? {
        guard label <= 0xFFFF else { return nil }
        var low = Int(childStart[node])
        let end = Int(childStart[node + 1])
        var high = end
        let target = UInt16(label)
        // Most nodes have a handful of children: halve only while many remain, then scan.
        while high - low > 8 {
            let middle = (low + high) >> 1
            if labels[middle] < target { low = middle + 1 } else { high = middle + 1 }
        }
        while low < end {
            let current = labels[low]
            if current == target { return low }
            if current > target { return nil }
            low += 1
        }
        return nil
    }

    /// Calls `found(end, rank, list)` for every word of the active lists that starts at `start` in
    /// `folded`, shortest first.
    /// - Parameter path: where to note the node reached after each character (`path[k]`: after
    ///   `folded[start + k]`), as far as the walk and the buffer go; a later walk over text that
    ///   shares the prefix resumes there (``forEachWord(in:resumingAt:node:_:)``).
    /// - Returns: where the walk stopped: the first position no word starting at `start` reaches
    ///   (`folded.count` when the walk ran to the end).
    @inline(__always) @discardableResult
    func forEachWord(
        in folded: UnsafeBufferPointer<UInt32>, from start: Int, recording path: UnsafeMutableBufferPointer<UInt32>? = nil,
        _ found: (Int, Int, WordList) -> Void
    ) -> Int {
        guard start < folded.count, nodeCount > 1 else { return start }
        let first = folded[start]
        var node: Int
        if first < 128 {
            node = Int(rootASCII[Int(first)])
            if node == 0 { return start }
        } else {
            guard let next = child(of: 0, first) else { return start }
            node = next
        }
        let recorded = path.map { min($0.count, folded.count - start) } ?? 0
        var index = start
        if first < 128 {
            // The first two steps from the tables.
            let value = values[node]
            if value != 0 { report(value, index, found) }
            if recorded > 0 { path![0] = UInt32(node) }
            index += 1
            guard index < folded.count else { return index }
            let second = folded[index]
            if second < 128 {
                node = Int(pairASCII[Int(first) << 7 | Int(second)])
                if node == 0 { return index }
            } else {
                guard let next = child(of: node, second) else { return index }
                node = next
            }
        }
        while true {
            let value = values[node]
            if value != 0 { report(value, index, found) }
            if index - start < recorded { path![index - start] = UInt32(node) }
            index += 1
            guard index < folded.count, let next = child(of: node, folded[index]) else { return index }
            node = next
        }
    }

    /// Continues a walk that reached `node` before `folded[index]` (noted by
    /// ``forEachWord(in:from:recording:_:)`` over the same characters): calls `found(end, rank,
    /// list)` for every word of the active lists that goes on from there, shortest first. Words
    /// ending before `index` are not reported.
    @inline(__always)
    func forEachWord(
        in folded: UnsafeBufferPointer<UInt32>, resumingAt index: Int, node: UInt32, _ found: (Int, Int, WordList) -> Void
    ) {
        var index = index
        var node = Int(node)
        while index < folded.count, let next = child(of: node, folded[index]) {
            node = next
            let value = values[node]
            if value != 0 { report(value, index, found) }
            index += 1
        }
    }
}
