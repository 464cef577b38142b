// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// `aws_cognito_user_pool` → `password_policy` in Terraform's JSON: `terraform show -json` of a
/// state or a plan (`values` / `planned_values`, modules under `child_modules`), a raw
/// `terraform.tfstate` (state format 4: `resources[].instances[].attributes`), or a `.tf.json`
/// configuration (`resource.aws_cognito_user_pool.NAME.password_policy`).
struct TerraformImporter {
    static let resourceType = "aws_cognito_user_pool"

    var file: String
    /// Variable values given for `"${var.NAME}"` in a `.tf.json` configuration.
    var values = DeployTimeValues()

    /// A pool found in the file: its address and its `password_policy` (a block or a list of one).
    struct Pool {
        var address: String
        var path: String
        var node: SourceNode
        var policy: SourceNode?
        var tier: String?
        var mfa: SourceNode?

        var entry: PolicyEntry { PolicyEntry(name: address, line: node.line) }

        /// A pool whose settings are the members of `values` (a resource's `values`, an instance's
        /// `attributes`, or a configuration block).
        init(address: String, path: String, node: SourceNode, values: SourceNode?) {
            self.address = address
            self.path = path
            self.node = node
            policy = values?["password_policy"]
            tier = values?["user_pool_tier"]?.text
            mfa = values?["mfa_configuration"]
        }
    }

    /// The file's pools, whichever of the three shapes it is.
    func pools(_ root: SourceNode) -> [Pool] {
        if root["format_version"] != nil { return showPools(root) }
        if root["terraform_version"] != nil, root["resources"] != nil { return statePools(root) }
        return configurationPools(root)
    }

