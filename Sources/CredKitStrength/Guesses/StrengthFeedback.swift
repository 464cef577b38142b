// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// What the `guesses` model tells the user: at most one warning and some suggestions, each a stable
/// code with English and Spanish texts.
public struct StrengthFeedback: Sendable, Hashable {
    /// Why the password is weak, when one pattern explains it.
    public var warning: Warning?
    /// What would make it stronger.
    public var suggestions: [Suggestion]

    /// Creates feedback.
    /// - Parameters:
    ///   - warning: the warning, if any.
    ///   - suggestions: the suggestions.
    public init(warning: Warning? = nil, suggestions: [Suggestion] = []) {
        self.warning = warning
        self.suggestions = suggestions
    }

    /// A warning about the pattern that makes a password guessable. Codes are stable.
    public enum Warning: String, Sendable, Hashable, CaseIterable {
        /// Found in breached-password data (set by a breached-password check, not by the meter).
        case breachedPassword = "breached-password"
        case topTenPassword = "top-10-password"
        case topHundredPassword = "top-100-password"
        case commonPassword = "common-password"
        case similarToCommonPassword = "similar-to-common-password"
        case wordByItself = "word-by-itself"
        case nameByItself = "name-by-itself"
        case commonName = "common-name"
        case personalInformation = "personal-information"
        case straightRow = "straight-row"
        case keyboardPattern = "keyboard-pattern"
        case repeatedCharacter = "repeated-character"
        case repeatedBlock = "repeated-block"
        case sequence
        case recentYear = "recent-year"
        case date

        /// The warning's text.
        /// - Parameter language: the text's language.
        /// - Returns: one sentence.
        public func message(in language: Language) -> String { Texts.string(textKey, in: language) }

        var textKey: StrengthTextKey {
            switch self {
            case .breachedPassword: .strengthWarningBreached
            case .topTenPassword: .strengthWarningTopTen
            case .topHundredPassword: .strengthWarningTopHundred
            case .commonPassword: .strengthWarningCommon
            case .similarToCommonPassword: .strengthWarningSimilarToCommon
            case .wordByItself: .strengthWarningWord
            case .nameByItself: .strengthWarningNameByItself
            case .commonName: .strengthWarningCommonName
            case .personalInformation: .strengthWarningPersonal
            case .straightRow: .strengthWarningStraightRow
            case .keyboardPattern: .strengthWarningKeyboard
            case .repeatedCharacter: .strengthWarningRepeatedCharacter
            case .repeatedBlock: .strengthWarningRepeatedBlock
            case .sequence: .strengthWarningSequence
            case .recentYear: .strengthWarningRecentYear
            case .date: .strengthWarningDate
            }
        }
    }

    /// A suggestion for a stronger password. Codes are stable.
    public enum Suggestion: String, Sendable, Hashable, CaseIterable {
        case useFewWords = "use-few-words"
        case noNeedForSymbols = "no-need-for-symbols"
        case addWord = "add-word"
        case longerKeyboardPattern = "longer-keyboard-pattern"
        case avoidRepeats = "avoid-repeats"
        case avoidSequences = "avoid-sequences"
        case avoidRecentYears = "avoid-recent-years"
        case avoidAssociatedYears = "avoid-associated-years"
        case avoidDates = "avoid-dates"
        case capitalization
        case allUppercase = "all-uppercase"
        case reversedWords = "reversed-words"
        case predictableSubstitutions = "predictable-substitutions"
        case avoidPersonalInformation = "avoid-personal-information"

        /// The suggestion's text.
        /// - Parameter language: the text's language.
        /// - Returns: one sentence.
        public func message(in language: Language) -> String { Texts.string(textKey, in: language) }

