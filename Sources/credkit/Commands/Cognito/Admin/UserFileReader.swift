// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import CredKitPipeline
import Foundation

/// The rows of a file of users for a bulk `admin` command: CSV or TSV with a header row, or JSON Lines
/// objects. A row that cannot be read whole (a field more or less than the header, a quote left open,
/// bytes that are not UTF-8, a JSON line that is not an object of strings) comes back as a problem,
/// never as values: a field shifted by a stray delimiter could put part of a password in another
/// column.
final class UserFileReader {
    /// One row: its number among the data rows (from 1), the line it starts on, and its values by
    /// column (an empty value counts as absent) or why it cannot be read.
    struct Row {
        var number: Int
        var line: Int
        var values: [String: String]
        var problem: (code: String, message: String)?
    }

    let format: RecordInputFormat
    /// The header's columns (CSV and TSV).
    private(set) var header: [String] = []
    private let delimited: DelimitedReader?
    private let lines: LineReader?
    private let language: Language
    private var number = 0
    private var line = 0

    /// Opens the rows of `descriptor`; CSV and TSV read their header first.
    /// - Throws: ``CLIFailure`` (exit 2) for an empty file, a header that cannot be read or repeats a column.
    init(descriptor: Int32, format: RecordInputFormat, delimiter: UInt8, language: Language) throws {
        self.format = format
        self.language = language
        switch format {
        case .jsonl, .lines:
            delimited = nil
            lines = LineReader(descriptor: descriptor)
        case .csv, .tsv:
            let reader = DelimitedReader(descriptor: descriptor, delimiter: delimiter, quotes: format == .csv)
            delimited = reader
            lines = nil
            guard try reader.next() else { throw CLIFailure(message: CLITexts.string(.adminBulkEmpty, in: language)) }
            var columns: [String] = []
            for index in 0..<reader.fieldCount {
                guard let name = reader.withField(index, { String(validating: $0, as: UTF8.self) }), reader.problem == nil
                else { throw CLIFailure(message: CLITexts.string(.adminBulkBadHeader, in: language)) }
                columns.append(name.trimmingCharacters(in: .whitespaces))
            }
            if let repeated = columns.enumerated().first(where: { columns[..<$0.offset].contains($0.element) }) {
                throw CLIFailure(message: CLITexts.string(.adminBulkRepeatedColumn, in: language, ["column": repeated.element]))
            }
            header = columns
            line = reader.line
        }
    }

    /// The next row, or `nil` at the end.
    func next() throws -> Row? {
        if let delimited { return try nextDelimited(delimited) }
        guard let lines else { return nil }
        line += 1
        let read: Row?? = try lines.withNextLine { bytes in
            number += 1
            var row = Row(number: number, line: line, values: [:])
            guard let object = try? JSONValue(parsing: bytes).objectValue else {
                row.problem = ("not-json-object", CLITexts.string(.adminRowNotObject, in: language, ["line": String(line)]))
                return row
            }
            for member in object.members {
                switch member.value {
                case .string(let text): if !text.isEmpty { row.values[member.key] = text }
                case .number(let text): row.values[member.key] = text
                case .bool(let flag): row.values[member.key] = flag ? "true" : "false"
                case .null: break
                case .array, .object:
                    row.problem = (
                        "not-text",
                        CLITexts.string(.adminRowNotText, in: language, ["line": String(line), "member": member.key])
                    )
                    row.values = [:]
                    return row
                }
            }
            return row
        }
        guard let read else { return nil }
        return read
    }

    private func nextDelimited(_ reader: DelimitedReader) throws -> Row? {
        guard try reader.next() else { return nil }
        number += 1
        var row = Row(number: number, line: reader.line, values: [:])
        let place = ["row": String(number), "line": String(reader.line)]
        if let problem = reader.problem {
            let code: String
            switch problem {
            case .unterminatedQuote: code = "unterminated-quote"
            case .textAfterQuote: code = "text-after-quote"
            case .tooLong: code = "too-long"
            }
            row.problem = (code, CLITexts.string(.adminRowUnreadable, in: language, place.merging(["code": code]) { $1 }))
            return row
        }
        guard reader.fieldCount == header.count else {
            let code = reader.fieldCount > header.count ? "extra-fields" : "missing-fields"
            row.problem = (
                code,
                CLITexts.string(
                    .adminRowFieldCount, in: language,
                    place.merging(["count": String(reader.fieldCount), "columns": String(header.count)]) { $1 })
            )
            return row
        }
        for (index, column) in header.enumerated() {
            guard let value = reader.withField(index, { String(validating: $0, as: UTF8.self) }) else {
                row.problem = (
                    "not-utf8", CLITexts.string(.adminRowNotUTF8, in: language, place.merging(["column": column]) { $1 })
                )
                row.values = [:]
                return row
            }
            if !value.isEmpty { row.values[column] = value }
        }
        return row
    }
}
