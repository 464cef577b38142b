// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// An Auth0 database connection's password settings: the `passwordPolicy` level,
/// `password_complexity_options.min_length`, `password_history`, `password_no_personal_info` and
/// `password_dictionary`, from the connection object (`options`) or the options alone.
struct Auth0Importer {
    /// Auth0's strength levels (password-sheriff's presets).
    enum Level: String, CaseIterable {
        case none, low, fair, good, excellent

        /// The level's minimum length.
        var minimumLength: Int {
            switch self {
            case .none: 1
            case .low: 6
            case .fair, .good: 8
            case .excellent: 10
            }
        }
    }

    var file: String

    /// The connections a document holds: a deploy-cli tenant's `databases` (YAML or JSON), or the
    /// document itself (one connection, or its options).
    func databases(_ root: SourceNode) -> [SourceNode]? {
        if let list = root["databases"] { return list.elements ?? [] }
        if root["tenant"] != nil || root["clients"] != nil || root["connections"] != nil { return [] }
        return nil
    }

    func entry(_ database: SourceNode) -> PolicyEntry {
        PolicyEntry(name: database["name"]?.text ?? "auth0", line: database.line)
    }

    func read(_ root: SourceNode, resource: String?) throws(PolicyError) -> ImportedPolicy {
        guard let databases = databases(root) else { return try read(connection: root) }
        let none = PolicyError(
            .noUserPool, key: .errorPolicyNoEntry,
            localized: [
                "thing": EntryKind.database.singular, "looked": LocalizedText(PolicyToolsTextKey.lookedForAuth0Database),
            ], file: file)
        let index = try UserPoolChoice.choose(
            Array(databases.indices), resource: resource, kind: .database, none: none, file: file,
            entry: { entry(databases[$0]) }, matches: { databases[$0]["name"]?.text == $1 })
        var imported = try read(connection: databases[index], prefix: "databases[\(index)].")
        imported.mfa = Self.mfa(root)
        return imported
    }

    /// A deploy-cli tenant asks every user for a second factor when its Guardian policy is
    /// `all-applications` and a factor is enabled; with factors enabled and no policy, users may add one.
    static func mfa(_ tenant: SourceNode) -> MFASetting? {
        let policies = tenant["guardianPolicies"]?["policies"]
        let factors = tenant["guardianFactors"]?.elements
        guard policies != nil || factors != nil else { return nil }
        let enabled = (factors ?? []).contains { $0["enabled"]?.text == "true" }
        if enabled, let list = policies?.elements, list.contains(where: { $0.text == "all-applications" }) {
            return MFASetting(mode: .required, field: "guardianPolicies.policies", location: policies?.location)
        }
        return MFASetting(
            mode: enabled ? .optional : .off, field: enabled ? "guardianFactors" : "guardianPolicies",
            location: (policies ?? tenant["guardianFactors"])?.location)
    }

