// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// Why a row could not be read: its error record's code, message and arguments, and whether the
/// kept columns were read (else `"keep"` is `null`).
package struct RowProblem {
    var code: String
    var key: PipelineTextKey
    var arguments: [String: String]
    var keeps: Bool
}

/// What reading a row gave: the value to judge (valid until the next row is read), or why it
/// cannot be read.
package enum RowRead {
    case value(UnsafeBufferPointer<UInt8>)
    case problem(RowProblem)
}

/// A worker's reusable buffers for rows: the field splitter, the kept columns (`,"keep":` and a
/// JSON object, or CSV fields each after a comma), and where each kept member's value is in the JSON line in hand.
package final class RowScratch {
    let fields: DelimitedFields?
    let keep = OutputBuffer(descriptor: -1)
    /// The kept columns as a text record shows them.
    let text = OutputBuffer(descriptor: -1)
    // One worker owns it: no run-time exclusivity checks per row.
    @exclusivity(unchecked) var keptStarts: [Int]
    @exclusivity(unchecked) var keptEnds: [Int]
    /// A JSON string value with escapes, resolved (see ``unescape(_:at:)``).
    @exclusivity(unchecked) private var unescaped = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    @exclusivity(unchecked) private var utf8: [UInt8] = []

    init(layout: StructuredLayout) {
        switch layout.format {
        case .csv: fields = DelimitedFields(delimiter: layout.delimiter, quotes: true)
        case .tsv: fields = DelimitedFields(delimiter: layout.delimiter, quotes: false)
        case .jsonl, .lines: fields = nil
        }
        keptStarts = Array(repeating: -1, count: layout.kept.count)
        keptEnds = keptStarts
    }

    deinit {
        unescaped.deallocate()
    }

    /// The JSON string at `offset` of `line` (already checked), unescaped; valid until the next call.
    func unescape(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) -> UnsafeBufferPointer<UInt8> {
        var parser = JSONParser(bytes: line)
        parser.index = offset
        utf8.removeAll(keepingCapacity: true)
        try? parser.parseString(into: &utf8)
        if utf8.count > unescaped.count {
            unescaped.deallocate()
            unescaped = .allocate(capacity: max(utf8.count, 2 * unescaped.count))
        }
        _ = unescaped.initialize(from: utf8)
        return UnsafeBufferPointer(rebasing: unescaped[0..<utf8.count])
    }
}
