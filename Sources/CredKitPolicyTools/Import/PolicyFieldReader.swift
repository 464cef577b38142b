// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// Cognito's seven `PasswordPolicyType` settings, whatever a format calls them.
enum CognitoSetting: CaseIterable {
    case minimumLength, requireUppercase, requireLowercase, requireNumbers, requireSymbols
    case temporaryPasswordValidityDays, passwordHistorySize

    /// CloudFormation's and Cognito's names.
    var cognitoName: String {
        switch self {
        case .minimumLength: "MinimumLength"
        case .requireUppercase: "RequireUppercase"
        case .requireLowercase: "RequireLowercase"
        case .requireNumbers: "RequireNumbers"
        case .requireSymbols: "RequireSymbols"
        case .temporaryPasswordValidityDays: "TemporaryPasswordValidityDays"
        case .passwordHistorySize: "PasswordHistorySize"
        }
    }

    /// Terraform's names (`aws_cognito_user_pool.password_policy`).
    var terraformName: String {
        switch self {
        case .minimumLength: "minimum_length"
        case .requireUppercase: "require_uppercase"
        case .requireLowercase: "require_lowercase"
        case .requireNumbers: "require_numbers"
        case .requireSymbols: "require_symbols"
        case .temporaryPasswordValidityDays: "temporary_password_validity_days"
        case .passwordHistorySize: "password_history_size"
        }
    }

    var range: ClosedRange<Int>? {
        switch self {
        case .minimumLength: PasswordPolicy.minimumLengthRange
        case .temporaryPasswordValidityDays: PasswordPolicy.temporaryPasswordValidityDaysRange
        case .passwordHistorySize: PasswordPolicy.passwordHistorySizeRange
        default: nil
        }
    }
}

/// Typed values out of source nodes, with errors naming the file, the field's path, line and column.
///
/// Infrastructure tools convert text to numbers and booleans (CloudFormation and Terraform both
/// take `"8"` for 8 and `"true"` for true), so a quoted integer or boolean is accepted; anything
/// computed at deploy time is refused by `computed`, which says how it is computed.
struct PolicyFieldReader {
    var file: String
    /// How a value is computed when deployed (`!Ref`, an interpolation …), or `nil` for a literal.
    var computed: (SourceNode) -> String?
    /// A value given for a deploy-time reference (`--parameter`, `--var`), or the error saying how
    /// to give it; `nil` when the node is not such a reference.
    var substitute: (SourceNode, String) throws(PolicyError) -> SourceNode? = { _, _ in nil }

    init(file: String, computed: @escaping (SourceNode) -> String?) {
        self.file = file
        self.computed = computed
    }

    /// The node, or the value given for the reference it is.
    func resolved(_ node: SourceNode, field: String) throws(PolicyError) -> SourceNode {
        try substitute(node, field) ?? node
    }

    func refuseComputed(_ node: SourceNode, field: String) throws(PolicyError) {
        if let how = computed(node) {
            throw PolicyError(
                .computedValue, key: .errorPolicyComputedValue, arguments: ["how": how], file: file, field: field,
                line: node.line, column: node.column)
        }
    }

