// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPipeline

/// Where a streaming command's input comes from.
enum LineSource {
    /// Standard input, one record per line. When it is a terminal and `prompt` is given, the user is
    /// asked once, without echo, instead (`nil`: a terminal is read as lines, like a pipe).
    case standardInput(prompt: CLITextKey?)
    /// A file, one record per line.
    case file(String)
    /// Values given on the command line, one record each.
    case arguments([String])

    /// `--password-file PATH`, where `-` means standard input (as for most tools); standard input
    /// when the option is absent.
    static func passwords(file path: String?) -> LineSource {
        guard let path, path != "-" else { return .standardInput(prompt: .passwordPrompt) }
        return .file(path)
    }
}

/// The one input loop of `check`, `strength`, `email`, `jwt decode` and `jwt verify`: reading (a
/// no-echo prompt on a terminal, standard input, a file, or arguments; BOM, CR/LF and over-long lines
/// are the line reader's), one record per line in order, flushing in blocks so memory stays flat,
/// the worker threads of `--jobs`, the progress line on a terminal, the summary and the exit status.
/// Commands supply only the handler.
struct LineStream {
    /// Where the lines come from.
    var source: LineSource
    /// The messages' language.
    var language: Language
    /// On a terminal, ask twice and stop with status 1 when the two differ (`check --confirm`).
    var confirmsOnTerminal = false
    /// Whether the handler's summary is written (text output without `--quiet`).
    var showsSummary = true
    /// Worker threads for lines read from standard input or a file (`--jobs`); 1 works on the
    /// calling thread.
    var jobs = 1
    /// Read in batches and give each to the handler's ``LineHandler/prepare(_:)`` first, even with
    /// one job (for the range API: a batch's requests go out together).
    var prefetches = false
    /// CSV, TSV or JSON Lines rows instead of lines (`--input-format`), for standard input or a file.
    var structured: StructuredInput?
    /// With CSV records (`--format csv`), the command's columns (`line` first, `error_code` and
    /// `error` last): the header row, written before any record with the kept columns' names after
    /// them.
    var csvColumns: [String]?
    /// Standard output, written in blocks.
    let output = OutputBuffer(descriptor: 1)

