// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Estimates how many guesses an attacker who knows common passwords, words, names, keyboard
/// walks, repeats, sequences, years and dates needs to find a password — zxcvbn's model.
///
/// ```swift
/// let estimate = PasswordGuessEstimator().estimate("Password123!")
/// estimate.score              // 1
/// estimate.feedback.warning   // .similarToCommonPassword
/// ```
///
/// Only the first ``maximumLength`` code points are analysed, so any input costs bounded time.
public struct PasswordGuessEstimator: Sendable {
    /// The most code points analysed; the rest of a longer password is ignored.
    public static let maximumLength = 256

    /// The year that years and dates in passwords are measured from.
    public let referenceYear: Int

    /// Words this estimator treats as easy to guess besides the bundled ones (a site's own names).
    public let extraWords: ExtraWords

    /// The languages whose words, names and keyboard layouts this estimator knows.
    public let languages: Set<StrengthLanguage>

    /// The bundled lists of ``languages``, and their keyboard layouts.
    private let dictionary: CompactDictionary
    private let keyboards: Int

    /// The user's words given at creation, prepared once for many estimates.
    private let userWords: RankedDictionary?

    /// Creates an estimator over the bundled word lists (see NOTICE).
    /// - Parameters:
    ///   - referenceYear: the year recent years are measured from; the current year (UTC) when `nil`.
    ///   - userInputs: the user's own data for every estimate of this estimator (prepared once; a
    ///     stream of one user's candidate passwords should pass them here).
    ///   - extraWords: words to treat as easy to guess in every estimate: the product's, company's
    ///     and site's own names (``ExtraWords``).
    ///   - languages: the languages whose common words, names and keyboard layouts count
    ///     (``StrengthLanguage``); English and Spanish unless given. Common passwords count always.
    public init(
        referenceYear: Int? = nil, userInputs: [String] = [], extraWords: ExtraWords = ExtraWords(),
        languages: Set<StrengthLanguage> = StrengthLanguage.defaults
    ) {
        self.referenceYear = referenceYear ?? Self.currentYear()
        self.userWords = Self.userDictionary(userInputs)
        self.extraWords = extraWords
        self.languages = languages
        self.dictionary =
            languages == StrengthLanguage.defaults ? .bundledDefaults : CompactDictionary.bundled.restricted(to: languages)
        self.keyboards = KeyboardGraph.mask(for: languages)
    }

    /// This estimator with other user inputs and the same year, extra words and languages.
    /// - Parameter userInputs: the user's own data.
    /// - Returns: the estimator.
    public func with(userInputs: [String]) -> PasswordGuessEstimator {
        PasswordGuessEstimator(referenceYear: referenceYear, userInputs: userInputs, extraWords: extraWords, languages: languages)
    }

    /// Estimates `password`.
    /// - Parameters:
    ///   - password: the password.
    ///   - userInputs: the user's own data (email, name, …): such words are priced as the most
    ///     guessable of all. An email address counts whole and by its parts, a name by its words.
    ///     When given, these replace the estimator's own.
    /// - Returns: guesses, score, crack times and feedback.
    public func estimate(_ password: String, userInputs: [String] = []) -> GuessEstimate {
        let text = PasswordText(password, limit: Self.maximumLength)
        let analyzer = GuessAnalyzer(
            dictionary: dictionary, userInputs: userInputs.isEmpty ? userWords : Self.userDictionary(userInputs),
            extraWords: extraWords.dictionary, referenceYear: referenceYear, keyboards: keyboards)
        let (guesses, sequence) = analyzer.analyze(text)
        return GuessEstimate(guesses: guesses, sequence: sequence, scalars: text.scalars)
    }

    /// The user's words as a ranked list: each input, then its parts (`jose.garcia@example.com` →
    /// `jose`, `garcia`, `example`), in order.
    static func userDictionary(_ inputs: [String]) -> RankedDictionary? {
        var words: [String] = []
        for input in inputs {
            let lowered = input.lowercased()
            words.append(lowered)
            let parts = lowered.split { !$0.isLetter && !$0.isNumber }
            if parts.count > 1 { words += parts.map(String.init) }
        }
        words = words.filter { !$0.isEmpty }
        guard !words.isEmpty else { return nil }
        return RankedDictionary(lists: [(.userInputs, words.joined(separator: "\n"), true)], minimumCapacity: 16)
    }

    /// The current year in UTC, computed from the clock: a `Calendar` would load time-zone and ICU
    /// data (megabytes) into a process that only wants a year.
    private static func currentYear() -> Int {
        year(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The proleptic Gregorian year of the day `days` after 1970-01-01 (negative: before), by Howard
    /// Hinnant's `civil_from_days`: 400-year eras of 146,097 days, years counted from March so the
    /// leap day falls last.
    static func year(daysSince1970 days: Int) -> Int {
        let shifted = days + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        // January and February belong to the next calendar year.
        return yearOfEra + era * 400 + (monthFromMarch >= 10 ? 1 : 0)
    }
}

/// The `guesses` model's verdict on one password.
public struct GuessEstimate: Sendable, Hashable {
    /// Estimated guesses to find the password.
    public let guesses: Double
    /// zxcvbn's score: 0 below 10³ guesses, 1 below 10⁶, 2 below 10⁸, 3 below 10¹⁰, else 4.
    public let score: Int
    /// Advice for the user.
    public internal(set) var feedback: StrengthFeedback
    /// The patterns the estimate is built from, in order.
    public let patterns: [Pattern]

    /// One pattern of the cheapest cover of the password.
    public struct Pattern: Sendable, Hashable {
        /// The kind: `dictionary`, `spatial`, `repeat`, `sequence`, `regex` (a recent year), `date`,
        /// `separator` (the character joining words: its choice is priced once) or `bruteforce`.
        public let kind: String
        /// The code points it covers.
        public let range: ClosedRange<Int>
        /// Guesses for this part alone.
        public let guesses: Double
        /// For dictionary words, the list it came from.
        public let wordList: WordList?
    }

    init(guesses: Double, sequence: [Match], scalars: [UInt32]) {
        self.guesses = guesses
        let delta = 5.0
        self.score =
            guesses < 1e3 + delta ? 0 : guesses < 1e6 + delta ? 1 : guesses < 1e8 + delta ? 2 : guesses < 1e10 + delta ? 3 : 4
        self.feedback = StrengthFeedback(score: score, sequence: sequence, scalars: scalars)
        self.patterns = sequence.map {
            Pattern(
                kind: $0.pattern.rawValue, range: $0.start...$0.end, guesses: $0.guesses,
                wordList: $0.pattern == .dictionary ? $0.list : nil)
        }
    }

    /// log10 of ``guesses``.
    public var guessesLog10: Double { log10(guesses) }

    /// Time to crack in each attack scenario.
    public var crackTimes: CrackTimes { CrackTimes(guesses: guesses) }

    /// The meter's bars: scores 0 and 1 draw one red bar, then orange, yellow and green.
    public var bars: Int { max(1, score) }
}
