// SPDX-License-Identifier: Apache-2.0
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
        let texts =
            switch language {
            case .english: english
            case .spanish: spanish
            }
        return filling(texts[key.ordinal], with: arguments)
    }

    /// Each language's texts in the order of `TextKey.allCases` (English where a table lacks one),
    /// so a look-up is an index rather than hashing the key's name: a streaming command looks up
    /// several texts per record.
    private static let english = TextKey.allCases.map { EnglishTexts.table[$0] ?? $0.rawValue }
    private static let spanish = TextKey.allCases.map { SpanishTexts.table[$0] ?? EnglishTexts.table[$0] ?? $0.rawValue }

    /// `template` with its `{name}` placeholders replaced by `arguments`; a placeholder without an
    /// argument is left as written. The command line's table fills its texts the same way.
    ///
    /// One pass over the template's bytes, so a value that itself contains `{name}` is not filled
    /// again. (Per-argument `replacing` took a fifth of `credkit strength --format json`'s time: each
    /// record has four crack-time texts.)
    package static func filling(_ template: String, with arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return template }
        var template = template
        return template.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "{"),
                    let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")),
                    let value = arguments[
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close]), as: UTF8.self)]
                {
                    // A value may come from a token, a file or a server: never raw control characters.
                    result.append(contentsOf: TerminalText.escaped(value).utf8)
                    index = close + 1
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The names of the `{name}` placeholders in `text` (the parity tests compare them across languages).
    package static func placeholders(in text: String) -> Set<String> {
        var names = Set<String>()
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty && name.allSatisfy({ $0.isLetter }) { names.insert(name) }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return names
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
