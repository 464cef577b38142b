// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitEmail

/// Writes email verdicts as CSV rows with ``EmailRecord``'s columns (the format
/// `credkit email --format csv` prints): the JSON record's members as columns, after the line.
///
/// ```
/// line,input,valid,reason,message,normalized,smtputf8,error_code,error
/// 1,Jose@Example.com,true,,,Jose@example.com,false,,
/// ```
public final class EmailCSVEncoder {
    private let messages: EmailMessageRenderer
    private let includesDisplayName: Bool
    private let message = OutputBuffer(descriptor: -1)

    /// Creates an encoder.
    /// - Parameters:
    ///   - language: the language of the messages.
    ///   - includesDisplayName: add the `display_name` column (validators whose options allow
    ///     display names).
    public init(language: Language, includesDisplayName: Bool = false) {
        messages = EmailMessageRenderer(language: language, escapesJSON: false)
        self.includesDisplayName = includesDisplayName
    }

    /// Appends the row for one address, ending with `end`.
    /// - Parameters:
    ///   - line: the record's line number.
    ///   - input: the address as read (invalid UTF-8 is shown with U+FFFD replacements).
    ///   - outcome: what `EmailEvaluator.evaluate(_:)` found.
    ///   - normalized: the normalised address when valid (from `EmailEvaluator.withNormalizedBytes(_:)`).
    ///   - end: how the row ends (a structured input's kept columns), from the stream.
    ///   - output: where to append.
    public func encode(
        line: Int, input: UnsafeBufferPointer<UInt8>, outcome: EmailEvaluator.Outcome, normalized: UnsafeBufferPointer<UInt8>,
        end: RecordEnd = RecordEnd(format: .csv), into output: OutputBuffer
    ) {
        output.append(decimal: line)
        output.append(byte: UInt8(ascii: ","))
        if outcome.rejection == .invalidEncoding {
            output.append(csvField: String(decoding: input, as: UTF8.self))
        } else {
            output.append(csvField: input)
        }
        if let rejection = outcome.rejection {
            output.append(",false,")
            output.append(rejection.rawValue)
            output.append(byte: UInt8(ascii: ","))
            message.discard()
            messages.appendMessage(for: rejection, character: outcome.character, position: outcome.position, to: message)
            message.withPendingBytes { output.append(csvField: $0) }
            output.append(",,false")
        } else {
            output.append(",true,,,")
            output.append(csvField: normalized)
            output.append(outcome.requiresSMTPUTF8 ? ",true" : ",false")
        }
        if includesDisplayName {
            output.append(byte: UInt8(ascii: ","))
            if let displayName = outcome.displayName { output.append(csvField: displayName) }
        }
        output.append(",,")  // error_code, error
        end.write(to: output)
    }
}
