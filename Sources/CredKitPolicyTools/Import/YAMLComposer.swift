// SPDX-License-Identifier: Apache-2.0

internal import CYaml
import CredKitCore
import CredKitPolicy

/// Builds source nodes from libyaml's events, with every cost bounded before it is paid.
///
/// Policy files come from pull requests, so the YAML reader is written for hostile input. Yams'
/// composer is not used: it expands nothing but hashes every mapping key to find duplicates, and a
/// key that is an alias of a large sequence (`? *a8 : 1`) costs one hash per expanded value — ten
/// levels of ten aliases spin for minutes before any check here could run. This composer reads the
/// same events from Yams' own libyaml (its `CYaml` module) and decides as it goes:
///
/// - an alias counts the values it stands for, and all aliases together may add at most
///   ``maximumAliasedValues`` (a template's shared tags or settings need a few dozen); a "billion
///   laughs" file stops at the first alias past the budget, having built nothing large (an alias
///   shares its anchor's storage);
/// - a mapping key must be a scalar (an alias of a scalar is one), checked before anything is
///   compared; duplicate keys are found with a set, so a mapping of 88,000 keys costs 88,000 lookups;
/// - nesting deeper than ``SourceNode/maximumDepth`` stops before the next level is read (libyaml
///   itself stops at 1,000);
/// - at most `JSONNode.maximumValues` nodes are built, as for JSON, so memory follows a policy
///   file's real size rather than what 1 MiB of `[1,1,1,…]` would make;
/// - a merge key (`<<`) and a second document are refused, as before.
final class YAMLComposer {
    /// The most values all aliases of one file may add together.
    static let maximumAliasedValues = 100_000

    private var parser = yaml_parser_t()
    private var anchors: [String: (node: SourceNode, values: Int)] = [:]
    private var aliasedValues = 0
    /// Nodes built so far, against `JSONNode.maximumValues` (the same cap as JSON's).
    private var nodesBuilt = 0

    /// Where libyaml stopped and why, before it becomes a ``PolicyError``.
    struct Failure: Error {
        enum Stage { case reader, scanner, parser, composer }
        var stage: Stage
        var problem: String
        var context: String? = nil
        var contextLine: Int? = nil
        var line: Int? = nil
        var column: Int? = nil
        var offset: Int? = nil
    }

    /// One event, copied out of libyaml's buffers.
    private struct Event {
        var type: yaml_event_type_t
        var anchor: String?
        var tag: String?
        var value: String
        var quoted: Bool
        var quotedImplicit: Bool
        var line: Int
        var column: Int
    }

    private init() {}

    deinit { yaml_parser_delete(&parser) }

