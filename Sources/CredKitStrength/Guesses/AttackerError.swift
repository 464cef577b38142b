// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a text does not name an ``Attacker``: the message quotes it and gives the form expected.
public struct AttackerError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: StrengthTextKey

        // text-keys: codes of AttackerError.Code
        /// The text names no attacker.
        public static let unknown = Self(rawValue: "unknown-attacker", textKey: .attackerUnknown)
        /// bcrypt without a cost from 4 to 31.
        public static let bcryptCost = Self(rawValue: "bcrypt-cost", textKey: .attackerBcryptCost)
        /// scrypt without N (a power of two), r and p in range.
        public static let scryptParameters = Self(rawValue: "scrypt-parameters", textKey: .attackerScryptParameters)
        /// argon2id without memory and iterations in range.
        public static let argon2idParameters = Self(rawValue: "argon2id-parameters", textKey: .attackerArgon2idParameters)
        /// pbkdf2-sha256 without iterations in range.
        public static let pbkdf2Iterations = Self(rawValue: "pbkdf2-iterations", textKey: .attackerPBKDF2Iterations)
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
