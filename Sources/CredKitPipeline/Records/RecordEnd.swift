// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// How a record ends: the kept columns of its row, if any, then the format's closing (`}` and a
/// newline in JSON Lines, a newline in CSV and text).
///
/// A ``LineHandler`` writes its record's fields and then the end it was given, so that the kept
/// columns of a structured input are part of the record: `,"keep":{…}` as the JSON record's last
/// member, the kept fields after a CSV row's columns, `  keep {…}` at the end of a text line.
/// For a plain line, the end is the closing alone.
///
/// An end is valid only during the ``LineHandler/handle(_:number:end:into:)`` call it is given to.
public struct RecordEnd {
    /// The kept columns, rendered in the records' format (empty for none).
    @usableFromInline let kept: UnsafeBufferPointer<UInt8>
    /// Whether the record is a JSON object, whose `}` the end writes.
    @usableFromInline let closesObject: Bool

    /// The end of a record with no kept columns.
    public init(format: RecordFormat) {
        self.init(format: format, kept: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// The end of a record followed by `kept`, already in the format's form.
    package init(format: RecordFormat, kept: UnsafeBufferPointer<UInt8>) {
        self.kept = kept
        closesObject = format == .json
    }

    /// Appends the end: the kept columns, then the closing.
    @inlinable @inline(__always)
    public func write(to output: OutputBuffer) {
        if kept.count > 0 { output.append(kept) }
        if closesObject {
            output.append(byte: UInt8(ascii: "}"))
        }
        output.append(byte: 0x0A)
    }
}
