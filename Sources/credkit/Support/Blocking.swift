// SPDX-License-Identifier: Apache-2.0
import Dispatch

/// Runs asynchronous library work from the synchronous streaming loop and waits for it.
///
/// Only for threads outside Swift's cooperative pool — the main thread of a synchronous command, or a
/// `--jobs` worker — so the awaited work always has a pool thread to run on.
enum Blocking {
    /// Starts `work` as a task and blocks this thread until it ends.
    static func wait<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () async throws(Failure) -> Value
    ) -> Result<Value, Failure> {
        let box = ResultBox<Value, Failure>()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do throws(Failure) {
                box.result = .success(try await work())
            } catch {
                box.result = .failure(error)
            }
            finished.signal()
        }
        finished.wait()
        return box.result!
    }
}

/// The task's result, handed over through the semaphore (its `signal` orders the write before the
/// waiting thread's read).
private final class ResultBox<Value: Sendable, Failure: Error>: @unchecked Sendable {
    var result: Result<Value, Failure>?
}
