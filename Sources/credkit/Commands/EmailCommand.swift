// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPipeline

/// `credkit email`: email-address syntax, one verdict per address.
struct EmailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: Console.help(.helpEmail),
        discussion: Console.help(.helpEmailDiscussion)
    )

    @Argument(help: ArgumentHelp(Console.help(.helpEmailAddresses), valueName: "address"))
    var addresses: [String] = []

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionProfile), valueName: EmailProfile.valueName))
    var profile: EmailProfile = .default

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowQuotedLocal)))
    var allowQuotedLocal = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowDisplayName)))
    var allowDisplayName = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowDomainLiteral)))
    var allowDomainLiteral = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowEmptyLocal)))
    var allowEmptyLocal = false

    @Flag(name: .customLong("no-smtputf8"), help: ArgumentHelp(Console.help(.helpOptionNoSMTPUTF8)))
    var noSMTPUTF8 = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionTestEnvironment)))
    var testEnvironment = false

    @OptionGroup var streaming: StreamingOptions

    func run() throws {
        let language = Console.language
        let format = streaming.format()
        let options = EmailChecker.Options(
            allowQuotedLocal: allowQuotedLocal, allowDisplayName: allowDisplayName, allowDomainLiteral: allowDomainLiteral,
            allowEmptyLocal: allowEmptyLocal, allowSMTPUTF8: !noSMTPUTF8, testEnvironment: testEnvironment)
        if profile == .rfc, let option = givenOptionNames.first {
            throw CLIFailure(message: CLITexts.string(.emailOptionNeedsDefaultProfile, in: language, ["option": option]))
        }
        let validator = EmailChecker(profile: profile, options: options)
        let stream = try streaming.stream(
            otherwise: addresses.isEmpty ? .standardInput(prompt: nil) : .arguments(addresses), format: format,
            schema: EmailRecord.schema(displayName: allowDisplayName))
        if stream.structured != nil && !addresses.isEmpty {
            throw CLIFailure(message: CLITexts.string(.structuredWithArguments, in: language))
        }
        try stream.runToVerdict { EmailRun(validator: validator, language: language, format: format) }
    }

    /// The default profile's options given on the command line, by name.
    private var givenOptionNames: [String] {
        [
            ("--allow-quoted-local", allowQuotedLocal), ("--allow-display-name", allowDisplayName),
            ("--allow-domain-literal", allowDomainLiteral), ("--allow-empty-local", allowEmptyLocal),
            ("--no-smtputf8", noSMTPUTF8), ("--test-environment", testEnvironment),
        ].filter(\.1).map(\.0)
    }
}

/// The state of one `email` run: the checker, the writer and the counts.
struct EmailRun: LineHandler {
    let checker: EmailEvaluator
    let encoder: EmailRecordEncoder?
    let csvWriter: EmailCSVEncoder?
    let textWriter: EmailTextWriter
    let language: Language
    /// The line (or row) in hand.
    private(set) var total = 0
    /// How many addresses were judged: rows that could not be read are not among them.
    private(set) var checked = 0
    private(set) var invalid = 0

    init(validator: EmailChecker, language: Language, format: RecordFormat) {
        checker = validator.makeEvaluator()
        encoder =
            format == .json
            ? EmailRecordEncoder(language: language, includesDisplayName: validator.options.allowDisplayName) : nil
        csvWriter =
            format == .csv
            ? EmailCSVEncoder(language: language, includesDisplayName: validator.options.allowDisplayName) : nil
        textWriter = EmailTextWriter(language: language, style: Style(enabled: format == .text && Console.usesColor(on: 1)))
        self.language = language
    }

    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer)
        -> LineStatus
    {
        total = number
        checked += 1
        let outcome = checker.evaluate(line)
        if !outcome.isValid { invalid += 1 }
        checker.withNormalizedBytes { normalized in
            if let encoder {
                encoder.encode(input: line, outcome: outcome, normalized: normalized, line: total, end: end, into: output)
            } else if let csvWriter {
                csvWriter.encode(line: total, input: line, outcome: outcome, normalized: normalized, end: end, into: output)
            } else {
                textWriter.write(line: total, input: line, outcome: outcome, normalized: normalized, end: end, into: output)
            }
        }
        return outcome.isValid ? .passed : .refused
    }

    mutating func absorb(_ other: EmailRun) {
        total = max(total, other.total)
        checked += other.checked
        invalid += other.invalid
    }

    func summary() -> String? {
        CLITexts.string(
            .summaryTotals, in: language,
            ["total": String(checked), "valid": String(checked - invalid), "invalid": String(invalid)])
            + "\n"
    }
}

/// Text lines for `credkit email`: `N: "input": valid (notes)` or `N: "input": invalid: message`.
final class EmailTextWriter {
    private let messages: EmailMessageRenderer
    private let valid: [UInt8]
    private let invalid: [UInt8]
    private let normalizedBefore: [UInt8]
    private let normalizedAfter: [UInt8]
    private let smtputf8Note: [UInt8]
    private let displayNameNote: [String]
    private let open = Array(" (".utf8)
    private let lineSeparator = Array(": ".utf8)
    private let separator = Array("; ".utf8)

    init(language: Language, style: Style) {
        messages = EmailMessageRenderer(language: language, escapesJSON: false)
        valid = Array((": " + style.green(CLITexts.string(.lineValid, in: language))).utf8)
        invalid = Array((": " + style.red(CLITexts.string(.lineInvalid, in: language)) + ": ").utf8)
        let note = CLITexts.string(.emailNormalized, in: language).components(separatedBy: "{normalized}")
        normalizedBefore = Array(note[0].utf8)
        normalizedAfter = Array(note.dropFirst().joined().utf8)
        smtputf8Note = Array(CLITexts.string(.emailSMTPUTF8, in: language).utf8)
        displayNameNote = CLITexts.string(.emailDisplayNameNote, in: language).components(separatedBy: "{name}")
    }

    func write(
        line: Int, input: UnsafeBufferPointer<UInt8>, outcome: EmailEvaluator.Outcome, normalized: UnsafeBufferPointer<UInt8>,
        end: RecordEnd, into output: OutputBuffer
    ) {
        // `N: "address": verdict`, numbered like every streaming command's text records.
        output.append(decimal: line)
        output.append(lineSeparator)
        PasswordDisplay.appendQuoted(input, to: output)
        if let rejection = outcome.rejection {
            output.append(invalid)
            messages.appendMessage(for: rejection, character: outcome.character, position: outcome.position, to: output)
        } else {
            output.append(valid)
            let changed =
                normalized.count != input.count
                || (input.count > 0 && memcmp(normalized.baseAddress!, input.baseAddress!, input.count) != 0)
            if changed || outcome.requiresSMTPUTF8 || outcome.displayName != nil {
                output.append(open)
                var needsSeparator = false
                if changed {
                    output.append(normalizedBefore)
                    output.append(normalized)
                    output.append(normalizedAfter)
                    needsSeparator = true
                }
                if outcome.requiresSMTPUTF8 {
                    if needsSeparator { output.append(separator) }
                    output.append(smtputf8Note)
                    needsSeparator = true
                }
                if let displayName = outcome.displayName {
                    if needsSeparator { output.append(separator) }
                    output.append(displayNameNote[0])
                    output.append(JSONEscaping.literal(displayName))
                    output.append(displayNameNote.dropFirst().joined())
                }
                output.append(byte: UInt8(ascii: ")"))
            }
        }
        end.write(to: output)
    }
}
