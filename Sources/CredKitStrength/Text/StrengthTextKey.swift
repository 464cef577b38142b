// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from StrengthTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `StrengthTextKey+Texts.swift`, in this order.
package enum StrengthTextKey: String, TextKey {
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
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: StrengthTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: StrengthTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