    func read(_ root: SourceNode, resource: String?) throws(PolicyError) -> ImportedPolicy {
        let isShow = root["format_version"] != nil
        let isState = !isShow && root["terraform_version"] != nil && root["resources"] != nil
        let pool = try choose(pools(root), resource: resource)
        // In `show -json` of a plan, a value known only after apply is null; in a configuration,
        // text with `${…}` is an interpolation; a state holds what was applied.
        var reader = PolicyFieldReader(file: file) { node in
            if isShow, case .null = node.kind { return "known only after apply" }
            if !isShow, !isState, let text = node.text, text.contains("${") { return "an interpolation: \(text)" }
            return nil
        }
        if !isShow && !isState {
            let values = self.values
            let file = self.file
            reader.substitute = { (node, field) throws(PolicyError) -> SourceNode? in
                // Exactly "${var.NAME}": the value given with --var, or how to give it.
                guard let text = node.text, text.hasPrefix("${var."), text.hasSuffix("}") else { return nil }
                let name = String(text.dropFirst(6).dropLast())
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                    return nil
                }
                guard let value = values.variables[name] else {
                    throw PolicyError(
                        .computedValue, key: .errorPolicyVariable, arguments: ["name": name], file: file, field: field,
                        line: node.line, column: node.column)
                }
                return SourceNode(kind: .scalar(value, quoted: true), tag: nil, line: node.line, column: node.column)
            }
        }
        var notes: [ImportNote] = []
        var policy: PasswordPolicy
        var block = pool.policy
        var blockPath = "\(pool.path).password_policy"
        if let list = block?.elements {
            if list.count > 1 {
                throw PolicyError(
                    .invalidValue, key: .errorPolicyInvalidChoice,
                    arguments: ["value": "\(list.count) blocks", "allowed": "one password_policy block"], file: file,
                    field: blockPath, line: block?.line, column: block?.column)
            }
            block = list.first
            blockPath += "[0]"
        }
        if let block, case .null = block.kind {
            try reader.refuseComputed(block, field: blockPath)
        }
        var locations: [String: SourceLocation] = [:]
        if let block {
            policy = .explicitBase
            locations = try reader.readSettings(
                block, path: blockPath, name: \.terraformName, into: &policy, ignoring: ["//"])
        } else {
            policy = PasswordPolicy()
            notes.append(CloudFormationImporter.defaultNote(path: blockPath, line: pool.node.line))
        }
        policy.info = .imported(name: pool.address, format: "Terraform", resource: pool.address, source: file)
        var imported = ImportedPolicy(
            policy: policy, format: .terraform, resource: pool.address, notes: notes,
            tier: pool.tier.flatMap { UserPoolTier(rawValue: $0.uppercased()) })
        imported.mfa = MFASetting.cognito(pool.mfa, field: "\(pool.path).mfa_configuration")
        imported.location = (block ?? pool.node).location
        imported.settingLocations = locations
        return imported
    }

    /// Pools of `terraform show -json`: every managed `aws_cognito_user_pool` of the root module and
    /// its child modules, in the state's `values` or the plan's `planned_values`.
    func showPools(_ root: SourceNode) -> [Pool] {
        let (top, topPath): (SourceNode?, String) =
            if let values = root["values"] { (values, "values") } else { (root["planned_values"], "planned_values") }
        var pools: [Pool] = []
        func walk(_ module: SourceNode, path: String) {
            for (index, resource) in (module["resources"]?.elements ?? []).enumerated() {
                guard resource["type"]?.text == Self.resourceType, resource["mode"]?.text ?? "managed" == "managed" else {
                    continue
                }
                let address = resource["address"]?.text ?? "\(Self.resourceType).\(resource["name"]?.text ?? "?")"
                pools.append(
                    Pool(
                        address: address, path: "\(path).resources[\(index)].values", node: resource,
                        values: resource["values"]))
            }
            for (index, child) in (module["child_modules"]?.elements ?? []).enumerated() {
                walk(child, path: "\(path).child_modules[\(index)]")
            }
        }
        if let module = top?["root_module"] { walk(module, path: "\(topPath).root_module") }
        return pools
    }

    /// Pools of a raw state file (format 4): each instance of each managed `aws_cognito_user_pool`,
    /// addressed as Terraform does (`module.auth.aws_cognito_user_pool.main[0]`).
    func statePools(_ root: SourceNode) -> [Pool] {
        var pools: [Pool] = []
        for (index, resource) in (root["resources"]?.elements ?? []).enumerated() {
            guard resource["type"]?.text == Self.resourceType, resource["mode"]?.text ?? "managed" == "managed" else {
                continue
            }
            let module = resource["module"]?.text.map { "\($0)." } ?? ""
            let base = "\(module)\(Self.resourceType).\(resource["name"]?.text ?? "?")"
            for (number, instance) in (resource["instances"]?.elements ?? []).enumerated() {
                var address = base
                if let key = instance["index_key"], case .scalar(let text, let quoted) = key.kind {
                    address += quoted ? "[\"\(text)\"]" : "[\(text)]"
                }
                pools.append(
                    Pool(
                        address: address, path: "resources[\(index)].instances[\(number)].attributes", node: instance,
                        values: instance["attributes"]))
            }
        }
        return pools
    }

    /// Pools of a `.tf.json` configuration: `resource` is an object of types, or a list of them.
    func configurationPools(_ root: SourceNode) -> [Pool] {
        var pools: [Pool] = []
        func collect(_ resources: SourceNode, path: String) {
            guard let byType = resources[Self.resourceType], let members = byType.members else { return }
            for member in members where member.key != "//" {
                pools.append(
                    Pool(
                        address: "\(Self.resourceType).\(member.key)", path: "\(path).\(Self.resourceType).\(member.key)",
                        node: member.value, values: member.value.elements?.first ?? member.value))
            }
        }
        if let resource = root["resource"] {
            if let list = resource.elements {
                for (index, element) in list.enumerated() { collect(element, path: "resource[\(index)]") }
            } else {
                collect(resource, path: "resource")
            }
        }
        return pools
    }

    func choose(_ pools: [Pool], resource: String?) throws(PolicyError) -> Pool {
        try UserPoolChoice.choose(
            pools, resource: resource, none: UserPoolChoice.noUserPool(type: Self.resourceType, file: file), file: file,
            entry: \.entry, matches: { Self.address($0.address, matches: $1) })
    }

    /// A pool's address matches `--resource` whole, by its last parts (`main`, `pool["staff"]`), or
    /// by a `for_each` key or `count` index alone (`staff`, `0`).
    static func address(_ address: String, matches resource: String) -> Bool {
        address == resource || address.hasSuffix(".\(resource)") || address.hasSuffix("[\"\(resource)\"]")
            || address.hasSuffix("[\(resource)]")
    }
}
