// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPipeline

/// `--input-format`: how standard input (or the file) is split into records.
enum InputFormat: String, CLIChoice {
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
        help: ArgumentHelp(Console.help(.helpOptionInputFormat), valueName: InputFormat.valueName))
    var inputFormat: InputFormat = .lines

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionField), valueName: "name|number"))
    var field: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionKeep), valueName: "name,…"))
    var keep: String?

    @Flag(name: .customLong("no-header"), help: ArgumentHelp(Console.help(.helpOptionNoHeader)))
    var noHeader = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionDelimiter), valueName: "char"))
    var delimiter: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionInput), valueName: "path"), completion: .file())
    var input: String?

    /// Where the records come from: `--input PATH` (`-`: standard input), the one way every streaming
    /// command names its input file, else `fallback` (standard input, or the values given as
    /// arguments). `alias` is a command's older option for the same file (`--password-file`).
    /// - Throws: ``CLIFailure`` (exit 2) when the input is named twice.
    func source(otherwise fallback: LineSource, alias: (option: String, value: String?)? = nil) throws -> LineSource {
        let language = Console.language
        if let alias, let value = alias.value {
            guard input == nil else {
                throw CLIFailure(message: CLITexts.string(.inputNamedTwice, in: language, ["option": alias.option]))
            }
            return value == "-" ? Self.standardInput(like: fallback) : .file(value)
        }
        guard let input else { return fallback }
        if case .arguments = fallback {
            throw CLIFailure(message: CLITexts.string(.inputAndArguments, in: language))
        }
        return input == "-" ? Self.standardInput(like: fallback) : .file(input)
    }

    /// Standard input, with the prompt `fallback` would have shown on a terminal.
    private static func standardInput(like fallback: LineSource) -> LineSource {
        if case .standardInput(let prompt) = fallback { return .standardInput(prompt: prompt) }
        return .standardInput(prompt: nil)
    }

    /// The structured input asked for, or `nil` for plain lines.
    /// - Parameter format: the output format (`--keep` needs JSON or CSV records).
    /// - Throws: ``CLIFailure`` (exit 2) for options that do not go together.
    func structured(format: RecordFormat) throws -> StructuredInput? {
        let language = Console.language
        guard inputFormat != .lines else {
            if field != nil || keep != nil || noHeader || delimiter != nil {
                throw CLIFailure(message: CLITexts.string(.structuredNeedsFormat, in: language))
            }
            return nil
        }
        let separator = try separator(for: inputFormat)
        guard let field else {
            throw CLIFailure(message: CLITexts.string(.structuredNeedsField, in: language, ["format": inputFormat.rawValue]))
        }
        if (noHeader || delimiter != nil) && inputFormat == .jsonl {
            throw CLIFailure(message: CLITexts.string(.structuredNeedsFormat, in: language))
        }
        let kept = try (keep ?? "").split(separator: ",", omittingEmptySubsequences: true).map {
            try ColumnReference(String($0), option: "--keep", format: inputFormat)
        }
        return StructuredInput(
            format: inputFormat, field: try ColumnReference(field, option: "--field", format: inputFormat), keep: kept,
            header: !noHeader && inputFormat != .jsonl, outputFormat: format, delimiter: separator)
    }

    /// The field separator: `--delimiter` (one ASCII character other than a quote, CR or LF;
    /// `tab` or `\t` for a tab), else a comma for CSV and a tab for TSV.
    private func separator(for format: InputFormat) throws -> UInt8 {
        guard let delimiter else { return format == .tsv ? 9 : UInt8(ascii: ",") }
        let text = delimiter == "tab" || delimiter == "\\t" ? "\t" : delimiter
        guard text.utf8.count == 1, let byte = text.utf8.first, byte < 0x80, byte != UInt8(ascii: "\""), byte != 0x0A,
            byte != 0x0D, byte != 0
        else {
            throw CLIFailure(message: CLITexts.string(.structuredBadDelimiter, in: Console.language, ["value": delimiter]))
        }
        return byte
    }
}

/// What a structured input's records are made of: which field is judged and which are kept.
struct StructuredInput {
    var format: InputFormat
    var field: ColumnReference
    var keep: [ColumnReference]
    var header: Bool
    /// The records' format (error rows are written in it).
    var outputFormat: RecordFormat
    /// The field separator of CSV and TSV (`--delimiter`).
    var delimiter: UInt8 = UInt8(ascii: ",")
    /// The command's own columns in a CSV row (``LineStream/csvColumns``), before the kept ones;
    /// the last two are `error_code` and `error`.
    var csvColumnCount = 0

