// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitStrength

/// The meter beyond English and Spanish: each language's common words (from its own list in
/// Data/strength, Scripts/build-strength-lists.py) with digits, years and capitals, priced as an
/// attacker with that language's list would; languages chosen by the caller.
@Suite("Languages: common words of German, French, Italian, Dutch and Portuguese")
struct StrengthLanguageTests {
    /// The `count` best-ranked words of a list file in Data/strength with at least `minimumLength`
    /// letters.
    static func topWords(_ file: String, count: Int, minimumLength: Int = 4) throws -> [String] {
        let text = try String(contentsOfFile: CompactDictionaryTests.dataDirectory + "/" + file, encoding: .utf8)
        let entries = try RankedDictionary.parseListFile(text)
        return entries.map { String($0.word) }.filter { $0.count >= minimumLength && $0.allSatisfy(\.isLetter) }
            .prefix(count).map { $0 }
    }

    /// A word with what people add to it: a capital, one or two digits, a year (1950–2026).
    static func variants(of word: String, using random: inout SplitMix64) -> [String] {
        let capitalised = word.prefix(1).uppercased() + word.dropFirst()
        let year = Int.random(in: 1950...2026, using: &random)
        return [
            capitalised + String(Int.random(in: 0...99, using: &random)), word + String(year), capitalised + String(year),
        ]
    }

    @Test(
        "Each language's 1,000 most common words with digits, years and capitals get at most two bars with that language on",
        arguments: [
            (StrengthLanguage.german, "german-words.tsv"), (.french, "french-words.tsv"), (.italian, "italian-words.tsv"),
            (.dutch, "dutch-words.tsv"), (.portuguese, "portuguese-words.tsv"), (.spanish, "spanish-words.tsv"),
        ])
    func commonWordsWithDigits(language: StrengthLanguage, file: String) throws {
        let words = try Self.topWords(file, count: 1_000)
        #expect(words.count == 1_000)
        let known = PasswordGuessEstimator(referenceYear: 2026, languages: [language])
        let unknown = PasswordGuessEstimator(referenceYear: 2026, languages: [.english])
        var random = SplitMix64(seed: 62)
        var over = [String]()
        var strongWithout = 0
        for word in words {
            for password in Self.variants(of: word, using: &random) {
                if known.estimate(password).bars > 2 { over.append(password) }
                if unknown.estimate(password).bars > 2 { strongWithout += 1 }
            }
        }
        #expect(over.isEmpty, "\(over.count) over two bars: \(over.prefix(10))")
        // Without the language, many of the same passwords look strong: what the list is for.
        #expect(strongWithout > 300, "\(strongWithout) of 3,000 over two bars with English alone")
    }

    @Test("The issue's German examples: strong to an English meter, weak once German is on")
    func germanExamples() {
        let english = PasswordGuessEstimator(referenceYear: 2026)
        let german = PasswordGuessEstimator(referenceYear: 2026, languages: [.german, .english])
        for (password, before) in [("Schmetterling2024", 4), ("Prinzessin1", 4), ("Sommerferien", 3)] {
            #expect(english.estimate(password).bars == before, "\(password) before")
            #expect(german.estimate(password).bars <= 2, "\(password) with German")
        }
        let estimate = german.estimate("Schmetterling2024")
        #expect(estimate.patterns.map(\.kind) == ["dictionary", "regex"])
        #expect(estimate.patterns.first?.wordList == .germanWords)
        #expect(estimate.patterns.first?.wordList?.language == .german)
    }

    @Test("Names: French, Dutch and Portuguese first names and surnames are known with their language")
    func names() {
        for (name, language, list) in [
            ("Dupont", StrengthLanguage.french, WordList.frenchNames), ("Peeters", .dutch, .dutchNames),
            ("Janssens", .dutch, .dutchNames), ("Guilherme", .portuguese, .portugueseNames),
        ] {
            let estimate = PasswordGuessEstimator(languages: [language]).estimate(name)
            #expect(estimate.patterns.map(\.wordList) == [list], "\(name)")
            #expect(estimate.feedback.warning == .nameByItself, "\(name)")
        }
    }

