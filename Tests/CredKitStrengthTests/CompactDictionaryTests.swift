// SPDX-License-Identifier: Apache-2.0
import CCredKitData
import Foundation
import Testing

@testable import CredKitStrength
@testable import _CredKitCore

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
        #expect(nodes > 400_000)
        let childStart = UnsafeBufferPointer(start: credkit_strength_child_starts(), count: nodes + 1)
        let labels = UnsafeBufferPointer(start: credkit_strength_labels(), count: nodes)
        let values = UnsafeBufferPointer(start: credkit_strength_values(), count: nodes)
        #expect(Array(childStart) == layout.childStart)
        #expect(Array(labels) == layout.labels)
        #expect(Array(values) == layout.values)
    }

    @Test("Every word found in the hash trie is found in the compact one, with its rank and list")
    func sameWords() throws {
        let reference = RankedDictionary(rankedLists: try Self.lists.get())
        let compact = CompactDictionary.bundled
        var random = SplitMix64(seed: 0xD1C7)
        let alphabet = Array("abcdeilmnoprstuñ0123456789!@ÁÉ".unicodeScalars).map { ScalarFolding.fold($0.value) }
        let samples = ["password123", "contraseña", "iloveyoumaria", "qwertyjohnsmith", "mariagarcia1990", "dragonfly"]
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
                    reference.forEachWord(in: folded, from: start) { expected.append("\($0) \($1) \($2)") }
                    compact.forEachWord(in: folded, from: start) { actual.append("\($0) \($1) \($2)") }
                    #expect(expected == actual)
                    found += actual.count
                }
            }
        }
        #expect(found > 2_500, "\(found) words found")
    }

    @Test("A dictionary with no nodes finds nothing")
    func empty() {
        let zero: [UInt32] = [0, 0]
        let labels: [UInt16] = [0]
        zero.withUnsafeBufferPointer { childStart in
            labels.withUnsafeBufferPointer { labels in
                let dictionary = CompactDictionary(
                    childStart: childStart.baseAddress!, labels: labels.baseAddress!, values: childStart.baseAddress!,
                    nodeCount: 1)
                var calls = 0
                [UInt32(97)].withUnsafeBufferPointer { dictionary.forEachWord(in: $0, from: 0) { _, _, _ in calls += 1 } }
                #expect(calls == 0)
            }
        }
    }
}
