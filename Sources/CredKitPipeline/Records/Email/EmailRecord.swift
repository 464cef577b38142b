// SPDX-License-Identifier: Apache-2.0

/// The fields of a `credkit email` record, declared once: ``EmailRecordEncoder`` writes the JSON
/// members by these names and the command's CSV rows have these columns.
///
/// ```json
/// {"line":1,"input":"Jose@Example.com","valid":true,"reason":null,"message":null,"normalized":"Jose@example.com","smtputf8":false}
/// ```
public enum EmailRecord {
    /// The input line's number, from 1.
    public static let line = RecordField("line")
    /// The address as read.
    public static let input = RecordField("input")
    /// Whether the address is valid.
    public static let valid = RecordField("valid")
    /// Why not: the rejection's code, or `null`.
    public static let reason = RecordField("reason")
    /// Why not, in words, or `null`.
    public static let message = RecordField("message")
    /// The normalised address when valid, or `null`.
    public static let normalized = RecordField("normalized")
    /// Whether delivering to it needs SMTPUTF8.
    public static let smtputf8 = RecordField("smtputf8")
    /// The display name (validators that allow one), or `null`.
    public static let displayName = RecordField("displayName")

    /// The fields of a run's records; `displayName` with a validator that allows display names.
    public static func schema(displayName: Bool = false) -> RecordSchema {
        RecordSchema(
            [line, input, valid, reason, message, normalized, smtputf8] + (displayName ? [self.displayName] : []) + [.error])
    }
}
