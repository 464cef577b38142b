// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// What a structured input's records are made of: which field is judged and which are kept.
///
/// Each row's judged field goes to the stream's handler as if it were a line; the kept columns are
/// added to the handler's record (`"keep"` in JSON, after the handler's columns in CSV, a `keep`
/// label in text); a row that cannot be read (a quote left open, more fields than the header, a
/// field that is not UTF-8, a JSON Lines row that is not an object) gets its own error record and
/// is never judged.
public struct StructuredInput: Sendable, Hashable {
    /// How the input is split into rows (not ``RecordInputFormat/lines``).
    public var format: RecordInputFormat
    /// The column (member) judged.
    public var field: ColumnReference
    /// The columns (members) copied into each record.
    public var keep: [ColumnReference]
    /// Whether the first CSV or TSV row names the columns.
    public var header: Bool
    /// The field separator of CSV and TSV.
    public var delimiter: UInt8

    /// A structured input.
    /// - Parameters:
    ///   - format: CSV, TSV or JSON Lines.
    ///   - field: the column judged.
    ///   - keep: the columns copied into each record.
    ///   - header: whether the first CSV or TSV row names the columns (ignored for JSON Lines).
    ///   - delimiter: the field separator (a comma for CSV and a tab for TSV by default).
    public init(
        format: RecordInputFormat, field: ColumnReference, keep: [ColumnReference] = [], header: Bool = true,
        delimiter: UInt8? = nil
    ) {
        self.format = format
        self.field = field
        self.keep = keep
        self.header = header && format != .jsonl
        self.delimiter = delimiter ?? (format == .tsv ? 9 : UInt8(ascii: ","))
    }

    /// The column names and positions for a run: CSV and TSV read the header record first (from
    /// `scanner`, with ``header``); JSON Lines names members.
    /// - Throws: ``RecordStreamError`` for an empty input where a header was expected, a column
    ///   the header lacks or names twice, a name without a header; ``LineReaderError`` when
    ///   reading fails.
    package func layout(
        scanner: DelimitedRecordScanner?, inputName: String, format outputFormat: RecordFormat, schema: RecordSchema?,
        language: Language
    ) throws -> StructuredLayout {
        guard let scanner else {
            return StructuredLayout(
                format: format, field: (field.text, 0), kept: keep.map { ($0.text, 0) }, language: language,
                outputFormat: outputFormat, schema: schema, delimiter: delimiter)
        }
        var names: [String]?
        if header {
            let fields = DelimitedFields(delimiter: delimiter, quotes: format == .csv)
            _ = try scanner.scan { record, _, _ in
                fields.split(record)
                names = (0..<fields.count).map { String(decoding: fields.field($0), as: UTF8.self) }
                return false
            }
            guard names != nil else { throw RecordStreamError(.emptyInput, input: inputName) }
        }
        func resolve(_ reference: ColumnReference, option: String) throws -> (name: String, index: Int) {
            switch reference {
            case .number(let number):
                return (names.flatMap { number <= $0.count ? $0[number - 1] : nil } ?? String(number), number - 1)
            case .name(let name):
                guard let names else {
                    throw RecordStreamError(.nameWithoutHeader, input: inputName, ["option": option, "value": name])
                }
                let matches = names.indices.filter { names[$0] == name }
                guard matches.count == 1 else {
                    throw RecordStreamError(
                        matches.isEmpty ? .unknownColumn : .duplicateColumn, input: inputName,
                        [
                            "option": option, "value": name, "count": String(matches.count),
                            "columns": names.joined(separator: ", "),
                        ])
                }
                return (name, matches[0])
            }
        }
        return StructuredLayout(
            format: format, field: try resolve(field, option: "--field"),
            kept: try keep.map { try resolve($0, option: "--keep") }, language: language, outputFormat: outputFormat,
            schema: schema, headerWidth: names?.count, delimiter: delimiter)
    }
}
