// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// The columns a run judges and keeps, resolved once and shared, read-only, by every worker.
package final class StructuredLayout: @unchecked Sendable {
    // Immutable after init; the pointers are only read.
    package let format: RecordInputFormat
    /// The judged column's name in messages, and its index (CSV and TSV).
    package let fieldName: String
    package let fieldIndex: Int
    /// The judged member's name as UTF-8 (JSON Lines).
    package let fieldKey: [UInt8]
    /// The kept columns: name, index (CSV and TSV) and name as UTF-8; their `{"name":` prefixes
    /// are in ``keptPrefix(_:)``.
    package let kept: [(name: String, index: Int, key: [UInt8])]
    package let language: Language
    /// The records' format (error rows are written in it).
    package let outputFormat: RecordFormat
    /// How many of the handler's CSV columns come before `error_code` and after `error`
    /// (``RecordSchema/errorColumns``): where an unreadable row's error goes.
    package let errorColumns: (before: Int, after: Int)
    /// How many fields the header has (CSV and TSV with a header): a row with more is unreadable.
    package let headerWidth: Int?
    /// The field separator of CSV and TSV.
    package let delimiter: UInt8
    /// The kept columns' indexes and `{"name":` prefixes (back to back, each ending at
    /// `keptPrefixEnds`), in memory the per-row loop reads without reference counting.
    package let keptIndexes: UnsafeMutableBufferPointer<Int>
    package let keptPrefixes: UnsafeMutableBufferPointer<UInt8>
    package let keptPrefixEnds: UnsafeMutableBufferPointer<Int>

    package init(
        format: RecordInputFormat, field: (name: String, index: Int), kept: [(name: String, index: Int)], language: Language,
        outputFormat: RecordFormat, schema: RecordSchema? = nil, headerWidth: Int? = nil, delimiter: UInt8 = UInt8(ascii: ",")
    ) {
        self.delimiter = delimiter
        // Without a schema, a CSV record is its line and the error's two columns.
        errorColumns = schema?.errorColumns ?? (1, 0)
        self.headerWidth = headerWidth
        self.format = format
        fieldName = field.name
        fieldIndex = field.index
        fieldKey = Array(field.name.utf8)
        self.kept = kept.map { ($0.name, $0.index, Array($0.name.utf8)) }
        self.language = language
        self.outputFormat = outputFormat
        keptIndexes = .allocate(capacity: kept.count)
        keptPrefixEnds = .allocate(capacity: kept.count)
        let prefixes = kept.enumerated().map { position, column in
            Array(((position > 0 ? "," : "{") + JSONValue.string(column.name).jsonText + ":").utf8)
        }
        keptPrefixes = .allocate(capacity: prefixes.reduce(0) { $0 + $1.count })
        _ = keptPrefixes.initialize(from: prefixes.joined())
        var end = 0
        for (position, column) in kept.enumerated() {
            keptIndexes[position] = column.index
            end += prefixes[position].count
            keptPrefixEnds[position] = end
        }
    }

    deinit {
        keptIndexes.deallocate()
        keptPrefixes.deallocate()
        keptPrefixEnds.deallocate()
    }

    /// Kept column `position`'s `{"name":` or `,"name":`.
    @inline(__always)
    package func keptPrefix(_ position: Int) -> UnsafeBufferPointer<UInt8> {
        let start = position == 0 ? 0 : keptPrefixEnds[position - 1]
        return UnsafeBufferPointer(rebasing: keptPrefixes[start..<keptPrefixEnds[position]])
    }
}