    func mapping(_ node: SourceNode, field: String) throws(PolicyError) -> [SourceNode.Member] {
        let node = try resolved(node, field: field)
        try refuseComputed(node, field: field)
        guard let members = node.members else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeObject))
        }
        return members
    }

    func integer(_ node: SourceNode, field: String, range: ClosedRange<Int>) throws(PolicyError) -> Int {
        let node = try resolved(node, field: field)
        try refuseComputed(node, field: field)
        let allowed = LocalizedText(
            key: .allowedIntegerRange, arguments: ["min": String(range.lowerBound), "max": String(range.upperBound)])
        guard let text = node.text else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .allowedIntegerText))
        }
        guard let value = Int(text.trimmingASCIISpaces), range.contains(value) else {
            throw PolicyError(
                .outOfRange, key: .errorPolicyOutOfRange, arguments: ["value": text], localized: ["allowed": allowed],
                file: file, field: field, line: node.line, column: node.column)
        }
        return value
    }

    func bool(_ node: SourceNode, field: String) throws(PolicyError) -> Bool {
        let node = try resolved(node, field: field)
        try refuseComputed(node, field: field)
        switch node.text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        case .some(let text):
            throw PolicyError(
                .invalidValue, key: .errorPolicyInvalidChoice,
                arguments: ["value": text, "allowed": "true, false"], file: file, field: field, line: node.line,
                column: node.column)
        case nil:
            throw wrongType(node, field: field, expected: LocalizedText(key: .allowedBooleanText))
        }
    }

    func string(_ node: SourceNode, field: String) throws(PolicyError) -> String {
        let node = try resolved(node, field: field)
        try refuseComputed(node, field: field)
        guard let text = node.text else {
            throw wrongType(node, field: field, expected: LocalizedText(key: .typeString))
        }
        return text
    }

    func wrongType(_ node: SourceNode, field: String, expected: LocalizedText) -> PolicyError {
        let found: PolicyTextKey =
            switch node.kind {
            case .null: .typeNull
            case .scalar(_, let quoted): quoted ? .typeString : .typeNumber
            case .sequence: .typeArray
            case .mapping: .typeObject
            }
        return PolicyError(
            .wrongType, key: .errorPolicyWrongType, localized: ["expected": expected, "found": LocalizedText(key: found)],
            file: file, field: field, line: node.line, column: node.column)
    }

    func unknownField(_ member: SourceNode.Member, path: String, allowed: [String]) -> PolicyError {
        unknownField(member.key, line: member.line, column: member.column, path: path, allowed: allowed)
    }

    func unknownField(_ name: String, line: Int, column: Int, path: String, allowed: [String]) -> PolicyError {
        PolicyError(
            .unknownField, key: .errorPolicyUnknownField, arguments: ["allowed": allowed.joined(separator: ", ")],
            file: file, field: path.isEmpty ? name : "\(path).\(name)", line: line, column: column)
    }

    /// Cognito's settings from a mapping whose members `name` names, into `policy`, which holds
    /// the values of settings the mapping leaves out. Unknown members are refused.
    @discardableResult
    func readSettings(
        _ node: SourceNode, path: String, name: (CognitoSetting) -> String, into policy: inout PasswordPolicy,
        ignoring: Set<String> = []
    ) throws(PolicyError) -> [String: SourceLocation] {
        var locations: [String: SourceLocation] = [:]
        let members = try mapping(node, field: path)
        let names = CognitoSetting.allCases.map(name)
        for member in members where !ignoring.contains(member.key) {
            guard let setting = CognitoSetting.allCases.first(where: { name($0) == member.key }) else {
                throw unknownField(member, path: path, allowed: names)
            }
            let field = "\(path).\(member.key)"
            let value = member.value
            locations[setting.cognitoName] = SourceLocation(line: member.line, column: member.column)
            switch setting {
            case .minimumLength: policy.minimumLength = try integer(value, field: field, range: setting.range!)
            case .requireUppercase: policy.requireUppercase = try bool(value, field: field)
            case .requireLowercase: policy.requireLowercase = try bool(value, field: field)
            case .requireNumbers: policy.requireNumbers = try bool(value, field: field)
            case .requireSymbols: policy.requireSymbols = try bool(value, field: field)
            case .temporaryPasswordValidityDays:
                policy.temporaryPasswordValidityDays = try integer(value, field: field, range: setting.range!)
            case .passwordHistorySize: policy.passwordHistorySize = try integer(value, field: field, range: setting.range!)
            }
        }
        return locations
    }
}

extension PasswordPolicy {
    /// What an explicit Cognito password policy holds before its fields are read: the fields a
    /// `PasswordPolicy` object leaves out read as Cognito's API reads them (8, false, 7, 0).
    static var explicitBase: PasswordPolicy {
        PasswordPolicy(
            minimumLength: 8, requireUppercase: false, requireLowercase: false, requireNumbers: false,
            requireSymbols: false, temporaryPasswordValidityDays: 7, passwordHistorySize: 0)
    }
}

extension PasswordPolicy {
    /// Cognito's shortest minimum (6) and no classes: what a provider without a policy of its own
    /// (Firebase, Keycloak, Auth0) starts from.
    static var lengthOnly: PasswordPolicy {
        PasswordPolicy(
            minimumLength: PasswordPolicy.minimumLengthRange.lowerBound, requireUppercase: false,
            requireLowercase: false, requireNumbers: false, requireSymbols: false)
    }
}

extension String {
    var trimmingASCIISpaces: Substring {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
