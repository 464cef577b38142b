// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// Audits a user pool's settings against one or more standards: the password policy with
/// ``PolicyLinter`` (`policy lint`'s findings, once each), then every ``AuditCheck`` on the pool and
/// each app client, judging Cognito's default where the source states nothing.
///
/// ```swift
/// let pools = try PoolSettingsReader.load("template.yaml")
/// for finding in PoolAuditor(standards: [.nist80063b4]).audit(pools[0]) {
///     print(finding.severity, finding.code, finding.message(in: .english))
/// }
/// ```
public struct PoolAuditor: Sendable {
    /// The standards whose clauses are cited and whose password rules are linted.
    public var standards: [PolicyStandard]

    /// Creates an auditor.
    /// - Parameter standards: one or more standards; the clauses are cited in this order.
    public init(standards: [PolicyStandard]) {
        self.standards = standards
    }

    /// Every finding: the password policy's, the pool's, then each client's, in the catalogue's order.
    /// - Parameter pool: the settings read from a live pool or from code.
    /// - Returns: the findings; empty when the pool meets every check.
    public func audit(_ pool: PoolSettings) -> [AuditFinding] {
        var findings = policyFindings(pool) + poolFindings(pool)
        for client in pool.clients { findings += clientFindings(client, in: pool) }
        // What could not be read, last: each setting computed when deployed, once.
        let computed =
            AuditSetting.allCases.compactMap { setting in pool.places[setting].map { (pool.name, $0) } }
            + pool.clients.flatMap { client in
                AuditSetting.allCases.compactMap { setting in client.places[setting].map { (client.name, $0) } }
            }
        for (resource, place) in computed {
            guard let error = place.computed else { continue }
            let check = AuditCheck.named("setting-computed")!
            findings.append(
                AuditFinding(
                    code: check.code, severity: check.severity, clauses: [], scannerIDs: [], resource: resource,
                    place: place, message: .error(error), fix: .key(check.fixKey, ["field": place.field ?? ""])))
        }
        return findings
    }

    /// Whether the pool's source gave `setting` a value (or part of one).
    static func hasValue(_ pool: PoolSettings, _ setting: AuditSetting) -> Bool {
        switch setting {
        case .mfaConfiguration: pool.mfa != nil
        case .enabledMFAs: pool.enabledMFAs != nil
        case .threatProtection: pool.threatProtection != nil
        case .deletionProtection: pool.deletionProtection != nil
        case .adminCreateUserOnly: pool.adminCreateUserOnly != nil
        case .accountRecovery: pool.recoveryMechanisms != nil
        case .tier: pool.tier != nil
        case .compromisedCredentialsAction: pool.compromisedCredentialsAction != nil
        default: false
        }
    }

    /// Whether the client's source gave `setting` a value (or part of one).
    static func hasValue(_ client: PoolSettings.AppClient, _ setting: AuditSetting) -> Bool {
        switch setting {
        case .generateSecret: client.hasSecret != nil
        case .explicitAuthFlows: client.explicitAuthFlows != nil
        case .preventUserExistenceErrors: client.preventUserExistenceErrors != nil
        case .tokenRevocation: client.tokenRevocation != nil
        case .refreshTokenRotation: client.refreshTokenRotation != nil
        case .allowedOAuthFlows: client.allowedOAuthFlows != nil
        case .callbackURLs: client.callbackURLs != nil
        case .logoutURLs: client.logoutURLs != nil
        default: false
        }
    }

    // MARK: - The password policy: policy lint's engine