    /// The column names and positions for a run: CSV and TSV read the header record first (from
    /// `scanner`, with ``header``); JSON Lines names members.
    /// - Throws: ``CLIFailure`` (exit 2) for an empty input where a header was expected, a column
    ///   the header lacks or names twice, a name with `--no-header`; ``LineReaderError`` when
    ///   reading fails.
    func layout(scanner: DelimitedRecordScanner?, inputName: String, language: Language) throws -> StructuredLayout {
        guard let scanner else {
            return StructuredLayout(
                format: format, field: (field.text, 0), kept: keep.map { ($0.text, 0) }, language: language,
                outputFormat: outputFormat, csvColumnCount: csvColumnCount, delimiter: delimiter)
        }
        var names: [String]?
        if header {
            let fields = DelimitedFields(delimiter: delimiter, quotes: format == .csv)
            _ = try scanner.scan { record, _, _ in
                fields.split(record)
                names = (0..<fields.count).map { String(decoding: fields.field($0), as: UTF8.self) }
                return false
            }
            guard names != nil else {
                throw CLIFailure(message: CLITexts.string(.structuredEmptyInput, in: language, ["file": inputName]))
            }
        }
        func resolve(_ reference: ColumnReference, option: String) throws -> (name: String, index: Int) {
            switch reference {
            case .number(let number):
                return (names.flatMap { number <= $0.count ? $0[number - 1] : nil } ?? String(number), number - 1)
            case .name(let name):
                guard let names else {
                    throw CLIFailure(
                        message: CLITexts.string(
                            .structuredNameWithoutHeader, in: language, ["option": option, "value": name]))
                }
                let matches = names.indices.filter { names[$0] == name }
                guard matches.count == 1 else {
                    let key: CLITextKey = matches.isEmpty ? .structuredUnknownColumn : .structuredDuplicateColumn
                    throw CLIFailure(
                        message: CLITexts.string(
                            key, in: language,
                            [
                                "option": option, "value": name, "file": inputName, "count": String(matches.count),
                                "columns": names.joined(separator: ", "),
                            ]))
                }
                return (name, matches[0])
            }
        }
        return StructuredLayout(
            format: format, field: try resolve(field, option: "--field"),
            kept: try keep.map { try resolve($0, option: "--keep") }, language: language, outputFormat: outputFormat,
            csvColumnCount: csvColumnCount, headerWidth: names?.count, delimiter: delimiter)
    }
}

/// The columns a run judges and keeps, resolved once and shared, read-only, by every worker.
final class StructuredLayout: @unchecked Sendable {
    // Immutable after init; the pointers are only read.
    let format: InputFormat
    /// The judged column's name in messages, and its index (CSV and TSV).
    let fieldName: String
    let fieldIndex: Int
    /// The judged member's name as UTF-8 (JSON Lines).
    let fieldKey: [UInt8]
    /// The kept columns: name, index (CSV and TSV) and name as UTF-8; their `{"name":` prefixes
    /// are in ``keptPrefix(_:)``.
    let kept: [(name: String, index: Int, key: [UInt8])]
    let language: Language
    /// The records' format (error rows are written in it).
    let outputFormat: RecordFormat
    /// The command's own columns in a CSV row, `error_code` and `error` last.
    let csvColumnCount: Int
    /// How many fields the header has (CSV and TSV with a header): a row with more is unreadable.
    let headerWidth: Int?
    /// The field separator of CSV and TSV.
    let delimiter: UInt8
    /// The kept columns' indexes and `{"name":` prefixes (back to back, each ending at
    /// `keptPrefixEnds`), in memory the per-row loop reads without reference counting.
    let keptIndexes: UnsafeMutableBufferPointer<Int>
    let keptPrefixes: UnsafeMutableBufferPointer<UInt8>
    let keptPrefixEnds: UnsafeMutableBufferPointer<Int>

    init(
        format: InputFormat, field: (name: String, index: Int), kept: [(name: String, index: Int)], language: Language,
        outputFormat: RecordFormat, csvColumnCount: Int = 0, headerWidth: Int? = nil, delimiter: UInt8 = UInt8(ascii: ",")
    ) {
        self.delimiter = delimiter
        self.csvColumnCount = csvColumnCount
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
    func keptPrefix(_ position: Int) -> UnsafeBufferPointer<UInt8> {
        let start = position == 0 ? 0 : keptPrefixEnds[position - 1]
        return UnsafeBufferPointer(rebasing: keptPrefixes[start..<keptPrefixEnds[position]])
    }
}

/// Why a row could not be read: its error record's code, message and arguments, and whether the
/// kept columns were read (else `"keep"` is `null`).
struct RowProblem {
    var code: String
    var key: CLITextKey
    var arguments: [String: String]
    var keeps: Bool
}

/// What reading a row gave: the value to judge (valid until the next row is read), or why it
/// cannot be read.
enum RowRead {
    case value(UnsafeBufferPointer<UInt8>)
    case problem(RowProblem)
}

/// A worker's reusable buffers for rows: the field splitter, the kept columns (a JSON object, or
/// CSV fields each after a comma), and where each kept member's value is in the JSON line in hand.
final class RowScratch {
    let fields: DelimitedFields?
    let keep = OutputBuffer(descriptor: -1)
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

/// A streaming command's handler behind a structured input. On the worker thread that judges the
/// batch, it splits each CSV or TSV row into fields (or walks each JSON Lines object without
/// building it), hands the judged value to the command's handler, and adds the kept columns to its
/// JSON record under `"keep"` (or after its CSV row's columns); a row that cannot be read gets its
/// own error record.
struct StructuredRun<Inner: LineHandler>: LineHandler {
    var inner: Inner
    let layout: StructuredLayout
    private let scratch: RowScratch
    private(set) var unreadable = 0