    @Test("A language turned off costs nothing: the default estimator does not know German words")
    func defaultsLeaveOthersOut() {
        let estimator = PasswordGuessEstimator(referenceYear: 2026)
        #expect(estimator.languages == [.english, .spanish])
        #expect(!estimator.estimate("schmetterling").patterns.contains { $0.wordList == .germanWords })
        // English and Spanish are as they were: the same word, the same list, whatever else is on.
        let all = PasswordGuessEstimator(referenceYear: 2026, languages: Set(StrengthLanguage.allCases))
        #expect(all.estimate("corazon").patterns.first?.wordList == .spanishWords)
        #expect(all.estimate("schmetterling").patterns.first?.wordList == .germanWords)
    }

    @Test(
        "Keyboards: QWERTZ with German, AZERTY with French, each walk one pattern only with its layout",
        arguments: [
            ("qwertzuiopü", StrengthLanguage.german, "qwertz"), ("yxcvbnm,.-", .german, "qwertz"),
            ("azertyuiop", .french, "azerty"), ("wxcvbn,;", .french, "azerty"),
        ])
    func keyboards(walk: String, language: StrengthLanguage, layout: String) {
        let with = PasswordGuessEstimator(languages: [language]).estimate(walk)
        let without = PasswordGuessEstimator(languages: [.english]).estimate(walk)
        #expect(with.patterns.map(\.kind) == ["spatial"], "\(walk)")
        #expect(with.guesses < without.guesses, "\(walk)")
        #expect(without.patterns.map(\.kind) != ["spatial"], "\(walk)")
    }

    @Test(
        "Language tags: primary subtag, any case, lists and all",
        arguments: [
            ("de", [StrengthLanguage.german]), ("pt-BR", [.portuguese]), ("nl_BE", [.dutch]), ("EN", [.english]),
            ("de,en", [.german, .english]), (" fr , it ", [.french, .italian]), ("all", StrengthLanguage.allCases),
            ("ALL", StrengthLanguage.allCases), ("es,es", [.spanish]),
        ])
    func tags(text: String, languages: [StrengthLanguage]) throws {
        #expect(try StrengthLanguage.parseList(text) == Set(languages))
    }

    @Test(
        "Bad language lists name the text in English and Spanish",
        arguments: [
            // The list, the code, and the text the message quotes: the unknown tag, or the whole list.
            ("xx", StrengthLanguageError.Code.unknown, "xx"), ("de,klingon", .unknown, "klingon"), ("", .empty, ""),
            ("de,,en", .empty, "de,,en"), (" ", .empty, " "), ("de,", .empty, "de,"), ("ptBR", .unknown, "ptBR"),
        ])
    func badTags(text: String, code: StrengthLanguageError.Code, quoted: String) {
        #expect(throws: StrengthLanguageError.self) { try StrengthLanguage.parseList(text) }
        do {
            _ = try StrengthLanguage.parseList(text)
        } catch {
            #expect(error.code == code)
            #expect(error.value == quoted)
            #expect(error.message(in: .english).hasPrefix("“\(quoted)”"))
            #expect(error.message(in: .spanish).hasPrefix("«\(quoted)»"))
        }
    }

    @Test("Every language's lists belong to it, and every bundled list to one language or none")
    func listsAndLanguages() {
        for language in StrengthLanguage.allCases {
            #expect(!language.wordLists.isEmpty)
            for list in language.wordLists { #expect(list.language == language, "\(list)") }
        }
        let languageFree = WordList.allCases.filter { $0.language == nil }
        #expect(languageFree == [.passwords, .userInputs, .extraWords])
        #expect(
            WordList.mask(for: []) == 1 << UInt32(WordList.passwords.order) | 1 << UInt32(WordList.userInputs.order) | 1
                << UInt32(WordList.extraWords.order))
        #expect(WordList.mask(for: Set(StrengthLanguage.allCases)) == 1 << UInt32(WordList.allCases.count) - 1)
    }
}
