// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// `AWS::Cognito::UserPool` → `Properties.Policies.PasswordPolicy` of a CloudFormation template
/// (JSON or YAML; SAM and the CDK write the same), or of the templates a Serverless Framework file
/// holds under `resources`.
struct CloudFormationImporter {
    static let resourceType = "AWS::Cognito::UserPool"

    var file: String
    /// The format the file was read as: `.cloudformation` or `.serverless`.
    var format: PolicyFormat = .cloudformation
    /// Parameter values given for `!Ref`.
    var values = DeployTimeValues()

    /// A template inside the file: its `Resources` and the path to them.
    struct Template {
        var resources: SourceNode
        var path: String
    }

    /// A pool found in the file.
    struct Pool {
        var member: SourceNode.Member
        var path: String

        var cdkPath: String? { member.value["Metadata"]?["aws:cdk:path"]?.text }
        var entry: PolicyEntry { PolicyEntry(name: member.key, line: member.line, alias: cdkPath) }
    }

    /// How a value is computed: a YAML short form (`!Ref`, `!Sub` …) or a one-member mapping whose
    /// key is `Ref` or `Fn::…` (the long form, JSON's only form).
    static func intrinsic(_ node: SourceNode) -> String? {
        if let tag = node.tag { return tag }
        if let members = node.members, members.count == 1,
            members[0].key == "Ref" || members[0].key.hasPrefix("Fn::") || members[0].key == "Condition"
        {
            return members[0].key
        }
        return nil
    }

    /// A Serverless Framework variable (`${self:custom.x}`, `${opt:stage}`, `${ssm:…}`), resolved
    /// when the service is packaged, or a CloudFormation intrinsic.
    static func serverlessComputed(_ node: SourceNode) -> String? {
        if let how = intrinsic(node) { return how }
        if let text = node.text, text.contains("${") { return "a Serverless variable: \(text)" }
        return nil
    }

    /// The templates a document holds: itself (CloudFormation), or the Serverless file's
    /// `resources` (a template, or a list of them; `${file(…)}` references are listed in `references`).
    func templates(_ root: SourceNode) -> (templates: [Template], references: [SourceNode]) {
        guard format == .serverless else {
            guard let resources = root["Resources"] else { return ([], []) }
            return ([Template(resources: resources, path: "Resources")], [])
        }
        guard let resources = root["resources"] else { return ([], []) }
        var templates: [Template] = []
        var references: [SourceNode] = []
        func add(_ node: SourceNode, path: String) {
            if let inner = node["Resources"] {
                templates.append(Template(resources: inner, path: "\(path).Resources"))
            } else if let text = node.text, text.contains("${file(") {
                references.append(node)
            }
        }
        if let list = resources.elements {
            for (index, element) in list.enumerated() { add(element, path: "resources[\(index)]") }
        } else {
            add(resources, path: "resources")
        }
        return (templates, references)
    }

    /// Every user pool of the file, in file order.
    func pools(_ root: SourceNode) -> [Pool] {
        templates(root).templates.flatMap { template in
            (template.resources.members ?? []).filter { $0.value["Type"]?.text == Self.resourceType }.map {
                Pool(member: $0, path: "\(template.path).\($0.key)")
            }
        }
    }

