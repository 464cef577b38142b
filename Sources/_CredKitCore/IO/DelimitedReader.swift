// SPDX-License-Identifier: Apache-2.0

/// Reads delimited records — CSV as RFC 4180 writes it, or tab-separated values — from a file
/// descriptor, in constant memory.
///
/// With quoting (CSV): a field that starts with `"` runs to the next lone `"`, `""` inside it is one
/// quote, and delimiters, CR and LF inside it are content (a record may span lines). A quote inside
/// an unquoted field is taken literally, as most CSV writers and readers do. Without quoting (TSV,
/// as IANA registers it): fields hold no tab or line break and quotes are ordinary characters.
/// Records end at LF, CRLF or a lone CR; a byte order mark at the start is skipped; a last record
/// without a line break still counts; an empty line is a record with one empty field.
///
/// A record that cannot be read whole is still returned, with its ``Problem``, so that the caller
/// can report it and go on: a quoted field still open at the end of the input, text between a closing
/// quote and the next delimiter (the rest of that record is read as unquoted), or a record longer
/// than `maximumRecordBytes` (its first bytes are kept; the rest is read and dropped).
public final class DelimitedReader {
    /// What went wrong with the current record, if anything.
    public enum Problem: Sendable, Equatable {
        /// A quoted field was still open at the end of the input.
        case unterminatedQuote
        /// Something other than a delimiter or line break followed a closing quote.
        case textAfterQuote
        /// The record is longer than the limit.
        case tooLong
    }

    private let descriptor: Int32
    private let delimiter: UInt8
    private let quotes: Bool
    private let maximumRecordBytes: Int
    // One owner, no re-entrant access: the per-byte loop would otherwise pay run-time exclusivity
    // checks on this state.
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    private let capacity = 1 << 20
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var filled = 0
    @exclusivity(unchecked) private var reachedEnd = false
    @exclusivity(unchecked) private var atInputStart = true
    /// A record ended with CR as the buffer's last byte: an LF first thing next is part of it.
    @exclusivity(unchecked) private var skipsLineFeed = false
    @exclusivity(unchecked) private var nextLine = 1

    /// The current record's fields, unescaped, back to back.
    @exclusivity(unchecked) private var storage: [UInt8] = []
    /// Where each field of the current record ends in `storage`.
    @exclusivity(unchecked) private var ends: [Int] = []

    /// Bytes read from the input so far.
    public private(set) var bytesRead = 0
    /// The physical line (from 1) the current record starts on.
    public private(set) var line = 0
    /// What went wrong with the current record, if anything.
    public private(set) var problem: Problem?

