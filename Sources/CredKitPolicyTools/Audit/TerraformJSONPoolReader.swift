// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// Terraform's JSON forms as ``PoolSettings``: `terraform show -json` of a state (`values`) or a plan
/// (`planned_values`, with `configuration` saying which pool a client refers to and `resource_changes`
/// which values are known only after apply), a raw `terraform.tfstate` (format 4), or a `.tf.json`
/// configuration. Blocks are lists of one object (or, in `.tf.json`, an object).
///
/// A client or risk configuration belongs to a pool when its `user_pool_id` is the pool's `id` (a
/// state), refers to the pool's address (a plan's configuration, or `"${aws_cognito_user_pool.NAME.id}"`
/// in `.tf.json`).
struct TerraformJSONPoolReader {
    var file: String
    var values: DeployTimeValues
    var root: SourceNode

    /// A resource of one of the three types, wherever the file's shape keeps it.
    struct Resource {
        var type: String
        /// `module.auth.aws_cognito_user_pool.main[0]`.
        var address: String
        /// The address without an instance key: what a configuration refers to.
        var base: String
        /// The resource's node (its place) and its attributes.
        var node: SourceNode
        var attributes: SourceNode?
        /// The JSON path of its attributes, for messages.
        var path: String
        /// Attributes known only after apply (a plan's `after_unknown`).
        var unknown: SourceNode?
        /// The addresses its `user_pool_id` refers to (a plan's configuration).
        var references: [String] = []
    }

    private var isShow: Bool { root["format_version"] != nil }
    private var isState: Bool { !isShow && root["terraform_version"] != nil && root["resources"] != nil }

