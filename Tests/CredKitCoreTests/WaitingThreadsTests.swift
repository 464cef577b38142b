// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// The `.waitsOnThreads` trait, which the suites that wait on child processes carry: their bodies
/// must run side by side beyond the concurrency pool's one thread per core.
@Suite("Tests that wait run on threads of their own", .waitsOnThreads)
struct WaitingThreadsTests {
    /// Opens when `parties` callers wait at once; a caller gives up after `timeout`.
    final class Barrier: @unchecked Sendable {
        private let condition = NSCondition()
        private var arrived = 0
        private let parties: Int

        init(parties: Int) { self.parties = parties }

        /// Whether all the parties arrived before `timeout`.
        func arriveAndWait(timeout: TimeInterval) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            arrived += 1
            condition.broadcast()
            let deadline = Date(timeIntervalSinceNow: timeout)
            while arrived < parties {
                if !condition.wait(until: deadline) { return arrived >= parties }
            }
            return true
        }
    }

    /// More parties than this machine's cores: on the pool (one thread per core) the first ones
    /// would hold every thread while they wait, and the last could never arrive. The threads are a
    /// `WaitingThreads` of their own, so that the other marked suites, waiting on theirs at the same
    /// time (a fault server's 120 s stall, Spark), cannot keep a party from arriving.
    @Test("Blocking bodies, more of them than cores, all wait at once on the waiting threads")
    func blockingBodies() async {
        let parties = ProcessInfo.processInfo.activeProcessorCount + 2
        let threads = WaitingThreads(width: parties)
        let barrier = Barrier(parties: parties)
        let met = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<parties {
                group.addTask(executorPreference: threads) {
                    barrier.arriveAndWait(timeout: 60) && WaitingThreads.isCurrentThread
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(met == Array(repeating: true, count: parties), "a party waited alone, or ran off the waiting threads")
    }

    @Test("A marked test's body runs on the shared waiting threads, which are more than the cores", arguments: 0..<3)
    func markedBodies(_ index: Int) {
        #expect(WaitingThreads.width >= ProcessInfo.processInfo.activeProcessorCount + 2)
        #expect(WaitingThreads.isCurrentThread, "case \(index)")
    }
}
