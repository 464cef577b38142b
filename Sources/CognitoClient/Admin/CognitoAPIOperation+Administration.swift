// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The administration operations' numbers: every block (3100–3900, 5200–5700) gives an error type the
/// same place, so that `…04` is throttling and `…02` an unknown user whatever the operation, and the
/// text is the type's (with the operation named where it helps), written once.
extension CognitoAPIOperation {
    /// Whether the operation is one of ``CognitoAdminClient``'s (signed with AWS credentials, on a pool).
    public var isAdministration: Bool { Self.administrationErrorTypes[self] != nil }

    /// Whether requests are signed with AWS credentials (Signature Version 4) rather than sent with
    /// a token or an app client's ID.
    public var isSigned: Bool { isAdministration || self == .describeUserPool || self == .getCSVHeader }

    /// The place of each error type in an administration block (its number is the block's base plus
    /// this). AWS's common errors of signed requests (AccessDenied, UnrecognizedClient,
    /// InvalidSignature, ExpiredToken) are numbered in every block; `InternalError` is the base.
    static let administrationOffsets: [String: Int] = [
        "ResourceNotFound": 1, "UserNotFound": 2, "NotAuthorized": 3, "TooManyRequests": 4, "InvalidParameter": 5,
        "OperationNotEnabled": 6, "AccessDenied": 7, "UnrecognizedClient": 8, "InvalidSignature": 9, "ExpiredToken": 10,
        "UsernameExists": 11, "InvalidPassword": 12, "PasswordHistoryPolicyViolation": 13, "CodeDeliveryFailure": 14,
        "UnsupportedUserState": 15, "LimitExceeded": 16, "UserNotConfirmed": 17, "PasswordResetRequired": 18,
        "PreconditionNotMet": 19, "UserLambdaValidation": 20, "UnexpectedLambda": 21, "InvalidLambdaResponse": 22,
        "InvalidSmsRoleAccessPolicy": 23, "InvalidSmsRoleTrustRelationship": 24, "InvalidEmailRoleAccessPolicy": 25,
        "UserPoolAddOnNotEnabled": 26,
    ]

    /// The error types each administration operation may answer (botocore 1.44.8's model, without
    /// `InternalError`), besides the signature's.
    static let administrationErrorTypes: [CognitoAPIOperation: [String]] = {
        let common = ["ResourceNotFound", "NotAuthorized", "TooManyRequests", "InvalidParameter", "OperationNotEnabled"]
        let lambda = ["UserLambdaValidation", "UnexpectedLambda", "InvalidLambdaResponse"]
        let sms = ["InvalidSmsRoleAccessPolicy", "InvalidSmsRoleTrustRelationship"]
        return [
            .adminCreateUser: common + lambda + sms + [
                "UserNotFound", "UsernameExists", "InvalidPassword", "CodeDeliveryFailure", "UnsupportedUserState",
                "PreconditionNotMet",
            ],
            .adminSetUserPassword: common + ["UserNotFound", "InvalidPassword", "PasswordHistoryPolicyViolation"],
            .adminResetUserPassword: common + lambda + sms + [
                "UserNotFound", "LimitExceeded", "InvalidEmailRoleAccessPolicy",
            ],
            .adminEnableUser: common + ["UserNotFound"],
            .adminDisableUser: common + ["UserNotFound"],
            .adminDeleteUser: common + ["UserNotFound"],
            .adminUserGlobalSignOut: common + ["UserNotFound"],
            .adminGetUser: common + ["UserNotFound"],
            // AdminSetUserMFAPreference is the one that is never throttled, as AWS's model says.
            .adminSetUserMFAPreference: common.filter { $0 != "TooManyRequests" } + [
                "UserNotFound", "UserNotConfirmed", "PasswordResetRequired",
            ],
            .listUsers: common,
            .listGroups: common,
            .listUsersInGroup: common,
            .adminAddUserToGroup: common + ["UserNotFound"],
            .adminRemoveUserFromGroup: common + ["UserNotFound"],
            .adminListGroupsForUser: common + ["UserNotFound"],
            // The pool's settings (`credkit audit pool:ID`).
            .listUserPoolClients: common,
            .describeUserPoolClient: common,
            .getUserPoolMfaConfig: common.filter { $0 != "OperationNotEnabled" },
            .describeRiskConfiguration: common + ["UserPoolAddOnNotEnabled"],
            .describeUserPoolDomain: common.filter { $0 != "TooManyRequests" },
        ]
    }()

