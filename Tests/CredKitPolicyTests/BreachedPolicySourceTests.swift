// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitPolicy
import Foundation
import Testing

// This file imports only CredKitPolicy (and the test servers): a policy's online breached-password
// check works in an app that links no Cognito client.
@Suite("A policy opens its own breached-password source", .waitsOnThreads)
struct BreachedPolicySourceTests {
    static let breached = "Zq8!vyT2mwE4pLk0"

    @Test("An online rule is checked against the range API with no client passed in")
    func onlineRuleOpensItsClient() async throws {
        let server = try PwnedRangeServer(hashes: [SHA1Digest(hashing: Self.breached).hexString: 120_000])
        var policy = try PasswordPolicy.load("nist-800-63b")
        policy.extraRules.breached = BreachedRule(source: .online(baseURL: server.baseURL.absoluteString))
        let checker = try PasswordChecker(policy: policy)
        let client = try #require(checker.breachedSource as? PwnedPasswordsRangeClient)
        #expect(client.baseURL == server.baseURL)
        #expect(client.timeout == 10)

        // The lookups go through the same opener with a deadline no loaded test machine reaches (a
        // starved test process once held an attempt unsent for minutes), and the ranges are fetched
        // asynchronously first, so no thread of the test pool blocks on the network.
        let rule = try #require(policy.extraRules.breached)
        let patient = try #require(try rule.source.open(timeout: 600) as? PwnedPasswordsRangeClient)
        let checked = try PasswordChecker(policy: policy, breachedSource: patient)
        let passwords = [Self.breached, "a long passphrase nobody has used 8c1f"]
        await patient.prefetch(passwords.map { SHA1Digest(hashing: $0) })
        let report = checked.check(Self.breached, language: .english)
        #expect(report.outcome.breach == .breached(count: 120_000))
        #expect(report.violations.map(\.rule) == [.breachedPassword])
        #expect(
            report.violations.first?.message
                == "Password has appeared in data breaches 120000 times (Have I Been Pwned): choose another")
        #expect(checked.check(passwords[1]).isValid)
        #expect(Set(try server.requests().map(\.path)).count == 2)
    }

    @Test("A policy file's {\"Online\": true} opens a client for the official service, sending nothing yet")
    func policyFileOnline() throws {
        let json = #"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"Breached": {"Online": true}}}"#
        let checker = try PasswordChecker(policy: PasswordPolicy(jsonBytes: Array(json.utf8), file: "online.json"))
        let client = try #require(checker.breachedSource as? PwnedPasswordsRangeClient)
        #expect(client.baseURL == PwnedPasswordsRangeClient.officialBaseURL)
    }

    @Test("An online URL that is not allowed is refused when the checker is made, naming it")
    func refusedURL() throws {
        for (url, problem) in [
            ("http://api.pwnedpasswords.com", "use https, or http only for a loopback address"),
            ("ftp://example.com", "not an absolute URL with a host"), ("relative/path", "not an absolute URL with a host"),
        ] {
            var policy = PasswordPolicy()
            policy.extraRules.breached = BreachedRule(source: .online(baseURL: url))
            do throws(PolicyError) {
                _ = try PasswordChecker(policy: policy)
                Issue.record("\(url) was accepted")
            } catch {
                #expect(error.code == .breachedSourceUnusable)
                let message = error.message(in: .english)
                #expect(message.contains("Invalid Pwned Passwords address: \(url): \(problem)"), "\(message)")
            }
        }
    }

    @Test("A source passed in is used instead of the policy's")
    func givenSourceWins() throws {
        let server = try PwnedRangeServer(hashes: [:])
        var policy = PasswordPolicy()
        policy.extraRules.breached = BreachedRule(source: .index(path: "/nonexistent/pwned.ckbi"))
        let client = try PwnedPasswordsRangeClient(baseURL: server.baseURL)
        let checker = try PasswordChecker(policy: policy, breachedSource: client)
        #expect(checker.breachedSource as? PwnedPasswordsRangeClient === client)
    }
}
