// SPDX-License-Identifier: Apache-2.0

/// One field of a record, declared once: its member in a JSON Lines record and its columns in a
/// CSV row.
///
/// A value is one column; an object CSV flattens is several (`strength` is `bars`, `color` and
/// `label`); a member CSV leaves out has none.
public struct RecordField: Sendable, Hashable {
    /// The member's name in a JSON record.
    public let name: String
    /// Its columns in a CSV row, in order.
    public let columns: [String]

    /// A field with the columns given.
    public init(_ name: String, columns: [String]) {
        self.name = name
        self.columns = columns
    }

    /// A field of one column, named as the member in snake case (`cognitoMessage` is
    /// `cognito_message`).
    public init(_ name: String) {
        var column = ""
        for character in name {
            if character.isUppercase {
                column += "_" + character.lowercased()
            } else {
                column.append(character)
            }
        }
        self.init(name, columns: [column])
    }

    /// The error of a record that could not be judged (an unreadable row, a line that is not
    /// UTF-8): `"error": {"code", "message", …}` in JSON, `error_code` and `error` in CSV.
    public static let error = RecordField("error", columns: ["error_code", "error"])
}