    /// The one document of `bytes` (UTF-8 without a byte-order mark), or `nil` when the stream
    /// holds no document.
    static func compose(_ bytes: [UInt8]) throws(Failure) -> SourceNode? {
        let composer = YAMLComposer()
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> SourceNode? in
            try composer.document(buffer)
        }
    }

    private func document(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) -> SourceNode? {
        guard yaml_parser_initialize(&parser) == 1 else { throw Failure(stage: .reader, problem: "out of memory") }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        _ = try next()  // stream start
        guard try next().type == YAML_DOCUMENT_START_EVENT else { return nil }
        let root = try node(try next(), depth: 0).node
        _ = try next()  // document end
        let after = try next()
        guard after.type == YAML_STREAM_END_EVENT else {
            throw Failure(
                stage: .composer, problem: "but found another document",
                context: "expected a single document in the stream", line: after.line, column: after.column)
        }
        return root
    }

    /// A node and the number of values it stands for, aliases expanded.
    /// - Parameter isKey: a mapping key, which (as JSON's member names) does not count as a value.
    private func node(_ event: Event, depth: Int, isKey: Bool = false) throws(Failure) -> (node: SourceNode, values: Int) {
        guard depth <= SourceNode.maximumDepth else {
            throw Failure(
                stage: .composer, problem: "nested deeper than \(SourceNode.maximumDepth) levels", line: event.line,
                column: event.column)
        }
        if event.type != YAML_ALIAS_EVENT && !isKey {
            nodesBuilt += 1
            guard nodesBuilt <= JSONNode.maximumValues else {
                throw Failure(
                    stage: .composer, problem: "more than \(JSONNode.maximumValues) values (a policy file holds far fewer)",
                    line: event.line, column: event.column)
            }
        }
        // Tags libyaml resolves from `!!` (tag:yaml.org,2002:…) are YAML's; `!…` ones are the author's.
        let tag = event.tag.flatMap { $0.hasPrefix("!") ? $0 : nil }
        let built: SourceNode
        var values = 1
        switch event.type {
        case YAML_ALIAS_EVENT:
            let name = event.anchor ?? ""
            guard let anchored = anchors[name] else {
                throw Failure(stage: .composer, problem: "found undefined alias", line: event.line, column: event.column)
            }
            aliasedValues += anchored.values
            guard aliasedValues <= Self.maximumAliasedValues else {
                throw Failure(
                    stage: .composer,
                    problem:
                        "aliases would add more than \(Self.maximumAliasedValues) values (*\(name) stands for \(anchored.values))",
                    line: event.line, column: event.column)
            }
            return anchored
        case YAML_SCALAR_EVENT:
            let kind: SourceNode.Kind =
                if !event.quoted && tag == nil && Self.isNull(event) { .null } else { .scalar(event.value, quoted: event.quoted) }
            built = SourceNode(kind: kind, tag: tag, line: event.line, column: event.column)
        case YAML_SEQUENCE_START_EVENT:
            var elements: [SourceNode] = []
            while true {
                let next = try next()
                if next.type == YAML_SEQUENCE_END_EVENT { break }
                let element = try node(next, depth: depth + 1)
                values += element.values
                elements.append(element.node)
            }
            built = SourceNode(kind: .sequence(elements), tag: tag, line: event.line, column: event.column)
        case YAML_MAPPING_START_EVENT:
            var members: [SourceNode.Member] = []
            var keys: Set<String> = []
            while true {
                let keyEvent = try next()
                if keyEvent.type == YAML_MAPPING_END_EVENT { break }
                // Checked before the key is built or compared: an alias key must stand for a scalar.
                let scalarKey =
                    keyEvent.type == YAML_SCALAR_EVENT
                    || (keyEvent.type == YAML_ALIAS_EVENT && anchors[keyEvent.anchor ?? ""]?.node.text != nil)
                guard scalarKey else {
                    throw Failure(
                        stage: .composer, problem: "a key that is not a scalar", line: keyEvent.line,
                        column: keyEvent.column)
                }
                let key = try node(keyEvent, depth: depth + 1, isKey: true)
                let text = key.node.text ?? ""
                if text == "<<" && keyEvent.type == YAML_SCALAR_EVENT && !keyEvent.quoted {
                    throw Failure(
                        stage: .composer, problem: "merge keys (<<) are not supported", line: keyEvent.line,
                        column: keyEvent.column)
                }
                guard keys.insert(text).inserted else {
                    throw Failure(
                        stage: .composer, problem: "duplicate key \"\(text)\"", line: keyEvent.line,
                        column: keyEvent.column)
                }
                let value = try node(try next(), depth: depth + 1)
                values += key.values + value.values
                members.append(
                    SourceNode.Member(key: text, value: value.node, line: keyEvent.line, column: keyEvent.column))
            }
            built = SourceNode(kind: .mapping(members), tag: tag, line: event.line, column: event.column)
        default:
            throw Failure(stage: .composer, problem: "unexpected event", line: event.line, column: event.column)
        }
        if let anchor = event.anchor { anchors[anchor] = (built, values) }
        return (built, values)
    }

    /// YAML's null for an untagged plain scalar: empty, `~`, `null`, `Null` or `NULL`; or a scalar
    /// tagged `!!null`.
    private static func isNull(_ event: Event) -> Bool {
        if let tag = event.tag { return tag == "tag:yaml.org,2002:null" }
        if event.quotedImplicit && event.quoted { return false }
        return ["", "~", "null", "Null", "NULL"].contains(event.value)
    }

    private func next() throws(Failure) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { throw failure() }
        defer { yaml_event_delete(&event) }
        var copied = Event(
            type: event.type, value: "", quoted: false, quotedImplicit: false, line: event.start_mark.line + 1,
            column: event.start_mark.column + 1)
        switch event.type {
        case YAML_ALIAS_EVENT:
            copied.anchor = Self.string(event.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            copied.anchor = Self.string(scalar.anchor)
            copied.tag = Self.string(scalar.tag)
            copied.value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            copied.quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE && scalar.style != YAML_ANY_SCALAR_STYLE
            copied.quotedImplicit = scalar.quoted_implicit != 0
        case YAML_SEQUENCE_START_EVENT:
            copied.anchor = Self.string(event.data.sequence_start.anchor)
            copied.tag = Self.string(event.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT:
            copied.anchor = Self.string(event.data.mapping_start.anchor)
            copied.tag = Self.string(event.data.mapping_start.tag)
        default:
            break
        }
        return copied
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's own account of where it stopped.
    private func failure() -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let context = parser.context.map { String(cString: $0) }
        let line = parser.problem_mark.line + 1
        let column = parser.problem_mark.column + 1
        switch parser.error {
        case YAML_READER_ERROR:
            return Failure(stage: .reader, problem: problem, offset: parser.problem_offset)
        case YAML_SCANNER_ERROR:
            return Failure(
                stage: .scanner, problem: problem, context: context, contextLine: parser.context_mark.line + 1,
                line: line, column: column)
        case YAML_PARSER_ERROR:
            return Failure(
                stage: .parser, problem: problem, context: context, contextLine: parser.context_mark.line + 1,
                line: line, column: column)
        default:
            return Failure(stage: .composer, problem: problem, context: context, line: line, column: column)
        }
    }
}

extension YAMLComposer.Failure {
    /// The failure as credkit reports it: libyaml's problem and context, and where.
    func policyError(file: String) -> PolicyError {
        var reason = problem
        if let context {
            reason =
                switch stage {
                case .scanner, .parser: "\(context) (line \(contextLine ?? 0)): \(problem)"
                case .reader, .composer: "\(context): \(problem)"
                }
        }
        if stage == .reader { reason += " at byte \(offset ?? 0)" }
        return PolicyError(
            .malformedYAML, key: .errorPolicyMalformedYAML, arguments: ["reason": reason], file: file, line: line,
            column: column)
    }
}
