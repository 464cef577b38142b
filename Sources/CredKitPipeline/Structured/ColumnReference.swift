// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// A column of a structured input, named by its header name (a JSON Lines member's name), or by its
/// number from 1 (CSV and TSV).
public enum ColumnReference: Sendable, Hashable {
    case name(String)
    case number(Int)

    /// The name, or the number as text, as messages show it.
    public var text: String {
        switch self {
        case .name(let name): name
        case .number(let number): String(number)
        }
    }
}
