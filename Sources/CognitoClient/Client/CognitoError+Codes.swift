// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from CognitoError.swift: edit that file, not this one.

extension CognitoError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .validation,
        .transport,
        .invalidResponse,
        .invalidEndpoint,
        .unexpectedChallenge,
        .noSession,
        .passkeyRequired,
        .passkeyRefused,
        .passkeyUnusable,
        .stoppedAfterSending,
        .service,
    ]
}

extension ValidationProblem.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .invalidEmail,
        .passwordPolicy,
        .missing,
        .invalidCode,
        .confirmationMismatch,
        .sameAsCurrent,
        .tooLong,
        .noUserPool,
        .conflict,
        .notOffered,
        .breachCheckUnavailable,
        .invalidAttribute,
        .invalidDeviceKey,
        .invalidCredentialID,
        .invalidScope,
        .tooMany,
        .invalidToken,
        .invalidIdentityPoolID,
        .invalidRoleARN,
        .invalidProviderName,
        .invalidUsername,
        .invalidGroupName,
        .attributeNotInSchema,
        .attributeRequired,
        .attributeValue,
        .readOnlyAttribute,
        .invalidPhoneNumber,
        .duplicateUsername,
        .deliveryUnreachable,
    ]
}