    func read(_ root: SourceNode, resource: String?) throws(PolicyError) -> ImportedPolicy {
        let computed: (SourceNode) -> String?
        if format == .serverless { computed = Self.serverlessComputed } else { computed = Self.intrinsic }
        var reader = PolicyFieldReader(file: file, computed: computed)
        let parameters = root["Parameters"]
        let values = self.values
        let file = self.file
        reader.substitute = { (node, field) throws(PolicyError) -> SourceNode? in
            guard let name = Self.referencedParameter(node) else { return nil }
            // A pseudo parameter (AWS::Region …) is never a policy value: left to `computed`.
            guard !name.hasPrefix("AWS::") else { return nil }
            var value = values.parameters[name]
            if value == nil, values.usesParameterDefaults, let defaultValue = parameters?[name]?["Default"]?.text {
                value = defaultValue
            }
            guard let value else {
                let hasDefault = parameters?[name]?["Default"] != nil
                throw PolicyError(
                    .computedValue, key: hasDefault ? .errorPolicyParameterWithDefault : .errorPolicyParameter,
                    arguments: ["name": name], file: file, field: field, line: node.line, column: node.column)
            }
            return SourceNode(kind: .scalar(value, quoted: true), tag: nil, line: node.line, column: node.column)
        }
        let found = templates(root)
        if format == .cloudformation, root["Resources"]?.members == nil {
            throw UserPoolChoice.noUserPool(type: Self.resourceType, file: file)
        }
        let pool = try choose(pools(root), resource: resource, references: found.references)
        let path = pool.path
        var notes: [ImportNote] = []
        var policy: PasswordPolicy
        var location = pool.member.value.location
        var settingLocations: [String: SourceLocation] = [:]
        let properties = pool.member.value["Properties"]
        if let properties { _ = try reader.mapping(properties, field: "\(path).Properties") }
        if let policies = properties?["Policies"] {
            let policiesPath = "\(path).Properties.Policies"
            for member in try reader.mapping(policies, field: policiesPath)
            where member.key != "PasswordPolicy" && member.key != "SignInPolicy" {
                throw reader.unknownField(member, path: policiesPath, allowed: ["PasswordPolicy", "SignInPolicy"])
            }
            if let node = policies["PasswordPolicy"] {
                policy = .explicitBase
                location = node.location
                settingLocations = try reader.readSettings(
                    node, path: "\(policiesPath).PasswordPolicy", name: \.cognitoName, into: &policy)
            } else {
                policy = PasswordPolicy()
                notes.append(Self.defaultNote(path: policiesPath, line: policies.line))
            }
        } else {
            policy = PasswordPolicy()
            notes.append(Self.defaultNote(path: "\(path).Properties", line: (properties ?? pool.member.value).line))
        }
        for reference in found.references {
            notes.append(
                ImportNote(
                    "serverless-file-reference", .ignored, field: "resources", line: reference.line,
                    key: .noteServerlessFileReference, ["reference": reference.text ?? ""]))
        }
        let name = pool.member.key
        let label = format == .serverless ? "Serverless Framework" : "CloudFormation"
        policy.info = .imported(
            name: name, format: label, resource: name, source: pool.cdkPath.map { "\(file) (\($0))" } ?? file)
        let tier = properties?["UserPoolTier"]?.text.flatMap { UserPoolTier(rawValue: $0.uppercased()) }
        var imported = ImportedPolicy(policy: policy, format: format, resource: name, notes: notes, tier: tier)
        imported.mfa = MFASetting.cognito(properties?["MfaConfiguration"], field: "\(path).Properties.MfaConfiguration")
        imported.location = location
        imported.settingLocations = settingLocations
        return imported
    }

    /// The pool `resource` names (its logical ID, or its CDK construct path), or the only one.
    func choose(_ pools: [Pool], resource: String?, references: [SourceNode] = []) throws(PolicyError) -> Pool {
        try UserPoolChoice.choose(
            pools, resource: resource, none: noPool(references: references), file: file, entry: \.entry
        ) { pool, resource in
            if pool.member.key == resource { return true }
            guard let cdkPath = pool.cdkPath else { return false }
            return cdkPath == resource || cdkPath == resource + "/Resource"
        }
    }

    /// No pool: for a Serverless file whose templates are in other files, the error names them.
    private func noPool(references: [SourceNode]) -> PolicyError {
        guard let reference = references.first, let text = reference.text else {
            return UserPoolChoice.noUserPool(type: Self.resourceType, file: file)
        }
        return PolicyError(
            .noUserPool, key: .errorPolicyNoEntry,
            localized: [
                "thing": EntryKind.userPool.singular,
                "looked": LocalizedText(PolicyToolsTextKey.noteServerlessFileReference, arguments: ["reference": text]),
            ], file: file, line: reference.line, column: reference.column)
    }

    static func defaultNote(path: String, line: Int) -> ImportNote {
        ImportNote("cognito-default-policy", .translated, field: path, line: line, key: .noteCognitoDefault)
    }
}