    func pool(address: String, imported: ImportedPolicy) throws(PolicyError) -> PoolSettings {
        let all = resources()
        guard let resource = all.first(where: { $0.type == TerraformImporter.resourceType && $0.address == address })
        else {
            throw UserPoolChoice.noUserPool(type: TerraformImporter.resourceType, file: file)
        }
        var pool = PoolSettings(
            name: address, place: place(resource.node), dialect: .terraform, policy: imported.policy)
        pool.policyFormat = .terraform
        pool.policyLocation = imported.location
        pool.policyLocations = imported.settingLocations
        let attributes = resource.attributes
        pool.mfa = try value(resource, attributes, "mfa_configuration", .mfaConfiguration, into: &pool.places)
        pool.deletionProtection = try value(
            resource, attributes, "deletion_protection", .deletionProtection, into: &pool.places)
        pool.tier = try value(resource, attributes, "user_pool_tier", .tier, into: &pool.places)
        if let addOns = block(attributes, "user_pool_add_ons") {
            pool.threatProtection = try value(
                resource, addOns, "advanced_security_mode", .threatProtection, into: &pool.places)
        }
        if let config = block(attributes, "admin_create_user_config") {
            pool.adminCreateUserOnly = try value(
                resource, config, "allow_admin_create_user_only", .adminCreateUserOnly, into: &pool.places
            ).map { $0 == "true" }
        }
        if let recovery = block(attributes, "account_recovery_setting") {
            pool.places[.accountRecovery] = place(recovery, field: AuditSetting.accountRecovery.name(in: .terraform))
            let mechanisms = recovery["recovery_mechanism"].map { $0.elements ?? [$0] } ?? []
            pool.recoveryMechanisms = mechanisms.map {
                (priority: Int($0["priority"]?.text ?? "") ?? Int.max, name: $0["name"]?.text ?? "")
            }.sorted { $0.priority < $1.priority }.map(\.name)
        }
        var enabled: [String] = []
        if let totp = block(attributes, "software_token_mfa_configuration") {
            var places: [AuditSetting: PoolSettings.Place] = [:]
            if try value(resource, totp, "enabled", .enabledMFAs, into: &places) == "true" {
                enabled.append("SOFTWARE_TOKEN_MFA")
            }
            pool.places[.enabledMFAs] = places[.enabledMFAs] ?? place(totp, field: nil)
        }
        if block(attributes, "sms_configuration") != nil { enabled.append("SMS_MFA") }
        if block(attributes, "email_mfa_configuration") != nil { enabled.append("EMAIL_OTP") }
        pool.enabledMFAs = enabled
        let keys = Set([resource.base, attributes?["id"]?.text].compactMap { $0 })
        for other in all where other.type != TerraformImporter.resourceType && refers(other, to: keys) {
            let body = other.attributes
            switch other.type {
            case TerraformPoolReader.clientType:
                var client = PoolSettings.AppClient(name: other.address, place: place(other.node))
                client.hasSecret = try value(other, body, "generate_secret", .generateSecret, into: &client.places)
                    .map { $0 == "true" }
                // A state holds the secret itself: whether there is one, never what it is.
                if client.hasSecret == nil, let secret = body?["client_secret"]?.text { client.hasSecret = !secret.isEmpty }
                client.explicitAuthFlows = try list(
                    other, body, "explicit_auth_flows", .explicitAuthFlows, into: &client.places)
                client.preventUserExistenceErrors = try value(
                    other, body, "prevent_user_existence_errors", .preventUserExistenceErrors, into: &client.places)
                client.tokenRevocation = try value(
                    other, body, "enable_token_revocation", .tokenRevocation, into: &client.places
                ).map { $0 == "true" }
                if let rotation = block(body, "refresh_token_rotation") {
                    client.refreshTokenRotation = try value(
                        other, rotation, "feature", .refreshTokenRotation, into: &client.places)
                }
                client.allowedOAuthFlows = try list(
                    other, body, "allowed_oauth_flows", .allowedOAuthFlows, into: &client.places)
                client.callbackURLs = try list(other, body, "callback_urls", .callbackURLs, into: &client.places)
                client.logoutURLs = try list(other, body, "logout_urls", .logoutURLs, into: &client.places)
                pool.clients.append(client)
            case TerraformPoolReader.riskType:
                // A pool-wide configuration has no client_id; it decides unless a client's says otherwise.
                let isPoolWide = body?["client_id"].map(Self.isNull) ?? true
                guard pool.compromisedCredentialsAction == nil || isPoolWide else { continue }
                var places: [AuditSetting: PoolSettings.Place] = [:]
                var action: String?
                if let actions = block(block(body, "compromised_credentials_risk_configuration"), "actions") {
                    action = try value(other, actions, "event_action", .compromisedCredentialsAction, into: &places)
                }
                pool.compromisedCredentialsAction = action ?? "NO_ACTION"
                pool.places[.compromisedCredentialsAction] =
                    places[.compromisedCredentialsAction]
                    ?? place(other.node, field: "compromised_credentials_risk_configuration")
            default:
                break
            }
        }
        return pool
    }

    // MARK: - Resources, whichever the shape

