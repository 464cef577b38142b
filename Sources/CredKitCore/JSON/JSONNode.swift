// SPDX-License-Identifier: Apache-2.0
/// A parsed JSON value that remembers where it stood in its source, so errors can name a line and column.
///
/// Built by ``parse(_:)``. Objects keep their members in source order; duplicate keys are refused.
package struct JSONNode: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number's literal text, exactly as written (RFC 8259 grammar).
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONNode
        /// Where the member's name starts, for errors about the name itself.
        package var keyLine: Int
        package var keyColumn: Int

        package init(key: String, value: JSONNode, keyLine: Int, keyColumn: Int) {
            self.key = key
            self.value = value
            self.keyLine = keyLine
            self.keyColumn = keyColumn
        }
    }

    package var kind: Kind
    /// 1-based line of the value's first character.
    package var line: Int
    /// 1-based column (in Unicode scalars) of the value's first character.
    package var column: Int

    package init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The member named `key`, when this is an object that has it.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    package var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }
}
