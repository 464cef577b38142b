import ArgumentParser
import CredKit

/// `credkit email`: email-address syntax, one verdict per address.
struct EmailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: Console.help(.helpEmail),
        discussion: Console.help(.helpEmailDiscussion)
    )

    @Argument(help: ArgumentHelp(Console.help(.helpEmailAddresses), valueName: "address"))
    var addresses: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionProfile), valueName: "default|rfc"))
    var profile: String = EmailProfile.default.rawValue

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: "text|json"))
    var format: String = OutputFormat.text.rawValue

    @Flag(name: [.short, .long], help: ArgumentHelp(Console.help(.helpOptionQuiet)))
    var quiet = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        try common.applyLanguage()
        let language = Console.language
        let format = try parseChoice(format, option: "--format", OutputFormat.self)
        let profile = try parseChoice(profile, option: "--profile", EmailProfile.self)
        let checker = EmailValidator(profile: profile).makeChecker()
        let output = OutputBuffer(descriptor: 1)
        let encoder = format == .json ? EmailRecordEncoder(language: language) : nil
        let style = Style(enabled: format == .text && Console.usesColor(on: 1))
        var total = 0
        var invalid = 0

        func process(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            total += 1
            let verdict = checker.check(bytes)
            if !verdict.isValid { invalid += 1 }
            if let encoder {
                encoder.encode(input: bytes, verdict: verdict, into: output)
            } else {
                var line = PasswordDisplay.quoted(bytes) + ": "
                if let message = verdict.message(in: language) {
                    line += style.red(Texts.string(.cliLineInvalid, in: language)) + ": " + message
                } else {
                    line += style.green(Texts.string(.cliLineValid, in: language))
                    var notes: [String] = []
                    if let normalized = verdict.normalized, normalized != String(decoding: bytes, as: UTF8.self) {
                        notes.append(Texts.string(.cliEmailNormalized, in: language, ["normalized": normalized]))
                    }
                    if verdict.requiresSMTPUTF8 { notes.append(Texts.string(.cliEmailSMTPUTF8, in: language)) }
                    if !notes.isEmpty { line += " (" + notes.joined(separator: "; ") + ")" }
                }
                output.append(line)
                output.append(byte: 0x0A)
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
            throw CLIFailure(message: Texts.string(.cliUnreadableInput, in: language, ["file": "stdin", "reason": error.description]))
        }
        if format == .text && !quiet {
            Console.writeError(Texts.string(.cliSummaryTotals, in: language, [
                "total": String(total), "valid": String(total - invalid), "invalid": String(invalid),
            ]) + "\n")
        }
        if invalid > 0 { throw ExitCode(1) }
    }
}
