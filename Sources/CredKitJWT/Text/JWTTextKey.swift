// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from JWTTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `JWTTextKey+Texts.swift`, in this order.
package enum JWTTextKey: String, TextKey {
    case jwtMalformed
    case jwtEncryptedToken
    case jwtUnsupportedAlgorithm
    case jwtUnknownKID
    case jwtInvalidJWK
    case jwtBadSignature
    case jwtExpired
    case jwtNotYetValid
    case jwtMissingExpiration
    case jwtInvalidLeeway
    case jwtInvalidSigningKey
    case jwtInvalidClaims
    case jwtClaimMismatch
    case jwtClaimNotIncluded
    case jwtRequiredScopeMissing
    case jwtRequiredGroupMissing
    case jwtReasonClaimIsNot
    case jwtReasonClaimLacks
    case jwtReasonMissingOf
    case jwtReasonSigningKeyNotObject
    case jwtReasonSigningKeyMember
    case jwtReasonSigningKeyRSASize
    case jwtReasonClaimType
    case jwtReasonClaimReserved
    case jwtReasonClaimsNotObject
    case jwtReasonExpiryPast
    case jwtReasonLeeway
    case jwtIssuerMismatch
    case jwtClientIDMismatch
    case jwtTokenUseMismatch
    case jwtGroupMismatch
    case jwtScopeMismatch
    case jwtJWKSUnavailable
    case jwtReasonEmpty
    case jwtReasonTooLong
    case jwtReasonSegments
    case jwtReasonHeaderBase64
    case jwtReasonPayloadBase64
    case jwtReasonSignatureBase64
    case jwtReasonHeaderJSON
    case jwtReasonPayloadJSON
    case jwtReasonHeaderNotObject
    case jwtReasonPayloadNotObject
    case jwtReasonCritical
    case jwtReasonHeaderAlgorithm
    case jwtReasonHeaderString
    case jwtReasonClaimString
    case jwtReasonClaimNumber
    case jwtReasonClaimAudience
    case jwtReasonClaimStrings
    case jwtReasonClaimBool
    case jwtReasonAlgorithm
    case jwtReasonAlgorithmKeyType
    case jwtReasonAlgorithmNotKeys
    case jwtReasonNoKID
    case jwtReasonKIDNotFound
    case jwtReasonJWKUse
    case jwtReasonJWKMember
    case jwtReasonJWKRSASize
    case jwtReasonJWKCurve
    case jwtReasonJWKPoint
    case jwtReasonJWKType
    case jwtReasonJWKSTooLong
    case jwtReasonJWKSJSON
    case jwtReasonJWKSShape
    case jwtReasonJWKSFile
    case jwtReasonExpiredAt
    case jwtReasonNotBefore
    case jwtReasonMissingClaim
    case jwtReasonNotAccepted
    case jwtReasonNoneOf
    case jwtStatusActive
    case jwtStatusExpired
    case jwtStatusNotYetValid
    case jwtStatusNoExpiry
    case jwtReasonJWKSStale
    case jwtReasonInsecureJWKSURL
    case jwtReasonJWKSStatus
    case jwtReasonDiscoveryNoIssuer
    case jwtReasonDiscoveryTooLarge
    case jwtReasonDiscoveryNotObject
    case jwtReasonDiscoveryIssuer
    case jwtReasonDiscoveryNoJWKS
    case jwtReasonJWKSWait
    case jwtReasonJWKSTimedOut
    case jwtReasonJWKSRefused
    case jwtReasonJWKSHost
    case jwtReasonJWKSNetwork
    case jwtReasonJWKSTooLarge
    case jwtSignerMismatch
    case jwtReasonPadding
    case jwtReasonALBKey
    case jwtReasonALBAlgorithm
    case jwtReasonALBKeyID
    case jwtReasonALBKeyMissing
    case jwtReasonALBWait
    case jwtRevoked
    case jwtOnlineUnavailable
    case jwtReasonOnline
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: JWTTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: JWTTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
