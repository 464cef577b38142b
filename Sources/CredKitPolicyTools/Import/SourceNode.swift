// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy
import Yams
import _CredKitCore

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

    /// Parses one YAML document with libyaml (through Yams), keeping tags and positions.
    ///
    /// Anchors and aliases are resolved by the parser; a merge key (`<<`) and a key that is not a
    /// scalar are refused, as are several documents in one file and duplicate keys — nothing a
    /// template needs, and each could make a value mean something other than it reads.
    static func parseYAML(_ bytes: [UInt8], file: String) throws(PolicyError) -> SourceNode {
        let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        let root: Node?
        do {
            // One document: libyaml's composer refuses a second one.
            root = try Parser(yaml: text).singleRoot()
        } catch let error as YamlError {
            throw auth0Keyword(in: text, failure: yamlFailure(error, file: file), error: error)
        } catch {
            throw PolicyError(.malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": "\(error)"], file: file)
        }
        guard let root else {
            throw PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": "empty document"], file: file,
                line: 1, column: 1)
        }
        return try SourceNode(yaml: root, file: file, depth: 0)
    }

    /// The deepest nesting read, as for JSON policy files.
    static let maximumDepth = 64

    private init(yaml node: Node, file: String, depth: Int) throws(PolicyError) {
        let line = node.mark.map { $0.line } ?? 0
        let column = node.mark.map { $0.column } ?? 0
        guard depth <= Self.maximumDepth else {
            throw PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML,
                arguments: ["reason": "nested deeper than \(Self.maximumDepth) levels"], file: file, line: line,
                column: column)
        }
        let tagName = node.tag.description
        // Tags the YAML resolver gives (tag:yaml.org,2002:…) are not the author's; `!…` ones are.
        let tag: String? = tagName.hasPrefix("!") ? tagName : nil
        let kind: Kind
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style != .plain && scalar.style != .any
            if !quoted && tag == nil && tagName == Tag.Name.null.rawValue {
                kind = .null
            } else {
                kind = .scalar(scalar.string, quoted: quoted)
            }
        case .sequence(let sequence):
            var elements: [SourceNode] = []
            for element in sequence { elements.append(try SourceNode(yaml: element, file: file, depth: depth + 1)) }
            kind = .sequence(elements)
        case .mapping(let mapping):
            var members: [Member] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw PolicyError(
                        .malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": "a key that is not a scalar"],
                        file: file, line: key.mark?.line, column: key.mark?.column)
                }
                if keyScalar.string == "<<" && keyScalar.style == .plain {
                    throw PolicyError(
                        .malformedYAML, key: .errorPolicyMalformedYAML,
                        arguments: ["reason": "merge keys (<<) are not supported"], file: file, line: key.mark?.line,
                        column: key.mark?.column)
                }
                if members.contains(where: { $0.key == keyScalar.string }) {
                    throw PolicyError(
                        .malformedYAML, key: .errorPolicyMalformedYAML,
                        arguments: ["reason": "duplicate key \"\(keyScalar.string)\""], file: file, line: key.mark?.line,
                        column: key.mark?.column)
                }
                members.append(
                    Member(
                        key: keyScalar.string, value: try SourceNode(yaml: value, file: file, depth: depth + 1),
                        line: key.mark?.line ?? 0,
                        column: key.mark?.column ?? 0))
            }
            kind = .mapping(members)
        case .alias:
            throw PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": "an unresolved alias"], file: file,
                line: line, column: column)
        }
        self.init(kind: kind, tag: tag, line: line, column: column)
    }

    /// A YAML error at an Auth0 deploy-cli keyword (`@@NAME@@`, or `##NAME##` in a string) says
    /// what the keyword is: the file is a template for a0deploy, not YAML yet.
    private static func auth0Keyword(in text: String, failure: PolicyError, error: YamlError) -> PolicyError {
        guard let line = failure.line, let column = failure.column, line >= 1, column >= 1,
            case .scanner(_, let problem, _, _) = error
        else { return failure }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return failure }
        let rest = lines[line - 1].unicodeScalars.dropFirst(column - 1)
        guard rest.starts(with: "@@".unicodeScalars) else { return failure }
        let keyword = String(String.UnicodeScalarView(rest.prefix { $0 != " " && $0 != "," && $0 != "]" && $0 != "}" }))
        return PolicyError(
            .malformedYAML, key: .errorPolicyAuth0Keyword, arguments: ["reason": problem, "keyword": keyword],
            file: failure.file, line: line, column: column)
    }

    private static func yamlFailure(_ error: YamlError, file: String) -> PolicyError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            var reason = problem
            if let context { reason = "\(context.text) (line \(context.mark.line)): \(problem)" }
            return PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": reason], file: file, line: mark.line,
                column: mark.column)
        case .composer(let context, let problem, let mark, _):
            var reason = problem
            if let context { reason = "\(context.text): \(problem)" }
            return PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": reason], file: file, line: mark.line,
                column: mark.column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML,
                arguments: ["reason": "duplicate key " + duplicates.map { "\"\($0)\"" }.joined(separator: ", ")],
                file: file, line: context.mark.line, column: context.mark.column)
        case .reader(let problem, let offset, _, _):
            return PolicyError(
                .malformedYAML, key: .errorPolicyMalformedYAML,
                arguments: ["reason": "\(problem) at byte \(offset ?? 0)"], file: file)
        default:
            return PolicyError(.malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": "\(error)"], file: file)
        }
    }
}
