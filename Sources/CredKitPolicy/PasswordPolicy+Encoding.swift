// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitStrength

extension PasswordPolicy {
    /// The policy as the JSON document ``init(jsonBytes:file:)`` reads: Cognito's seven
    /// `PasswordPolicyType` fields at the top, credkit's extra rules and its name, descriptions and
    /// source under `"CredKit"`. Reading it back gives an equal policy.
    ///
    /// Use it to keep a policy imported from another format (CloudFormation, Terraform, Keycloak …)
    /// as credkit's own file, to send one from a server to an app, or to save it with a session.
    public var jsonBytes: [UInt8] { Array(documentJSON.jsonText.utf8) }

    /// ``jsonBytes`` indented, one field per line, for a file people read and edit.
    public var prettyJSON: String { documentJSON.prettyText }

    /// The document as a JSON value.
    package var documentJSON: JSONValue {
        var members: [JSONObject.Member] = [
            .init(key: "MinimumLength", value: .number(String(minimumLength))),
            .init(key: "RequireUppercase", value: .bool(requireUppercase)),
            .init(key: "RequireLowercase", value: .bool(requireLowercase)),
            .init(key: "RequireNumbers", value: .bool(requireNumbers)),
            .init(key: "RequireSymbols", value: .bool(requireSymbols)),
            .init(key: "PasswordHistorySize", value: .number(String(passwordHistorySize))),
            .init(key: "TemporaryPasswordValidityDays", value: .number(String(temporaryPasswordValidityDays))),
        ]
        let credKit = extensionMembers
        if !credKit.isEmpty { members.append(.init(key: "CredKit", value: .object(JSONObject(credKit)))) }
        return .object(JSONObject(members))
    }

    /// The `"CredKit"` object's members, in ``extensionFields`` order; rules that are off are left out.
    private var extensionMembers: [JSONObject.Member] {
        var members: [JSONObject.Member] = []
        func add(_ key: String, _ value: JSONValue) { members.append(.init(key: key, value: value)) }
        if let name = info.name { add("Name", .string(name)) }
        if !info.descriptions.isEmpty {
            add(
                "Description",
                .object(
                    JSONObject(
                        Language.allCases.compactMap { language in
                            info.descriptions[language].map { .init(key: language.rawValue, value: .string($0)) }
                        })))
        }
        if let source = info.source { add("Source", .string(source)) }
        let rules = extraRules
        if let maximum = rules.maximumLength { add("MaximumLength", .number(String(maximum))) }
        if let blocklist = rules.blocklist {
            if blocklist == BlocklistRule() {
                add("Blocklist", .bool(true))
            } else {
                add(
                    "Blocklist",
                    .object(
                        JSONObject([
                            .init(key: "Bundled", value: .bool(blocklist.usesBundledList)),
                            .init(key: "Words", value: .array(blocklist.additionalWords.map(JSONValue.string))),
                        ])))
            }
        }
        if let breached = rules.breached { add("Breached", Self.breachedJSON(breached)) }
        if let context = rules.userContext {
            add(
                "RejectUserContext",
                context == UserContextRule()
                    ? .bool(true)
                    : .object(
                        JSONObject([.init(key: "MinimumTokenLength", value: .number(String(context.minimumTokenLength)))])))
        }
        if let strength = rules.minimumStrength {
            add(
                "MinimumStrength",
                .object(
                    JSONObject([
                        .init(key: "Bars", value: .number(String(strength.bars))),
                        .init(key: "Model", value: .string(strength.model.rawValue)),
                    ])))
        }
        if let words = rules.strengthWords {
            var object: [JSONObject.Member] = []
            if !words.words.isEmpty { object.append(.init(key: "Words", value: .array(words.words.map(JSONValue.string)))) }
            if let file = words.file { object.append(.init(key: "WordsFile", value: .string(file))) }
            if let languages = words.languages {
                let tags = StrengthLanguage.allCases.filter(languages.contains).map { JSONValue.string($0.rawValue) }
                object.append(.init(key: "Languages", value: .array(tags)))
            }
            add("Strength", .object(JSONObject(object)))
        }
        if !rules.forbiddenPatterns.isEmpty { add("ForbiddenPatterns", Self.patternsJSON(rules.forbiddenPatterns)) }
        if !rules.requiredPatterns.isEmpty { add("RequiredPatterns", Self.patternsJSON(rules.requiredPatterns)) }
        if rules.normalizesToNFKC { add("Normalization", .string("NFKC")) }
        if platform != .cognito { add("Platform", .string(platform.rawValue)) }
        return members
    }

    private static func breachedJSON(_ rule: BreachedRule) -> JSONValue {
        var members: [JSONObject.Member] = []
        switch rule.source {
        case .index(let path):
            members.append(.init(key: "Index", value: .string(path)))
        case .online(let base):
            members.append(.init(key: "Online", value: .bool(true)))
            if let base { members.append(.init(key: "URL", value: .string(base))) }
        }
        if let count = rule.minimumCount { members.append(.init(key: "MinimumCount", value: .number(String(count)))) }
        if rule.failsOpen { members.append(.init(key: "FailOpen", value: .bool(true))) }
        return .object(JSONObject(members))
    }

    private static func patternsJSON(_ rules: [PatternRule]) -> JSONValue {
        .array(
            rules.map { rule in
                .object(
                    JSONObject([
                        .init(key: "Pattern", value: .string(rule.pattern)),
                        .init(
                            key: "Message",
                            value: .object(
                                JSONObject(
                                    // The reader needs every language: a rule made in code with
                                    // fewer gives its English (or only) text for the others.
                                    Language.allCases.map { language in
                                        .init(
                                            key: language.rawValue,
                                            value: .string(
                                                rule.messages[language] ?? rule.messages[.english]
                                                    ?? rule.messages.values.first ?? ""))
                                    }))),
                    ]))
            })
    }
}

/// A policy encodes as its JSON document (``PasswordPolicy/jsonBytes``) and decodes through
/// ``PasswordPolicy/init(jsonBytes:file:)``, with the same checks and the same errors (as
/// `DecodingError.dataCorrupted`, the ``PolicyError`` underneath).
extension PasswordPolicy: Codable {
    public func encode(to encoder: any Encoder) throws {
        try documentJSON.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        let document = try JSONValue(from: decoder)
        do {
            try self.init(jsonBytes: Array(document.jsonText.utf8))
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.message(in: .english), underlyingError: error))
        }
    }
}
