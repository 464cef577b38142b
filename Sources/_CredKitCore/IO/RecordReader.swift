// SPDX-License-Identifier: Apache-2.0

/// Something that hands out input records one at a time, each as bytes valid only during the call:
/// ``LineReader``'s lines, or the records a structured input (CSV, TSV, JSON Lines) makes of its
/// rows.
public protocol RecordReader: AnyObject {
    /// Calls `body` with the next record, if there is one.
    /// - Returns: what `body` returned, or `nil` at the end of the input.
    func withNextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result?

    /// Bytes read from the input so far (for progress).
    var bytesRead: Int { get }
}

extension LineReader: RecordReader {}
