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
    /// would hold every thread while they wait, and the last could never arrive.
    static let parties = ProcessInfo.processInfo.activeProcessorCount + 2
    static let barrier = Barrier(parties: parties)

    @Test("Blocking bodies, more of them than cores, all wait at once", arguments: 0..<parties)
    func blockingBodies(_ index: Int) throws {
        #expect(WaitingThreads.width >= Self.parties, "CREDKIT_TEST_WAITING_THREADS is below \(Self.parties)")
        #expect(Self.barrier.arriveAndWait(timeout: 60), "party \(index) waited alone")
        #expect(WaitingThreads.isCurrentThread)
    }
}
