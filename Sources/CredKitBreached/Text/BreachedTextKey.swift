// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of breached passwords (index, range API). Each key has an
/// entry in ``BreachedEnglishTexts`` and ``BreachedSpanishTexts``; `TextsTests` checks both are
/// complete and use the same placeholders.
package enum BreachedTextKey: String, TextKey {
    // Breached passwords (CredKitBreached): error codes, then reasons and problems.
    case breachedUnreadable
    case breachedNotAnIndex
    case breachedUnsupportedVersion
    case breachedTruncated
    case breachedCorrupt
    case breachedInvalidSource
    case breachedUnwritable
    case breachedMinimumCountMismatch
    case breachedInvalidURL
    case breachedServiceUnreachable
    case breachedServiceError
    case breachedInvalidResponse
    case breachedReasonSystem
    case breachedReasonMagic
    case breachedReasonVersion
    case breachedReasonLength
    case breachedReasonHeaderChecksum
    case breachedReasonLayout
    case breachedReasonBlockChecksum
    case breachedReasonSourceLine
    case breachedProblemHashLine
    case breachedProblemSuffixLine
    case breachedProblemHexDigit
    case breachedProblemCount
    case breachedProblemNoCount
    case breachedReasonRangeFileName
    case breachedReasonSourceKind
    case breachedReasonConstruction
    case breachedReasonURL
    case breachedProblemScheme
    case breachedProblemURLForm
    case breachedReasonTransport
    case breachedReasonStatus
    case breachedReasonAnswerLine
    case breachedReasonAnswerSize
    case breachedReasonMinimumCount

    package static let tables = TextTables<Self>(english: BreachedEnglishTexts.table, spanish: BreachedSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: BreachedTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        BreachedTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: BreachedTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
