// SPDX-License-Identifier: Apache-2.0

/// A record's fields, declared once: the members a JSON Lines record may have, in its order, and
/// the columns of a CSV row, in theirs.
///
/// A record writes the fields it has in this order (a JSON record leaves out members it does not
/// have; a CSV row leaves their columns empty). Every record has an ``RecordField/error`` field,
/// for an input it could not judge; a ``RecordStream`` adds the kept columns of a structured input
/// after all of them (`"keep"` in JSON), and writes the CSV header from ``columns``.
///
/// ```swift
/// let schema = RecordSchema([RecordField("line"), RecordField("valid"), .error])
/// schema.columns   // ["line", "valid", "error_code", "error"]
/// ```
public struct RecordSchema: Sendable, Hashable {
    /// The fields in JSON order.
    public let fields: [RecordField]
    /// The fields in CSV order.
    public let csvFields: [RecordField]

    /// A schema.
    /// - Parameters:
    ///   - fields: the fields in the order of a JSON record; one must be ``RecordField/error``.
    ///   - csvOrder: the fields' names in the order of a CSV row, when it differs.
    public init(_ fields: [RecordField], csvOrder: [String]? = nil) {
        precondition(fields.contains(.error), "a record schema has an error field")
        self.fields = fields
        if let csvOrder {
            precondition(
                Set(csvOrder) == Set(fields.map(\.name)) && csvOrder.count == fields.count, "csvOrder names every field once")
            csvFields = csvOrder.map { name in fields.first { $0.name == name }! }
        } else {
            csvFields = fields
        }
    }

    /// The JSON members' names, in order.
    public var members: [String] { fields.map(\.name) }

    /// The CSV columns, in order: the header row (before any kept columns).
    public var columns: [String] { csvFields.flatMap(\.columns) }

    /// How many CSV columns come before `error_code`, and after `error`.
    public var errorColumns: (before: Int, after: Int) {
        var before = 0
        for field in csvFields {
            if field == .error { break }
            before += field.columns.count
        }
        return (before, columns.count - before - RecordField.error.columns.count)
    }
}
