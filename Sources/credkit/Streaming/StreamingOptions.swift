// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import _CredKitCore

/// The options of the commands that judge one record per input line with record output (`check`,
/// `strength`, `email`, `breached check`): `--format`, `--quiet`, `--csv-safe`, the structured
/// input, `--jobs` and `--lang`, and the stream they describe.
struct StreamingOptions: ParsableArguments {
    @OptionGroup var output: OutputOptions

    @OptionGroup var structuredInput: StructuredInputOptions

    @OptionGroup var jobs: JobsOptions

    @OptionGroup var common: CommonOptions

    /// `--format`, with the formula guard turned on for `--csv-safe`.
    func format() -> RecordFormat { output.recordFormat() }

    /// The stream these options describe: `--input` (else `fallback`; `alias` is the command's older
    /// name for the file), the structured input for `format`, the summary (text records without
    /// `--quiet`), `--jobs`.
    /// - Throws: ``CLIFailure`` (exit 2) for options that do not go together or a bad `--jobs`.
    func stream(
        otherwise fallback: LineSource, alias: (option: String, value: String?)? = nil, format: RecordFormat,
        confirmsOnTerminal: Bool = false, prefetches: Bool = false, csvColumns: [String]? = nil
    ) throws -> LineStream {
        var stream = LineStream(
            source: try structuredInput.source(otherwise: fallback, alias: alias), language: Console.language,
            confirmsOnTerminal: confirmsOnTerminal, showsSummary: format == .text && !output.quiet, jobs: jobs.count(),
            prefetches: prefetches)
        stream.structured = try structuredInput.structured(format: format)
        if format == .csv, let csvColumns { stream.csvColumns = csvColumns }
        return stream
    }
}

extension LineStream {
    /// Runs the stream with the handlers `make` creates and ends the command with its verdict
    /// (grep's exit statuses: 0 every record passed, 1 some did not, 2 some could not be read).
    func runToVerdict<Handler: LineHandler>(_ make: @escaping () -> Handler) throws {
        let status = try run(make)
        if status != .passed { throw ExitCode(status.rawValue) }
    }
}
