// SPDX-License-Identifier: Apache-2.0

/// The service that enforces a policy: Cognito, or another provider whose policy was imported.
///
/// It decides the rules that belong to the service rather than to the policy's fields: Cognito
/// refuses a password that starts or ends with whitespace and keeps temporary passwords for a
/// number of days; Keycloak, Auth0 and Firebase do neither. Password history is enforced by the
/// service named here, never by credkit.
public enum PolicyPlatform: String, Sendable, Hashable, CaseIterable {
    /// Amazon Cognito (also a policy read from CloudFormation, Terraform or the Serverless Framework).
    case cognito
    /// A Keycloak realm's password policy.
    case keycloak
    /// An Auth0 database connection's password policy.
    case auth0
    /// Firebase Authentication / Identity Platform.
    case firebase

    /// The service's name as people write it.
    public var displayName: String {
        switch self {
        case .cognito: "Cognito"
        case .keycloak: "Keycloak"
        case .auth0: "Auth0"
        case .firebase: "Firebase"
        }
    }

    /// Whether a password may not start or end with whitespace: Cognito's parameter pattern
    /// `^[\S]+.*[\S]+$`, which no other provider has.
    public var rejectsOuterWhitespace: Bool { self == .cognito }

    /// Whether the service keeps temporary (admin-set) passwords for a number of days.
    public var hasTemporaryPasswords: Bool { self == .cognito }
}
