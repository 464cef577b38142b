// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a secret, a generator's settings or an `otpauth://` URI was refused.
///
/// ``code`` is stable; ``message(in:)`` says what exactly was wrong (a character's position, a
/// parameter's name and value), never the secret.
public struct OTPError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: OTPTextKey

        // text-keys: codes of OTPError.Code
        /// The secret is empty, not base32, or of a length no encoder writes.
        public static let invalidSecret = Self(rawValue: "invalid-secret", textKey: .otpInvalidSecret)
        /// Digits or period out of range.
        public static let invalidParameter = Self(rawValue: "invalid-parameter", textKey: .otpInvalidParameter)
        /// Not an `otpauth://totp/` URI, or one with a missing secret or a bad value.
        public static let invalidURI = Self(rawValue: "invalid-uri", textKey: .otpInvalidURI)
    }

    /// The stable code.
    public let code: Code
    /// What exactly was wrong, and its values (never the secret).
    package let reason: OTPTextKey
    package let arguments: [String: String]

    package init(_ code: Code, _ reason: OTPTextKey, _ arguments: [String: String] = [:]) {
        self.code = code
        self.reason = reason
        self.arguments = arguments
    }

    /// What the code means, then what was found.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language) + ": " + Texts.string(reason, in: language, arguments)
    }
}
