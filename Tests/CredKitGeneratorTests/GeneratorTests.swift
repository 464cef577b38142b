// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitGenerator
import Foundation
import Testing

@Suite("Password generator")
struct GeneratorTests {
    /// Custom policies with every extension the generator must satisfy.
    static let customPolicies: [(String, String)] = [
        (
            "blocklist, user context, patterns, maximum",
            #"{"PasswordPolicy": {"MinimumLength": 10, "RequireUppercase": true, "RequireLowercase": true, "RequireNumbers": true, "RequireSymbols": false}, "CredKit": {"MaximumLength": 12, "Blocklist": {"Bundled": true, "Words": ["acme"]}, "RejectUserContext": {}, "ForbiddenPatterns": [{"Pattern": "[0-9]{2}", "Message": {"en": "no two digits in a row", "es": "no two digits in a row"}}], "RequiredPatterns": [{"Pattern": "^[A-Za-z]", "Message": {"en": "starts with a letter", "es": "starts with a letter"}}]}}"#
        ),
        (
            "minimum strength on the guesses meter",
            #"{"PasswordPolicy": {"MinimumLength": 8, "RequireUppercase": false, "RequireLowercase": true, "RequireNumbers": false, "RequireSymbols": false}, "CredKit": {"MinimumStrength": {"Bars": 4, "Model": "guesses"}}}"#
        ),
    ]

    static func checker(_ json: String) throws -> PasswordChecker {
        try PasswordChecker(policy: PasswordPolicy(jsonBytes: Array(json.utf8)))
    }

    @Test("Every bundled policy: 100,000 passwords and 20,000 passphrases, all pass the policy", arguments: PolicyPreset.all)
    func bundled(preset: PolicyPreset) throws {
        let checker = try PasswordChecker(policy: preset.policy())
        let context = UserContext(email: "maria.garcia@example.com", username: "mgarcia", name: "María García")
        let recipes: [(GeneratorRecipe, Int)] = [
            (.characters(CharacterRecipe()), 100_000),
            (.passphrase(PassphraseRecipe(wordCount: 5)), 10_000),
            (.passphrase(PassphraseRecipe(wordCount: 5, separator: " ", wordList: .spanish)), 10_000),
        ]
        for (recipe, count) in recipes {
            let generator = try PasswordGenerator(checker: checker, recipe: recipe, context: context)
            let session = generator.makeSession()
            let evaluator = checker.makeEvaluator(context: context)
            var password: [UInt8] = []
            for _ in 0..<count {
                try session.next(into: &password)
                let outcome = password.withUnsafeBufferPointer { evaluator.evaluate($0) }
                #expect(outcome.isValid, "\(preset.name): \(outcome.failedRules.rules)")
            }
        }
    }

    @Test("Custom policies with extraRules: 100,000 passwords each pass, and the cost is measured")
    func custom() throws {
        for (name, json) in Self.customPolicies {
            let checker = try Self.checker(json)
            let context = UserContext(email: "acme.admin@example.com", username: "zorro")
            let count = name.contains("strength") ? 20_000 : 100_000
            let generator = try PasswordGenerator(
                checker: checker,
                recipe: .characters(CharacterRecipe(length: name.contains("strength") ? nil : checker.policy.minimumLength)),
                context: context)
            let session = generator.makeSession()
            let evaluator = checker.makeEvaluator(context: context)
            var password: [UInt8] = []
            for _ in 0..<count {
                try session.next(into: &password)
                #expect(password.withUnsafeBufferPointer { evaluator.evaluate($0) }.isValid, "\(name)")
            }
            if name.contains("patterns") {
                // Two digits in a row or a first character that is not a letter: a real share is
                // rejected, and the session says how many bits that costs.
                #expect(session.rejectedByPolicy > count / 10)
                #expect(session.measuredBitsLost > 0.1 && session.measuredBitsLost < 3)
            }
        }
    }

