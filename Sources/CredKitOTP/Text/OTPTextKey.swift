// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of one-time passwords. Each key has an entry in
/// ``OTPEnglishTexts`` and ``OTPSpanishTexts``; the tests check both are complete and use the same
/// placeholders.
package enum OTPTextKey: String, TextKey {
    // One-time passwords.
    case otpInvalidSecret
    case otpInvalidParameter
    case otpInvalidURI
    case otpSecretEmpty
    case otpSecretCharacter
    case otpSecretPadding
    case otpSecretLength
    case otpDigits
    case otpPeriod
    case otpURIScheme
    case otpURIType
    case otpURIMissingSecret
    case otpURIParameter
    case otpURIEncoding

    package static let tables = TextTables<Self>(english: OTPEnglishTexts.table, spanish: OTPSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: OTPTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        OTPTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: OTPTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
