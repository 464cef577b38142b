// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitStrength

extension PasswordPolicy {
    /// The Cognito fields of `PasswordPolicyType`, in Cognito's order.
    package static let cognitoFields = [
        "MinimumLength", "RequireUppercase", "RequireLowercase", "RequireNumbers", "RequireSymbols",
        "PasswordHistorySize", "TemporaryPasswordValidityDays",
    ]
    /// The fields allowed under the top-level `"CredKit"` key.
    static let extensionFields = [
        "Name", "Description", "Source", "MaximumLength", "Blocklist", "Breached", "RejectUserContext", "MinimumStrength",
        "Strength", "ForbiddenPatterns", "RequiredPatterns", "Normalization", "Platform",
    ]

    /// Reads a policy from Cognito's own JSON.
    ///
    /// Four shapes are accepted, each optionally with credkit's extensions under a top-level `"CredKit"` key:
    /// - a bare `PasswordPolicyType` object: `{"MinimumLength": 8, "RequireUppercase": true, …}`;
    /// - `{"PasswordPolicy": {…}}`;
    /// - `{"Policies": {"PasswordPolicy": {…}}}` (the `--policies` argument of `create-user-pool`);
    /// - the whole output of `aws cognito-idp describe-user-pool`: `{"UserPool": {"Policies": …, …}}`
    ///   (boto3's answer too, with its `ResponseMetadata`).
    ///
    /// A missing `MinimumLength` means 8 and a missing `TemporaryPasswordValidityDays` means 7 (a new
    /// pool's defaults); a missing `Require…` flag means `false`, as Cognito's JSON API reads an absent
    /// boolean; a missing `PasswordHistorySize` means 0 (not enforced). Unknown fields are errors, except
    /// the many other members of `UserPool` in describe-user-pool output, which are ignored.
    /// - Parameters:
    ///   - jsonBytes: the file's contents.
    ///   - file: the file name used in error messages.
    /// - Throws: ``PolicyError`` naming the file, field, line and column.
    public init(jsonBytes: [UInt8], file: String? = nil) throws(PolicyError) {
        let root: JSONNode
        do {
            root = try JSONNode.parse(jsonBytes)
        } catch {
            throw PolicyError(
                .malformedJSON, key: .errorPolicyMalformed,
                localized: ["reason": LocalizedText(key: error.reason, arguments: error.arguments)],
                file: file, line: error.line, column: error.column)
        }
        try self.init(jsonNode: root, file: file)
    }

    /// Reads a policy from Cognito's document already parsed (JSON, or YAML turned into JSON nodes).
    package init(jsonNode root: JSONNode, file: String? = nil) throws(PolicyError) {
        let decoder = PolicyDecoder(file: file)
        do {
            self = try decoder.decode(root)
            try validate()
        } catch {
            if error.line == nil, let field = error.field, let node = decoder.node(at: field, in: root) {
                var located = error.located(file: file)
                located.line = node.line
                located.column = node.column
                throw located
            }
            throw error.located(file: file)
        }
    }
}

/// Turns a parsed policy document into a ``PasswordPolicy``, naming fields by dotted path.
struct PolicyDecoder {
    var file: String?

