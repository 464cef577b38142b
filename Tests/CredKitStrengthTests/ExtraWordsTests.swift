// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitPolicy
@testable import CredKitStrength

@Suite("Extra words for the guesses estimator")
struct ExtraWordsTests {
    static let estimator = PasswordGuessEstimator(referenceYear: 2026)

    @Test("Ranked by order: the first word costs 1 guess, the second 2; matched in any case, reversed and l33t")
    func ranks() throws {
        let words = try ExtraWords(["Zorblax", "quintorp"])
        let estimator = PasswordGuessEstimator(referenceYear: 2026, extraWords: words)
        #expect(words.count == 2)
        let first = estimator.estimate("zorblax")
        #expect(first.guesses == 2 && first.patterns.map(\.wordList) == [.extraWords])
        #expect(first.feedback.warning == .wordByItself)
        #expect(estimator.estimate("quintorp").guesses == 3)
        #expect(estimator.estimate("ZORBLAX").patterns.first?.wordList == .extraWords)
        #expect(estimator.estimate("xalbroz").patterns.first?.wordList == .extraWords)
        #expect(estimator.estimate("z0rbl4x").patterns.first?.wordList == .extraWords)
        // Inside a longer password each part costs at least 50 (zxcvbn's floor): 2! × 50 × 50 + 10,000.
        #expect(estimator.estimate("zorblaxquintorp").guesses == 15_000)
        #expect(Self.estimator.estimate("zorblaxquintorp").score == 4)
        #expect(estimator.with(userInputs: ["ana"]).extraWords == words)
    }

    @Test("Lines: CRLF and white space trimmed, blank lines skipped but counted, repeats keep the first rank")
    func lines() throws {
        let words = try ExtraWords(utf8: Array("acme\r\n\n  roadrunner \nacme\n".utf8), source: "words.txt")
        #expect(words.count == 2)
        let estimator = PasswordGuessEstimator(referenceYear: 2026, extraWords: words)
        #expect(estimator.estimate("roadrunner").guesses == 3)
        #expect(try ExtraWords(utf8: [], source: "empty").count == 0)
        let blank = try ExtraWords([" ", ""])
        #expect(ExtraWords().count == 0 && ExtraWords() == blank)
    }

