/// Looks up user-facing texts in the per-language tables.
package enum Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    ///
    /// - Parameters:
    ///   - key: which text.
    ///   - language: which table.
    ///   - arguments: values for the placeholders, by name without braces.
    /// - Returns: the finished text. A placeholder without an argument is left as written.
    package static func string(_ key: TextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        let template = table(for: language)[key] ?? EnglishTexts.table[key] ?? key.rawValue
        guard !arguments.isEmpty else { return template }
        var result = template
        for (name, value) in arguments {
            result = result.replacing("{\(name)}", with: value)
        }
        return result
    }

    /// The whole table of one language; tests use it to prove every key is translated.
    /// - Parameter language: which table.
    /// - Returns: texts by key.
    package static func table(for language: Language) -> [TextKey: String] {
        switch language {
        case .english: EnglishTexts.table
        case .spanish: SpanishTexts.table
        }
    }
}
