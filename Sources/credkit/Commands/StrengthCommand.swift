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
            schema: StrengthRecord.schema(password: showPassword, attacker: attacker != nil))
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
    /// The CSV rows' writer (`--format csv`).
    let csvEncoder: StrengthCSVEncoder?
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
        self.csvEncoder =
            format == .csv
            ? StrengthCSVEncoder(model: model, attacker: attacker, language: language, includesPassword: showsPassword) : nil
    }

    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
        breached.prefetch(lines)
    }

    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer) throws
        -> LineStatus
    {
        total = number
        if let offset = UTF8Validation.firstInvalidOffset(in: line) {
            unreadable += 1
            let message = Texts.string(.violationInvalidEncoding, in: language, ["offset": String(offset)])
            if let recordEncoder {
                recordEncoder.encodeError(line: total, offset: offset, message: message, end: end, into: output)
            } else if let csvEncoder {
                csvEncoder.encodeError(line: total, message: message, end: end, into: output)
            } else {
                output.append(decimal: total)
                output.append(": " + style.red(CLITexts.string(.strengthError, in: language)) + ": " + message)
                end.write(to: output)
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
                breach: breach.map { ($0, breachedFailsOpen) }, attacker: attacker, end: end, into: output)
        } else if csvEncoder != nil {
            csvEncoder?.encode(line: total, password: password, result: result, breach: breach, end: end, into: output)
        } else {
            writeText(password, result, breach: breach, end: end, into: output)
        }
        if let unanswered { return unanswered }
        if let minimumBars, result.bars < minimumBars { return .refused }
        return .passed
    }

    private func writeText(
        _ password: String, _ result: StrengthResult, breach: BreachLookup?, end: RecordEnd, into output: OutputBuffer
    ) {
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
        output.append(text)
        end.write(to: output)
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
