// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Why a recipe cannot make passwords for a policy, found before any is made — or why making one
/// failed (the breached-password service could not answer).
///
/// ``code`` is stable; ``message(in:)`` names the conflict: the length and the policy's bounds, the
/// class the policy requires and the recipe leaves out, the rule that rejected every trial. It never
/// holds a generated password.
public struct GeneratorError: CredKitError, Hashable {
    /// A stable error code.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// The length is outside the policy's minimum and maximum.
        case lengthOutOfRange = "length-out-of-range"
        /// The policy requires a class the alphabet leaves out.
        case classExcluded = "class-excluded"
        /// Nothing is left to draw from.
        case emptyAlphabet = "empty-alphabet"
        /// No password of the recipe can meet the policy's classes (too short for them).
        case unsatisfiable = "unsatisfiable"
        /// The passphrase can never be, or is almost never, as long as the policy needs.
        case passphraseLength = "passphrase-length"
        /// A word count outside ``PassphraseRecipe/wordCountRange``.
        case invalidWordCount = "invalid-word-count"
        /// A separator with letters, an empty one without capitals, or one with an excluded character.
        case invalidSeparator = "invalid-separator"
        /// Every word of the list holds an excluded character.
        case noWords = "no-words"
        /// Padding the recipe asks for needs a class the alphabet leaves out.
        case optionConflict = "option-conflict"
        /// The policy's extensions rejected every trial password.
        case rejectedByPolicy = "rejected-by-policy"
        /// The breached-password check could not answer (and the policy fails closed).
        case breachCheckUnavailable = "breach-check-unavailable"

        package var textKey: GeneratorTextKey {
            switch self {
            case .lengthOutOfRange: .generatorLengthOutOfRange
            case .classExcluded: .generatorClassExcluded
            case .emptyAlphabet: .generatorEmptyAlphabet
            case .unsatisfiable: .generatorUnsatisfiable
            case .passphraseLength: .generatorPassphraseLength
            case .invalidWordCount: .generatorInvalidWordCount
            case .invalidSeparator: .generatorSeparatorLetters
            case .noWords: .generatorNoWords
            case .optionConflict: .generatorOptionConflict
            case .rejectedByPolicy: .generatorRejectedByPolicy
            case .breachCheckUnavailable: .generatorBreachUnavailable
            }
        }
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
