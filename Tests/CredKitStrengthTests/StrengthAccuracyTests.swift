// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitStrength

/// The accuracy suite: eight families of passwords generated from credkit's own permissive word
/// lists (Scripts/strength-accuracy.py), each scored by python zxcvbn 4.5.0 (installed by
/// `make test-deps`) and by credkit's estimator, against the targets of issue 33.
@Suite("Strength accuracy against python zxcvbn 4.5.0", .serialized)
struct StrengthAccuracyTests {
    struct Row: Sendable {
        let family: String
        let zxcvbnScore: Int
        let password: String
    }

    /// The corpus, made once: 1,000 passwords a family.
    static let corpus: Result<[Row], CorpusError> = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-accuracy-\(getpid()).tsv")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Scripts/strength-accuracy.py").path, "--count", "1000", "--out", out.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { return .failure(CorpusError(message: "cannot start python3: \(error)")) }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = try? String(contentsOf: out, encoding: .utf8) else {
            return .failure(CorpusError(message: String(decoding: message, as: UTF8.self)))
        }
        var rows: [Row] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let score = Int(fields[1]) else {
                return .failure(CorpusError(message: "malformed line: \(line)"))
            }
            rows.append(Row(family: String(fields[0]), zxcvbnScore: score, password: String(fields[3])))
        }
        return .success(rows)
    }()

    struct CorpusError: Error, CustomStringConvertible {
        let message: String
        var description: String { "the accuracy corpus could not be made (make test-deps installs zxcvbn 4.5.0): \(message)" }
    }

    static let families = [
        "word-pairs", "password-digits", "word-digits", "capitalised-symbol", "l33t", "dates", "keyboard-walks", "random",
    ]

    @Test("Every family: same score on ≥ 90 %, two bars higher on ≤ 1 %, two bars lower on ≤ 2 %", arguments: families)
    func family(_ family: String) throws {
        let rows = try Self.corpus.get().filter { $0.family == family }
        #expect(rows.count == 1000)
        // Fixed reference year: python zxcvbn measures recent years from 2017.
        let estimator = PasswordGuessEstimator(referenceYear: 2017)
        var same = 0
        var twoHigher = 0
        var twoLower = 0
        for row in rows {
            let estimate = estimator.estimate(row.password)
            if estimate.score == row.zxcvbnScore { same += 1 }
            let bars = estimate.bars
            let reference = max(1, row.zxcvbnScore)
            if bars - reference >= 2 { twoHigher += 1 }
            if reference - bars >= 2 { twoLower += 1 }
        }
        let n = Double(rows.count)
        #expect(Double(same) / n >= 0.90, "\(family): same score on \(same) of \(rows.count)")
        #expect(Double(twoHigher) / n <= 0.01, "\(family): two or more bars higher on \(twoHigher)")
        #expect(Double(twoLower) / n <= 0.02, "\(family): two or more bars lower on \(twoLower)")
    }

    @Test("The issue's examples: common words no longer look strong")
    func commonWords() {
        let estimator = PasswordGuessEstimator(referenceYear: 2026)
        let expected: [(String, Int)] = [
            ("correct", 1), ("correcthorse", 2), ("correcthorse1990", 3), ("happenscared", 1), ("shouldersfind", 1),
            ("diarybetrayal", 2), ("cryingshout", 2), ("smashedfiles", 2),
        ]
        for (password, score) in expected {
            #expect(estimator.estimate(password).score == score, "\(password)")
        }
        #expect(estimator.estimate("correcthorse").bars <= 2)
    }
}
