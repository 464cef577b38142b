// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import _CredKitCore

/// `--input-format`: how standard input (or the file) is split into records.
enum InputFormat: String, CaseIterable {
    /// One value per line (the default).
    case lines
    /// Comma-separated values, RFC 4180 quoting.
    case csv
    /// Tab-separated values (IANA: no quoting).
    case tsv
    /// JSON Lines: one JSON object per line.
    case jsonl
}

/// A column named by its header name, or by its number from 1.
enum ColumnReference: Equatable {
    case name(String)
    case number(Int)

    init(_ text: String, option: String, format: InputFormat) throws {
        if let number = Int(text), text.allSatisfy(\.isASCII) {
            guard number >= 1 else {
                throw CLIFailure(
                    message: CLITexts.string(.structuredBadNumber, in: Console.language, ["option": option, "value": text]))
            }
            guard format != .jsonl else {
                throw CLIFailure(
                    message: CLITexts.string(.structuredNumberInJSONL, in: Console.language, ["option": option, "value": text]))
            }
            self = .number(number)
        } else {
            self = .name(text)
        }
    }

    var text: String {
        switch self {
        case .name(let name): name
        case .number(let number): String(number)
        }
    }
}

/// `--input-format`, `--field`, `--keep` and `--no-header`, for the streaming commands.
struct StructuredInputOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionInputFormat), valueName: Choice<InputFormat>.valueName))
    var inputFormat: Choice<InputFormat> = Choice(.lines)

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionField), valueName: "name|number"))
    var field: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionKeep), valueName: "name,…"))
    var keep: String?

    @Flag(name: .customLong("no-header"), help: ArgumentHelp(Console.help(.helpOptionNoHeader)))
    var noHeader = false

    func checkChoices() throws {
        _ = try inputFormat.value(option: "--input-format")
    }

    /// The structured input asked for, or `nil` for plain lines.
    /// - Parameter format: the output format (`--keep` needs JSON records).
    /// - Throws: ``CLIFailure`` (exit 2) for options that do not go together.
    func structured(format: OutputFormat) throws -> StructuredInput? {
        let language = Console.language
        let inputFormat = try inputFormat.value(option: "--input-format")
        guard inputFormat != .lines else {
            if field != nil || keep != nil || noHeader {
                throw CLIFailure(message: CLITexts.string(.structuredNeedsFormat, in: language))
            }
            return nil
        }
        guard let field else {
            throw CLIFailure(message: CLITexts.string(.structuredNeedsField, in: language, ["format": inputFormat.rawValue]))
        }
        if noHeader && inputFormat == .jsonl {
            throw CLIFailure(message: CLITexts.string(.structuredNeedsFormat, in: language))
        }
        let kept = try (keep ?? "").split(separator: ",", omittingEmptySubsequences: true).map {
            try ColumnReference(String($0), option: "--keep", format: inputFormat)
        }
        if !kept.isEmpty && format != .json {
            throw CLIFailure(message: CLITexts.string(.structuredKeepNeedsJSON, in: language))
        }
        return StructuredInput(
            format: inputFormat, field: try ColumnReference(field, option: "--field", format: inputFormat), keep: kept,
            header: !noHeader && inputFormat != .jsonl, outputFormat: format)
    }
}

/// What a structured input's records are made of: which field is judged and which are kept.
struct StructuredInput {
    var format: InputFormat
    var field: ColumnReference
    var keep: [ColumnReference]
    var header: Bool
    /// The records' format (error rows are written in it).
    var outputFormat: OutputFormat

    /// A reader over `descriptor` that hands the stream one encoded record per row.
    func reader(descriptor: Int32, inputName: String, language: Language) -> StructuredRecordReader {
        StructuredRecordReader(input: self, descriptor: descriptor, inputName: inputName, language: language)
    }
}

/// One row as the stream carries it to the handler: a kind byte (0 a value, 1 a row that could not
/// be read), the kept columns' JSON object (its length first, 4 bytes little-endian; empty without
/// `--keep`), then the value's bytes, or the problem as a JSON object.
enum EncodedRow {
    static let value: UInt8 = 0
    static let problem: UInt8 = 1

