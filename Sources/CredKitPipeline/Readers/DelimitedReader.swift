// SPDX-License-Identifier: Apache-2.0
import CredKitCore

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
/// quote and the next delimiter (the rest of that field is read as unquoted), or a record longer
/// than `maximumRecordBytes` (the fields of its first that many bytes; the rest is read and dropped).
///
/// It is the record scanner and the field splitter together, on one thread; the streaming
/// commands use the two apart, splitting records on their worker threads.
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

    private let scanner: DelimitedRecordScanner
    private let fields: DelimitedFields
    /// The current record's raw bytes (the fields point into them).
    private var record: UnsafeMutablePointer<UInt8>
    private var recordCapacity = 4096

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
    ///   - bufferSize: the read buffer's first size (it grows to hold the longest record); small
    ///     sizes exercise the refills (the fuzzer's second reading).
    public init(
        descriptor: Int32, delimiter: UInt8, quotes: Bool, maximumRecordBytes: Int = 16 << 20, bufferSize: Int = 1 << 20
    ) {
        scanner = DelimitedRecordScanner(
            descriptor: descriptor, delimiter: delimiter, quotes: quotes, maximumRecordBytes: maximumRecordBytes,
            bufferSize: bufferSize)
        fields = DelimitedFields(delimiter: delimiter, quotes: quotes)
        record = .allocate(capacity: recordCapacity)
    }

    deinit {
        record.deallocate()
    }

    /// Bytes read from the input so far.
    public var bytesRead: Int { scanner.bytesRead }

    /// The number of fields in the current record.
    public var fieldCount: Int { fields.count }

    /// Calls `body` with field `index` (from 0) of the current record.
    public func withField<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(fields.field(index))
    }

    /// Reads the next record.
    /// - Returns: `false` at the end of the input.
    /// - Throws: `LineReaderError` when reading fails.
    public func next() throws -> Bool {
        var length: Int?
        _ = try scanner.scan { bytes, line, truncated in
            if bytes.count > recordCapacity {
                record.deallocate()
                while recordCapacity < bytes.count { recordCapacity *= 2 }
                record = .allocate(capacity: recordCapacity)
            }
            if let base = bytes.baseAddress { record.update(from: base, count: bytes.count) }
            length = bytes.count
            self.line = line
            problem = truncated ? .tooLong : nil
            return false
        }
        guard let length else { return false }
        fields.split(UnsafeBufferPointer(start: record, count: length))
        if problem == nil { problem = fields.problem }
        return true
    }
}
