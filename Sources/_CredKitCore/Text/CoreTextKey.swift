// SPDX-License-Identifier: Apache-2.0
/// The identifier of one user-facing text of the shared plumbing (pattern and JSON syntax errors,
/// verbatim messages). Each key has an entry in ``CoreEnglishTexts`` and ``CoreSpanishTexts``; the
/// tests check both are complete and use the same placeholders.
package enum CoreTextKey: String, TextKey {
    /// `{text}` as given: a message from a library that has no translations (PCRE2).
    case verbatim

    // Why a pattern is invalid or outside the portable subset.
    case patternUnmatchedParenthesis
    case patternBraceNotQuantifier
    case patternQuantifiedAssertion
    case patternNothingToRepeat
    case patternRepeatTooLarge
    case patternRepeatOutOfOrder
    case patternUnsupportedGroup
    case patternTrailingBackslash
    case patternUnsupportedEscape
    case patternConditionalBackreference
    case patternCaselessConstruct
    case patternNestedRepetition
    case patternInvalidCodePoint
    case patternUnterminatedClass
    case patternBracketInClass
    case patternClassRangeWithShorthand
    case patternRangeOutOfOrder

    // JSON syntax errors.
    case jsonUnexpectedEnd
    case jsonUnexpectedCharacter
    case jsonExpectedMemberName
    case jsonDuplicateMember
    case jsonExpectedColon
    case jsonExpectedCommaOrBrace
    case jsonExpectedCommaOrBracket
    case jsonTooDeep
    case jsonTooManyValues
    case jsonLeadingZero
    case jsonExpectedDigit
    case jsonUnterminatedString
    case jsonControlCharacter
    case jsonInvalidEscape
    case jsonInvalidSurrogate
    case jsonExpectedHex
    case jsonTrailingText
    case jsonInvalidUTF8

    case systemNoEntry
    case systemAccessDenied
    case systemNotPermitted
    case systemIsDirectory
    case systemNotDirectory
    case systemNoSpace
    case systemQuota
    case systemReadOnly
    case systemExists
    case systemLoop
    case systemNameTooLong
    case systemTooManyOpen
    case systemTooManyOpenSystem
    case systemInputOutput
    case systemFileTooBig
    case systemNoDevice
    case systemBusy
    case systemInvalidArgument
    case systemCrossDevice
    case systemTryAgain
    case systemNoMemory
    case systemBrokenPipe
    case systemConnectionRefused
    case systemConnectionReset
    case systemTimedOut
    case systemAddressInUse
    case systemNetworkUnreachable
    case systemHostUnreachable
    case systemFileTooLarge

    package static let tables = TextTables<Self>(english: CoreEnglishTexts.table, spanish: CoreSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: CoreTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        CoreTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: CoreTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