    /// Every pool, client and risk configuration of the file.
    func resources() -> [Resource] {
        let types: Set = [TerraformImporter.resourceType, TerraformPoolReader.clientType, TerraformPoolReader.riskType]
        var found: [Resource] = []
        if isShow {
            let (top, topPath): (SourceNode?, String) =
                if let values = root["values"] { (values, "values") } else { (root["planned_values"], "planned_values") }
            var unknown: [String: SourceNode] = [:]
            for change in root["resource_changes"]?.elements ?? [] {
                if let address = change["address"]?.text, let after = change["change"]?["after_unknown"] {
                    unknown[address] = after
                }
            }
            let references = configurationReferences()
            func walk(_ module: SourceNode, path: String) {
                for (index, resource) in (module["resources"]?.elements ?? []).enumerated() {
                    guard let type = resource["type"]?.text, types.contains(type),
                        resource["mode"]?.text ?? "managed" == "managed"
                    else { continue }
                    let address = resource["address"]?.text ?? "\(type).\(resource["name"]?.text ?? "?")"
                    let base = Self.withoutKey(address)
                    found.append(
                        Resource(
                            type: type, address: address, base: base, node: resource, attributes: resource["values"],
                            path: "\(path).resources[\(index)].values", unknown: unknown[address],
                            references: references[base] ?? []))
                }
                for (index, child) in (module["child_modules"]?.elements ?? []).enumerated() {
                    walk(child, path: "\(path).child_modules[\(index)]")
                }
            }
            if let module = top?["root_module"] { walk(module, path: "\(topPath).root_module") }
        } else if isState {
            for (index, resource) in (root["resources"]?.elements ?? []).enumerated() {
                guard let type = resource["type"]?.text, types.contains(type),
                    resource["mode"]?.text ?? "managed" == "managed"
                else { continue }
                let module = resource["module"]?.text.map { "\($0)." } ?? ""
                let base = "\(module)\(type).\(resource["name"]?.text ?? "?")"
                for (number, instance) in (resource["instances"]?.elements ?? []).enumerated() {
                    var address = base
                    if let key = instance["index_key"], case .scalar(let text, let quoted) = key.kind {
                        address += quoted ? "[\"\(text)\"]" : "[\(text)]"
                    }
                    found.append(
                        Resource(
                            type: type, address: address, base: base, node: instance, attributes: instance["attributes"],
                            path: "resources[\(index)].instances[\(number)].attributes"))
                }
            }
        } else {
            func collect(_ resources: SourceNode, path: String) {
                for type in types {
                    for member in resources[type]?.members ?? [] where member.key != "//" {
                        let address = "\(type).\(member.key)"
                        found.append(
                            Resource(
                                type: type, address: address, base: address, node: member.value,
                                attributes: member.value.elements?.first ?? member.value, path: "\(path).\(address)"))
                    }
                }
            }
            if let resource = root["resource"] {
                if let list = resource.elements {
                    for (index, element) in list.enumerated() { collect(element, path: "resource[\(index)]") }
                } else {
                    collect(resource, path: "resource")
                }
            }
        }
        return found
    }

    /// A plan's `configuration`: for each resource address, what its `user_pool_id` refers to
    /// (module calls prefix `module.NAME.`).
    private func configurationReferences() -> [String: [String]] {
        var references: [String: [String]] = [:]
        func walk(_ module: SourceNode, prefix: String) {
            for resource in module["resources"]?.elements ?? [] {
                guard let address = resource["address"]?.text else { continue }
                let referred = resource["expressions"]?["user_pool_id"]?["references"]?.elements ?? []
                references[prefix + address] = referred.compactMap(\.text).map { prefix + $0 }
            }
            for call in module["module_calls"]?.members ?? [] {
                if let child = call.value["module"] { walk(child, prefix: "\(prefix)module.\(call.key).") }
            }
        }
        if let module = root["configuration"]?["root_module"] { walk(module, prefix: "") }
        return references
    }

    /// `aws_cognito_user_pool.main["a"]` → `aws_cognito_user_pool.main`.
    static func withoutKey(_ address: String) -> String {
        guard address.hasSuffix("]"), let open = address.lastIndex(of: "[") else { return address }
        return String(address[..<open])
    }

    /// Whether a client's or risk configuration's `user_pool_id` is the pool's (its ID, or a
    /// reference to its address).
    private func refers(_ resource: Resource, to keys: Set<String>) -> Bool {
        if resource.references.contains(where: { keys.contains(Self.withoutKey(Self.trimmingAttribute($0))) }) {
            return true
        }
        guard let text = resource.attributes?["user_pool_id"]?.text else { return false }
        if text.hasPrefix("${"), text.hasSuffix("}") {
            return keys.contains(Self.trimmingAttribute(String(text.dropFirst(2).dropLast())))
        }
        return keys.contains(text)
    }

    /// `aws_cognito_user_pool.main.id` → `aws_cognito_user_pool.main`.
    private static func trimmingAttribute(_ reference: String) -> String {
        reference.hasSuffix(".id") ? String(reference.dropLast(3)) : reference
    }

    // MARK: - Values

    /// A nested block: the first element of a list (none when empty), or an object.
    private func block(_ parent: SourceNode?, _ key: String) -> SourceNode? {
        guard let node = parent?[key] else { return nil }
        if let elements = node.elements { return elements.first }
        return Self.isNull(node) ? nil : node
    }