        var textKey: StrengthTextKey {
            switch self {
            case .useFewWords: .strengthSuggestionFewWords
            case .noNeedForSymbols: .strengthSuggestionNoSymbols
            case .addWord: .strengthSuggestionAddWord
            case .longerKeyboardPattern: .strengthSuggestionKeyboard
            case .avoidRepeats: .strengthSuggestionRepeats
            case .avoidSequences: .strengthSuggestionSequences
            case .avoidRecentYears: .strengthSuggestionRecentYears
            case .avoidAssociatedYears: .strengthSuggestionAssociatedYears
            case .avoidDates: .strengthSuggestionDates
            case .capitalization: .strengthSuggestionCapitalization
            case .allUppercase: .strengthSuggestionAllUppercase
            case .reversedWords: .strengthSuggestionReversed
            case .predictableSubstitutions: .strengthSuggestionSubstitutions
            case .avoidPersonalInformation: .strengthSuggestionPersonal
            }
        }
    }
}

extension StrengthFeedback {
    /// zxcvbn's feedback rules: nothing for scores of 3 and 4; otherwise advice about the longest
    /// pattern, always headed by "add another word".
    init(score: Int, sequence: [Match], scalars: [UInt32]) {
        if sequence.isEmpty {
            self.init(suggestions: [.useFewWords, .noNeedForSymbols])
            return
        }
        if score > 2 {
            self.init()
            return
        }
        var longest = sequence[0]
        for match in sequence.dropFirst() where match.length > longest.length { longest = match }
        var feedback = Self.feedback(for: longest, isSole: sequence.count == 1, scalars: scalars) ?? StrengthFeedback()
        feedback.suggestions.insert(.addWord, at: 0)
        self = feedback
    }

    private static func feedback(for match: Match, isSole: Bool, scalars: [UInt32]) -> StrengthFeedback? {
        switch match.pattern {
        case .dictionary: return dictionaryFeedback(match, isSole: isSole, scalars: scalars)
        case .spatial:
            return StrengthFeedback(
                warning: match.turns == 1 ? .straightRow : .keyboardPattern, suggestions: [.longerKeyboardPattern])
        case .repeat:
            return StrengthFeedback(
                warning: match.baseLength == 1 ? .repeatedCharacter : .repeatedBlock, suggestions: [.avoidRepeats])
        case .sequence: return StrengthFeedback(warning: .sequence, suggestions: [.avoidSequences])
        case .year: return StrengthFeedback(warning: .recentYear, suggestions: [.avoidRecentYears, .avoidAssociatedYears])
        case .date: return StrengthFeedback(warning: .date, suggestions: [.avoidDates])
        case .separator, .bruteforce: return nil
        }
    }

    private static func dictionaryFeedback(_ match: Match, isSole: Bool, scalars: [UInt32]) -> StrengthFeedback {
        var feedback = StrengthFeedback()
        switch match.list {
        case .passwords:
            if isSole && !match.isL33t && !match.isReversed {
                feedback.warning = match.rank <= 10 ? .topTenPassword : match.rank <= 100 ? .topHundredPassword : .commonPassword
            } else if log10(match.guesses) <= 4 {
                feedback.warning = .similarToCommonPassword
            }
        case .englishWikipedia, .englishDialogue, .englishDictionary, .spanishWords, .germanWords, .frenchWords,
            .italianWords, .dutchWords, .portugueseWords, .extraWords:
            if isSole { feedback.warning = .wordByItself }
        case .femaleNames, .maleNames, .surnames, .spanishNames, .frenchNames, .dutchNames, .portugueseNames:
            feedback.warning = isSole ? .nameByItself : .commonName
        case .userInputs:
            feedback.warning = .personalInformation
            feedback.suggestions.append(.avoidPersonalInformation)
        }
        let token = scalars[match.start...match.end]
        var asciiUpper = 0
        for scalar in token where scalar &- 0x41 < 26 { asciiUpper += 1 }
        let asciiLower = token.contains { $0 &- 0x61 < 26 }
        if token.count > 1 && asciiUpper == 1 && token.first! &- 0x41 < 26 {
            feedback.suggestions.append(.capitalization)
        } else if !asciiLower && token.contains(where: ScalarFolding.isUppercase) {
            feedback.suggestions.append(.allUppercase)
        }
        if match.isReversed && match.length >= 4 { feedback.suggestions.append(.reversedWords) }
        if match.isL33t { feedback.suggestions.append(.predictableSubstitutions) }
        return feedback
    }
}