    init(inner: Inner, layout: StructuredLayout) {
        self.inner = inner
        self.layout = layout
        scratch = RowScratch(layout: layout)
    }

    /// `,"keep":`, spliced into each record.
    private static var keepMember: StaticString { #","keep":"# }

    /// Text records end with the kept columns as the JSON object they are kept as, escaped for the
    /// terminal: `  keep {"user_id":"1"}`, then the newline.
    private func appendTextKeep(to output: OutputBuffer) {
        let object = scratch.keep.withPendingBytes { String(decoding: $0, as: UTF8.self) }
        output.append("  " + CLITexts.string(.structuredKeepLabel, in: layout.language) + " " + Display.safe(object) + "\n")
    }

    /// A JSON Lines row (its number is also its physical line).
    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: OutputBuffer) throws -> LineStatus {
        try handle(line, number: number, mark: number << 1, into: output)
    }

    /// A row, with its mark (``LineBatch/marks``) for CSV and TSV.
    mutating func handle(_ record: UnsafeBufferPointer<UInt8>, number: Int, mark: Int, into output: OutputBuffer) throws
        -> LineStatus
    {
        let problem: RowProblem
        switch Self.read(record, number: number, mark: mark, layout: layout, scratch: scratch) {
        case .value(let value):
            let status = try inner.handle(value, number: number, into: output)
            if layout.keptIndexes.count > 0 {
                if layout.outputFormat == .csv {
                    if output.removeSuffix(byte: UInt8(ascii: "\n")) {
                        scratch.keep.withPendingBytes { output.append($0) }
                        output.append(byte: UInt8(ascii: "\n"))
                    }
                } else if layout.outputFormat == .text {
                    if output.removeSuffix(byte: UInt8(ascii: "\n")) { appendTextKeep(to: output) }
                } else if output.removeSuffix(byte: UInt8(ascii: "}"), UInt8(ascii: "\n")) {
                    output.append(Self.keepMember)
                    scratch.keep.withPendingBytes { output.append($0) }
                    output.append(byte: UInt8(ascii: "}"))
                    output.append(byte: UInt8(ascii: "\n"))
                }
            }
            return status
        case .problem(let found):
            problem = found
        }
        unreadable += 1
        let message = CLITexts.string(problem.key, in: layout.language, problem.arguments)
        switch layout.outputFormat {
        case .json:
            output.append("{\"line\":")
            output.append(decimal: number)
            output.append(",\"error\":{\"code\":")
            output.append(jsonString: problem.code)
            output.append(",\"message\":")
            output.append(jsonString: message)
            output.append("}")
            if !layout.kept.isEmpty {
                output.append(",\"keep\":")
                if problem.keeps {
                    scratch.keep.withPendingBytes { output.append($0) }
                } else {
                    output.append("null")
                }
            }
            output.append("}\n")
        case .csv:
            // The line, the command's columns empty, the error's code and message, the kept columns.
            output.append(decimal: number)
            for _ in 0..<max(layout.csvColumnCount - 3, 0) { output.append(byte: UInt8(ascii: ",")) }
            output.append(byte: UInt8(ascii: ","))
            output.append(csvField: problem.code)
            output.append(byte: UInt8(ascii: ","))
            output.append(csvField: message)
            if problem.keeps {
                scratch.keep.withPendingBytes { output.append($0) }
            } else {
                for _ in layout.kept { output.append(byte: UInt8(ascii: ",")) }
            }
            output.append(byte: UInt8(ascii: "\n"))
        case .text:
            output.append(decimal: number)
            output.append(": " + CLITexts.string(.errorPrefix, in: layout.language) + ": " + message)
            if layout.keptIndexes.count > 0 && problem.keeps {
                appendTextKeep(to: output)
            } else {
                output.append(byte: UInt8(ascii: "\n"))
            }
        }
        return .unreadable
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
        func problem(_ code: String, _ key: CLITextKey, _ more: [String: String] = [:], keeps: Bool) -> RowRead {
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
            let key: CLITextKey
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

    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>], marks: UnsafeBufferPointer<Int>?) -> LineFetch? {
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

    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
        prepare(lines, marks: nil)
    }

    mutating func receive(_ fetched: any Sendable) {
        inner.receive(fetched)
    }

    mutating func absorb(_ other: Self) {
        inner.absorb(other.inner)
        unreadable += other.unreadable
    }

    func summary() -> String? {
        let own =
            unreadable > 0
            ? CLITexts.string(.rowsUnreadable, in: layout.language, ["count": String(unreadable)]) + "\n" : nil
        switch (inner.summary(), own) {
        case (nil, nil): return nil
        case (let summary?, nil): return summary
        case (nil, let own?): return own
        case (let summary?, let own?): return summary + own
        }
    }
}
