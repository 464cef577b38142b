// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore

/// `credkit generate`: random passwords or passphrases that pass a policy, one per line.
struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate", abstract: Console.help(.helpGenerate), discussion: Console.help(.helpGenerateDiscussion))

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "name|path"),
        completion: PolicySourceOptions.completion)
    var policy: String = PolicyPreset.defaultName

    @Option(name: [.short, .long], help: ArgumentHelp(Console.help(.helpOptionGenerateCount), valueName: "n"))
    var count: Int = 1

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionGenerateLength), valueName: "n"))
    var length: Int?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionGenerateExclude), valueName: "chars"))
    var exclude: String = ""

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoSymbols)))
    var noSymbols = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoNumbers)))
    var noNumbers = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoUppercase)))
    var noUppercase = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoLowercase)))
    var noLowercase = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionExcludeAmbiguous)))
    var excludeAmbiguous = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionIncludeSpace)))
    var includeSpace = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionWords), valueName: "n"))
    var words: Int?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionSeparator), valueName: "text"))
    var separator: String?

    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionWordList), valueName: PassphraseWordList.valueName))
    var wordList: PassphraseWordList?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionCapitalize)))
    var capitalize = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAddNumber)))
    var addNumber = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAddSymbol)))
    var addSymbol = false

    @OptionGroup var user: UserContextOptions

    @OptionGroup var policySource: PolicySourceOptions

    @OptionGroup var breachedOptions: BreachedOptions

    @OptionGroup var outputOptions: ReportOutputOptions

    @OptionGroup var common: CommonOptions

    func run() async throws {
        let language = Console.language
        let format = outputOptions.format
        guard count >= 1 else {
            throw CLIFailure(message: CLITexts.string(.generateInvalidCount, in: language, ["value": String(count)]))
        }
        let recipe = try makeRecipe(language: language)
        let checker = try await loadChecker(policy, source: policySource, breached: breachedOptions)
        let generator: PasswordGenerator
        do {
            generator = try PasswordGenerator(
                checker: checker, recipe: recipe, context: user.context)
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
        let session = generator.makeSession()
        // The range API is asked for each candidate before it is judged (the library's synchronous
        // path never waits on the network).
        let fetches = checker.breachedSource is any PrefetchingBreachedPasswordSource
        let output = OutputBuffer(descriptor: 1)
        let estimator = format == .json ? PasswordGuessEstimator() : nil
        var password: [UInt8] = []
        password.reserveCapacity(300)
        do {
            for _ in 0..<count {
                if fetches {
                    try await session.nextAfterFetching(into: &password)
                } else {
                    try session.next(into: &password)
                }
                if let estimator {
                    Self.writeJSON(password, bits: generator.entropyBits, estimator: estimator, language: language, to: output)
                } else {
                    output.append(password)
                    output.append(byte: 0x0A)
                }
                try output.flushIfNeeded()
            }
            try output.flush()
        } catch let error as GeneratorError {
            try? output.flush()
            throw CLIFailure(message: error.message(in: language), status: error.code == .breachCheckUnavailable ? 3 : 2)
        }
        if format == .text && !outputOptions.quiet {
            Console.writeError(Self.summary(generator: generator, session: session, count: count, language: language) + "\n")
        }
    }

    /// The recipe the options describe; options of the other kind are usage errors.
    private func makeRecipe(language: Language) throws -> GeneratorRecipe {
        let alphabet = GeneratorAlphabet(
            uppercase: !noUppercase, lowercase: !noLowercase, digits: !noNumbers, symbols: !noSymbols, space: includeSpace,
            excluded: exclude, excludesAmbiguous: excludeAmbiguous)
        guard let words else {
            let wordOnly: [(Bool, String)] = [
                (separator != nil, "--separator"), (wordList != nil, "--word-list"), (capitalize, "--capitalize"),
                (addNumber, "--add-number"), (addSymbol, "--add-symbol"),
            ]
            if let option = wordOnly.first(where: \.0)?.1 {
                throw CLIFailure(message: CLITexts.string(.generateNeedsWords, in: language, ["option": option]))
            }
            return .characters(CharacterRecipe(length: length, alphabet: alphabet))
        }
        let characterOnly: [(Bool, String)] = [(length != nil, "--length"), (includeSpace, "--include-space")]
        if let option = characterOnly.first(where: \.0)?.1 {
            throw CLIFailure(message: CLITexts.string(.generateNotWithWords, in: language, ["option": option]))
        }
        let list =
            wordList
            ?? (language == .spanish ? .spanish : .english)
        return .passphrase(
            PassphraseRecipe(
                wordCount: words, separator: separator ?? "-", wordList: list, capitalizes: capitalize, addsNumber: addNumber,
                addsSymbol: addSymbol, alphabet: alphabet))
    }

    /// One JSON record: the password, its length, the construction's entropy, its strength (from the
    /// entropy) and the meter's estimate of the text.
    static func writeJSON(
        _ password: [UInt8], bits: Double, estimator: PasswordGuessEstimator, language: Language, to output: OutputBuffer
    ) {
        let text = String(decoding: password, as: UTF8.self)
        let result = StrengthMeter.evaluate(text, with: estimator)
        var record = JSONObjectWriter(into: output)
        record.string("password", text)
        record.int("length", text.unicodeScalars.count)
        record.number("entropyBits", literal: NumberText.json(bits, places: 2))
        // A generated secret's strength is its entropy (the guesses are known exactly); the meter's
        // pattern estimate — what it would say of this text without knowing it is random — is
        // given apart, as such.
        let exact = StrengthMeter.evaluate(entropyBits: bits)
        record.object("strength") { strength in
            strength.string("source", "entropy")
            strength.int("bars", exact.bars)
            strength.string("color", exact.color.rawValue)
            strength.string("label", exact.label(in: language))
            strength.number("guessesLog10", literal: NumberText.json(StrengthMeter.guessesLog10(entropyBits: bits), places: 3))
        }
        record.object("meter") { meter in
            meter.int("bars", result.bars)
            meter.string("color", result.color.rawValue)
            meter.string("label", result.label(in: language))
            meter.number("guessesLog10", literal: NumberText.json(result.estimate?.guessesLog10 ?? 0, places: 3))
        }
        record.end(newline: true)
    }

    /// The summary on standard error: how many, what construction, the exact entropy, and what the
    /// policy's extensions cost.
    static func summary(generator: PasswordGenerator, session: GeneratorSession, count: Int, language: Language) -> String {
        let construction: String
        switch generator.recipe {
        case .characters(let recipe):
            let classes = CharacterPlanSummary.alphabetSize(recipe.alphabet)
            construction = CLITexts.string(
                .generateConstructionCharacters, in: language,
                ["length": String(generator.length ?? 0), "alphabet": String(classes)])
        case .passphrase(let recipe):
            construction = CLITexts.string(
                .generateConstructionWords, in: language,
                [
                    "words": String(recipe.wordCount), "list": recipe.wordList.rawValue,
                    "size": String(recipe.wordList.words.count),
                ])
        }
        var text = CLITexts.string(
            .generateSummary, in: language,
            [
                "count": String(count), "construction": construction,
                "bits": NumberText.json(generator.entropyBits, places: 2),
            ])
        if session.rejectedByPolicy > 0 {
            text +=
                "; "
                + CLITexts.string(
                    .generateExtensionsCost, in: language,
                    [
                        "rejected": String(session.rejectedByPolicy), "candidates": String(session.structurallyValid),
                        "bits": NumberText.significant(session.measuredBitsLost),
                    ])
        }
        return text
    }
}

/// The size of a character recipe's alphabet, as the summary reports it.
enum CharacterPlanSummary {
    static func alphabetSize(_ alphabet: GeneratorAlphabet) -> Int {
        GeneratorAlphabet.CharacterClass.allCases.reduce(0) { $0 + alphabet.characters(of: $1).count }
    }
}
