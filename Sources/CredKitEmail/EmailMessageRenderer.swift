// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Writes rejection messages as bytes from templates split once per language, so streaming output
/// never formats strings per address.
public final class EmailMessageRenderer {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    private struct Parts {
        var before: [UInt8]
        var after: [UInt8]
        var hasCharacter: Bool
    }

    private let language: Language
    private let escapesJSON: Bool
    @exclusivity(unchecked) private var cachedKeys: [EmailTextKey] = []
    @exclusivity(unchecked) private var cachedParts: [Parts] = []
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
        appendMessage(for: rejection, character: verdict.character, position: verdict.position, to: output)
    }

    /// Appends the message of a rejection.
    /// - Parameters:
    ///   - rejection: why the address failed.
    ///   - character: the offending character, when the message names one.
    ///   - position: its 1-based position, when known.
    ///   - output: where to append.
    public func appendMessage(for rejection: EmailRejection, character: String?, position: Int?, to output: OutputBuffer) {
        let parts = self.parts(for: rejection)
        output.append(parts.before)
        if parts.hasCharacter, var character {
            if escapesJSON {
                character.withUTF8 { output.appendEscaped($0) }
            } else {
                output.append(character)
            }
        }
        output.append(parts.after)
        if let position {
            output.append(positionBefore)
            output.append(decimal: position)
            output.append(positionAfter)
        }
    }

    /// The split template of `rejection`. A short list of keys beats a dictionary here: few codes
    /// occur in one stream, and comparing enum keys copies nothing.
    private func parts(for rejection: EmailRejection) -> Parts {
        if let index = cachedKeys.firstIndex(of: rejection.key) { return cachedParts[index] }
        let template = Texts.string(rejection.key, in: language)
        let split = Self.split(template, at: "{char}", escaping: escapesJSON)
        let parts = Parts(before: split.before, after: split.after, hasCharacter: template.contains("{char}"))
        cachedKeys.append(rejection.key)
        cachedParts.append(parts)
        return parts
    }

    static func split(_ template: String, at placeholder: String, escaping: Bool) -> (before: [UInt8], after: [UInt8]) {
        let pieces = template.components(separatedBy: placeholder)
        let bytes = { (text: String) -> [UInt8] in
            escaping ? Array(JSONEscaping.literal(text).dropFirst().dropLast()) : Array(text.utf8)
        }
        return (bytes(pieces[0]), pieces.count > 1 ? bytes(pieces.dropFirst().joined(separator: placeholder)) : [])
    }
}