    /// A member with a value: a state writes an optional string it does not set as `""` (and
    /// blocks as `[]`), which is no value.
    private func member(_ parent: SourceNode?, _ key: String) -> SourceNode.Member? {
        guard let member = parent?.members?.first(where: { $0.key == key }), !Self.isNull(member.value) else {
            return nil
        }
        if case .scalar("", _) = member.value.kind { return nil }
        return member
    }

    private static func isNull(_ node: SourceNode) -> Bool {
        if case .null = node.kind { return true }
        return false
    }

    /// A plan's setting known only after apply (absent from `planned_values`, `true` in the
    /// change's `after_unknown`): its place, with why it cannot be judged.
    private func unknownPlace(_ resource: Resource, _ key: String, _ setting: AuditSetting) -> PoolSettings.Place? {
        guard isShow, resource.unknown?[key]?.text == "true" else { return nil }
        var place = place(resource.node, field: setting.name(in: .terraform))
        place.computed = computedError("known only after apply", field: "\(resource.path).\(key)", node: resource.node)
        return place
    }

    private func place(_ node: SourceNode, field: String? = nil) -> PoolSettings.Place {
        PoolSettings.Place(source: file, location: node.location, field: field)
    }

    private func place(_ member: SourceNode.Member, _ setting: AuditSetting) -> PoolSettings.Place {
        PoolSettings.Place(
            source: file, location: SourceLocation(line: member.line, column: member.column),
            field: setting.name(in: .terraform))
    }

    /// Why a value cannot be read: known only after apply, or an interpolation of `.tf.json`
    /// (`${var.NAME}` given with `--var` is read); `nil` when it can.
    private func computed(_ resource: Resource, _ member: SourceNode.Member, field: String) -> (String?, PolicyError?) {
        let node = member.value
        guard !isShow, !isState, let text = node.text, text.contains("${") else { return (node.text, nil) }
        if text.hasPrefix("${var."), text.hasSuffix("}"), let value = values.variables[String(text.dropFirst(6).dropLast())] {
            return (value, nil)
        }
        return (nil, computedError("an interpolation: \(text)", field: field, node: node))
    }

    private func computedError(_ how: String, field: String, node: SourceNode) -> PolicyError {
        PolicyError(
            .computedValue, key: .errorPolicyComputedValue, arguments: ["how": how], file: file, field: field,
            line: node.line, column: node.column)
    }

    /// A scalar setting, its place recorded under `setting`; `nil` when absent or null.
    private func value(
        _ resource: Resource, _ parent: SourceNode?, _ key: String, _ setting: AuditSetting,
        into places: inout [AuditSetting: PoolSettings.Place]
    ) throws(PolicyError) -> String? {
        // after_unknown is read for the resource's own attributes (a nested block's are not).
        let topLevel = parent?.line == resource.attributes?.line && parent?.column == resource.attributes?.column
        if topLevel, let unknown = unknownPlace(resource, key, setting) {
            places[setting] = unknown
            return nil
        }
        guard let member = member(parent, key) else { return nil }
        places[setting] = place(member, setting)
        let (text, error) = computed(resource, member, field: "\(resource.path).\(key)")
        places[setting]?.computed = error
        return text
    }

    /// A list of strings, its place recorded under `setting`; `nil` when absent or null.
    private func list(
        _ resource: Resource, _ parent: SourceNode?, _ key: String, _ setting: AuditSetting,
        into places: inout [AuditSetting: PoolSettings.Place]
    ) throws(PolicyError) -> [String]? {
        if let unknown = unknownPlace(resource, key, setting) {
            places[setting] = unknown
            return nil
        }
        guard let member = member(parent, key) else { return nil }
        places[setting] = place(member, setting)
        let field = "\(resource.path).\(key)"
        var texts: [String] = []
        for element in member.value.elements ?? [member.value] {
            let (text, error) = computed(
                resource, SourceNode.Member(key: key, value: element, line: element.line, column: element.column),
                field: field)
            if let error {
                places[setting]?.computed = error
                return nil
            }
            texts.append(text ?? "")
        }
        return texts
    }
}