    func policyFindings(_ pool: PoolSettings) -> [AuditFinding] {
        let tier = pool.tier.flatMap { UserPoolTier(rawValue: $0.uppercased()) }
        var seen: Set<String> = []
        var findings: [AuditFinding] = []
        for standard in standards {
            let linter = PolicyLinter(standard: standard, mfa: pool.mfa?.uppercased() == "ON", tier: tier)
            for finding in linter.lint(pool.policy) where seen.insert(finding.code).inserted {
                let fields = finding.field?.components(separatedBy: ", ") ?? []
                let location =
                    fields.compactMap { pool.policyLocations[$0] }.min { ($0.line, $0.column) < ($1.line, $1.column) }
                    ?? pool.policyLocation ?? pool.place.location
                let field = fields.map { Self.policyField($0, dialect: pool.dialect) }.joined(separator: ", ")
                let conflict = finding.code == "nist-composition-rules" || finding.code == "asvs-composition-rules"
                findings.append(
                    AuditFinding(
                        code: finding.code, severity: finding.severity, clauses: [finding.clause],
                        scannerIDs: AuditCheck.lintScannerIDs[finding.code] ?? [], resource: pool.name,
                        place: PoolSettings.Place(
                            source: pool.place.source, location: location, field: field.isEmpty ? nil : field),
                        message: .lint(finding, pool.policyFormat, fix: false, description: pool.isDescription),
                        fix: .lint(finding, pool.policyFormat, fix: true, description: pool.isDescription),
                        note: conflict ? .key(.auditCompositionConflict, ["clause": finding.clause]) : nil,
                        live: pool.isLive))
            }
        }
        // The scanners that ask for composition rules, when the standards forbid them and the policy has none.
        let forbids = standards.contains(.nist80063b4) || standards.contains(.asvs5)
        let policy = pool.policy
        if forbids, !(policy.requireUppercase && policy.requireNumbers && policy.requireSymbols),
            !seen.contains("nist-composition-rules"), !seen.contains("asvs-composition-rules")
        {
            findings.append(
                finding(
                    "policy-scanners-ask-composition", pool: pool,
                    place: pool.policyLocation.map { PoolSettings.Place(source: pool.place.source, location: $0) }
                        ?? pool.place, [:]))
        }
        return findings
    }

    /// A password-policy setting in the source's words: `Policies.PasswordPolicy.MinimumLength`,
    /// `password_policy.minimum_length`; credkit's own extensions as they are.
    static func policyField(_ name: String, dialect: AuditSetting.Dialect) -> String {
        guard let setting = CognitoSetting.allCases.first(where: { $0.cognitoName == name }) else { return name }
        switch dialect {
        case .cognito: return "Policies.PasswordPolicy.\(name)"
        case .terraform: return "password_policy.\(setting.terraformName)"
        }
    }

    // MARK: - The pool

