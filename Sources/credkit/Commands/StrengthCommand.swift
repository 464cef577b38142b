import ArgumentParser
import CredKit
import _CredKitCore

/// `credkit strength`: rates passwords on a four-bar meter, one record per input line.
struct StrengthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strength",
        abstract: Console.help(.helpStrength),
        discussion: Console.help(.helpStrengthDiscussion)
    )

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionModel), valueName: Choice.valueName(StrengthModel.self)),
        completion: Choice.completion(StrengthModel.self))
    var model: String = StrengthModel.guesses.rawValue

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionStrengthEmail)))
    var email: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionStrengthName)))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMinimumBars), valueName: "1-4"))
    var minimumBars: Int?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionShowPassword)))
    var showPassword = false

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var common: CommonOptions

    func run() throws {
        try common.applyLanguage()
        let language = Console.language
        let format = try outputOptions.parsedFormat()
        let model = try parseChoice(model, option: "--model", StrengthModel.self)
        if let minimumBars, !(1...StrengthMeter.barCount).contains(minimumBars) {
            throw CLIFailure(message: CLITexts.string(.invalidMinimumBars, in: language, ["value": String(minimumBars)]))
        }
        var run = StrengthRun(
            model: model, userInputs: [email, name].compactMap { $0 }, minimumBars: minimumBars, language: language,
            format: format, showsPassword: showPassword)
        do {
            if Console.isTerminal(0) {
                if let password = try SecretPrompt.read(prompt: CLITexts.string(.passwordPrompt, in: language)) {
                    try password.withUnsafeBufferPointer { try run.process($0) }
                }
            } else {
                try LineReader(descriptor: 0).forEachLine { try run.process($0) }
            }
            try run.output.flush()
        } catch let error as LineReaderError {
            try? run.output.flush()
            throw CLIFailure(
                message: CLITexts.string(.unreadableInput, in: language, ["file": "stdin", "reason": error.description]))
        }
        if format == .text && !outputOptions.quiet && run.total > 1 {
            Console.writeError(run.summary())
        }
        if run.failed > 0 { throw ExitCode(1) }
    }
}

/// The state of one `strength` run.
struct StrengthRun {
    let model: StrengthModel
    let userInputs: [String]
    /// Prepared once with the user's inputs: not rebuilt per line.
    let estimator: PasswordGuessEstimator
    let minimumBars: Int?
    let language: Language
    let format: OutputFormat
    let showsPassword: Bool
    let style: Style
    let output = OutputBuffer(descriptor: 1)
    private(set) var total = 0
    /// Lines below the minimum, or not UTF-8.
    private(set) var failed = 0
    private var countsByBars = [Int](repeating: 0, count: StrengthMeter.barCount + 1)
    private var unreadable = 0

    init(
        model: StrengthModel, userInputs: [String], minimumBars: Int?, language: Language, format: OutputFormat,
        showsPassword: Bool
    ) {
        self.model = model
        self.userInputs = userInputs
        self.estimator = PasswordGuessEstimator(userInputs: userInputs)
        self.minimumBars = minimumBars
        self.language = language
        self.format = format
        self.showsPassword = showsPassword
        self.style = Style(enabled: format == .text && Console.usesColor(on: 1))
    }

    mutating func process(_ line: UnsafeBufferPointer<UInt8>) throws {
        total += 1
        if let offset = UTF8Validation.firstInvalidOffset(in: line) {
            failed += 1
            unreadable += 1
            let message = Texts.string(.violationInvalidEncoding, in: language, ["offset": String(offset)])
            if format == .json {
                output.append("{\"line\":")
                output.append(decimal: total)
                output.append(",\"model\":\"\(model.rawValue)\",\"error\":{\"code\":\"invalid-encoding\",\"offset\":")
                output.append(decimal: offset)
                output.append(",\"message\":")
                output.append(jsonString: message)
                output.append("}}\n")
            } else {
                output.append(decimal: total)
                output.append(": " + style.red(CLITexts.string(.strengthError, in: language)) + ": " + message + "\n")
            }
            return try output.flushIfNeeded()
        }
        let password = String(decoding: line, as: UTF8.self)
        let result =
            model == .guesses ? StrengthMeter.evaluate(password, with: estimator) : StrengthMeter.evaluate(password, model: model)
        countsByBars[result.bars] += 1
        if let minimumBars, result.bars < minimumBars { failed += 1 }
        if format == .json {
            writeJSON(password, result)
        } else {
            writeText(password, result)
        }
        try output.flushIfNeeded()
    }

