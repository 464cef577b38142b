// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of password policies (requirements, violations, policy
/// files and their errors). Each key has an entry in ``PolicyEnglishTexts`` and
/// ``PolicySpanishTexts``; the tests check both are complete and use the same placeholders.
package enum PolicyTextKey: String, TextKey {
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
    case violationPatternTooCostly
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

    // Importing policies from infrastructure code and other providers.
    case errorPolicyMalformedYAML
    case errorPolicyMalformedHCL
    case errorPolicyNoUserPool
    case errorPolicySeveralUserPools
    case errorPolicyUnknownResource
    case errorPolicyComputedValue
    case errorPolicyUnknownFormat
    case errorPolicyNotRecognised
    case errorPolicyNoEntry
    case errorPolicyAuth0Keyword
    case errorPolicyParameter
    case errorPolicyParameterWithDefault
    case errorPolicyVariable
    case errorPolicyUnknownSetting
    case allowedIntegerText
    case allowedBooleanText

    package static let tables = TextTables<Self>(english: PolicyEnglishTexts.table, spanish: PolicySpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: PolicyTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        PolicyTextKey.tables.string(key, in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: PolicyTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
