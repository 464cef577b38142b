// SPDX-License-Identifier: Apache-2.0
import Foundation
import _CredKitCore

/// Lines read together on the main thread, judged together on a worker thread and written together,
/// in their turn, on the main thread (`--jobs`).
final class LineBatch: @unchecked Sendable {
    // One thread at a time uses a batch (the reader, a worker, then the writer; the hand-overs go
    // through the workers' lock), so the run-time exclusivity checks on its state are dropped:
    // they cost more than the per-line work of filling a batch.

    /// A batch is handed to a worker once it holds this many lines…
    static let lineLimit = 4096
    /// …or this many bytes of them (a longer line still fits: the storage grows).
    static let byteLimit = 256 << 10

    /// The lines' bytes, one after another.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var byteCount = 0
    /// Where each line starts and ends in `storage` (lines taken as one run keep their LFs between
    /// them, so a line does not always start where the one before it ends).
    private let starts = UnsafeMutablePointer<Int>.allocate(capacity: LineBatch.lineLimit)
    private let ends = UnsafeMutablePointer<Int>.allocate(capacity: LineBatch.lineLimit)
    /// Each record's mark, for rows of a CSV or TSV input (``hasMarks``): the physical line it
    /// starts on, shifted left once, plus 1 when the row was cut at the length limit.
    private let marks = UnsafeMutablePointer<Int>.allocate(capacity: LineBatch.lineLimit)
    /// Whether the records have ``marks`` (they came from ``fill(from:)`` with a record scanner).
    @exclusivity(unchecked) private(set) var hasMarks = false
    /// The number of lines.
    @exclusivity(unchecked) private(set) var lineCount = 0
    /// The first line's number.
    @exclusivity(unchecked) private(set) var firstNumber = 1
    /// The records, for standard output.
    let output = OutputBuffer(descriptor: 1)
    /// The worst status of the batch's records.
    @exclusivity(unchecked) private(set) var worst = LineStatus.passed
    /// What the handler threw, after the records before it.
    @exclusivity(unchecked) private(set) var failure: (any Error)?

    init() {
        capacity = Self.byteLimit + 4096
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
        starts.deallocate()
        ends.deallocate()
        marks.deallocate()
    }

    /// Whether no line has been added since the last ``reset(firstNumber:)``.
    var isEmpty: Bool { lineCount == 0 }

    /// Whether the batch should go to a worker now.
    var isFull: Bool { lineCount >= Self.lineLimit || byteCount >= Self.byteLimit }

    /// Empties the batch for reuse (its storage keeps its usual size).
    func reset(firstNumber: Int) {
        if capacity > 4 * Self.byteLimit {
            // An over-long line grew the storage: give the memory back rather than keep it per batch.
            storage.deallocate()
            capacity = Self.byteLimit + 4096
            storage = .allocate(capacity: capacity)
        }
        byteCount = 0
        lineCount = 0
        hasMarks = false
        self.firstNumber = firstNumber
        worst = .passed
        failure = nil
        fetched = nil
    }

    /// Reads lines from `reader` until the batch is full or the input ends.
    /// - Returns: `false` at the end of the input.
    /// - Throws: ``LineReaderError``; the lines read before it stay in the batch.
    func fill(from reader: LineReader) throws -> Bool {
        while !isFull {
            // Most lines come in runs copied whole (a byte scan, one copy); a line with a special
            // case (a BOM, a CR, a cut, the buffer's end) goes through the reader one at a time.
            let (run, count) = reader.takePlainLines(
                maximumLines: Self.lineLimit - lineCount, maximumBytes: Self.byteLimit - byteCount,
                lineEnds: ends + lineCount)
            if count > 0 {
                let offset = byteCount
                reserve(run.count)
                (storage + offset).update(from: run.baseAddress!, count: run.count)
                var lineStart = offset
                for index in lineCount..<lineCount + count {
                    starts[index] = lineStart
                    ends[index] += offset
                    lineStart = ends[index] + 1
                }
                byteCount += run.count
                lineCount += count
                continue
            }
            guard try reader.readLine({ append($0) }) else { return false }
        }
        return true
    }

    /// Reads CSV or TSV records from `scanner` until the batch is full or the input ends; each
    /// keeps its raw bytes and its mark (see ``marks``), and is split into fields by the worker.
    /// - Returns: `false` at the end of the input.
    /// - Throws: ``LineReaderError``; the records read before it stay in the batch.
    func fill(from scanner: DelimitedRecordScanner) throws -> Bool {
        hasMarks = true
        guard !isFull else { return true }
        return try scanner.scan { record, line, truncated in
            marks[lineCount] = line << 1 | (truncated ? 1 : 0)
            append(record)
            return !isFull
        }
    }

