// SPDX-License-Identifier: Apache-2.0
/// Reads newline-separated records from a file descriptor without copying them into `String`s.
///
/// Lines end at LF, CRLF or a lone CR (files from old Mac software), and a last line without a
/// newline still counts. A UTF-8 byte order mark at the very start of the input is an encoding
/// signature, not content, and is skipped. Memory stays at the buffer size (1 MiB) unless one line is
/// longer; lines longer than ``maximumLineLength`` are cut there and flagged with
/// ``isTruncated``, so a file without newlines cannot exhaust memory.
public final class LineReader {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    private let descriptor: Int32
    @exclusivity(unchecked) private var buffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var reachedEnd = false
    /// Bytes consumed from the descriptor so far (for progress reports).
    @exclusivity(unchecked) public private(set) var bytesRead = 0
    /// Whether the line being delivered was longer than ``maximumLineLength`` and is only its start
    /// (the rest up to the next line break was read and dropped).
    @exclusivity(unchecked) public private(set) var isTruncated = false
    /// Whether the input started with a UTF-8 byte order mark (skipped).
    @exclusivity(unchecked) public private(set) var skippedByteOrderMark = false
    /// The longest line delivered whole.
    public let maximumLineLength: Int
    @exclusivity(unchecked) private var atInputStart = true
    /// A CR ended the previous line: an LF right after it belongs to that line break.
    @exclusivity(unchecked) private var skipsLineFeed = false
    /// Discarding the rest of a line that was cut at ``maximumLineLength``.
    @exclusivity(unchecked) private var discarding = false

    /// Creates a reader.
    /// - Parameters:
    ///   - descriptor: an open file descriptor; the reader does not close it.
    ///   - bufferSize: the initial buffer size.
    ///   - maximumLineLength: longer lines are cut to this many bytes and flagged (default 16 MiB).
    public init(descriptor: Int32, bufferSize: Int = 1 << 20, maximumLineLength: Int = 16 << 20) {
        self.descriptor = descriptor
        self.maximumLineLength = max(maximumLineLength, 1)
        self.buffer = .allocate(byteCount: max(min(bufferSize, self.maximumLineLength + 1), 16), alignment: 16)
    }

    deinit {
        buffer.deallocate()
    }

