/// The identifier of one user-facing text. Each key has an entry in every language's table.
///
/// Texts may contain named placeholders such as `{min}`, filled by ``Texts/string(_:in:_:)``.
public enum TextKey: String, Sendable, CaseIterable, Hashable {
    // Requirement checklist lines ("Password requirements" box).
    case requirementsTitle
    case requirementMinimumLength
    case requirementMaximumLength
    case requirementUppercase
    case requirementLowercase
    case requirementNumber
    case requirementSymbol
    case requirementNoOuterWhitespace
    case requirementNotCommon
    case requirementNoUserContext
    case requirementMinimumStrength
    case requirementNormalization

    // Violations (one per failed rule).
    case violationMinimumLength
    case violationMaximumLength
    case violationUppercase
    case violationLowercase
    case violationNumber
    case violationSymbol
    case violationOuterWhitespace
    case violationInvalidEncoding
    case violationCommonPassword
    case violationUserContext
    case violationMinimumStrength

    // Policy presentation.
    case policyName
    case policyDescription
    case policySource
    case policyCognitoSettings
    case policyTemporaryPasswordValidity
    case policyPasswordHistory
    case policyNotEnforcedLocally
    case policyPresetsTitle

    // Policy loading errors.
    case errorPolicyUnreadable
    case errorPolicyTooLarge
    case errorPolicyUnknownPreset
    case errorPolicyMalformed
    case errorPolicyWrongType
    case errorPolicyOutOfRange
    case errorPolicyUnknownField
    case errorPolicyMissingField
    case errorPolicyNoPasswordPolicy
    case errorPolicyInvalidPattern
    case errorPolicyTooManyPatterns
    case errorPolicyMaximumBelowMinimum
    case errorPolicyEmptyString
    case errorPolicyInvalidChoice
    case allowedIntegerRange
    case allowedBoolean
    case allowedBooleanOrObject
    case typeNull
    case typeBoolean
    case typeNumber
    case typeString
    case typeArray
    case typeObject

    // JSON syntax errors.
    case jsonUnexpectedEnd
    case jsonUnexpectedCharacter
    case jsonExpectedMemberName
    case jsonDuplicateMember
    case jsonExpectedColon
    case jsonExpectedCommaOrBrace
    case jsonExpectedCommaOrBracket
    case jsonTooDeep
    case jsonLeadingZero
    case jsonExpectedDigit
    case jsonUnterminatedString
    case jsonControlCharacter
    case jsonInvalidEscape
    case jsonInvalidSurrogate
    case jsonExpectedHex
    case jsonTrailingText
    case jsonInvalidUTF8

    // Strength meter labels.
    case strengthWeak
    case strengthFair
    case strengthGood
    case strengthStrong

    // Email checks.
    case emailAtPosition
    case emailInvalidEncoding
    case emailMissingAt
    case emailFullWidthAt
    case emailDisplayName
    case emailEmptyLocal
    case emailQuotedLocal
    case emailLocalTooLong
    case emailInvalidLocalCharacter
    case emailLocalLeadingDot
    case emailLocalTrailingDot
    case emailConsecutiveDots
    case emailUnsafeCharacter
    case emailEmptyDomain
    case emailDomainLiteral
    case emailDomainTooLong
    case emailInvalidDomainCharacter
    case emailDomainLeadingDot
    case emailDomainTrailingDot
    case emailDomainLeadingHyphen
    case emailDomainTrailingHyphen
    case emailDomainDotHyphen
    case emailReservedHyphens
    case emailLabelTooLong
    case emailDomainNeedsDot
    case emailInvalidTLD
    case emailSpecialUseDomain
    case emailInvalidIDNA
    case emailAddressTooLong
    case emailUnclosedQuote
    case emailUnclosedComment
    case emailUnclosedDomainLiteral
    case emailInvalidAddressLiteral
    case emailInvalidFWS
    case emailUnexpectedCharacter
    case emailObsoleteSyntax

    // Command-line help.
    case helpRoot
    case helpCheck
    case helpCheckDiscussion
    case helpPolicy
    case helpPolicyList
    case helpPolicyShow
    case helpOptionPolicy
    case helpOptionFormat
    case helpOptionLang
    case helpOptionOperation
    case helpOptionEmail
    case helpOptionUsername
    case helpOptionName
    case helpOptionPasswordFile
    case helpOptionShowPassword
    case helpOptionQuiet
    case errorInvalidChoice

    case helpEmail
    case helpEmailDiscussion
    case helpEmailAddresses
    case helpOptionProfile
    case cliEmailNormalized
    case cliEmailSMTPUTF8
    // Command line.
    case cliErrorPrefix
    case cliWarningPrefix
    case cliPasswordPrompt
    case cliLineValid
    case cliLineInvalid
    case cliSummaryTotals
    case cliSummaryByRule
    case cliProgress
    case cliUnreadableInput
    case cliContextIgnored
    case cliNoContextGiven
    case cliInvalidEmailOption
    case cliNoTerminalInput

    // JWT.
    case jwtMalformed
    case jwtEncryptedToken
    case jwtUnsupportedAlgorithm
    case jwtUnknownKID
    case jwtInvalidJWK
    case jwtBadSignature
    case jwtExpired
    case jwtNotYetValid
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
    case jwtReasonJWKSFetch
    case jwtReasonJWKSStatus
    case jwtReasonJWKSWait
    case jwtReasonExpiredAt
    case jwtReasonNotBefore
    case jwtReasonMissingClaim
    case jwtReasonNotAccepted
    case jwtReasonNoneOf
    case jwtStatusActive
    case jwtStatusExpired
    case jwtStatusNotYetValid
    case jwtStatusNoExpiry
}
