// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline

/// `credkit check`: streams passwords through a policy, one verdict per input line.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: Console.help(.helpCheck),
        discussion: Console.help(.helpCheckDiscussion)
    )

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "name|path"),
        completion: PolicySourceOptions.completion)
    var policy: String = PolicyPreset.defaultName

    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionOperation), valueName: CognitoOperation.valueName))
    var operation: CognitoOperation = .signUp

    @OptionGroup var user: UserContextOptions

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasswordFile), valueName: "path"), completion: .file())
    var passwordFile: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionCheckStrength), valueName: StrengthModel.valueName))
    var strength: StrengthModel?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionExtraWords), valueName: "path"), completion: .file())
    var words: String?

    @OptionGroup var strengthLanguages: StrengthLanguageOptions

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionConfirm)))
    var confirm = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionShowPassword)))
    var showPassword = false

    @OptionGroup var policySource: PolicySourceOptions

    @OptionGroup var breachedOptions: BreachedOptions

    @OptionGroup var streaming: StreamingOptions

    func run() async throws {
        let language = Console.language
        let format = streaming.format()
        var checker = try await loadChecker(policy, source: policySource, breached: breachedOptions)
        if let words {
            do {
                checker = try checker.addingExtraWords(try loadExtraWords(words))
            } catch let error as PolicyError {
                throw CLIFailure(message: error.message(in: language))
            }
        }
        checker = checker.withStrengthLanguages(try strengthLanguages.parsed(in: language))
        if let email = user.email, let rejection = EmailChecker().check(email).message(in: language) {
            throw CLIFailure(
                message: CLITexts.string(
                    .invalidEmailOption, in: language,
                    [
                        "value": PasswordDisplay.quoted(email), "reason": rejection,
                    ]))
        }
        let context = user.context
        warnAboutContext(checker: checker, context: context)

        if confirm && (passwordFile != nil || streaming.structuredInput.input != nil || !Console.isTerminal(0)) {
            throw CLIFailure(message: CLITexts.string(.confirmNeedsTerminal, in: language))
        }
        let stream = try streaming.stream(
            otherwise: .passwords(file: nil), alias: ("--password-file", passwordFile), format: format,
            confirmsOnTerminal: confirm, prefetches: checker.breachedSource is any PrefetchingBreachedPasswordSource,
            schema: CheckRecord.schema(
                password: showPassword, strength: strength != nil, breach: checker.policy.extraRules.breached != nil))
        try await stream.runToVerdict {
            var run = CheckRun(
                checker: checker, context: context, language: language, operation: operation, format: format,
                showsPassword: showPassword, strengthModel: strength)
            run.policyFile = policy
            return run
        }
    }

    private func warnAboutContext(checker: PasswordChecker, context: UserContext) {
        let language = Console.language
        if checker.policy.extraRules.userContext == nil {
            for (option, value) in [("--email", user.email), ("--username", user.username), ("--name", user.name)]
            where value != nil {
                Console.warning(CLITexts.string(.contextIgnored, in: language, ["option": option]))
            }
        } else if context.isEmpty {
            Console.warning(CLITexts.string(.noContextGiven, in: language))
        }
    }
}

/// The state of one `check` run: the evaluator, the writer and the counts.
struct CheckRun: LineHandler {
    let checker: PasswordChecker
    let evaluator: PolicyEvaluator
    let encoder: CheckRecordEncoder?
    let csvEncoder: CheckCSVEncoder?
    let format: RecordFormat
    let operation: CognitoOperation
    let language: Language
    let showsPassword: Bool
    /// The meter shown next to each verdict (`--strength`), and the user's data it takes into account.
    let strengthModel: StrengthModel?
    /// The `guesses` meter prepared once with the user's data (for `--strength guesses`).
    let estimator: PasswordGuessEstimator?
    let style: Style
    /// Range prefetching for the online breached-password check.
    let breached: BreachedStreaming
    /// The rules reported, when not all (`breached check`: the breached-password rules only).
    let reportedRules: PolicyRuleSet?
    /// The policy's file or preset, named when one of its patterns is too costly to run.
    var policyFile: String?
    /// The line (or row) in hand.
    private(set) var total = 0
    /// How many passwords were judged: rows that could not be read are not among them.
    private(set) var checked = 0
    private(set) var invalid = 0
    private var countsByRule = [Int](repeating: 0, count: PolicyRule.allRules.count)
    private var textCache: [VerdictKey: [UInt8]] = [:]

