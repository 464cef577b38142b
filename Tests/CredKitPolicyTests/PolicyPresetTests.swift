// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitPolicy

@Suite("Bundled policy presets")
struct PolicyPresetTests {
    static let policiesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Policies")

    @Test("Every Policies/*.json file is embedded, byte for byte (run Scripts/embed-policies.py after edits)")
    func embeddedMatchesFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.policiesDirectory.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(files == PolicyPreset.all.map(\.name).sorted())
        for preset in PolicyPreset.all {
            let onDisk = try String(
                contentsOf: Self.policiesDirectory.appendingPathComponent("\(preset.name).json"), encoding: .utf8)
            #expect(preset.json == onDisk, "\(preset.name) differs from Policies/\(preset.name).json")
        }
    }

    @Test("Every preset loads, with a name, source and description in both languages")
    func presetsLoad() throws {
        for preset in PolicyPreset.all {
            let policy = try preset.policy()
            #expect(policy.info.name == preset.name)
            #expect(policy.info.source?.isEmpty == false)
            #expect(policy.info.descriptions[.english]?.isEmpty == false)
            #expect(policy.info.descriptions[.spanish]?.isEmpty == false)
            #expect(policy.info.descriptions[.english] != policy.info.descriptions[.spanish])
        }
    }

    @Test("Preset contents")
    func contents() throws {
        func policy(_ name: String) throws -> PasswordPolicy { try PolicyPreset.named(name)!.policy() }
        #expect(PolicyPreset.all.first?.name == PolicyPreset.defaultName)
        #expect(try policy("cognito-default") == PasswordPolicy(info: try policy("cognito-default").info))
        let articles = try policy("cognito-articles")
        #expect(articles.minimumLength == 8 && articles.requireUppercase && articles.requireLowercase)
        #expect(articles.requireNumbers && !articles.requireSymbols)
        let minimum = try policy("cognito-minimum")
        #expect(minimum.minimumLength == 6 && !minimum.requireUppercase && !minimum.requireNumbers)
        let nist = try policy("nist-800-63b")
        #expect(nist.minimumLength == 8 && nist.effectiveMaximumLength >= 64)
        #expect(!nist.requireUppercase && !nist.requireLowercase && !nist.requireNumbers && !nist.requireSymbols)
        #expect(nist.extraRules.blocklist != nil && nist.extraRules.userContext != nil && nist.extraRules.normalizesToNFKC)
        #expect(try policy("nist-800-63b-rev4").minimumLength == 15)
        let pci = try policy("pci-dss-4")
        #expect(pci.minimumLength == 12 && pci.requireNumbers && pci.extraRules.requiredPatterns.count == 1)
        let checker = try PasswordChecker(policy: pci)
        #expect(checker.check("123456789012").violations.map(\.rule) == [.requiredPattern])
        #expect(checker.check("abcdefghijkl").violations.map(\.rule) == [.requireNumbers])
        #expect(checker.check("abcdefghijk1").isValid)
    }

    @Test("Requirement checklist in English and Spanish")
    func checklist() throws {
        let checker = try PasswordChecker(policy: PolicyPreset.named("cognito-articles")!.policy())
        #expect(
            checker.requirements(in: .spanish).map(\.text) == [
                "Mínimo 8 caracteres", "Máximo 256 caracteres", "Sin espacios al principio ni al final",
                "Al menos una letra mayúscula (A–Z)", "Al menos una letra minúscula (a–z)", "Al menos un número (0–9)",
            ])
        #expect(checker.requirements(in: .english).map(\.text).first == "Minimum 8 characters")
    }
}
