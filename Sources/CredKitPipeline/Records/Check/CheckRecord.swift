// SPDX-License-Identifier: Apache-2.0

/// The fields of a `credkit check` record, declared once: ``CheckRecordEncoder`` writes the JSON
/// members by these names and the command's CSV rows have these columns.
///
/// ```json
/// {"line":3,"valid":false,"violations":[{"rule":"MinimumLength","message":"…"}],"cognitoMessage":"…"}
/// ```
public enum CheckRecord {
    /// The input line's number, from 1.
    public static let line = RecordField("line")
    /// The password (`--show-password`).
    public static let password = RecordField("password")
    /// The meter's verdict (`--strength`): `{"bars","color","label"}`; three CSV columns.
    public static let strength = RecordField("strength", columns: ["bars", "color", "label"])
    /// The breached-password check's answer (a policy with the breached check): JSON only.
    public static let breach = RecordField("breach", columns: [])
    /// Whether the password passes the policy.
    public static let valid = RecordField("valid")
    /// The failed rules: objects with `rule` and `message` in JSON, the rules' names separated by
    /// spaces in CSV.
    public static let violations = RecordField("violations")
    /// The message Cognito would answer with, or `null`.
    public static let cognitoMessage = RecordField("cognitoMessage")

    /// The fields of a run's records.
    /// - Parameters:
    ///   - password: whether records show the password.
    ///   - strength: whether records carry the meter's verdict.
    ///   - breach: whether the policy has the breached-password check.
    public static func schema(password: Bool = false, strength: Bool = false, breach: Bool = false) -> RecordSchema {
        let fields =
            [line] + (password ? [self.password] : []) + (strength ? [self.strength] : []) + (breach ? [self.breach] : [])
            + [valid, violations, cognitoMessage, .error]
        // CSV puts the meter's columns after the verdict's, where a later column does not move the others.
        let names = fields.map(\.name)
        let csvOrder =
            names.filter { $0 != self.strength.name && $0 != RecordField.error.name } + (strength ? [self.strength.name] : [])
            + [RecordField.error.name]
        return RecordSchema(fields, csvOrder: csvOrder)
    }
}
