import ArgumentParser
import CredKit
import _CredKitCore
import _CredKitStreaming

/// `credkit check`: streams passwords through a policy, one verdict per input line.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: Console.help(.helpCheck),
        discussion: Console.help(.helpCheckDiscussion)
    )

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "name|path"))
    var policy: String = PolicyPreset.defaultName

    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionOperation), valueName: Choice.valueName(CognitoOperation.self)),
        completion: Choice.completion(CognitoOperation.self))
    var operation: String = CognitoOperation.signUp.rawValue

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionEmail)))
    var email: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionUsername)))
    var username: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionName)))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasswordFile), valueName: "path"), completion: .file())
    var passwordFile: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionCheckStrength), valueName: Choice.valueName(StrengthModel.self)),
        completion: Choice.completion(StrengthModel.self))
    var strength: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionConfirm)))
    var confirm = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionShowPassword)))
    var showPassword = false

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var common: CommonOptions

    func run() throws {
        try common.applyLanguage()
        let language = Console.language
        let format = try outputOptions.parsedFormat()
        let operation = try parseChoice(operation, option: "--operation", CognitoOperation.self)
        let checker = try loadChecker(policy)
        let strengthModel = try strength.map { try parseChoice($0, option: "--strength", StrengthModel.self) }
        if let email, let rejection = EmailValidator().validate(email).message(in: language) {
            throw CLIFailure(
                message: CLITexts.string(
                    .invalidEmailOption, in: language,
                    [
                        "value": PasswordDisplay.quoted(email), "reason": rejection,
                    ]))
        }
        let context = UserContext(email: email, username: username, name: name)
        warnAboutContext(checker: checker, context: context)

        let input: Int32
        if let passwordFile {
            input = open(passwordFile, O_RDONLY | O_CLOEXEC)
            guard input >= 0 else {
                throw CLIFailure(
                    message: CLITexts.string(
                        .unreadableInput, in: language,
                        [
                            "file": passwordFile, "reason": String(cString: strerror(errno)),
                        ]))
            }
        } else {
            input = 0
        }
        defer { if input != 0 { close(input) } }

        var run = CheckRun(
            checker: checker, context: context, language: language, operation: operation, format: format,
            showsPassword: showPassword, strengthModel: strengthModel)
        let inputName = passwordFile ?? "stdin"
        do {
            if input == 0 && Console.isTerminal(0) {
                if let password = try SecretPrompt.read(prompt: CLITexts.string(.passwordPrompt, in: language)) {
                    if confirm {
                        // The articles' "passwords match" indicator, before anything is checked.
                        let again = try SecretPrompt.read(prompt: CLITexts.string(.confirmPrompt, in: language)) ?? []
                        let first = String(decoding: password, as: UTF8.self)
                        if PasswordIndicators.confirmationMatches(first, String(decoding: again, as: UTF8.self)) != true {
                            Console.error(PasswordIndicators.confirmationText(false, in: language))
                            throw ExitCode(1)
                        }
                    }
                    try password.withUnsafeBufferPointer { try run.process($0) }
                }
            } else if confirm {
                throw CLIFailure(message: CLITexts.string(.confirmNeedsTerminal, in: language))
            } else {
                var progress = ProgressLine(input: input)
                let reader = LineReader(descriptor: input)
                try reader.forEachLine { line in
                    try run.process(line)
                    if progress != nil && run.total & 0xFFFF == 0 {
                        progress?.update(records: run.total, bytesRead: reader.bytesRead)
                    }
                }
                progress?.finish()
            }
            try run.output.flush()
        } catch let error as LineReaderError {
            try? run.output.flush()
            throw CLIFailure(
                message: CLITexts.string(
                    .unreadableInput, in: language,
                    [
                        "file": inputName, "reason": error.description,
                    ]))
        }
        if format == .text && !outputOptions.quiet {
            Console.writeError(run.summary(style: Style(enabled: Console.usesColor(on: 2))))
        }
        if run.invalid > 0 { throw ExitCode(1) }
    }

    private func warnAboutContext(checker: PasswordChecker, context: UserContext) {
        let language = Console.language
        if checker.policy.extensions.userContext == nil {
            for (option, value) in [("--email", email), ("--username", username), ("--name", name)] where value != nil {
                Console.warning(CLITexts.string(.contextIgnored, in: language, ["option": option]))
            }
        } else if context.isEmpty {
            Console.warning(CLITexts.string(.noContextGiven, in: language))
        }
    }
}