    private func read(connection root: SourceNode, prefix: String = "") throws(PolicyError) -> ImportedPolicy {
        let reader = PolicyFieldReader(file: file) { _ in nil }
        let (options, path): (SourceNode, String) =
            if let options = root["options"] { (options, prefix + "options.") } else { (root, prefix) }
        _ = try reader.mapping(options, field: path.isEmpty ? "(root)" : String(path.dropLast()))
        var notes: [ImportNote] = []
        var policy = PasswordPolicy.lengthOnly
        policy.platform = .auth0
        var level = Level.none
        let levelNode = options["passwordPolicy"]
        if let levelNode, case .null = levelNode.kind {
        } else if let levelNode {
            let text = try reader.string(levelNode, field: path + "passwordPolicy")
            guard let parsed = Level(rawValue: text) else {
                throw PolicyError(
                    .invalidValue, key: .errorPolicyInvalidChoice,
                    arguments: ["value": text, "allowed": Level.allCases.map(\.rawValue).joined(separator: ", ")],
                    file: file, field: path + "passwordPolicy", line: levelNode.line, column: levelNode.column)
            }
            level = parsed
        }
        var minimum = level.minimumLength
        var minimumField = path + "passwordPolicy"
        var minimumLine = levelNode?.line
        if let complexity = options["password_complexity_options"] {
            let complexityPath = path + "password_complexity_options"
            for member in try reader.mapping(complexity, field: complexityPath) where member.key != "min_length" {
                throw reader.unknownField(member, path: complexityPath, allowed: ["min_length"])
            }
            if let node = complexity["min_length"] {
                minimum = try reader.integer(node, field: complexityPath + ".min_length", range: 1...128)
                minimumField = complexityPath + ".min_length"
                minimumLine = node.line
            }
        }
        policy.minimumLength = min(
            max(minimum, PasswordPolicy.minimumLengthRange.lowerBound), PasswordPolicy.minimumLengthRange.upperBound)
        if policy.minimumLength != minimum {
            notes.append(
                ImportNote(
                    "auth0-minimum-adjusted", .adjusted, field: minimumField, line: minimumLine, key: .noteMinimumAdjusted,
                    ["value": String(minimum), "adjusted": String(policy.minimumLength)]))
        }
        switch level {
        case .none, .low: break
        case .fair:
            policy.requireLowercase = true
            policy.requireUppercase = true
            policy.requireNumbers = true
        case .good, .excellent:
            policy.extraRules.requiredPatterns.append(ClassPatterns.threeOfFour(special: .symbolOrSpace))
            notes.append(
                ImportNote(
                    "auth0-three-of-four", .translated, field: path + "passwordPolicy", line: levelNode?.line,
                    key: .noteAuth0ThreeOfFour, ["level": level.rawValue]))
            if level == .excellent {
                policy.extraRules.forbiddenPatterns.append(ClassPatterns.noTripleRepeat)
                notes.append(
                    ImportNote(
                        "auth0-identical-characters", .translated, field: path + "passwordPolicy", line: levelNode?.line,
                        key: .noteAuth0Identical))
            }
        }
        if let history = options["password_history"] {
            let historyPath = path + "password_history"
            for member in try reader.mapping(history, field: historyPath) where member.key != "enable" && member.key != "size" {
                throw reader.unknownField(member, path: historyPath, allowed: ["enable", "size"])
            }
            if let enable = history["enable"], try reader.bool(enable, field: historyPath + ".enable") {
                let size = try history["size"].map { (node) throws(PolicyError) in
                    try reader.integer(node, field: historyPath + ".size", range: 1...24)
                }
                policy.passwordHistorySize = size ?? 5
            }
        }
        if let personal = options["password_no_personal_info"] {
            let personalPath = path + "password_no_personal_info"
            for member in try reader.mapping(personal, field: personalPath) where member.key != "enable" {
                throw reader.unknownField(member, path: personalPath, allowed: ["enable"])
            }
            if let enable = personal["enable"], try reader.bool(enable, field: personalPath + ".enable") {
                policy.extraRules.userContext = UserContextRule()
                notes.append(
                    ImportNote(
                        "auth0-personal-info", .approximated, field: personalPath, line: personal.line,
                        key: .noteAuth0PersonalInfo))
            }
        }
        if let dictionary = options["password_dictionary"] {
            let dictionaryPath = path + "password_dictionary"
            for member in try reader.mapping(dictionary, field: dictionaryPath)
            where member.key != "enable" && member.key != "dictionary" {
                throw reader.unknownField(member, path: dictionaryPath, allowed: ["enable", "dictionary"])
            }
            if let enable = dictionary["enable"], try reader.bool(enable, field: dictionaryPath + ".enable") {
                var words: [String] = []
                if let list = dictionary["dictionary"] {
                    guard let elements = list.elements else {
                        throw reader.wrongType(
                            list, field: dictionaryPath + ".dictionary", expected: LocalizedText(key: .typeArray))
                    }
                    for (index, element) in elements.enumerated() {
                        words.append(try reader.string(element, field: "\(dictionaryPath).dictionary[\(index)]"))
                    }
                }
                policy.extraRules.blocklist = BlocklistRule(usesBundledList: true, additionalWords: words)
                notes.append(
                    ImportNote(
                        "auth0-dictionary", .approximated, field: dictionaryPath, line: dictionary.line,
                        key: .noteAuth0Dictionary))
            }
        }
        let name = root["name"]?.text ?? "auth0"
        policy.info = .imported(name: name, format: "Auth0", resource: name, source: file)
        var imported = ImportedPolicy(policy: policy, format: .auth0, resource: root["name"]?.text, notes: notes)
        imported.location = (levelNode ?? options).location
        return imported
    }
}