    func decode(_ root: JSONNode) throws(PolicyError) -> PasswordPolicy {
        let rootMembers = try object(root, field: "")
        let keys = Set(rootMembers.map(\.key))
        let policyNode: JSONNode
        let policyPath: String
        if keys.contains("UserPool") {
            // boto3's describe_user_pool answer, saved as JSON, carries its ResponseMetadata beside.
            try allowOnly(["UserPool", "CredKit", "ResponseMetadata"], in: root, field: "")
            let userPool = root["UserPool"]!
            _ = try object(userPool, field: "UserPool")
            guard let policies = userPool["Policies"] else { throw noPasswordPolicy(root) }
            try allowOnly(["PasswordPolicy", "SignInPolicy"], in: policies, field: "UserPool.Policies")
            guard let node = policies["PasswordPolicy"] else { throw noPasswordPolicy(policies) }
            (policyNode, policyPath) = (node, "UserPool.Policies.PasswordPolicy.")
        } else if keys.contains("Policies") {
            try allowOnly(["Policies", "CredKit"], in: root, field: "")
            let policies = root["Policies"]!
            try allowOnly(["PasswordPolicy", "SignInPolicy"], in: policies, field: "Policies")
            guard let node = policies["PasswordPolicy"] else { throw noPasswordPolicy(policies) }
            (policyNode, policyPath) = (node, "Policies.PasswordPolicy.")
        } else if keys.contains("PasswordPolicy") {
            try allowOnly(["PasswordPolicy", "CredKit"], in: root, field: "")
            (policyNode, policyPath) = (root["PasswordPolicy"]!, "PasswordPolicy.")
        } else {
            try allowOnly(PasswordPolicy.cognitoFields + ["CredKit"], in: root, field: "")
            if rootMembers.isEmpty { throw noPasswordPolicy(root) }
            (policyNode, policyPath) = (root, "")
        }
        if policyPath.isEmpty == false {
            try allowOnly(PasswordPolicy.cognitoFields, in: policyNode, field: String(policyPath.dropLast()))
        }

        var policy = PasswordPolicy(
            minimumLength: 8, requireUppercase: false, requireLowercase: false, requireNumbers: false,
            requireSymbols: false, temporaryPasswordValidityDays: 7, passwordHistorySize: 0)
        if let node = policyNode["MinimumLength"] {
            policy.minimumLength = try integer(
                node, field: policyPath + "MinimumLength", range: PasswordPolicy.minimumLengthRange)
        }
        if let node = policyNode["RequireUppercase"] {
            policy.requireUppercase = try bool(node, field: policyPath + "RequireUppercase")
        }
        if let node = policyNode["RequireLowercase"] {
            policy.requireLowercase = try bool(node, field: policyPath + "RequireLowercase")
        }
        if let node = policyNode["RequireNumbers"] {
            policy.requireNumbers = try bool(node, field: policyPath + "RequireNumbers")
        }
        if let node = policyNode["RequireSymbols"] {
            policy.requireSymbols = try bool(node, field: policyPath + "RequireSymbols")
        }
        if let node = policyNode["TemporaryPasswordValidityDays"] {
            policy.temporaryPasswordValidityDays = try integer(
                node, field: policyPath + "TemporaryPasswordValidityDays",
                range: PasswordPolicy.temporaryPasswordValidityDaysRange)
        }
        if let node = policyNode["PasswordHistorySize"] {
            policy.passwordHistorySize = try integer(
                node, field: policyPath + "PasswordHistorySize", range: PasswordPolicy.passwordHistorySizeRange)
        }
        if let node = root["CredKit"] {
            try decodeExtensions(node, into: &policy)
        }
        return policy
    }

    private func decodeExtensions(_ node: JSONNode, into policy: inout PasswordPolicy) throws(PolicyError) {
        try allowOnly(PasswordPolicy.extensionFields, in: node, field: "CredKit")
        var info = PolicyInfo()
        if let value = node["Name"] { info.name = try string(value, field: "CredKit.Name") }
        if let value = node["Description"] {
            if case .object = value.kind {
                try allowOnly(Language.allCases.map(\.rawValue), in: value, field: "CredKit.Description")
                for language in Language.allCases {
                    if let text = value[language.rawValue] {
                        info.descriptions[language] = try string(text, field: "CredKit.Description.\(language.rawValue)")
                    }
                }
            } else {
                let text = try string(value, field: "CredKit.Description")
                for language in Language.allCases { info.descriptions[language] = text }
            }
        }
        if let value = node["Source"] { info.source = try string(value, field: "CredKit.Source") }
        policy.info = info

        var extraRules = ExtraRules()
        if let value = node["MaximumLength"] {
            extraRules.maximumLength = try integer(
                value, field: "CredKit.MaximumLength", range: 1...PasswordPolicy.cognitoMaximumLength)
        }
        if let value = node["Blocklist"] {
            extraRules.blocklist = try blocklist(value, field: "CredKit.Blocklist")
        }
        if let value = node["Breached"] {
            extraRules.breached = try breached(value, field: "CredKit.Breached")
        }
        if let value = node["RejectUserContext"] {
            extraRules.userContext = try userContext(value, field: "CredKit.RejectUserContext")
        }
        if let value = node["MinimumStrength"] {
            let field = "CredKit.MinimumStrength"
            try allowOnly(["Bars", "Model"], in: value, field: field)
            guard let bars = value["Bars"] else { throw missing("\(field).Bars", at: value) }
            guard let model = value["Model"] else { throw missing("\(field).Model", at: value) }
            extraRules.minimumStrength = StrengthRequirement(
                bars: try integer(bars, field: "\(field).Bars", range: 1...StrengthMeter.barCount),
                model: try choice(model, field: "\(field).Model", StrengthModel.self))
        }
        if let value = node["Strength"] {
            extraRules.strengthWords = try strengthWords(value, field: "CredKit.Strength")
        }
        if let value = node["ForbiddenPatterns"] {
            extraRules.forbiddenPatterns = try patterns(value, field: "CredKit.ForbiddenPatterns")
        }
        if let value = node["RequiredPatterns"] {
            extraRules.requiredPatterns = try patterns(value, field: "CredKit.RequiredPatterns")
        }
        if let value = node["Normalization"] {
            let text = try string(value, field: "CredKit.Normalization")
            switch text {
            case "NFKC": extraRules.normalizesToNFKC = true
            case "none": extraRules.normalizesToNFKC = false
            default:
                throw PolicyError(
                    .invalidValue, key: .errorPolicyInvalidChoice, arguments: ["value": text, "allowed": "\"NFKC\", \"none\""],
                    field: "CredKit.Normalization", line: value.line, column: value.column)
            }
        }
        if let value = node["Platform"] {
            let text = try string(value, field: "CredKit.Platform")
            guard let platform = PolicyPlatform(rawValue: text) else {
                throw PolicyError(
                    .invalidValue, key: .errorPolicyInvalidChoice,
                    arguments: [
                        "value": text, "allowed": PolicyPlatform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                    ], field: "CredKit.Platform", line: value.line, column: value.column)
            }
            policy.platform = platform
        }
        policy.extraRules = extraRules
    }