    private func writeJSON(_ password: String, _ result: StrengthResult) {
        output.append("{\"line\":")
        output.append(decimal: total)
        if showsPassword {
            output.append(",\"password\":")
            output.append(jsonString: password)
        }
        output.append(",\"model\":\"\(model.rawValue)\",\"bars\":")
        output.append(decimal: result.bars)
        output.append(",\"color\":\"\(result.color.rawValue)\",\"label\":")
        output.append(jsonString: result.label(in: language))
        output.append(",\"score\":")
        output.append(decimal: result.score)
        if let estimate = result.estimate {
            output.append(",\"guessesLog10\":" + Self.number(estimate.guessesLog10, places: 3) + ",\"crackTimes\":{")
            for (index, scenario) in CrackTimes.Scenario.allCases.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                output.append(
                    "\"\(scenario.rawValue)\":{\"seconds\":" + Self.number(estimate.crackTimes.seconds(scenario), places: 3)
                        + ",\"display\":")
                output.append(jsonString: estimate.crackTimes.display(scenario, in: language))
                output.append(byte: UInt8(ascii: "}"))
            }
            output.append("},\"feedback\":{\"warning\":")
            if let warning = estimate.feedback.warning {
                output.append("{\"code\":\"\(warning.rawValue)\",\"message\":")
                output.append(jsonString: warning.message(in: language))
                output.append(byte: UInt8(ascii: "}"))
            } else {
                output.append("null")
            }
            output.append(",\"suggestions\":[")
            for (index, suggestion) in estimate.feedback.suggestions.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                output.append("{\"code\":\"\(suggestion.rawValue)\",\"message\":")
                output.append(jsonString: suggestion.message(in: language))
                output.append(byte: UInt8(ascii: "}"))
            }
            output.append("]}")
        }
        output.append("}\n")
    }

    private func writeText(_ password: String, _ result: StrengthResult) {
        var text = String(total)
        if showsPassword { text += " " + PasswordDisplay.quoted(password) }
        let filled = String(repeating: "■", count: result.bars)
        let empty = String(repeating: "□", count: StrengthMeter.barCount - result.bars)
        text +=
            ": " + style.color(filled, result.color) + style.dim(empty) + " "
            + style.color(result.label(in: language), result.color)
        if let estimate = result.estimate {
            text +=
                " "
                + CLITexts.string(
                    .strengthGuesses, in: language,
                    [
                        "log": Self.number(estimate.guessesLog10, places: 1),
                        "time": estimate.crackTimes.display(.offlineSlowHash, in: language),
                    ])
            if let warning = estimate.feedback.warning { text += " — " + warning.message(in: language) }
        }
        output.append(text + "\n")
    }

    /// `value` with at most `places` decimals, as JSON allows (no `nan`, exponent for large values).
    static func number(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "null" }
        if abs(value) >= 1e15 { return "\(value)" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int64(rounded)) : "\(rounded)"
    }

    /// Counts per number of bars, for standard error.
    func summary() -> String {
        var parts: [String] = []
        for bars in 1...StrengthMeter.barCount where countsByBars[bars] > 0 {
            let label = StrengthResult(model: model, bars: bars, color: .red, score: 0).label(in: language)
            parts.append(
                CLITexts.string(.strengthSummaryBars, in: language, ["label": label, "count": String(countsByBars[bars])]))
        }
        if unreadable > 0 {
            parts.append(CLITexts.string(.strengthSummaryUnreadable, in: language, ["count": String(unreadable)]))
        }
        return CLITexts.string(.strengthSummary, in: language, ["total": String(total), "parts": parts.joined(separator: ", ")])
            + "\n"
    }
}
