// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from CoreTextKey+Texts.swift: edit that file, not this one.

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `CoreTextKey+Texts.swift`, in this order.
package enum CoreTextKey: String, TextKey {
    case verbatim
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
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: CoreTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: CoreTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