    /// The parts of an encoded row.
    static func decode(_ row: UnsafeBufferPointer<UInt8>) -> (
        isProblem: Bool, keep: UnsafeBufferPointer<UInt8>, payload: UnsafeBufferPointer<UInt8>
    ) {
        let length = Int(row[1]) | Int(row[2]) << 8 | Int(row[3]) << 16 | Int(row[4]) << 24
        return (
            row[0] == problem, UnsafeBufferPointer(rebasing: row[5..<5 + length]),
            UnsafeBufferPointer(rebasing: row[(5 + length)...])
        )
    }
}

/// Turns CSV, TSV or JSON Lines rows into encoded rows (``EncodedRow``), reading the header first.
final class StructuredRecordReader: RecordReader {
    private let input: StructuredInput
    private let inputName: String
    private let language: Language
    private let delimited: DelimitedReader?
    private let lines: LineReader?
    // One owner thread (the stream's reader): no run-time exclusivity checks per row.
    @exclusivity(unchecked) private var started = false
    /// The judged field's index (delimited input).
    @exclusivity(unchecked) private var fieldIndex = 0
    /// The kept columns: their names in the output and (delimited input) their indexes.
    @exclusivity(unchecked) private var kept: [(name: String, index: Int)] = []
    /// Each kept column's `"name":` as JSON bytes, made once.
    @exclusivity(unchecked) private var keptKeys: [[UInt8]] = []
    /// The judged field's name in messages.
    @exclusivity(unchecked) private var fieldName = ""
    @exclusivity(unchecked) private var row = 0
    @exclusivity(unchecked) private var record: [UInt8] = []
    private let scratch = OutputBuffer(descriptor: -1)

    init(input: StructuredInput, descriptor: Int32, inputName: String, language: Language) {
        self.input = input
        self.inputName = inputName
        self.language = language
        switch input.format {
        case .csv: delimited = DelimitedReader(descriptor: descriptor, delimiter: UInt8(ascii: ","), quotes: true)
        case .tsv: delimited = DelimitedReader(descriptor: descriptor, delimiter: UInt8(ascii: "\t"), quotes: false)
        case .jsonl, .lines: delimited = nil
        }
        lines = delimited == nil ? LineReader(descriptor: descriptor) : nil
    }

    var bytesRead: Int { delimited?.bytesRead ?? lines?.bytesRead ?? 0 }

    func withNextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result? {
        if !started {
            started = true
            guard try start() else { return nil }
        }
        if let delimited {
            guard try delimited.next() else { return nil }
            row += 1
            encodeDelimited(delimited)
        } else if let lines {
            guard try lines.withNextLine({ encodeJSONLine($0) }) != nil else { return nil }
        }
        return try record.withUnsafeBufferPointer(body)
    }

    // MARK: Header

    /// Reads the header (delimited input with one) and resolves the column names.
    /// - Returns: `false` when the input is empty.
    private func start() throws -> Bool {
        guard let delimited else {
            fieldName = input.field.text
            kept = input.keep.map { ($0.text, 0) }
            makeKeys()
            return true
        }
        var header: [String]?
        if input.header {
            guard try delimited.next() else { return false }
            header = (0..<delimited.fieldCount).map { index in
                delimited.withField(index) { String(decoding: $0, as: UTF8.self) }
            }
        }
        func resolve(_ reference: ColumnReference, option: String) throws -> (name: String, index: Int) {
            switch reference {
            case .number(let number):
                return (header.flatMap { number <= $0.count ? $0[number - 1] : nil } ?? String(number), number - 1)
            case .name(let name):
                guard let header else {
                    throw CLIFailure(
                        message: CLITexts.string(
                            .structuredNameWithoutHeader, in: language, ["option": option, "value": name]))
                }
                let matches = header.indices.filter { header[$0] == name }
                guard matches.count == 1 else {
                    let key: CLITextKey = matches.isEmpty ? .structuredUnknownColumn : .structuredDuplicateColumn
                    throw CLIFailure(
                        message: CLITexts.string(
                            key, in: language,
                            [
                                "option": option, "value": name, "file": inputName, "count": String(matches.count),
                                "columns": header.joined(separator: ", "),
                            ]))
                }
                return (name, matches[0])
            }
        }
        (fieldName, fieldIndex) = try resolve(input.field, option: "--field")
        kept = try input.keep.map { try resolve($0, option: "--keep") }
        makeKeys()
        return true
    }