    /// The signature's errors, which AWS answers for any signed request.
    static let signatureErrorTypes = ["AccessDenied", "UnrecognizedClient", "InvalidSignature", "ExpiredToken"]

    /// An administration operation's numbered errors.
    var administrationNumberedErrors: [String: Int] {
        let types = (Self.administrationErrorTypes[self] ?? []) + Self.signatureErrorTypes
        return Dictionary(
            uniqueKeysWithValues: types.compactMap { type in
                Self.administrationOffsets[type].map { (type, baseNumber + $0) }
            })
    }

    /// Every administration number, for the tests.
    package static var administrationNumbers: Set<Int> {
        Set(allCases.filter(\.isAdministration).flatMap { $0.administrationNumberedErrors.values })
    }

    /// The text of an administration operation's numbered error: the type's, shared by every block
    /// (placeholders `{operation}` and `{detail}`, Cognito's own message); `nil` for another operation
    /// or a type without a number.
    package func administrationTextKey(forErrorType type: String) -> CognitoTextKey? {
        guard isAdministration else { return nil }
        let name = type.hasSuffix("Exception") ? String(type.dropLast("Exception".count)) : type
        guard administrationNumberedErrors[name] != nil else { return nil }
        let groupOperations: Set<CognitoAPIOperation> = [
            .listUsersInGroup, .adminAddUserToGroup, .adminRemoveUserFromGroup,
        ]
        switch name {
        case "ResourceNotFound":
            switch self {
            case _ where groupOperations.contains(self): return .cognitoAdminGroupNotFound
            case .describeUserPoolClient: return .cognitoAdminClientNotFound
            case .describeUserPoolDomain: return .cognitoAdminDomainNotFound
            default: return .cognitoError9981
            }
        case "UserNotFound": return .cognitoAdminUserNotFound
        case "NotAuthorized": return .cognitoAdminNotAuthorized
        case "TooManyRequests": return .cognitoError9983
        case "InvalidParameter": return .cognitoAdminInvalidParameter
        case "OperationNotEnabled": return .cognitoAdminOperationNotEnabled
        case "AccessDenied": return .cognitoAdminAccessDenied
        case "UnrecognizedClient": return .cognitoError9985
        case "InvalidSignature": return .cognitoError9986
        case "ExpiredToken": return .cognitoError9987
        case "UsernameExists": return .cognitoAdminUsernameExists
        case "InvalidPassword": return .cognitoAdminInvalidPassword
        case "PasswordHistoryPolicyViolation": return .cognitoAdminPasswordHistory
        case "CodeDeliveryFailure": return .cognitoAdminCodeDelivery
        case "UnsupportedUserState": return .cognitoAdminUserState
        case "LimitExceeded": return .cognitoAdminLimitExceeded
        case "UserNotConfirmed": return .cognitoAdminUserNotConfirmed
        case "PasswordResetRequired": return .cognitoAdminPasswordResetRequired
        case "PreconditionNotMet": return .cognitoAdminPrecondition
        case "UserLambdaValidation": return .cognitoAdminLambdaRefused
        case "UnexpectedLambda", "InvalidLambdaResponse": return .cognitoAdminLambdaFailed
        case "InvalidSmsRoleAccessPolicy", "InvalidSmsRoleTrustRelationship": return .cognitoAdminSMSRole
        case "InvalidEmailRoleAccessPolicy": return .cognitoAdminEmailRole
        case "UserPoolAddOnNotEnabled": return .cognitoAdminAddOnNotEnabled
        default: return nil
        }
    }
}
