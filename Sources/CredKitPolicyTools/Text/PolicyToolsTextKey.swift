// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from PolicyToolsTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `PolicyToolsTextKey+Texts.swift`, in this order.
package enum PolicyToolsTextKey: String, TextKey {
    case importDescription
    case entryUserPool
    case entryUserPools
    case entryDatabase
    case entryDatabases
    case entryRealm
    case entryRealms
    case formatsLookedFor
    case foundNotParsed
    case foundMapping
    case foundOther
    case lookedForAuth0Database
    case lookedForKeycloakRealm
    case noteKeycloakNoMinimum
    case noteKeycloakPasswordAge
    case noteServerlessFileReference
    case fixSetMinimum
    case fixSetHistory
    case fixHistoryOnLite
    case fixComposition
    case fixAuth0Composition
    case fixKeycloakBlocklist
    case fixKeycloakContext
    case fixAuth0Blocklist
    case fixAuth0Context
    case fixAuth0Breached
    case fixRaiseMaximum
    case fixNoSetting
    case fixNoSettingBreachedCognito
    case fixNoSettingBreachedPool
    case noteCognitoDefault
    case noteFirebaseOff
    case noteMaximumOverCognito
    case noteFirebaseSymbols
    case noteFirebaseForceUpgrade
    case noteMinimumAdjusted
    case noteHistoryAdjusted
    case noteAuth0ThreeOfFour
    case noteAuth0Identical
    case noteAuth0PersonalInfo
    case noteAuth0Dictionary
    case noteKeycloakNone
    case noteKeycloakSpecial
    case noteKeycloakUnicodeClass
    case noteKeycloakUserContext
    case noteKeycloakRegex
    case noteKeycloakBlacklist
    case noteKeycloakIgnored
    case patternFirebaseSymbol
    case patternKeycloakRegex
    case patternAtLeast
    case patternThreeOfFour
    case patternNoTripleRepeat
    case classLowercase
    case classUppercase
    case classDigit
    case classSymbol
    case classSymbolOrSpace
    case lintMaximumBelowMinimum
    case lintMaximumBelowMinimumFix
    case lintClassesExceedMaximum
    case lintClassesExceedMaximumFix
    case lintClassForbidden
    case lintClassForbiddenFix
    case lintUnsatisfiable
    case lintUnsatisfiableFix
    case lintHistoryOnLite
    case lintHistoryOnLiteFix
    case lintNISTMinimum
    case lintNISTMinimumMFA
    case lintSetMinimumFix
    case lintMaximumUnder64
    case lintMaximumUnder64Fix
    case lintNISTComposition
    case lintCompositionFix
    case lintNISTBlocklist
    case lintBlocklistFix
    case lintNISTBreached
    case lintBreachedFix
    case lintNISTNormalization
    case lintNISTNormalizationFix
    case lintASVSMinimum
    case lintASVSMinimum15
    case lintASVSBlocklist
    case lintASVSComposition
    case lintASVSContext
    case lintASVSContextFix
    case lintASVSBreached
    case lintPCIMinimum
    case lintPCIClasses
    case lintPCIClassesFix
    case lintPCIHistory
    case lintPCIHistoryFix
    case lintPCISingleFactor
    case lintPCISingleFactorFix
    case lintCognitoBelowDefault
    case lintCognitoCredKitOnly
    case lintCognitoCredKitOnlyFix
    case auditNotWritten
    case auditNotReturned
    case auditCompositionConflict
    case auditTitleMFAOff
    case auditMFAOff
    case auditMFAOffFix
    case auditTitleMFAOptional
    case auditMFAOptional
    case auditMFAOptionalFix
    case auditTitleMFANoApp
    case auditMFANoApp
    case auditMFANoAppFix
    case auditTitleThreatProtectionOff
    case auditThreatProtectionOff
    case auditThreatProtectionOffFix
    case auditTitleThreatProtectionNeedsPlus
    case auditThreatProtectionNeedsPlus
    case auditThreatProtectionNeedsPlusFix
    case auditTitleCompromisedNotBlocked
    case auditCompromisedNotBlocked
    case auditCompromisedNotBlockedFix
    case auditTitleDeletionProtectionOff
    case auditDeletionProtectionOff
    case auditDeletionProtectionOffFix
    case auditTitleSelfSignUp
    case auditSelfSignUp
    case auditSelfSignUpFix
    case auditTitleRecoveryBySMS
    case auditRecoveryBySMS
    case auditRecoveryBySMSFix
    case auditTitleTemporaryPasswordLong
    case auditTemporaryPasswordLong
    case auditTemporaryPasswordLongFix
    case auditTitleUserExistenceErrors
    case auditUserExistenceErrors
    case auditUserExistenceErrorsFix
    case auditTitleTokenRevocationOff
    case auditTokenRevocationOff
    case auditTokenRevocationOffFix
    case auditTitlePasswordAuthPublic
    case auditPasswordAuthPublic
    case auditPasswordAuthPublicFix
    case auditTitleAdminPasswordAuth
    case auditAdminPasswordAuth
    case auditAdminPasswordAuthFix
    case auditTitleImplicitGrant
    case auditImplicitGrant
    case auditImplicitGrantFix
    case auditTitleHTTPRedirect
    case auditHTTPRedirect
    case auditHTTPRedirectFix
    case auditTitleRefreshRotationOff
    case auditRefreshRotationOff
    case auditRefreshRotationOffFix
    case auditTitleSettingComputed
    case auditSettingComputedFix
    case auditTitleScannersAskComposition
    case auditScannersAskComposition
    case auditScannersAskCompositionFix
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: PolicyToolsTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: PolicyToolsTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
