// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from EmailTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `EmailTextKey+Texts.swift`, in this order.
package enum EmailTextKey: String, TextKey {
    case emailAtPosition
    case emailInvalidEncoding
    case emailMissingAt
    case emailFullWidthAt
    case emailDisplayName
    case emailEmptyLocal
    case emailQuotedLocal
    case emailLocalTooLong
    case emailInvalidLocalCharacter
    case emailLocalLeadingDot
    case emailLocalTrailingDot
    case emailConsecutiveDots
    case emailUnsafeCharacter
    case emailEmptyDomain
    case emailDomainLiteral
    case emailDomainTooLong
    case emailInvalidDomainCharacter
    case emailDomainLeadingDot
    case emailDomainTrailingDot
    case emailDomainLeadingHyphen
    case emailDomainTrailingHyphen
    case emailDomainDotHyphen
    case emailReservedHyphens
    case emailLabelTooLong
    case emailDomainNeedsDot
    case emailInvalidTLD
    case emailSpecialUseDomain
    case emailInvalidIDNA
    case emailAddressTooLong
    case emailInvalidDisplayName
    case emailUnclosedAngleBracket
    case emailTextAfterAddress
    case emailTextAfterQuote
    case emailInvalidQuotedCharacter
    case emailSMTPUTF8NotAllowed
    case emailUnclosedQuote
    case emailUnclosedComment
    case emailUnclosedDomainLiteral
    case emailInvalidAddressLiteral
    case emailInvalidFWS
    case emailUnexpectedCharacter
    case emailObsoleteSyntax
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: EmailTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: EmailTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
