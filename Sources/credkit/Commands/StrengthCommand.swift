// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline

/// `credkit strength`: rates passwords on a four-bar meter, one record per input line.
struct StrengthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strength",
        abstract: Console.help(.helpStrength),
        discussion: Console.help(.helpStrengthDiscussion)
    )

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionModel), valueName: StrengthModel.valueName))
    var model: StrengthModel = .guesses

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionStrengthEmail)))
    var email: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionStrengthName)))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionExtraWords), valueName: "path"), completion: .file())
    var words: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMinimumBars), valueName: "1-4"))
    var minimumBars: Int?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAttacker), valueName: "scenario"))
    var attacker: String?

    @OptionGroup var strengthLanguages: StrengthLanguageOptions

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionShowPassword)))
    var showPassword = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasswordFile), valueName: "path"), completion: .file())
    var passwordFile: String?

    @OptionGroup var breachedOptions: BreachedOptions

    @OptionGroup var streaming: StreamingOptions

    func run() async throws {
        let language = Console.language
        let format = streaming.format()
        if let minimumBars, !(1...StrengthMeter.barCount).contains(minimumBars) {
            throw CLIFailure(message: CLITexts.string(.invalidMinimumBars, in: language, ["value": String(minimumBars)]))
        }
        let attacker = try attacker.map { text throws(CLIFailure) in
            do throws(AttackerError) { return try Attacker(text) } catch {
                throw CLIFailure(message: error.message(in: language))
            }
        }
        let extraWords = try words.map(loadExtraWords) ?? ExtraWords()
        let languages = try strengthLanguages.parsed(in: language)
        let breachedSource = try breachedOptions.source()
        let failsOpen = breachedOptions.breachedFailOpen
        let stream = try streaming.stream(
            otherwise: .passwords(file: nil), alias: ("--password-file", passwordFile), format: format,
            prefetches: breachedSource is any PrefetchingBreachedPasswordSource,
            csvColumns: StrengthRun.csvColumns(showsPassword: showPassword, showsAttacker: attacker != nil))
        try await stream.runToVerdict {
            StrengthRun(
                model: model, userInputs: [email, name].compactMap { $0 }, extraWords: extraWords, languages: languages,
                minimumBars: minimumBars, attacker: attacker, language: language,
                format: format, showsPassword: showPassword, breachedSource: breachedSource, breachedFailsOpen: failsOpen)
        }
    }
}

/// The state of one `strength` run.
struct StrengthRun: LineHandler {
    let model: StrengthModel
    let userInputs: [String]
    /// Prepared once with the user's inputs: not rebuilt per line.
    let estimator: PasswordGuessEstimator
    let minimumBars: Int?
    /// `--attacker`: the scenario of the time shown (text) and of the record's `attacker` (JSON).
    let attacker: Attacker?
    let language: Language
    let format: RecordFormat
    let showsPassword: Bool
    let style: Style
    /// The JSON records' pieces, encoded once (`--format json`).
    let recordEncoder: StrengthRecordEncoder?
    /// This thread's breached-password lookups (`--breached`), and the range prefetching.
    let breachedLookup: (any BreachedPasswordLookup)?
    let breached: BreachedStreaming
    let breachedFailsOpen: Bool
    private(set) var total = 0
    private var countsByBars = [Int](repeating: 0, count: StrengthMeter.barCount + 1)
    private var unreadable = 0

