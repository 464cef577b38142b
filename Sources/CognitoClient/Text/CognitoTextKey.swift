// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of the Cognito client (numbered errors, pre-flight
/// problems, sessions, SRP). Each key has an entry in ``CognitoEnglishTexts`` and
/// ``CognitoSpanishTexts``; the tests check both are complete and use the same placeholders.
package enum CognitoTextKey: String, TextKey {
    case cognitoError1000
    case cognitoError1001
    case cognitoError1002
    case cognitoError1003
    case cognitoErrorGeneric
    case cognitoError3001
    case cognitoError3002
    case cognitoError3003
    case cognitoError3004
    case cognitoError3005
    case cognitoError4001
    case cognitoError4002
    case cognitoError4003
    case cognitoError4004
    case cognitoError4005
    case cognitoError4006
    case cognitoError4007
    case cognitoError4008
    case cognitoError4009
    case cognitoError4011
    case cognitoError4012
    case cognitoError4013
    case cognitoError4014
    case cognitoError5001
    case cognitoError5002
    case cognitoError5003
    case cognitoError5004
    case cognitoError5005
    case cognitoError5006
    case cognitoError5101
    case cognitoError5102
    case cognitoError5103
    case cognitoError6001
    case cognitoError6002
    case cognitoError6003
    case cognitoError6004
    case cognitoError7001
    case cognitoError7002
    case cognitoError7003
    case cognitoError7004
    case cognitoError7005
    case cognitoError7006
    case cognitoError8001
    case cognitoError8002
    case cognitoError8003
    case cognitoError8004
    case cognitoError8005
    case cognitoError9001
    case cognitoError9002
    case cognitoError9101
    case cognitoError9201
    case cognitoError9202
    case cognitoError9301
    case cognitoError9302
    case cognitoError9303
    case cognitoError9401
    case cognitoError9402
    case cognitoError9403
    case cognitoError9404
    case cognitoError9405
    case cognitoError9501
    case cognitoError9502
    case cognitoError9503
    case cognitoError9601
    case cognitoError9602
    case cognitoError9603
    case cognitoError9651
    case cognitoError9652
    case cognitoError9701
    case cognitoError9702
    case cognitoError9703
    case cognitoError9704
    case cognitoError9751
    case cognitoError9752
    case cognitoError9753
    case cognitoError9754
    case cognitoError9755
    case cognitoError9801
    case cognitoError9851
    case cognitoError9901
    case cognitoError9902
    case cognitoError9903
    case cognitoError9921
    case cognitoError9922
    case cognitoError9941
    case cognitoError9961
    case cognitoError9962
    case cognitoError9981
    case cognitoError9982
    case cognitoError9983
    case cognitoError9984
    case cognitoError9985
    case cognitoError9986
    case cognitoError9987
    case credentialsNotFound
    case credentialsUnknownProfile
    case credentialsIncomplete
    case credentialsMalformedFile
    case credentialsUnsupportedSource
    case credentialsProcessFailed
    case credentialsReasonSection
    case credentialsReasonNameValue
    case credentialsReasonEmptyCommand
    case credentialsReasonExitStatus
    case credentialsReasonNotJSON
    case credentialsReasonVersion
    case credentialsReasonMissingKeys
    case credentialsReasonUnavailable
    case credentialsReasonOutputTooLarge
    case credentialsReasonTimeout
    case credentialsReasonSignal
    case credentialsShadowedKeys
    case cognitoProblemDeviceKey
    case cognitoProblemEmail
    case cognitoProblemPassword
    case cognitoProblemPasswordNamed
    case cognitoProblemMissing
    case cognitoProblemCode
    case cognitoProblemMismatch
    case cognitoProblemSameAsCurrent
    case cognitoProblemTooLong
    case cognitoProblemPoolID
    case cognitoProblemMFACode
    case cognitoProblemTwoPreferred
    case cognitoProblemMFANotOffered
    case cognitoProblemWrongStep
    case cognitoProblemAttributeName
    case cognitoProblemAttributeTwice
    case cognitoUnsupportedChallenge
    case cognitoSettingInvalidUserPool
    case cognitoSettingMissingRegion
    case cognitoSettingInvalidRegion
    case cognitoSettingRegionMismatch
    case cognitoSettingMissingClientID
    case cognitoSettingInvalidClientID
    case cognitoSettingSessionOtherClient
    case cognitoSettingInvalidEndpoint
    case cognitoSettingInvalidTimeout

    // credkit jwt.
    case cognitoSessionUnreadable
    case cognitoSessionInvalid
    case cognitoSRPInvalidPoolID
    case cognitoSRPInvalidChallenge
    case cognitoSRPUnsafeValue
    case cognitoSessionNotOwned
    case cognitoSessionLoosePermissions
    case cognitoSessionLocked

    // Sign-in through the pool's domain (OAuth 2.0).
    case oauthError1000
    case oauthError1001
    case oauthError1002
    case oauthError1003
    case oauthError2000
    case oauthError2001
    case oauthError2002
    case oauthError2003
    case oauthError2004
    case oauthError2005
    case oauthError2006
    case oauthError2007
    case oauthError2008
    case oauthError2009
    case oauthError2010
    case oauthError2011
    case oauthError2012
    case oauthError2013
    case oauthError2014
    case oauthInvalidDomain
    case oauthInvalidRegion
    case oauthInvalidScope
    case oauthOpenIDScopeRequired
    case oauthInvalidIdentityProvider
    case oauthInvalidRedirectURI
    case oauthInvalidLogoutURI
    case oauthInvalidClientID
    case oauthInvalidVerifier
    case oauthSecretRequired
    case oauthDetailURL
    case oauthDetailText
    case oauthDetailStatus
    case oauthDetailMissing
    case oauthDetailJWT
    case oauthDetailNonce
    case oauthDetailIssuer

    case importFileTooLarge
    case importTooManyUsers
    case importByteOrderMark
    case importEmptyFile
    case importMissingColumn
    case importUnknownColumn
    case importDuplicateColumn
    case importNoAutoVerified
    case importNotUTF8
    case importLineTooLong
    case importColumnCount
    case importQuotedValue
    case importUsernameMissing
    case importUsernameInvalid
    case importUsernameTooLong
    case importUsernameDuplicate
    case importEmailInvalid
    case importPhoneInvalid
    case importNotBoolean
    case importMFAMissing
    case importMFANeedsPhone
    case importMFARequired
    case importMFAOff
    case importNotVerified
    case importVerifiedWithoutValue
    case importRequiredMissing
    case importValueTooLong
    case importUpdatedAtInvalid
    case cognitoError9991
    case cognitoError9992
    case cognitoError9993
    case cognitoError9994
    case cognitoError9995
    case cognitoError9996
    case cognitoError9997

    package static let tables = TextTables<Self>(english: CognitoEnglishTexts.table, spanish: CognitoSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: CognitoTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        CognitoTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: CognitoTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
