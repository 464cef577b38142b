// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// One check of `credkit audit` on a pool's settings beyond its password policy: a stable code, a
/// severity, the clause of each standard it rests on, and the IDs other scanners give the same concern.
///
/// The password policy's findings are `policy lint`'s (``PolicyLinter``): one engine, not two.
/// A clause is cited only where the standard's text says it; a check no standard speaks to rests on
/// Cognito's documentation and the scanners beside it.
public struct AuditCheck: Sendable, Hashable {
    /// A stable code, such as `pool-mfa-off`.
    public var code: String
    /// How much a failure matters.
    public var severity: LintFinding.Severity
    /// The clause of each standard that speaks to it.
    public var clauses: [PolicyStandard: String]
    /// Other scanners' IDs for the same concern: cdk-nag (`AwsSolutions-…`), prowler (`prowler:…`),
    /// AWS Config (`aws-config:…`), Security Hub (`securityhub:…`), kics (`kics:…`).
    public var scannerIDs: [String]
    var titleKey: PolicyToolsTextKey
    var key: PolicyToolsTextKey
    var fixKey: PolicyToolsTextKey

    init(
        code: String, severity: LintFinding.Severity, clauses: [PolicyStandard: String], scannerIDs: [String],
        title: PolicyToolsTextKey, key: PolicyToolsTextKey, fixKey: PolicyToolsTextKey
    ) {
        self.code = code
        self.severity = severity
        self.clauses = clauses
        self.scannerIDs = scannerIDs
        self.titleKey = title
        self.key = key
        self.fixKey = fixKey
    }

    /// The check's one-line title, in `language` (SARIF's rule description, the docs' table).
    public func title(in language: Language) -> String { Texts.string(titleKey, in: language) }

    /// The check with `code`, when there is one.
    public static func named(_ code: String) -> AuditCheck? { all.first { $0.code == code } }

