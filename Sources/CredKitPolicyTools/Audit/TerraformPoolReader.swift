// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// A Terraform `.tf` file's `aws_cognito_user_pool` with the `aws_cognito_user_pool_client` and
/// `aws_cognito_risk_configuration` resources whose `user_pool_id` refers to it, as ``PoolSettings``.
struct TerraformPoolReader {
    static let clientType = "aws_cognito_user_pool_client"
    static let riskType = "aws_cognito_risk_configuration"

    var file: String
    var importer: TerraformHCLImporter
    var resources: [HCLParser.Block]

    init(file: String, values: DeployTimeValues, bytes: [UInt8]) throws(PolicyError) {
        self.file = file
        importer = TerraformHCLImporter(file: file, values: values)
        var parser = HCLParser(file: file)
        resources = try parser.parse(bytes).blocks.filter { $0.type == "resource" && $0.labels.count == 2 }
    }

    func pool(address: String, imported: ImportedPolicy) throws(PolicyError) -> PoolSettings {
        guard let block = resources.first(where: { TerraformHCLImporter.address($0) == address }) else {
            throw UserPoolChoice.noUserPool(type: TerraformImporter.resourceType, file: file)
        }
        var pool = PoolSettings(name: address, place: place(block), dialect: .terraform, policy: imported.policy)
        pool.policyFormat = .terraformHCL
        pool.policyLocation = imported.location
        pool.policyLocations = imported.settingLocations
        pool.mfa = try value(block.body, "mfa_configuration", .mfaConfiguration, path: address, into: &pool.places)
        pool.deletionProtection = try value(
            block.body, "deletion_protection", .deletionProtection, path: address, into: &pool.places)
        pool.tier = try value(block.body, "user_pool_tier", .tier, path: address, into: &pool.places)
        if let addOns = nested(block.body, "user_pool_add_ons") {
            pool.threatProtection = try value(
                addOns.body, "advanced_security_mode", .threatProtection, path: "\(address).user_pool_add_ons",
                into: &pool.places)
        }
        if let config = nested(block.body, "admin_create_user_config") {
            pool.adminCreateUserOnly = try value(
                config.body, "allow_admin_create_user_only", .adminCreateUserOnly,
                path: "\(address).admin_create_user_config", into: &pool.places
            ).map { $0 == "true" }
        }
        if let recovery = nested(block.body, "account_recovery_setting") {
            pool.places[.accountRecovery] = place(recovery, field: AuditSetting.accountRecovery.name(in: .terraform))
            var mechanisms: [(priority: Int, name: String)] = []
            for mechanism in recovery.body.blocks where mechanism.type == "recovery_mechanism" {
                var ignored: [AuditSetting: PoolSettings.Place] = [:]
                let path = "\(address).account_recovery_setting.recovery_mechanism"
                let name = try value(mechanism.body, "name", .accountRecovery, path: path, into: &ignored) ?? ""
                let priority = try value(mechanism.body, "priority", .accountRecovery, path: path, into: &ignored)
                mechanisms.append((Int(priority ?? "") ?? Int.max, name))
            }
            pool.recoveryMechanisms = mechanisms.sorted { $0.priority < $1.priority }.map(\.name)
        }
        // Terraform states each second factor as a block: authenticator apps, SMS, email.
        var enabled: [String] = []
        if let totp = nested(block.body, "software_token_mfa_configuration") {
            var places: [AuditSetting: PoolSettings.Place] = [:]
            let on = try value(
                totp.body, "enabled", .enabledMFAs, path: "\(address).software_token_mfa_configuration", into: &places)
            if on == "true" { enabled.append("SOFTWARE_TOKEN_MFA") }
            pool.places[.enabledMFAs] = places[.enabledMFAs] ?? place(totp, field: nil)
        }
        if nested(block.body, "sms_configuration") != nil { enabled.append("SMS_MFA") }
        if nested(block.body, "email_mfa_configuration") != nil { enabled.append("EMAIL_OTP") }
        pool.enabledMFAs = enabled
        for resource in resources where refersToPool(resource, address) {
            let path = TerraformHCLImporter.address(resource)
            switch resource.labels[0] {
            case Self.clientType:
                var client = PoolSettings.AppClient(name: path, place: place(resource))
                let body = resource.body
                client.hasSecret = try value(body, "generate_secret", .generateSecret, path: path, into: &client.places)
                    .map { $0 == "true" }
                client.explicitAuthFlows = try list(
                    body, "explicit_auth_flows", .explicitAuthFlows, path: path, into: &client.places)
                client.preventUserExistenceErrors = try value(
                    body, "prevent_user_existence_errors", .preventUserExistenceErrors, path: path, into: &client.places)
                client.tokenRevocation = try value(
                    body, "enable_token_revocation", .tokenRevocation, path: path, into: &client.places
                ).map { $0 == "true" }
                if let rotation = nested(body, "refresh_token_rotation") {
                    client.refreshTokenRotation = try value(
                        rotation.body, "feature", .refreshTokenRotation, path: "\(path).refresh_token_rotation",
                        into: &client.places)
                }
                client.allowedOAuthFlows = try list(
                    body, "allowed_oauth_flows", .allowedOAuthFlows, path: path, into: &client.places)
                client.callbackURLs = try list(body, "callback_urls", .callbackURLs, path: path, into: &client.places)
                client.logoutURLs = try list(body, "logout_urls", .logoutURLs, path: path, into: &client.places)
                pool.clients.append(client)
            case Self.riskType:
                // A pool-wide configuration has no client_id; it decides unless a client's says otherwise.
                let isPoolWide = !resource.body.attributes.contains { $0.name == "client_id" }
                guard pool.compromisedCredentialsAction == nil || isPoolWide else { continue }
                var places: [AuditSetting: PoolSettings.Place] = [:]
                var action: String?
                if let actions = nested(resource.body, "compromised_credentials_risk_configuration").flatMap({
                    nested($0.body, "actions")
                }) {
                    action = try value(
                        actions.body, "event_action", .compromisedCredentialsAction,
                        path: "\(path).compromised_credentials_risk_configuration.actions", into: &places)
                }
                pool.compromisedCredentialsAction = action ?? "NO_ACTION"
                pool.places[.compromisedCredentialsAction] =
                    places[.compromisedCredentialsAction]
                    ?? place(resource, field: "compromised_credentials_risk_configuration")
            default:
                break
            }
        }
        return pool
    }

