// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from PolicyTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `PolicyTextKey+Texts.swift`, in this order.
package enum PolicyTextKey: String, TextKey {
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
    case violationPatternTooCostly
    case violationMinimumStrength
    case policyName
    case policyDescription
    case policySource
    case policyCognitoSettings
    case policyTemporaryPasswordValidity
    case policyPasswordHistory
    case policyNotEnforcedLocally
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
    case errorPolicyTooManyPatterns
    case errorPolicyCostlyPattern
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
    case indicatorDiffersFromCurrent
    case errorPolicyBreachedSource
    case errorPolicyBreachedUnusable
    case errorPolicyStrengthWordsUnusable
    case violationBreached
    case violationBreachedNoCount
    case violationBreachedUnavailable
    case requirementNotBreached
    case errorPolicyMalformedYAML
    case errorPolicyMalformedHCL
    case errorPolicyNoUserPool
    case errorPolicySeveralUserPools
    case errorPolicyUnknownResource
    case errorPolicyComputedValue
    case errorPolicyUnknownFormat
    case errorPolicyNotAuditable
    case errorPolicyNotRecognised
    case errorPolicyNoEntry
    case errorPolicyAuth0Keyword
    case errorPolicyParameter
    case errorPolicyParameterWithDefault
    case errorPolicyVariable
    case errorPolicyUnknownSetting
    case allowedIntegerText
    case allowedBooleanText
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: PolicyTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: PolicyTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
