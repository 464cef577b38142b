// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// Firebase Authentication / Identity Platform `passwordPolicyConfig`, as the REST API's project
/// or tenant configuration returns it (`passwordPolicyVersions[].customStrengthOptions`) or as the
/// Admin SDK takes it (`constraints`). Other members of the configuration are ignored.
struct FirebaseImporter {
    /// The characters Firebase accepts as non-alphanumeric (Identity Platform documentation,
    /// "Enable, disable, and use password policies"): Cognito's symbols without `=`, `+`, `-`
    /// and the inner space.
    static let symbols = #"^$*.[]{}()?"!@#%&/\,><':;|_~`"#
    /// Firebase's `maxPasswordLength` ceiling.
    static let maximumLength = 4096

    var file: String

    func read(_ root: SourceNode) throws(PolicyError) -> ImportedPolicy {
        let reader = PolicyFieldReader(file: file) { _ in nil }
        guard let config = root["passwordPolicyConfig"] else {
            throw PolicyError(.missingField, key: .errorPolicyMissingField, file: file, field: "passwordPolicyConfig")
        }
        _ = try reader.mapping(config, field: "passwordPolicyConfig")
        var notes: [ImportNote] = []
        // The base is what Firebase enforces without a policy: 6 characters, no classes.
        var policy = PasswordPolicy.lengthOnly
        policy.platform = .firebase
        let stateNode = config["passwordPolicyEnforcementState"] ?? config["enforcementState"]
        let state = try stateNode.map { (node) throws(PolicyError) in
            try reader.string(node, field: "passwordPolicyConfig.enforcementState")
        }
        var options: SourceNode?
        var path = "passwordPolicyConfig"
        var names = (
            min: "minPasswordLength", max: "maxPasswordLength", lower: "containsLowercaseCharacter",
            upper: "containsUppercaseCharacter", number: "containsNumericCharacter",
            symbol: "containsNonAlphanumericCharacter"
        )
        if let constraints = config["constraints"] {
            options = constraints
            path += ".constraints"
            names = (
                min: "minLength", max: "maxLength", lower: "requireLowercase", upper: "requireUppercase",
                number: "requireNumeric", symbol: "requireNonAlphanumeric"
            )
        } else if let versions = config["passwordPolicyVersions"] {
            guard let list = versions.elements else {
                throw reader.wrongType(
                    versions, field: "\(path).passwordPolicyVersions", expected: LocalizedText(key: .typeArray))
            }
            // The first version is the one in force (the API keeps the newest first).
            options = list.first?["customStrengthOptions"]
            path += ".passwordPolicyVersions[0].customStrengthOptions"
        }
        if state == "OFF" || state == "PASSWORD_POLICY_ENFORCEMENT_STATE_UNSPECIFIED" {
            notes.append(
                ImportNote(
                    "firebase-not-enforced", .translated, field: "passwordPolicyConfig.enforcementState",
                    line: stateNode?.line, key: .noteFirebaseOff, ["state": state ?? ""]))
            options = nil
        }
        if let options {
            let members = try reader.mapping(options, field: path)
            let known = [names.min, names.max, names.lower, names.upper, names.number, names.symbol]
            for member in members where !known.contains(member.key) {
                throw reader.unknownField(member, path: path, allowed: known)
            }
            if let node = options[names.min] {
                policy.minimumLength = try reader.integer(node, field: "\(path).\(names.min)", range: 6...30)
            }
            if let node = options[names.max] {
                let maximum = try reader.integer(node, field: "\(path).\(names.max)", range: 6...Self.maximumLength)
                if maximum < PasswordPolicy.cognitoMaximumLength {
                    policy.extraRules.maximumLength = maximum
                } else if maximum > PasswordPolicy.cognitoMaximumLength {
                    notes.append(
                        ImportNote(
                            "firebase-maximum-over-256", .adjusted, field: "\(path).\(names.max)", line: node.line,
                            key: .noteMaximumOverCognito, ["value": String(maximum)]))
                }
            }
            if let node = options[names.lower] {
                policy.requireLowercase = try reader.bool(node, field: "\(path).\(names.lower)")
            }
            if let node = options[names.upper] {
                policy.requireUppercase = try reader.bool(node, field: "\(path).\(names.upper)")
            }
            if let node = options[names.number] {
                policy.requireNumbers = try reader.bool(node, field: "\(path).\(names.number)")
            }
            if let node = options[names.symbol], try reader.bool(node, field: "\(path).\(names.symbol)") {
                // Exactly Firebase's set, which is not Cognito's: a required pattern, not the flag.
                policy.extraRules.requiredPatterns.append(
                    PatternRule(
                        pattern: "[" + Self.symbols.map { "^[]\\".contains($0) ? "\\" + String($0) : String($0) }.joined() + "]",
                        messages: Dictionary(
                            uniqueKeysWithValues: Language.allCases.map {
                                ($0, Texts.string(.patternFirebaseSymbol, in: $0, ["symbols": Self.symbols]))
                            })))
                notes.append(
                    ImportNote(
                        "firebase-symbols", .translated, field: "\(path).\(names.symbol)", line: node.line,
                        key: .noteFirebaseSymbols))
            }
        } else if state == nil {
            notes.append(
                ImportNote(
                    "firebase-not-enforced", .translated, field: "passwordPolicyConfig", line: config.line,
                    key: .noteFirebaseOff, ["state": "-"]))
        }
        if let node = config["forceUpgradeOnSignin"] {
            notes.append(
                ImportNote(
                    "firebase-force-upgrade", .ignored, field: "passwordPolicyConfig.forceUpgradeOnSignin", line: node.line,
                    key: .noteFirebaseForceUpgrade))
        }
        policy.info = .imported(name: "firebase", format: "Firebase", resource: "passwordPolicyConfig", source: file)
        var imported = ImportedPolicy(policy: policy, format: .firebase, notes: notes)
        imported.location = config.location
        return imported
    }
}
