// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Why a text does not name an ``Attacker``: the message quotes it and gives the form expected.
public struct AttackerError: CredKitError, Hashable {
    /// A stable error code.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// The text names no attacker.
        case unknown = "unknown-attacker"
        /// bcrypt without a cost from 4 to 31.
        case bcryptCost = "bcrypt-cost"
        /// scrypt without N (a power of two), r and p in range.
        case scryptParameters = "scrypt-parameters"
        /// argon2id without memory and iterations in range.
        case argon2idParameters = "argon2id-parameters"
        /// pbkdf2-sha256 without iterations in range.
        case pbkdf2Iterations = "pbkdf2-iterations"

        package var textKey: StrengthTextKey {
            switch self {
            case .unknown: .attackerUnknown
            case .bcryptCost: .attackerBcryptCost
            case .scryptParameters: .attackerScryptParameters
            case .argon2idParameters: .attackerArgon2idParameters
            case .pbkdf2Iterations: .attackerPBKDF2Iterations
            }
        }
    }

    /// The stable code.
    public let code: Code
    /// The text as given.
    public let value: String

    package init(_ code: Code, value: String) {
        self.code = code
        self.value = value
    }

    /// The text, and the form its attacker takes.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language, ["value": value])
    }
}
