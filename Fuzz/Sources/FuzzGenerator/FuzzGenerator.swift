// SPDX-License-Identifier: Apache-2.0
import CredKit
import FuzzSupport

/// The generator's options (what `credkit generate` builds from its command line) against a fuzzed
/// policy: any combination either is refused with a `GeneratorError` or makes passwords that pass
/// the policy, with an entropy that is a finite, non-negative number of bits.
@main
enum FuzzGenerator {
    static func main() {
        Fuzzer.run { input in
            guard input.count >= 8 else { return }
            let flags = input[0]
            let lengthByte = Int(input[1])
            let words = Int(input[2] % 12)
            let separatorLength = Int(input[3] % 4)
            let rest = Array(input[4...])
            let separator = String(decoding: rest.prefix(separatorLength), as: UTF8.self)
            let excluded = String(decoding: rest.dropFirst(separatorLength).prefix(Int(input[4] % 16)), as: UTF8.self)
            let policyJSON = Array(rest.dropFirst(separatorLength + Int(input[4] % 16)))
            let policy: PasswordPolicy
            if let parsed = try? PasswordPolicy(jsonBytes: policyJSON) {
                policy = parsed
            } else {
                policy = PasswordPolicy(
                    minimumLength: 6 + Int(input[5] % 20), requireUppercase: input[5] & 1 != 0,
                    requireLowercase: input[5] & 2 != 0, requireNumbers: input[6] & 1 != 0, requireSymbols: input[6] & 2 != 0)
            }
            // Policies whose extensions need a network or a file are left to the tests.
            guard policy.extraRules.breached == nil, let checker = try? PasswordChecker(policy: policy) else { return }
            let alphabet = GeneratorAlphabet(
                uppercase: flags & 1 == 0, lowercase: flags & 2 == 0, digits: flags & 4 == 0, symbols: flags & 8 == 0,
                space: flags & 16 != 0, excluded: excluded, excludesAmbiguous: flags & 32 != 0)
            let recipe: GeneratorRecipe =
                words == 0
                ? .characters(CharacterRecipe(length: lengthByte < 128 ? nil : lengthByte - 120, alphabet: alphabet))
                : .passphrase(
                    PassphraseRecipe(
                        wordCount: words, separator: separator, wordList: flags & 64 == 0 ? .english : .spanish,
                        capitalizes: flags & 128 != 0, addsNumber: lengthByte & 1 != 0, addsSymbol: lengthByte & 2 != 0,
                        alphabet: alphabet))
            guard let generator = try? PasswordGenerator(checker: checker, recipe: recipe) else { return }
            if !generator.entropyBits.isFinite || generator.entropyBits < 0 { fatalError("entropy \(generator.entropyBits)") }
            let session = generator.makeSession()
            let evaluator = checker.makeEvaluator()
            var password: [UInt8] = []
            for _ in 0..<3 {
                // A policy that rejects every candidate is a GeneratorError, not a finding.
                guard (try? session.next(into: &password)) != nil else { return }
                if !password.withUnsafeBufferPointer({ evaluator.evaluate($0) }).isValid {
                    fatalError("a generated password fails the policy")
                }
            }
        }
    }
}
