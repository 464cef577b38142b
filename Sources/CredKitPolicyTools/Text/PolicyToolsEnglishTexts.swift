// SPDX-License-Identifier: Apache-2.0
/// The English table of the policy tools. Keep entries in ``PolicyToolsTextKey`` order;
/// `PolicyToolsSpanishTexts` mirrors it.
enum PolicyToolsEnglishTexts {
    static let table: [PolicyToolsTextKey: String] = [
        .importDescription: "Imported from {format} ({resource}).",
        .fixSetMinimum: "set {assignment} or more",
        .fixSetHistory: "set {assignment} or more",
        .fixHistoryOnLite: "set {assignment}, or move the pool to the Essentials or Plus plan",
        .fixComposition: "remove {fields} and rely on length and a blocklist",
        .fixAuth0Composition:
            "set passwordPolicy to low or none (fair, good and excellent require kinds of character) and rely on min_length and password_dictionary",
        .fixKeycloakBlocklist:
            "add passwordBlacklist(FILE) to the realm's passwordPolicy (a list of common passwords on the Keycloak server)",
        .fixKeycloakContext: "add notUsername() and notEmail() to the realm's passwordPolicy",
        .fixAuth0Blocklist: "set password_dictionary.enable: true in the connection's options",
        .fixAuth0Context: "set password_no_personal_info.enable: true in the connection's options",
        .fixAuth0Breached: "turn on Breached Password Detection in the tenant's attack protection",
        .fixRaiseMaximum: "set {assignment} or more",
        .fixNoSetting:
            "{tool} has no setting for this: {credkit} in credkit's policy (policy show FILE --format credkit keeps one) and check passwords with it before they reach {platform}, in the app or the backend that signs users up and changes passwords",
        .fixNoSettingBreachedCognito:
            "a Cognito pool has no setting for this in {tool}: {credkit} in credkit's policy and check passwords with it before they reach Cognito; Cognito's own compromised-credentials check needs threat protection (Plus plan)",
        .entryUserPool: "user pool",
        .entryUserPools: "user pools",
        .entryDatabase: "Auth0 database connection",
        .entryDatabases: "Auth0 database connections",
        .entryRealm: "Keycloak realm",
        .entryRealms: "Keycloak realms",
        .formatsLookedFor:
            "a CloudFormation or SAM template (Resources, AWSTemplateFormatVersion), a Serverless Framework file (service with provider or resources), Terraform JSON (format_version, resource, or a state's terraform_version with resources), a Keycloak realm (realm), Auth0 (databases, strategy, options.passwordPolicy), Firebase (passwordPolicyConfig) and Cognito's JSON (PasswordPolicy, Policies, UserPool, MinimumLength …)",
        .foundNotParsed: "it does not parse: {reason}, at line {line}, column {column}",
        .foundMapping: "its top-level keys are {keys}",
        .foundOther: "its top level is not a mapping",
        .lookedForAuth0Database:
            "looked for databases entries, or a connection with options.passwordPolicy or password_complexity_options",
        .lookedForKeycloakRealm: "looked for an object with realm",
        .noteKeycloakNoMinimum:
            "the policy has no length(): Keycloak then sets no minimum length; credkit's policies start at Cognito's shortest minimum, 6, so passwords of 1 to 5 characters that Keycloak accepts are refused here",
        .noteKeycloakPasswordAge:
            "passwordAge({days}) refuses a password used in the last {days} days, a reuse rule on the stored history: neither the password's text nor Cognito's history (which counts passwords, not days) expresses it, so it is left out",
        .noteServerlessFileReference:
            "{reference} is a template in another file: run policy show on that file to read the pools it holds",
        .noteCognitoDefault:
            "no password policy is set, so Cognito's default applies: 8 characters with an uppercase letter, a lowercase letter, a number and a symbol",
        .noteFirebaseOff:
            "enforcement is {state}: Firebase then only requires 6 characters, which is what credkit checks",
        .noteMaximumOverCognito: "a maximum of {value} is above Cognito's own limit of 256 characters, which applies instead",
        .noteFirebaseSymbols:
            "Firebase's non-alphanumeric characters are Cognito's symbols without = + - and the space: checked as a required pattern of exactly Firebase's set, not with RequireSymbols",
        .noteFirebaseForceUpgrade: "forceUpgradeOnSignin is about existing passwords at sign-in, not a rule on a password's text",
        .noteMinimumAdjusted: "a minimum of {value} is outside Cognito's 6 to 99 characters: {adjusted} is used",
        .noteHistoryAdjusted: "a history of {value} passwords is above Cognito's 24: 24 is used",
        .noteAuth0ThreeOfFour:
            "\"{level}\" asks for three of four kinds of character (lower case, upper case, digits, special characters including the space), which Cognito's flags cannot say: checked as a required pattern",
        .noteAuth0Identical:
            "\"excellent\" allows no more than two identical characters in a row: checked as a forbidden pattern",
        .noteAuth0PersonalInfo:
            "Auth0 compares with the user's name, username and email: credkit's RejectUserContext checks the same details, its own way",
        .noteAuth0Dictionary:
            "Auth0's dictionary is its own list of 10,000 common passwords; credkit's bundled list stands in for it, with the connection's extra words",
        .noteKeycloakNone: "the realm has no password policy: Keycloak accepts any password; Cognito's minimum of 6 is used",
        .noteKeycloakSpecial:
            "Keycloak counts any character that is not a letter or digit as special; credkit counts Cognito's 32 symbols and an inner space",
        .noteKeycloakUnicodeClass:
            "Keycloak's {policy} counts Unicode characters of that kind; credkit counts ASCII ones, as Cognito does",
        .noteKeycloakUserContext:
            "{policy}: credkit's RejectUserContext refuses passwords that contain the username, email or name, which covers Keycloak's check and more",
        .noteKeycloakRegex:
            "regexPattern is a Java regular expression that must match the whole password: checked as an anchored PCRE2 pattern, which reads most Java syntax alike",
        .noteKeycloakBlacklist:
            "passwordBlacklist names a file on the Keycloak server ({file}) that credkit cannot read: the bundled common-password list stands in for it",
        .noteKeycloakIgnored: "{policy} is about hashing, expiry or sessions, not a password's text: left out",
        .patternFirebaseSymbol: "Password must contain one of these characters: {symbols}",
        .patternKeycloakRegex: "Password must match the pattern {pattern}",
        .patternAtLeast: "Password must contain at least {count} {class}",
        .patternThreeOfFour:
            "Password must contain characters of at least three kinds: lowercase letters, uppercase letters, numbers, {special}",
        .patternNoTripleRepeat: "Password must not have the same character three times in a row",
        .classLowercase: "lowercase letters (a–z)",
        .classUppercase: "uppercase letters (A–Z)",
        .classDigit: "numbers (0–9)",
        .classSymbol: "symbols",
        .classSymbolOrSpace: "special characters (symbols or spaces)",
        .lintMaximumBelowMinimum: "the maximum length {max} is below the minimum {min}: no password can pass",
        .lintMaximumBelowMinimumFix: "raise CredKit.MaximumLength to at least {min}, or lower MinimumLength",
        .lintClassesExceedMaximum: "{count} character classes are required but passwords may have at most {max} characters",
        .lintClassesExceedMaximumFix: "raise CredKit.MaximumLength or require fewer classes",
        .lintClassForbidden:
            "{class} is required but the forbidden patterns refuse every character of that class: no password can pass",
        .lintClassForbiddenFix: "remove {class} or narrow the forbidden pattern",
        .lintUnsatisfiable: "the generator could not make a single password that passes: {reason}",
        .lintUnsatisfiableFix: "relax the rule named above; a policy no password passes locks every user out",
        .lintHistoryOnLite:
            "PasswordHistorySize is {count} but the pool is on the Lite plan, where Cognito refuses password history",
        .lintHistoryOnLiteFix: "set PasswordHistorySize to 0, or move the pool to the Essentials or Plus plan",
        .lintNISTMinimum:
            "MinimumLength is {value}; a password used as the only factor SHALL be at least {min} characters (8 with MFA: --mfa)",
        .lintNISTMinimumMFA: "MinimumLength is {value}; a password used with a second factor SHALL be at least {min} characters",
        .lintSetMinimumFix: "set MinimumLength to {min} or more",
        .lintMaximumUnder64: "passwords may have at most {max} characters; at least 64 should be allowed",
        .lintMaximumUnder64Fix: "remove CredKit.MaximumLength or set it to 64 or more (Cognito allows 256)",
        .lintNISTComposition: "composition rules ({fields}) SHALL NOT be imposed",
        .lintCompositionFix: "turn off {fields} and rely on length and a blocklist",
        .lintNISTBlocklist:
            "passwords SHALL be compared against a blocklist of common, expected or compromised values, and none is set",
        .lintBlocklistFix: "add \"Blocklist\": true (and \"Breached\") under CredKit",
        .lintNISTBreached:
            "the blocklist should include passwords from breach corpuses; only the bundled common-password list is set",
        .lintBreachedFix: "add \"Breached\": {\"Index\": \"pwned.ckbi\"} or {\"Online\": true} under CredKit",
        .lintNISTNormalization: "Unicode passwords should be normalised (NFKC or NFKD) before they are compared",
        .lintNISTNormalizationFix: "add \"Normalization\": \"NFKC\" under CredKit",
        .lintASVSMinimum: "MinimumLength is {value}; passwords must be at least {min} characters",
        .lintASVSMinimum15: "MinimumLength is {value}; a minimum of {min} characters is strongly recommended",
        .lintASVSBlocklist: "passwords must be checked against at least the top 3,000 common passwords, and no blocklist is set",
        .lintASVSComposition: "there must be no composition rules ({fields})",
        .lintASVSContext: "no list of context-specific words (the user's details, the service's name) prevents easy guesses",
        .lintASVSContextFix:
            "add \"RejectUserContext\": true under CredKit, and the service's own words under CredKit.Blocklist.Words",
        .lintASVSBreached: "passwords must be checked against breached passwords, and no breached-password check is set",
        .lintPCIMinimum: "MinimumLength is {value}; passwords must be at least {min} characters",
        .lintPCIClasses: "passwords must contain both letters and numbers; nothing requires {missing}",
        .lintPCIClassesFix:
            "require numbers (RequireNumbers) and a letter of either case (a required pattern [A-Za-z], as the pci-dss-4 preset does)",
        .lintPCIHistory: "PasswordHistorySize is {value}; a new password must differ from the last four",
        .lintPCIHistoryFix: "set PasswordHistorySize to 4 or more (Essentials or Plus plan)",
        .lintPCISingleFactor:
            "where a password is the only factor it must change every 90 days or access must be analysed dynamically, and Cognito cannot expire passwords",
        .lintPCISingleFactorFix: "require MFA on the pool (then lint with --mfa)",
        .lintCognitoBelowDefault: "MinimumLength is {value}, below a new pool's default of {min}",
        .lintCognitoCredKitOnly: "Cognito does not enforce {rules}: only credkit checks them, where it runs",
        .lintCognitoCredKitOnlyFix:
            "run the same check in a pre-sign-up Lambda trigger, or accept that other clients can skip it",
    ]
}
