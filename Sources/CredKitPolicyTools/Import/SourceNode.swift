// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// One value of a JSON or YAML document with its place in the file: what the importers walk, so a
/// CloudFormation template reads the same in either syntax and every error names a line.
struct SourceNode: Sendable {
    enum Kind: Sendable {
        case null
        /// A scalar's text; `quoted` when it was written as a string (JSON `"…"`, YAML quotes or a
        /// block scalar) rather than a bare number, boolean or word.
        case scalar(String, quoted: Bool)
        case sequence([SourceNode])
        case mapping([Member])
    }

    struct Member: Sendable {
        var key: String
        var value: SourceNode
        var line: Int
        var column: Int
    }

    var kind: Kind
    /// A YAML tag the author wrote, such as CloudFormation's short forms `!Ref` or `!Sub`; `nil`
    /// for untagged values and JSON.
    var tag: String?
    /// 1-based line.
    var line: Int
    /// 1-based column.
    var column: Int

    /// The member named `key`, when this is a mapping that has it.
    subscript(key: String) -> SourceNode? {
        guard case .mapping(let members) = kind else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    var members: [Member]? {
        if case .mapping(let members) = kind { return members }
        return nil
    }

    var elements: [SourceNode]? {
        if case .sequence(let elements) = kind { return elements }
        return nil
    }

    /// The text of a scalar, whether written quoted or not.
    var text: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }
}

extension SourceNode {
    /// A JSON document as source nodes.
    init(json node: JSONNode) {
        let kind: Kind
        switch node.kind {
        case .null: kind = .null
        case .bool(let value): kind = .scalar(value ? "true" : "false", quoted: false)
        case .number(let literal): kind = .scalar(literal, quoted: false)
        case .string(let text): kind = .scalar(text, quoted: true)
        case .array(let elements): kind = .sequence(elements.map { SourceNode(json: $0) })
        case .object(let members):
            kind = .mapping(
                members.map {
                    Member(key: $0.key, value: SourceNode(json: $0.value), line: $0.keyLine, column: $0.keyColumn)
                })
        }
        self.init(kind: kind, tag: nil, line: node.line, column: node.column)
    }

    /// Whether a file's first character (after a byte-order mark and whitespace) opens JSON.
    static func startsLikeJSON(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = bytes[start...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// Parses JSON when the file starts as JSON does, else YAML (JSON is also YAML, but JSON's
    /// reader names JSON's faults the way a JSON writer expects).
    static func parse(_ bytes: [UInt8], file: String) throws(PolicyError) -> SourceNode {
        startsLikeJSON(bytes) ? try parseJSON(bytes, file: file) : try parseYAML(bytes, file: file)
    }

    /// The document as a JSON node with the same positions, for readers written for JSON: an
    /// unquoted YAML `true`/`false` is a boolean, an unquoted number a number.
    var jsonNode: JSONNode {
        let converted: JSONNode.Kind
        switch kind {
        case .null: converted = .null
        case .scalar(let text, let quoted):
            if !quoted && (text == "true" || text == "false") {
                converted = .bool(text == "true")
            } else if !quoted, Self.isDecimalNumber(text) {
                converted = .number(text)
            } else {
                converted = .string(text)
            }
        case .sequence(let elements): converted = .array(elements.map(\.jsonNode))
        case .mapping(let members):
            converted = .object(
                members.map {
                    JSONNode.Member(key: $0.key, value: $0.value.jsonNode, keyLine: $0.line, keyColumn: $0.column)
                })
        }
        return JSONNode(kind: converted, line: line, column: column)
    }

    /// Whether an unquoted scalar is a number written in decimal, as JSON writes numbers (with
    /// YAML's leading zeros allowed): `-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?`. Hexadecimal,
    /// `.inf` and the like stay text, so a reader names them as written.
    static func isDecimalNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Bool {
            let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() else { return false }
        }
        return bytes.isEmpty
    }

    /// Parses JSON, with errors naming the file, line and column.
    static func parseJSON(_ bytes: [UInt8], file: String) throws(PolicyError) -> SourceNode {
        do {
            return SourceNode(json: try JSONNode.parse(bytes))
        } catch {
            throw PolicyError(
                .malformedJSON, key: .errorPolicyMalformed,
                localized: ["reason": LocalizedText(key: error.reason, arguments: error.arguments)],
                file: file, line: error.line, column: error.column)
        }
    }

    /// Parses one YAML document with libyaml, keeping tags and positions.
    ///
    /// Aliases are resolved within a budget (`YAMLComposer`); a merge key (`<<`) and a key that is
    /// not a scalar are refused, as are several documents in one file and duplicate keys — nothing a
    /// template needs, and each could make a value mean something other than it reads.
    static func parseYAML(_ bytes: [UInt8], file: String) throws(PolicyError) -> SourceNode {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let root: SourceNode?
        do {
            root = try YAMLComposer.compose(body)
        } catch {
            throw auth0Keyword(in: body, failure: error, file: file)
        }
        guard let root else {
            throw PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": "empty document"], file: file,
                line: 1, column: 1)
        }
        return root
    }

    /// The deepest nesting read, as for JSON policy files.
    static let maximumDepth = 64

    /// A YAML error at an Auth0 deploy-cli keyword (`@@NAME@@`, or `##NAME##` in a string) says
    /// what the keyword is: the file is a template for a0deploy, not YAML yet.
    private static func auth0Keyword(in bytes: [UInt8], failure: YAMLComposer.Failure, file: String) -> PolicyError {
        let error = failure.policyError(file: file)
        guard failure.stage == .scanner, let line = failure.line, let column = failure.column, line >= 1, column >= 1
        else { return error }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return error }
        let rest = lines[line - 1].unicodeScalars.dropFirst(column - 1)
        guard rest.starts(with: "@@".unicodeScalars) else { return error }
        let keyword = String(String.UnicodeScalarView(rest.prefix { $0 != " " && $0 != "," && $0 != "]" && $0 != "}" }))
        return PolicyError(
            .malformedYAML, key: .errorPolicyAuth0Keyword, arguments: ["reason": failure.problem, "keyword": keyword],
            file: file, line: line, column: column)
    }
}
