// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of the strength meters (labels, feedback, crack times,
/// extra words). Each key has an entry in ``StrengthEnglishTexts`` and ``StrengthSpanishTexts``;
/// the tests check both are complete and use the same placeholders.
package enum StrengthTextKey: String, TextKey {
    // Strength meter labels.
    case strengthWeak
    case strengthFair
    case strengthGood
    case strengthStrong
    case strengthWarningTopTen
    case strengthWarningTopHundred
    case strengthWarningCommon
    case strengthWarningSimilarToCommon
    case strengthWarningWord
    case strengthWarningNameByItself
    case strengthWarningCommonName
    case strengthWarningPersonal
    case strengthWarningStraightRow
    case strengthWarningKeyboard
    case strengthWarningRepeatedCharacter
    case strengthWarningRepeatedBlock
    case strengthWarningSequence
    case strengthWarningRecentYear
    case strengthWarningDate
    case strengthSuggestionFewWords
    case strengthSuggestionNoSymbols
    case strengthSuggestionAddWord
    case strengthSuggestionKeyboard
    case strengthSuggestionRepeats
    case strengthSuggestionSequences
    case strengthSuggestionRecentYears
    case strengthSuggestionAssociatedYears
    case strengthSuggestionDates
    case strengthSuggestionCapitalization
    case strengthSuggestionAllUppercase
    case strengthSuggestionReversed
    case strengthSuggestionSubstitutions
    case strengthSuggestionPersonal
    case crackTimeInstant
    case crackTimeSecond
    case crackTimeSeconds
    case crackTimeMinute
    case crackTimeMinutes
    case crackTimeHour
    case crackTimeHours
    case crackTimeDay
    case crackTimeDays
    case crackTimeMonth
    case crackTimeMonths
    case crackTimeYear
    case crackTimeYears
    case crackTimeCenturies
    case indicatorPasswordsMatch
    case indicatorPasswordsDiffer
    case indicatorSameAsCurrent

    // Extra words for the strength estimator.
    case extraWordsUnreadable
    case extraWordsInvalidUTF8
    case extraWordsTooLong
    case extraWordsTooMany
    case attackerUnknown
    case attackerBcryptCost
    case attackerScryptParameters
    case attackerArgon2idParameters
    case attackerPBKDF2Iterations
    case languageUnknown
    case languageEmpty
    case strengthWarningBreached

    package static let tables = TextTables<Self>(english: StrengthEnglishTexts.table, spanish: StrengthSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: StrengthTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        StrengthTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: StrengthTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
