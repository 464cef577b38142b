// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitEmail

/// Writes email verdicts as JSON Lines records (the format `credkit email --format json` prints):
///
/// ```json
/// {"input":"Jose@Example.com","valid":true,"reason":null,"message":null,"normalized":"Jose@example.com","smtputf8":false}
/// ```
///
/// With `includesDisplayName`, every record also ends with `"displayName"` (a string, or `null`).
/// The fields are ``EmailRecord``'s.
///
/// The constant pieces are encoded once by the project's one JSON writer; a record is assembled
/// from them and the address's escaped bytes.
public final class EmailRecordEncoder {
    private let messages: EmailMessageRenderer
    private let includesDisplayName: Bool
    // The constant pieces, encoded once by the JSON writer.
    private let inputKey = JSONSplice.opening(key: EmailRecord.input.name)
    private let lineKey = JSONSplice.opening(key: EmailRecord.line.name)
    private let inputMember = JSONSplice.key(EmailRecord.input.name)
    private let validTail =
        JSONSplice.members {
            $0.bool(EmailRecord.valid.name, true)
            $0.null(EmailRecord.reason.name)
            $0.null(EmailRecord.message.name)
        } + JSONSplice.key(EmailRecord.normalized.name)
    private let invalidHead =
        JSONSplice.members { $0.bool(EmailRecord.valid.name, false) } + JSONSplice.key(EmailRecord.reason.name)
    private let messageKey = JSONSplice.key(EmailRecord.message.name)
    private let invalidTail = JSONSplice.members {
        $0.null(EmailRecord.normalized.name)
        $0.bool(EmailRecord.smtputf8.name, false)
    }
    private let smtputf8True = JSONSplice.members { $0.bool(EmailRecord.smtputf8.name, true) }
    private let smtputf8False = JSONSplice.members { $0.bool(EmailRecord.smtputf8.name, false) }
    private let displayNameKey = JSONSplice.key(EmailRecord.displayName.name)
    private let null = Array("null".utf8)

    /// Creates an encoder.
    /// - Parameters:
    ///   - language: the language of the messages.
    ///   - includesDisplayName: add a `displayName` member to every record (for validators whose
    ///     options allow display names).
    public init(language: Language, includesDisplayName: Bool = false) {
        messages = EmailMessageRenderer(language: language, escapesJSON: true)
        self.includesDisplayName = includesDisplayName
    }

    /// Appends the record for one address, newline included.
    /// - Parameters:
    ///   - input: the address as read (invalid UTF-8 is shown with U+FFFD replacements).
    ///   - verdict: its verdict.
    ///   - output: where to append.
    public func encode(input: UnsafeBufferPointer<UInt8>, verdict: EmailVerdict, into output: OutputBuffer) {
        var normalized = verdict.normalized ?? ""
        let outcome = EmailEvaluator.Outcome(
            rejection: verdict.rejection, character: verdict.character, position: verdict.position,
            requiresSMTPUTF8: verdict.requiresSMTPUTF8, displayName: verdict.displayName)
        normalized.withUTF8 { encode(input: input, outcome: outcome, normalized: $0, into: output) }
    }

    /// Appends the record for one address from a checker's streaming outcome, newline included.
    /// - Parameters:
    ///   - input: the address as read (invalid UTF-8 is shown with U+FFFD replacements).
    ///   - outcome: what `EmailEvaluator.evaluate(_:)` found.
    ///   - normalized: the normalised address when valid (from `EmailEvaluator.withNormalizedBytes(_:)`).
    ///   - line: the record's line number, written first as `"line"` (as every streaming command's
    ///     records carry it); `nil` leaves it out.
    ///   - end: how the record ends (a structured input's kept columns), from the stream.
    ///   - output: where to append.
    public func encode(
        input: UnsafeBufferPointer<UInt8>, outcome: EmailEvaluator.Outcome, normalized: UnsafeBufferPointer<UInt8>,
        line: Int? = nil, end: RecordEnd = RecordEnd(format: .json), into output: OutputBuffer
    ) {
        if let line {
            output.append(lineKey)
            output.append(decimal: line)
            output.append(inputMember)
        } else {
            output.append(inputKey)
        }
        if outcome.rejection == .invalidEncoding {
            output.append(jsonString: String(decoding: input, as: UTF8.self))
        } else {
            output.append(jsonString: input)
        }
        if let rejection = outcome.rejection {
            output.append(invalidHead)
            output.append(jsonString: rejection.rawValue)
            output.append(messageKey)
            output.append(byte: UInt8(ascii: "\""))
            messages.appendMessage(for: rejection, character: outcome.character, position: outcome.position, to: output)
            output.append(byte: UInt8(ascii: "\""))
            output.append(invalidTail)
        } else {
            output.append(validTail)
            output.append(jsonString: normalized)
            output.append(outcome.requiresSMTPUTF8 ? smtputf8True : smtputf8False)
        }
        if includesDisplayName {
            output.append(displayNameKey)
            if let displayName = outcome.displayName { output.append(jsonString: displayName) } else { output.append(null) }
        }
        end.write(to: output)
    }
}
