// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A character recipe checked against a policy: the alphabets for the two ends and the inside, the
/// classes required, and the exact count of passwords the construction can produce.
struct CharacterPlan: Sendable {
    /// The alphabets and the classes the policy requires.
    struct Classes: Sendable {
        /// Characters for the first and last position (never a space).
        var edge: [UInt8]
        /// Characters for the inner positions.
        var inner: [UInt8]
        /// ``ClassBit`` bits the policy requires.
        var required: UInt8

        init(policy: PasswordPolicy, alphabet: GeneratorAlphabet) {
            edge = [.uppercase, .lowercase, .digit, .symbol].flatMap { alphabet.characters(of: $0) }
            inner = edge + alphabet.characters(of: .space)
            required = ClassBit.required(by: policy)
        }
    }

    let length: Int
    let classes: Classes
    let entropyBits: Double
    let acceptance: Double

    init(policy: PasswordPolicy, recipe: CharacterRecipe) throws(GeneratorError) {
        let classes = Classes(policy: policy, alphabet: recipe.alphabet)
        guard !classes.edge.isEmpty else { throw GeneratorError(.emptyAlphabet) }
        for (bit, characterClass) in ClassBit.classes where classes.required & bit != 0 {
            if !classes.inner.contains(where: { ClassBit.table[Int($0)] == bit }) {
                throw GeneratorError(.classExcluded, localized: ["class": characterClass.textKey])
            }
        }
        let length = recipe.length ?? PasswordGenerator.defaultLength(for: policy, alphabet: recipe.alphabet)
        guard (policy.minimumLength...policy.effectiveMaximumLength).contains(length) else {
            throw GeneratorError(
                .lengthOutOfRange,
                [
                    "length": String(length), "minimum": String(policy.minimumLength),
                    "maximum": String(policy.effectiveMaximumLength),
                ])
        }
        let count = Self.count(length: length, classes: classes)
        guard count.acceptance > 0 else { throw GeneratorError(.unsatisfiable, ["length": String(length)]) }
        self.length = length
        self.classes = classes
        self.entropyBits = count.log2Count
        self.acceptance = count.acceptance
    }

    /// The number of passwords of `length` characters, ends from the edge alphabet and the inside
    /// from the inner one, that hold every required class — as log₂ — and the share of all such
    /// strings they are.
    ///
    /// Inclusion and exclusion over the required classes: for each subset T, the strings that avoid
    /// every class in T number e_T² · i_T^(length−2), where e_T and i_T are the edge and inner
    /// alphabets without T's characters; the valid strings are Σ (−1)^|T| e_T² · i_T^(length−2).
    /// Dividing each term by e_∅² · i_∅^(length−2) keeps the sum between 0 and 1 in floating point
    /// (its error is far below a thousandth of a bit); the count's log₂ adds the whole space's back.
    static func count(length: Int, classes: Classes) -> (log2Count: Double, acceptance: Double) {
        let required = ClassBit.classes.map(\.bit).filter { classes.required & $0 != 0 }
        let edgeAll = Double(classes.edge.count)
        let innerAll = Double(classes.inner.count)
        let innerPositions = Double(max(length - 2, 0))
        let edgePositions = Double(min(length, 2))
        var acceptance = 0.0
        for subset in 0..<(1 << required.count) {
            var avoided: UInt8 = 0
            for (index, bit) in required.enumerated() where subset & (1 << index) != 0 { avoided |= bit }
            let edge = Double(classes.edge.count { ClassBit.table[Int($0)] & avoided == 0 })
            let inner = Double(classes.inner.count { ClassBit.table[Int($0)] & avoided == 0 })
            let term = pow(edge / edgeAll, edgePositions) * pow(inner / innerAll, innerPositions)
            acceptance += subset.nonzeroBitCount % 2 == 0 ? term : -term
        }
        acceptance = min(max(acceptance, 0), 1)
        let log2Space = edgePositions * log2(edgeAll) + innerPositions * log2(innerAll)
        return (log2Space + log2(acceptance), acceptance)
    }
}