    func poolFindings(_ pool: PoolSettings) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        func add(_ code: String, _ setting: AuditSetting, _ arguments: [String: String] = [:]) {
            let place = pool.place(of: setting)
            // Computed when deployed: not judged at Cognito's default (the info finding says why).
            if place.computed != nil && !Self.hasValue(pool, setting) { return }
            var arguments = arguments
            arguments["field"] = place.field ?? setting.name(in: pool.dialect)
            findings.append(
                finding(code, pool: pool, place: place, arguments, defaulted: pool.places[setting] == nil))
        }
        let mfa = pool.mfa?.uppercased() ?? "OFF"
        switch mfa {
        case "OFF": add("pool-mfa-off", .mfaConfiguration, ["value": mfa])
        case "OPTIONAL": add("pool-mfa-optional", .mfaConfiguration, ["value": mfa])
        default: break
        }
        // Judged when the source says which factors are on (a template may leave that to the console).
        if mfa != "OFF", let enabled = pool.enabledMFAs, !enabled.contains("SOFTWARE_TOKEN_MFA") {
            add("pool-mfa-no-authenticator-app", .enabledMFAs, ["value": enabled.joined(separator: ", ")])
        }
        let threat = pool.threatProtection?.uppercased() ?? "OFF"
        if threat != "ENFORCED" { add("pool-threat-protection-off", .threatProtection, ["value": threat]) }
        if threat != "OFF", let tier = pool.tier?.uppercased(), tier != "PLUS" {
            add("pool-threat-protection-needs-plus", .tier, ["value": threat, "tier": tier])
        }
        if threat != "OFF", pool.compromisedCredentialsAction?.uppercased() != "BLOCK" {
            add(
                "pool-compromised-credentials-not-blocked", .compromisedCredentialsAction,
                ["value": pool.compromisedCredentialsAction?.uppercased() ?? "NO_ACTION", "mode": threat])
        }
        let deletion = pool.deletionProtection?.uppercased() ?? "INACTIVE"
        if deletion != "ACTIVE" { add("pool-deletion-protection-off", .deletionProtection, ["value": deletion]) }
        if pool.adminCreateUserOnly != true { add("pool-self-sign-up", .adminCreateUserOnly) }
        // Unwritten, Cognito's legacy behaviour applies: SMS is preferred over email (the
        // AccountRecoverySetting documentation), and the message names that order.
        let mechanisms = pool.recoveryMechanisms ?? []
        if mechanisms.isEmpty || mechanisms.first == "verified_phone_number" {
            let shown = mechanisms.isEmpty ? Self.legacyRecovery : mechanisms
            add("pool-recovery-by-sms", .accountRecovery, ["value": shown.joined(separator: ", ")])
        }
        let days = pool.policy.temporaryPasswordValidityDays
        if days > Self.temporaryPasswordDays {
            let field = Self.policyField("TemporaryPasswordValidityDays", dialect: pool.dialect)
            let place = PoolSettings.Place(
                source: pool.place.source,
                location: pool.policyLocations["TemporaryPasswordValidityDays"] ?? pool.place.location, field: field)
            findings.append(
                finding(
                    "pool-temporary-password-long", pool: pool, place: place,
                    ["days": String(days), "limit": String(Self.temporaryPasswordDays), "field": field]))
        }
        return findings
    }

    /// The longest validity of a temporary password that passes (prowler's limit; Cognito's default).
    static let temporaryPasswordDays = 7

    /// The recovery order Cognito follows when a pool has no `AccountRecoverySetting`.
    static let legacyRecovery = ["verified_phone_number", "verified_email"]

    // MARK: - App clients

    func clientFindings(_ client: PoolSettings.AppClient, in pool: PoolSettings) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        func add(_ code: String, _ setting: AuditSetting, _ arguments: [String: String] = [:]) {
            let place = client.place(of: setting, dialect: pool.dialect)
            if place.computed != nil && !Self.hasValue(client, setting) { return }
            var arguments = arguments
            arguments["field"] = place.field ?? setting.name(in: pool.dialect)
            arguments["client"] = client.name
            findings.append(
                finding(
                    code, pool: pool, resource: client.name, place: place, arguments,
                    defaulted: client.places[setting] == nil))
        }
        let existence = client.preventUserExistenceErrors?.uppercased() ?? "LEGACY"
        if existence != "ENABLED" {
            add("client-user-existence-errors", .preventUserExistenceErrors, ["value": existence])
        }
        if client.tokenRevocation == false { add("client-token-revocation-off", .tokenRevocation) }
        let flows = Set((client.explicitAuthFlows ?? []).map { $0.uppercased() })
        let isPublic = client.hasSecret != true
        if isPublic, !flows.isDisjoint(with: ["ALLOW_USER_PASSWORD_AUTH", "USER_PASSWORD_AUTH"]) {
            add("client-password-auth-public", .explicitAuthFlows)
        }
        if !flows.isDisjoint(with: ["ALLOW_ADMIN_USER_PASSWORD_AUTH", "ADMIN_NO_SRP_AUTH"]) {
            add("client-admin-password-auth", .explicitAuthFlows)
        }
        if (client.allowedOAuthFlows ?? []).contains(where: { $0.lowercased() == "implicit" }) {
            add("client-implicit-grant", .allowedOAuthFlows)
        }
        for (setting, urls) in [(AuditSetting.callbackURLs, client.callbackURLs), (.logoutURLs, client.logoutURLs)] {
            for url in urls ?? [] where Self.isPlainHTTP(url) {
                add("client-http-redirect", setting, ["url": url])
            }
        }
        if isPublic, client.refreshTokenRotation?.uppercased() != "ENABLED" {
            add("client-refresh-token-rotation-off", .refreshTokenRotation)
        }
        return findings
    }

    /// A URL over plain http to anything but this machine (Cognito allows `http://localhost` for tests).
    static func isPlainHTTP(_ url: String) -> Bool {
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") else { return false }
        let rest = lower.dropFirst("http://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        return !["localhost", "127.0.0.1", "[::1]"].contains(name)
    }

    // MARK: -

    func finding(
        _ code: String, pool: PoolSettings, resource: String? = nil, place: PoolSettings.Place,
        _ arguments: [String: String], defaulted: Bool = false
    ) -> AuditFinding {
        let check = AuditCheck.named(code)!
        return AuditFinding(
            code: code, severity: check.severity, clauses: standards.compactMap { check.clauses[$0] },
            scannerIDs: check.scannerIDs, resource: resource ?? pool.name, place: place,
            message: .key(check.key, arguments), fix: .key(check.fixKey, arguments), defaulted: defaulted,
            live: pool.isLive)
    }
}
