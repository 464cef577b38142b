// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a recipe cannot make passwords for a policy, found before any is made — or why making one
/// failed (the breached-password service could not answer).
///
/// ``code`` is stable; ``message(in:)`` names the conflict: the length and the policy's bounds, the
/// class the policy requires and the recipe leaves out, the rule that rejected every trial. It never
/// holds a generated password.
public struct GeneratorError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: GeneratorTextKey

        // text-keys: codes of GeneratorError.Code
        /// The length is outside the policy's minimum and maximum.
        public static let lengthOutOfRange = Self(rawValue: "length-out-of-range", textKey: .generatorLengthOutOfRange)
        /// The policy requires a class the alphabet leaves out.
        public static let classExcluded = Self(rawValue: "class-excluded", textKey: .generatorClassExcluded)
        /// Nothing is left to draw from.
        public static let emptyAlphabet = Self(rawValue: "empty-alphabet", textKey: .generatorEmptyAlphabet)
        /// No password of the recipe can meet the policy's classes (too short for them).
        public static let unsatisfiable = Self(rawValue: "unsatisfiable", textKey: .generatorUnsatisfiable)
        /// The passphrase can never be, or is almost never, as long as the policy needs.
        public static let passphraseLength = Self(rawValue: "passphrase-length", textKey: .generatorPassphraseLength)
        /// A word count outside ``PassphraseRecipe/wordCountRange``.
        public static let invalidWordCount = Self(rawValue: "invalid-word-count", textKey: .generatorInvalidWordCount)
        /// A separator with letters, an empty one without capitals, or one with an excluded character.
        public static let invalidSeparator = Self(rawValue: "invalid-separator", textKey: .generatorSeparatorLetters)
        /// Every word of the list holds an excluded character.
        public static let noWords = Self(rawValue: "no-words", textKey: .generatorNoWords)
        /// Padding the recipe asks for needs a class the alphabet leaves out.
        public static let optionConflict = Self(rawValue: "option-conflict", textKey: .generatorOptionConflict)
        /// The policy's extensions rejected every trial password.
        public static let rejectedByPolicy = Self(rawValue: "rejected-by-policy", textKey: .generatorRejectedByPolicy)
        /// The breached-password check could not answer (and the policy fails closed).
        public static let breachCheckUnavailable = Self(
            rawValue: "breach-check-unavailable", textKey: .generatorBreachUnavailable)
    }

    /// The stable code.
    public let code: Code
    package let text: GeneratorTextKey
    package let arguments: [String: String]
    /// Placeholders filled with a text in the message's language (a class's name).
    package let localizedArguments: [String: GeneratorTextKey]
    /// A nested error's message, filled into `{reason}` in the message's language.
    package let reason: (any CredKitError)?

    package init(
        _ code: Code, text: GeneratorTextKey? = nil, _ arguments: [String: String] = [:],
        localized: [String: GeneratorTextKey] = [:],
        reason: (any CredKitError)? = nil
    ) {
        self.code = code
        self.text = text ?? code.textKey
        self.arguments = arguments
        self.localizedArguments = localized
        self.reason = reason
    }

    /// The message: what conflicts, with the numbers.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        var arguments = arguments
        for (name, key) in localizedArguments { arguments[name] = Texts.string(key, in: language) }
        if let reason { arguments["reason"] = reason.message(in: language) }
        return Texts.string(text, in: language, arguments)
    }

    public static func == (lhs: GeneratorError, rhs: GeneratorError) -> Bool {
        lhs.code == rhs.code && lhs.text == rhs.text && lhs.arguments == rhs.arguments
            && lhs.localizedArguments == rhs.localizedArguments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(arguments)
    }
}

extension GeneratorAlphabet.CharacterClass {
    /// The class's name in messages ("an upper-case letter").
    var textKey: GeneratorTextKey {
        switch self {
        case .uppercase: .generatorClassUppercase
        case .lowercase: .generatorClassLowercase
        case .digit: .generatorClassDigit
        case .symbol, .space: .generatorClassSymbol
        }
    }
}
