// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitPolicy
@testable import CredKitStrength

/// A policy written as its JSON document and read back: the document a session keeps, `policy show
/// --format credkit` prints and an app can receive from its server.
@Suite("Policies written as JSON and read back")
struct PolicyEncodingTests {
    /// A policy with every rule on and every value away from its default.
    static let everything = PasswordPolicy(
        minimumLength: 12, requireUppercase: false, requireLowercase: true, requireNumbers: true, requireSymbols: false,
        temporaryPasswordValidityDays: 3, passwordHistorySize: 5,
        extraRules: ExtraRules(
            maximumLength: 64, blocklist: BlocklistRule(usesBundledList: false, additionalWords: ["acme", "Ácme2026"]),
            breached: BreachedRule(
                source: .online(baseURL: "https://ranges.example.com/range/"), minimumCount: 3, failsOpen: true),
            userContext: UserContextRule(minimumTokenLength: 4),
            minimumStrength: StrengthRequirement(bars: 3, model: .checklist),
            strengthWords: StrengthWordsRule(words: ["acme", "roadrunner"], file: "/srv/words.txt"),
            forbiddenPatterns: [
                PatternRule(pattern: #"(.)\1\1"#, messages: [.english: "No triples", .spanish: "Sin tríos \"x\""])
            ],
            requiredPatterns: [PatternRule(pattern: "[A-Za-z]", messages: [.english: "A letter", .spanish: "Una letra"])],
            normalizesToNFKC: true),
        info: PolicyInfo(
            name: "acme", descriptions: [.english: "Acme's policy", .spanish: "La política de Acme"], source: "ACME-SEC-7"))

    @Test("Every bundled preset, and a policy with every rule on, reads back equal")
    func roundTrip() throws {
        for policy in try PolicyPreset.all.map({ try $0.policy() }) + [Self.everything] {
            let read = try PasswordPolicy(jsonBytes: policy.jsonBytes)
            #expect(read == policy, "\(policy.info.name ?? "?")")
            #expect(try PasswordPolicy(jsonBytes: Array(policy.prettyJSON.utf8)) == policy)
        }
    }

    @Test("The document is Cognito's fields, then credkit's rules under CredKit, in the reader's names")
    func document() {
        let policy = PasswordPolicy(minimumLength: 10, requireSymbols: false, passwordHistorySize: 2)
        #expect(
            String(decoding: policy.jsonBytes, as: UTF8.self)
                == #"{"MinimumLength":10,"RequireUppercase":true,"RequireLowercase":true,"RequireNumbers":true,"RequireSymbols":false,"PasswordHistorySize":2,"TemporaryPasswordValidityDays":7}"#
        )
        #expect(
            Self.everything.prettyJSON.contains(
                """
                    "Breached": {
                      "Online": true,
                      "URL": "https://ranges.example.com/range/",
                      "MinimumCount": 3,
                      "FailOpen": true
                    },
                """))
        let rules = ExtraRules(blocklist: BlocklistRule(), userContext: UserContextRule())
        #expect(
            String(decoding: PasswordPolicy(extraRules: rules).jsonBytes, as: UTF8.self).hasSuffix(
                #""CredKit":{"Blocklist":true,"RejectUserContext":true}}"#))
    }

    @Test("A pattern made in code with one language gives its text for the other (the reader needs both)")
    func oneLanguagePattern() throws {
        var policy = PasswordPolicy()
        policy.extraRules.requiredPatterns = [PatternRule(pattern: "[0-9]{2}", messages: [.english: "Two digits"])]
        let read = try PasswordPolicy(jsonBytes: policy.jsonBytes)
        #expect(read.extraRules.requiredPatterns.first?.messages == [.english: "Two digits", .spanish: "Two digits"])
    }

    @Test("Codable: JSONEncoder writes the document; JSONDecoder reads it with the reader's checks")
    func codable() throws {
        let data = try JSONEncoder().encode(Self.everything)
        #expect(try JSONDecoder().decode(PasswordPolicy.self, from: data) == Self.everything)
        // Nested in another Codable value, as an app would store it.
        struct Settings: Codable, Equatable { var policy: PasswordPolicy?; var version: Int }
        let settings = Settings(policy: try #require(PolicyPreset.named("nist-800-63b")).policy(), version: 2)
        #expect(try JSONDecoder().decode(Settings.self, from: try JSONEncoder().encode(settings)) == settings)
        // The reader's errors come through: MinimumLength out of Cognito's range.
        let bad = Data(#"{"policy": {"MinimumLength": 5}, "version": 1}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Settings.self, from: bad) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(context.underlyingError is PolicyError)
        #expect(context.debugDescription == "MinimumLength: 5 is out of range; allowed: an integer from 6 to 99")
    }

    @Test("Breached URL: read from a policy file, refused beside an index")
    func breachedURL() throws {
        let online = try PasswordPolicy(
            jsonBytes: Array(
                #"{"MinimumLength": 8, "CredKit": {"Breached": {"Online": true, "URL": "http://127.0.0.1:9/"}}}"#.utf8))
        #expect(online.extraRules.breached?.source == .online(baseURL: "http://127.0.0.1:9/"))
        let both = try #require(throws: PolicyError.self) {
            try PasswordPolicy(
                jsonBytes: Array(
                    #"{"MinimumLength": 8, "CredKit": {"Breached": {"Index": "p.ckbi", "URL": "https://x/"}}}"#.utf8),
                file: "p.json")
        }
        #expect(
            both.message(in: .english)
                == "p.json:1:46: CredKit.Breached: give exactly one of Index (an index file's path) and Online (true, with URL for your own copy of the range API)"
        )
    }
}