    init(
        checker: PasswordChecker, context: UserContext, language: Language, operation: CognitoOperation,
        format: RecordFormat, showsPassword: Bool, strengthModel: StrengthModel? = nil, reportedRules: PolicyRuleSet? = nil
    ) {
        self.format = format
        self.operation = operation
        self.reportedRules = reportedRules
        self.checker = checker
        self.strengthModel = strengthModel
        self.estimator =
            strengthModel == .guesses
            ? PasswordGuessEstimator(
                userInputs: [context.email, context.username, context.name].compactMap { $0 }, extraWords: checker.extraWords,
                languages: checker.strengthLanguages)
            : nil
        self.evaluator = checker.makeEvaluator(context: context)
        self.breached = BreachedStreaming(source: checker.breachedSource)
        self.language = language
        self.showsPassword = showsPassword
        self.style = Style(enabled: format == .text && Console.usesColor(on: 1))
        self.encoder =
            format == .json
            ? CheckRecordEncoder(checker: checker, language: language, operation: operation, includesPassword: showsPassword)
            : nil
        self.csvEncoder =
            format == .csv
            ? CheckCSVEncoder(
                checker: checker, language: language, operation: operation, includesPassword: showsPassword,
                includesStrength: strengthModel != nil)
            : nil
    }

    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
        breached.prefetch(lines)
    }

    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer) throws
        -> LineStatus
    {
        total = number
        checked += 1
        var outcome = evaluator.evaluate(line)
        if outcome.failedRules.contains(.patternTooCostly), let error = checker.costlyPatternErrors(for: outcome).first {
            // The policy's fault: the run stops with a policy error instead of judging passwords by it.
            throw CLIFailure(
                message: CLITexts.string(
                    .policyPatternStopped, in: language,
                    ["error": error.located(file: policyFile).message(in: language), "line": String(number)]))
        }
        if let reportedRules {
            outcome.failedRules.formIntersection(reportedRules)
            outcome.failsCognitoPattern = false
        }
        let unanswered = try BreachedStreaming.check(outcome.breach)
        if !outcome.isValid {
            invalid += 1
            var bits = outcome.failedRules.rawValue
            while bits != 0 {
                countsByRule[bits.trailingZeroBitCount] += 1
                bits &= bits - 1
            }
        }
        var strength: StrengthResult?
        if let strengthModel { strength = outcome.strength(of: line, on: strengthModel, estimator: estimator) }
        if let encoder {
            encoder.encode(line: total, password: line, outcome: outcome, strength: strength, end: end, into: output)
        } else if let csvEncoder {
            csvEncoder.encode(line: total, password: line, outcome: outcome, strength: strength, end: end, into: output)
        } else {
            writeText(line, outcome: outcome, strength: strength, end: end, into: output)
        }
        return unanswered ?? (outcome.isValid ? .passed : .refused)
    }

    private mutating func writeText(
        _ line: UnsafeBufferPointer<UInt8>, outcome: PolicyOutcome, strength: StrengthResult?, end: RecordEnd,
        into output: OutputBuffer
    ) {
        writeVerdict(line, outcome: outcome, into: output)
        if let strength {
            output.append(" [" + style.bars(strength) + " " + strength.label(in: language) + "]")
        }
        end.write(to: output)
    }

    private mutating func writeVerdict(_ line: UnsafeBufferPointer<UInt8>, outcome: PolicyOutcome, into output: OutputBuffer) {
        output.append(decimal: total)
        if showsPassword {
            output.append(byte: UInt8(ascii: " "))
            output.append(PasswordDisplay.quoted(line))
        }
        if outcome.failedRules.contains(.invalidEncoding)
            || (outcome.failedRules.contains(.breachedPassword) && outcome.breach != .breached(count: nil))
            || outcome.failedRules.contains(.breachedCheckUnavailable)
        {
            // The offset, a breach count or an unanswered check's reason differs per line: not cached.
            output.append(renderText(outcome))
            return
        }
        let key = VerdictKey(outcome)
        if let cached = textCache[key] {
            output.append(cached)
        } else {
            let rendered = renderText(outcome)
            textCache[key] = rendered
            output.append(rendered)
        }
    }

    /// `": valid"` or `": invalid: message; message"`, coloured when writing to a terminal.
    private func renderText(_ outcome: PolicyOutcome) -> [UInt8] {
        var text = ": "
        if outcome.isValid {
            text += style.green(CLITexts.string(.lineValid, in: language))
        } else {
            let messages = checker.violations(for: outcome, in: language).map(\.message)
            text += style.red(CLITexts.string(.lineInvalid, in: language)) + ": " + messages.joined(separator: "; ")
        }
        return Array(text.utf8)
    }

    /// What a text line's verdict depends on.
    private struct VerdictKey: Hashable {
        var failed: UInt32
        var forbidden: UInt64
        var required: UInt64

        init(_ outcome: borrowing PolicyOutcome) {
            failed = outcome.failedRules.rawValue
            forbidden = outcome.forbiddenPatternMatches
            required = outcome.requiredPatternMisses
        }
    }

    mutating func absorb(_ other: CheckRun) {
        total = max(total, other.total)
        checked += other.checked
        invalid += other.invalid
        for rule in countsByRule.indices { countsByRule[rule] += other.countsByRule[rule] }
    }

    func summary() -> String? {
        var text = CLITexts.string(
            .summaryTotals, in: language,
            [
                "total": String(checked), "valid": String(checked - invalid), "invalid": String(invalid),
            ])
        text += "\n"
        let rows = PolicyRule.allRules.enumerated().filter { countsByRule[$0.offset] > 0 }
        if !rows.isEmpty {
            text += CLITexts.string(.summaryByRule, in: language) + "\n"
            let sorted = rows.sorted { countsByRule[$0.offset] > countsByRule[$1.offset] }
            text += Display.table(sorted.map { ($0.element.rawValue, String(countsByRule[$0.offset])) }, indent: "  ") + "\n"
        }
        return text
    }
}