    @Test("Refused: a word over 256 bytes, more than 1,000,000 words, text that is not UTF-8, a missing file")
    func errors() throws {
        let ok = String(repeating: "é", count: 128)
        #expect(try ExtraWords([ok]).count == 1)
        do {
            _ = try ExtraWords(["a", ok + "x"], source: "CredKit.Strength.Words")
            Issue.record("a 257-byte word was accepted")
        } catch {
            #expect(error.code == .wordTooLong && error.line == 2 && error.source == "CredKit.Strength.Words")
            #expect(error.message(in: .english) == "CredKit.Strength.Words:2: a word is 257 bytes long; the most is 256")
            #expect(
                error.message(in: .spanish) == "CredKit.Strength.Words:2: una palabra ocupa 257 bytes; el máximo es 256")
        }
        let million = [UInt8](repeating: 0, count: 0) + Array(repeating: Array("w\n".utf8), count: 1_000_000).joined()
        #expect(try ExtraWords(utf8: million, source: "big.txt").count == 1)
        do {
            _ = try ExtraWords(utf8: million + Array("w\n".utf8), source: "big.txt")
            Issue.record("1,000,001 words were accepted")
        } catch {
            #expect(error.code == .tooMany && error.line == 1_000_001)
            #expect(error.message(in: .english) == "big.txt:1000001: the word list has more than 1000000 words")
        }
        #expect(throws: ExtraWordsError.self) { try ExtraWords(utf8: [0x61, 0x0A, 0xC3], source: "bad.txt") }
        do {
            _ = try ExtraWords(contentsOfFile: "/nonexistent/words.txt")
            Issue.record("a missing file was read")
        } catch {
            #expect(error.code == .unreadable)
            #expect(
                error.message(in: .english) == "/nonexistent/words.txt: the word list cannot be read (No such file or directory)")
        }
        let many = try ExtraWords(utf8: Array(Array(repeating: Array("w\n".utf8), count: 600_000).joined()), source: "a")
        #expect(many.count == 1)
    }

    @Test("Every error code has a message in every language, and none is empty")
    func codes() {
        #expect(
            ExtraWordsError.Code.allCases.map(\.rawValue) == [
                "unreadable", "invalid-encoding", "word-too-long", "too-many-words",
            ])
        for code in ExtraWordsError.Code.allCases {
            for language in Language.allCases { #expect(!code.textKey.string(in: language).isEmpty) }
        }
    }

    @Test("A policy's CredKit.Strength: inline words, a file beside the policy, refusals naming the field and line")
    func policy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("quintorp\n".utf8).write(to: directory.appendingPathComponent("words.txt"))
        let path = directory.appendingPathComponent("policy.json").path
        let text = #"""
            {"MinimumLength": 8, "CredKit": {"MinimumStrength": {"Bars": 3, "Model": "guesses"},
             "Strength": {"Words": ["zorblax"], "WordsFile": "words.txt"}}}
            """#
        let policy = try PasswordPolicy(jsonBytes: Array(text.utf8), file: path)
        #expect(policy.extraRules.strengthWords == StrengthWordsRule(words: ["zorblax"], file: directory.path + "/words.txt"))
        let checker = try PasswordChecker(policy: policy)
        #expect(checker.extraWords.count == 2)
        #expect(checker.check("zorblaxquintorp").outcome.failedRules.contains(.minimumStrength))
        #expect(!checker.check("velvetmarzipanorbit").outcome.failedRules.contains(.minimumStrength))
        let field = PasswordFieldChecker(checker: checker)
        #expect(field.status(password: "quintorpzorblax").meter.bars == 1)
        #expect(!checker.check("glimnoxtrevask").outcome.failedRules.contains(.minimumStrength))
        let added = try checker.addingExtraWords(try ExtraWords(["glimnox", "trevask"]))
        #expect(added.extraWords.count == 4 && added.check("glimnoxtrevask").outcome.failedRules.contains(.minimumStrength))

        let tooLong = #"{"CredKit": {"Strength": {"Words": ["\#(String(repeating: "x", count: 300))"]}}}"#
        do {
            _ = try PasswordPolicy(jsonBytes: Array(tooLong.utf8), file: "p.json")
            Issue.record("a 300-byte word was accepted")
        } catch {
            #expect(error.code == .strengthWordsUnusable && error.field == "CredKit.Strength.Words" && error.line == 1)
        }
        let unknown = #"{"CredKit": {"Strength": {"Word": ["x"]}}}"#
        #expect(throws: PolicyError.self) { try PasswordPolicy(jsonBytes: Array(unknown.utf8), file: "p.json") }
        let missingFile = try PasswordPolicy(
            jsonBytes: Array(#"{"CredKit": {"Strength": {"WordsFile": "none.txt"}}}"#.utf8), file: path)
        do {
            _ = try PasswordChecker(policy: missingFile)
            Issue.record("a missing word file was accepted")
        } catch {
            #expect(error.code == .strengthWordsUnusable && error.field == "CredKit.Strength.WordsFile")
            #expect(error.message(in: .english).contains(directory.path + "/none.txt: the word list cannot be read"))
        }
    }

    @Test("A policy's CredKit.Strength.Languages: read, written back, the checker's meter; bad tags named with field and line")
    func policyLanguages() throws {
        let text = #"""
            {"MinimumLength": 8, "CredKit": {"MinimumStrength": {"Bars": 3, "Model": "guesses"},
             "Strength": {"Languages": ["de", "EN"]}}}
            """#
        let policy = try PasswordPolicy(jsonBytes: Array(text.utf8), file: "p.json")
        #expect(policy.extraRules.strengthWords == StrengthWordsRule(languages: [.german, .english]))
        #expect(String(decoding: policy.jsonBytes, as: UTF8.self).contains(#""Strength":{"Languages":["en","de"]}"#))
        #expect(try PasswordPolicy(jsonBytes: policy.jsonBytes, file: "q.json") == policy)
        let checker = try PasswordChecker(policy: policy)
        #expect(checker.strengthLanguages == [.german, .english])
        // Prinzessin1: four bars to an English and Spanish meter, one with German.
        #expect(checker.check("Prinzessin1").outcome.failedRules.contains(.minimumStrength))
        let plain = try PasswordChecker(
            policy: try PasswordPolicy(
                jsonBytes: Array(#"{"MinimumLength": 8, "CredKit": {"MinimumStrength": {"Bars": 3, "Model": "guesses"}}}"#.utf8),
                file: "p.json"))
        #expect(plain.strengthLanguages == StrengthLanguage.defaults)
        #expect(!plain.check("Prinzessin1").outcome.failedRules.contains(.minimumStrength))
        #expect(!checker.withStrengthLanguages([.english]).check("Prinzessin1").outcome.failedRules.contains(.minimumStrength))
        let all = try PasswordPolicy(jsonBytes: Array(#"{"CredKit": {"Strength": {"Languages": "all"}}}"#.utf8), file: "p.json")
        #expect(all.extraRules.strengthWords?.languages == Set(StrengthLanguage.allCases))

        for (json, field, code) in [
            (
                #"{"CredKit": {"Strength": {"Languages": ["de", "tlh"]}}}"#, "CredKit.Strength.Languages[1]",
                PolicyError.Code.invalidValue
            ),
            (#"{"CredKit": {"Strength": {"Languages": "de"}}}"#, "CredKit.Strength.Languages", .invalidValue),
            (#"{"CredKit": {"Strength": {"Languages": []}}}"#, "CredKit.Strength.Languages", .invalidValue),
            (#"{"CredKit": {"Strength": {"Languages": [7]}}}"#, "CredKit.Strength.Languages[0]", .wrongType),
        ] {
            do {
                _ = try PasswordPolicy(jsonBytes: Array(json.utf8), file: "p.json")
                Issue.record("\(json) was accepted")
            } catch {
                #expect(error.code == code && error.field == field && error.line == 1, "\(json)")
            }
        }
        do {
            _ = try PasswordPolicy(jsonBytes: Array(#"{"CredKit": {"Strength": {"Languages": ["tlh"]}}}"#.utf8), file: "p.json")
        } catch {
            #expect(
                error.message(in: .english).contains(
                    #""tlh" is not allowed; allowed: "en", "es", "de", "fr", "it", "nl", "pt", "all""#))
        }
    }
}
