// SPDX-License-Identifier: Apache-2.0

import CredKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds where the records of CSV or TSV input begin and end, reading a file descriptor in constant
/// memory, without splitting them into fields (``DelimitedFields`` does that, possibly on another
/// thread).
///
/// The grammar is ``DelimitedReader``'s: with quoting, a `"` at the start of a field opens a quoted
/// field in which delimiters, CR and LF are content; records end at LF, CRLF or a lone CR outside
/// quotes; a byte order mark at the start is skipped; a last record without a line break counts; an
/// empty input has no record. A quote still open at the end of the input ends its record there.
///
/// Records are handed out whole and raw — quotes and doubled quotes as they are, without the line
/// ending — so the buffer grows to hold the longest record, up to `maximumRecordBytes`. A longer
/// record is handed out cut to that many bytes and flagged; the rest of it is read and dropped.
package final class DelimitedRecordScanner {
    private let descriptor: Int32
    private let delimiter: UInt8
    private let quotes: Bool
    private let maximumRecordBytes: Int
    // One owner, no re-entrant access: the per-byte loop would otherwise pay run-time exclusivity
    // checks on this state.
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var filled = 0
    @exclusivity(unchecked) private var reachedEnd = false
    @exclusivity(unchecked) private var atInputStart = true
    @exclusivity(unchecked) private var nextLine = 1
    @exclusivity(unchecked) private var failure: LineReaderError?

    /// Bytes read from the input so far.
    package private(set) var bytesRead = 0

    /// Creates a scanner.
    /// - Parameters:
    ///   - descriptor: an open file descriptor; the scanner does not close it.
    ///   - delimiter: the field separator (`,` or a tab).
    ///   - quotes: whether `"` quotes fields (CSV) or is an ordinary character (TSV).
    ///   - maximumRecordBytes: the most bytes of one record handed out (default 16 MiB).
    ///   - bufferSize: the first size of the read buffer.
    package init(
        descriptor: Int32, delimiter: UInt8, quotes: Bool, maximumRecordBytes: Int = 16 << 20, bufferSize: Int = 1 << 20
    ) {
        self.descriptor = descriptor
        self.delimiter = delimiter
        self.quotes = quotes
        self.maximumRecordBytes = max(maximumRecordBytes, 1)
        capacity = max(min(bufferSize, self.maximumRecordBytes + 2), 16)
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteSeen
    }

    /// Hands records to `body` until it returns `false` or the input ends.
    /// - Parameter body: gets the record's raw bytes (valid during the call only), the physical
    ///   line it starts on (from 1), and whether it was cut at `maximumRecordBytes`.
    /// - Returns: `false` when the input has ended.
    /// - Throws: ``LineReaderError`` when reading fails (after the records before it).
    package func scan(
        _ body: (_ record: UnsafeBufferPointer<UInt8>, _ line: Int, _ truncated: Bool) throws -> Bool
    ) throws -> Bool {
        if atInputStart {
            atInputStart = false
            while filled < 3 && !reachedEnd { try refill() }
            if filled >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { position = 3 }
        }
        while true {
            if position == filled {
                guard !reachedEnd else { return false }
                try refill()
                continue
            }
            let line = nextLine
            var state = State.fieldStart
            // Bytes of the record scanned so far, from `position` (which a refill moves).
            var offset = 0
            // Set once the record outgrew the limit: its first bytes went out, the rest is dropped.
            var cut = false
            var stops = false
            // Where the line ending is, from `position`; `nil` when the input ends inside the record.
            var lineBreak: Int?
            record: while true {
                let end = filled
                var index = position + offset
                scanning: while index < end {
                    let byte = buffer[index]
                    switch state {
                    case .fieldStart, .unquoted:
                        if state == .fieldStart && quotes && byte == 0x22 {
                            state = .quoted
                            index += 1
                            continue scanning
                        }
                        state = .unquoted
                        var stop = index
                        while stop < end {
                            let next = buffer[stop]
                            if next == delimiter || next == 0x0A || next == 0x0D { break }
                            stop += 1
                        }
                        index = stop
                        guard stop < end else { break scanning }
                        guard buffer[stop] == delimiter else {
                            lineBreak = stop - position
                            break record
                        }
                        state = .fieldStart
                        index += 1
                    case .quoted:
                        var stop = index
                        while stop < end {
                            let next = buffer[stop]
                            if next == 0x22 { break }
                            if next == 0x0A {
                                nextLine += 1
                            } else if next == 0x0D {
                                // A CR counts as a line unless an LF follows: read the next byte first.
                                if stop + 1 == end && !reachedEnd {
                                    index = stop
                                    break scanning
                                }
                                if stop + 1 == end || buffer[stop + 1] != 0x0A { nextLine += 1 }
                            }
                            stop += 1
                        }
                        index = stop
                        guard stop < end else { break scanning }
                        state = .quoteSeen
                        index += 1
                    case .quoteSeen:
                        if byte == 0x22 {
                            state = .quoted
                            index += 1
                        } else if byte == delimiter {
                            state = .fieldStart
                            index += 1
                        } else if byte == 0x0A || byte == 0x0D {
                            lineBreak = index - position
                            break record
                        } else {
                            state = .unquoted
                        }
                    }
                }
                // The bytes read so far end inside the record.
                offset = index - position
                if !cut && offset > maximumRecordBytes {
                    cut = true
                    stops = try !body(UnsafeBufferPointer(start: buffer + position, count: maximumRecordBytes), line, true)
                }
                if cut {
                    position = index
                    offset = 0
                }
                if reachedEnd && index == end { break record }
                try refill()
            }
            let contentEnd: Int
            let next: Int
            if var lineBreak {
                if buffer[position + lineBreak] == 0x0D && position + lineBreak + 1 == filled && !reachedEnd {
                    // Whether an LF follows decides where the next record starts.
                    try refill()
                }
                lineBreak += position
                contentEnd = lineBreak
                next =
                    buffer[lineBreak] == 0x0D && lineBreak + 1 < filled && buffer[lineBreak + 1] == 0x0A
                    ? lineBreak + 2 : lineBreak + 1
            } else {
                contentEnd = filled
                next = filled
            }
            nextLine += 1
            if !cut {
                let length = contentEnd - position
                stops = try !body(
                    UnsafeBufferPointer(start: buffer + position, count: min(length, maximumRecordBytes)), line,
                    length > maximumRecordBytes)
            }
            position = next
            if stops { return true }
        }
    }

    /// Reads more input after what is left from `position` (moved to the buffer's start; the
    /// buffer doubles when the record in hand fills it).
    private func refill() throws {
        if let failure { throw failure }
        guard !reachedEnd else { return }
        if position > 0 {
            let left = filled - position
            if left > 0 { buffer.update(from: buffer + position, count: left) }
            filled = left
            position = 0
        }
        if filled == capacity {
            let larger = capacity * 2
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            grown.update(from: buffer, count: filled)
            buffer.deallocate()
            buffer = grown
            capacity = larger
        }
        while true {
            let count = LibC.read(descriptor, buffer + filled, capacity - filled)
            if count < 0 {
                if errno == EINTR { continue }
                failure = LineReaderError(errno: errno)
                reachedEnd = true
                throw failure!
            }
            if count == 0 { reachedEnd = true }
            filled += count
            bytesRead += count
            return
        }
    }
}
