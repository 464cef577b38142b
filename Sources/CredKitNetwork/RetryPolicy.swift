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
