// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPipeline

/// Where a streaming command's input comes from.
enum LineSource {
    /// Standard input, one record per line. When it is a terminal and `prompt` is given, the user is
    /// asked once, without echo, instead (`nil`: a terminal is read as lines, like a pipe).
    case standardInput(prompt: CLITextKey?)
    /// A file, one record per line.
    case file(String)
    /// Values given on the command line, one record each.
    case arguments([String])

    /// `--password-file PATH`, where `-` means standard input (as for most tools); standard input
    /// when the option is absent.
    static func passwords(file path: String?) -> LineSource {
        guard let path, path != "-" else { return .standardInput(prompt: .passwordPrompt) }
        return .file(path)
    }
}

/// The one input loop of `check`, `strength`, `email`, `jwt decode` and `jwt verify`: the library's
/// ``RecordStream`` (reading, batches, workers, structured input, the records in order), with what
/// only a terminal has — the no-echo prompt (twice with `--confirm`), the progress line — and the
/// command line's reports: the summary on standard error, input errors as usage errors (exit 2).
/// Commands supply only the handler.
struct LineStream {
    /// Where the lines come from.
    var source: LineSource
    /// The records' format.
    var format: RecordFormat
    /// The messages' language.
    var language: Language
    /// On a terminal, ask twice and stop with status 1 when the two differ (`check --confirm`).
    var confirmsOnTerminal = false
    /// Whether the handler's summary is written (text output without `--quiet`).
    var showsSummary = true
    /// Worker threads for lines read from standard input or a file (`--jobs`); 1 works on the
    /// calling thread.
    var jobs = 1
    /// Read in batches and give each to the handler's ``LineHandler/prepare(_:)`` first, even with
    /// one job (for the range API: a batch's requests go out together).
    var prefetches = false
    /// CSV, TSV or JSON Lines rows instead of lines (`--input-format`), for standard input or a file.
    var structured: StructuredInput?
    /// The command's records' fields (``RecordStream/schema``): with CSV records (`--format csv`),
    /// the header row and where an unreadable row's error goes.
    var schema: RecordSchema?

    /// Runs a handler over every record.
    /// - Parameter makeHandler: makes the handler; called once, or once on each worker thread with
    ///   `jobs` > 1 (so it must only read what it captures).
    /// - Returns: the worst status of any record (``LineStatus/passed`` for no records).
    /// - Throws: ``CLIFailure`` (exit 2) when the input cannot be opened or read, after writing the
    ///   records read so far; `ExitCode(1)` when a confirmation on the terminal differs.
    func run<Handler: LineHandler>(_ makeHandler: @escaping () -> Handler) throws -> LineStatus {
        let recordSource: RecordStream.Source
        switch source {
        case .arguments(let values): recordSource = .values(values.map { Array($0.utf8) })
        case .standardInput(let prompt?) where Console.isTerminal(0):
            recordSource = .values(try readOnTerminal(prompt).map { [$0] } ?? [])
        case .standardInput: recordSource = .standardInput
        case .file(let path): recordSource = .file(path)
        }
        var stream = RecordStream(source: recordSource, format: format, language: language)
        stream.jobs = jobs
        stream.prefetches = prefetches
        stream.structured = structured
        stream.schema = schema
        stream.progress = { InputProgress(input: $0) }
        do {
            let (status, summary) = try stream.run(makeHandler)
            if showsSummary, let summary { Console.writeError(summary) }
            return status
        } catch let error as RecordStreamError {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// Asks on the terminal (twice with ``confirmsOnTerminal``).
    /// - Returns: what was typed, or `nil` at the end of input.
    private func readOnTerminal(_ prompt: CLITextKey) throws -> [UInt8]? {
        guard let typed = try SecretPrompt.read(prompt: CLITexts.string(prompt, in: language)) else { return nil }
        if confirmsOnTerminal {
            // The articles' "passwords match" indicator, before anything is checked.
            let again = try SecretPrompt.read(prompt: CLITexts.string(.confirmPrompt, in: language)) ?? []
            let first = String(decoding: typed, as: UTF8.self)
            if PasswordIndicators.confirmationMatches(first, String(decoding: again, as: UTF8.self)) != true {
                Console.error(PasswordIndicators.confirmationText(false, in: language))
                throw ExitCode(1)
            }
        }
        return typed
    }
}
