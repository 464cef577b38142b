// SPDX-License-Identifier: Apache-2.0

/// The fields of a `credkit strength` record, declared once: ``StrengthRecordEncoder`` writes the
/// JSON members by these names and the command's CSV rows have these columns.
///
/// ```json
/// {"line":1,"model":"guesses","bars":1,"color":"red","label":"Weak","score":0,"guessesLog10":2.519,"crackTimes":{…},"feedback":{…}}
/// ```
public enum StrengthRecord {
    /// The input line's number, from 1.
    public static let line = RecordField("line")
    /// The password (`--show-password`).
    public static let password = RecordField("password")
    /// The meter's model.
    public static let model = RecordField("model")
    /// The meter's bars, 0 to 4.
    public static let bars = RecordField("bars")
    /// Their colour.
    public static let color = RecordField("color")
    /// Their label, in the run's language.
    public static let label = RecordField("label")
    /// The model's score.
    public static let score = RecordField("score")
    /// The breached-password lookup's answer (`--breached`): an object in JSON, its status in CSV
    /// (a column every CSV row has, empty without `--breached`).
    public static let breach = RecordField("breach")
    /// The estimate's guesses, as a base-10 logarithm (the `guesses` model).
    public static let guessesLog10 = RecordField("guessesLog10")
    /// The time to guess it in each scenario, with its text: JSON only.
    public static let crackTimes = RecordField("crackTimes", columns: [])
    /// The time against `--attacker`: `{"scenario","guessesPerSecond","seconds","display"}`; three CSV
    /// columns, after the error's (where a later column does not move the others).
    public static let attacker = RecordField("attacker", columns: ["attacker", "attacker_seconds", "attacker_display"])
    /// The estimate's warning and suggestions: objects with `code` and `message` in JSON, the codes
    /// in CSV (suggestions separated by spaces).
    public static let feedback = RecordField("feedback", columns: ["warning", "suggestions"])

    /// The fields of a run's records.
    /// - Parameters:
    ///   - password: whether records show the password.
    ///   - attacker: whether records carry the time against an attacker.
    public static func schema(password: Bool = false, attacker: Bool = false) -> RecordSchema {
        let fields =
            [line] + (password ? [self.password] : []) + [
                model, bars, color, label, score, self.breach, guessesLog10, crackTimes,
            ]
            + (attacker ? [self.attacker] : []) + [feedback, .error]
        let csvOrder =
            [line.name] + (password ? [self.password.name] : [])
            + [model, bars, color, label, score, guessesLog10, crackTimes, self.breach, feedback, .error].map(\.name)
            + (attacker ? [self.attacker.name] : [])
        return RecordSchema(fields, csvOrder: csvOrder)
    }
}