    /// Runs a handler over every record.
    /// - Parameter makeHandler: makes the handler; called once, or once on each worker thread with
    ///   `jobs` > 1 (so it must only read what it captures).
    /// - Returns: the worst status of any record (``LineStatus/passed`` for no records).
    /// - Throws: ``CLIFailure`` (exit 2) when the input cannot be opened or read, after writing the
    ///   records read so far; `ExitCode(1)` when a confirmation on the terminal differs.
    func run<Handler: LineHandler>(_ makeHandler: @escaping () -> Handler) throws -> LineStatus {
        var worst = LineStatus.passed
        var number = 0
        var handler: Handler
        var structured = self.structured
        if let csvColumns {
            structured?.csvColumnCount = csvColumns.count
            for (index, name) in (csvColumns + (structured?.keep.map(\.text) ?? [])).enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                output.append(csvField: name)
            }
            output.append(byte: 0x0A)
            // Out before the records, which the batch loops may write through their own buffers.
            try output.flush()
        }
        // The per-line work is written out in each loop rather than shared through a nested
        // function: a nested function's captures are checked for exclusivity at run time, which
        // costs a tenth of the hot loop.
        switch source {
        case .arguments(let values) where prefetches:
            (worst, handler) = try runFetching(values.map { Array($0.utf8) }, makeHandler)
        case .arguments(let values):
            handler = makeHandler()
            for value in values {
                var value = value
                number += 1
                let status = try value.withUTF8 { try handler.handle($0, number: number, into: output) }
                if status > worst { worst = status }
                try output.flushIfNeeded()
            }
        case .standardInput(let prompt?) where Console.isTerminal(0):
            let typed = try readOnTerminal(prompt)
            if prefetches {
                (worst, handler) = try runFetching(typed.map { [$0] } ?? [], makeHandler)
            } else {
                handler = makeHandler()
                if let typed {
                    worst = try typed.withUnsafeBufferPointer { try handler.handle($0, number: 1, into: output) }
                }
            }
        case .standardInput, .file:
            let input = try openInput()
            defer { input.close() }
            if let structured {
                // Rows of a structured input: read in batches (CSV and TSV records found whole, JSON
                // Lines as lines), split or walked where they are judged.
                let layout: StructuredLayout
                do {
                    layout = try structured.layout(scanner: input.scanner, inputName: inputName, language: language)
                } catch let error as LineReaderError {
                    throw unreadable(error)
                }
                let rowHandler = { StructuredRun(inner: makeHandler(), layout: layout) }
                var run: StructuredRun<Handler>
                if jobs > 1 || prefetches {
                    (worst, run) = try runInParallel(
                        LineWorkers(count: jobs, makeHandler: rowHandler, prepares: prefetches), input: input)
                } else if let lines = input.lines {
                    // JSON Lines, one job: each line walked where the reader holds it, as plain lines.
                    (worst, run) = try runInPlace(rowHandler(), lines: lines, input: input)
                } else {
                    (worst, run) = try runInBatches(rowHandler(), input: input)
                }
                try output.flush()
                if showsSummary, let summary = run.summary() { Console.writeError(summary) }
                return worst
            }
            if jobs > 1 || prefetches {
                (worst, handler) = try runInParallel(
                    LineWorkers(count: jobs, makeHandler: makeHandler, prepares: prefetches), input: input)
                break
            }
            (worst, handler) = try runInPlace(makeHandler(), lines: input.lines!, input: input)
        }
        try output.flush()
        if showsSummary, let summary = handler.summary() { Console.writeError(summary) }
        return worst
    }

    /// The `--jobs` loop: this thread reads lines into batches and writes the judged batches in
    /// input order; `jobs` workers judge them. At most two batches per worker are read ahead, so
    /// memory stays bounded however long the input.
    /// - Returns: the worst status, and the handlers' counts added together.
    private func runInParallel<Handler: LineHandler>(
        _ workers: LineWorkers<Handler>, input: OpenInput
    ) throws -> (LineStatus, Handler) {
        let limit = 2 * jobs
        var spare: [LineBatch] = []
        var created = 0
        var inFlight: [LineBatch] = []
        var worst = LineStatus.passed
        var written = 0
        var number = 0
        var progress = InputProgress(input: input.descriptor)

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
                batch = LineBatch()
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
        let workers = LineWorkers(count: 1, makeHandler: makeHandler, prepares: true)
        var worst = LineStatus.passed
        let batch = LineBatch()
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
    private func runInPlace<Handler: LineHandler>(_ handler: Handler, lines: LineReader, input: OpenInput) throws -> (
        LineStatus, Handler
    ) {
        var handler = handler
        var worst = LineStatus.passed
        var number = 0
        var progress = InputProgress(input: input.descriptor)
        do {
            try lines.forEachLine { line in
                number += 1
                let status = try handler.handle(line, number: number, into: output)
                if status > worst { worst = status }
                try output.flushIfNeeded()
                if progress != nil && number & 0xFFFF == 0 {
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
        let batch = LineBatch()
        var progress = InputProgress(input: input.descriptor)
        while true {
            batch.reset(firstNumber: number + 1)
            let more: Bool
            do {
                more = try input.fill(batch)
            } catch let error as LineReaderError {
                // The records read before the failure still go out.
                batch.judge(with: &handler)
                try? batch.output.flush()
                throw unreadable(error)
            }
            batch.judge(with: &handler)
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
    private struct OpenInput {
        /// Lines (plain input and JSON Lines).
        let lines: LineReader?
        /// CSV or TSV records.
        let scanner: DelimitedRecordScanner?
        let descriptor: Int32

        var bytesRead: Int { lines?.bytesRead ?? scanner?.bytesRead ?? 0 }

        /// Fills `batch` with the next lines or records.
        /// - Returns: `false` at the end of the input.
        func fill(_ batch: LineBatch) throws -> Bool {
            if let scanner { return try batch.fill(from: scanner) }
            return try batch.fill(from: lines!)
        }

        func close() {
            if descriptor != 0 { LibC.close(descriptor) }
        }
    }

    private func openInput() throws -> OpenInput {
        var descriptor: Int32 = 0
        if case .file(let path) = source {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw CLIFailure(
                    message: CLITexts.string(
                        .unreadableInput, in: language, ["file": path, "reason": SystemError(errno).message(in: language)]))
            }
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

    private func unreadable(_ error: LineReaderError) -> CLIFailure {
        CLIFailure(
            message: CLITexts.string(.unreadableInput, in: language, ["file": inputName, "reason": error.message(in: language)]))
    }

    /// Asks on the terminal (twice with ``confirmsOnTerminal``).
    /// - Returns: what was typed, or `nil` at the end of input.
    private func readOnTerminal(_ prompt: CLITextKey) throws -> [UInt8]? {
        guard let typed = try SecretPrompt.read(prompt: CLITexts.string(prompt, in: language)) else { return nil }
        if confirmsOnTerminal {
            // The articles' "passwords match" indicator, before anything is checked.
            let again = try SecretPrompt.read(prompt: CLITexts.string(.confirmPrompt, in: language)) ?? []
            let first = String(decoding: typed, as: UTF8.self)
            if PasswordIndicators.confirmationMatches(first, String(decoding: again, as: UTF8.self)) != true {
                Console.error(PasswordIndicators.confirmationText(false, in: language))
                throw ExitCode(1)
            }
        }
        return typed
    }
}
