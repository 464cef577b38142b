// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// A pool as Cognito's API describes it, as ``PoolSettings``: `DescribeUserPool`'s `UserPool`, and,
/// when present beside it, `UserPoolClients` (each `DescribeUserPoolClient`'s `UserPoolClient`),
/// `UserPoolMfaConfig` (`GetUserPoolMfaConfig`'s answer) and `RiskConfiguration`
/// (`DescribeRiskConfiguration`'s) — the document a live audit reads, and what `describe-user-pool`
/// writes (the pool alone).
struct CognitoPoolReader {
    /// The file, or the pool's ARN for a live pool.
    var source: String
    var root: SourceNode
    /// Whether the document is a file (findings then carry lines and columns).
    var inFile: Bool

    func pool(imported: ImportedPolicy) throws(PolicyError) -> PoolSettings {
        let described = root["UserPool"]
        let name = described?["Id"]?.text ?? described?["Name"]?.text ?? source
        var pool = PoolSettings(name: name, place: place(root, field: nil), dialect: .cognito, policy: imported.policy)
        pool.isDescription = true
        pool.isLive = !inFile
        if inFile {
            pool.policyLocation = imported.location
            pool.policyLocations = imported.settingLocations
        }
        pool.mfa = value(described, "MfaConfiguration", .mfaConfiguration, into: &pool.places)
        pool.threatProtection = value(
            described?["UserPoolAddOns"], "AdvancedSecurityMode", .threatProtection, into: &pool.places)
        pool.deletionProtection = value(described, "DeletionProtection", .deletionProtection, into: &pool.places)
        pool.adminCreateUserOnly = value(
            described?["AdminCreateUserConfig"], "AllowAdminCreateUserOnly", .adminCreateUserOnly, into: &pool.places
        ).map { $0.lowercased() == "true" }
        pool.tier = value(described, "UserPoolTier", .tier, into: &pool.places)
        if let member = member(described?["AccountRecoverySetting"], "RecoveryMechanisms") {
            pool.places[.accountRecovery] = place(member, field: AuditSetting.accountRecovery.name(in: .cognito))
            pool.recoveryMechanisms = (member.value.elements ?? []).map {
                (priority: Int($0["Priority"]?.text ?? "") ?? Int.max, name: $0["Name"]?.text ?? "")
            }.sorted { $0.priority < $1.priority }.map(\.name)
        }
        if let mfa = root["UserPoolMfaConfig"] {
            var enabled: [String] = []
            if mfa["SoftwareTokenMfaConfiguration"]?["Enabled"]?.text == "true" { enabled.append("SOFTWARE_TOKEN_MFA") }
            if mfa["SmsMfaConfiguration"] != nil { enabled.append("SMS_MFA") }
            if mfa["EmailMfaConfiguration"] != nil { enabled.append("EMAIL_OTP") }
            pool.enabledMFAs = enabled
            pool.places[.enabledMFAs] = place(mfa, field: "SoftwareTokenMfaConfiguration.Enabled")
        }
        if let risk = root["RiskConfiguration"] {
            let actions = risk["CompromisedCredentialsRiskConfiguration"]?["Actions"]
            pool.compromisedCredentialsAction =
                value(actions, "EventAction", .compromisedCredentialsAction, into: &pool.places) ?? "NO_ACTION"
            if pool.places[.compromisedCredentialsAction] == nil {
                pool.places[.compromisedCredentialsAction] = place(
                    risk, field: AuditSetting.compromisedCredentialsAction.name(in: .cognito))
            }
        }
        for element in root["UserPoolClients"]?.elements ?? [] {
            let described = element["UserPoolClient"] ?? element
            let clientName = described["ClientName"]?.text ?? described["ClientId"]?.text ?? "?"
            var client = PoolSettings.AppClient(name: clientName, place: place(described, field: nil))
            client.hasSecret = described["ClientSecret"] != nil
            client.places[.generateSecret] = client.place
            client.explicitAuthFlows = list(described, "ExplicitAuthFlows", .explicitAuthFlows, into: &client.places)
            client.preventUserExistenceErrors = value(
                described, "PreventUserExistenceErrors", .preventUserExistenceErrors, into: &client.places)
            client.tokenRevocation = value(
                described, "EnableTokenRevocation", .tokenRevocation, into: &client.places
            ).map { $0.lowercased() == "true" }
            client.refreshTokenRotation = value(
                described["RefreshTokenRotation"], "Feature", .refreshTokenRotation, into: &client.places)
            client.allowedOAuthFlows = list(described, "AllowedOAuthFlows", .allowedOAuthFlows, into: &client.places)
            client.callbackURLs = list(described, "CallbackURLs", .callbackURLs, into: &client.places)
            client.logoutURLs = list(described, "LogoutURLs", .logoutURLs, into: &client.places)
            pool.clients.append(client)
        }
        return pool
    }

    private func member(_ node: SourceNode?, _ key: String) -> SourceNode.Member? {
        node?.members?.first { $0.key == key }
    }

    private func place(_ node: SourceNode, field: String?) -> PoolSettings.Place {
        PoolSettings.Place(source: source, location: inFile ? node.location : nil, field: field)
    }

    private func place(_ member: SourceNode.Member, field: String?) -> PoolSettings.Place {
        PoolSettings.Place(
            source: source, location: inFile ? SourceLocation(line: member.line, column: member.column) : nil, field: field)
    }

    private func value(
        _ parent: SourceNode?, _ key: String, _ setting: AuditSetting, into places: inout [AuditSetting: PoolSettings.Place]
    ) -> String? {
        guard let member = member(parent, key), let text = member.value.text else { return nil }
        places[setting] = place(member, field: setting.name(in: .cognito))
        return text
    }

    private func list(
        _ parent: SourceNode?, _ key: String, _ setting: AuditSetting, into places: inout [AuditSetting: PoolSettings.Place]
    ) -> [String]? {
        guard let member = member(parent, key), let elements = member.value.elements else { return nil }
        places[setting] = place(member, field: setting.name(in: .cognito))
        return elements.compactMap(\.text)
    }
}
