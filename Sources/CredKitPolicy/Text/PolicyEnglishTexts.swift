// SPDX-License-Identifier: Apache-2.0
/// The English table of password policies (requirements, violations, policy files and their errors). Keep entries in ``PolicyTextKey`` order; `PolicySpanishTexts` mirrors it.
enum PolicyEnglishTexts {
    static let table: [PolicyTextKey: String] = [
        .requirementsTitle: "Password requirements:",
        .requirementMinimumLength: "Minimum {min} characters",
        .requirementMaximumLength: "Maximum {max} characters",
        .requirementUppercase: "At least one uppercase letter (A–Z)",
        .requirementLowercase: "At least one lowercase letter (a–z)",
        .requirementNumber: "At least one number (0–9)",
        .requirementSymbol: "At least one symbol ({symbols}) or an inner space",
        .requirementNoOuterWhitespace: "No spaces at the start or end",
        .requirementNotCommon: "Not a common password ({count} blocked)",
        .requirementNoUserContext: "Does not contain your email, username or name",
        .requirementMinimumStrength: "Strength of at least {bars} of 4 bars ({model} meter)",
        .requirementNormalization: "Checked after Unicode NFKC normalisation",
        .violationMinimumLength: "Password must be at least {min} characters",
        .violationMaximumLength: "Password must be at most {max} characters",
        .violationUppercase: "Password must contain an uppercase letter (A–Z)",
        .violationLowercase: "Password must contain a lowercase letter (a–z)",
        .violationNumber: "Password must contain a number (0–9)",
        .violationSymbol: "Password must contain a symbol ({symbols}) or an inner space",
        .violationOuterWhitespace: "Password must not start or end with whitespace",
        .violationInvalidEncoding: "The line is not valid UTF-8 (first bad byte at offset {offset})",
        .violationCommonPassword: "Password is too common: it is on the list of common passwords",
        .violationUserContext: "Password must not contain your email, username or name",
        .violationPatternTooCostly:
            "A pattern of the policy is too costly to run on this password: a fault of the policy, not of the password",
        .violationMinimumStrength: "Password is too weak: it needs at least {bars} of 4 bars on the {model} meter",
        .policyName: "Policy",
        .policyDescription: "Description",
        .policySource: "Source",
        .policyCognitoSettings: "{platform} settings",
        .policyTemporaryPasswordValidity: "Temporary passwords valid for {days} days",
        .policyPasswordHistory: "Last {count} passwords cannot be reused",
        .policyNotEnforcedLocally: "(enforced by {platform}, not checkable here)",
        .errorPolicyUnreadable: "cannot read policy file {file}: {reason}",
        .errorPolicyTooLarge: "{file}: policy file is larger than {limit} bytes",
        .errorPolicyUnknownPreset:
            "unknown policy \"{name}\"; bundled policies: {presets}; or give the path of a policy file (credkit JSON, Cognito, CloudFormation, Terraform, Serverless, Keycloak, Auth0 or Firebase; policy show FILE reads it)",
        .errorPolicyMalformed: "malformed JSON: {reason}",
        .errorPolicyWrongType: "{field}: expected {expected}, found {found}",
        .errorPolicyOutOfRange: "{field}: {value} is out of range; allowed: {allowed}",
        .errorPolicyUnknownField: "{field}: unknown field; allowed here: {allowed}",
        .errorPolicyMissingField: "{field}: required field is missing",
        .errorPolicyNoPasswordPolicy:
            "no password policy found; expected a PasswordPolicyType object, {\"PasswordPolicy\": …}, {\"Policies\": {\"PasswordPolicy\": …}} or describe-user-pool output ({\"UserPool\": {\"Policies\": …}})",
        .errorPolicyInvalidPattern: "{field}: invalid PCRE2 pattern at offset {offset}: {reason}",
        .errorPolicyUnportablePattern:
            "{field}: \"{pattern}\" uses {construct} at offset {offset} ({reason}), which this build's portable pattern engine (no PCRE2) does not interpret exactly as PCRE2 does; rewrite it in the portable subset (docs/apps.md, \"Portable patterns\")",
        .errorPolicyTooManyPatterns: "{field}: at most {max} patterns are allowed",
        .errorPolicyCostlyPattern:
            "{field}: the pattern took more than {limit} steps on one password and was stopped; it backtracks too much (nested quantifiers such as (a+)+ are the usual cause): simplify it — a fault of the policy, not of the password",
        .errorPolicyMaximumBelowMinimum: "{field}: {max} is below MinimumLength {min}",
        .errorPolicyEmptyString: "{field}: must not be empty",
        .errorPolicyInvalidChoice: "{field}: \"{value}\" is not allowed; allowed: {allowed}",
        .allowedIntegerRange: "an integer from {min} to {max}",
        .allowedBoolean: "true or false",
        .allowedBooleanOrObject: "true, false or an object",
        .typeNull: "null",
        .typeBoolean: "a boolean",
        .typeNumber: "a number",
        .typeString: "a string",
        .typeArray: "an array",
        .typeObject: "an object",
        .indicatorDiffersFromCurrent: "The new password differs from the current one",
        .errorPolicyBreachedSource:
            "{field}: give exactly one of Index (an index file's path) and Online (true, with URL for your own copy of the range API)",
        .errorPolicyBreachedUnusable: "{field}: {reason}",
        .errorPolicyStrengthWordsUnusable: "The strength meter's extra words cannot be used",
        .violationBreached: "Password has appeared in data breaches {count} times (Have I Been Pwned): choose another",
        .violationBreachedNoCount:
            "Password appears in breached-password data (Have I Been Pwned; the index keeps no counts): choose another",
        .violationBreachedUnavailable:
            "Password could not be checked against breached passwords ({reason}): not accepted until it can be",
        .requirementNotBreached: "Not found in breached-password data",
        .errorPolicyMalformedYAML: "malformed YAML: {reason}",
        .errorPolicyMalformedHCL: "malformed HCL: {reason}",
        .errorPolicyNoUserPool: "no user pool in this file (no {type} resource)",
        .errorPolicySeveralUserPools:
            "{count} {things} in this file ({names}); choose one with --resource NAME (policy show FILE --list lists them)",
        .errorPolicyUnknownResource: "no {thing} called \"{name}\" in this file; {things} here: {names}",
        .errorPolicyComputedValue:
            "{field}: the value is computed when deployed ({how}), not written in the file; credkit needs a literal here (or fetch the deployed pool's policy with credkit policy fetch)",
        .errorPolicyUnknownFormat: "cannot tell the policy file's format; give --policy-format ({formats})",
        .errorPolicyNotRecognised:
            "not a policy file credkit recognises ({found}); looked for {looked}; to read it as one of them, give --policy-format ({formats})",
        .errorPolicyParameter:
            "{field}: the value is the template's parameter {name}, given when deployed; give it with --parameter {name}=VALUE (or fetch the deployed pool's policy with credkit policy fetch)",
        .errorPolicyParameterWithDefault:
            "{field}: the value is the template's parameter {name}, given when deployed; give it with --parameter {name}=VALUE, or --use-defaults to take its Default",
        .errorPolicyVariable:
            "{field}: the value is the variable var.{name}, given when deployed; give it with --var {name}=VALUE or --var-file FILE.tfvars",
        .errorPolicyAuth0Keyword:
            "malformed YAML: {reason}; {keyword} is an Auth0 deploy-cli keyword, which a0deploy replaces (AUTH0_KEYWORD_REPLACE_MAPPINGS) before the file is YAML: import the file with the keywords replaced",
        .errorPolicyNoEntry: "no {thing} in this file ({looked})",
        .errorPolicyUnknownSetting: "{field}: unknown setting \"{name}\"; known: {known}",
        .allowedIntegerText: "an integer (a number or a text holding one)",
        .allowedBooleanText: "true or false (a boolean or a text holding one)",
    ]
}
