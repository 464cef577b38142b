// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline
import Foundation

/// `--breached SOURCE` and `--breached-fail-open`, for `check`, `strength` and the Cognito commands
/// that set a password.
struct BreachedOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreached), valueName: "index|online|url"))
    var breached: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedFailOpen)))
    var breachedFailOpen = false

    /// Seconds per range request: `CREDKIT_TIMEOUT` (more than 0, at most 300, as for `cognito`),
    /// else 10.
    /// - Throws: ``CLIFailure`` (exit 2) naming the variable and its value when it is not such a number.
    static func timeout() throws -> TimeInterval {
        guard let text = ProcessInfo.processInfo.environment["CREDKIT_TIMEOUT"] else { return 10 }
        guard let seconds = TimeInterval(text), seconds > 0, seconds <= 300 else {
            throw CLIFailure(
                message: CLITexts.string(
                    .cognitoInvalidTimeout, in: Console.language, ["option": "CREDKIT_TIMEOUT", "value": text]))
        }
        return seconds
    }

    /// Puts the command line's source into the policy (keeping the policy's minimum count) and opens
    /// the source to check with: the command line's, else the policy's own.
    /// - Returns: the source, or `nil` when neither asks for the check.
    /// - Throws: ``CLIFailure`` (exit 2) for an index or URL that cannot be used.
    func apply(to policy: inout PasswordPolicy) throws -> (any BreachedPasswordSource)? {
        if let breached {
            var rule = policy.extraRules.breached ?? BreachedRule(source: .online(baseURL: nil))
            rule.source = Self.parse(breached)
            rule.failsOpen = rule.failsOpen || breachedFailOpen
            policy.extraRules.breached = rule
        } else if breachedFailOpen {
            policy.extraRules.breached?.failsOpen = true
        }
        return try Self.policySource(policy)
    }

    /// The policy's own source, for commands without `--breached`.
    static func policySource(_ policy: PasswordPolicy) throws -> (any BreachedPasswordSource)? {
        try policy.extraRules.breached.map { try open($0.source) }
    }

    /// The source alone, for `strength` (no policy).
    func source() throws -> (any BreachedPasswordSource)? {
        try breached.map { try Self.open(Self.parse($0)) }
    }

    static func parse(_ value: String) -> BreachedRule.Source {
        if value == "online" { return .online(baseURL: nil) }
        let lowered = value.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") { return .online(baseURL: value) }
        return .index(path: value)
    }

    static func open(_ source: BreachedRule.Source) throws -> any BreachedPasswordSource {
        var seconds: TimeInterval = 10
        if case .online = source { seconds = try timeout() }
        do throws(BreachedPasswordError) {
            return try source.opening(timeout: seconds)
        } catch {
            throw CLIFailure(message: error.message(in: Console.language))
        }
    }
}

/// What a streaming command does with breached-password verdicts beyond the record: prefetching a
/// batch's ranges from the range API, and stopping on a damaged index.
struct BreachedStreaming {
    let client: (any PrefetchingBreachedPasswordSource)?

    init(source: (any BreachedPasswordSource)?) {
        client = source as? any PrefetchingBreachedPasswordSource
    }

    /// The fetch of a batch's ranges (several requests at a time), hashed here, on the worker;
    /// `nil` without the range API.
    func prefetch(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
        guard let client else { return nil }
        let digests = lines.map { SHA1Digest(hashing: $0) }
        return { () async -> any Sendable in await client.prefetch(digests) }
    }

    /// Throws for a damaged index (exit 2); reports the first unanswered password once (exit 3 at the end).
    static func check(_ verdict: BreachLookup?) throws -> LineStatus? {
        guard case .unavailable(let error)? = verdict else { return nil }
        if !error.isServiceFailure { throw CLIFailure(message: error.message(in: Console.language)) }
        BreachedWarning.once(error)
        return .unavailable
    }
}

/// Prints the first "could not be checked" message once per process.
enum BreachedWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var shown = false

    static func once(_ error: BreachedPasswordError) {
        lock.lock()
        defer { lock.unlock() }
        guard !shown else { return }
        shown = true
        Console.error(error.message(in: Console.language))
    }
}
