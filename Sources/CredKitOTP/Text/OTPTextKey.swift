// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from OTPTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `OTPTextKey+Texts.swift`, in this order.
package enum OTPTextKey: String, TextKey {
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
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: OTPTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: OTPTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
