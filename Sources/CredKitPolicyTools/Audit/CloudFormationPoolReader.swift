// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// A CloudFormation, CDK, SAM or Serverless template's user pool with its clients and risk
/// configuration, as ``PoolSettings``.
struct CloudFormationPoolReader {
    static let clientType = "AWS::Cognito::UserPoolClient"
    static let riskType = "AWS::Cognito::UserPoolRiskConfigurationAttachment"

    var file: String
    var format: PolicyFormat
    var values: DeployTimeValues
    var root: SourceNode

    func pool(named name: String, imported: ImportedPolicy) throws(PolicyError) -> PoolSettings {
        let importer = CloudFormationImporter(file: file, format: format, values: values)
        let found = try importer.choose(importer.pools(root), resource: name)
        let resources = importer.templates(root).templates.map(\.resources).first {
            ($0.members ?? []).contains { $0.key == name }
        }
        let properties = found.member.value["Properties"]
        var pool = PoolSettings(
            name: name, place: place(found.member, field: nil), dialect: .cognito, policy: imported.policy)
        pool.policyFormat = format
        pool.policyLocation = imported.location
        pool.policyLocations = imported.settingLocations
        let path = "\(found.path).Properties"
        pool.mfa = try read(properties, "MfaConfiguration", .mfaConfiguration, path: path, into: &pool.places)
        pool.enabledMFAs = try list(properties, "EnabledMfas", .enabledMFAs, path: path, into: &pool.places)
        pool.threatProtection = try read(
            properties?["UserPoolAddOns"], "AdvancedSecurityMode", .threatProtection, path: "\(path).UserPoolAddOns",
            into: &pool.places)
        pool.deletionProtection = try read(
            properties, "DeletionProtection", .deletionProtection, path: path, into: &pool.places)
        pool.adminCreateUserOnly = try read(
            properties?["AdminCreateUserConfig"], "AllowAdminCreateUserOnly", .adminCreateUserOnly,
            path: "\(path).AdminCreateUserConfig", into: &pool.places
        ).map { $0.lowercased() == "true" }
        pool.tier = try read(properties, "UserPoolTier", .tier, path: path, into: &pool.places)
        if let member = member(properties?["AccountRecoverySetting"], "RecoveryMechanisms") {
            pool.places[.accountRecovery] = place(member, field: AuditSetting.accountRecovery.name(in: .cognito))
            var mechanisms: [(priority: Int, name: String)] = []
            for element in member.value.elements ?? [] {
                let field = "\(path).AccountRecoverySetting.RecoveryMechanisms"
                let name = try scalar(element["Name"], field: "\(field).Name") ?? ""
                let priority = Int(try scalar(element["Priority"], field: "\(field).Priority") ?? "") ?? Int.max
                mechanisms.append((priority, name))
            }
            pool.recoveryMechanisms = mechanisms.sorted { $0.priority < $1.priority }.map(\.name)
        }
        for member in resources?.members ?? [] where refersToPool(member.value, name) {
            let properties = member.value["Properties"]
            let path = "Resources.\(member.key).Properties"
            switch member.value["Type"]?.text {
            case Self.clientType:
                var client = PoolSettings.AppClient(name: member.key, place: place(member, field: nil))
                client.hasSecret = try read(
                    properties, "GenerateSecret", .generateSecret, path: path, into: &client.places
                ).map { $0.lowercased() == "true" }
                client.explicitAuthFlows = try list(
                    properties, "ExplicitAuthFlows", .explicitAuthFlows, path: path, into: &client.places)
                client.preventUserExistenceErrors = try read(
                    properties, "PreventUserExistenceErrors", .preventUserExistenceErrors, path: path,
                    into: &client.places)
                client.tokenRevocation = try read(
                    properties, "EnableTokenRevocation", .tokenRevocation, path: path, into: &client.places
                ).map { $0.lowercased() == "true" }
                client.refreshTokenRotation = try read(
                    properties?["RefreshTokenRotation"], "Feature", .refreshTokenRotation,
                    path: "\(path).RefreshTokenRotation", into: &client.places)
                client.allowedOAuthFlows = try list(
                    properties, "AllowedOAuthFlows", .allowedOAuthFlows, path: path, into: &client.places)
                client.callbackURLs = try list(properties, "CallbackURLs", .callbackURLs, path: path, into: &client.places)
                client.logoutURLs = try list(properties, "LogoutURLs", .logoutURLs, path: path, into: &client.places)
                pool.clients.append(client)
            case Self.riskType:
                // The pool-wide configuration (ClientId ALL) decides unless a client's own says otherwise;
                // credkit judges the pool-wide one, or the first when none is pool-wide.
                // `!Ref AppClient` names one client: not pool-wide.
                let clientID = (try? scalar(properties?["ClientId"], field: "\(path).ClientId")) ?? nil
                guard pool.compromisedCredentialsAction == nil || clientID == "ALL" else { continue }
                let actions = properties?["CompromisedCredentialsRiskConfiguration"]?["Actions"]
                var places: [AuditSetting: PoolSettings.Place] = [:]
                let action = try read(
                    actions, "EventAction", .compromisedCredentialsAction,
                    path: "\(path).CompromisedCredentialsRiskConfiguration.Actions", into: &places)
                pool.compromisedCredentialsAction = action ?? "NO_ACTION"
                pool.places[.compromisedCredentialsAction] =
                    places[.compromisedCredentialsAction] ?? place(member, field: "CompromisedCredentialsRiskConfiguration")
            default:
                break
            }
        }
        return pool
    }

