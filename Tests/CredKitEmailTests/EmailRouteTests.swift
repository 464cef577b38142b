// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Testing

@testable import CredKitEmail

/// Deterministic edits, so mutated inputs are the same on every run.
private struct Mutator {
    var generator: SplitMix64

    init(state: UInt64) {
        generator = SplitMix64(seed: state)
    }

    mutating func next() -> UInt64 { generator.next() }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// `input` with one to three edits drawn from characters that matter to the grammar.
    mutating func mutate(_ input: String) -> String {
        let alphabet: [Character] = [
            "@", ".", "-", "\"", "<", "\\", " ", "_", "a", "Z", "0", "x", "é", "ß", "ж", "λ", "用", "\u{301}",
            "\u{200B}", "＠", "。", "ﬁ", "Ⓐ", "\t", "[", "]", "(", ")", "+", "'",
        ]
        var characters = Array(input)
        for _ in 0...(next() % 3) {
            let position = characters.isEmpty ? 0 : Int(next() % UInt64(characters.count + 1))
            switch next() % 3 {
            case 0: characters.insert(pick(alphabet), at: position)
            case 1: if position < characters.count { characters.remove(at: position) }
            default: if position < characters.count { characters[position] = pick(alphabet) }
            }
        }
        return String(characters)
    }
}

@Suite("Email: byte routes against the string route")
struct EmailRouteTests {
    let checker = EmailChecker().makeEvaluator()

    private func expectSameVerdict(_ input: String) {
        var bytes = input
        let routed = bytes.withUTF8 { checker.check($0) }
        #expect(routed == DefaultEmailSyntax.validate(input), "\(input.debugDescription)")
    }

    @Test("Mutated reference addresses get the same verdict, reason, position and forms")
    func mutatedReferences() {
        var mutator = Mutator(state: 42)
        let seeds = EmailReferenceCase.all.map(\.input) + ["jose@example.com", "PostMaster@Example.COM", "josé@münchen.de"]
        #expect(seeds.count > 1_400)
        for seed in seeds {
            for _ in 0..<12 { expectSameVerdict(mutator.mutate(seed)) }
        }
    }

    @Test("Every scalar the byte route takes as NFC-stable gives the string route's verdict")
    func nfcStableScalars() {
        let ranges: [ClosedRange<UInt32>] = [
            0x80...0x2FF, 0x0386...0x03CE, 0x0400...0x052F, 0x05D0...0x05EA, 0x0621...0x064A, 0x0904...0x0939,
            0x0E01...0x0E30, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x4FFF, 0xAC00...0xAD00,
        ]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if DefaultEmailSyntax.isNFCStable(scalar) {
                    #expect(String(scalar).precomposedNFC == String(scalar), "U+\(String(value, radix: 16))")
                    #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16))")
                }
                expectSameVerdict("a\(scalar)b@example.com")
                expectSameVerdict("\(scalar)@example.com")
            }
        }
    }

    @Test("The streaming outcome and normalised bytes match the verdict")
    func streamingOutcome() {
        for input in ["Jose@EXAMPLE.com", "josé@Example.COM", "jose@münchen.DE", "x@@example.com", "abuse@Example.com"] {
            var bytes = input
            let verdict = bytes.withUTF8 { checker.check($0) }
            let outcome = bytes.withUTF8 { checker.evaluate($0) }
            #expect(outcome.rejection == verdict.rejection && outcome.position == verdict.position)
            #expect(outcome.requiresSMTPUTF8 == verdict.requiresSMTPUTF8)
            if verdict.isValid {
                #expect(checker.withNormalizedBytes { String(decoding: $0, as: UTF8.self) } == verdict.normalized)
            }
        }
        var bytes = "Jose@münchen.DE"
        let verdict = bytes.withUTF8 { checker.check($0) }
        #expect(verdict.normalized == "Jose@münchen.de" && verdict.asciiEmail == "Jose@xn--mnchen-3ya.de")
    }
}
