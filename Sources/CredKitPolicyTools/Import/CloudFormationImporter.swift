// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy
import _CredKitCore

/// `AWS::Cognito::UserPool` → `Properties.Policies.PasswordPolicy` of a CloudFormation template
/// (JSON or YAML; the CDK synthesises the same).
struct CloudFormationImporter {
    static let resourceType = "AWS::Cognito::UserPool"

    var file: String

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

    func read(_ root: SourceNode, resource: String?) throws(PolicyError) -> ImportedPolicy {
        let reader = PolicyFieldReader(file: file, computed: Self.intrinsic)
        guard let resources = root["Resources"], let members = resources.members else {
            throw PolicyError(.noUserPool, key: .errorPolicyNoUserPool, arguments: ["type": Self.resourceType], file: file)
        }
        let pools = members.filter { $0.value["Type"]?.text == Self.resourceType }
        let pool = try choose(pools, resource: resource)
        let path = "Resources.\(pool.key)"
        var notes: [ImportNote] = []
        var policy: PasswordPolicy
        let properties = pool.value["Properties"]
        if let properties { _ = try reader.mapping(properties, field: "\(path).Properties") }
        if let policies = properties?["Policies"] {
            let policiesPath = "\(path).Properties.Policies"
            for member in try reader.mapping(policies, field: policiesPath)
            where member.key != "PasswordPolicy" && member.key != "SignInPolicy" {
                throw reader.unknownField(member, path: policiesPath, allowed: ["PasswordPolicy", "SignInPolicy"])
            }
            if let node = policies["PasswordPolicy"] {
                policy = .explicitBase
                try reader.readSettings(node, path: "\(policiesPath).PasswordPolicy", name: \.cognitoName, into: &policy)
            } else {
                policy = PasswordPolicy()
                notes.append(Self.defaultNote(path: policiesPath, line: policies.line))
            }
        } else {
            policy = PasswordPolicy()
            notes.append(Self.defaultNote(path: "\(path).Properties", line: (properties ?? pool.value).line))
        }
        let cdkPath = pool.value["Metadata"]?["aws:cdk:path"]?.text
        policy.info = .imported(
            name: pool.key, format: "CloudFormation", resource: pool.key, source: cdkPath.map { "\(file) (\($0))" } ?? file)
        let tier = properties?["UserPoolTier"]?.text.flatMap { UserPoolTier(rawValue: $0.uppercased()) }
        return ImportedPolicy(policy: policy, format: .cloudformation, resource: pool.key, notes: notes, tier: tier)
    }

    /// The pool `resource` names (its logical ID, or its CDK construct path), or the only one.
    func choose(_ pools: [SourceNode.Member], resource: String?) throws(PolicyError) -> SourceNode.Member {
        try UserPoolChoice.choose(pools, resource: resource, type: Self.resourceType, file: file, name: \.key) {
            pool, resource in
            if pool.key == resource { return true }
            guard let cdkPath = pool.value["Metadata"]?["aws:cdk:path"]?.text else { return false }
            return cdkPath == resource || cdkPath == resource + "/Resource"
        }
    }

    static func defaultNote(path: String, line: Int) -> ImportNote {
        ImportNote("cognito-default-policy", .translated, field: path, line: line, key: .noteCognitoDefault)
    }
}