    /// Calls `body` with each line, in order, until the input ends.
    /// - Parameter body: receives the line's bytes, valid only during the call.
    /// - Throws: ``LineReaderError`` when reading fails, or whatever `body` throws.
    public func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        while try withNextLine(body) != nil {}
    }

    /// Calls `body` with the next line, if there is one: ``withNextLine(_:)`` without its generic
    /// result, so that callers in other modules do not instantiate generic metadata per line.
    /// - Parameter body: receives the line's bytes, valid only during the call.
    /// - Returns: `false` at the end of the input.
    /// - Throws: ``LineReaderError`` when reading fails.
    public func readLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws -> Bool {
        try withNextLine(body) != nil
    }

    /// Calls `body` with the next line, for callers that must do other work (such as `await`)
    /// between lines.
    /// - Parameter body: receives the line's bytes, valid only during the call.
    /// - Returns: what `body` returned, or `nil` at the end of the input.
    /// - Throws: ``LineReaderError`` when reading fails, or whatever `body` throws.
    public func withNextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result? {
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if atInputStart {
                if end - start < 3 && !reachedEnd {
                    try refill()
                    continue
                }
                atInputStart = false
                if end - start >= 3 && base[start] == 0xEF && base[start + 1] == 0xBB && base[start + 2] == 0xBF {
                    start += 3
                    skippedByteOrderMark = true
                }
            }
            if skipsLineFeed && start < end {
                skipsLineFeed = false
                if base[start] == 0x0A { start += 1 }
            }
            if start < end, let newline = memchr(base + start, 0x0A, end - start) {
                let lineEnd = newline.assumingMemoryBound(to: UInt8.self) - base
                // A CR before the LF is part of the break (CRLF); one inside the line ends a line.
                var contentEnd = lineEnd
                if contentEnd > start && base[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                if let carriageReturn = memchr(base + start, 0x0D, contentEnd - start) {
                    let crEnd = carriageReturn.assumingMemoryBound(to: UInt8.self) - base
                    return try deliver(base, from: start, to: crEnd, next: crEnd + 1, body)
                }
                return try deliver(base, from: start, to: contentEnd, next: lineEnd + 1, body)
            }
            // No LF in the buffer: a CR short of its end still ends a line (if a CR is the last
            // byte, an LF may follow in the next read).
            if start < end, let carriageReturn = memchr(base + start, 0x0D, end - start) {
                let crEnd = carriageReturn.assumingMemoryBound(to: UInt8.self) - base
                if crEnd + 1 < end || reachedEnd {
                    skipsLineFeed = true
                    return try deliver(base, from: start, to: crEnd, next: crEnd + 1, body)
                }
            }
            if reachedEnd {
                guard start < end else {
                    discarding = false
                    return nil
                }
                return try deliver(base, from: start, to: end, next: end, body)
            }
            if discarding {
                start = end  // more of a line already delivered cut
            } else if end - start - (base[end - 1] == 0x0D ? 1 : 0) > maximumLineLength {
                // (A CR as the last byte read may be this line's break, so it does not count.)
                // Deliver the start of an overlong line now; drop the rest up to its break.
                let result = try deliver(base, from: start, to: start + maximumLineLength, next: end, truncated: true, body)
                discarding = true
                return result
            }
            try refill()
        }
    }

    /// Takes, in one piece, the lines already buffered that need none of the special cases: each ends
    /// in an LF without a CR before it, holds no CR, and is not longer than ``maximumLineLength``;
    /// the input's start (a byte order mark) and a cut line are behind. Cheaper than a
    /// ``readLine(_:)`` call per line for a reader that only collects lines (the `--jobs` reader).
    ///
    /// The run is empty when the next line needs a special case or is not buffered yet: read that
    /// one with ``readLine(_:)`` (which also refills the buffer), then come back.
    /// - Parameters:
    ///   - maximumLines: take at most this many lines (at least 1).
    ///   - maximumBytes: stop after the line that brings the run to this many bytes.
    ///   - lineEnds: receives, for each line taken, the offset in the run of its LF: line `k` is
    ///     the bytes from just after line `k - 1`'s LF (from 0 for the first) up to `lineEnds[k]`.
    ///     Room for `maximumLines` values.
    /// - Returns: the lines with their LFs, valid until the next call on the reader, and how many
    ///   lines they are.
    public func takePlainLines(
        maximumLines: Int, maximumBytes: Int, lineEnds: UnsafeMutablePointer<Int>
    ) -> (run: UnsafeBufferPointer<UInt8>, lineCount: Int) {
        let base = UnsafePointer(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self))
        guard !atInputStart, !skipsLineFeed, !discarding, maximumLines > 0 else {
            return (UnsafeBufferPointer(start: base + start, count: 0), 0)
        }
        let raw = UnsafeRawPointer(base)
        let runStart = start
        var lineStart = start
        var position = start
        var count = 0
        // Eight bytes at a time: a byte equal to LF or CR shows up as a high bit in `found`.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        scan: while true {
            var index = -1
            while position + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                let lineFeeds = word ^ (ones &* 0x0A)
                let carriageReturns = word ^ (ones &* 0x0D)
                // The lowest flagged byte of each test is exact (only bytes above a match can be
                // flagged wrongly), so the lowest of both is the first LF or CR.
                let found =
                    ((lineFeeds &- ones) & ~lineFeeds & highs) | ((carriageReturns &- ones) & ~carriageReturns & highs)
                if found != 0 {
                    index = position + found.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            if index < 0 {
                while position < end && base[position] != 0x0A && base[position] != 0x0D { position += 1 }
                guard position < end else { break scan }
                index = position
            }
            // A CR, or a line to cut, is the byte-by-byte reader's; so is a line not buffered whole.
            guard base[index] == 0x0A, index - lineStart <= maximumLineLength else { break scan }
            lineEnds[count] = index - runStart
            count += 1
            lineStart = index + 1
            position = lineStart
            if count == maximumLines || lineStart - runStart >= maximumBytes { break scan }
        }
        start = lineStart
        return (UnsafeBufferPointer(start: base + runStart, count: lineStart - runStart), count)
    }

    private func deliver<Result>(
        _ base: UnsafeMutablePointer<UInt8>, from lineStart: Int, to contentEnd: Int, next: Int, truncated: Bool = false,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result? {
        start = next
        if discarding {
            // The end of a line already delivered cut: nothing to deliver.
            discarding = false
            return try withNextLine(body)
        }
        isTruncated = truncated || contentEnd - lineStart > maximumLineLength
        defer { isTruncated = false }
        var count = min(contentEnd - lineStart, maximumLineLength)
        if isTruncated {
            // Cut before a UTF-8 continuation byte, so that valid text stays valid.
            var backed = 0
            while backed < 3 && count > 1 && base[lineStart + count] & 0xC0 == 0x80 {
                count -= 1
                backed += 1
            }
        }
        // The buffer only moves on the next refill, so the line stays valid during `body`.
        return try body(UnsafeBufferPointer(start: base + lineStart, count: count))
    }

    private func refill() throws {
        if start > 0 {
            let pending = end - start
            if pending > 0 {
                memmove(buffer.baseAddress!, buffer.baseAddress! + start, pending)
            }
            start = 0
            end = pending
        }
        if end == buffer.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
            buffer.deallocate()
            buffer = larger
        }
        while true {
            let count = read(descriptor, buffer.baseAddress! + end, buffer.count - end)
            if count > 0 {
                end += count
                bytesRead += count
                return
            }
            if count == 0 {
                reachedEnd = true
                return
            }
            if errno == EINTR { continue }
            throw LineReaderError(errno: errno)
        }
    }
}

/// A read failure, with the system's reason.
public struct LineReaderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value.
    public var errno: Int32

    /// The error for a failed `read(2)` (the readers of `CredKitPipeline` use it too).
    package init(errno: Int32) {
        self.errno = errno
    }
    /// The system's reason in English.
    public var description: String { message(in: .english) }

    /// The system's reason in `language` (the common ones translated, others as the system says them).
    public func message(in language: Language) -> String { SystemError(errno).message(in: language) }
}