/// The state of one `check` run: the evaluator, the writer and the counts.
struct CheckRun {
    let checker: PasswordChecker
    let evaluator: PolicyEvaluator
    let encoder: CheckRecordEncoder?
    let language: Language
    let showsPassword: Bool
    /// The meter shown next to each verdict (`--strength`), and the user's data it takes into account.
    let strengthModel: StrengthModel?
    /// The `guesses` meter prepared once with the user's data (for `--strength guesses`).
    let estimator: PasswordGuessEstimator?
    let style: Style
    let output = OutputBuffer(descriptor: 1)
    private(set) var total = 0
    private(set) var invalid = 0
    private var countsByRule = [Int](repeating: 0, count: PolicyRule.allRules.count)
    private var textCache: [VerdictKey: [UInt8]] = [:]

    init(
        checker: PasswordChecker, context: UserContext, language: Language, operation: CognitoOperation,
        format: OutputFormat, showsPassword: Bool, strengthModel: StrengthModel? = nil
    ) {
        self.checker = checker
        self.strengthModel = strengthModel
        self.estimator =
            strengthModel == .guesses
            ? PasswordGuessEstimator(userInputs: [context.email, context.username, context.name].compactMap { $0 }) : nil
        self.evaluator = checker.makeEvaluator(context: context)
        self.language = language
        self.showsPassword = showsPassword
        self.style = Style(enabled: format == .text && Console.usesColor(on: 1))
        self.encoder =
            format == .json
            ? CheckRecordEncoder(checker: checker, language: language, operation: operation, includesPassword: showsPassword)
            : nil
    }

    mutating func process(_ line: UnsafeBufferPointer<UInt8>) throws {
        total += 1
        let outcome = evaluator.evaluate(line)
        if !outcome.isValid {
            invalid += 1
            var bits = outcome.failedRules.rawValue
            while bits != 0 {
                countsByRule[bits.trailingZeroBitCount] += 1
                bits &= bits - 1
            }
        }
        var strength: StrengthResult?
        if let strengthModel, !outcome.failedRules.contains(.invalidEncoding) {
            // The policy's own minimum-strength check may have rated it with the same meter already.
            if let rated = outcome.strength, rated.model == strengthModel {
                strength = rated
            } else {
                let password = String(decoding: line, as: UTF8.self)
                strength =
                    estimator.map { StrengthMeter.evaluate(password, with: $0) }
                    ?? StrengthMeter.evaluate(password, model: strengthModel)
            }
        }
        if let encoder {
            encoder.encode(line: total, password: line, outcome: outcome, strength: strength, into: output)
        } else {
            writeText(line, outcome: outcome, strength: strength)
        }
        try output.flushIfNeeded()
    }

    private mutating func writeText(_ line: UnsafeBufferPointer<UInt8>, outcome: PolicyOutcome, strength: StrengthResult?) {
        writeVerdict(line, outcome: outcome)
        if let strength {
            let filled = String(repeating: "■", count: strength.bars)
            let empty = String(repeating: "□", count: StrengthMeter.barCount - strength.bars)
            output.append(
                " [" + style.color(filled, strength.color) + style.dim(empty) + " " + strength.label(in: language) + "]")
        }
        output.append(byte: UInt8(ascii: "\n"))
    }

    private mutating func writeVerdict(_ line: UnsafeBufferPointer<UInt8>, outcome: PolicyOutcome) {
        output.append(decimal: total)
        if showsPassword {
            output.append(byte: UInt8(ascii: " "))
            output.append(PasswordDisplay.quoted(line))
        }
        if outcome.failedRules.contains(.invalidEncoding) {
            // The offset differs per line, so this rare case is not cached.
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

        init(_ outcome: PolicyOutcome) {
            failed = outcome.failedRules.rawValue
            forbidden = outcome.forbiddenPatternMatches
            required = outcome.requiredPatternMisses
        }
    }

    func summary(style: Style) -> String {
        var text = CLITexts.string(
            .summaryTotals, in: language,
            [
                "total": String(total), "valid": String(total - invalid), "invalid": String(invalid),
            ])
        text += "\n"
        let rows = PolicyRule.allRules.enumerated().filter { countsByRule[$0.offset] > 0 }
        if !rows.isEmpty {
            text += CLITexts.string(.summaryByRule, in: language) + "\n"
            let width = rows.map(\.element.rawValue.count).max() ?? 0
            for (index, rule) in rows.sorted(by: { countsByRule[$0.offset] > countsByRule[$1.offset] }) {
                let padding = String(repeating: " ", count: width - rule.rawValue.count)
                text += "  \(rule.rawValue)\(padding)  \(countsByRule[index])\n"
            }
        }
        return text
    }
}
