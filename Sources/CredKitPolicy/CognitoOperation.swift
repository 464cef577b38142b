// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A Cognito operation that takes a new password; it decides the wording of Cognito's error message.
public enum CognitoOperation: String, Sendable, CaseIterable, Hashable {
    /// `SignUp`: "Password did not conform with policy: …".
    case signUp = "sign-up"
    /// `ChangePassword`: "Password does not conform to policy: …".
    case changePassword = "change-password"
    /// `ConfirmForgotPassword`: "Password does not conform to policy: …".
    case confirmForgotPassword = "confirm-forgot-password"

    /// The prefix of `InvalidPasswordException` messages for this operation.
    public var invalidPasswordPrefix: String {
        switch self {
        case .signUp: "Password did not conform with policy: "
        case .changePassword, .confirmForgotPassword: "Password does not conform to policy: "
        }
    }

    /// The request member that carries the new password, as named in parameter-validation messages.
    public var passwordMember: String {
        switch self {
        case .signUp, .confirmForgotPassword: "password"
        case .changePassword: "proposedPassword"
        }
    }
}
