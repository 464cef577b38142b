/// The identifier of one user-facing text. Each key has an entry in every language's table.
///
/// Texts may contain named placeholders such as `{min}`, filled by ``Texts/string(_:in:_:)``.
package enum TextKey: String, Sendable, CaseIterable, Hashable {
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
    case errorPolicyUnportablePattern
    /// `{text}` as given: a message from a library that has no translations (PCRE2).
    case verbatim
    case errorPolicyTooManyPatterns
    case errorPolicyMaximumBelowMinimum
    case errorPolicyEmptyString
    case errorPolicyInvalidChoice

    // Why a pattern is invalid or outside the portable subset.
    case patternUnmatchedParenthesis
    case patternBraceNotQuantifier
    case patternQuantifiedAssertion
    case patternNothingToRepeat
    case patternRepeatTooLarge
    case patternRepeatOutOfOrder
    case patternUnsupportedGroup
    case patternTrailingBackslash
    case patternUnsupportedEscape
    case patternConditionalBackreference
    case patternCaselessConstruct
    case patternNestedRepetition
    case patternInvalidCodePoint
    case patternUnterminatedClass
    case patternBracketInClass
    case patternClassRangeWithShorthand
    case patternRangeOutOfOrder
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
    case cognitoError4010
    case cognitoError4011
    case cognitoError4012
    case cognitoError5001
    case cognitoError5002
    case cognitoError5003
    case cognitoError5004
    case cognitoError5005
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
    case cognitoProblemEmail
    case cognitoProblemPassword
    case cognitoProblemMissing
    case cognitoProblemCode
    case cognitoProblemMismatch
    case cognitoProblemSameAsCurrent
    case cognitoProblemTooLong
    case cognitoProblemPoolID
    case cognitoProblemMFACode
    case cognitoProblemTwoPreferred
    case cognitoProblemMFANotOffered
    case cognitoSettingInvalidUserPool
    case cognitoSettingMissingRegion
    case cognitoSettingInvalidRegion
    case cognitoSettingRegionMismatch
    case cognitoSettingMissingClientID
    case cognitoSettingInvalidClientID
    case cognitoSettingSessionOtherClient
    case cognitoSettingInvalidEndpoint
    case cognitoSettingInvalidTimeout
    case strengthWarningTopTen
    case strengthWarningTopHundred
    case strengthWarningCommon
    case strengthWarningSimilarToCommon
    case strengthWarningWord
    case strengthWarningNameByItself
    case strengthWarningCommonName
    case strengthWarningPersonal
    case strengthWarningStraightRow
    case strengthWarningKeyboard
    case strengthWarningRepeatedCharacter
    case strengthWarningRepeatedBlock
    case strengthWarningSequence
    case strengthWarningRecentYear
    case strengthWarningDate
    case strengthSuggestionFewWords
    case strengthSuggestionNoSymbols
    case strengthSuggestionAddWord
    case strengthSuggestionKeyboard
    case strengthSuggestionRepeats
    case strengthSuggestionSequences
    case strengthSuggestionRecentYears
    case strengthSuggestionAssociatedYears
    case strengthSuggestionDates
    case strengthSuggestionCapitalization
    case strengthSuggestionAllUppercase
    case strengthSuggestionReversed
    case strengthSuggestionSubstitutions
    case strengthSuggestionPersonal
    case crackTimeInstant
    case crackTimeSecond
    case crackTimeSeconds
    case crackTimeMinute
    case crackTimeMinutes
    case crackTimeHour
    case crackTimeHours
    case crackTimeDay
    case crackTimeDays
    case crackTimeMonth
    case crackTimeMonths
    case crackTimeYear
    case crackTimeYears
    case crackTimeCenturies
    case indicatorPasswordsMatch
    case indicatorPasswordsDiffer
    case indicatorSameAsCurrent
    case indicatorDiffersFromCurrent

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
    case errorInvalidChoice

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
    case jwtReasonInsecureJWKSURL
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
    case jwtReasonJWKSTimedOut
    case jwtReasonJWKSRefused
    case jwtReasonJWKSHost
    case jwtReasonJWKSNetwork
    // credkit jwt.
    case cognitoSessionUnreadable
    case cognitoSessionInvalid
    case cognitoSRPInvalidPoolID
    case cognitoSRPInvalidChallenge
    case cognitoSRPUnsafeValue
    // One-time passwords.
    case otpInvalidSecret
    case otpInvalidParameter
    case otpInvalidURI
    case otpSecretEmpty
    case otpSecretCharacter
    case otpSecretPadding
    case otpSecretLength
    case otpDigits
    case otpPeriod
    case otpURIScheme
    case otpURIType
    case otpURIMissingSecret
    case otpURIParameter
    case otpURIEncoding

    // Breached passwords (CredKitBreached): error codes, then reasons and problems.
    case breachedUnreadable
    case breachedNotAnIndex
    case breachedUnsupportedVersion
    case breachedTruncated
    case breachedCorrupt
    case breachedInvalidSource
    case breachedUnwritable
    case breachedMinimumCountMismatch
    case breachedInvalidURL
    case breachedServiceUnreachable
    case breachedServiceError
    case breachedInvalidResponse
    case breachedReasonSystem
    case breachedReasonMagic
    case breachedReasonVersion
    case breachedReasonLength
    case breachedReasonHeaderChecksum
    case breachedReasonLayout
    case breachedReasonBlockChecksum
    case breachedReasonSourceLine
    case breachedProblemHashLine
    case breachedProblemSuffixLine
    case breachedProblemHexDigit
    case breachedProblemCount
    case breachedReasonRangeFileName
    case breachedReasonSourceKind
    case breachedReasonMinimumCount
    case breachedReasonConstruction
    case breachedReasonURL
    case breachedProblemScheme
    case breachedProblemURLForm
    case breachedReasonTransport
    case breachedReasonStatus
    case breachedReasonAnswerLine
    case breachedReasonAnswerSize
    case errorPolicyBreachedSource
    case errorPolicyBreachedUnusable
    case errorPolicyBreachedNeedsClient
    case violationBreached
    case violationBreachedNoCount
    case violationBreachedUnavailable
    case requirementNotBreached
    case strengthWarningBreached
}

extension TextKey {
    /// The key's place in `allCases` (its declaration order), read from the enum's stored case
    /// number; `TextsTests` checks it against `allCases` for every key.
    @inline(__always)
    package var ordinal: Int {
        withUnsafeBytes(of: self) { bytes in
            bytes.count == 1 ? Int(bytes[0]) : Int(bytes.loadUnaligned(as: UInt16.self))
        }
    }

    /// Hashes the case number: the default for an enum with `String` raw values hashes the name.
    package func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
