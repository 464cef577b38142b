// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of HTTP transport failures. Each key has an entry in
/// ``NetworkEnglishTexts`` and ``NetworkSpanishTexts``; the tests check both are complete and use
/// the same placeholders.
package enum NetworkTextKey: String, TextKey {
    case transportConnectionFailed
    case transportTimedOut
    case transportConnectionLost
    case transportResponseTooLarge

    package static let tables = TextTables<Self>(english: NetworkEnglishTexts.table, spanish: NetworkSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: NetworkTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        NetworkTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: NetworkTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
