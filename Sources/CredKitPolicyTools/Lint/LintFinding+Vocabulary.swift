// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

extension LintFinding {
    /// What to change, in `language`, in the words of the file the policy was read from: Terraform's
    /// `minimum_length = 15`, CloudFormation's `MinimumLength: 15`, Keycloak's `length(15)`, Auth0's
    /// `password_complexity_options.min_length: 15`. A finding no setting of that tool can fix (a
    /// blocklist on a Cognito pool) says so and where it can be met instead.
    /// - Parameters:
    ///   - language: the text's language.
    ///   - format: the format the policy was read from; `.cognito` (credkit's own file, a preset)
    ///     gives ``fix(in:)``.
    ///   - poolDescription: whether the policy is a pool's own (`describe-user-pool`'s document, or
    ///     the live pool), where credkit's extensions cannot be written: what Cognito has no setting
    ///     for is said so, as for infrastructure code.
    /// - Returns: one sentence.
    public func fix(in language: Language, format: PolicyFormat, poolDescription: Bool = false) -> String {
        let vocabulary = LintVocabulary(format: format)
        let plain = fix(in: language)
        guard format != .cognito || poolDescription else { return plain }
        func text(_ key: PolicyToolsTextKey, _ arguments: [String: String] = [:]) -> String {
            Texts.string(key, in: language, arguments)
        }
        func cannot() -> String {
            if format.platform == .cognito && fixKey == .lintBreachedFix {
                return format == .cognito
                    ? text(.fixNoSettingBreachedPool, ["credkit": plain])
                    : text(.fixNoSettingBreachedCognito, ["tool": vocabulary.tool, "credkit": plain])
            }
            return text(
                .fixNoSetting, ["tool": vocabulary.tool, "credkit": plain, "platform": format.platform.displayName])
        }
        switch fixKey {
        case .lintSetMinimumFix:
            guard let minimum = arguments["min"], let assignment = vocabulary.minimum(minimum) else { return plain }
            return text(.fixSetMinimum, ["assignment": assignment])
        case .lintPCIHistoryFix:
            guard let assignment = vocabulary.history("4") else { return cannot() }
            return text(.fixSetHistory, ["assignment": assignment])
        case .lintHistoryOnLiteFix:
            guard let assignment = vocabulary.history("0") else { return plain }
            return text(.fixHistoryOnLite, ["assignment": assignment])
        case .lintCompositionFix:
            if format == .auth0 { return text(.fixAuth0Composition) }
            let fields = (arguments["fields"] ?? "").components(separatedBy: ", ").map(vocabulary.name)
            return text(.fixComposition, ["fields": fields.joined(separator: ", ")])
        case .lintBlocklistFix:
            switch format {
            case .keycloak: return text(.fixKeycloakBlocklist)
            case .auth0: return text(.fixAuth0Blocklist)
            default: return cannot()
            }
        case .lintASVSContextFix:
            switch format {
            case .keycloak: return text(.fixKeycloakContext)
            case .auth0: return text(.fixAuth0Context)
            default: return cannot()
            }
        case .lintBreachedFix:
            return format == .auth0 ? text(.fixAuth0Breached) : cannot()
        case .lintNISTNormalizationFix:
            return cannot()
        case .lintMaximumUnder64Fix:
            guard let assignment = vocabulary.maximum("64") else { return plain }
            return text(.fixRaiseMaximum, ["assignment": assignment])
        default:
            return plain
        }
    }
}

/// How a format names Cognito's settings.
struct LintVocabulary {
    var format: PolicyFormat

    /// The tool, as its users name it.
    var tool: String {
        switch format {
        case .cognito: "Cognito"
        case .cloudformation: "CloudFormation"
        case .serverless: "the Serverless Framework"
        case .terraform, .terraformHCL: "Terraform"
        case .firebase: "Firebase"
        case .keycloak: "Keycloak"
        case .auth0: "Auth0"
        }
    }

    /// A Cognito field (`RequireUppercase`) in the format's words.
    func name(_ field: String) -> String {
        let setting = CognitoSetting.allCases.first { $0.cognitoName == field }
        switch format {
        case .terraform, .terraformHCL: return setting?.terraformName ?? field
        case .keycloak:
            switch setting {
            case .requireUppercase: return "upperCase()"
            case .requireLowercase: return "lowerCase()"
            case .requireNumbers: return "digits()"
            case .requireSymbols: return "specialChars()"
            default: return field == "CredKit.RequiredPatterns" ? "regexPattern()" : field
            }
        case .firebase:
            switch setting {
            case .requireUppercase: return "containsUppercaseCharacter"
            case .requireLowercase: return "containsLowercaseCharacter"
            case .requireNumbers: return "containsNumericCharacter"
            default: return field == "CredKit.RequiredPatterns" ? "containsNonAlphanumericCharacter" : field
            }
        default: return field
        }
    }

    func minimum(_ value: String) -> String? {
        switch format {
        case .cognito, .cloudformation, .serverless: "MinimumLength: \(value)"
        case .terraform, .terraformHCL: "minimum_length = \(value)"
        case .keycloak: "length(\(value))"
        case .auth0: "password_complexity_options.min_length: \(value)"
        case .firebase: "minPasswordLength: \(value)"
        }
    }

    /// Password history, where the tool has it.
    func history(_ value: String) -> String? {
        switch format {
        case .cognito, .cloudformation, .serverless: "PasswordHistorySize: \(value)"
        case .terraform, .terraformHCL: "password_history_size = \(value)"
        case .keycloak: "passwordHistory(\(value))"
        case .auth0: "password_history: {enable: true, size: \(value)}"
        case .firebase: nil
        }
    }

    /// A maximum length, where the tool has one (Cognito's is fixed at 256).
    func maximum(_ value: String) -> String? {
        switch format {
        case .keycloak: "maxLength(\(value))"
        case .firebase: "maxPasswordLength: \(value)"
        default: nil
        }
    }
}
