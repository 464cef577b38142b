// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Objects that are not `Sendable` — evaluators and record encoders, which own scratch buffers and
/// caches; generator sessions — lent to one caller thread at a time: a handle can be used from any
/// number of threads at once, and a call takes an idle one instead of building one (building an
/// evaluator compiles the policy's patterns).
final class LendingPool<Lent>: @unchecked Sendable {
    /// The most idle objects kept; more threads than this build their own and drop them.
    private static var keptIdle: Int { 64 }

    private let lock = NSLock()
    private var idle: [Lent] = []
    private let make: () -> Lent

    init(_ make: @escaping () -> Lent) {
        self.make = make
    }

    /// Runs `body` with an object no other thread holds meanwhile.
    func with<Result>(_ body: (Lent) throws -> Result) rethrows -> Result {
        let lent = lock.withLock { idle.popLast() } ?? make()
        defer {
            lock.withLock {
                if idle.count < Self.keptIdle { idle.append(lent) }
            }
        }
        return try body(lent)
    }
}
