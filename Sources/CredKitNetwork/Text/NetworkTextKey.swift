// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from NetworkTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `NetworkTextKey+Texts.swift`, in this order.
package enum NetworkTextKey: String, TextKey {
    case transportConnectionFailed
    case transportTimedOut
    case transportConnectionLost
    case transportResponseTooLarge
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: NetworkTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: NetworkTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