    private func makeKeys() {
        keptKeys = kept.enumerated().map { position, column in
            Array(((position > 0 ? "," : "{") + JSONValue.string(column.name).jsonText + ":").utf8)
        }
    }

    // MARK: Encoding

    private func begin(keep: () -> Void) {
        record.removeAll(keepingCapacity: true)
        for _ in 0..<5 { record.append(EncodedRow.value) }
        guard !kept.isEmpty else { return }
        scratch.discard()
        keep()
        let length = scratch.count
        scratch.withPendingBytes { record.append(contentsOf: $0) }
        for shift in 0..<4 { record[1 + shift] = UInt8(truncatingIfNeeded: length >> (8 * shift)) }
    }

    /// Marks the row as one that could not be read, with its problem as JSON.
    private func fail(_ code: String, _ arguments: [(String, JSONValue)]) {
        record[0] = EncodedRow.problem
        let members = [("code", JSONValue.string(code)), ("row", .number(String(row)))] + arguments
        record.append(contentsOf: JSONValue.object(JSONObject(members.map { .init(key: $0.0, value: $0.1) })).jsonText.utf8)
    }

    private func encodeDelimited(_ reader: DelimitedReader) {
        begin {
            for (position, column) in kept.enumerated() {
                scratch.append(keptKeys[position])
                let written =
                    column.index < reader.fieldCount
                    && reader.withField(column.index) { value in
                        guard UTF8Validation.firstInvalidOffset(in: value) == nil else { return false }
                        scratch.append(jsonString: value)
                        return true
                    }
                if !written { scratch.append("null") }
            }
            scratch.append(byte: UInt8(ascii: "}"))
        }
        var line: JSONValue { .number(String(reader.line)) }
        if let problem = reader.problem {
            switch problem {
            case .unterminatedQuote: fail("unterminated-quote", [("line", line)])
            case .textAfterQuote: fail("text-after-quote", [("line", line)])
            case .tooLong: fail("row-too-long", [("line", line), ("limit", .number(String(16 << 20)))])
            }
            return
        }
        guard fieldIndex < reader.fieldCount else {
            fail(
                "missing-field",
                [("line", line), ("field", .string(fieldName)), ("count", .number(String(reader.fieldCount)))])
            return
        }
        reader.withField(fieldIndex) { value in
            if let offset = UTF8Validation.firstInvalidOffset(in: value) {
                fail("invalid-utf8", [("line", line), ("field", .string(fieldName)), ("offset", .number(String(offset + 1)))])
            } else {
                record.append(contentsOf: value)
            }
        }
    }

    private func encodeJSONLine(_ text: UnsafeBufferPointer<UInt8>) {
        row += 1
        let parsed: JSONValue
        do {
            parsed = try JSONValue(parsing: text)
        } catch {
            begin { scratch.append("null") }
            fail(
                "not-json",
                [
                    ("line", .number(String(row))), ("reason", .string(error.reason.rawValue)),
                    ("arguments", .object(JSONObject(error.arguments.map { .init(key: $0.key, value: .string($0.value)) }))),
                    ("offset", .number(String(error.offset + 1))),
                ])
            return
        }
        guard case .object(let object) = parsed else {
            begin { scratch.append("null") }
            fail("not-an-object", [("line", .number(String(row)))])
            return
        }
        begin {
            scratch.append(byte: UInt8(ascii: "{"))
            for (position, column) in kept.enumerated() {
                if position > 0 { scratch.append(byte: UInt8(ascii: ",")) }
                scratch.append(jsonString: column.name)
                scratch.append(byte: UInt8(ascii: ":"))
                (object[column.name] ?? .null).append(to: scratch)
            }
            scratch.append(byte: UInt8(ascii: "}"))
        }
        switch object[fieldName] {
        case .string(let value)?: record.append(contentsOf: value.utf8)
        case .number(let text)?: record.append(contentsOf: text.utf8)
        case nil: fail("missing-member", [("line", .number(String(row))), ("field", .string(fieldName))])
        case _?: fail("not-a-string", [("line", .number(String(row))), ("field", .string(fieldName))])
        }
    }
}

