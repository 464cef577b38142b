// SPDX-License-Identifier: Apache-2.0
import CCredKitData
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitStrength

@Suite("Compiled-in dictionary")
struct CompactDictionaryTests {
    /// The repository's `Data/strength`, the word lists the tables are generated from.
    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data/strength").path
    /// The bundled lists read from their files, once.
    static let lists = Result { try RankedDictionary.bundledLists(in: dataDirectory) }

    @Test(
        "The compiled-in tables are exactly what the word lists in Data/strength give (run `make generate` after changing them)")
    func tablesAreCurrent() throws {
        let layout = try #require(RankedDictionary(rankedLists: try Self.lists.get()).compactLayout())
        let nodes = Int(credkit_strength_nodes())
        #expect(nodes == layout.labels.count)
        #expect(nodes > 600_000)
        #expect(Array(UnsafeBufferPointer(start: credkit_strength_child_starts(), count: nodes + 1)) == layout.childStart)
        #expect(Array(UnsafeBufferPointer(start: credkit_strength_labels(), count: nodes)) == layout.labels)
        #expect(Array(UnsafeBufferPointer(start: credkit_strength_values(), count: nodes)) == layout.values)
        let entries = Int(credkit_strength_entries_count())
        #expect(entries > 100_000)
        #expect(Array(UnsafeBufferPointer(start: credkit_strength_entries(), count: entries)) == layout.entries)
    }

    @Test("A walk resumed from a noted node finds what a walk from the start finds past that point")
    func resumedWalk() {
        let dictionary = CompactDictionary.bundledDefaults
        var random = SplitMix64(seed: 0x1337)
        let alphabet = Array("aeiloprstn0134@$".unicodeScalars).map { ScalarFolding.fold($0.value) }
        var inputs = ["passwordpassword", "iloveyou", "dragonfly", "contraseña"].map {
            $0.unicodeScalars.map { ScalarFolding.fold($0.value) }
        }
        for _ in 0..<3_000 {
            inputs.append((0..<Int.random(in: 2...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        var resumed = 0
        for input in inputs {
            input.withUnsafeBufferPointer { folded in
                for start in 0..<folded.count {
                    var path = [UInt32](repeating: 0, count: 6)
                    var fromStart: [String] = []
                    let reach = path.withUnsafeMutableBufferPointer { path in
                        dictionary.forEachWord(in: folded, from: start, recording: path) { fromStart.append("\($0) \($1) \($2)") }
                    }
                    // From every noted node: the words ending at or after the next position.
                    for index in (start + 1)..<min(reach, start + path.count) + 1
                    where index < folded.count && index - start - 1 < path.count {
                        var fromNode: [String] = []
                        dictionary.forEachWord(in: folded, resumingAt: index, node: path[index - start - 1]) {
                            fromNode.append("\($0) \($1) \($2)")
                        }
                        let expected = fromStart.filter { Int($0.split(separator: " ")[0])! >= index }
                        #expect(fromNode == expected, "\(input) from \(start) at \(index)")
                        resumed += 1
                    }
                }
            }
        }
        #expect(resumed > 5_000)
    }

    @Test(
        "Every word found in the hash trie is found in the compact one, with its rank and list, whatever languages are on",
        arguments: [
            Set(StrengthLanguage.allCases), StrengthLanguage.defaults, [.german], [.english, .french], [.portuguese, .dutch],
            [],
        ] as [Set<StrengthLanguage>])
    func sameWords(languages: Set<StrengthLanguage>) throws {
        let reference = RankedDictionary(rankedLists: try Self.lists.get())
        let compact = CompactDictionary.bundled.restricted(to: languages)
        let active = WordList.mask(for: languages)
        var random = SplitMix64(seed: 0xD1C7)
        let alphabet = Array("abcdeilmnoprstuñ0123456789!@ÁÉ".unicodeScalars).map { ScalarFolding.fold($0.value) }
        let samples = [
            "password123", "contraseña", "iloveyoumaria", "qwertyjohnsmith", "mariagarcia1990", "dragonfly",
            "schmetterling", "bonjourmonamour", "amoreliefde", "saudadepeeters", "sommerferien",
        ]
        var inputs = samples.map { $0.unicodeScalars.map { ScalarFolding.fold($0.value) } }
        for _ in 0..<5_000 {
            inputs.append((0..<Int.random(in: 1...16, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        var found = 0
        for input in inputs {
            input.withUnsafeBufferPointer { folded in
                for start in 0..<folded.count {
                    var expected: [String] = []
                    var actual: [String] = []
                    reference.forEachWord(in: folded, from: start, active: active) { expected.append("\($0) \($1) \($2)") }
                    compact.forEachWord(in: folded, from: start) { actual.append("\($0) \($1) \($2)") }
                    #expect(expected == actual)
                    found += actual.count
                }
            }
        }
        #expect(found > (languages.contains(.english) ? 2_500 : 50), "\(found) words found")
    }

    @Test("A word of several languages: each language's rank, the best active one reported")
    func severalLanguages() throws {
        let dictionary = RankedDictionary(rankedLists: [
            (.passwords, [("amore", 6_595)]), (.italianWords, [("amore", 304)]), (.englishDictionary, [("amore", 20_000)]),
            (.englishWikipedia, [("amore", 9_000)]), (.spanishWords, [("amore", 12_000)]),
        ])
        let layout = try #require(dictionary.compactLayout())
        // One word: the root, five nodes, and one entry list: count, then best first.
        #expect(layout.labels.count == 6)
        let value = layout.values[5]
        #expect(value & 31 == 31 && value >> 5 == 0)
        let order = { (list: WordList) in UInt32(list.order) }
        #expect(
            layout.entries == [
                4, 304 << 5 | order(.italianWords), 6_595 << 5 | order(.passwords),
                9_000 << 5 | order(.englishWikipedia), 12_000 << 5 | order(.spanishWords),
            ])
        let word = "amore".unicodeScalars.map(\.value)
        func best(_ languages: Set<StrengthLanguage>) -> String? {
            var found: String?
            _ = word.withUnsafeBufferPointer { folded in
                dictionary.forEachWord(in: folded, from: 0, active: WordList.mask(for: languages)) { _, rank, list in
                    found = "\(rank) \(list)"
                }
            }
            return found
        }
        #expect(best([.italian]) == "304 italianWords")
        #expect(best([.english]) == "6595 passwords")
        #expect(best([]) == "6595 passwords")
        #expect(best(Set(StrengthLanguage.allCases)) == "304 italianWords")
    }

    @Test("A dictionary with no nodes finds nothing")
    func empty() {
        let zero: [UInt32] = [0, 0]
        let labels: [UInt16] = [0]
        zero.withUnsafeBufferPointer { childStart in
            labels.withUnsafeBufferPointer { labels in
                let dictionary = CompactDictionary(
                    childStart: childStart.baseAddress!, labels: labels.baseAddress!, values: childStart.baseAddress!,
                    entries: childStart.baseAddress!, nodeCount: 1)
                var calls = 0
                let reach = [UInt32(97)].withUnsafeBufferPointer {
                    dictionary.forEachWord(in: $0, from: 0) { _, _, _ in calls += 1 }
                }
                #expect(calls == 0 && reach == 0)
            }
        }
    }
}
