import ArgumentParser
import CredKit
import _CredKitCore
import _CredKitStreaming

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
        name: .long, help: ArgumentHelp(Console.help(.helpOptionProfile), valueName: Choice.valueName(EmailProfile.self)),
        completion: Choice.completion(EmailProfile.self))
    var profile: String = EmailProfile.default.rawValue

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var common: CommonOptions

    func run() throws {
        try common.applyLanguage()
        let language = Console.language
        let format = try outputOptions.parsedFormat()
        let profile = try parseChoice(profile, option: "--profile", EmailProfile.self)
        let checker = EmailValidator(profile: profile).makeChecker()
        let output = OutputBuffer(descriptor: 1)
        let encoder = format == .json ? EmailRecordEncoder(language: language) : nil
        let textWriter = EmailTextWriter(language: language, style: Style(enabled: format == .text && Console.usesColor(on: 1)))
        var total = 0
        var invalid = 0

        func process(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            total += 1
            let outcome = checker.evaluate(bytes)
            if !outcome.isValid { invalid += 1 }
            checker.withNormalizedBytes { normalized in
                if let encoder {
                    encoder.encode(input: bytes, outcome: outcome, normalized: normalized, into: output)
                } else {
                    textWriter.write(input: bytes, outcome: outcome, normalized: normalized, into: output)
                }
            }
            try output.flushIfNeeded()
        }

        do {
            if addresses.isEmpty {
                try LineReader(descriptor: 0).forEachLine(process)
            } else {
                for address in addresses {
                    var address = address
                    try address.withUTF8 { try process($0) }
                }
            }
            try output.flush()
        } catch let error as LineReaderError {
            try? output.flush()
            throw CLIFailure(
                message: CLITexts.string(.unreadableInput, in: language, ["file": "stdin", "reason": error.description]))
        }
        if format == .text && !outputOptions.quiet {
            Console.writeError(
                CLITexts.string(
                    .summaryTotals, in: language,
                    [
                        "total": String(total), "valid": String(total - invalid), "invalid": String(invalid),
                    ]) + "\n")
        }
        if invalid > 0 { throw ExitCode(1) }
    }
}

/// Text lines for `credkit email`: `"input": valid (notes)` or `"input": invalid: message`.
final class EmailTextWriter {
    private let messages: EmailMessageRenderer
    private let valid: [UInt8]
    private let invalid: [UInt8]
    private let normalizedBefore: [UInt8]
    private let normalizedAfter: [UInt8]
    private let smtputf8Note: [UInt8]
    private let open = Array(" (".utf8)
    private let separator = Array("; ".utf8)

    init(language: Language, style: Style) {
        messages = EmailMessageRenderer(language: language, escapesJSON: false)
        valid = Array((": " + style.green(CLITexts.string(.lineValid, in: language))).utf8)
        invalid = Array((": " + style.red(CLITexts.string(.lineInvalid, in: language)) + ": ").utf8)
        let note = CLITexts.string(.emailNormalized, in: language).components(separatedBy: "{normalized}")
        normalizedBefore = Array(note[0].utf8)
        normalizedAfter = Array(note.dropFirst().joined().utf8)
        smtputf8Note = Array(CLITexts.string(.emailSMTPUTF8, in: language).utf8)
    }

    func write(
        input: UnsafeBufferPointer<UInt8>, outcome: EmailChecker.Outcome, normalized: UnsafeBufferPointer<UInt8>,
        into output: OutputBuffer
    ) {
        PasswordDisplay.appendQuoted(input, to: output)
        if let rejection = outcome.rejection {
            output.append(invalid)
            messages.appendMessage(for: rejection, character: outcome.character, position: outcome.position, to: output)
        } else {
            output.append(valid)
            let changed =
                normalized.count != input.count
                || (input.count > 0 && memcmp(normalized.baseAddress!, input.baseAddress!, input.count) != 0)
            if changed || outcome.requiresSMTPUTF8 {
                output.append(open)
                if changed {
                    output.append(normalizedBefore)
                    output.append(normalized)
                    output.append(normalizedAfter)
                    if outcome.requiresSMTPUTF8 { output.append(separator) }
                }
                if outcome.requiresSMTPUTF8 { output.append(smtputf8Note) }
                output.append(byte: UInt8(ascii: ")"))
            }
        }
        output.append(byte: 0x0A)
    }
}