    /// Creates a reader.
    /// - Parameters:
    ///   - descriptor: an open file descriptor; the reader does not close it.
    ///   - delimiter: the field separator (`,` or a tab).
    ///   - quotes: whether `"` quotes fields (CSV) or is an ordinary character (TSV).
    ///   - maximumRecordBytes: the most bytes of one record kept (default 16 MiB).
    public init(descriptor: Int32, delimiter: UInt8, quotes: Bool, maximumRecordBytes: Int = 16 << 20) {
        self.descriptor = descriptor
        self.delimiter = delimiter
        self.quotes = quotes
        self.maximumRecordBytes = max(maximumRecordBytes, 1)
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// The number of fields in the current record.
    public var fieldCount: Int { ends.count }

    /// Calls `body` with field `index` (from 0) of the current record.
    public func withField<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let start = index == 0 ? 0 : ends[index - 1]
        return try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[start..<ends[index]]))
        }
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteSeen
    }

    /// Reads the next record.
    /// - Returns: `false` at the end of the input.
    /// - Throws: ``LineReaderError`` when reading fails.
    public func next() throws -> Bool {
        storage.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        problem = nil
        guard try available() else { return false }
        if skipsLineFeed {
            skipsLineFeed = false
            if buffer[position] == 0x0A {
                position += 1
                guard try available() else { return false }
            }
        }
        if atInputStart {
            atInputStart = false
            while filled - position < 3 && !reachedEnd { refill(keeping: true) }
            if filled - position >= 3 && buffer[position] == 0xEF && buffer[position + 1] == 0xBB
                && buffer[position + 2] == 0xBF
            {
                position += 3
            }
            guard try available() else { return false }
        }
        line = nextLine
        var state = State.fieldStart
        while true {
            var index = position
            let end = filled
            scan: while index < end {
                switch state {
                case .fieldStart, .unquoted:
                    if state == .fieldStart && quotes && buffer[index] == 0x22 {
                        state = .quoted
                        index += 1
                        continue scan
                    }
                    // A run of ordinary bytes is copied at once.
                    var stop = index
                    while stop < end {
                        let byte = buffer[stop]
                        if byte == delimiter || byte == 0x0A || byte == 0x0D { break }
                        stop += 1
                    }
                    keep(from: index, to: stop)
                    state = .unquoted
                    index = stop
                    guard stop < end else { break scan }
                    if buffer[stop] == delimiter {
                        ends.append(storage.count)
                        state = .fieldStart
                        index = stop + 1
                    } else {
                        position = endRecord(at: stop)
                        return true
                    }
                case .quoted:
                    var stop = index
                    while stop < end && buffer[stop] != 0x22 {
                        // A CR counts as a line unless an LF follows (at the buffer's end: taken as CRLF).
                        if buffer[stop] == 0x0A || (buffer[stop] == 0x0D && stop + 1 < end && buffer[stop + 1] != 0x0A) {
                            nextLine += 1
                        }
                        stop += 1
                    }
                    keep(from: index, to: stop)
                    index = stop
                    if stop < end {
                        state = .quoteSeen
                        index = stop + 1
                    }
                case .quoteSeen:
                    let byte = buffer[index]
                    if byte == 0x22 {
                        keep(from: index, to: index + 1)
                        state = .quoted
                        index += 1
                    } else if byte == delimiter {
                        ends.append(storage.count)
                        state = .fieldStart
                        index += 1
                    } else if byte == 0x0A || byte == 0x0D {
                        position = endRecord(at: index)
                        return true
                    } else {
                        if problem == nil { problem = .textAfterQuote }
                        state = .unquoted
                    }
                }
            }
            position = end
            guard try available() else {
                if state == .quoted { problem = problem ?? .unterminatedQuote }
                ends.append(storage.count)
                return true
            }
        }
    }

    /// Ends the record at the line break at `index`; CRLF counts once.
    /// - Returns: the position after the line break.
    private func endRecord(at index: Int) -> Int {
        ends.append(storage.count)
        nextLine += 1
        var after = index + 1
        if buffer[index] == 0x0D {
            if after < filled {
                if buffer[after] == 0x0A { after += 1 }
            } else {
                skipsLineFeed = true
            }
        }
        return after
    }

    /// Keeps `buffer[start..<end]` in the current field, up to the record limit.
    private func keep(from start: Int, to end: Int) {
        guard end > start else { return }
        let room = maximumRecordBytes - storage.count
        if end - start > room {
            if problem == nil { problem = .tooLong }
            if room > 0 { storage.append(contentsOf: UnsafeBufferPointer(start: buffer + start, count: room)) }
            return
        }
        storage.append(contentsOf: UnsafeBufferPointer(start: buffer + start, count: end - start))
    }

    /// Whether there is a byte to read (reading more when the buffer is spent).
    private func available() throws -> Bool {
        if position == filled {
            refill()
            if let failure { throw failure }
        }
        return position < filled
    }

    private var failure: LineReaderError?

    /// Reads more input; `keeping` appends to what is left instead of starting over.
    private func refill(keeping: Bool = false) {
        guard !reachedEnd else { return }
        if !keeping || position == filled {
            position = 0
            filled = 0
        }
        while true {
            let count = LibC.read(descriptor, buffer + filled, capacity - filled)
            if count < 0 {
                if errno == EINTR { continue }
                failure = LineReaderError(errno: errno)
                reachedEnd = true
                return
            }
            if count == 0 { reachedEnd = true }
            filled += count
            bytesRead += count
            return
        }
    }
}
