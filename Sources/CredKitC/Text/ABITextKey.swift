// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from ABITextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `ABITextKey+Texts.swift`, in this order.
package enum ABITextKey: String, TextKey {
    case abiNullArgument
    case abiNotUTF8
    case abiInvalidValue
    case abiInvalidOptions
    case abiOptionsNotObject
    case abiUnknownOption
    case abiOptionNotString
    case abiOptionNotBoolean
    case abiOptionNotStringObject
    case abiOptionNotNumber
    case abiOptionNotInteger
    case abiOptionNeedsWords
    case abiOptionNotWithWords
    case abiOptionOutOfRange
    case abiOptionNeedsDefaultProfile
    case abiOptionConflict
    case abiOptionNotStrings
    case abiOptionNotChoice
    case abiInvalidOffsets
    case abiOnlineBreachedRule
    case abiUnexpected
    case abiBufferTooSmall
    case abiNeedsNetwork
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: ABITextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: ABITextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
