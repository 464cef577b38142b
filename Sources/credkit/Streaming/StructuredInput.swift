// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPipeline

/// `--input-format`: how standard input (or the file) is split into records.
typealias InputFormat = RecordInputFormat

extension RecordInputFormat: CLIChoice {}

extension ColumnReference {
    /// `--field` or `--keep`'s value: a number from 1 (not for JSON Lines), else a name.
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
    func structured() throws -> StructuredInput? {
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
            header: !noHeader, delimiter: separator)
    }

    /// The field separator: `--delimiter` (one ASCII character other than a quote, CR or LF;
    /// `tab` or `\t` for a tab), else a comma for CSV and a tab for TSV.
    private func separator(for format: InputFormat) throws -> UInt8 {
        try Self.separator(delimiter, for: format)
    }

    /// `--delimiter`'s byte for `format` (a comma for CSV and a tab for TSV when it is not given).
    static func separator(_ delimiter: String?, for format: InputFormat) throws -> UInt8 {
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
