// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

/// Threads for test bodies that wait synchronously: on a child process (the `credkit` binary, python,
/// moto's admin scripts), on a pipe, on a server's answer.
///
/// Swift Testing runs test functions as tasks on the concurrency pool, which has one thread per core.
/// A synchronous test that waits for a child process holds one of those threads the whole time, so on
/// this 2-core machine only two such tests ran at once, each mostly waiting: the suite took 264 s of
/// wall time for 300 s of CPU. A test with the ``Trait/waitsOnThreads`` trait runs its body here
/// instead, on one of ``width`` threads of its own, with task-executor preference (SE-0417): waits
/// then overlap while the pool stays free for the tests that compute.
public final class WaitingThreads: TaskExecutor, @unchecked Sendable {
    /// The threads every marked test shares.
    public static let shared = WaitingThreads(width: width)

    /// How many waiting test bodies run at once: `CREDKIT_TEST_WAITING_THREADS`, else eight (or two
    /// more than the cores, on a bigger machine) — enough to keep two cores busy with tests that mostly
    /// wait, few enough that the ones timing deadlines (fault injection, retries) are not starved.
    public static var width: Int {
        ProcessInfo.processInfo.environment["CREDKIT_TEST_WAITING_THREADS"].flatMap { Int($0) }.map { max(1, $0) }
            ?? max(8, ProcessInfo.processInfo.activeProcessorCount + 2)
    }

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var head = 0

    /// Starts `width` threads, which wait for jobs for the rest of the process.
    public init(width: Int) {
        for _ in 0..<width {
            let thread = Thread { [unowned self] in self.work() }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func next() -> UnownedJob {
        condition.lock()
        defer { condition.unlock() }
        while head == jobs.count { condition.wait() }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }

    /// Whether the calling thread is one of these.
    public static var isCurrentThread: Bool {
        Thread.current.threadDictionary[threadKey] as? Bool == true
    }
    private static let threadKey = "credkit.waiting-test-thread"

    private func work() {
        Thread.current.threadDictionary[Self.threadKey] = true
        while true {
            next().runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// The trait that runs a test's body on ``WaitingThreads``: on a suite it applies to every test in it.
public struct WaitsOnThreads: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Once per test case (or per test without arguments); the suite's own scope stays as it is.
        guard testCase != nil else { return try await function() }
        try await withTaskExecutorPreference(WaitingThreads.shared) { try await function() }
    }
}

extension Trait where Self == WaitsOnThreads {
    /// Runs the body on threads of its own (``WaitingThreads``), not the concurrency pool: for tests
    /// that wait synchronously on child processes, pipes or servers.
    public static var waitsOnThreads: Self { WaitsOnThreads() }
}
