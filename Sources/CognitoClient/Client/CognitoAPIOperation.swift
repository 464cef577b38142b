// SPDX-License-Identifier: Apache-2.0
import CredKitCore

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
    case getTokensFromRefreshToken = "GetTokensFromRefreshToken"
    case forgotPassword = "ForgotPassword"
    case confirmForgotPassword = "ConfirmForgotPassword"
    case changePassword = "ChangePassword"
    case getUser = "GetUser"
    case globalSignOut = "GlobalSignOut"
    case revokeToken = "RevokeToken"
    case associateSoftwareToken = "AssociateSoftwareToken"
    case verifySoftwareToken = "VerifySoftwareToken"
    case setUserMFAPreference = "SetUserMFAPreference"
    case updateUserAttributes = "UpdateUserAttributes"
    case deleteUserAttributes = "DeleteUserAttributes"
    case getUserAttributeVerificationCode = "GetUserAttributeVerificationCode"
    case verifyUserAttribute = "VerifyUserAttribute"
    case deleteUser = "DeleteUser"
    case getUserAuthFactors = "GetUserAuthFactors"
    case confirmDevice = "ConfirmDevice"
    case updateDeviceStatus = "UpdateDeviceStatus"
    case listDevices = "ListDevices"
    case forgetDevice = "ForgetDevice"
    /// An administrator read, signed with AWS credentials (`credkit policy fetch`).
    case describeUserPool = "DescribeUserPool"
    /// An administrator read, signed with AWS credentials: a user-import file's columns
    /// (`credkit cognito import-check --user-pool-id`).
    case getCSVHeader = "GetCSVHeader"
    /// A machine-to-machine access token for the app client itself (`credkit cognito token
    /// --client-credentials --via api`): the client's ID and secret, no domain.
    case getClientToken = "GetClientToken"
    /// OAuth 2.0 token exchange (RFC 8693): a token narrowed to one audience or resource from one
    /// the caller holds (`credkit cognito token --exchange`).
    case getDerivedToken = "GetDerivedToken"
    /// A passkey's registration options for the signed-in user (`credkit cognito passkeys register`).
    case startWebAuthnRegistration = "StartWebAuthnRegistration"
    /// The new passkey's public key and attestation, verified and kept by Cognito.
    case completeWebAuthnRegistration = "CompleteWebAuthnRegistration"
    /// The user's passkeys (`credkit cognito passkeys list`).
    case listWebAuthnCredentials = "ListWebAuthnCredentials"
    /// Removes one of the user's passkeys (`credkit cognito passkeys delete`).
    case deleteWebAuthnCredential = "DeleteWebAuthnCredential"
    /// Cognito Identity (identity pools): the identity of a signed-in user in an identity pool
    /// (`credkit cognito aws-credentials`).
    case getID = "GetId"
    /// Cognito Identity (identity pools): temporary AWS credentials for that identity.
    case getCredentialsForIdentity = "GetCredentialsForIdentity"
    // Administration (`credkit cognito admin`, ``CognitoAdminClient``): signed with AWS credentials.
    /// Creates a user with a temporary password (3100).
    case adminCreateUser = "AdminCreateUser"
    /// Sets a user's password, temporary or permanent (3200).
    case adminSetUserPassword = "AdminSetUserPassword"
    /// Makes a user choose a new password with a code (3300).
    case adminResetUserPassword = "AdminResetUserPassword"
    /// Lets a disabled user sign in again (3400).
    case adminEnableUser = "AdminEnableUser"
    /// Stops a user from signing in (3500).
    case adminDisableUser = "AdminDisableUser"
    /// Deletes a user (3600).
    case adminDeleteUser = "AdminDeleteUser"
    /// Revokes every refresh token of a user (3700).
    case adminUserGlobalSignOut = "AdminUserGlobalSignOut"
    /// A user's status and attributes (3800).
    case adminGetUser = "AdminGetUser"
    /// A user's MFA methods and preference (3900).
    case adminSetUserMFAPreference = "AdminSetUserMFAPreference"
    /// The pool's users, a page at a time, optionally filtered (5200).
    case listUsers = "ListUsers"
    /// The pool's groups (5300).
    case listGroups = "ListGroups"
    /// The users of a group (5400).
    case listUsersInGroup = "ListUsersInGroup"
    /// Adds a user to a group (5500).
    case adminAddUserToGroup = "AdminAddUserToGroup"
    /// Removes a user from a group (5600).
    case adminRemoveUserFromGroup = "AdminRemoveUserFromGroup"
    /// The groups of a user (5700).
    case adminListGroupsForUser = "AdminListGroupsForUser"
    // The pool's settings, read by `credkit audit pool:ID` (``CognitoAdminClient/auditDocument()``).
    /// The pool's app clients, a page at a time (1100).
    case listUserPoolClients = "ListUserPoolClients"
    /// One app client's settings (1200).
    case describeUserPoolClient = "DescribeUserPoolClient"
    /// The pool's MFA settings: which factors are on (1300).
    case getUserPoolMfaConfig = "GetUserPoolMfaConfig"
    /// The pool's threat-protection responses, compromised credentials among them (1400).
    case describeRiskConfiguration = "DescribeRiskConfiguration"
    /// The pool's hosted-UI or managed-login domain (1500).
    case describeUserPoolDomain = "DescribeUserPoolDomain"

    /// The two services credkit calls.
    public enum Service: Sendable, Hashable {
        /// Cognito Identity Provider: user pools (`cognito-idp`).
        case userPools
        /// Cognito Identity: identity pools (`cognito-identity`).
        case identityPools

        /// The `X-Amz-Target` prefix of the service's operations.
        public var targetPrefix: String {
            switch self {
            case .userPools: "AWSCognitoIdentityProviderService"
            case .identityPools: "AWSCognitoIdentityService"
            }
        }
    }

    /// The service the operation belongs to.
    public var service: Service {
        switch self {
        case .getID, .getCredentialsForIdentity: .identityPools
        default: .userPools
        }
    }

    /// Whether sending the request twice does no more than sending it once, so that one whose
    /// outcome is unknown (a timeout or a lost connection after it may have been received) can be
    /// sent again. Reads, sign-outs, token revocation, MFA preferences, machine tokens and token
    /// exchange (a second token at most) and sign-in (a second session at most; a refresh is sent
    /// once — see the client) are; sign-up, confirmations, code
    /// requests, password changes, challenge answers and TOTP association and verification are not:
    /// repeated, they fail (a code or session already used) or act twice (a second message sent).
    /// Throttling and server errors are answers — the request was not carried out — and are
    /// retried for every operation.
    public var isIdempotent: Bool {
        switch self {
        case .getUser, .globalSignOut, .revokeToken, .setUserMFAPreference, .initiateAuth, .deleteUserAttributes,
            .getUserAuthFactors, .updateDeviceStatus, .listDevices, .forgetDevice, .describeUserPool, .getCSVHeader,
            .getClientToken, .getDerivedToken, .getID, .getCredentialsForIdentity, .startWebAuthnRegistration,
            .listWebAuthnCredentials, .deleteWebAuthnCredential, .adminEnableUser, .adminDisableUser,
            .adminUserGlobalSignOut, .adminGetUser, .adminSetUserMFAPreference, .listUsers, .listGroups, .listUsersInGroup,
            .adminAddUserToGroup, .adminRemoveUserFromGroup, .adminListGroupsForUser, .listUserPoolClients,
            .describeUserPoolClient, .getUserPoolMfaConfig, .describeRiskConfiguration, .describeUserPoolDomain:
            true
        case .signUp, .confirmSignUp, .resendConfirmationCode, .respondToAuthChallenge, .forgotPassword,
            .confirmForgotPassword, .changePassword, .associateSoftwareToken, .verifySoftwareToken, .updateUserAttributes,
            .getUserAttributeVerificationCode, .verifyUserAttribute, .deleteUser, .getTokensFromRefreshToken, .confirmDevice,
            .completeWebAuthnRegistration, .adminCreateUser, .adminSetUserPassword, .adminResetUserPassword,
            .adminDeleteUser:
            false
        }
    }

    /// The block's base number: "any other failure" of this operation.
    public var baseNumber: Int {
        switch self {
        case .signUp: 3000
        case .initiateAuth, .respondToAuthChallenge, .getTokensFromRefreshToken: 4000
        case .confirmSignUp: 5000
        case .resendConfirmationCode: 5100
        case .forgotPassword: 6000
        case .confirmForgotPassword: 7000
        case .changePassword: 8000
        case .getUser: 9000
        case .globalSignOut: 9100
        case .revokeToken: 9200
        case .associateSoftwareToken: 9300
        case .verifySoftwareToken: 9400
        case .setUserMFAPreference: 9500
        case .updateUserAttributes: 9600
        case .deleteUserAttributes: 9650
        case .getUserAttributeVerificationCode: 9700
        case .verifyUserAttribute: 9750
        case .deleteUser: 9800
        case .getUserAuthFactors: 9850
        case .confirmDevice: 9900
        case .updateDeviceStatus: 9920
        case .listDevices: 9940
        case .forgetDevice: 9960
        case .describeUserPool: 9980
        case .getCSVHeader: 9990
        case .getClientToken: 2100
        case .getDerivedToken: 2200
        case .startWebAuthnRegistration: 2300
        case .completeWebAuthnRegistration: 2400
        case .listWebAuthnCredentials: 2500
        case .deleteWebAuthnCredential: 2600
        case .getID: 2700
        case .getCredentialsForIdentity: 2800
        case .adminCreateUser: 3100
        case .adminSetUserPassword: 3200
        case .adminResetUserPassword: 3300
        case .adminEnableUser: 3400
        case .adminDisableUser: 3500
        case .adminDeleteUser: 3600
        case .adminUserGlobalSignOut: 3700
        case .adminGetUser: 3800
        case .adminSetUserMFAPreference: 3900
        case .listUsers: 5200
        case .listGroups: 5300
        case .listUsersInGroup: 5400
        case .adminAddUserToGroup: 5500
        case .adminRemoveUserFromGroup: 5600
        case .adminListGroupsForUser: 5700
        case .listUserPoolClients: 1100
        case .describeUserPoolClient: 1200
        case .getUserPoolMfaConfig: 1300
        case .describeRiskConfiguration: 1400
        case .describeUserPoolDomain: 1500
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
            // 4001 is the articles' "no tokens in the answer" (an unexpected challenge). 4010 is
            // retired: it was TooManyFailedAttempts, which neither operation answers with (AWS's model).
            [
                "NotAuthorized": 4002, "UserNotConfirmed": 4003, "UserNotFound": 4004, "PasswordResetRequired": 4005,
                "TooManyRequests": 4006,
                "CodeMismatch": 4007, "InvalidPassword": 4008, "ExpiredCode": 4009,
                "SoftwareTokenMFANotFound": 4011, "MFAMethodNotFound": 4012,
            ]
        case .getTokensFromRefreshToken:
            // The same meanings as a refresh through InitiateAuth, and a spent refresh token.
            [
                "NotAuthorized": 4002, "UserNotFound": 4004, "TooManyRequests": 4006, "RefreshTokenReuse": 4013,
            ]
        case .confirmSignUp:
            [
                "CodeMismatch": 5001, "ExpiredCode": 5002, "UserNotFound": 5003, "NotAuthorized": 5004, "AliasExists": 5005,
                "TooManyFailedAttempts": 5006,
            ]
        case .resendConfirmationCode:
            ["UserNotFound": 5101, "LimitExceeded": 5102, "CodeDeliveryFailure": 5103]
        case .forgotPassword:
            ["UserNotFound": 6001, "LimitExceeded": 6002, "InvalidParameter": 6003, "NotAuthorized": 6004]
        case .confirmForgotPassword:
            [
                "CodeMismatch": 7001, "ExpiredCode": 7002, "InvalidPassword": 7003, "LimitExceeded": 7004, "UserNotFound": 7005,
                "TooManyFailedAttempts": 7006,
            ]
        case .changePassword:
            // 8001 is the articles' "no active session".
            ["NotAuthorized": 8002, "InvalidPassword": 8003, "LimitExceeded": 8004, "PasswordHistoryPolicyViolation": 8005]
        case .getUser:
            ["NotAuthorized": 9001, "UserNotFound": 9002]
        case .globalSignOut:
            ["NotAuthorized": 9101]
        case .revokeToken:
            ["UnsupportedTokenType": 9201, "Unauthorized": 9202]
        case .associateSoftwareToken:
            ["NotAuthorized": 9301, "SoftwareTokenMFANotFound": 9302, "ConcurrentModification": 9303]
        case .verifySoftwareToken:
            [
                "CodeMismatch": 9401, "EnableSoftwareTokenMFA": 9402, "NotAuthorized": 9403, "TooManyRequests": 9404,
                "SoftwareTokenMFANotFound": 9405,
            ]
        case .setUserMFAPreference:
            ["NotAuthorized": 9501, "InvalidParameter": 9502, "UserNotConfirmed": 9503]
        case .updateUserAttributes:
            ["NotAuthorized": 9601, "AliasExists": 9602, "InvalidParameter": 9603]
        case .deleteUserAttributes:
            ["NotAuthorized": 9651, "InvalidParameter": 9652]
        case .getUserAttributeVerificationCode:
            ["NotAuthorized": 9701, "InvalidParameter": 9702, "LimitExceeded": 9703, "CodeDeliveryFailure": 9704]
        case .verifyUserAttribute:
            ["CodeMismatch": 9751, "ExpiredCode": 9752, "NotAuthorized": 9753, "LimitExceeded": 9754, "AliasExists": 9755]
        case .deleteUser:
            ["NotAuthorized": 9801]
        case .getUserAuthFactors:
            ["NotAuthorized": 9851]
        case .confirmDevice:
            ["NotAuthorized": 9901, "DeviceKeyExists": 9902, "InvalidParameter": 9903]
        case .updateDeviceStatus:
            ["NotAuthorized": 9921, "ResourceNotFound": 9922]
        case .listDevices:
            ["NotAuthorized": 9941]
        case .forgetDevice:
            ["NotAuthorized": 9961, "ResourceNotFound": 9962]
        case .describeUserPool:
            // Cognito's own errors, then the signature's (AWS's common errors for every service).
            [
                "ResourceNotFound": 9981, "NotAuthorized": 9982, "TooManyRequests": 9983, "AccessDenied": 9984,
                "UnrecognizedClient": 9985, "InvalidSignature": 9986, "ExpiredToken": 9987,
            ]
        case .getCSVHeader:
            [
                "ResourceNotFound": 9991, "NotAuthorized": 9992, "TooManyRequests": 9993, "AccessDenied": 9994,
                "UnrecognizedClient": 9995, "InvalidSignature": 9996, "ExpiredToken": 9997,
            ]
        case .getClientToken:
            [
                "NotAuthorized": 2101, "InvalidParameter": 2102, "ResourceNotFound": 2103, "TooManyRequests": 2104,
                "Forbidden": 2105, "OperationNotEnabled": 2106,
            ]
        case .getDerivedToken:
            [
                "NotAuthorized": 2201, "InvalidParameter": 2202, "ResourceNotFound": 2203, "TooManyRequests": 2204,
                "Forbidden": 2205, "OperationNotEnabled": 2206, "UserNotFound": 2207,
            ]
        case .startWebAuthnRegistration:
            [
                "NotAuthorized": 2301, "WebAuthnNotEnabled": 2302, "WebAuthnConfigurationMissing": 2303,
                "LimitExceeded": 2304, "TooManyRequests": 2305,
            ]
        case .completeWebAuthnRegistration:
            [
                "NotAuthorized": 2401, "WebAuthnChallengeNotFound": 2402, "WebAuthnRelyingPartyMismatch": 2403,
                "WebAuthnOriginNotAllowed": 2404, "WebAuthnClientMismatch": 2405, "WebAuthnCredentialNotSupported": 2406,
                "WebAuthnNotEnabled": 2407, "InvalidParameter": 2408, "LimitExceeded": 2409,
            ]
        case .listWebAuthnCredentials:
            ["NotAuthorized": 2501, "InvalidParameter": 2502, "TooManyRequests": 2503]
        case .deleteWebAuthnCredential:
            ["NotAuthorized": 2601, "ResourceNotFound": 2602, "TooManyRequests": 2603]
        case .getID:
            [
                "NotAuthorized": 2701, "ResourceNotFound": 2702, "InvalidParameter": 2703, "TooManyRequests": 2704,
                "LimitExceeded": 2705, "ResourceConflict": 2706, "ExternalService": 2707,
            ]
        case .getCredentialsForIdentity:
            [
                "NotAuthorized": 2801, "ResourceNotFound": 2802, "InvalidParameter": 2803, "TooManyRequests": 2804,
                "InvalidIdentityPoolConfiguration": 2805, "ResourceConflict": 2806, "ExternalService": 2807,
            ]
        case .adminCreateUser, .adminSetUserPassword, .adminResetUserPassword, .adminEnableUser, .adminDisableUser,
            .adminDeleteUser, .adminUserGlobalSignOut, .adminGetUser, .adminSetUserMFAPreference, .listUsers, .listGroups,
            .listUsersInGroup, .adminAddUserToGroup, .adminRemoveUserFromGroup, .adminListGroupsForUser,
            .listUserPoolClients, .describeUserPoolClient, .getUserPoolMfaConfig, .describeRiskConfiguration,
            .describeUserPoolDomain:
            administrationNumberedErrors
        }
    }

    /// The number for a Cognito error type (`NotAuthorizedException` or `NotAuthorized`).
    /// - Parameter type: the error type.
    /// - Returns: the specific number, or ``baseNumber``.
    public func number(forErrorType type: String) -> Int {
        let name = type.hasSuffix("Exception") ? String(type.dropLast("Exception".count)) : type
        return numberedErrors[name] ?? baseNumber
    }

    /// The text of a numbered error, for the numbers that have their own (the articles' and
    /// credkit's); `nil` for a block's base number, which says what failed generically.
    package static func textKey(forNumber number: Int) -> CognitoTextKey? {
        switch number {
        case 1000: .cognitoError1000
        case 1001: .cognitoError1001
        case 1002: .cognitoError1002
        case 1003: .cognitoError1003
        case 1004: .cognitoError1004
        case 1005: .cognitoError1005
        case 2101: .cognitoError2101
        case 2102: .cognitoError2102
        case 2103: .cognitoError2103
        case 2104: .cognitoError2104
        case 2105: .cognitoError2105
        case 2106: .cognitoError2106
        case 2201: .cognitoError2201
        case 2202: .cognitoError2202
        case 2203: .cognitoError2203
        case 2204: .cognitoError2204
        case 2205: .cognitoError2205
        case 2206: .cognitoError2206
        case 2207: .cognitoError2207
        case 2301: .cognitoError2301
        case 2302: .cognitoError2302
        case 2303: .cognitoError2303
        case 2304: .cognitoError2304
        case 2305: .cognitoError2305
        case 2401: .cognitoError2401
        case 2402: .cognitoError2402
        case 2403: .cognitoError2403
        case 2404: .cognitoError2404
        case 2405: .cognitoError2405
        case 2406: .cognitoError2406
        case 2407: .cognitoError2407
        case 2408: .cognitoError2408
        case 2409: .cognitoError2409
        case 2501: .cognitoError2501
        case 2502: .cognitoError2502
        case 2503: .cognitoError2503
        case 2601: .cognitoError2601
        case 2602: .cognitoError2602
        case 2603: .cognitoError2603
        case 2701: .cognitoError2701
        case 2702: .cognitoError2702
        case 2703: .cognitoError2703
        case 2704: .cognitoError2704
        case 2705: .cognitoError2705
        case 2706: .cognitoError2706
        case 2707: .cognitoError2707
        case 2801: .cognitoError2801
        case 2802: .cognitoError2802
        case 2803: .cognitoError2803
        case 2804: .cognitoError2804
        case 2805: .cognitoError2805
        case 2806: .cognitoError2806
        case 2807: .cognitoError2807
        case 3001: .cognitoError3001
        case 3002: .cognitoError3002
        case 3003: .cognitoError3003
        case 3004: .cognitoError3004
        case 3005: .cognitoError3005
        case 4001: .cognitoError4001
        case 4002: .cognitoError4002
        case 4003: .cognitoError4003
        case 4004: .cognitoError4004
        case 4005: .cognitoError4005
        case 4006: .cognitoError4006
        case 4007: .cognitoError4007
        case 4008: .cognitoError4008
        case 4009: .cognitoError4009
        case 4011: .cognitoError4011
        case 4012: .cognitoError4012
        case 4013: .cognitoError4013
        case 4014: .cognitoError4014
        case 4015: .cognitoError4015
        case 5001: .cognitoError5001
        case 5002: .cognitoError5002
        case 5003: .cognitoError5003
        case 5004: .cognitoError5004
        case 5005: .cognitoError5005
        case 5006: .cognitoError5006
        case 5101: .cognitoError5101
        case 5102: .cognitoError5102
        case 5103: .cognitoError5103
        case 6001: .cognitoError6001
        case 6002: .cognitoError6002
        case 6003: .cognitoError6003
        case 6004: .cognitoError6004
        case 7001: .cognitoError7001
        case 7002: .cognitoError7002
        case 7003: .cognitoError7003
        case 7004: .cognitoError7004
        case 7005: .cognitoError7005
        case 7006: .cognitoError7006
        case 8001: .cognitoError8001
        case 8002: .cognitoError8002
        case 8003: .cognitoError8003
        case 8004: .cognitoError8004
        case 8005: .cognitoError8005
        case 9001: .cognitoError9001
        case 9002: .cognitoError9002
        case 9101: .cognitoError9101
        case 9201: .cognitoError9201
        case 9202: .cognitoError9202
        case 9301: .cognitoError9301
        case 9302: .cognitoError9302
        case 9303: .cognitoError9303
        case 9401: .cognitoError9401
        case 9402: .cognitoError9402
        case 9403: .cognitoError9403
        case 9404: .cognitoError9404
        case 9405: .cognitoError9405
        case 9501: .cognitoError9501
        case 9502: .cognitoError9502
        case 9503: .cognitoError9503
        case 9601: .cognitoError9601
        case 9602: .cognitoError9602
        case 9603: .cognitoError9603
        case 9651: .cognitoError9651
        case 9652: .cognitoError9652
        case 9701: .cognitoError9701
        case 9702: .cognitoError9702
        case 9703: .cognitoError9703
        case 9704: .cognitoError9704
        case 9751: .cognitoError9751
        case 9752: .cognitoError9752
        case 9753: .cognitoError9753
        case 9754: .cognitoError9754
        case 9755: .cognitoError9755
        case 9801: .cognitoError9801
        case 9851: .cognitoError9851
        case 9901: .cognitoError9901
        case 9902: .cognitoError9902
        case 9903: .cognitoError9903
        case 9921: .cognitoError9921
        case 9922: .cognitoError9922
        case 9941: .cognitoError9941
        case 9961: .cognitoError9961
        case 9962: .cognitoError9962
        case 9981: .cognitoError9981
        case 9982: .cognitoError9982
        case 9983: .cognitoError9983
        case 9984: .cognitoError9984
        case 9985: .cognitoError9985
        case 9986: .cognitoError9986
        case 9987: .cognitoError9987
        case 9991: .cognitoError9991
        case 9992: .cognitoError9992
        case 9993: .cognitoError9993
        case 9994: .cognitoError9994
        case 9995: .cognitoError9995
        case 9996: .cognitoError9996
        case 9997: .cognitoError9997
        default: nil
        }
    }

    /// Every numbered error with a text of its own, for the tests (the administration operations'
    /// take their type's text: ``administrationNumbers``).
    package static var allNumbers: Set<Int> {
        Set(allCases.filter { !$0.isAdministration }.flatMap { $0.numberedErrors.values }).union([
            1000, 1001, 1002, 1003, 1004, 1005, 4001, 4014, 4015, 8001,
        ])
    }
}
