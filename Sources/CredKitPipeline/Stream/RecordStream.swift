// SPDX-License-Identifier: Apache-2.0

import CredKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress display for a long input (the command line's progress line on a terminal).
public protocol RecordStreamProgress {
    /// `records` written so far, `bytesRead` of the input read.
    mutating func update(records: Int, bytesRead: Int)
    /// The run is over.
    func finish()
}

/// Streams an input's records through a ``LineHandler``, in input order, in constant memory: the
/// loop of `credkit check`, `strength`, `email` and `jwt`.
///
/// It reads standard input, a file or values given in memory, one record per line (a byte order mark,
/// CR/LF and over-long lines are the line reader's) or per row of a CSV, TSV or JSON Lines input
/// (``StructuredInput``: the judged field goes to the handler, the kept columns into its record, an
/// unreadable row gets its own error record); it writes the records in blocks and, with `jobs` > 1,
/// judges batches of 4,096 records on that many threads while this one reads and writes. With
/// `prefetches`, each batch's network work (``LineHandler/prepare(_:)``) runs as a task before the
/// batch is judged, and no thread waits for it.
///
/// ```swift
/// var stream = RecordStream(source: .file("users.csv"), format: .json, language: .english)
/// stream.structured = StructuredInput(format: .csv, field: .name("password"), keep: [.name("id")])
/// let (status, summary) = try stream.run { PasswordRecords(checker: checker) }   // your LineHandler
/// ```
public struct RecordStream {
    /// Where records come from.
    public enum Source: Sendable, Hashable {
        /// Standard input.
        case standardInput
        /// A file.
        case file(String)
        /// Values in memory, one record each (arguments, a password typed at a terminal).
        case values([[UInt8]])
    }

    /// Where the records come from.
    public var source: Source
    /// The records' format: how each ends (``RecordEnd``), and how unreadable rows' error records
    /// and the kept columns are written.
    public var format: RecordFormat
    /// The language of error records and the summary.
    public var language: Language
    /// Worker threads for standard input or a file; 1 (or less) works on the calling thread.
    public var jobs = 1
    /// Read in batches and run each batch's ``LineHandler/prepare(_:)`` first, even with one job
    /// (a batch's requests go out together).
    public var prefetches = false
    /// CSV, TSV or JSON Lines rows instead of lines, for standard input or a file (one whose format
    /// is ``RecordInputFormat/lines`` is refused: lines have no columns).
    public var structured: StructuredInput?
    /// The handler's records' fields: with CSV records, its ``RecordSchema/columns`` are the header
    /// row, written before any record with the kept columns' names after them, and an unreadable
    /// row's error record puts its code and message in the `error_code` and `error` columns.
    public var schema: RecordSchema?
    /// Makes the progress display for an input (its file descriptor), or `nil` for none.
    public var progress: ((Int32) -> (any RecordStreamProgress)?)?
    /// Where records are written, in blocks.
    public let output: OutputBuffer

    /// A stream from `source` writing records in `format` to `output` (standard output by default).
    public init(source: Source, format: RecordFormat, language: Language, output: OutputBuffer = OutputBuffer(descriptor: 1)) {
        self.source = source
        self.format = format
        self.language = language
        self.output = output
    }

    /// Runs a handler over every record.
    /// - Parameter makeHandler: makes the handler; called once, or once on each worker thread with
    ///   `jobs` > 1 (so it must only read what it captures).
    /// - Returns: the worst status of any record (``LineStatus/passed`` for no records), and the
    ///   handlers' summary (their counts added together), if any.
    /// - Throws: ``RecordStreamError`` when the input cannot be opened or read (after writing the
    ///   records read so far) or a column asked for is not in it; what the handler throws.
    @inlinable
    public func run<Handler: LineHandler>(_ makeHandler: @escaping () -> Handler) throws -> (
        status: LineStatus, summary: String?
    ) {
        // Plain lines on one thread, the hottest loop, is compiled into the caller, specialised for
        // its handler (a generic call per line through a witness table costs 5 %); the rest is not.
        guard structured == nil, jobs <= 1, !prefetches, !isValues else {
            return try runEveryOther(makeHandler)
        }
        try writeHeader()
        let input = try openInput()
        defer { input.close() }
        let (worst, handler) = try runInPlace(makeHandler(), lines: input.lines!, input: input)
        try output.flush()
        return (worst, handler.summary())
    }

    /// ``jobs``, at least one.
    var workerCount: Int { max(jobs, 1) }

    /// Whether the records are values in memory.
    @usableFromInline
    var isValues: Bool {
        if case .values = source { return true }
        return false
    }

    /// With CSV records, the header row: the handler's columns and the kept ones.
    @usableFromInline
    func writeHeader() throws {
        guard format == .csv, let schema else { return }
        for (index, name) in (schema.columns + (structured?.keep.map(\.text) ?? [])).enumerated() {
            if index > 0 { output.append(byte: UInt8(ascii: ",")) }
            output.append(csvField: name)
        }
        output.append(byte: 0x0A)
        // Out before the records, which the batch loops may write through their own buffers.
        try output.flush()
    }

    /// Every run but plain lines from a stream on one thread.
    @usableFromInline
    func runEveryOther<Handler: LineHandler>(_ makeHandler: @escaping () -> Handler) throws -> (
        status: LineStatus, summary: String?
    ) {
        if structured?.format == .lines { throw RecordStreamError(.linesHaveNoColumns, input: inputName) }
        try writeHeader()
        let end = RecordEnd(format: format)
        var worst = LineStatus.passed
        var handler: Handler
        // The per-line work is written out in each loop rather than shared through a nested
        // function: a nested function's captures are checked for exclusivity at run time, which
        // costs a tenth of the hot loop.
        switch source {
        case .values(let values) where prefetches:
            (worst, handler) = try runFetching(values, makeHandler)
        case .values(let values):
            handler = makeHandler()
            var number = 0
            for value in values {
                number += 1
                let status = try value.withUnsafeBufferPointer {
                    try handler.handle($0, number: number, end: end, into: output)
                }
                if status > worst { worst = status }
                try output.flushIfNeeded()
            }
        case .standardInput, .file:
            let input = try openInput()
            defer { input.close() }
            if let structured {
                // Rows of a structured input: read in batches (CSV and TSV records found whole, JSON
                // Lines as lines), split or walked where they are judged.
                let layout: StructuredLayout
                do {
                    layout = try structured.layout(
                        scanner: input.scanner, inputName: inputName, format: format, schema: schema, language: language)
                } catch let error as LineReaderError {
                    throw unreadable(error)
                }
                let rowHandler = { StructuredRun(inner: makeHandler(), layout: layout) }
                var run: StructuredRun<Handler>
                if workerCount > 1 || prefetches {
                    (worst, run) = try runInParallel(
                        LineWorkers(count: workerCount, makeHandler: rowHandler, format: format, prepares: prefetches),
                        input: input)
                } else if let lines = input.lines {
                    // JSON Lines, one job: each line walked where the reader holds it, as plain lines.
                    (worst, run) = try runInPlace(rowHandler(), lines: lines, input: input)
                } else {
                    (worst, run) = try runInBatches(rowHandler(), input: input)
                }
                try output.flush()
                return (worst, run.summary())
            }
            // One job without fetching never comes here: `run` keeps that loop.
            (worst, handler) = try runInParallel(
                LineWorkers(count: workerCount, makeHandler: makeHandler, format: format, prepares: prefetches), input: input)
        }
        try output.flush()
        return (worst, handler.summary())
    }

    /// The `--jobs` loop: this thread reads lines into batches and writes the judged batches in
    /// input order; `jobs` workers judge them. At most two batches per worker are read ahead, so
    /// memory stays bounded however long the input.
    /// - Returns: the worst status, and the handlers' counts added together.
    private func runInParallel<Handler: LineHandler>(
        _ workers: LineWorkers<Handler>, input: OpenInput
    ) throws -> (LineStatus, Handler) {
        let limit = 2 * workerCount
        var spare: [LineBatch] = []
        var created = 0
        var inFlight: [LineBatch] = []
        var worst = LineStatus.passed
        var written = 0
        var number = 0
        var progress = progress?(input.descriptor)

        // Writes the oldest batch once judged (waiting for it when `waits`), and keeps it for reuse.
        func writeOldest(waiting waits: Bool) throws -> Bool {
            guard let oldest = inFlight.first, waits || workers.isDone(oldest) else { return false }
            workers.wait(for: oldest)
            inFlight.removeFirst()
            try oldest.output.flush()
            if oldest.worst > worst { worst = oldest.worst }
            if let failure = oldest.failure { throw failure }
            written += oldest.lineCount
            spare.append(oldest)
            progress?.update(records: written, bytesRead: input.bytesRead)
            return true
        }
        func nextBatch() throws -> LineBatch {
            while try writeOldest(waiting: false) {}
            if spare.isEmpty && created == limit { _ = try writeOldest(waiting: true) }
            let batch: LineBatch
            if let reused = spare.popLast() {
                batch = reused
            } else {
                batch = LineBatch(descriptor: output.descriptor)
                created += 1
            }
            batch.reset(firstNumber: number + 1)
            return batch
        }

        do {
            var batch = try nextBatch()
            var more = true
            while more {
                do {
                    more = try input.fill(batch)
                } catch let error as LineReaderError {
                    // The records read before the failure still go out, as without --jobs.
                    if !batch.isEmpty {
                        workers.submit(batch)
                        inFlight.append(batch)
                    }
                    while try writeOldest(waiting: true) {}
                    throw unreadable(error)
                }
                guard !batch.isEmpty else { break }
                number += batch.lineCount
                workers.submit(batch)
                inFlight.append(batch)
                if more { batch = try nextBatch() }
            }
            while try writeOldest(waiting: true) {}
        } catch {
            _ = workers.finish(discardingWaiting: true)
            throw error
        }
        progress?.finish()
        var handlers = workers.finish()
        var merged = handlers.removeFirst()
        for other in handlers { merged.absorb(other) }
        return (worst, merged)
    }

    /// Values not read from a stream (arguments, a password typed at the terminal) when the
    /// handler fetches: judged in batches by one worker, after each batch's fetch, in order.
    private func runFetching<Handler: LineHandler>(_ values: [[UInt8]], _ makeHandler: @escaping () -> Handler) throws
        -> (LineStatus, Handler)
    {
        try output.flush()
        let workers = LineWorkers(count: 1, makeHandler: makeHandler, format: format, prepares: true)
        var worst = LineStatus.passed
        let batch = LineBatch(descriptor: output.descriptor)
        var start = 0
        repeat {
            let end = min(start + LineBatch.lineLimit, values.count)
            batch.reset(firstNumber: start + 1)
            batch.fill(with: Array(values[start..<end]))
            workers.submit(batch)
            workers.wait(for: batch)
            try batch.output.flush()
            if batch.worst > worst { worst = batch.worst }
            if let failure = batch.failure {
                _ = workers.finish()
                throw failure
            }
            start = end
        } while start < values.count
        return (worst, workers.finish()[0])
    }

    // MARK: Input

    /// What `source` names in messages.
    private var inputName: String {
        if case .file(let path) = source { return path }
        return "stdin"
    }

    /// The one-job loop over lines: each handled where the reader holds it, on this thread.
    @inlinable
    func runInPlace<Handler: LineHandler>(_ handler: Handler, lines: LineReader, input: OpenInput) throws -> (
        LineStatus, Handler
    ) {
        var handler = handler
        var worst = LineStatus.passed
        var number = 0
        // Locals, not `self`'s members: the loop's closure would copy the stream (and test the
        // progress existential) on every line.
        let output = self.output
        let end = RecordEnd(format: format)
        var progress = progress?(input.descriptor)
        let showsProgress = progress != nil
        do {
            try lines.forEachLine { line in
                number += 1
                let status = try handler.handle(line, number: number, end: end, into: output)
                if status > worst { worst = status }
                try output.flushIfNeeded()
                if showsProgress && number & 0xFFFF == 0 {
                    progress?.update(records: number, bytesRead: lines.bytesRead)
                }
            }
        } catch let error as LineReaderError {
            try? output.flush()
            throw unreadable(error)
        }
        progress?.finish()
        return (worst, handler)
    }

    /// The one-job loop of CSV and TSV rows: read a batch, judge it, write it, on this thread.
    private func runInBatches<Handler: LineHandler>(_ handler: Handler, input: OpenInput) throws -> (LineStatus, Handler) {
        var handler = handler
        var worst = LineStatus.passed
        var number = 0
        let batch = LineBatch(descriptor: output.descriptor)
        let end = RecordEnd(format: format)
        var progress = progress?(input.descriptor)
        while true {
            batch.reset(firstNumber: number + 1)
            let more: Bool
            do {
                more = try input.fill(batch)
            } catch let error as LineReaderError {
                // The records read before the failure still go out.
                batch.judge(with: &handler, end: end)
                try? batch.output.flush()
                throw unreadable(error)
            }
            batch.judge(with: &handler, end: end)
            try batch.output.flush()
            if batch.worst > worst { worst = batch.worst }
            if let failure = batch.failure { throw failure }
            number += batch.lineCount
            progress?.update(records: number, bytesRead: input.bytesRead)
            if !more { break }
        }
        progress?.finish()
        return (worst, handler)
    }

    /// The file or standard input, its reader, and how to close it.
    @usableFromInline
    struct OpenInput {
        /// Lines (plain input and JSON Lines).
        @usableFromInline let lines: LineReader?
        /// CSV or TSV records.
        let scanner: DelimitedRecordScanner?
        @usableFromInline let descriptor: Int32

        var bytesRead: Int { lines?.bytesRead ?? scanner?.bytesRead ?? 0 }

        /// Fills `batch` with the next lines or records.
        /// - Returns: `false` at the end of the input.
        func fill(_ batch: LineBatch) throws -> Bool {
            if let scanner { return try batch.fill(from: scanner) }
            return try batch.fill(from: lines!)
        }

        @usableFromInline
        func close() {
            if descriptor != 0 { LibC.close(descriptor) }
        }
    }

    @usableFromInline
    func openInput() throws -> OpenInput {
        var descriptor: Int32 = 0
        if case .file(let path) = source {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw RecordStreamError(.unreadableInput, input: path, errno: errno) }
        }
        switch structured?.format {
        case .csv?:
            return OpenInput(
                lines: nil,
                scanner: DelimitedRecordScanner(descriptor: descriptor, delimiter: structured!.delimiter, quotes: true),
                descriptor: descriptor)
        case .tsv?:
            return OpenInput(
                lines: nil,
                scanner: DelimitedRecordScanner(descriptor: descriptor, delimiter: structured!.delimiter, quotes: false),
                descriptor: descriptor)
        case .jsonl?, .lines?, nil:
            return OpenInput(lines: LineReader(descriptor: descriptor), scanner: nil, descriptor: descriptor)
        }
    }

    @usableFromInline
    func unreadable(_ error: LineReaderError) -> RecordStreamError {
        RecordStreamError(.unreadableInput, input: inputName, errno: error.errno)
    }
}
