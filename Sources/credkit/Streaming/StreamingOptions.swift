// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKitCore
import CredKitPipeline
import Foundation

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
        confirmsOnTerminal: Bool = false, prefetches: Bool = false, schema: RecordSchema? = nil
    ) throws -> LineStream {
        var stream = LineStream(
            source: try structuredInput.source(otherwise: fallback, alias: alias), format: format, language: Console.language,
            confirmsOnTerminal: confirmsOnTerminal, showsSummary: format == .text && !output.quiet, jobs: jobs.count(),
            prefetches: prefetches)
        stream.structured = try structuredInput.structured()
        stream.schema = schema
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

    /// ``runToVerdict(_:)`` for an asynchronous command, on a thread of the stream's own
    /// (``runOnOwnThread(_:)``).
    func runToVerdict<Handler: LineHandler>(_ make: @escaping () -> Handler) async throws {
        let status = try await runOnOwnThread(make)
        if status != .passed { throw ExitCode(status.rawValue) }
    }

    /// ``run(_:)`` for an asynchronous command, on a thread of its own: the stream blocks (it reads
    /// its input and waits for its workers), so it never takes a thread of Swift's cooperative pool,
    /// where the fetches of its batches run.
    func runOnOwnThread<Handler: LineHandler>(_ make: @escaping () -> Handler) async throws -> LineStatus {
        try await withCheckedThrowingContinuation { continuation in
            let body = ThreadBody { continuation.resume(with: Result { try self.run(make) }) }
            let thread = Thread { body.run() }
            // As for the workers: the judges recurse and match patterns.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}