    private func blocklist(_ node: JSONNode, field: String) throws(PolicyError) -> BlocklistRule? {
        if case .bool(let enabled) = node.kind { return enabled ? BlocklistRule() : nil }
        guard case .object = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeBoolean), orObject: true)
        }
        try allowOnly(["Bundled", "Words"], in: node, field: field)
        var rule = BlocklistRule()
        if let value = node["Bundled"] { rule.usesBundledList = try bool(value, field: "\(field).Bundled") }
        if let value = node["Words"] { rule.additionalWords = try strings(value, field: "\(field).Words") }
        return rule
    }

    private func breached(_ node: JSONNode, field: String) throws(PolicyError) -> BreachedRule {
        try allowOnly(["Index", "Online", "URL", "MinimumCount", "FailOpen"], in: node, field: field)
        let source: BreachedRule.Source
        switch (node["Index"], node["Online"]) {
        case (let index?, nil) where node["URL"] == nil:
            var path = try string(index, field: "\(field).Index")
            // A relative path is relative to the policy file, so the two can travel together.
            if !path.hasPrefix("/"), let file, let slash = file.lastIndex(of: "/") {
                path = String(file[...slash]) + path
            }
            source = .index(path: path)
        case (nil, let online?):
            guard try bool(online, field: "\(field).Online") else {
                throw PolicyError(
                    .invalidValue, key: .errorPolicyBreachedSource, field: "\(field).Online", line: online.line,
                    column: online.column)
            }
            // A mirror of the range API (a company's own copy) instead of Have I Been Pwned's.
            source = .online(
                baseURL: try node["URL"].map { value throws(PolicyError) in try string(value, field: "\(field).URL") })
        default:
            throw PolicyError(.invalidValue, key: .errorPolicyBreachedSource, field: field, line: node.line, column: node.column)
        }
        var rule = BreachedRule(source: source)
        if let value = node["MinimumCount"] {
            rule.minimumCount = try integer(value, field: "\(field).MinimumCount", range: BreachedRule.minimumCountRange)
        }
        if let value = node["FailOpen"] { rule.failsOpen = try bool(value, field: "\(field).FailOpen") }
        return rule
    }

    private func strengthWords(_ node: JSONNode, field: String) throws(PolicyError) -> StrengthWordsRule {
        guard case .object = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeObject))
        }
        try allowOnly(["Words", "WordsFile", "Languages"], in: node, field: field)
        var rule = StrengthWordsRule()
        if let value = node["Words"] {
            rule.words = try strings(value, field: "\(field).Words")
            do {
                _ = try ExtraWords(rule.words, source: "\(field).Words")
            } catch {
                throw PolicyError(strengthWords: error, field: "\(field).Words", line: value.line, column: value.column)
            }
        }
        if let value = node["WordsFile"] {
            var path = try string(value, field: "\(field).WordsFile")
            // A relative path is relative to the policy file, so the two can travel together.
            if !path.hasPrefix("/"), let file, let slash = file.lastIndex(of: "/") {
                path = String(file[...slash]) + path
            }
            rule.file = path
        }
        if let value = node["Languages"] { rule.languages = try strengthLanguages(value, field: "\(field).Languages") }
        return rule
    }

    /// `"all"`, or a non-empty array of language tags.
    private func strengthLanguages(_ node: JSONNode, field: String) throws(PolicyError) -> Set<StrengthLanguage> {
        let allowed = StrengthLanguage.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + ", \"all\""
        if case .string(let text) = node.kind {
            guard text.lowercased() == "all" else {
                throw PolicyError(
                    .invalidValue, key: .errorPolicyInvalidChoice, arguments: ["value": text, "allowed": allowed],
                    field: field, line: node.line, column: node.column)
            }
            return Set(StrengthLanguage.allCases)
        }
        guard case .array(let elements) = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeArray))
        }
        guard !elements.isEmpty else {
            throw PolicyError(
                .invalidValue, key: .errorPolicyInvalidChoice, arguments: ["value": "[]", "allowed": allowed], field: field,
                line: node.line, column: node.column)
        }
        var languages = Set<StrengthLanguage>()
        for (index, element) in elements.enumerated() {
            let tag = try string(element, field: "\(field)[\(index)]")
            guard let language = try? StrengthLanguage(tag: tag) else {
                throw PolicyError(
                    .invalidValue, key: .errorPolicyInvalidChoice, arguments: ["value": tag, "allowed": allowed],
                    field: "\(field)[\(index)]", line: element.line, column: element.column)
            }
            languages.insert(language)
        }
        return languages
    }

    private func userContext(_ node: JSONNode, field: String) throws(PolicyError) -> UserContextRule? {
        if case .bool(let enabled) = node.kind { return enabled ? UserContextRule() : nil }
        guard case .object = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeBoolean), orObject: true)
        }
        try allowOnly(["MinimumTokenLength"], in: node, field: field)
        var rule = UserContextRule()
        if let value = node["MinimumTokenLength"] {
            rule.minimumTokenLength = try integer(
                value, field: "\(field).MinimumTokenLength", range: UserContextRule.minimumTokenLengthRange)
        }
        return rule
    }

    private func patterns(_ node: JSONNode, field: String) throws(PolicyError) -> [PatternRule] {
        guard case .array(let elements) = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeArray))
        }
        if elements.count > ExtraRules.maximumPatternCount {
            throw PolicyError(
                .tooManyPatterns, key: .errorPolicyTooManyPatterns,
                arguments: ["max": String(ExtraRules.maximumPatternCount)], field: field,
                line: node.line, column: node.column)
        }
        var rules: [PatternRule] = []
        for (index, element) in elements.enumerated() {
            let path = "\(field)[\(index)]"
            try allowOnly(["Pattern", "Message"], in: element, field: path)
            guard let patternNode = element["Pattern"] else { throw missing("\(path).Pattern", at: element) }
            guard let messageNode = element["Message"] else { throw missing("\(path).Message", at: element) }
            let pattern = try string(patternNode, field: "\(path).Pattern")
            try allowOnly(Language.allCases.map(\.rawValue), in: messageNode, field: "\(path).Message")
            var messages: [Language: String] = [:]
            for language in Language.allCases {
                guard let text = messageNode[language.rawValue] else {
                    throw missing("\(path).Message.\(language.rawValue)", at: messageNode)
                }
                messages[language] = try string(text, field: "\(path).Message.\(language.rawValue)")
            }
            do {
                _ = try RegexPattern(pattern)
            } catch {
                throw PolicyError(
                    pattern: pattern, error, field: "\(path).Pattern", line: patternNode.line, column: patternNode.column)
            }
            rules.append(PatternRule(pattern: pattern, messages: messages))
        }
        return rules
    }

    // MARK: - Typed accessors

    private func object(_ node: JSONNode, field: String) throws(PolicyError) -> [JSONNode.Member] {
        guard let members = node.members else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeObject))
        }
        return members
    }

    private func allowOnly(_ allowed: [String], in node: JSONNode, field: String) throws(PolicyError) {
        let members = try object(node, field: field)
        for member in members where !allowed.contains(member.key) {
            let path = field.isEmpty ? member.key : "\(field).\(member.key)"
            throw PolicyError(
                .unknownField, key: .errorPolicyUnknownField, arguments: ["allowed": allowed.joined(separator: ", ")],
                field: path, line: member.keyLine, column: member.keyColumn)
        }
    }

    private func bool(_ node: JSONNode, field: String) throws(PolicyError) -> Bool {
        guard case .bool(let value) = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .allowedBoolean))
        }
        return value
    }

    private func integer(_ node: JSONNode, field: String, range: ClosedRange<Int>) throws(PolicyError) -> Int {
        guard case .number(let literal) = node.kind else {
            throw wrongType(node, field: field, expected: rangeText(range))
        }
        guard let value = Int(literal) else {
            // A fraction, an exponent, or an integer too large for Int: name the value as written.
            throw PolicyError(
                .outOfRange, key: .errorPolicyOutOfRange, arguments: ["value": literal],
                localized: ["allowed": rangeText(range)], field: field, line: node.line, column: node.column)
        }
        guard range.contains(value) else {
            throw PolicyError(
                .outOfRange, key: .errorPolicyOutOfRange, arguments: ["value": literal],
                localized: ["allowed": rangeText(range)], field: field, line: node.line, column: node.column)
        }
        return value
    }

    private func string(_ node: JSONNode, field: String) throws(PolicyError) -> String {
        guard case .string(let value) = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeString))
        }
        guard !value.isEmpty else {
            throw PolicyError(.invalidValue, key: .errorPolicyEmptyString, field: field, line: node.line, column: node.column)
        }
        return value
    }

    private func strings(_ node: JSONNode, field: String) throws(PolicyError) -> [String] {
        guard case .array(let elements) = node.kind else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeArray))
        }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            result.append(try string(element, field: "\(field)[\(index)]"))
        }
        return result
    }

    private func choice<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, field: String, _ type: T.Type
    ) throws(PolicyError) -> T where T.RawValue == String {
        let text = try string(node, field: field)
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw PolicyError(
                .invalidValue, key: .errorPolicyInvalidChoice, arguments: ["value": text, "allowed": allowed],
                field: field, line: node.line, column: node.column)
        }
        return value
    }

    private func rangeText(_ range: ClosedRange<Int>) -> LocalizedText {
        LocalizedText(key: .allowedIntegerRange, arguments: ["min": String(range.lowerBound), "max": String(range.upperBound)])
    }

    private func wrongType(
        _ node: JSONNode, field: String, expected: LocalizedText, orObject: Bool = false
    ) -> PolicyError {
        let expected = orObject ? LocalizedText(key: .allowedBooleanOrObject) : expected
        return PolicyError(
            .wrongType, key: .errorPolicyWrongType,
            localized: ["expected": expected, "found": LocalizedText(key: typeKey(node))],
            field: field.isEmpty ? "(root)" : field, line: node.line, column: node.column)
    }

    private func typeKey(_ node: JSONNode) -> PolicyTextKey {
        switch node.kind {
        case .null: .typeNull
        case .bool: .typeBoolean
        case .number: .typeNumber
        case .string: .typeString
        case .array: .typeArray
        case .object: .typeObject
        }
    }

    private func missing(_ field: String, at node: JSONNode) -> PolicyError {
        PolicyError(.missingField, key: .errorPolicyMissingField, field: field, line: node.line, column: node.column)
    }

    private func noPasswordPolicy(_ node: JSONNode) -> PolicyError {
        PolicyError(.noPasswordPolicy, key: .errorPolicyNoPasswordPolicy, line: node.line, column: node.column)
    }

    /// The node a dotted field path names, for locating errors raised after decoding.
    func node(at field: String, in root: JSONNode) -> JSONNode? {
        var candidates = [field]
        for prefix in ["UserPool.Policies.PasswordPolicy.", "Policies.PasswordPolicy.", "PasswordPolicy."] {
            candidates.append(prefix + field)
        }
        for path in candidates {
            var current: JSONNode? = root
            for component in path.split(separator: ".") {
                current = current?[String(component)]
            }
            if let current { return current }
        }
        return nil
    }
}
