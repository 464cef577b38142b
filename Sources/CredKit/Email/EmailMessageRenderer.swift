/// Writes rejection messages as bytes from templates split once per language, so streaming output
/// never formats strings per address.
public final class EmailMessageRenderer {
    private struct Parts {
        var before: [UInt8]
        var after: [UInt8]
        var hasCharacter: Bool
    }

    private let language: Language
    private let escapesJSON: Bool
    private var cache: [String: Parts] = [:]
    private let positionBefore: [UInt8]
    private let positionAfter: [UInt8]

    /// Creates a renderer.
    /// - Parameters:
    ///   - language: the messages' language.
    ///   - escapesJSON: escape the text for use inside a JSON string.
    public init(language: Language, escapesJSON: Bool) {
        self.language = language
        self.escapesJSON = escapesJSON
        let position = Self.split(Texts.string(.emailAtPosition, in: language), at: "{position}", escaping: escapesJSON)
        positionBefore = position.before
        positionAfter = position.after
    }

    /// Appends the message of a rejected verdict (nothing for a valid one).
    /// - Parameters:
    ///   - verdict: the verdict.
    ///   - output: where to append.
    public func appendMessage(for verdict: EmailVerdict, to output: OutputBuffer) {
        guard let rejection = verdict.rejection else { return }
        let parts: Parts
        if let cached = cache[rejection.rawValue] {
            parts = cached
        } else {
            let template = Texts.string(rejection.key, in: language)
            let split = Self.split(template, at: "{char}", escaping: escapesJSON)
            parts = Parts(before: split.before, after: split.after, hasCharacter: template.contains("{char}"))
            cache[rejection.rawValue] = parts
        }
        output.append(parts.before)
        if parts.hasCharacter, var character = verdict.character {
            if escapesJSON {
                character.withUTF8 { output.appendEscaped($0) }
            } else {
                output.append(character)
            }
        }
        output.append(parts.after)
        if let position = verdict.position {
            output.append(positionBefore)
            output.append(decimal: position)
            output.append(positionAfter)
        }
    }

    static func split(_ template: String, at placeholder: String, escaping: Bool) -> (before: [UInt8], after: [UInt8]) {
        let pieces = template.components(separatedBy: placeholder)
        let bytes = { (text: String) -> [UInt8] in
            escaping ? Array(JSONEscaping.literal(text).dropFirst().dropLast()) : Array(text.utf8)
        }
        return (bytes(pieces[0]), pieces.count > 1 ? bytes(pieces.dropFirst().joined(separator: placeholder)) : [])
    }
}