/// A streaming command's handler behind a structured input: rows that could not be read get their
/// own error record; the others go to the command's handler, with the kept columns added to its
/// JSON record under `"keep"`.
struct StructuredRun<Inner: LineHandler>: LineHandler {
    var inner: Inner
    let format: OutputFormat
    let language: Language
    private(set) var unreadable = 0

    init(inner: Inner, format: OutputFormat, language: Language) {
        self.inner = inner
        self.format = format
        self.language = language
    }

    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: OutputBuffer) throws -> LineStatus {
        let row = EncodedRow.decode(line)
        if row.isProblem {
            unreadable += 1
            let message = Self.message(row.payload, language: language)
            switch format {
            case .json:
                output.append("{\"line\":")
                output.append(decimal: number)
                output.append(",\"error\":{\"code\":")
                output.append(jsonString: Self.code(row.payload))
                output.append(",\"message\":")
                output.append(jsonString: message)
                output.append("}")
                if !row.keep.isEmpty {
                    output.append(",\"keep\":")
                    output.append(row.keep)
                }
                output.append("}\n")
            case .text:
                output.append(decimal: number)
                output.append(": " + CLITexts.string(.errorPrefix, in: language) + ": " + message + "\n")
            }
            return .error
        }
        let status = try inner.handle(row.payload, number: number, into: output)
        if !row.keep.isEmpty, output.removeSuffix([UInt8(ascii: "}"), UInt8(ascii: "\n")]) {
            output.append(",\"keep\":")
            output.append(row.keep)
            output.append("}\n")
        }
        return status
    }

    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) {
        inner.prepare(
            lines.compactMap { line in
                let row = EncodedRow.decode(line)
                return row.isProblem ? nil : row.payload
            })
    }

    mutating func absorb(_ other: Self) {
        inner.absorb(other.inner)
        unreadable += other.unreadable
    }

    func summary() -> String? {
        let own = unreadable > 0 ? CLITexts.string(.rowsUnreadable, in: language, ["count": String(unreadable)]) + "\n" : nil
        switch (inner.summary(), own) {
        case (nil, nil): return nil
        case (let summary?, nil): return summary
        case (nil, let own?): return own
        case (let summary?, let own?): return summary + own
        }
    }

    private static func problem(_ payload: UnsafeBufferPointer<UInt8>) -> JSONObject {
        (try? JSONValue(parsing: payload))?.objectValue ?? JSONObject()
    }

    static func code(_ payload: UnsafeBufferPointer<UInt8>) -> String {
        problem(payload)["code"]?.stringValue ?? ""
    }

    /// The problem's message in `language`.
    static func message(_ payload: UnsafeBufferPointer<UInt8>, language: Language) -> String {
        let problem = problem(payload)
        var arguments: [String: String] = [:]
        for member in problem {
            switch member.value {
            case .string(let text): arguments[member.key] = text
            case .number(let text): arguments[member.key] = text
            default: break
            }
        }
        let key: CLITextKey
        switch arguments["code"] {
        case "unterminated-quote": key = .rowUnterminatedQuote
        case "text-after-quote": key = .rowTextAfterQuote
        case "row-too-long": key = .rowTooLong
        case "missing-field": key = .rowMissingField
        case "invalid-utf8": key = .rowInvalidUTF8
        case "not-an-object": key = .rowNotObject
        case "missing-member": key = .rowMissingMember
        case "not-a-string": key = .rowNotString
        default:
            var reasonArguments: [String: String] = [:]
            for member in problem["arguments"]?.objectValue ?? JSONObject() {
                reasonArguments[member.key] = member.value.stringValue
            }
            if let reason = arguments["reason"].flatMap(CoreTextKey.init(rawValue:)) {
                arguments["reason"] = Texts.string(reason, in: language, reasonArguments)
            }
            key = .rowNotJSON
        }
        return CLITexts.string(key, in: language, arguments)
    }
}
