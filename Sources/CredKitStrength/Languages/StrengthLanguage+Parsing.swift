// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension StrengthLanguage {
    /// Reads a language tag: its primary subtag, case-insensitive (`de`, `pt-BR`, `nl_BE`, `EN`).
    /// - Parameter tag: the tag.
    /// - Throws: ``StrengthLanguageError`` when the model does not know the language.
    public init(tag: String) throws(StrengthLanguageError) {
        let primary = tag.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)[0].lowercased()
        guard let language = StrengthLanguage(rawValue: primary) else {
            throw StrengthLanguageError(.unknown, value: tag)
        }
        self = language
    }

    /// Reads a comma-separated list of language tags (`de,en`), or `all`.
    /// - Parameter list: the list; blanks around each tag are ignored.
    /// - Returns: the languages.
    /// - Throws: ``StrengthLanguageError`` naming the first unknown tag, or an empty list.
    public static func parseList(_ list: String) throws(StrengthLanguageError) -> Set<StrengthLanguage> {
        let trimmed = trim(Substring(list))
        if trimmed.lowercased() == "all" { return Set(allCases) }
        var languages = Set<StrengthLanguage>()
        for tag in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let tag = trim(tag)
            guard !tag.isEmpty else { throw StrengthLanguageError(.empty, value: list) }
            languages.insert(try StrengthLanguage(tag: String(tag)))
        }
        return languages
    }

    private static func trim(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return text[first...last]
    }
}
