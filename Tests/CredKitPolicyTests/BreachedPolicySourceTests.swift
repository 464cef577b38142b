// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import CredKitPolicy
import CredKitPwnedPasswords
import Foundation
import Testing

/// A policy's breached-password rule and where its answers come from: `CredKitPolicy` alone never
/// opens the network (an online rule needs a client); `CredKit`'s `opening()` makes the range API's
/// client; the synchronous check answers from what was fetched, the asynchronous one fetches first.
@Suite("A policy's breached-password source", .waitsOnThreads)
struct BreachedPolicySourceTests {
    static let breached = "Zq8!vyT2mwE4pLk0"

    @Test("A policy alone never opens the network: an online rule without a client is refused, naming the fix")
    func onlineRuleNeedsAClient() throws {
        let json = #"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"Breached": {"Online": true}}}"#
        let policy = try PasswordPolicy(jsonBytes: Array(json.utf8), file: "online.json")
        do throws(PolicyError) {
            _ = try PasswordChecker(policy: policy)
            Issue.record("an online rule was opened without a client")
        } catch {
            #expect(error.code == .breachedSourceUnusable)
            #expect(
                error.message(in: .english)
                    == "CredKit.Breached: The policy asks the breached-password service, and no client was given: https://api.pwnedpasswords.com: a policy alone never opens the network; pass a PwnedPasswordsRangeClient (CredKitPwnedPasswords) as the checker's breachedSource, or open the rule with CredKit's BreachedRule.Source.opening()"
            )
        }
        // An index rule still opens by itself (and names the file it cannot read).
        var indexed = PasswordPolicy()
        indexed.extraRules.breached = BreachedRule(source: .index(path: "/nonexistent/pwned.ckbi"))
        #expect(throws: PolicyError.self) { try PasswordChecker(policy: indexed) }
    }

    @Test(
        "CredKit's opening() makes the range client for an online rule, the official service or the rule's URL, sending nothing")
    func openingMakesTheClient() throws {
        let server = try PwnedRangeServer(hashes: [:])
        let official = try #require(try BreachedRule.Source.online(baseURL: nil).opening() as? PwnedPasswordsRangeClient)
        #expect(official.baseURL == PwnedPasswordsRangeClient.officialBaseURL && official.timeout == 10)
        let local = try #require(
            try BreachedRule.Source.online(baseURL: server.baseURL.absoluteString).opening(timeout: 3)
                as? PwnedPasswordsRangeClient)
        #expect(local.baseURL == server.baseURL && local.timeout == 3)
        #expect(try server.requests().isEmpty)
    }

    @Test("An online URL that is not allowed is refused when the source is opened, naming it")
    func refusedURL() throws {
        for (url, problem) in [
            ("http://api.pwnedpasswords.com", "use https, or http only for a loopback address"),
            ("ftp://example.com", "not an absolute URL with a host"), ("relative/path", "not an absolute URL with a host"),
        ] {
            do throws(BreachedPasswordError) {
                _ = try BreachedRule.Source.online(baseURL: url).opening()
                Issue.record("\(url) was accepted")
            } catch {
                #expect(error.code == .invalidURL)
                #expect(error.message(in: .english) == "Invalid Pwned Passwords address: \(url): \(problem)")
            }
        }
    }

    @Test("Checked asynchronously, the range is fetched first; the synchronous check answers only what was fetched")
    func asynchronousCheckFetches() async throws {
        let server = try PwnedRangeServer(hashes: [SHA1Digest(hashing: Self.breached).hexString: 120_000])
        var policy = try PasswordPolicy.load("nist-800-63b")
        policy.extraRules.breached = BreachedRule(source: .online(baseURL: server.baseURL.absoluteString))
        // A deadline no loaded test machine reaches (a starved test process once held an attempt
        // unsent for minutes).
        let checker = try PasswordChecker(
            policy: policy, breachedSource: try policy.extraRules.breached?.source.opening(timeout: 600))

        let unfetched = "a long passphrase nobody has used 8c1f"
        let early = checker.check(unfetched)
        guard case .unavailable(let error)? = early.outcome.breach else {
            Issue.record("\(String(describing: early.outcome.breach))")
            return
        }
        #expect(error.code == .notFetched)
        #expect(early.violations.map(\.rule) == [.breachedCheckUnavailable])
        #expect(try server.requests().isEmpty)

        let report = await checker.checkAfterFetching(Self.breached, language: .english)
        #expect(report.outcome.breach == .breached(count: 120_000))
        #expect(
            report.violations.map(\.message)
                == ["Password has appeared in data breaches 120000 times (Have I Been Pwned): choose another"])
        await checker.prefetchBreached([unfetched])
        #expect(checker.check(unfetched).isValid)
        #expect(try server.requests().count == 2)
    }

    @Test("A password field with an online policy answers without the network, even from a server that never answers")
    func passwordFieldNeverWaits() async throws {
        let server = try PwnedRangeServer(hashes: [:], faults: .init(stallSeconds: 120))
        var policy = PasswordPolicy()
        policy.extraRules.breached = BreachedRule(source: .online(baseURL: server.baseURL.absoluteString))
        let client = try PwnedPasswordsRangeClient(baseURL: server.baseURL, timeout: 1, retry: .none)
        let field = PasswordFieldChecker(
            checker: try PasswordChecker(policy: policy, breachedSource: client), meter: .checklist, language: .spanish)

        let status = field.status(password: "Ab1!efgh-never-seen")
        #expect(!status.canSubmit)
        #expect(status.requirements.first { $0.rule == .breachedCheckUnavailable }.map(\.isMet) != true)
        #expect(try server.requests().isEmpty, "status(password:) sent a request")

        // The asynchronous verdict asks, and the stalled server's deadline (1 s) makes it unavailable.
        guard case .unavailable(let error)? = await field.breachedStatus(password: "Ab1!efgh-never-seen") else {
            Issue.record("the stalled server answered")
            return
        }
        #expect(error.code == .serviceUnreachable)
        // It asked (and gave up at its deadline): whether the stalled server's thread logged the
        // request before that depends on the machine's load, so the reason is what is checked.
        let prefix = SHA1Digest(hashing: "Ab1!efgh-never-seen").rangePrefixHex
        #expect(error.message(in: .english).hasSuffix("range \(prefix): timed out after 1 s"), "\(error)")
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
