import _CredKitCore

/// The Cognito Identity Provider operations the client calls, with the numbered error codes the
/// articles' apps show (sign-in 4000–4004, forgot password 6000–6002, confirm forgot password
/// 7000–7003, change password 8000–8004) and the same scheme for the others.
///
/// Each operation has a block of numbers: the block's base is "any other failure", then one number
/// per error the articles (or, for the new blocks, credkit) single out. Numbers shared by all
/// operations: 1000 local validation, 1001 no response (network), 1002 an unreadable response.
public enum CognitoAPIOperation: String, Sendable, Hashable, CaseIterable {
    case signUp = "SignUp"
    case confirmSignUp = "ConfirmSignUp"
    case resendConfirmationCode = "ResendConfirmationCode"
    case initiateAuth = "InitiateAuth"
    case respondToAuthChallenge = "RespondToAuthChallenge"
    case forgotPassword = "ForgotPassword"
    case confirmForgotPassword = "ConfirmForgotPassword"
    case changePassword = "ChangePassword"
    case getUser = "GetUser"
    case globalSignOut = "GlobalSignOut"
    case revokeToken = "RevokeToken"

    /// The block's base number: "any other failure" of this operation.
    public var baseNumber: Int {
        switch self {
        case .signUp: 3000
        case .initiateAuth, .respondToAuthChallenge: 4000
        case .confirmSignUp: 5000
        case .resendConfirmationCode: 5100
        case .forgotPassword: 6000
        case .confirmForgotPassword: 7000
        case .changePassword: 8000
        case .getUser: 9000
        case .globalSignOut: 9100
        case .revokeToken: 9200
        }
    }

    /// The numbered errors of this operation, by Cognito error type (without `Exception`).
    var numberedErrors: [String: Int] {
        switch self {
        case .signUp:
            [
                "UsernameExists": 3001, "InvalidPassword": 3002, "InvalidParameter": 3003, "CodeDeliveryFailure": 3004,
                "TooManyRequests": 3005,
            ]
        case .initiateAuth, .respondToAuthChallenge:
            // 4001 is the articles' "no tokens in the answer" (an unexpected challenge).
            [
                "NotAuthorized": 4002, "UserNotConfirmed": 4003, "UserNotFound": 4004, "PasswordResetRequired": 4005,
                "TooManyRequests": 4006,
                "CodeMismatch": 4007, "InvalidPassword": 4008,
            ]
        case .confirmSignUp:
            ["CodeMismatch": 5001, "ExpiredCode": 5002, "UserNotFound": 5003, "NotAuthorized": 5004, "AliasExists": 5005]
        case .resendConfirmationCode:
            ["UserNotFound": 5101, "LimitExceeded": 5102, "CodeDeliveryFailure": 5103]
        case .forgotPassword:
            ["UserNotFound": 6001, "LimitExceeded": 6002, "InvalidParameter": 6003, "NotAuthorized": 6004]
        case .confirmForgotPassword:
            ["CodeMismatch": 7001, "ExpiredCode": 7002, "InvalidPassword": 7003, "LimitExceeded": 7004, "UserNotFound": 7005]
        case .changePassword:
            // 8001 is the articles' "no active session".
            ["NotAuthorized": 8002, "InvalidPassword": 8003, "LimitExceeded": 8004, "PasswordHistoryPolicyViolation": 8005]
        case .getUser:
            ["NotAuthorized": 9001, "UserNotFound": 9002]
        case .globalSignOut:
            ["NotAuthorized": 9101]
        case .revokeToken:
            ["UnsupportedTokenType": 9201, "Unauthorized": 9202]
        }
    }

    /// The number for a Cognito error type (`NotAuthorizedException` or `NotAuthorized`).
    /// - Parameter type: the error type.
    /// - Returns: the specific number, or ``baseNumber``.
    public func number(forErrorType type: String) -> Int {
        let name = type.hasSuffix("Exception") ? String(type.dropLast("Exception".count)) : type
        return numberedErrors[name] ?? baseNumber
    }
}
