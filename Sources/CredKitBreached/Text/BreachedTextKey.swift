// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from BreachedTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `BreachedTextKey+Texts.swift`, in this order.
package enum BreachedTextKey: String, TextKey {
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
    case breachedNotFetched
    case breachedNoClient
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
    case breachedReasonNotFetched
    case breachedReasonNoClient
    case breachedReasonMinimumCount
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: BreachedTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: BreachedTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
