// SPDX-License-Identifier: Apache-2.0
/// Retries with exponential backoff and full jitter, for throttling, server errors and lost
/// connections only.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    public var maximumAttempts: Int
    /// The delay ceiling before the second attempt; it doubles per attempt.
    public var baseDelay: Duration
    /// The largest delay.
    public var maximumDelay: Duration
    /// How to wait (tests inject their own).
    public var sleep: @Sendable (Duration) async -> Void

    /// Three attempts, 200 ms then 400 ms ceilings (random within), at most 2 s.
    public static let standard = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(200), maximumDelay: .seconds(2))
    /// One attempt.
    public static let none = RetryPolicy(maximumAttempts: 1, baseDelay: .zero, maximumDelay: .zero)

    /// Creates a policy.
    /// - Parameters:
    ///   - maximumAttempts: attempts in all (at least 1).
    ///   - baseDelay: the first delay ceiling.
    ///   - maximumDelay: the largest delay.
    ///   - sleep: how to wait.
    public init(
        maximumAttempts: Int, baseDelay: Duration, maximumDelay: Duration,
        sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.sleep = sleep
    }

    /// The delay ceiling before `attempt` (2, 3, …).
    public func ceiling(beforeAttempt attempt: Int) -> Duration {
        var ceiling = baseDelay
        for _ in 2..<max(2, attempt) { ceiling = ceiling * 2 }
        return min(ceiling, maximumDelay)
    }

    /// Waits a random time up to the ceiling before `attempt` (full jitter).
    package func wait(beforeAttempt attempt: Int) async {
        let ceiling = ceiling(beforeAttempt: attempt)
        let fraction = Double.random(in: 0...1)
        await sleep(ceiling * fraction)
    }
}

extension RetryPolicy {
    /// What one attempt of ``perform(capping:_:)`` gave.
    package enum AttemptOutcome<Success, Failure: Error> {
        /// Done.
        case success(Success)
        /// Failed; tried again when `retryable` and attempts remain, after `after` when the server
        /// said how long to wait (`Retry-After`), else after the policy's jittered delay.
        case failure(Failure, retryable: Bool, after: Duration?)
    }

    /// Runs `attempt` (given its number, 1, 2, …) until it succeeds, fails in a way not to retry, or
    /// the policy's attempts run out: the one retry loop of every client (Cognito, OAuth, the
    /// breached-password range API).
    /// - Parameters:
    ///   - cap: the longest a server's `Retry-After` is waited (default: ``maximumDelay``).
    ///   - attempt: one attempt.
    /// - Returns: the first success, or the last failure.
    package func perform<Success, Failure: Error>(
        capping cap: Duration? = nil, _ attempt: (_ number: Int) async -> AttemptOutcome<Success, Failure>
    ) async -> Result<Success, Failure> {
        var number = 1
        while true {
            switch await attempt(number) {
            case .success(let success):
                return .success(success)
            case .failure(let failure, let retryable, let after):
                guard retryable, number < maximumAttempts else { return .failure(failure) }
                if let after {
                    await sleep(min(after, cap ?? maximumDelay))
                } else {
                    await wait(beforeAttempt: number + 1)
                }
                number += 1
            }
        }
    }
}
