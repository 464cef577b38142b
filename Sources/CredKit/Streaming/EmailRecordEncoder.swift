/// Writes `credkit email` JSON Lines records:
///
/// ```json
/// {"input":"Jose@Example.com","valid":true,"reason":null,"message":null,"normalized":"Jose@example.com","smtputf8":false}
/// ```
public final class EmailRecordEncoder {
    private let language: Language
    /// Each rejection's message, JSON-escaped, split around its `{char}` placeholder.
    private var messageParts: [String: (before: [UInt8], after: [UInt8], hasCharacter: Bool)] = [:]
    /// The position suffix, split around `{position}`.
    private let positionParts: (before: [UInt8], after: [UInt8])
    private let inputKey = Array(#"{"input":"#.utf8)
    private let validTail = Array(#","valid":true,"reason":null,"message":null,"normalized":"#.utf8)
    private let invalidHead = Array(#","valid":false,"reason":"#.utf8)
    private let messageKey = Array(#","message":"#.utf8)
    private let invalidTail = Array(#","normalized":null,"smtputf8":false}"#.utf8)
    private let smtputf8True = Array(#","smtputf8":true}"#.utf8)
    private let smtputf8False = Array(#","smtputf8":false}"#.utf8)

    /// Creates an encoder.
    /// - Parameter language: the language of the messages.
    public init(language: Language) {
        self.language = language
        positionParts = Self.split(Texts.string(.emailAtPosition, in: language), at: "{position}")
    }

    private static func split(_ template: String, at placeholder: String) -> (before: [UInt8], after: [UInt8]) {
        let pieces = template.components(separatedBy: placeholder)
        let escape = { (text: String) -> [UInt8] in Array(JSONEscaping.literal(text).dropFirst().dropLast()) }
        return (escape(pieces[0]), pieces.count > 1 ? escape(pieces.dropFirst().joined(separator: placeholder)) : [])
    }

    /// Appends the record for one address, newline included.
    /// - Parameters:
    ///   - input: the address as read (invalid UTF-8 is shown with U+FFFD replacements).
    ///   - verdict: its verdict.
    ///   - output: where to append.
    public func encode(input: UnsafeBufferPointer<UInt8>, verdict: EmailVerdict, into output: OutputBuffer) {
        output.append(inputKey)
        if verdict.rejection == .invalidEncoding {
            output.append(jsonString: String(decoding: input, as: UTF8.self))
        } else {
            output.append(jsonString: input)
        }
        if let rejection = verdict.rejection {
            output.append(invalidHead)
            output.append(jsonString: rejection.rawValue)
            output.append(messageKey)
            output.append(byte: UInt8(ascii: "\""))
            let parts: (before: [UInt8], after: [UInt8], hasCharacter: Bool)
            if let cached = messageParts[rejection.rawValue] {
                parts = cached
            } else {
                let template = Texts.string(rejection.key, in: language)
                let split = Self.split(template, at: "{char}")
                parts = (split.before, split.after, template.contains("{char}"))
                messageParts[rejection.rawValue] = parts
            }
            output.append(parts.before)
            if parts.hasCharacter, let character = verdict.character {
                var character = character
                character.withUTF8 { output.appendEscaped($0) }
            }
            output.append(parts.after)
            if let position = verdict.position {
                output.append(positionParts.before)
                output.append(decimal: position)
                output.append(positionParts.after)
            }
            output.append(byte: UInt8(ascii: "\""))
            output.append(invalidTail)
        } else {
            output.append(validTail)
            output.append(jsonString: verdict.normalized ?? "")
            output.append(verdict.requiresSMTPUTF8 ? smtputf8True : smtputf8False)
        }
        output.append(byte: 0x0A)
    }
}
