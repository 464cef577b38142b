// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// The worker threads of a `--jobs` run, each with its own handler, and the queue of batches
/// waiting for them. The main thread submits batches and waits for each in turn; workers take the
/// oldest waiting batch.
///
/// When batches fetch (the stream's `prefetches`), a worker first asks its handler for the batch's
/// network work (``LineHandler/prepare(_:)``), starts it as a task and goes on with other batches;
/// the task puts the batch back, ahead of the new ones, for the next free worker to judge. No
/// thread waits on a task: the main thread waits for workers, workers for batches.
package final class LineWorkers<Handler: LineHandler>: @unchecked Sendable {
    // One lock and condition for everything: batches are thousands of lines, so the queue is touched
    // rarely and a broadcast that wakes a thread for nothing costs little.
    private let condition = NSCondition()
    private var waiting: [LineBatch] = []
    /// Batches whose fetch has ended, to judge before any new one.
    private var fetched: [LineBatch] = []
    /// Fetches started and not yet ended.
    private var fetching = 0
    /// Batches prepared for a fetch and not yet judged. One at a time: the range API's client keeps
    /// 4,096 ranges (a batch's worth, ``LineBatch/lineLimit``), so the ranges a batch fetched are
    /// still there when it is judged only if no other batch's fetch runs before.
    private var fetchWindow = 0
    private var done: Set<ObjectIdentifier> = []
    private var closed = false
    private var handlers: [Handler?]
    private var running: Int
    /// Whether each batch goes to the handler's `prepare` first.
    private let prepares: Bool
    /// How plain lines' records end (the records' format).
    private let end: RecordEnd

    /// Starts `count` threads; each makes its own handler with `makeHandler`, on its own thread.
    ///
    /// Handlers are made where they work because a handler's objects are retained and released on
    /// every line: made together on one thread, two workers' objects sit side by side in memory,
    /// and their reference counts, sharing cache lines, would slow both workers down.
    /// - Parameters:
    ///   - count: the number of threads.
    ///   - makeHandler: called once on each worker thread; it must be safe to call from several
    ///     threads at once (the streaming commands' handlers only read settings).
    ///   - format: the records' format, whose closing ends a plain line's record.
    ///   - prepares: whether each batch goes to the handler's `prepare` first.
    package init(count: Int, makeHandler: @escaping () -> Handler, format: RecordFormat, prepares: Bool = false) {
        self.prepares = prepares
        end = RecordEnd(format: format)
        handlers = Array(repeating: nil, count: count)
        running = count
        let make = ThreadBody(makeHandler)
        for index in 0..<count {
            let body = ThreadBody { [self] in work(index, handler: make.make()) }
            let thread = Thread { body.run() }
            // Secondary threads on Darwin get 512 KiB by default; the judges recurse and match
            // patterns, so give them what the main thread has.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Queues a batch for the next free worker.
    package func submit(_ batch: LineBatch) {
        condition.lock()
        waiting.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Whether a worker has judged `batch`.
    package func isDone(_ batch: LineBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return done.contains(ObjectIdentifier(batch))
    }

    /// Waits until a worker has judged `batch`, and forgets that it did (so it can be reused).
    package func wait(for batch: LineBatch) {
        let key = ObjectIdentifier(batch)
        condition.lock()
        while !done.contains(key) { condition.wait() }
        done.remove(key)
        condition.unlock()
    }

    /// Lets the workers end once the queue is empty (or at once, dropping what waits, with
    /// `discardingWaiting`), waits for them, and returns their handlers.
    package func finish(discardingWaiting: Bool = false) -> [Handler] {
        condition.lock()
        closed = true
        if discardingWaiting {
            discarding = true
            waiting.removeAll()
            fetched.removeAll()
        }
        condition.broadcast()
        while running > 0 { condition.wait() }
        let finished = handlers.map { $0! }
        condition.unlock()
        return finished
    }

    private func work(_ index: Int, handler: Handler) {
        var handler = handler
        condition.lock()
        while true {
            let batch: LineBatch
            var fetchedOne = false
            if !fetched.isEmpty {
                batch = fetched.removeFirst()
                fetchedOne = true
            } else if canTakeNew {
                batch = waiting.removeFirst()
                if prepares {
                    fetchWindow += 1
                    condition.unlock()
                    let fetch = batch.prepare(with: &handler)
                    condition.lock()
                    if let fetch {
                        fetching += 1
                        Task { [self] in
                            let result = await fetch()
                            putBack(batch, fetched: result)
                        }
                        continue
                    }
                    fetchWindow -= 1
                }
            } else if closed && (discarding || (waiting.isEmpty && fetching == 0)) {
                // Closed, and no fetch can put a batch back (after `finish(discardingWaiting:)`,
                // what a fetch puts back is dropped).
                break
            } else {
                condition.wait()
                continue
            }
            condition.unlock()
            batch.judge(with: &handler, end: end)
            condition.lock()
            if fetchedOne { fetchWindow -= 1 }
            done.insert(ObjectIdentifier(batch))
            condition.broadcast()
        }
        handlers[index] = handler
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Whether a worker may take a new batch (with the lock held): one is waiting, and when batches
    /// fetch, no other is between its fetch and its judgement.
    private var canTakeNew: Bool { !waiting.isEmpty && (!prepares || fetchWindow == 0) }

    /// Whether ``finish(discardingWaiting:)`` dropped the queues.
    private var discarding = false

    /// A fetch has ended: its batch goes back, ahead of the new ones, to be judged.
    private func putBack(_ batch: LineBatch, fetched result: any Sendable) {
        condition.lock()
        fetching -= 1
        if !discarding {
            batch.fetched = result
            fetched.append(batch)
        }
        condition.broadcast()
        condition.unlock()
    }
}

/// A closure handed to the worker threads (`Thread` wants a `Sendable` one): a worker's loop, which
/// owns its handler and shares only the lock-guarded queue, or the handler factory, which only
/// reads settings.
package final class ThreadBody<Value>: @unchecked Sendable {
    package let make: () -> Value

    package init(_ make: @escaping () -> Value) {
        self.make = make
    }

    package func run() where Value == Void { make() }
}
