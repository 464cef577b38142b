// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Why a secret, a generator's settings or an `otpauth://` URI was refused.
///
/// ``code`` is stable; ``message(in:)`` says what exactly was wrong (a character's position, a
/// parameter's name and value), never the secret.
public struct OTPError: CredKitError, Hashable {
    /// A stable error code.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// The secret is empty, not base32, or of a length no encoder writes.
        case invalidSecret = "invalid-secret"
        /// Digits or period out of range.
        case invalidParameter = "invalid-parameter"
        /// Not an `otpauth://totp/` URI, or one with a missing secret or a bad value.
        case invalidURI = "invalid-uri"

        package var textKey: OTPTextKey {
            switch self {
            case .invalidSecret: .otpInvalidSecret
            case .invalidParameter: .otpInvalidParameter
            case .invalidURI: .otpInvalidURI
            }
        }
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