    @Test("The entropy is exact: brute-force counts of small constructions agree to 1e-9 bits")
    func exactEntropy() throws {
        // A 6-character policy with all four classes over a tiny alphabet: count by enumeration.
        let policy = PasswordPolicy(minimumLength: 6)
        let alphabet = GeneratorAlphabet(
            excluded: String((33...126).map { Character(UnicodeScalar(UInt8($0))) }.filter { !"Ab7!#".contains($0) }),
            excludesAmbiguous: false)
        for space in [false, true] {
            var withSpace = alphabet
            withSpace.space = space
            let generator = try PasswordGenerator(
                checker: PasswordChecker(policy: policy), recipe: .characters(CharacterRecipe(length: 6, alphabet: withSpace)))
            let characters: [UInt8] = Array("Ab7!#".utf8) + (space ? [0x20] : [])
            var valid = 0
            var total = 0
            var indices = [Int](repeating: 0, count: 6)
            while true {
                let string = indices.map { characters[$0] }
                if string.first != 0x20 && string.last != 0x20 {
                    total += 1
                    let hasUpper = string.contains(UInt8(ascii: "A"))
                    let hasLower = string.contains(UInt8(ascii: "b"))
                    let hasDigit = string.contains(UInt8(ascii: "7"))
                    let hasSymbol = string.contains { "!# ".utf8.contains($0) }
                    if hasUpper && hasLower && hasDigit && hasSymbol { valid += 1 }
                }
                var position = 5
                while position >= 0 {
                    indices[position] += 1
                    if indices[position] < characters.count { break }
                    indices[position] = 0
                    position -= 1
                }
                if position < 0 { break }
            }
            #expect(abs(generator.entropyBits - log2(Double(valid))) < 1e-9, "space: \(space)")
            #expect(abs(generator.structuralAcceptance - Double(valid) / Double(total)) < 1e-12)
        }
        // Two Spanish words, 9 to 12 characters with the separator: count pairs directly.
        let twoWords = PasswordPolicy(
            minimumLength: 9, requireUppercase: false, requireNumbers: false, requireSymbols: false,
            extraRules: ExtraRules(maximumLength: 12))
        let generator = try PasswordGenerator(
            checker: PasswordChecker(policy: twoWords),
            recipe: .passphrase(PassphraseRecipe(wordCount: 2, separator: "_", wordList: .spanish)))
        let lengths = PassphraseWordList.spanish.words.map(\.count)
        var pairs = 0
        for first in lengths { for second in lengths where (9...12).contains(first + second + 1) { pairs += 1 } }
        #expect(abs(generator.entropyBits - log2(Double(pairs))) < 1e-9)
    }

    @Test("Padding adds exactly its choices: a capital, a digit and a symbol each at one of k words")
    func paddingEntropy() throws {
        let generator = try PasswordGenerator(
            checker: PasswordChecker(policy: PasswordPolicy(minimumLength: 6)),
            recipe: .passphrase(PassphraseRecipe(wordCount: 4, separator: ".", wordList: .english)))
        // "." gives the symbol; a capital (4 places), a digit (10 × 4) are added.
        let words = Double(PassphraseWordList.english.words.count)
        #expect(abs(generator.entropyBits - (4 * log2(words) + log2(4) + log2(40))) < 1e-9)
        let password = try generator.generate()
        let parts = password.split(separator: ".")
        #expect(parts.count == 4)
        #expect(parts.filter { $0.first!.isUppercase }.count == 1)
        #expect(password.filter(\.isNumber).count == 1)
    }

