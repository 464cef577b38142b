// SPDX-License-Identifier: Apache-2.0
/// The identifier of one user-facing text: each module declares its own enumeration of keys
/// (`PolicyTextKey`, `CognitoTextKey`, …), and this module keeps only the mechanism — the language,
/// the look-up and the placeholders.
///
/// A module writes its texts once, in the switch of `<Name>TextKey+Texts.swift`, each key's English
/// and Spanish side by side; `make generate` (Scripts/text-keys.py) writes the enumeration from that
/// switch, with a `Texts.string(_:in:_:)` and a `LocalizedText.init(key:arguments:)` for the key
/// type, so call sites read `Texts.string(.violationMinimumLength, in: language)` whatever the
/// module. Texts may contain named placeholders such as `{min}`, filled by ``string(in:_:)``.
package protocol TextKey: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    /// The text in English and in Spanish, placeholders unfilled. A switch over string literals:
    /// a look-up is a jump, with nothing built at start-up.
    var texts: (en: String, es: String) { get }
}

extension TextKey {
    /// The text in `language`, placeholders unfilled.
    package func template(in language: Language) -> String {
        switch language {
        case .english: texts.en
        case .spanish: texts.es
        }
    }

    /// The text in `language`, with its `{name}` placeholders filled in.
    /// - Parameters:
    ///   - language: which language.
    ///   - arguments: values for the placeholders, by name without braces.
    /// - Returns: the finished text. A placeholder without an argument is left as written.
    package func string(in language: Language, _ arguments: [String: String] = [:]) -> String {
        Texts.filling(template(in: language), with: arguments)
    }

    /// Every key's text in one language; the tests use it to prove every text is written and that
    /// the languages agree on placeholders.
    package static func table(for language: Language) -> [Self: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.template(in: language)) })
    }
}
