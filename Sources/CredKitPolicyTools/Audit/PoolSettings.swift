// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// The settings of a user pool that `credkit audit` judges, whatever they were read from: a live pool
/// (`DescribeUserPool`, `ListUserPoolClients` + `DescribeUserPoolClient`, `GetUserPoolMfaConfig`,
/// `DescribeRiskConfiguration`)
/// or infrastructure code (CloudFormation, CDK, SAM, Serverless, Terraform).
///
/// A value the source does not state is `nil`: the checks then judge Cognito's default for it, as a
/// pool made from that code has it, and point at the resource the setting belongs in.
public struct PoolSettings: Sendable, Hashable {
    /// Where a pool, a client or one of their settings is written.
    public struct Place: Sendable, Hashable {
        /// The file (infrastructure code) or the resource's ARN (a live pool).
        public var source: String
        /// The line and column in the file; `nil` for a live pool.
        public var location: SourceLocation?
        /// The setting's name as the source writes it (`MfaConfiguration`, `mfa_configuration`).
        public var field: String?
        /// Why the value, or part of a list, cannot be read: computed when deployed (a parameter
        /// without `--parameter`, a variable without `--var`, a function). The checks of a setting
        /// with no value read are then not made, and an info finding says why.
        public var computed: PolicyError?

        /// Creates a place.
        public init(source: String, location: SourceLocation? = nil, field: String? = nil, computed: PolicyError? = nil) {
            self.source = source
            self.location = location
            self.field = field
            self.computed = computed
        }
    }

    /// One app client's settings.
    public struct AppClient: Sendable, Hashable {
        /// The client's name: its logical ID or Terraform address in code, its name and ID live.
        public var name: String
        /// Where the client is defined.
        public var place: Place
        /// Whether it has a secret (a confidential client).
        public var hasSecret: Bool?
        /// `ExplicitAuthFlows` (`ALLOW_USER_PASSWORD_AUTH`, `ALLOW_ADMIN_USER_PASSWORD_AUTH`, …).
        public var explicitAuthFlows: [String]?
        /// `PreventUserExistenceErrors`: `ENABLED` or `LEGACY`.
        public var preventUserExistenceErrors: String?
        /// `EnableTokenRevocation`.
        public var tokenRevocation: Bool?
        /// `RefreshTokenRotation.Feature`: `ENABLED` or `DISABLED`.
        public var refreshTokenRotation: String?
        /// `AllowedOAuthFlows`: `code`, `implicit`, `client_credentials`.
        public var allowedOAuthFlows: [String]?
        /// `CallbackURLs`.
        public var callbackURLs: [String]?
        /// `LogoutURLs`.
        public var logoutURLs: [String]?
        /// Where each stated setting is written.
        public var places: [AuditSetting: Place] = [:]

        /// A client with nothing stated.
        public init(name: String, place: Place) {
            self.name = name
            self.place = place
        }
    }

    /// The pool's name: its ID live, its logical ID or Terraform address in code.
    public var name: String
    /// Where the pool is defined.
    public var place: Place
    /// How settings are named in the source.
    public var dialect: AuditSetting.Dialect
    /// The password policy, read by the policy importers (`policy lint`'s engine judges it).
    public var policy: PasswordPolicy
    /// The format the policy was read from, for `policy lint`'s fixes in the file's words.
    public var policyFormat: PolicyFormat = .cognito
    /// Whether the settings are a pool's description (`describe-user-pool`'s shape, from a file or
    /// live): its password policy is the pool's own, where credkit's extensions cannot be written.
    public var isDescription = false
    /// Whether the settings were read from the live pool (its findings are at its ARN).
    public var isLive = false
    /// Where the password policy is written, when in a file.
    public var policyLocation: SourceLocation?
    /// Where each password-policy setting is written, by Cognito's name (`MinimumLength` …).
    public var policyLocations: [String: SourceLocation] = [:]
    /// `UserPoolTier`: `LITE`, `ESSENTIALS` or `PLUS`.
    public var tier: String?
    /// `MfaConfiguration`: `OFF`, `OPTIONAL` or `ON`.
    public var mfa: String?
    /// `EnabledMfas` (`SMS_MFA`, `SOFTWARE_TOKEN_MFA`, `EMAIL_OTP`), or Terraform's
    /// `software_token_mfa_configuration` read as `SOFTWARE_TOKEN_MFA`.
    public var enabledMFAs: [String]?
    /// `UserPoolAddOns.AdvancedSecurityMode`: `OFF`, `AUDIT` or `ENFORCED`.
    public var threatProtection: String?
    /// The risk configuration's action on compromised credentials (`BLOCK` or `NO_ACTION`); `nil` when
    /// the pool has no risk configuration.
    public var compromisedCredentialsAction: String?
    /// `DeletionProtection`: `ACTIVE` or `INACTIVE`.
    public var deletionProtection: String?
    /// `AdminCreateUserConfig.AllowAdminCreateUserOnly`: `false` lets users sign themselves up.
    public var adminCreateUserOnly: Bool?
    /// `AccountRecoverySetting.RecoveryMechanisms`, by priority (`verified_email`, `verified_phone_number`, `admin_only`).
    public var recoveryMechanisms: [String]?
    /// The app clients, in the source's order.
    public var clients: [AppClient] = []
    /// Where each stated setting is written.
    public var places: [AuditSetting: Place] = [:]

    /// A pool with nothing stated but its policy.
    public init(name: String, place: Place, dialect: AuditSetting.Dialect, policy: PasswordPolicy) {
        self.name = name
        self.place = place
        self.dialect = dialect
        self.policy = policy
    }

    /// Where `setting` is written, or, when the source does not state it, the pool's place with the
    /// setting's name: the resource it belongs in.
    public func place(of setting: AuditSetting) -> Place {
        if let place = places[setting] { return place }
        var place = self.place
        place.field = setting.name(in: dialect)
        return place
    }
}

extension PoolSettings.AppClient {
    /// Where `setting` is written, or the client's place with the setting's name.
    public func place(of setting: AuditSetting, dialect: AuditSetting.Dialect) -> PoolSettings.Place {
        if let place = places[setting] { return place }
        var place = self.place
        place.field = setting.name(in: dialect)
        return place
    }
}
