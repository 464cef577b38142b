// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A call of the C interface that was refused before any library code ran: a required pointer was
/// `NULL`, an argument was not UTF-8, an options object named a field it does not have or gave a
/// field a value of the wrong kind.
public struct ABIError: CredKitError, Hashable {
    /// What went wrong.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: ABITextKey

        // text-keys: codes of ABIError.Code
        /// A pointer the function needs was `NULL`.
        public static let nullArgument = Self(rawValue: "null-argument", textKey: .abiNullArgument)
        /// A text argument (a name, a path, a language) is not UTF-8.
        public static let notUTF8 = Self(rawValue: "not-utf8", textKey: .abiNotUTF8)
        /// An argument's value is not one the function knows (a language, a model, an operation).
        public static let invalidValue = Self(rawValue: "invalid-value", textKey: .abiInvalidValue)
        /// An options string is not JSON.
        public static let invalidOptions = Self(rawValue: "invalid-options", textKey: .abiInvalidOptions)
        /// An options string is JSON but not an object.
        public static let optionsNotObject = Self(rawValue: "options-not-object", textKey: .abiOptionsNotObject)
        /// An options object has a field this version does not know.
        public static let unknownOption = Self(rawValue: "unknown-option", textKey: .abiUnknownOption)
        /// An options field that must be a string is not.
        public static let optionNotString = Self(rawValue: "option-not-string", textKey: .abiOptionNotString)
        /// An options field that must be `true` or `false` is not.
        public static let optionNotBoolean = Self(rawValue: "option-not-boolean", textKey: .abiOptionNotBoolean)
        /// An options field that must be an object of strings is not.
        public static let optionNotStringObject = Self(rawValue: "option-not-string-object", textKey: .abiOptionNotStringObject)
        /// An options field that must be a number is not.
        public static let optionNotNumber = Self(rawValue: "option-not-number", textKey: .abiOptionNotNumber)
        /// An options field that must be a whole number is not.
        public static let optionNotInteger = Self(rawValue: "option-not-integer", textKey: .abiOptionNotInteger)
        /// A passphrase option given without `words`.
        public static let optionNeedsWords = Self(rawValue: "option-needs-words", textKey: .abiOptionNeedsWords)
        /// A character-password option given with `words`.
        public static let optionNotWithWords = Self(rawValue: "option-not-with-words", textKey: .abiOptionNotWithWords)
        /// An options field that must be a list of strings is not.
        public static let optionNotStrings = Self(rawValue: "option-not-strings", textKey: .abiOptionNotStrings)
        /// An options field names a value this version does not know.
        public static let optionNotChoice = Self(rawValue: "option-not-choice", textKey: .abiOptionNotChoice)
        /// An options field out of its range.
        public static let optionOutOfRange = Self(rawValue: "option-out-of-range", textKey: .abiOptionOutOfRange)
        /// An email option of the default profile given with the `rfc` profile.
        public static let optionNeedsDefaultProfile = Self(
            rawValue: "option-needs-default-profile", textKey: .abiOptionNeedsDefaultProfile)
        /// Two options that exclude each other, or neither of two of which one is needed.
        public static let optionConflict = Self(rawValue: "option-conflict", textKey: .abiOptionConflict)
        /// A batch's offsets are not ascending, start below zero or point past the data.
        public static let invalidOffsets = Self(rawValue: "invalid-offsets", textKey: .abiInvalidOffsets)
        /// The caller's buffer cannot hold what the call writes.
        public static let bufferTooSmall = Self(rawValue: "buffer-too-small", textKey: .abiBufferTooSmall)
        /// A policy that needs the network (`pool:ID`): the C interface never opens the network.
        public static let needsNetwork = Self(rawValue: "needs-network", textKey: .abiNeedsNetwork)
        /// A policy whose breached-password rule asks the online service: the C interface never opens
        /// the network.
        public static let onlineBreachedRule = Self(rawValue: "online-breached-rule", textKey: .abiOnlineBreachedRule)
        /// A failure no other code describes (a bug: please report it).
        public static let unexpected = Self(rawValue: "unexpected", textKey: .abiUnexpected)
    }

    /// What went wrong.
    public let code: Code
    /// The message's arguments: `argument` (the parameter or field), `value`, `expected`, `index`.
    package let details: [String: String]
    /// For ``Code/invalidOptions``: what the JSON parser found.
    package let parseError: JSONValue.ParseError?

    package init(_ code: Code, _ details: [String: String] = [:], parseError: JSONValue.ParseError? = nil) {
        self.code = code
        self.details = details
        self.parseError = parseError
    }

    /// The text to show.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence naming the argument.
    public func message(in language: Language) -> String {
        var arguments = details
        if let parseError {
            arguments["offset"] = String(parseError.offset)
            arguments["reason"] = parseError.message(in: language)
        }
        return Texts.string(code.textKey, in: language, arguments)
    }
}
