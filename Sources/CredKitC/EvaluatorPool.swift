// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Evaluators (which own scratch buffers and are not `Sendable`) lent to one caller thread at a
/// time: a handle can be used from any number of threads at once, and a call takes an idle
/// evaluator instead of building one (building one compiles the policy's patterns).
final class EvaluatorPool<Evaluator>: @unchecked Sendable {
    /// The most idle evaluators kept; more threads than this build their own and drop them.
    private static var keptIdle: Int { 64 }

    private let lock = NSLock()
    private var idle: [Evaluator] = []
    private let make: () -> Evaluator

    init(_ make: @escaping () -> Evaluator) {
        self.make = make
    }

    /// Runs `body` with an evaluator no other thread holds meanwhile.
    func with<Result>(_ body: (Evaluator) throws -> Result) rethrows -> Result {
        let evaluator = lock.withLock { idle.popLast() } ?? make()
        defer {
            lock.withLock {
                if idle.count < Self.keptIdle { idle.append(evaluator) }
            }
        }
        return try body(evaluator)
    }
}
