// SPDX-License-Identifier: Apache-2.0
/// The command line's English table. Keep entries in ``CLITextKey`` order; `CLISpanishTexts` mirrors it.
enum CLIEnglishTexts {
    static let table: [CLITextKey: String] = [
        .errorInvalidChoice: "invalid value \"{value}\" for {option}; allowed: {allowed}",
        .policyPresetsTitle: "Bundled policies (use with --policy NAME):",
        .helpOptionConfirm: "On a terminal, ask for the password twice and stop when the two differ.",
        .confirmPrompt: "Confirm password: ",
        .confirmNeedsTerminal: "--confirm asks for the password twice on a terminal; standard input is not one",
        .cognitoLoginForeignCallback:
            "a request to the redirect without this sign-in's state was refused (a web page, or another sign-in); still waiting",
        .policyPatternStopped: "{error} (stopped at input line {line}; the records before it were written)",
        .helpOptionCheckStrength:
            "Also rate each password on this strength meter (JSON: a \"strength\" object with bars, color and label).",
        .helpStrength: "Rate passwords (one per line on standard input) on a four-bar strength meter.",
        .helpStrengthDiscussion:
            "Models: guesses (default; zxcvbn-style guess estimate with feedback), checklist (the Spanish article's five criteria), checklist-basic (the English article's four). Exit status (the worst wins): 0 normally; 1 when a password has fewer bars than --minimum-bars; 2 on a usage error (nothing read); 3 when the breached-password range API could not answer; 4 when a line is not UTF-8 or a record could not be read. With --breached, a breached password gets one red bar. On a terminal, the password is asked for without echo.",
        .helpOptionModel: "The meter: guesses, checklist or checklist-basic.",
        .helpOptionAllowMissingExp:
            "Accept a token without an expiry (exp). Cognito always sets one, so such a token is refused by default (missing-exp): it would be valid for ever.",
        .helpOptionJWKSMaxAge:
            "Seconds a key set from the disk cache stays usable (default 3600, at most 604800); an older one is fetched again, and if that fails the keys are unavailable (exit 2).",
        .invalidJWKSMaxAge: "--jwks-max-age must be 0 to 604800 seconds, not {value}",
        .helpOptionExtraWords:
            "A file of words the guesses meter treats as easy to guess (your product's, company's and site's names), one per line, the likeliest first; at most 1,000,000 words of 256 bytes.",
        .helpOptionStrengthEmail: "The user's email address: the guesses model treats it (and its parts) as easy to guess.",
        .helpOptionStrengthName: "The user's name: the guesses model treats it (and its words) as easy to guess.",
        .helpOptionMinimumBars: "Exit with status 1 when any password has fewer bars than this.",
        .helpOptionAttacker:
            "Whose time to crack to show: bcrypt:COST, scrypt:N,R,P, argon2id:MEMORY_KIB,ITERATIONS, pbkdf2-sha256:ITERATIONS, online-throttled or online-unthrottled (rates from one RTX 4090; docs/strength.md). The bars do not change.",
        .helpOptionLanguages:
            "The languages whose common words, names and keyboards the guesses meter knows: a comma-separated list of en, es, de, fr, it, nl, pt (pt-BR too), or all (default: en,es). Feedback stays in --language.",
        .strengthGuessesAttacker: "(10^{log} guesses; {time} against {attacker})",
        .invalidMinimumBars: "--minimum-bars must be 1 to 4, not {value}",
        .strengthError: "error",
        .strengthGuesses: "(10^{log} guesses; {time} offline against a slow hash)",
        .strengthSummary: "{total} passwords: {parts}",
        .strengthSummaryBars: "{count} {label}",
        .strengthSummaryUnreadable: "{count} not UTF-8",
        .helpRoot: "Checks passwords, emails and tokens in front of an Amazon Cognito user pool.",
        .helpCheck: "Check passwords (one per line on standard input) against a Cognito password policy.",
        .helpCheckDiscussion:
            "Exit status (the worst wins): 0 when every password is valid, 1 when any is invalid, 2 on a usage or policy error (or a damaged breached-password index; nothing read), 3 when the breached-password range API could not answer for some password (refused unless --breached-fail-open), 4 when a record could not be read (a CSV row that does not parse, a JSON line without the field). On a terminal, the password is asked for without echo.",
        .helpPolicy: "Password policies: list the bundled ones, show, lint and diff policy files, fetch a live pool's.",
        .helpPolicyList: "List the bundled policies.",
        .helpPolicyShow: "Show a policy's requirements as a checklist.",
        .helpOptionPolicy:
            "A bundled policy name or the path of a policy file, told by its contents: Cognito's JSON or YAML (PasswordPolicy, Policies, describe-user-pool output), a CloudFormation or SAM template (JSON or YAML), a Serverless Framework file, Terraform (show -json, terraform.tfstate, .tf.json or .tf), Firebase passwordPolicyConfig, a Keycloak realm export or an Auth0 connection or deploy-cli tenant.yaml.",
        .helpOptionFormat: "Output format: text, or json (one JSON object per input line).",
        .helpOptionRecordFormat:
            "Output format: text, json (one JSON object per input line), or csv (a header row, then one RFC 4180 row per input line; violations and suggestions as space-separated names).",
        .helpOptionLang:
            "Language of messages and of --help: en or es (default from CREDKIT_LANG, then LC_ALL, LC_MESSAGES, LANG).",
        .helpOptionOperation:
            "Cognito operation whose error wording cognitoMessage uses: sign-up, change-password or confirm-forgot-password.",
        .helpOptionEmail:
            "The user's email address, for the policy's RejectUserContext setting (its records name the rule ContainsUserContext).",
        .helpOptionUsername:
            "The user's username, for the policy's RejectUserContext setting (its records name the rule ContainsUserContext).",
        .helpOptionName:
            "The user's name, for the policy's RejectUserContext setting (its records name the rule ContainsUserContext).",
        .helpOptionPasswordFile:
            "Read passwords from this file instead of standard input (- is standard input); another name for --input.",
        .helpOptionShowPassword: "Include each password in the output (it is hidden by default).",
        .helpOptionQuiet: "Do not print the summary on standard error.",
        .helpOptionCSVSafe:
            "With --format csv, write a field that begins with = + - @, a tab or a carriage return behind a ' so a spreadsheet shows it as text, not a formula (OWASP's advice against CSV injection; the value then differs from the input by that character).",
        .csvSafeNeedsCSV: "--csv-safe applies to --format csv",
        .helpOptionJobs:
            "Worker threads for lines from standard input or a file: 1 to 256, or auto for one per processor. Output is in input order either way. Default: auto.",
        .invalidJobs: "--jobs {value}: expected a number from 1 to {maximum}, or auto",
        .helpEmail: "Check email address syntax (arguments, or one address per line on standard input).",
        .helpEmailDiscussion:
            "Exit status (the worst wins): 0 when every address is valid, 1 when any is invalid, 2 on a usage error (nothing read), 4 when a record could not be read. Profiles: default (what a sign-up form needs, as python email-validator, whose options --allow-quoted-local, --allow-display-name, --allow-domain-literal, --allow-empty-local, --no-smtputf8 and --test-environment it also takes) and rfc (the full RFC 5321/5322 grammar).",
        .helpEmailAddresses: "Addresses to check; when none are given, standard input is read, one address per line.",
        .helpOptionProfile: "Strictness: default or rfc.",
        .emailNormalized: "normalised to {normalized}",
        .emailSMTPUTF8: "needs SMTPUTF8",
        .emailDisplayNameNote: "display name {name}",
        .helpOptionAllowQuotedLocal:
            "Accept a quoted local part (\"john doe\"@example.com); quotes that are not needed are removed in the normal form.",
        .helpOptionAllowDisplayName:
            "Accept Name <address>: the address is checked and normalised, the name reported (JSON: displayName).",
        .helpOptionAllowDomainLiteral: "Accept a bracketed IP address as the domain: [192.0.2.1] or [IPv6:2001:db8::1].",
        .helpOptionAllowEmptyLocal: "Accept an empty local part (@example.com).",
        .helpOptionNoSMTPUTF8: "Reject addresses whose local part needs SMTPUTF8 (non-ASCII before the @).",
        .helpOptionTestEnvironment: "Accept the special-use domain test and names under it (user@ci.test).",
        .emailOptionNeedsDefaultProfile:
            "{option} is an option of the default profile; the rfc profile has its own grammar (leave out --profile rfc)",
        .errorPrefix: "error",
        .warningPrefix: "warning",
        .passwordPrompt: "Password: ",
        .lineValid: "valid",
        .lineInvalid: "invalid",
        .summaryTotals: "{total} checked: {valid} valid, {invalid} invalid",
        .summaryByRule: "violations by rule:",
        .progress: "{done} checked, {rate}/s, {percent}% of the file",
        .unreadableInput: "cannot read {file}: {reason}",
        .contextIgnored: "{option} has no effect: the policy does not enable CredKit.RejectUserContext",
        .noContextGiven:
            "the policy rejects passwords containing the user's details, but none of --email, --username, --name was given",
        .invalidEmailOption: "--email {value}: {reason}",
        .noTerminalInput: "no input: standard input is a terminal and no prompt could be shown",
        .helpJWT: "Decode and verify Cognito ID and access tokens (JWTs).",
        .helpJWTDecode: "Show a token's header and claims, its times and status, without verifying the signature.",
        .helpJWTDecodeDiscussion:
            "Tokens come from the argument or, one per line, from standard input (a hidden prompt on a terminal); a pasted `Bearer …` or `Authorization: Bearer …`, quoted or not, is accepted as the token. Exit status (the worst wins): 0 active or no expiry, 1 expired or not yet valid, 2 a usage error (nothing read), 4 a malformed or encrypted token or a record that could not be read.",
        .helpJWTVerify:
            "Verify tokens as AWS's verifier does: signature by the JWKS key, expiry, issuer, client, token use, groups and scopes.",
        .helpJWTVerifyDiscussion:
            "Tokens are read as jwt decode reads them (a pasted `Bearer …` or `Authorization: Bearer …` line is fine). Give the keys with --jwks (a file or an https URL) or --user-pool-id (its issuers and JWKS URL; repeat it to accept tokens of several pools, the record naming the pool, with --jwks FILE holding a map of issuer to JWKS for offline use). Say whose tokens are accepted, as aws-jwt-verify asks: --client-id (or --any-client) and --token-use (or --any-token-use); CREDKIT_USER_POOL_ID, CREDKIT_CLIENT_ID and CREDKIT_ENDPOINT fill in what is not given, as for the cognito commands. Tokens an Application Load Balancer forwards (x-amzn-oidc-data, padded ES256) are verified with --alb-arn: the signer must be one of the ARNs given, the client one of --alb-client-id, the kid a UUID whose key is fetched from the ARN's region (or --alb-key-url BASE/KID). Exit status (the worst wins): 0 all valid, 1 any rejected, 2 a usage error or keys that cannot be read (nothing read), 3 keys, or Cognito for --online, that could not be had for some token, 4 a malformed token or a record that could not be read.",
        .helpJWTToken: "The token. Prefer standard input: arguments are visible to other local users.",
        .helpOptionAt: "Judge times at this moment: unix seconds or ISO 8601 (default: now).",
        .helpOptionLeeway: "Seconds of clock skew forgiven on exp and nbf.",
        .helpOptionJWKS: "The JWKS: a file, or an https URL (http only on a loopback address).",
        .helpOptionUserPoolID:
            "A Cognito user pool ID such as eu-west-1_AbC123: accepts both of its issuers and fetches its JWKS (repeatable: a token is accepted by the pool its issuer names).",
        .helpOptionIssuer: "An accepted iss (repeatable); replaces the pool's issuers.",
        .helpOptionClientID: "An accepted app client ID (repeatable): aud of ID tokens, client_id of access tokens.",
        .helpOptionTokenUse: "The required token_use: id or access.",
        .helpOptionAnyClient:
            "Accept a token of any app client (instead of --client-id): say it on purpose, since another app's token then passes too.",
        .helpOptionAnyTokenUse: "Accept ID and access tokens alike (instead of --token-use).",
        .helpOptionGroup: "A group of which the user must be in at least one (repeatable).",
        .helpOptionScope: "A scope of which the token must have at least one (repeatable).",
        .helpOptionJWKSTimeout: "Seconds to wait for the JWKS URL.",
        .helpOptionNoJWKSCache: "Do not read or write the JWKS cache under $XDG_CACHE_HOME/credkit/jwks.",
        .jwtHeader: "header",
        .jwtPayload: "payload",
        .jwtStatus: "status",
        .jwtSignature: "signature",
        .jwtNotVerified: "NOT VERIFIED (decode does not check it; use credkit jwt verify)",
        .jwtResult: "result",
        .jwtValid: "valid: signature, times and claims verified",
        .jwtNotValid: "not valid: {message}",
        .jwtIn: "in {span}",
        .jwtAgo: "{span} ago",
        .jwtExpiresRelative: "expires {when}",
        .jwtExpiredRelative: "expired {when}",
        .jwtValidFromRelative: "valid {when}",
        .jwtLineError: "line {line}: {message}",
        .tokenOnCommandLine:
            "a token on the command line is visible to other local users (ps); pass it on standard input instead",
        .tokenPrompt: "Token: ",
        .invalidTime: "--at {value}: expected unix seconds or an ISO 8601 time such as 2027-01-15T08:00:00Z",
        .invalidLeeway: "--leeway {value}: expected seconds from 0 to 86400",
        .invalidTimeout: "--jwks-timeout {value}: expected seconds from 0 to 300",
        .invalidUserPool: "--user-pool-id {value}: not a Cognito user pool ID (such as eu-west-1_AbC123)",
        .jwksRequired: "give the keys: --jwks FILE|URL or --user-pool-id ID",
        .insecureURL: "{url}: only https URLs, or http on a loopback address, are allowed",
        .noIssuerCheck: "neither --issuer nor --user-pool-id was given: the issuer is not checked",
        .helpCognito:
            "Drive a Cognito user pool: sign up, sign in (password or SRP), forgot and change password, sessions. Input is checked before anything is sent.",
        .helpCognitoDiscussion:
            "Every option also comes from the environment: CREDKIT_REGION, CREDKIT_CLIENT_ID, CREDKIT_CLIENT_SECRET, CREDKIT_USER_POOL_ID, CREDKIT_ENDPOINT, CREDKIT_POLICY, CREDKIT_SESSION, CREDKIT_FORMAT, CREDKIT_TIMEOUT and CREDKIT_LANG. Passwords are typed at a prompt that does not echo (new passwords twice) or, with --password-stdin, read from standard input one per line; never from the command line. sign-in saves the tokens in $XDG_STATE_HOME/credkit/session.json (or ~/.local/state/credkit/session.json; --session PATH), a 0600 file; refresh, whoami, change-password and global-sign-out use it and refresh the access token when it expires within 60 seconds. Tokens are printed only with --show-tokens.\n\nExit status: 0 success; 1 refused by Cognito; 2 invalid input or usage, nothing was sent; 3 Cognito could not be reached or its answer could not be read; 4 stopped after a request was sent (an answer the next step needs, such as an MFA code, was missing: 1004). With --format json the result, or {\"error\": {\"type\", \"code\", \"message\"}}, is one JSON object on standard output; type is a short stable name (Cognito's error type, or credkit:… for credkit's own).\n\nNumbered errors: 1000 refused before sending, 1001 no answer, 1002 unreadable answer, 1003 endpoint not allowed, 1004 stopped after sending; 2000–2014 the pool's domain (login, token, logout, userinfo); then a block per operation, whose first number is any other failure: 3000 sign-up, 4000 sign-in, refresh and MFA challenges, 5000 confirm sign-up, 5100 resend code, 6000 forgot password, 7000 confirm forgot password, 8000 change password, 9000–9850 account and MFA operations, 9900–9960 devices, 9980 DescribeUserPool (policy fetch), 9990 GetCSVHeader (import-check). Every number is listed in docs/cognito.md.",
        .helpCognitoGroupAccount: "Account",
        .helpCognitoGroupSession: "Session",
        .helpCognitoGroupMFA: "MFA and devices",
        .helpCognitoGroupHostedUI: "Hosted UI",
        .helpCognitoGroupImport: "Import",
        .helpCognitoSignUp: "Register a user whose username is their email; the password is checked against the policy first.",
        .helpCognitoConfirmSignUp: "Confirm a registration with the code sent by email.",
        .helpCognitoResendCode: "Send the sign-up confirmation code again.",
        .helpCognitoSignIn:
            "Sign in with email and password (or SRP, where the password never leaves this machine) and save the session.",
        .helpCognitoRefresh: "Get new access and ID tokens with the session's refresh token.",
        .helpCognitoWhoAmI: "Show the signed-in user (GetUser) and the claims of the ID token.",
        .helpOptionCognitoPrefer:
            "With --flow user-auth: the factor to try first (password, password-srp, email-otp, sms-otp).",
        .cognitoPreferNeedsUserAuth: "--prefer goes with --flow user-auth",
        .cognitoFlowUserAuth: "USER_AUTH: choice-based sign-in",
        .cognitoFlowCustom: "CUSTOM_AUTH: the pool's own challenges",
        .helpOptionNewPasswordAttribute:
            "An attribute the user pool asks for with a new password (the first sign-in with a temporary password), as NAME=VALUE (repeatable).",
        .cognitoAttributesNeeded:
            "The user pool needs these attributes with the new password: {names}: give --attribute NAME=VALUE, or run at a terminal",
        .cognitoAttributePrompt: "{name} (required by the user pool): ",
        .cognitoConfirmedOnly: "Confirmed {email}.",
        .helpOptionPasswordless:
            "Register without a password, where the pool allows it: the user signs in with codes (sign-in --flow user-auth) or a passkey.",
        .helpOptionConfirmSignIn:
            "Sign in straight away with the session the confirmation returns (pools with choice-based sign-in) and save the session.",
        .cognitoPasswordlessTakesNoPassword: "--passwordless reads no password: leave out --password-stdin",
        .cognitoNoConfirmationSession:
            "Confirmed, but the user pool handed out no session to sign in with: sign in with credkit cognito sign-in",
        .cognitoFlowConfirmation: "USER_AUTH: with the confirmation's session",
        .cognitoSignedUpPasswordless: "Registered {email} without a password.",
        .cognitoYes: "yes",
        .cognitoNo: "no",
        .cognitoNoDevices: "No devices.",
        .cognitoDeviceName: "name",
        .cognitoDeviceRemembered: "remembered",
        .cognitoDeviceLastSignIn: "last sign-in",
        .cognitoThisDevice: "(this device)",
        .cognitoDeviceNowRemembered: "This device ({key}) is remembered.",
        .cognitoDeviceForgotten: "Device {key} forgotten.",
        .cognitoNoDeviceHere: "No device is remembered on this machine for {username}: sign in with --remember-device",
        .cognitoDeviceNotTracked: "the user pool does not track devices: nothing to remember",
        .cognitoDeviceUsed: "This device ({key}) proved itself.",
        .helpCognitoDevices: "The signed-in user's remembered devices.",
        .helpCognitoDevicesDiscussion:
            "sign-in --remember-device confirms this machine as a device (a random device password stays here, 0600, in devices.json beside the session; only its SRP verifier is sent) and remembers it; later sign-ins prove it, so a pool that remembers devices can skip the second factor.",
        .helpCognitoDevicesList: "List the user's devices (ListDevices); this machine's is marked.",
        .helpCognitoDevicesRemember: "Remember this machine's device (UpdateDeviceStatus).",
        .helpCognitoDevicesForget: "Forget one of the user's devices (ForgetDevice).",
        .helpCognitoDevicesForgetThis: "Forget this machine's device (ForgetDevice) and remove its secret.",
        .helpArgumentDeviceKey: "The device key, as devices list shows it (without one: this machine's device).",
        .helpOptionRememberDevice:
            "Confirm and remember this machine as a device when the pool tracks devices (later sign-ins prove it instead of a second factor).",
        .cognitoFactorNeeded: "Cognito asks how to sign in (offered: {offered}): give --prefer, or run at a terminal",
        .cognitoFactorPrompt: "Sign in with ({offered}): ",
        .helpCognitoUser: "The signed-in user's own account: attributes, verification.",
        .helpCognitoUserShow: "Show the user's attributes (GetUser) and how they can sign in (GetUserAuthFactors).",
        .helpCognitoUserUpdate: "Set attributes (UpdateUserAttributes), checked before sending.",
        .helpCognitoUserUpdateDiscussion:
            "Changing email or phone_number sends a code to the new value; verify it with verify-attribute.",
        .helpCognitoUserDeleteAttribute: "Remove attributes from the user (DeleteUserAttributes).",
        .helpCognitoUserVerifyAttribute: "Verify email or phone_number with a code sent to it.",
        .helpCognitoUserVerifyAttributeDiscussion:
            "Without --code a code is sent (GetUserAttributeVerificationCode) and, on a terminal, asked for; with --code it is checked (VerifyUserAttribute).",
        .helpCognitoDeleteUser: "Delete the signed-in user's account for good (DeleteUser), then the session.",
        .helpCognitoDeleteUserDiscussion:
            "On a terminal it asks you to type the account's name; in scripts pass --yes.",
        .helpOptionAttribute:
            "An attribute to set, as NAME=VALUE (repeatable; custom attributes as custom:NAME=VALUE).",
        .helpArgumentAttributeName: "An attribute's name (email, phone_number, name, custom:…).",
        .helpOptionAttributeCode: "The code that was sent (6 to 8 digits).",
        .helpOptionYes: "Do it without asking (for scripts).",
        .cognitoAttributeNeeded: "give at least one --attribute NAME=VALUE",
        .cognitoAttributeNotPair: "--attribute takes NAME=VALUE, got \"{value}\"",
        .cognitoAttributesUpdated: "Updated: {names}.",
        .cognitoAttributesRemoved: "Removed: {names}.",
        .cognitoNextVerifyAttribute: "Next: credkit cognito user verify-attribute {attribute} --code CODE",
        .cognitoAttributeVerified: "{attribute} is verified.",
        .cognitoDeleteUserNeedsYes:
            "delete-user deletes the account for good: run it on a terminal to confirm, or pass --yes",
        .cognitoDeleteUserPrompt: "Delete the account {username} for good? Type its name to confirm: ",
        .cognitoDeleteUserNotConfirmed: "not deleted: the name typed is not the account's",
        .cognitoUserDeleted: "Deleted the account {username}; removed the session {file}.",
        .cognitoSignInFactors: "sign-in factors",
        .cognitoSecondFactors: "second factors",
        .cognitoNoSecondFactor: "none",
        .cognitoFactorsUnavailable: "not available: the endpoint does not implement GetUserAuthFactors",
        .cognitoEndpointLacksOperation:
            "the endpoint does not implement {operation} (an emulator such as moto lacks it; Cognito has it), so it was not tried again",
        .cognitoSignOutLocalOnlyHint:
            "against this endpoint, credkit cognito sign-out --local-only forgets the session without RevokeToken",
        .helpCognitoForgotPassword: "Start a password reset: Cognito sends a code to the user's email.",
        .helpCognitoConfirmForgotPassword: "Set a new password with the code from forgot-password.",
        .helpCognitoChangePassword: "Change the signed-in user's password.",
        .helpCognitoChangePasswordDiscussion:
            "Asks for the current password, then the new one twice. With --password-stdin, the first line of standard input is the current password and the second the new one.",
        .helpCognitoSignOut: "Sign out: Cognito revokes the session's refresh token, then the saved session is removed.",
        .helpCognitoSignOutDiscussion:
            "RevokeToken ends the refresh token and the access tokens issued with it. When Cognito cannot be reached or refuses, the session is still removed and the exit status (3 unreachable, 1 refused) says the token was not revoked. --local-only removes the session without a request.",
        .helpOptionLocalOnly:
            "Only remove the session saved here; send no request (the refresh token stays valid until it expires).",
        .helpCognitoGlobalSignOut:
            "Sign out everywhere: Cognito revokes every refresh token of the user; the saved session is removed.",
        .helpOptionCognitoRegion: "The pool's AWS region, such as eu-west-1 (default: from --user-pool-id) [CREDKIT_REGION].",
        .helpOptionCognitoClientID: "The app client ID [CREDKIT_CLIENT_ID].",
        .helpOptionCognitoClientSecret:
            "The app client secret, when the client has one; prefer the environment variable [CREDKIT_CLIENT_SECRET].",
        .helpOptionCognitoUserPoolID: "The user pool ID, such as eu-west-1_AbC123; SRP sign-in needs it [CREDKIT_USER_POOL_ID].",
        .helpOptionCognitoEndpoint:
            "Another endpoint, such as an emulator: https, or http on a loopback address [CREDKIT_ENDPOINT].",
        .helpOptionCognitoPolicy:
            "The pool's password policy: a bundled name, a policy file (Cognito's JSON such as describe-user-pool's output, CloudFormation, Terraform …), or pool:ID for the live pool's own (DescribeUserPool, with your AWS credentials) (default cognito-default) [CREDKIT_POLICY].",
        .helpOptionCognitoSession: "The session file (default $XDG_STATE_HOME/credkit/session.json) [CREDKIT_SESSION].",
        .helpOptionCognitoFormat: "Output format: text, or json (one JSON object) [CREDKIT_FORMAT].",
        .helpOptionCognitoTimeout: "Seconds to wait for each request (default 10) [CREDKIT_TIMEOUT].",
        .helpOptionCognitoLang:
            "Language of messages and of --help: en or es (default from LC_ALL, LC_MESSAGES, LANG) [CREDKIT_LANG].",
        .helpOptionPasswordStdin: "Read passwords from standard input, one per line, instead of a prompt.",
        .helpOptionShowTokens: "Also print the raw tokens (hidden by default).",
        .helpOptionCognitoEmail: "The user's email address (the username).",
        .helpOptionCognitoName: "The user's name (the name attribute).",
        .helpOptionCognitoCode: "The code Cognito sent by email.",
        .helpOptionCognitoFlow:
            "How to sign in: password (USER_PASSWORD_AUTH), srp (USER_SRP_AUTH: the password is not sent) user-auth (USER_AUTH: choice-based, with --prefer) or custom (CUSTOM_AUTH: the pool's own challenges, each answer read like a code).",
        .cognitoCurrentPasswordPrompt: "Current password: ",
        .cognitoNewPasswordPrompt: "New password: ",
        .cognitoConfirmNewPasswordPrompt: "Confirm new password: ",
        .cognitoWhatPassword: "password",
        .cognitoWhatCustomAnswer: "answer to the challenge",
        .cognitoCustomAnswerPrompt: "Answer: ",
        .cognitoCustomChallenge: "The user pool asks (custom challenge):",
        .cognitoWhatCurrentPassword: "current password",
        .cognitoWhatNewPassword: "new password",
        .cognitoPasswordsNeedTerminal:
            "passwords are asked for on a terminal and standard input is not one: give --password-stdin to read them from it, one per line",
        .cognitoInputEnded: "standard input ended before the {what} (line {line})",
        .cognitoNothingTyped: "no {what} was typed",
        .cognitoInputNotUTF8: "the {what} (standard input line {line}) is not valid UTF-8: first bad byte at offset {offset}",
        .cognitoNoSessionStore: "no place for the session: set XDG_STATE_HOME or HOME, or give --session PATH",
        .cognitoSecretOnCommandLine:
            "a client secret on the command line is visible to other local users (ps) and kept in shell history; set CREDKIT_CLIENT_SECRET instead",
        .cognitoInvalidUserPool: "{option} {value}: not a Cognito user pool ID (such as eu-west-1_AbC123)",
        .cognitoMissingRegion: "no region: give --region or CREDKIT_REGION (or --user-pool-id, which names it)",
        .cognitoInvalidRegion: "{option} {value}: not an AWS region such as eu-west-1",
        .cognitoRegionMismatch: "the user pool {pool} is not in the region {region}",
        .cognitoMissingClientID: "no app client: give --client-id or CREDKIT_CLIENT_ID",
        .cognitoInvalidClientID: "{option} {value}: an app client ID is 1 to 128 letters, digits, _ or +",
        .cognitoSessionOtherClient:
            "the session in {file} belongs to app client {session}, not {client}: sign in again, or give another --session",
        .cognitoInvalidEndpoint: "--endpoint {value}: not a URL such as https://cognito-idp.eu-west-1.amazonaws.com/",
        .cognitoInvalidTimeout: "{option} {value}: expected seconds, more than 0 and at most 300",
        .cognitoNoSession: "No active session. Please sign in (no session in {file}): credkit cognito sign-in --email EMAIL",
        .cognitoSessionNotSaved: "the session could not be saved to {file}: {reason}",
        .cognitoSessionNotRemoved: "the session file {file} could not be removed: {reason}",
        .cognitoNoRefreshToken: "the session in {file} has no refresh token: sign in again",
        .cognitoUnreadableToken: "the token cannot be read",
        .cognitoAutoRefreshed: "the access token {state}: refreshed it with the refresh token",
        .cognitoExpiresAt: "at {time} ({relative})",
        .cognitoExpires: "expires {when}",
        .cognitoIDToken: "ID token",
        .cognitoAccessToken: "access token",
        .cognitoRefreshToken: "refresh token",
        .cognitoSignedUp: "Signed up {email}; the account must be confirmed.",
        .cognitoSignedUpConfirmed: "Signed up {email}; the account is confirmed already.",
        .cognitoNextConfirmSignUp: "Next: credkit cognito confirm-sign-up --email {email} --code CODE",
        .cognitoConfirmed: "Confirmed {email}. Next: credkit cognito sign-in --email {email}",
        .cognitoCodeDestinationUnknown: "Cognito did not say where the code was sent.",
        .cognitoCodeSent: "A code was sent by {medium} to {destination}.",
        .cognitoNewPasswordRequired: "the account has a temporary password: choose a new one",
        .cognitoFlowSRP: "USER_SRP_AUTH: the password did not leave this machine",
        .cognitoFlowPassword: "USER_PASSWORD_AUTH: the password was sent to Cognito",
        .cognitoSignedIn: "Signed in as {email} ({flow}).",
        .cognitoRefreshed: "Tokens refreshed.",
        .cognitoSignedInAs: "signed in as",
        .cognitoUsername: "username",
        .cognitoAttributes: "attributes",
        .cognitoIDTokenClaims: "ID token claims (decoded; credkit jwt verify checks the signature)",
        .cognitoSessionSaved: "Session saved to {file}; the access token expires {when}.",
        .cognitoNextConfirmForgotPassword: "Next: credkit cognito confirm-forgot-password --email {email} --code CODE",
        .cognitoPasswordReset: "The password of {email} was reset. Next: credkit cognito sign-in --email {email}",
        .cognitoPasswordChanged: "Password changed for {email}.",
        .cognitoSignedOut:
            "Signed out on this machine: removed {file}. The refresh token stays valid until it expires; global-sign-out revokes it everywhere.",
        .cognitoNothingToRemove: "No session in {file}: nothing to remove.",
        .cognitoSignedOutRevoked:
            "Signed out: Cognito revoked the refresh token and the access tokens issued with it; removed {file}.",
        .cognitoSignOutNotRevoked:
            "The refresh token was NOT revoked: it stays valid until it expires (sign in again and run global-sign-out to revoke every one). Removed {file}.",
        .cognitoSignOutNoRefreshToken:
            "Signed out on this machine: removed {file}. The session held no refresh token, so there was nothing to revoke.",
        .cognitoGlobalSignedOut: "Signed out everywhere: Cognito revoked every refresh token of {email}; removed {file}.",
        .helpTOTP:
            "Time-based one-time codes (RFC 6238), as an authenticator app shows them: for scripts and CI that sign in to MFA pools.",
        .helpTOTPDiscussion:
            "The secret (base32, as Cognito's setup-totp shows it) or, with --uri, an otpauth:// URI is read from the first line of standard input, or asked for without echo on a terminal; never from the command line.",
        .helpTOTPCode: "Print the current code; how long it stays valid goes to standard error.",
        .helpTOTPCodeDiscussion:
            "Exit status: 0 with a code, 2 on a usage error (a secret that is not base32, a bad URI or option).",
        .helpTOTPVerify: "Check a code against the secret: exit 0 when it is current (within the window), 1 when not.",
        .helpTOTPVerifyDiscussion:
            "The window allows for clock drift between the phone and this machine: steps of the period either side (default 1).",
        .helpOptionTOTPURI: "Read an otpauth://totp/ URI instead of a bare secret (its algorithm, digits and period apply).",
        .helpOptionTOTPAlgorithm: "The HMAC's hash function (default sha1, what Cognito uses).",
        .helpOptionTOTPDigits: "Digits per code (default 6).",
        .helpOptionTOTPPeriod: "Seconds per code (default 30).",
        .helpOptionTOTPAt: "The moment: Unix seconds or ISO 8601 (default now).",
        .helpOptionTOTPCode: "The code to check.",
        .helpOptionTOTPWindow: "Steps accepted either side of the current one, 0 to 10.",
        .totpSecretPrompt: "TOTP secret (base32): ",
        .totpURIPrompt: "otpauth URI: ",
        .totpWhatSecret: "the TOTP secret",
        .totpWhatURI: "the otpauth URI",
        .totpURIWithSettings: "--algorithm, --digits and --period do not go with --uri: the URI carries its own settings",
        .totpShortSecret: "the secret has {bits} bits; RFC 4226 asks for at least {minimum} (codes still work)",
        .totpValidFor: "valid for {seconds} s",
        .totpInvalidWindow: "--window {value}: expected 0 to 10 steps",
        .totpInvalidCode: "--code: expected the code's digits",
        .totpCodeValid: "valid (step {step} from the current one; time step {timeStep})",
        .totpCodeReplayed: "not valid: its time step {timeStep} is not after {after}, the last one accepted (a replayed code)",
        .totpSecretTooShort:
            "the secret has {bits} bits, fewer than {minimum}: refused (--allow-short-secret accepts it, as moto's fixed 12-character test secret needs)",
        .helpOptionAllowShortSecret:
            "Accept a secret under 80 bits (moto's fixed 12-character test secret needs this); under 128 bits is still warned about.",
        .helpOptionTOTPAfterStep:
            "The time step of the last code accepted for this user: a code at or before it is refused as a replay (RFC 6238 §5.2). verify prints each accepted code's time step.",
        .totpCodeNotValid: "not valid (checked the current step and {window} either side)",
        .helpOptionMFACode:
            "The first code asked for: an MFA code, or the one-time code of a passwordless or custom sign-in (--code reads better there; later codes: the next line of standard input with --password-stdin, or the terminal).",
        .helpOptionMFAType: "The second factor to use when Cognito offers a choice.",
        .helpOptionMFAIssuer: "The name an authenticator app shows above the code (default: none).",
        .helpOptionMFADeviceName: "A name for the authenticator app, kept by Cognito.",
        .helpOptionMFAVerifyCode: "The authenticator app's current code, to verify the set-up.",
        .helpOptionMFATOTP: "The authenticator app (TOTP).",
        .helpOptionMFASMS: "Codes by text message.",
        .helpOptionMFAEmail: "Codes by email.",
        .helpCognitoMFA: "The signed-in user's second factors: set up an authenticator app, choose methods, show them.",
        .helpCognitoSetUpTOTP:
            "Set up an authenticator app: show a new secret and its otpauth URI, then verify a code from the app.",
        .helpCognitoSetUpTOTPDiscussion:
            "On a terminal the code is asked for; otherwise give it with --code, or leave it out to only show the secret and verify later with verify-totp. Then turn the app on with set-preference --totp preferred.",
        .helpCognitoVerifyTOTP: "Verify the authenticator app set up with setup-totp, with its current code.",
        .helpCognitoSetPreference:
            "Turn MFA methods on or off and choose the preferred one (methods not named keep their setting).",
        .helpCognitoMFAStatus: "Show which MFA methods are enabled and which is preferred.",
        .cognitoWhatMFACode: "the MFA code",
        .cognitoTOTPCodePrompt: "Authenticator app code: ",
        .cognitoSMSCodePrompt: "Code from the text message: ",
        .cognitoEmailCodePrompt: "Code from the email: ",
        .cognitoMFACodeNeeded:
            "Cognito asks for an MFA code and standard input ended (line {line}): give it with --mfa-code or as the next line",
        .cognitoMFATypeNeeded: "Cognito asks which MFA method to use ({offered}): choose with --mfa-type",
        .cognitoMFATypePrompt: "MFA method ({offered}): ",
        .cognitoMFACodeSent: "code sent to {destination}",
        .cognitoMFASetupNeeded: "this pool requires MFA: add this secret to an authenticator app, then enter its code",
        .cognitoMFASecret: "Secret: {secret}",
        .cognitoMFAURI: "URI:    {uri}",
        .cognitoTOTPVerified: "Authenticator app verified. Turn it on with: credkit cognito mfa set-preference --totp preferred",
        .cognitoTOTPAssociated: "Secret created, not verified yet: verify with credkit cognito mfa verify-totp --code CODE",
        .cognitoMFAPreferred: "preferred",
        .cognitoMFAEnabled: "enabled",
        .cognitoMFADisabled: "disabled",
        .totpInputEnded: "standard input is empty: expected {what} on its first line",
        .totpNothingTyped: "nothing was typed for {what}",
        .totpInputNotUTF8: "{what} is not valid UTF-8: first bad byte at offset {offset}",
        .helpBreached: "Breached passwords (Have I Been Pwned's Pwned Passwords): build and inspect the offline index.",
        .helpBreachedDiscussion:
            "check, strength and the cognito commands that set a password take --breached INDEX (an index file), --breached online (the k-anonymity range API: only the first five hex digits of the password's SHA-1 leave the machine) or --breached URL (another range API).",
        .helpBreachedBuild: "Build an index (about 2.25 bytes per hash, 1 false positive in 65,536) from Pwned Passwords files.",
        .helpBreachedBuildDiscussion:
            "A source is a file of SHA1:COUNT lines (40 hex digits, the downloader's single file, sorted or not), a file of bare SHA-1 lines (a hash list without counts: each counts once, so only with --minimum-count 1), or a directory of range files named by their five-hex-digit prefix holding SUFFIX:COUNT lines (the downloader's per-prefix output). Hidden files in a directory are skipped. The index is written atomically; temporary buckets go to a hidden directory beside it. Exit status: 0 built, 2 a source or the output is unusable (the message names the file, line and column).",
        .helpBreachedInfo: "Show what an index holds; --verify reads it whole and checks every block's checksum.",
        .helpOptionBreachedOutput: "The index file to write.",
        .helpOptionMinimumCount: "Leave out hashes seen fewer times than this (1: keep all).",
        .helpOptionBreachedSources: "Files of SHA1:COUNT lines or bare SHA-1 lines, or directories of range files.",
        .helpOptionBreachedIndex: "An index written by credkit breached build-index.",
        .helpOptionBreachedVerify: "Check every block's checksum (reads the whole file).",
        .breachedMinimumCountRange: "--minimum-count {value}: expected a whole number of at least 1",
        .breachedNoSources: "no source given: name a file of SHA1:COUNT lines or a directory of range files",
        .breachedProgressRead: "{done} hashes read, {rate}/s, {percent}%",
        .breachedProgressShards: "building filters: {done} of {total}",
        .breachedReportIndex: "Index: {path}",
        .breachedReportEntries: "Hashes: {entries} distinct, from {lines} lines",
        .breachedReportBelowMinimum: " ({below} seen fewer than {minimum} times left out)",
        .breachedReportSize: "Size: {bytes} bytes ({perEntry} bytes per hash; filters: {shards})",
        .breachedReportFalsePositives: "False positives: 1 in 65,536 absent passwords (0.0015 %); no false negatives",
        .breachedReportTime: "Built in {seconds} s ({perHash} µs per source line)",
        .breachedReportVerified: "Checksums: every block verified",
        .helpOptionBreached:
            "Also refuse breached passwords: an index file from credkit breached build-index, online (Have I Been Pwned's range API; only the first five hex digits of each password's SHA-1 are sent) or a range API's base URL.",
        .helpOptionBreachedFailOpen:
            "When the range API cannot be reached, judge passwords on the other rules instead of refusing them (exit 3 either way).",
        .helpGenerate: "Generate random passwords or passphrases that pass a policy.",
        .helpGenerateDiscussion:
            "Every password passes the policy, extensions included (blocklist, user details, patterns, minimum strength, breached passwords). Characters or words are drawn with the system's CSPRNG, uniformly and without modulo bias; a candidate that fails the policy is drawn again, so the required classes sit at random positions. The default length is the shortest that gives 100 bits with the chosen characters, at least the policy's minimum (16 with every class). The summary on standard error gives the exact entropy of the construction and what the policy's extensions cost. Exit status: 0 done, 2 usage error or a recipe that cannot meet the policy, 3 the breached-password check could not answer.",
        .helpOptionGenerateCount: "How many to generate.",
        .helpOptionGenerateLength:
            "Characters per password (default: the shortest giving 100 bits, at least the policy's minimum).",
        .helpOptionGenerateExclude: "Characters never to use.",
        .helpOptionNoSymbols: "No symbols.",
        .helpOptionNoNumbers: "No digits.",
        .helpOptionNoUppercase: "No upper-case letters.",
        .helpOptionNoLowercase: "No lower-case letters.",
        .helpOptionExcludeAmbiguous: "Leave out look-alike characters: 0 O o 1 l I | and the quote marks.",
        .helpOptionIncludeSpace: "Allow spaces inside the password (never at either end).",
        .helpOptionWords: "Make passphrases of this many words instead of characters.",
        .helpOptionSeparator: "What goes between words (default -; no letters; empty only with --capitalize).",
        .helpOptionWordList: "The word list (default: the --lang language).",
        .helpOptionCapitalize: "Capitalise every word.",
        .helpOptionAddNumber: "Append a random digit to a random word.",
        .helpOptionAddSymbol: "Append a random symbol to a random word.",
        .generateInvalidCount: "--count {value}: expected a number of 1 or more",
        .generateNeedsWords: "{option} applies to passphrases: add --words N",
        .generateNotWithWords: "{option} does not apply to passphrases (--words)",
        .generateSummary: "{count} generated · {construction} · {bits} bits each (exact)",
        .generateConstructionCharacters: "{length} characters from {alphabet}",
        .generateConstructionWords: "{words} words from the {list} list of {size}",
        .generateExtensionsCost:
            "the policy's extensions rejected {rejected} of {candidates} candidates, about {bits} bits fewer",
        .helpOptionPolicyFormat:
            "text (a checklist), json, passwordrules (Apple's AutoFill rules), secrets-manager (GetRandomPassword parameters) or credkit (the policy as credkit's own file, which --policy reads back: how to keep a policy imported from another format).",
        .policyInexpressible:
            "{format} cannot carry the policy's {rules}: passwords made from it pass them almost always, not surely",
        .helpCognitoLogin: "Sign in through the pool's domain (managed login, the hosted UI) in a browser, and save the session.",
        .helpCognitoLoginDiscussion:
            "Authorization code with PKCE (S256) on a loopback redirect, as native apps do (RFC 8252): register http://127.0.0.1:PORT/callback (or http://localhost:PORT/callback with --redirect-host localhost) as a callback URL of the app client, with the code grant and the openid scope. The browser opens on the sign-in page ($BROWSER, xdg-open or open; with --no-browser or no display the URL is printed on standard error); credkit waits for one redirect, checks its state, exchanges the code with the verifier, verifies the ID token (signature by the pool's keys, issuer, audience, expiry, nonce) and saves the session sign-in saves, so whoami, refresh, userinfo and logout work after it. The domain is --domain (a prefix such as my-app, or an https URL for a custom domain; CREDKIT_DOMAIN), or the one the pool's discovery document names (--user-pool-id). Exit status: 0 signed in; 1 refused (access denied, a state that is not this sign-in's, a refused code, an ID token that fails verification); 2 invalid input or the redirect port in use, nothing sent; 3 no redirect in time, or the domain unreachable.",
        .helpCognitoToken: "Get a machine-to-machine access token (client credentials) and print it.",
        .helpCognitoTokenDiscussion:
            "The app client needs a secret (CREDKIT_CLIENT_SECRET) and the client_credentials grant with resource-server scopes (--scope api/read, repeatable; none asks for all the client may have). The token is printed on standard output (that is this command's job; --format json adds its expiry) and cached, 0600, under $XDG_CACHE_HOME/credkit/tokens (or ~/.cache/credkit/tokens) per domain, client and scope set until a minute before it expires; --no-cache always asks. Exit status as for login.",
        .helpCognitoLogout:
            "Sign out of a login session: revoke its refresh token, remove the session, and give the domain's sign-out URL.",
        .helpCognitoLogoutDiscussion:
            "The refresh token is revoked at the domain's /oauth2/revoke (a session from login, or --domain), else with RevokeToken; the session file goes whatever the answer. With --logout-uri (one of the app client's sign-out URLs) the domain's /logout URL, which ends the browser's session there too, is printed, or opened with --open. Exit status as for sign-out.",
        .helpCognitoUserInfo: "Show the signed-in user's claims from the domain's /oauth2/userInfo.",
        .helpOptionDomain:
            "The pool's domain: a prefix (my-app → https://my-app.auth.REGION.amazoncognito.com) or an https URL (a custom domain); CREDKIT_DOMAIN. Default: the session's, else the pool's discovery document.",
        .helpOptionClientAuthentication: "How the app client's secret is sent: HTTP Basic or in the form.",
        .helpOptionLoginScope: "A scope to ask for (repeatable; default openid email profile; openid is required).",
        .helpOptionTokenScope: "A resource-server scope to ask for, such as api/read (repeatable).",
        .helpOptionIdentityProvider:
            "Go straight to this identity provider (Google, SignInWithApple, a SAML or OIDC provider's name, COGNITO).",
        .helpOptionRedirectPort: "The loopback port of the registered callback URL.",
        .helpOptionRedirectHost: "The host of the registered callback URL.",
        .helpOptionNoBrowser: "Do not open a browser: print the sign-in URL and wait.",
        .helpOptionBrowserTimeout: "Seconds to wait for the redirect (1 to 3600).",
        .helpOptionClientCredentials: "Use the client-credentials grant (machine to machine).",
        .helpOptionNoCache: "Neither read nor write the token cache.",
        .helpOptionLogoutURI: "Where the browser goes after signing out: one of the app client's sign-out URLs.",
        .helpOptionOpenLogout: "Open the sign-out URL in the browser.",
        .cognitoInvalidPort: "--redirect-port {value}: expected a port from 1 to 65535",
        .cognitoInvalidBrowserTimeout: "--browser-timeout {value}: expected seconds from 1 to 3600",
        .cognitoRedirectSocket: "cannot listen for the redirect: {reason}",
        .cognitoLoginOpened:
            "Opened the sign-in page in your browser; waiting up to {seconds} s for the redirect to {redirect}.\nIf no page opened, visit:\n{url}",
        .cognitoLoginVisit:
            "Open this page in a browser to sign in (waiting up to {seconds} s for the redirect to {redirect}):\n{url}",
        .cognitoLoggedIn: "Signed in as {email} through {domain}.",
        .cognitoLoginPageTitle: "credkit",
        .cognitoLoginPageSuccess: "Signed in. You can close this window and return to the terminal.",
        .cognitoLoginPageFailure: "Sign-in failed: {detail}. Return to the terminal.",
        .cognitoNeedsDomain:
            "no sign-in domain: pass --domain PREFIX|URL (or CREDKIT_DOMAIN), or --user-pool-id to read it from the pool's discovery document",
        .cognitoTokenNeedsGrant:
            "token gets machine-to-machine tokens: pass --client-credentials (for a user's tokens use login or sign-in)",
        .cognitoTokenNotCached: "the token could not be cached in {file}; it is printed all the same",
        .cognitoOpenNeedsLogoutURI: "--open opens the sign-out URL: give it with --logout-uri",
        .cognitoLogoutURL: "To sign out in the browser too, open:\n{url}",
        .helpOptionALBArn: "Verify load balancer tokens (x-amzn-oidc-data) signed by this ALB (repeatable).",
        .helpOptionALBClientID: "An accepted app client of load balancer tokens: the header's client (repeatable).",
        .helpOptionALBKeyURL:
            "Fetch load balancer keys from URL/KID instead of the ARN region's host (https, or http on a loopback address).",
        .albOptionsNeedArn: "--alb-client-id and --alb-key-url are for load balancer tokens: give --alb-arn",
        .albExclusive:
            "--alb-arn verifies load balancer tokens: it takes --alb-client-id, --issuer and --alb-key-url, not --jwks, --user-pool-id, --client-id, --token-use, --group, --scope or --endpoint",
        .invalidALBArn:
            "--alb-arn {value}: not an Application Load Balancer ARN (arn:aws:elasticloadbalancing:REGION:ACCOUNT:loadbalancer/app/NAME/ID)",
        .noALBClientCheck: "no --alb-client-id was given: the token's client is not checked",
        .poolsTakeNoIssuer: "with several --user-pool-id each pool's own issuers are accepted: --issuer cannot be given too",
        .jwksMapLacksPool: "{file}: no key set for the issuer of {pool}",
        .jwksMapUnreadable: "{file}: cannot read the file ({reason})",
        .jwksMapTooManyIssuers: "{file}: a --jwks map may name at most {limit} issuers",
        .jwksMapExpected: "{file}: with several --user-pool-id, --jwks is a JSON object mapping each pool's issuer to its JWKS",
        .jwksMapNeedsPool: "{file} maps issuers to key sets: name the pool with --user-pool-id",
        .verifyNeedsClient:
            "say whose tokens to accept: --client-id ID (repeat it for several app clients, or set CREDKIT_CLIENT_ID), or --any-client for a token of any app client",
        .verifyNeedsTokenUse: "say which tokens to accept: --token-use id or --token-use access, or --any-token-use for both",
        .anyClientConflict: "--client-id and --any-client contradict each other: give one of them",
        .anyTokenUseConflict: "--token-use and --any-token-use contradict each other: give one of them",
        .jwtPool: "pool",
        .jwtSummaryTotals: "{total} {total|token|tokens}: {valid} valid, {invalid} rejected",
        .jwtSummaryByReason: "rejected by reason:",
        .helpOptionJWTEndpoint:
            "Fetch each --user-pool-id's JWKS from URL/POOL/.well-known/jwks.json (an emulator; http only on a loopback address).",
        .helpOptionOnline:
            "After the offline checks, ask Cognito whether each access token is still accepted (GetUser): a revoked or signed-out token is rejected as revoked; Cognito unreachable is exit 3. Each token is asked about once per run.",
        .onlineNeedsPool:
            "--online asks the token's user pool: give --user-pool-id (load balancer tokens cannot be checked online)",
        .helpOptionCognitoUsername: "The username, for pools whose usernames are not email addresses (instead of --email).",
        .cognitoEmailOrUsername:
            "give the user with --email ADDRESS or, for pools whose usernames are not addresses, --username NAME (one of them)",
        .cognitoStoppedAfterSending: "Stopped after a request was sent: {reason}",
        .helpOptionPolicyInputFormat:
            "The policy file's format when it cannot be told from the file: cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak or auth0.",
        .helpOptionResource:
            "Which policy, when the file holds several: a CloudFormation logical ID or CDK path, a Terraform address or resource name, an Auth0 database connection's or a Keycloak realm's name (policy show FILE --list lists them).",
        .importNote: "{location}{field}: {message}",
        .helpOptionParameter:
            "A CloudFormation parameter's value, for a policy setting written as !Ref NAME (repeatable): NAME=VALUE.",
        .helpOptionUseDefaults: "Take a CloudFormation parameter's Default when --parameter does not give it.",
        .helpOptionVar: "A Terraform variable's value, for a policy setting written as var.NAME (repeatable): NAME=VALUE.",
        .helpOptionVarFile: "A .tfvars file of Terraform variables (name = literal lines; repeatable; --var wins).",
        .invalidNameValue: "invalid value \"{value}\" for {option}; expected NAME=VALUE",
        .helpOptionDiffSeed:
            "The seed the example passwords are drawn with: the same seed gives the same examples.",
        .helpOptionListEntries:
            "List the user pools, Auth0 database connections or Keycloak realms the file holds (the names --resource takes, with their lines) instead of showing one.",
        .policyEntriesTitle: "{format} file {file}: {count} to choose from with --resource:",
        .policyEntryLine: "line {line}",
        .importNotesTitle: "Not carried over exactly:",
        .helpPolicyLint: "Check a policy against NIST SP 800-63B-4, OWASP ASVS 5, PCI DSS 4 or Cognito's own limits.",
        .helpPolicyLintDiscussion:
            "Every lint also reports contradictions: a maximum below the minimum, a required class the forbidden patterns leave no character for, a policy the generator cannot make a single password for, history on the Lite plan. Exit status: 0 nothing at or above --fail-on, 1 a finding at or above it, 2 bad input.",
        .helpOptionAgainst: "The standard: nist-800-63b-4, asvs-5, pci-dss-4 or cognito.",
        .helpOptionMFA:
            "Passwords are used with a second factor (NIST then asks for 8 characters rather than 15; PCI DSS 8.3.9 no longer applies). Without it, what the file says is used: MfaConfiguration or mfa_configuration ON, a Keycloak realm's default CONFIGURE_TOTP action, an Auth0 tenant's Guardian policy all-applications.",
        .helpOptionIgnore:
            "Accept a finding by its code (repeatable): it is listed as ignored and does not decide the exit status.",
        .helpOptionIgnoreFile:
            "A file of accepted findings, one per line: the code, then why it is accepted (# starts a comment). Each reason is shown with the finding it ignores.",
        .lintIgnoredTitle: "Ignored ({count}):",
        .lintIgnoredLine: "{code}: {reason}",
        .lintIgnoredByOption: "--ignore",
        .lintIgnoreStale: "{source}: no finding has the code {code}",
        .lintIgnoreNoReason: "{file}:{line}: {code} has no reason; write why it is accepted after the code",
        .lintIgnoreUnreadable: "cannot read the ignore file {file}: {reason}",
        .lintMFAFromFile: "second factor: {mode}, as {field} says ({location})",
        .helpOptionTier: "The pool's feature plan, when the file does not say: lite, essentials or plus.",
        .helpOptionFailOn: "Exit 1 when a finding is at least this severe: info, warning or error.",
        .helpOptionReportFormat: "Output format: text, or json (one JSON object).",
        .lintSummary:
            "{policy} against {standard}: {count} {count|finding|findings} ({errors} {errors|error|errors}, {warnings} {warnings|warning|warnings}, {infos} {infos|note|notes})",
        .lintSeverityError: "error",
        .lintSeverityWarning: "warning",
        .lintSeverityInfo: "info",
        .lintClean: "{policy} against {standard}: no findings",
        .lintFixLabel: "fix",
        .helpPolicyDiff: "Compare two policies rule by rule, with example passwords whose verdict changes.",
        .helpPolicyDiffDiscussion:
            "Exit status: 0 no change in the direction --fail-if names (or no --fail-if), 1 a change in that direction, 2 bad input. Example passwords are generated, never a user's.",
        .helpOptionFailIf: "Exit 1 when a change goes this way: stricter, looser or any.",
        .helpOptionExamples: "Example passwords per change (0 to 10).",
        .diffNoChanges: "{before} and {after} are the same policy",
        .diffSummary: "{before} → {after}: {count} {count|change|changes}",
        .diffNowRefused: "now refused: {password} (accepted before)",
        .diffNowAccepted: "now accepted: {password} (refused before)",
        .diffNoExamples: "(no password's text shows this change)",
        .diffDirectionStricter: "stricter",
        .diffDirectionLooser: "looser",
        .diffDirectionChanged: "changed",
        .invalidExamples: "invalid value \"{value}\" for --examples; allowed: 0 to 10",
        .invalidSeed: "invalid value \"{value}\" for --seed; allowed: a whole number from 0 to 18446744073709551615",
        .helpPolicyFetch: "Read a live user pool's password policy (DescribeUserPool, signed with your AWS credentials).",
        .helpPolicyFetchDiscussion:
            "Credentials come from the standard chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), else the profile AWS_PROFILE (or default) in ~/.aws/credentials and ~/.aws/config, else its credential_process; they are never printed. The output is describe-user-pool's shape reduced to the pool's ID, name, plan and password policy: any --policy reads it. --policy pool:ID on check, generate and policy fetches the same way. Needs IAM permission cognito-idp:DescribeUserPool. Exit status: 0 written, 1 refused by AWS, 2 bad input or no credentials (nothing sent), 3 no answer.",
        .helpOptionFetchOutput: "Write the policy to this file (atomically) rather than to standard output.",
        .fetchNeedsPool: "give the user pool: --user-pool-id ID or CREDKIT_USER_POOL_ID",
        .fetchCannotWrite: "cannot write {file}: {reason}",
        .fetchWrote: "wrote {file}: the password policy of {pool} (minimum {min} characters)",
        .helpBreachedCheck:
            "Check passwords on standard input against breached-password data only (the records of check --breached).",
        .helpBreachedCheckDiscussion:
            "Give one source: --index FILE (built with breached build-index), --online (the Pwned Passwords range API, k-anonymity: only 5 hex digits of each SHA-1 leave the machine) or --url URL (a mirror of the range API). Only the rules BreachedPassword and BreachedCheckUnavailable (the source could not answer) are reported. Exit status (the worst wins): 0 none breached, 1 some breached, 2 a usage error (nothing read), 3 the source could not answer, 4 a record could not be read.",
        .helpOptionBreachedCheckIndex: "An offline index built with credkit breached build-index.",
        .helpOptionBreachedCheckSource:
            "The source, spelt as check --breached takes it: an index file, online, or a range API's URL (or one of --index, --online, --url).",
        .helpOptionBreachedOnline: "The Pwned Passwords range API (api.pwnedpasswords.com).",
        .helpOptionBreachedURL: "A mirror of the range API: https, or http on a loopback address.",
        .breachedCheckOneSource:
            "give exactly one source: --breached SOURCE (as check takes it), --index FILE, --online or --url URL",
        .tokenArgumentIsFile:
            "{file} is a file, not a token: read it with --input {file} (tokens on the command line are visible to other local users)",
        .strayPasswordArgument:
            "{command} reads passwords from standard input, not from arguments: did you mean --input {value}?",
        .strayPasswordArgumentNotFile:
            "{command} reads passwords from standard input, not from arguments (a password on the command line is visible to other local users): printf '%s\\n' … | credkit {command}, or --input FILE",
        .unknownSubcommand:
            "unknown command \"{value}\" for {parent}; did you mean \"{suggestion}\"? ({parent} --help lists them)",
        .unknownSubcommandNoSuggestion: "unknown command \"{value}\" for {parent}; commands: {commands}",
        .argumentMissing: "missing {name}",
        .argumentUnknownOption: "unknown option {name}",
        .argumentUnexpected: "unexpected argument {name}",
        .argumentMissingValue: "{name} needs a value",
        .notePrefix:
            "note",
        .cognitoPolicyHintDefault:
            "new passwords were judged by {policy}, Cognito's default policy, before anything was sent; for your pool's own, give --policy pool:USER_POOL_ID (read with DescribeUserPool), a policy file or a preset name, or set CREDKIT_POLICY; sign-in --policy keeps it with the session",
        .cognitoPolicyHintGiven:
            "new passwords were judged by {policy}, from {source}, before anything was sent; --policy pool:USER_POOL_ID reads the pool's own",
        .cognitoPolicyHintSession:
            "new passwords were judged by {policy}, saved with the session in {file} at sign-in; --policy (or CREDKIT_POLICY) gives another for one run, sign-in --policy replaces it",
        .cognitoSessionPolicy:
            "New passwords are judged by policy {policy}, kept with the session.",
        .cognitoPasswordPolicyRow:
            "policy",
        .cognitoPolicySavedValue:
            "{policy} (saved with the session)",
        .cognitoPolicyDefaultValue:
            "{policy} (the default; sign-in --policy keeps the pool's own with the session)",
        .helpOptionInputFormat:
            "How the input is split into records: lines (one value per line), csv (RFC 4180), tsv (tab-separated, no quoting) or jsonl (one JSON object per line).",
        .helpOptionField:
            "With csv, tsv or jsonl: the column to judge, by header name (or member name) or by number from 1.",
        .helpOptionKeep:
            "Columns copied into each record (names or numbers, comma-separated), to join the results back: under \"keep\" in JSON, after the results in CSV, at the end of each text record.",
        .helpOptionNoHeader:
            "The csv or tsv input has no header line: name columns by number.",
        .helpOptionDelimiter:
            "The csv or tsv field separator: one ASCII character, such as ';' (spreadsheets in Spanish and other locales write it) or tab (default: a comma for csv, a tab for tsv).",
        .helpOptionInput: "Read the records from this file instead of standard input (- is standard input).",
        .structuredNeedsFormat:
            "--field, --keep, --no-header and --delimiter go with --input-format csv, tsv or jsonl (--no-header and --delimiter: csv or tsv)",
        .structuredBadDelimiter:
            "--delimiter {value}: one ASCII character other than a quote or a line break (tab for a tab)",
        .inputNamedTwice: "{option} and --input both name the input file: give one",
        .inputAndArguments: "--input reads the records from a file: give them there or as arguments, not both",
        .structuredEmptyInput:
            "{file} is empty: a header row naming the columns was expected (with --no-header, columns are numbered and an empty input has no rows)",
        .structuredNeedsField:
            "--input-format {format} needs --field NAME or NUMBER: the column to judge",
        .structuredKeepLabel: "keep",
        .structuredBadNumber:
            "{option} {value}: columns are numbered from 1",
        .structuredNumberInJSONL:
            "{option} {value}: JSON Lines members are named, not numbered",
        .structuredNameWithoutHeader:
            "{option} {value}: with --no-header, name columns by number",
        .structuredUnknownColumn:
            "{option} {value}: the header of {file} has no such column; its columns: {columns}",
        .structuredDuplicateColumn:
            "{option} {value}: the header of {file} names {count} columns so; give the number of the one meant",
        .rowUnterminatedQuote:
            "row {row} (line {line}): a quoted field is still open at the end of the input",
        .rowTextAfterQuote:
            "row {row} (line {line}): text after a closing quote (a quote inside a quoted field is written twice)",
        .rowTooLong:
            "row {row} (line {line}): longer than {limit} bytes",
        .rowMissingField:
            "row {row} (line {line}): no column {field} (the row has {count})",
        .rowExtraFields:
            "row {row} (line {line}): {count} fields, but the header has {columns} (a value with the delimiter in it must be quoted); not judged",
        .rowInvalidUTF8:
            "row {row} (line {line}): {field} is not valid UTF-8 (byte {offset})",
        .rowNotJSON:
            "line {line}: not JSON: {reason} (byte {offset})",
        .rowNotObject:
            "line {line}: not a JSON object",
        .rowMissingMember:
            "line {line}: no member {field}",
        .rowNotString:
            "line {line}: {field} is neither a string nor a number",
        .rowsUnreadable:
            "rows that could not be read: {count}",
        .structuredWithArguments:
            "--input-format reads standard input: give the addresses there, not as arguments",
        .rowNotJSONAt:
            "line {line}: not JSON: an unexpected character (byte {offset})",
        .helpImportCheck:
            "Check a user-import CSV as CreateUserImportJob would, before uploading it.",
        .helpImportCheckDiscussion:
            "The columns are the pool's (GetCSVHeader and DescribeUserPool, signed with your AWS credentials, with --user-pool-id or CREDKIT_USER_POOL_ID), a header file's (--headers: GetCSVHeader's JSON answer or the console's template.csv), or a default pool's. The file is Cognito's CSV: a comma inside a value is written \\, and values are not quoted. Each user is checked: cognito:username present, without white space, at most 128 characters and unique; email an address; phone_number in E.164; email_verified, phone_number_verified and cognito:mfa_enabled true or false; MFA only with a phone number and as the pool demands; an auto-verified contact verified; the pool's required attributes present; and the file: UTF-8 without a byte order mark, at most 100 MB, 500,000 users and 16,000 characters a line.\n\nWith --format json every user gets a record {\"line\", \"username\", \"valid\", \"problems\": [{\"code\", \"column\", \"message\"}]} and a last {\"summary\": …}; text shows only the users that would be refused. Exit status: 0 the file would import whole; 1 some user or the file would be refused, or AWS refused to describe the pool; 2 usage or an unreadable file (nothing checked); 3 no usable answer about the pool (unreachable, or an endpoint without GetCSVHeader).",
        .helpArgumentImportFile:
            "The import file (- for standard input).",
        .helpOptionImportUserPoolID:
            "The pool to import into: its columns and settings are read from AWS (GetCSVHeader, DescribeUserPool).",
        .helpOptionImportHeaders:
            "A file with the columns: GetCSVHeader's JSON answer, a JSON array, or a header line.",
        .importPoolOrHeaders:
            "give --user-pool-id or --headers, not both",
        .importHeadersUnreadable:
            "cannot read the header file {file}: {reason}",
        .importHeadersEmpty:
            "{file} holds no column names (GetCSVHeader's JSON answer, a JSON array of names, or a header line)",
        .importFileProblem:
            "file: {message}",
        .importLineProblems:
            "line {line}{user}: {messages}",
        .importSummary:
            "{users} users checked ({columns}): {valid} would be imported, {invalid} refused",
    ]
}