    /// Whether a resource's `UserPoolId` is `!Ref POOL` (or `{"Ref": POOL}`).
    private func refersToPool(_ resource: SourceNode, _ pool: String) -> Bool {
        guard let node = resource["Properties"]?["UserPoolId"] else { return false }
        return CloudFormationImporter.referencedParameter(node) == pool
    }

    private func member(_ node: SourceNode?, _ key: String) -> SourceNode.Member? {
        node?.members?.first { $0.key == key }
    }

    private func place(_ member: SourceNode.Member, field: String?) -> PoolSettings.Place {
        PoolSettings.Place(source: file, location: SourceLocation(line: member.line, column: member.column), field: field)
    }

    /// A scalar setting, its place recorded under `setting`.
    private func read(
        _ parent: SourceNode?, _ key: String, _ setting: AuditSetting, path: String,
        into places: inout [AuditSetting: PoolSettings.Place]
    ) throws(PolicyError) -> String? {
        guard let member = member(parent, key) else { return nil }
        places[setting] = place(member, field: setting.name(in: .cognito))
        do {
            return try scalar(member.value, field: "\(path).\(key)")
        } catch  where error.code == .computedValue {
            places[setting]?.computed = error
            return nil
        }
    }

    /// A list of scalars, its place recorded under `setting`.
    private func list(
        _ parent: SourceNode?, _ key: String, _ setting: AuditSetting, path: String,
        into places: inout [AuditSetting: PoolSettings.Place]
    ) throws(PolicyError) -> [String]? {
        guard let member = member(parent, key) else { return nil }
        places[setting] = place(member, field: setting.name(in: .cognito))
        // A computed element is left out of the values judged, and the place says so.
        func value(_ node: SourceNode, field: String) throws(PolicyError) -> String? {
            do {
                return try scalar(node, field: field)
            } catch  where error.code == .computedValue {
                if places[setting]?.computed == nil { places[setting]?.computed = error }
                return nil
            }
        }
        guard let elements = member.value.elements else {
            return try value(member.value, field: "\(path).\(key)").map { [$0] }
        }
        var values: [String] = []
        for (index, element) in elements.enumerated() {
            if let text = try value(element, field: "\(path).\(key)[\(index)]") { values.append(text) }
        }
        return values.isEmpty && places[setting]?.computed != nil ? nil : values
    }

    /// A literal's text, a parameter's value given with `--parameter` (or its default with
    /// `--parameter-defaults`), or an error naming how the value is computed.
    private func scalar(_ node: SourceNode?, field: String) throws(PolicyError) -> String? {
        guard let node else { return nil }
        if let name = CloudFormationImporter.referencedParameter(node), !name.hasPrefix("AWS::") {
            if let value = values.parameters[name] { return value }
            if values.usesParameterDefaults, let value = root["Parameters"]?[name]?["Default"]?.text { return value }
            let hasDefault = root["Parameters"]?[name]?["Default"] != nil
            throw PolicyError(
                .computedValue, key: hasDefault ? .errorPolicyParameterWithDefault : .errorPolicyParameter,
                arguments: ["name": name], file: file, field: field, line: node.line, column: node.column)
        }
        let how =
            format == .serverless
            ? CloudFormationImporter.serverlessComputed(node) : CloudFormationImporter.intrinsic(node)
        if let how {
            throw PolicyError(
                .computedValue, key: .errorPolicyComputedValue, arguments: ["how": how], file: file, field: field,
                line: node.line, column: node.column)
        }
        if case .null = node.kind { return nil }
        guard let text = node.text else {
            throw PolicyFieldReader(file: file) { _ in nil }.wrongType(
                node, field: field, expected: LocalizedText(key: PolicyTextKey.typeString))
        }
        return text
    }
}
