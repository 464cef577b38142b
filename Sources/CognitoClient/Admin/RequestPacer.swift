// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Spaces requests out to at most a number per second, shared by every task that sends them: a
/// ceiling below Cognito's request-rate quotas for a bulk run. After throttling, ``slowDown()``
/// halves the rate (down to a tenth of the ceiling), and each request that goes through raises it back
/// by a twentieth of the ceiling.
public actor RequestPacer {
    /// The most requests per second.
    public let ceiling: Double
    private var rate: Double
    private var nextSlot: ContinuousClock.Instant = .now

    /// A pacer for `ceiling` requests per second (more than 0).
    public init(requestsPerSecond ceiling: Double) {
        precondition(ceiling > 0 && ceiling.isFinite, "a rate is a positive number of requests per second")
        self.ceiling = ceiling
        rate = ceiling
    }

    /// The rate now, in requests per second.
    public var currentRate: Double { rate }

    /// Waits for the next request's turn.
    public func acquire() async throws {
        let now = ContinuousClock.now
        let slot = max(now, nextSlot)
        nextSlot = slot.advanced(by: .seconds(1 / rate))
        if slot > now { try await Task.sleep(until: slot, clock: .continuous) }
    }

    /// Cognito answered that requests come too fast: halve the rate.
    public func slowDown() {
        rate = max(ceiling / 10, rate / 2)
    }

    /// A request went through: recover toward the ceiling.
    public func succeeded() {
        rate = min(ceiling, rate + ceiling / 20)
    }
}
