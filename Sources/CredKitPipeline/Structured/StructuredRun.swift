// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// A streaming command's handler behind a structured input. On the worker thread that judges the
/// batch, it splits each CSV or TSV row into fields (or walks each JSON Lines object without
/// building it), renders the kept columns in the records' format and hands the judged value to the
/// command's handler with them as its record's end (``RecordEnd``); a row that cannot be read gets
/// its own error record.
package struct StructuredRun<Inner: LineHandler>: LineHandler {
    package var inner: Inner
    package let layout: StructuredLayout
    private let scratch: RowScratch
    package private(set) var unreadable = 0

    package init(inner: Inner, layout: StructuredLayout) {
        self.inner = inner
        self.layout = layout
        scratch = RowScratch(layout: layout)
    }

    /// A JSON Lines row (its number is also its physical line).
    package mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer)
        throws -> LineStatus
    {
        try handle(line, number: number, mark: number << 1, end: end, into: output)
    }

    /// A row, with its mark (``LineBatch/marks``) for CSV and TSV. Its record ends with the kept
    /// columns (``RecordEnd``), which ``read(_:number:mark:layout:scratch:)`` rendered.
    package mutating func handle(
        _ record: UnsafeBufferPointer<UInt8>, number: Int, mark: Int, end: RecordEnd, into output: OutputBuffer
    ) throws -> LineStatus {
        let problem: RowProblem
        switch Self.read(record, number: number, mark: mark, layout: layout, scratch: scratch) {
        case .value(let value):
            guard layout.keptIndexes.count > 0 else { return try inner.handle(value, number: number, end: end, into: output) }
            return try inner.handle(value, number: number, end: keptEnd(), into: output)
        case .problem(let found):
            problem = found
        }
        unreadable += 1
        writeError(problem, number: number, into: output)
        return .unreadable
    }

    /// The end of a record whose row's kept columns were read.
    private func keptEnd() -> RecordEnd {
        if layout.outputFormat == .text {
            // `  keep {"user_id":"1"}`: the kept columns as their JSON object, escaped for the terminal.
            let object = scratch.keep.withPendingBytes {
                String(decoding: $0.dropFirst(Self.keepMember.utf8CodeUnitCount), as: UTF8.self)
            }
            scratch.text.discard()
            scratch.text.append("  " + Texts.string(.pipelineKeepLabel, in: layout.language) + " " + PasswordDisplay.safe(object))
            return RecordEnd(format: .text, kept: scratch.text.withPendingBytes { $0 })
        }
        return RecordEnd(format: layout.outputFormat, kept: scratch.keep.withPendingBytes { $0 })
    }

    /// `,"keep":`, before the kept columns' object in a JSON record.
    static var keepMember: StaticString { #","keep":"# }

    /// The error record of a row that cannot be read, as the handler's records are written: its
    /// number, the ``RecordField/error`` field (in CSV, in the schema's `error_code` and `error`
    /// columns, the others empty), then the kept columns if they were read.
    private func writeError(_ problem: RowProblem, number: Int, into output: OutputBuffer) {
        let message = Texts.string(problem.key, in: layout.language, problem.arguments)
        let kept = problem.keeps && layout.keptIndexes.count > 0
        switch layout.outputFormat {
        case .json:
            output.append("{\"line\":")
            output.append(decimal: number)
            output.append(",\"error\":{\"code\":")
            output.append(jsonString: problem.code)
            output.append(",\"message\":")
            output.append(jsonString: message)
            output.append(byte: UInt8(ascii: "}"))
            if kept {
                keptEnd().write(to: output)
            } else {
                if !layout.kept.isEmpty {
                    output.append(Self.keepMember)
                    output.append("null")
                }
                RecordEnd(format: .json).write(to: output)
            }
        case .csv:
            // The line, the record's columns before the error's empty, its code and message, the
            // columns after it empty, the kept columns.
            output.append(decimal: number)
            for _ in 1..<max(layout.errorColumns.before, 1) { output.append(byte: UInt8(ascii: ",")) }
            output.append(byte: UInt8(ascii: ","))
            output.append(csvField: problem.code)
            output.append(byte: UInt8(ascii: ","))
            output.append(csvField: message)
            for _ in 0..<layout.errorColumns.after { output.append(byte: UInt8(ascii: ",")) }
            if kept {
                keptEnd().write(to: output)
            } else {
                for _ in layout.kept { output.append(byte: UInt8(ascii: ",")) }
                RecordEnd(format: .csv).write(to: output)
            }
        case .text:
            output.append(decimal: number)
            output.append(": " + Texts.string(.pipelineErrorPrefix, in: layout.language) + ": " + message)
            (kept ? keptEnd() : RecordEnd(format: .text)).write(to: output)
        }
    }

    /// Reads a row: calls `body` with its value (the kept columns' object in `scratch.keep`), or
    /// returns why it cannot be read.
    private static func read(
        _ record: UnsafeBufferPointer<UInt8>, number: Int, mark: Int, layout: StructuredLayout, scratch: RowScratch
    ) -> RowRead {
        guard let fields = scratch.fields else {
            return readJSONLine(record, number: number, layout: layout, scratch: scratch)
        }
        fields.split(record)
        func problem(_ code: String, _ key: PipelineTextKey, _ more: [String: String] = [:], keeps: Bool) -> RowRead {
            let arguments = ["row": String(number), "line": String(mark >> 1)].merging(more) { $1 }
            return .problem(RowProblem(code: code, key: key, arguments: arguments, keeps: keeps))
        }
        // A row whose fields cannot be told apart keeps nothing: what would land in a kept column
        // may be part of the judged value (a password with a stray quote or an unquoted comma).
        if mark & 1 == 1 { return problem("row-too-long", .rowTooLong, ["limit": String(16 << 20)], keeps: false) }
        switch fields.problem {
        case .textAfterQuote?: return problem("text-after-quote", .rowTextAfterQuote, keeps: false)
        case .unterminatedQuote?: return problem("unterminated-quote", .rowUnterminatedQuote, keeps: false)
        case .tooLong?, nil: break
        }
        if let width = layout.headerWidth, fields.count > width {
            return problem(
                "extra-fields", .rowExtraFields, ["count": String(fields.count), "columns": String(width)], keeps: false)
        }
        let keep = scratch.keep
        let keptIndexes = layout.keptIndexes
        if keptIndexes.count > 0 {
            keep.discard()
            let csv = layout.outputFormat == .csv
            if !csv { keep.append(keepMember) }
            for position in 0..<keptIndexes.count {
                if csv { keep.append(byte: UInt8(ascii: ",")) } else { keep.append(layout.keptPrefix(position)) }
                let index = keptIndexes[position]
                if index < fields.count, case let value = fields.field(index), UTF8Validation.firstInvalidOffset(in: value) == nil
                {
                    if csv { keep.append(csvField: value) } else { keep.append(jsonString: value) }
                } else if !csv {
                    keep.append("null")
                }
            }
            if !csv { keep.append(byte: UInt8(ascii: "}")) }
        }
        // A short row (trailing empty fields left out) and a judged field that is not UTF-8 keep the
        // columns that were read.
        guard layout.fieldIndex < fields.count else {
            return problem(
                "missing-field", .rowMissingField, ["field": layout.fieldName, "count": String(fields.count)], keeps: true)
        }
        let value = fields.field(layout.fieldIndex)
        if let offset = UTF8Validation.firstInvalidOffset(in: value) {
            return problem(
                "invalid-utf8", .rowInvalidUTF8, ["field": layout.fieldName, "offset": String(offset + 1)], keeps: true)
        }
        return .value(value)
    }

    /// Walks a JSON Lines row without building it: the judged member's value, the kept members'
    /// places, and JSON checked throughout as ``JSONValue`` checks it (RFC 8259, UTF-8, no
    /// duplicate names, 64 levels).
    private static func readJSONLine(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, layout: StructuredLayout, scratch: RowScratch
    ) -> RowRead {
        var row: String { String(number) }
        var parser = JSONParser(bytes: line)
        var value = 0..<0
        // 0 absent, 1 a string without escapes, 2 a string with escapes, 3 a number, 4 anything else.
        var kind = 0
        let kept = layout.kept
        for index in scratch.keptStarts.indices { scratch.keptStarts[index] = -1 }
        do {
            try parser.beginDocument()
            guard parser.peek() == UInt8(ascii: "{") else {
                try parser.skipValue()
                try parser.endDocument()
                return .problem(RowProblem(code: "not-an-object", key: .rowNotObject, arguments: ["line": row], keeps: false))
            }
            try parser.scanObject { (parser, key, _) throws(JSONValue.ParseError) in
                let start = parser.index
                if Self.same(key, layout.fieldKey) {
                    switch parser.peek() {
                    case UInt8(ascii: "\"")?: kind = try parser.skipString() ? 2 : 1
                    case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
                        _ = try parser.scanNumber()
                        kind = 3
                    default:
                        try parser.skipValue()
                        kind = 4
                    }
                    value = start..<parser.index
                    return
                }
                try parser.skipValue()
                if let position = kept.firstIndex(where: { Self.same(key, $0.key) }) {
                    scratch.keptStarts[position] = start
                    scratch.keptEnds[position] = parser.index
                }
            }
            try parser.endDocument()
        } catch {
            var arguments = ["line": row, "offset": String(error.offset + 1)]
            let key: PipelineTextKey
            if error.arguments["found"] != nil {
                // The parser's reason would quote the character: on password input, part of a secret.
                key = .rowNotJSONAt
            } else {
                key = .rowNotJSON
                arguments["reason"] = Texts.string(error.reason, in: layout.language, error.arguments)
            }
            return .problem(RowProblem(code: "not-json", key: key, arguments: arguments, keeps: false))
        }
        if !kept.isEmpty {
            let keep = scratch.keep
            keep.discard()
            let csv = layout.outputFormat == .csv
            if !csv { keep.append(keepMember) }
            for position in kept.indices {
                if csv { keep.append(byte: UInt8(ascii: ",")) } else { keep.append(layout.keptPrefix(position)) }
                let start = scratch.keptStarts[position]
                guard start >= 0 else {
                    if !csv { keep.append("null") }
                    continue
                }
                let text = UnsafeBufferPointer(rebasing: line[start..<scratch.keptEnds[position]])
                switch text.first {
                case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?: keep.append(text)
                case UInt8(ascii: "\"")? where !text.contains(UInt8(ascii: "\\")):
                    let inner = UnsafeBufferPointer(rebasing: text[(text.startIndex + 1)..<(text.endIndex - 1)])
                    if csv { keep.append(csvField: inner) } else { keep.append(jsonString: inner) }
                case UInt8(ascii: "\"")? where csv:
                    keep.append(csvField: scratch.unescape(line, at: start))
                case UInt8(ascii: "n")? where csv:
                    break  // null: an empty field
                default:
                    // Objects, arrays, literals, escaped strings: written as credkit writes JSON
                    // (in CSV, that JSON text as the field).
                    let value = (try? JSONValue(parsing: text)) ?? .null
                    if csv { keep.append(csvField: value.jsonText) } else { value.append(to: keep) }
                }
            }
            if !csv { keep.append(byte: UInt8(ascii: "}")) }
        }
        switch kind {
        case 0:
            return .problem(
                RowProblem(
                    code: "missing-member", key: .rowMissingMember, arguments: ["line": row, "field": layout.fieldName],
                    keeps: true))
        case 1:
            return .value(UnsafeBufferPointer(rebasing: line[(value.lowerBound + 1)..<(value.upperBound - 1)]))
        case 2:
            return .value(scratch.unescape(line, at: value.lowerBound))
        case 3:
            return .value(UnsafeBufferPointer(rebasing: line[value]))
        default:
            return .problem(
                RowProblem(
                    code: "not-a-string", key: .rowNotString, arguments: ["line": row, "field": layout.fieldName],
                    keeps: true))
        }
    }

    /// Whether a member name equals `name`, byte for byte.
    @inline(__always)
    private static func same(_ key: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
        guard key.count == name.count else { return false }
        return name.withUnsafeBufferPointer { name in
            key.count == 0 || memcmp(key.baseAddress!, name.baseAddress!, key.count) == 0
        }
    }

    package mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>], marks: UnsafeBufferPointer<Int>?) -> LineFetch? {
        // The values the rows will be judged on, copied out (only the range API's batches come here).
        var values: [UInt8] = []
        var ranges: [Range<Int>] = []
        for (index, line) in lines.enumerated() {
            if case .value(let value) = Self.read(line, number: 0, mark: marks?[index] ?? 0, layout: layout, scratch: scratch) {
                ranges.append(values.count..<values.count + value.count)
                values.append(contentsOf: value)
            }
        }
        return values.withUnsafeBufferPointer { all in
            inner.prepare(ranges.map { UnsafeBufferPointer(rebasing: all[$0]) })
        }
    }

    package mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
        prepare(lines, marks: nil)
    }

    package mutating func receive(_ fetched: any Sendable) {
        inner.receive(fetched)
    }

    package mutating func absorb(_ other: Self) {
        inner.absorb(other.inner)
        unreadable += other.unreadable
    }

    package func summary() -> String? {
        let own =
            unreadable > 0
            ? Texts.string(.rowsUnreadable, in: layout.language, ["count": String(unreadable)]) + "\n" : nil
        switch (inner.summary(), own) {
        case (nil, nil): return nil
        case (let summary?, nil): return summary
        case (nil, let own?): return own
        case (let summary?, let own?): return summary + own
        }
    }
}
