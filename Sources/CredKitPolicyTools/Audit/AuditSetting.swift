// SPDX-License-Identifier: Apache-2.0

/// A setting of a user pool, an app client or a risk configuration that `credkit audit` judges,
/// named the way each source writes it, so that a finding speaks the file's own terms.
public enum AuditSetting: String, CaseIterable, Sendable, Hashable {
    // The pool.
    case mfaConfiguration, enabledMFAs, threatProtection, deletionProtection, adminCreateUserOnly, accountRecovery
    case temporaryPasswordValidity, tier
    // The risk configuration.
    case compromisedCredentialsAction
    // An app client.
    case generateSecret, explicitAuthFlows, preventUserExistenceErrors, tokenRevocation, refreshTokenRotation
    case allowedOAuthFlows, callbackURLs, logoutURLs

    /// The dialect a setting is named in.
    public enum Dialect: Sendable, Hashable {
        /// Cognito's API and its CLI output (`describe-user-pool`), and CloudFormation, CDK, SAM and
        /// Serverless templates (their properties are the API's members).
        case cognito
        /// Terraform's AWS provider (`aws_cognito_user_pool` and friends).
        case terraform
    }

    /// The setting's name in `dialect`, as a path from its resource.
    public func name(in dialect: Dialect) -> String {
        switch dialect {
        case .cognito: cognitoName
        case .terraform: terraformName
        }
    }

    private var cognitoName: String {
        switch self {
        case .mfaConfiguration: "MfaConfiguration"
        case .enabledMFAs: "EnabledMfas"
        case .threatProtection: "UserPoolAddOns.AdvancedSecurityMode"
        case .deletionProtection: "DeletionProtection"
        case .adminCreateUserOnly: "AdminCreateUserConfig.AllowAdminCreateUserOnly"
        case .accountRecovery: "AccountRecoverySetting.RecoveryMechanisms"
        case .temporaryPasswordValidity: "Policies.PasswordPolicy.TemporaryPasswordValidityDays"
        case .tier: "UserPoolTier"
        case .compromisedCredentialsAction: "CompromisedCredentialsRiskConfiguration.Actions.EventAction"
        case .generateSecret: "GenerateSecret"
        case .explicitAuthFlows: "ExplicitAuthFlows"
        case .preventUserExistenceErrors: "PreventUserExistenceErrors"
        case .tokenRevocation: "EnableTokenRevocation"
        case .refreshTokenRotation: "RefreshTokenRotation.Feature"
        case .allowedOAuthFlows: "AllowedOAuthFlows"
        case .callbackURLs: "CallbackURLs"
        case .logoutURLs: "LogoutURLs"
        }
    }

    private var terraformName: String {
        switch self {
        case .mfaConfiguration: "mfa_configuration"
        case .enabledMFAs: "software_token_mfa_configuration.enabled"
        case .threatProtection: "user_pool_add_ons.advanced_security_mode"
        case .deletionProtection: "deletion_protection"
        case .adminCreateUserOnly: "admin_create_user_config.allow_admin_create_user_only"
        case .accountRecovery: "account_recovery_setting.recovery_mechanism"
        case .temporaryPasswordValidity: "password_policy.temporary_password_validity_days"
        case .tier: "user_pool_tier"
        case .compromisedCredentialsAction: "compromised_credentials_risk_configuration.actions.event_action"
        case .generateSecret: "generate_secret"
        case .explicitAuthFlows: "explicit_auth_flows"
        case .preventUserExistenceErrors: "prevent_user_existence_errors"
        case .tokenRevocation: "enable_token_revocation"
        case .refreshTokenRotation: "refresh_token_rotation.feature"
        case .allowedOAuthFlows: "allowed_oauth_flows"
        case .callbackURLs: "callback_urls"
        case .logoutURLs: "logout_urls"
        }
    }
}