    init(
        model: StrengthModel, userInputs: [String], extraWords: ExtraWords = ExtraWords(),
        languages: Set<StrengthLanguage> = StrengthLanguage.defaults, minimumBars: Int?,
        attacker: Attacker? = nil, language: Language, format: RecordFormat, showsPassword: Bool,
        breachedSource: (any BreachedPasswordSource)? = nil,
        breachedFailsOpen: Bool = false
    ) {
        self.breachedLookup = breachedSource?.makeLookup()
        self.breached = BreachedStreaming(source: breachedSource)
        self.breachedFailsOpen = breachedFailsOpen
        self.model = model
        self.userInputs = userInputs
        self.estimator = PasswordGuessEstimator(userInputs: userInputs, extraWords: extraWords, languages: languages)
        self.minimumBars = minimumBars
        self.attacker = attacker
        self.language = language
        self.format = format
        self.showsPassword = showsPassword
        self.style = Style(enabled: format == .text && Console.usesColor(on: 1))
        self.recordEncoder = format == .json ? StrengthRecordEncoder(model: model, attacker: attacker, language: language) : nil
    }

    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
        breached.prefetch(lines)
    }

    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: OutputBuffer) throws -> LineStatus {
        total = number
        if let offset = UTF8Validation.firstInvalidOffset(in: line) {
            unreadable += 1
            let message = Texts.string(.violationInvalidEncoding, in: language, ["offset": String(offset)])
            if format == .json {
                var record = JSONObjectWriter(into: output)
                record.int("line", total)
                record.string("model", model.rawValue)
                record.object("error") { error in
                    error.string("code", "invalid-encoding")
                    error.int("offset", offset)
                    error.string("message", message)
                }
                record.end(newline: true)
            } else if format == .csv {
                output.append(decimal: total)
                if showsPassword { output.append(byte: UInt8(ascii: ",")) }
                output.append(byte: UInt8(ascii: ","))
                output.append(model.rawValue)
                output.append(",,,,,,,,,invalid-encoding,")
                output.append(csvField: message)
                if attacker != nil { output.append(",,,") }
                output.append(byte: 0x0A)
            } else {
                output.append(decimal: total)
                output.append(": " + style.red(CLITexts.string(.strengthError, in: language)) + ": " + message + "\n")
            }
            return .unreadable
        }
        let password = String(decoding: line, as: UTF8.self)
        var result =
            model == .guesses ? StrengthMeter.evaluate(password, with: estimator) : StrengthMeter.evaluate(password, model: model)
        let breach = breachedLookup?.lookup(SHA1Digest(hashing: line))
        let unanswered = try BreachedStreaming.check(breach)
        switch breach {
        case .breached?: result = result.markedBreached()
        case .unavailable? where !breachedFailsOpen: result = result.markedBreached()
        default: break
        }
        countsByBars[result.bars] += 1
        if format == .json {
            recordEncoder?.encode(
                line: total, password: showsPassword ? password : nil, result: result,
                breach: breach.map { ($0, breachedFailsOpen) }, attacker: attacker, into: output)
        } else if format == .csv {
            writeCSV(password, result, breach: breach, into: output)
        } else {
            writeText(password, result, breach: breach, into: output)
        }
        if let unanswered { return unanswered }
        if let minimumBars, result.bars < minimumBars { return .refused }
        return .passed
    }

    /// The CSV header's columns (``LineStream/csvColumns``); with `--attacker`, its scenario and
    /// time come last, so the other columns keep their places.
    static func csvColumns(showsPassword: Bool, showsAttacker: Bool = false) -> [String] {
        ["line"] + (showsPassword ? ["password"] : []) + [
            "model", "bars", "color", "label", "score", "guesses_log10", "breach", "warning", "suggestions", "error_code",
            "error",
        ] + (showsAttacker ? ["attacker", "attacker_seconds", "attacker_display"] : [])
    }

    /// A CSV row: the JSON record's members flattened (the estimate's for the `guesses` model;
    /// `breach` is the status, the feedback codes are separated by spaces).
    private func writeCSV(_ password: String, _ result: StrengthResult, breach: BreachLookup?, into output: OutputBuffer) {
        output.append(decimal: total)
        if showsPassword {
            output.append(byte: UInt8(ascii: ","))
            output.append(csvField: password)
        }
        output.append(byte: UInt8(ascii: ","))
        output.append(model.rawValue)
        output.append(byte: UInt8(ascii: ","))
        output.append(decimal: result.bars)
        output.append(byte: UInt8(ascii: ","))
        output.append(result.color.rawValue)
        output.append(byte: UInt8(ascii: ","))
        output.append(csvField: result.label(in: language))
        output.append(byte: UInt8(ascii: ","))
        output.append(decimal: result.score)
        output.append(byte: UInt8(ascii: ","))
        if let estimate = result.estimate { output.append(jsonNumber: estimate.guessesLog10, places: 3) }
        output.append(byte: UInt8(ascii: ","))
        switch breach {
        case .breached?: output.append("breached")
        case .notBreached?: output.append("not-breached")
        case .unavailable?: output.append("unavailable")
        case nil: break
        }
        output.append(byte: UInt8(ascii: ","))
        if let estimate = result.estimate {
            if let warning = estimate.feedback.warning { output.append(warning.rawValue) }
            output.append(byte: UInt8(ascii: ","))
            output.append(estimate.feedback.suggestions.map(\.rawValue).joined(separator: " "))
        } else {
            output.append(byte: UInt8(ascii: ","))
        }
        output.append(",,")
        if let attacker {
            output.append(byte: UInt8(ascii: ","))
            output.append(attacker.description)
            output.append(byte: UInt8(ascii: ","))
            if let estimate = result.estimate {
                output.append(jsonNumber: estimate.crackTimes.seconds(against: attacker), places: 3)
                output.append(byte: UInt8(ascii: ","))
                output.append(csvField: estimate.crackTimes.display(against: attacker, in: language))
            } else {
                output.append(byte: UInt8(ascii: ","))
            }
        }
        output.append(byte: 0x0A)
    }

    private func writeText(_ password: String, _ result: StrengthResult, breach: BreachLookup?, into output: OutputBuffer) {
        var text = String(total)
        if showsPassword { text += " " + PasswordDisplay.quoted(password) }
        text += ": " + style.bars(result) + " " + style.color(result.label(in: language), result.color)
        if let estimate = result.estimate {
            let time =
                attacker.map { estimate.crackTimes.display(against: $0, in: language) }
                ?? estimate.crackTimes.display(.offlineSlowHash, in: language)
            text +=
                " "
                + CLITexts.string(
                    attacker == nil ? .strengthGuesses : .strengthGuessesAttacker, in: language,
                    [
                        "log": NumberText.json(estimate.guessesLog10, places: 1), "time": time,
                        "attacker": attacker?.description ?? "",
                    ])
            if let warning = estimate.feedback.warning { text += " — " + warning.message(in: language) }
        } else if case .breached? = breach {
            text += " — " + StrengthFeedback.Warning.breachedPassword.message(in: language)
        }
        output.append(text + "\n")
    }

    mutating func absorb(_ other: StrengthRun) {
        total = max(total, other.total)
        unreadable += other.unreadable
        for bars in countsByBars.indices { countsByBars[bars] += other.countsByBars[bars] }
    }

    /// Counts per number of bars, for standard error.
    func summary() -> String? {
        guard total > 1 else { return nil }
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
