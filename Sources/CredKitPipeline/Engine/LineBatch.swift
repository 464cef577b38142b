// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// Lines read together on the main thread, judged together on a worker thread and written together,
/// in their turn, on the main thread (`--jobs`).
package final class LineBatch: @unchecked Sendable {
    // One thread at a time uses a batch (the reader, a worker, then the writer; the hand-overs go
    // through the workers' lock), so the run-time exclusivity checks on its state are dropped:
    // they cost more than the per-line work of filling a batch.

    /// A batch is handed to a worker once it holds this many lines…
    package static let lineLimit = 4096
    /// …or this many bytes of them (a longer line still fits: the storage grows).
    package static let byteLimit = 256 << 10

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
    @exclusivity(unchecked) package private(set) var hasMarks = false
    /// The number of lines.
    @exclusivity(unchecked) package private(set) var lineCount = 0
    /// The first line's number.
    @exclusivity(unchecked) package private(set) var firstNumber = 1
    /// The records, for the stream's output (standard output by default).
    package let output: OutputBuffer
    /// The worst status of the batch's records.
    @exclusivity(unchecked) package private(set) var worst = LineStatus.passed
    /// What the handler threw, after the records before it.
    @exclusivity(unchecked) package private(set) var failure: (any Error)?

    /// A batch whose records go to `descriptor` (standard output by default).
    package init(descriptor: Int32 = 1) {
        output = OutputBuffer(descriptor: descriptor)
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
    package var isEmpty: Bool { lineCount == 0 }

    /// Whether the batch should go to a worker now.
    package var isFull: Bool { lineCount >= Self.lineLimit || byteCount >= Self.byteLimit }

    /// Empties the batch for reuse (its storage keeps its usual size).
    package func reset(firstNumber: Int) {
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
    package func fill(from reader: LineReader) throws -> Bool {
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
    package func fill(from scanner: DelimitedRecordScanner) throws -> Bool {
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
    @exclusivity(unchecked) package var fetched: (any Sendable)?

    /// The network work `handler` wants for the batch's lines (``LineHandler/prepare(_:)``).
    package func prepare<Handler: LineHandler>(with handler: inout Handler) -> LineFetch? {
        handler.prepare(
            (0..<lineCount).map { UnsafeBufferPointer(start: storage + starts[$0], count: ends[$0] - starts[$0]) },
            marks: hasMarks ? UnsafeBufferPointer(start: marks, count: lineCount) : nil)
    }

    /// Copies `lines` in as the batch's lines (values from the command line, a password typed at
    /// the terminal).
    package func fill(with lines: [[UInt8]]) {
        for line in lines { line.withUnsafeBufferPointer { append($0) } }
    }

    /// Runs `handler` over the lines, in order, into ``output``; a throw ends the batch. What the
    /// batch's fetch returned is given to the handler first.
    package func judge<Handler: LineHandler>(with handler: inout Handler, end: RecordEnd) {
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
                        mark: marks[index], end: end, into: output)
                    if status > worst { worst = status }
                }
            } else {
                for index in 0..<lineCount {
                    let start = starts[index]
                    let status = try handler.handle(
                        UnsafeBufferPointer(start: storage + start, count: ends[index] - start), number: firstNumber + index,
                        end: end, into: output)
                    if status > worst { worst = status }
                }
            }
        } catch {
            failure = error
        }
    }
}