    @Test("Per-position characters and class positions follow the exact distribution (chi-square, α = 1e-6)")
    func unbiased() throws {
        // Cognito's default policy, 8 characters: conditioning on every class makes the characters
        // of small classes (digits) a little more likely; the expected frequencies are computed
        // exactly by inclusion and exclusion, independently of the generator's own count.
        let policy = try PolicyPreset.named("cognito-default")!.policy()
        let generator = try PasswordGenerator(
            checker: PasswordChecker(policy: policy), recipe: .characters(CharacterRecipe(length: 8)))
        let session = generator.makeSession()
        let samples = 200_000
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 128), count: 8)
        var password: [UInt8] = []
        for _ in 0..<samples {
            try session.next(into: &password)
            for (position, byte) in password.enumerated() { counts[position][Int(byte)] += 1 }
        }
        let sizes = [26.0, 26, 10, 32]
        // P(a given position holds a given character of class c | all four classes present).
        func probability(ofClass c: Int) -> Double {
            var valid = 0.0
            var withCharacter = 0.0
            for subset in 0..<16 {
                let excluded = (0..<4).filter { subset & (1 << $0) != 0 }
                let size = 94 - excluded.reduce(0.0) { $0 + sizes[$1] }
                let sign = excluded.count % 2 == 0 ? 1.0 : -1.0
                valid += sign * pow(size / 94, 8)
                if !excluded.contains(c) {
                    // The position is fixed to the character; class c is then present.
                    let rest = (0..<4).filter { $0 != c }.filter { subset & (1 << $0) != 0 }
                    let restSize = 94 - rest.reduce(0.0) { $0 + sizes[$1] }
                    if excluded.count == rest.count { withCharacter += sign * pow(restSize / 94, 7) / 94 }
                }
            }
            return withCharacter / valid
        }
        let classOf: (UInt8) -> Int = { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"): 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"): 2
            default: 3
            }
        }
        let expected = (0..<4).map(probability(ofClass:))
        #expect(abs(zip(sizes, expected).reduce(0) { $0 + $1.0 * $1.1 } - 1) < 1e-12)
        // 93 degrees of freedom; the α = 1e-6 critical value (Wilson–Hilferty) is about 179.
        let critical = Self.chiSquareCritical(degreesOfFreedom: 93)
        let characters =
            GeneratorAlphabet().characters(of: .uppercase) + GeneratorAlphabet().characters(of: .lowercase)
            + GeneratorAlphabet().characters(of: .digit) + GeneratorAlphabet().characters(of: .symbol)
        for position in 0..<8 {
            var statistic = 0.0
            for byte in characters {
                let mean = Double(samples) * expected[classOf(byte)]
                let observed = Double(counts[position][Int(byte)])
                statistic += (observed - mean) * (observed - mean) / mean
            }
            #expect(statistic < critical, "position \(position): χ² = \(statistic)")
        }
    }

    @Test("A biased draw is caught: the same statistic on modulo-biased characters fails")
    func biasIsDetectable() {
        // 94 values from a byte by `% 94` without rejection: the first 68 twice as likely as in a
        // fair third. The test above would reject it.
        var random = SplitMix64(seed: 7)
        var counts = [Int](repeating: 0, count: 94)
        let samples = 200_000
        for _ in 0..<samples { counts[Int(UInt8.random(in: 0...255, using: &random)) % 94] += 1 }
        let mean = Double(samples) / 94
        let statistic = counts.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) / mean }
        #expect(statistic > Self.chiSquareCritical(degreesOfFreedom: 93) * 10)
    }

    @Test("The CSPRNG's uniform draws: every value equally likely for bounds that do not divide 2⁸ or 2¹⁶")
    func uniformDraws() {
        var random = SecureRandomBytes()
        for bound in [3, 94, 200, 7772] {
            let samples = bound * 200
            var counts = [Int](repeating: 0, count: bound)
            for _ in 0..<samples { counts[random.uniform(below: bound)] += 1 }
            let mean = Double(samples) / Double(bound)
            let statistic = counts.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) / mean }
            #expect(statistic < Self.chiSquareCritical(degreesOfFreedom: bound - 1), "bound \(bound)")
        }
    }

    @Test("Passphrase words come from the bundled list, each drawn equally often")
    func passphraseWords() throws {
        let generator = try PasswordGenerator(
            checker: PasswordChecker(policy: PolicyPreset.named("cognito-minimum")!.policy()),
            recipe: .passphrase(PassphraseRecipe(wordCount: 4, separator: " ", wordList: .spanish)))
        let session = generator.makeSession()
        let list = PassphraseWordList.spanish.words
        let index = Dictionary(uniqueKeysWithValues: list.enumerated().map { ($1, $0) })
        var counts = [Int](repeating: 0, count: list.count)
        let samples = 100_000
        for _ in 0..<samples {
            for word in try session.next().split(separator: " ") {
                let position = try #require(index[String(word)], "not in the list: \(word)")
                counts[position] += 1
            }
        }
        let mean = Double(samples * 4) / Double(list.count)
        let statistic = counts.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) / mean }
        #expect(statistic < Self.chiSquareCritical(degreesOfFreedom: list.count - 1))
        #expect(PassphraseWordList.english.words.count == 7772 && Set(PassphraseWordList.english.words).count == 7772)
        // Look-alike characters are left out of the added digits and symbols, not out of the words.
        let unambiguous = try PasswordGenerator(
            checker: PasswordChecker(policy: PasswordPolicy(minimumLength: 6)),
            recipe: .passphrase(
                PassphraseRecipe(wordCount: 3, separator: "_", alphabet: GeneratorAlphabet(excludesAmbiguous: true))))
        let digits = 10 - 2  // without 0 and 1
        #expect(
            abs(unambiguous.entropyBits - (3 * log2(7772) + log2(3) + log2(Double(digits) * 3))) < 1e-9)
        #expect(list.count == 2048 && list.allSatisfy { $0.allSatisfy { ("a"..."z").contains($0) } })
    }

    @Test("Conflicts are found before anything is generated, with the numbers")
    func conflicts() throws {
        let cognito = try PasswordChecker(policy: PolicyPreset.named("cognito-default")!.policy())
        func error(_ recipe: GeneratorRecipe, _ checker: PasswordChecker? = nil) -> GeneratorError? {
            do {
                _ = try PasswordGenerator(checker: checker ?? cognito, recipe: recipe)
                return nil
            } catch { return error }
        }
        let noSymbols = error(.characters(CharacterRecipe(alphabet: GeneratorAlphabet(symbols: false))))
        #expect(noSymbols?.code == .classExcluded)
        #expect(
            noSymbols?.message(in: .english)
                == "the policy requires a symbol, but the chosen characters hold none (the class is turned off or all of it excluded)"
        )
        #expect(
            noSymbols?.message(in: .spanish)
                == "la política exige un símbolo, pero los caracteres elegidos no incluyen ninguno (la clase está desactivada o excluida entera)"
        )
        // An inner space is a symbol for Cognito: symbols off but spaces on is fine.
        #expect(error(.characters(CharacterRecipe(alphabet: GeneratorAlphabet(symbols: false, space: true)))) == nil)
        #expect(
            error(.characters(CharacterRecipe(length: 7)))?.message(in: .english)
                == "length 7: the policy allows 8 to 256 characters")
        #expect(error(.characters(CharacterRecipe(length: 257)))?.code == .lengthOutOfRange)
        #expect(error(.characters(CharacterRecipe(alphabet: GeneratorAlphabet(excluded: "0123456789"))))?.code == .classExcluded)
        let nothing = GeneratorAlphabet(uppercase: false, lowercase: false, digits: false, symbols: false)
        #expect(error(.characters(CharacterRecipe(alphabet: nothing)))?.code == .emptyAlphabet)
        #expect(
            error(.passphrase(PassphraseRecipe(wordCount: 0)))?.message(in: .english) == "0 words: expected a number from 1 to 64"
        )
        #expect(error(.passphrase(PassphraseRecipe(wordCount: 3, separator: "x")))?.code == .invalidSeparator)
        #expect(
            error(.passphrase(PassphraseRecipe(wordCount: 3, separator: "")))?.message(in: .english)
                == "an empty separator needs every word capitalised, or the words could not be told apart")
        #expect(error(.passphrase(PassphraseRecipe(wordCount: 3, separator: "", capitalizes: true))) == nil)
        #expect(
            error(.passphrase(PassphraseRecipe(wordCount: 3, capitalizes: true, alphabet: GeneratorAlphabet(uppercase: false))))?
                .code == .optionConflict)
        #expect(
            error(.passphrase(PassphraseRecipe(wordCount: 3, addsNumber: true, alphabet: GeneratorAlphabet(digits: false))))?
                .message(in: .english) == "add-number needs a digit, but the chosen characters hold none")
        let long = try Self.checker(#"{"PasswordPolicy": {"MinimumLength": 60}}"#)
        #expect(
            error(.passphrase(PassphraseRecipe(wordCount: 2)), long)?.message(in: .english)
                == "2 words from the en list with their separators and padding make 7 to 19 characters; the policy needs 60 to 256"
        )
        // Six words reach 59 characters only when every word has nine letters.
        let nearly = try Self.checker(#"{"PasswordPolicy": {"MinimumLength": 59}}"#)
        let improbable = error(.passphrase(PassphraseRecipe(wordCount: 6)), nearly)
        #expect(improbable?.code == .passphraseLength)
        #expect(
            improbable?.message(in: .english)
                == "only 0.006 % of passphrases of 6 words meet the policy's length: use more words")
        let impossible = try Self.checker(
            #"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"RequiredPatterns": [{"Pattern": "^x{40}$", "Message": {"en": "forty x", "es": "forty x"}}]}}"#
        )
        let generator = try PasswordGenerator(checker: impossible, recipe: .characters(CharacterRecipe()))
        #expect(throws: GeneratorError(.rejectedByPolicy, ["rule": "RequiredPattern", "attempts": "20000"])) {
            try generator.generate()
        }
    }

    @Test("The default length reaches 100 bits: 16 characters with every class, 17 without symbols")
    func defaultLength() throws {
        let cognito = try PolicyPreset.named("cognito-default")!.policy()
        #expect(PasswordGenerator.defaultLength(for: cognito, alphabet: GeneratorAlphabet()) == 16)
        let articles = try PolicyPreset.named("cognito-articles")!.policy()
        #expect(PasswordGenerator.defaultLength(for: articles, alphabet: GeneratorAlphabet(symbols: false)) == 17)
        let rev4 = try PolicyPreset.named("nist-800-63b-rev4")!.policy()
        #expect(PasswordGenerator.defaultLength(for: rev4, alphabet: GeneratorAlphabet()) == 16)
        let generator = try PasswordGenerator(
            checker: PasswordChecker(policy: cognito), recipe: .characters(CharacterRecipe()))
        #expect(generator.length == 16)
        #expect(generator.entropyBits > 100 && generator.entropyBits < 16 * log2(94))
    }

    /// The chi-square value a statistic with `degreesOfFreedom` exceeds with probability 10⁻⁶
    /// (Wilson–Hilferty; z = 4.7534). Over the ~20 statistics of this suite a fair generator fails
    /// one with probability about 2 × 10⁻⁵.
    static func chiSquareCritical(degreesOfFreedom: Int) -> Double {
        let k = Double(degreesOfFreedom)
        let z = 4.7534
        let term = 1 - 2 / (9 * k) + z * (2 / (9 * k)).squareRoot()
        return k * term * term * term
    }
}