    /// Every check, in the order reports list them.
    public static let all: [AuditCheck] = [
        AuditCheck(
            code: "pool-mfa-off", severity: .warning,
            clauses: [
                .nist80063b4: "NIST SP 800-63B-4 §2.2 (AAL2 requires two factors)", .asvs5: "OWASP ASVS 5.0 6.3.3",
                .pciDSS4: "PCI DSS v4.0 8.4.2",
            ],
            scannerIDs: [
                "AwsSolutions-COG2", "prowler:cognito_user_pool_mfa_enabled",
                "kics:ec28bf61-a474-4dbe-b414-6dd3a067d6f0", "kics:74a18d1a-cf02-4a31-8791-ed0967ad7fdc",
            ], title: .auditTitleMFAOff, key: .auditMFAOff, fixKey: .auditMFAOffFix),
        AuditCheck(
            code: "pool-mfa-optional", severity: .info,
            clauses: [
                .nist80063b4: "NIST SP 800-63B-4 §2.2 (AAL2 requires two factors)", .asvs5: "OWASP ASVS 5.0 6.3.3",
                .pciDSS4: "PCI DSS v4.0 8.4.2",
            ],
            scannerIDs: ["AwsSolutions-COG2"], title: .auditTitleMFAOptional, key: .auditMFAOptional, fixKey: .auditMFAOptionalFix
        ),
        AuditCheck(
            code: "pool-mfa-no-authenticator-app", severity: .warning,
            clauses: [
                .nist80063b4: "NIST SP 800-63B-4 §3.1.3.3 (the telephone network is a restricted authenticator)",
                .asvs5: "OWASP ASVS 5.0 6.6.1",
            ],
            scannerIDs: [], title: .auditTitleMFANoApp, key: .auditMFANoApp, fixKey: .auditMFANoAppFix),
        AuditCheck(
            code: "pool-threat-protection-off", severity: .warning, clauses: [:],
            scannerIDs: [
                "AwsSolutions-COG3", "prowler:cognito_user_pool_advanced_security_enabled",
                "aws-config:cognito-user-pool-advanced-security-enabled", "securityhub:Cognito.1",
            ], title: .auditTitleThreatProtectionOff, key: .auditThreatProtectionOff, fixKey: .auditThreatProtectionOffFix),
        AuditCheck(
            code: "pool-threat-protection-needs-plus", severity: .error, clauses: [:], scannerIDs: ["AwsSolutions-COG8"],
            title: .auditTitleThreatProtectionNeedsPlus, key: .auditThreatProtectionNeedsPlus,
            fixKey: .auditThreatProtectionNeedsPlusFix),
        AuditCheck(
            code: "pool-compromised-credentials-not-blocked", severity: .warning,
            clauses: [
                .nist80063b4: "NIST SP 800-63B-4 §3.1.1.2 (compromised passwords)",
                .asvs5: "OWASP ASVS 5.0 6.2.12",
            ],
            scannerIDs: ["prowler:cognito_user_pool_block_sign_in_compromised_credentials"],
            title: .auditTitleCompromisedNotBlocked, key: .auditCompromisedNotBlocked, fixKey: .auditCompromisedNotBlockedFix),
        AuditCheck(
            code: "pool-deletion-protection-off", severity: .warning, clauses: [:],
            scannerIDs: ["prowler:cognito_user_pool_deletion_protection_enabled"],
            title: .auditTitleDeletionProtectionOff, key: .auditDeletionProtectionOff, fixKey: .auditDeletionProtectionOffFix),
        AuditCheck(
            code: "pool-self-sign-up", severity: .info, clauses: [:],
            scannerIDs: ["prowler:cognito_user_pool_self_registration_disabled"],
            title: .auditTitleSelfSignUp, key: .auditSelfSignUp, fixKey: .auditSelfSignUpFix),
        AuditCheck(
            code: "pool-recovery-by-sms", severity: .warning,
            clauses: [.nist80063b4: "NIST SP 800-63B-4 §3.1.3.3 (the telephone network is a restricted authenticator)"],
            scannerIDs: ["prowler:cognito_user_pool_account_recovery_sms_not_preferred"],
            title: .auditTitleRecoveryBySMS, key: .auditRecoveryBySMS, fixKey: .auditRecoveryBySMSFix),
        AuditCheck(
            code: "pool-temporary-password-long", severity: .warning,
            clauses: [.asvs5: "OWASP ASVS 5.0 6.4.1", .pciDSS4: "PCI DSS v4.0 8.3.5"],
            scannerIDs: ["prowler:cognito_user_pool_temporary_password_expiration"],
            title: .auditTitleTemporaryPasswordLong, key: .auditTemporaryPasswordLong, fixKey: .auditTemporaryPasswordLongFix),
        AuditCheck(
            code: "client-user-existence-errors", severity: .warning, clauses: [:],
            scannerIDs: ["prowler:cognito_user_pool_client_prevent_user_existence_errors"],
            title: .auditTitleUserExistenceErrors, key: .auditUserExistenceErrors, fixKey: .auditUserExistenceErrorsFix),
        AuditCheck(
            code: "client-token-revocation-off", severity: .warning, clauses: [:],
            scannerIDs: ["prowler:cognito_user_pool_client_token_revocation_enabled"],
            title: .auditTitleTokenRevocationOff, key: .auditTokenRevocationOff, fixKey: .auditTokenRevocationOffFix),
        AuditCheck(
            code: "client-password-auth-public", severity: .warning, clauses: [:], scannerIDs: [],
            title: .auditTitlePasswordAuthPublic, key: .auditPasswordAuthPublic, fixKey: .auditPasswordAuthPublicFix),
        AuditCheck(
            code: "client-admin-password-auth", severity: .info, clauses: [:], scannerIDs: [],
            title: .auditTitleAdminPasswordAuth, key: .auditAdminPasswordAuth, fixKey: .auditAdminPasswordAuthFix),
        AuditCheck(
            code: "client-implicit-grant", severity: .error, clauses: [.asvs5: "OWASP ASVS 5.0 10.4.4"], scannerIDs: [],
            title: .auditTitleImplicitGrant, key: .auditImplicitGrant, fixKey: .auditImplicitGrantFix),
        AuditCheck(
            code: "client-http-redirect", severity: .error, clauses: [:], scannerIDs: [],
            title: .auditTitleHTTPRedirect, key: .auditHTTPRedirect, fixKey: .auditHTTPRedirectFix),
        AuditCheck(
            code: "client-refresh-token-rotation-off", severity: .info, clauses: [.asvs5: "OWASP ASVS 5.0 10.4.5"],
            scannerIDs: [], title: .auditTitleRefreshRotationOff, key: .auditRefreshRotationOff,
            fixKey: .auditRefreshRotationOffFix),
        AuditCheck(
            code: "policy-scanners-ask-composition", severity: .info,
            clauses: [
                .nist80063b4: "NIST SP 800-63B-4 §3.1.1.2", .asvs5: "OWASP ASVS 5.0 6.2.5",
            ],
            scannerIDs: [
                "AwsSolutions-COG1", "prowler:cognito_user_pool_strong_password_policy",
                "aws-config:cognito-user-pool-password-policy-check",
            ], title: .auditTitleScannersAskComposition, key: .auditScannersAskComposition,
            fixKey: .auditScannersAskCompositionFix),
        AuditCheck(
            code: "setting-computed", severity: .info, clauses: [:], scannerIDs: [],
            title: .auditTitleSettingComputed, key: .auditTitleSettingComputed, fixKey: .auditSettingComputedFix),
    ]

    /// The scanners' IDs for `policy lint`'s findings in an audit, by lint code: the ones that ask
    /// for the same. (The composition findings go the other way: see ``AuditFinding/note(in:)``.)
    static let lintScannerIDs: [String: [String]] = [
        "nist-minimum-length": ["AwsSolutions-COG1", "aws-config:cognito-user-pool-password-policy-check"],
        "asvs-minimum-length": ["AwsSolutions-COG1", "aws-config:cognito-user-pool-password-policy-check"],
        "pci-minimum-length": ["AwsSolutions-COG1", "aws-config:cognito-user-pool-password-policy-check"],
    ]
}