    /// Copies a line in.
    private func append(_ line: UnsafeBufferPointer<UInt8>) {
        reserve(line.count)
        if let base = line.baseAddress { (storage + byteCount).update(from: base, count: line.count) }
        starts[lineCount] = byteCount
        byteCount += line.count
        ends[lineCount] = byteCount
        lineCount += 1
    }

    /// Makes room for `count` more bytes.
    private func reserve(_ count: Int) {
        guard byteCount + count > capacity else { return }
        var larger = capacity * 2
        while larger < byteCount + count { larger *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        grown.update(from: storage, count: byteCount)
        storage.deallocate()
        storage = grown
        capacity = larger
    }

    /// What the batch's fetch returned, for the handler that judges it (``LineHandler/receive(_:)``).
    @exclusivity(unchecked) var fetched: (any Sendable)?

    /// The network work `handler` wants for the batch's lines (``LineHandler/prepare(_:)``).
    func prepare<Handler: LineHandler>(with handler: inout Handler) -> LineFetch? {
        handler.prepare(
            (0..<lineCount).map { UnsafeBufferPointer(start: storage + starts[$0], count: ends[$0] - starts[$0]) },
            marks: hasMarks ? UnsafeBufferPointer(start: marks, count: lineCount) : nil)
    }

    /// Copies `lines` in as the batch's lines (values from the command line, a password typed at
    /// the terminal).
    func fill(with lines: [[UInt8]]) {
        for line in lines { line.withUnsafeBufferPointer { append($0) } }
    }

    /// Runs `handler` over the lines, in order, into ``output``; a throw ends the batch. What the
    /// batch's fetch returned is given to the handler first.
    func judge<Handler: LineHandler>(with handler: inout Handler) {
        let output = self.output
        if let fetched {
            handler.receive(fetched)
            self.fetched = nil
        }
        do {
            if hasMarks {
                for index in 0..<lineCount {
                    let start = starts[index]
                    let status = try handler.handle(
                        UnsafeBufferPointer(start: storage + start, count: ends[index] - start), number: firstNumber + index,
                        mark: marks[index], into: output)
                    if status > worst { worst = status }
                }
            } else {
                for index in 0..<lineCount {
                    let start = starts[index]
                    let status = try handler.handle(
                        UnsafeBufferPointer(start: storage + start, count: ends[index] - start), number: firstNumber + index,
                        into: output)
                    if status > worst { worst = status }
                }
            }
        } catch {
            failure = error
        }
    }
}

/// The worker threads of a `--jobs` run, each with its own handler, and the queue of batches
/// waiting for them. The main thread submits batches and waits for each in turn; workers take the
/// oldest waiting batch.
///
/// When batches fetch (``LineStream/prefetches``), a worker first asks its handler for the batch's
/// network work (``LineHandler/prepare(_:)``), starts it as a task and goes on with other batches;
/// the task puts the batch back, ahead of the new ones, for the next free worker to judge. No
/// thread waits on a task: the main thread waits for workers, workers for batches.
final class LineWorkers<Handler: LineHandler>: @unchecked Sendable {
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

    /// Starts `count` threads; each makes its own handler with `makeHandler`, on its own thread.
    ///
    /// Handlers are made where they work because a handler's objects are retained and released on
    /// every line: made together on one thread, two workers' objects sit side by side in memory,
    /// and their reference counts, sharing cache lines, would slow both workers down.
    /// - Parameters:
    ///   - count: the number of threads.
    ///   - makeHandler: called once on each worker thread; it must be safe to call from several
    ///     threads at once (the streaming commands' handlers only read settings).
    init(count: Int, makeHandler: @escaping () -> Handler, prepares: Bool = false) {
        self.prepares = prepares
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
    func submit(_ batch: LineBatch) {
        condition.lock()
        waiting.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Whether a worker has judged `batch`.
    func isDone(_ batch: LineBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return done.contains(ObjectIdentifier(batch))
    }

    /// Waits until a worker has judged `batch`, and forgets that it did (so it can be reused).
    func wait(for batch: LineBatch) {
        let key = ObjectIdentifier(batch)
        condition.lock()
        while !done.contains(key) { condition.wait() }
        done.remove(key)
        condition.unlock()
    }

    /// Lets the workers end once the queue is empty (or at once, dropping what waits, with
    /// `discardingWaiting`), waits for them, and returns their handlers.
    func finish(discardingWaiting: Bool = false) -> [Handler] {
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
            batch.judge(with: &handler)
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
final class ThreadBody<Value>: @unchecked Sendable {
    let make: () -> Value

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    func run() where Value == Void { make() }
}
