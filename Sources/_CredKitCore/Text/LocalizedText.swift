// SPDX-License-Identifier: Apache-2.0
/// A text whose language is chosen when it is displayed, used as an argument of another text.
package struct LocalizedText: Sendable, Hashable {
    package var key: TextKey
    package var arguments: [String: String] = [:]

    package init(key: TextKey, arguments: [String: String] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    package func string(in language: Language) -> String { Texts.string(key, in: language, arguments) }
}
