// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// The identifier of one user-facing text of the policy tools (import notes, lint findings, diffs).
/// Each key has an entry in ``PolicyToolsEnglishTexts`` and ``PolicyToolsSpanishTexts``; the tests
/// check both are complete and use the same placeholders.
package enum PolicyToolsTextKey: String, TextKey {
    // Imports.
    case importDescription
    // What a file holds several of, and what detection looked for.
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
    // Lint fixes in the file's own terms.
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

    // Patterns made by imports, and their messages.
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

    // Lint findings and their fixes.
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

    package static let tables = TextTables<Self>(
        english: PolicyToolsEnglishTexts.table, spanish: PolicyToolsSpanishTexts.table)
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: PolicyToolsTextKey, in language: Language, _ arguments: [String: String] = [:])
        -> String
    {
        PolicyToolsTextKey.tables.string(key, in: language, arguments)
    }
}
