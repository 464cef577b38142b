// SPDX-License-Identifier: Apache-2.0

/// How the types that hold secrets (tokens, client secrets, TOTP keys, SRP values) describe
/// themselves: every secret as `hidden` (or `none` when absent), so `print`, string interpolation,
/// `String(reflecting:)`, `dump` and a debugger's summary show the shape and never the value.
package enum Redacted {
    /// What a secret shows as.
    package static let hidden = "hidden"

    /// `hidden`, or `none` when there is no secret.
    package static func secret(_ value: (some Any)?) -> String { value == nil ? "none" : hidden }

    /// `Type(name: value, …)`.
    package static func description(_ type: String, _ fields: KeyValuePairs<String, String>) -> String {
        type + "(" + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
    }

    /// A mirror of `subject` with exactly these children (secrets given as ``hidden``), for `dump`
    /// and debuggers, which otherwise walk the stored properties.
    package static func mirror(_ subject: Any, _ children: KeyValuePairs<String, Any>) -> Mirror {
        Mirror(subject, children: children.map { (label: Optional($0.key), value: $0.value) }, displayStyle: .struct)
    }
}
