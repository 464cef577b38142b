// SPDX-License-Identifier: Apache-2.0
/// The English table of one-time passwords. Keep entries in ``OTPTextKey`` order; `OTPSpanishTexts` mirrors it.
enum OTPEnglishTexts {
    static let table: [OTPTextKey: String] = [
        .otpInvalidSecret: "Invalid one-time password secret",
        .otpInvalidParameter: "Invalid one-time password setting",
        .otpInvalidURI: "Invalid otpauth URI",
        .otpSecretEmpty: "the secret is empty",
        .otpSecretCharacter: "{character} at position {position} is not base32 (A–Z and 2–7)",
        .otpSecretPadding: "padding '=' comes before more characters (position {position})",
        .otpSecretLength: "{count} base32 characters is not a length an encoder writes (a character missing or extra?)",
        .otpDigits: "{value} digits; codes have 6, 7 or 8",
        .otpPeriod: "a period of {value} seconds; expected 1 to 86400",
        .otpURIScheme: "it does not start with otpauth://",
        .otpURIType: "type '{type}' is not totp (only time-based codes are supported)",
        .otpURIMissingSecret: "it has no secret parameter",
        .otpURIParameter: "{name}={value} is not a valid value",
        .otpURIEncoding: "bad percent-encoding or text that is not UTF-8 in the {part}",
    ]
}
