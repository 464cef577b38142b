// SPDX-License-Identifier: Apache-2.0
/// A text whose language is chosen when it is displayed, used as an argument of another text. It
/// may come from any module's keys; two are equal when they name the same key with the same
/// arguments.
package struct LocalizedText: Sendable, Hashable {
    /// The key's type and name, `PolicyTextKey.typeBoolean`: what equality and hashing compare.
    package let keyName: String
    package let arguments: [String: String]
    private let render: @Sendable (Language, [String: String]) -> String

    /// A text of any module. Modules add `init(key:arguments:)` for their own key type, so call sites
    /// can write `LocalizedText(key: .typeBoolean)`.
    /// - Parameters:
    ///   - key: which text.
    ///   - arguments: values for its placeholders.
    package init<Key: TextKey>(_ key: Key, arguments: [String: String] = [:]) {
        keyName = "\(Key.self).\(key.rawValue)"
        self.arguments = arguments
        render = { language, arguments in key.string(in: language, arguments) }
    }

    /// A text that is the same in every language: a name, or the system's own words for an error
    /// credkit has no translation of.
    package init(verbatim text: String) {
        keyName = "verbatim"
        arguments = ["text": text]
        render = { _, arguments in arguments["text"] ?? "" }
    }

    /// A text another localised value renders (an error's own message), identified by `id`.
    package init(id: String, rendering: @escaping @Sendable (Language) -> String) {
        keyName = "rendered"
        arguments = ["id": id]
        render = { language, _ in rendering(language) }
    }

    /// The text in `language`, placeholders filled.
    package func string(in language: Language) -> String { render(language, arguments) }

    package static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.keyName == rhs.keyName && lhs.arguments == rhs.arguments
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(keyName)
        hasher.combine(arguments)
    }
}
