// SPDX-License-Identifier: Apache-2.0
import Dispatch
import Foundation

/// Runs an operation with a deadline: whichever ends first, the operation or the timer, decides;
/// the other is cancelled and not waited for (an HTTP stack that ignores cancellation cannot hold
/// the caller).
package enum Deadline {
    /// The deadline passed first.
    package struct Expired: Error {
        package init() {}
    }

    /// `operation`'s value, or ``Expired`` when `seconds` pass first.
    package static func run<Value: Sendable>(
        seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let gate = Gate<Value>()
        return try await withCheckedThrowingContinuation { continuation in
            gate.set(continuation)
            let work = Task {
                do {
                    gate.finish(.success(try await operation()))
                } catch {
                    gate.finish(.failure(error))
                }
            }
            // The timer runs on a Dispatch queue, not in the concurrency pool, so it fires even when
            // the pool's threads are busy.
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                if gate.finish(.failure(Expired())) { work.cancel() }
            }
        }
    }

    /// Resumes the continuation once.
    private final class Gate<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Value, any Error>?
        private var pending: Result<Value, any Error>?

        func set(_ continuation: CheckedContinuation<Value, any Error>) {
            lock.lock()
            if let pending {
                lock.unlock()
                continuation.resume(with: pending)
                return
            }
            self.continuation = continuation
            lock.unlock()
        }

        @discardableResult
        func finish(_ result: Result<Value, any Error>) -> Bool {
            lock.lock()
            guard pending == nil else {
                lock.unlock()
                return false
            }
            pending = result
            let continuation = self.continuation
            self.continuation = nil
            lock.unlock()
            continuation?.resume(with: result)
            return true
        }
    }
}