    /// Whether a resource's `user_pool_id` is `aws_cognito_user_pool.NAME.id`.
    private func refersToPool(_ resource: HCLParser.Block, _ address: String) -> Bool {
        guard let attribute = resource.body.attributes.first(where: { $0.name == "user_pool_id" }) else { return false }
        let words = attribute.expression.compactMap { token -> String? in
            switch token.kind {
            case .identifier(let word): word
            case .symbol("."): "."
            default: nil
            }
        }.joined()
        return words == "\(address).id"
    }

    private func nested(_ body: HCLParser.Body, _ type: String) -> HCLParser.Block? {
        body.blocks.first { $0.type == type }
    }

    private func place(_ block: HCLParser.Block, field: String? = nil) -> PoolSettings.Place {
        PoolSettings.Place(source: file, location: SourceLocation(line: block.line, column: block.column), field: field)
    }

    private func place(_ attribute: HCLParser.Attribute, _ setting: AuditSetting) -> PoolSettings.Place {
        PoolSettings.Place(
            source: file, location: SourceLocation(line: attribute.line, column: attribute.column),
            field: setting.name(in: .terraform))
    }

    /// A literal attribute (or a variable given with `--var`), its place recorded under `setting`.
    private func value(
        _ body: HCLParser.Body, _ name: String, _ setting: AuditSetting, path: String,
        into places: inout [AuditSetting: PoolSettings.Place]
    ) throws(PolicyError) -> String? {
        guard let attribute = body.attributes.first(where: { $0.name == name }) else { return nil }
        places[setting] = place(attribute, setting)
        do {
            return try importer.literal(attribute, field: "\(path).\(name)").text
        } catch  where error.code == .computedValue {
            places[setting]?.computed = error
            return nil
        }
    }

    /// A list of string literals (`["a", "b"]`), its place recorded under `setting`.
    private func list(
        _ body: HCLParser.Body, _ name: String, _ setting: AuditSetting, path: String,
        into places: inout [AuditSetting: PoolSettings.Place]
    ) throws(PolicyError) -> [String]? {
        guard let attribute = body.attributes.first(where: { $0.name == name }) else { return nil }
        places[setting] = place(attribute, setting)
        let tokens = attribute.expression.filter { $0.kind != .newline }
        guard tokens.first?.kind == .symbol("["), tokens.last?.kind == .symbol("]") else {
            // Not a list literal: one value, or what computes it.
            do {
                return [try importer.literal(attribute, field: "\(path).\(name)").text ?? ""]
            } catch  where error.code == .computedValue {
                places[setting]?.computed = error
                return nil
            }
        }
        // The literal strings; anything else in the list is computed when deployed: then nothing of
        // it is judged (a literal inside a function call is not one of its values), and the place says so.
        var values: [String] = []
        for token in tokens.dropFirst().dropLast() {
            switch token.kind {
            case .string(let text?): values.append(text)
            case .symbol(","): continue
            default:
                if places[setting]?.computed == nil {
                    places[setting]?.computed = PolicyError(
                        .computedValue, key: .errorPolicyComputedValue, arguments: ["how": "an expression"], file: file,
                        field: "\(path).\(name)", line: token.line, column: token.column)
                }
            }
        }
        return places[setting]?.computed != nil ? nil : values
    }
}
