// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// Why a policy could not be loaded or compiled.
///
/// Each error names the file, the field (a dotted path such as `Policies.PasswordPolicy.MinimumLength`)
/// and, where it came from the JSON text, the line and column. Codes are stable; new ones may be added.
public struct PolicyError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: PolicyTextKey

        // text-keys: codes of PolicyError.Code
        /// The file cannot be read.
        public static let unreadable = Self(rawValue: "unreadable", textKey: .errorPolicyUnreadable)
        /// The file is over the size limit.
        public static let tooLarge = Self(rawValue: "too-large", textKey: .errorPolicyTooLarge)
        /// No bundled policy has that name.
        public static let unknownPreset = Self(rawValue: "unknown-preset", textKey: .errorPolicyUnknownPreset)
        /// Not JSON.
        public static let malformedJSON = Self(rawValue: "malformed-json", textKey: .errorPolicyMalformed)
        /// A field holds the wrong JSON type.
        public static let wrongType = Self(rawValue: "wrong-type", textKey: .errorPolicyWrongType)
        /// A number outside its range.
        public static let outOfRange = Self(rawValue: "out-of-range", textKey: .errorPolicyOutOfRange)
        /// A field credkit does not know (a typo would otherwise be ignored).
        public static let unknownField = Self(rawValue: "unknown-field", textKey: .errorPolicyUnknownField)
        /// A required field is missing.
        public static let missingField = Self(rawValue: "missing-field", textKey: .errorPolicyMissingField)
        /// The document holds no password policy.
        public static let noPasswordPolicy = Self(rawValue: "no-password-policy", textKey: .errorPolicyNoPasswordPolicy)
        /// A pattern that does not compile.
        public static let invalidPattern = Self(rawValue: "invalid-pattern", textKey: .errorPolicyInvalidPattern)
        /// A valid PCRE2 pattern that a build without PCRE2 (Apple platforms, the portable
        /// configuration) cannot run exactly as PCRE2 would, so it refuses it.
        public static let unportablePattern = Self(rawValue: "unportable-pattern", textKey: .errorPolicyUnportablePattern)
        /// More patterns than a policy may hold.
        public static let tooManyPatterns = Self(rawValue: "too-many-patterns", textKey: .errorPolicyTooManyPatterns)
        /// A pattern that backtracks too much: PCRE2 stopped it past its step limit on a password.
        public static let costlyPattern = Self(rawValue: "costly-pattern", textKey: .errorPolicyCostlyPattern)
        /// A value that is not allowed (an empty text, a maximum below the minimum, an unknown choice).
        public static let invalidValue = Self(rawValue: "invalid-value", textKey: .errorPolicyInvalidChoice)
        /// The breached-password index the policy names cannot be used (missing, damaged, built
        /// with another minimum count), or the online check has no client.
        public static let breachedSourceUnusable = Self(
            rawValue: "breached-source-unusable", textKey: .errorPolicyBreachedUnusable)
        /// The strength meter's extra words cannot be used: the file cannot be read, or a word is too
        /// long, or there are too many (`CredKit.Strength`).
        public static let strengthWordsUnusable = Self(
            rawValue: "strength-words-unusable", textKey: .errorPolicyStrengthWordsUnusable)
        /// Not YAML (a CloudFormation template in YAML).
        public static let malformedYAML = Self(rawValue: "malformed-yaml", textKey: .errorPolicyMalformedYAML)
        /// Not HCL (a Terraform `.tf` file).
        public static let malformedHCL = Self(rawValue: "malformed-hcl", textKey: .errorPolicyMalformedHCL)
        /// An infrastructure file holds no user pool (no `AWS::Cognito::UserPool`, no
        /// `aws_cognito_user_pool`).
        public static let noUserPool = Self(rawValue: "no-user-pool", textKey: .errorPolicyNoUserPool)
        /// An infrastructure file holds several user pools and none was chosen (`--resource`).
        public static let severalUserPools = Self(rawValue: "several-user-pools", textKey: .errorPolicySeveralUserPools)
        /// The chosen resource is not in the file.
        public static let unknownResource = Self(rawValue: "unknown-resource", textKey: .errorPolicyUnknownResource)
        /// A value credkit needs is computed when deployed (an intrinsic function, a reference, an
        /// interpolation, an unknown value of a plan), not written in the file.
        public static let computedValue = Self(rawValue: "computed-value", textKey: .errorPolicyComputedValue)
        /// The file's format cannot be told from its name or contents.
        public static let unknownFormat = Self(rawValue: "unknown-format", textKey: .errorPolicyUnknownFormat)
        /// The file holds a password policy but not a Cognito user pool's settings (`credkit audit`).
        public static let notAuditable = Self(rawValue: "not-auditable", textKey: .errorPolicyNotAuditable)
    }

    /// What went wrong.
    public var code: Code
    /// The file, or the preset name; `nil` for a policy built in code.
    public var file: String?
    /// The dotted path of the field at fault, when there is one.
    public var field: String?
    /// 1-based line in the file, when known.
    public var line: Int?
    /// 1-based column in the file, when known.
    public var column: Int?
    private var key: PolicyTextKey
    private var arguments: [String: String]
    private var localizedArguments: [String: LocalizedText]
    /// The index's or the client's own error, filled into `{reason}`.
    private var breachedError: BreachedPasswordError?
    /// The extra words' own error, filled into `{reason}`.
    private var strengthWordsError: ExtraWordsError?

    package init(
        _ code: Code, key: PolicyTextKey, arguments: [String: String] = [:], localized: [String: LocalizedText] = [:],
        file: String? = nil, field: String? = nil, line: Int? = nil, column: Int? = nil
    ) {
        self.code = code
        self.key = key
        self.arguments = arguments
        self.localizedArguments = localized
        self.file = file
        self.field = field
        self.line = line
        self.column = column
    }

    /// The breached-password source cannot be used.
    init(breached error: BreachedPasswordError) {
        self.init(.breachedSourceUnusable, key: .errorPolicyBreachedUnusable, field: "CredKit.Breached")
        breachedError = error
    }

    /// The strength meter's extra words cannot be used.
    init(strengthWords error: ExtraWordsError, field: String, line: Int? = nil, column: Int? = nil) {
        self.init(.strengthWordsUnusable, key: .errorPolicyBreachedUnusable, field: field, line: line, column: column)
        strengthWordsError = error
    }

    /// A pattern the regex engine stopped past ``RegexPattern/stepLimit`` steps.
    static func costlyPattern(field: String, line: Int? = nil, column: Int? = nil) -> PolicyError {
        PolicyError(
            .costlyPattern, key: .errorPolicyCostlyPattern,
            localized: [
                "limit": LocalizedText(id: "step-limit") { language in
                    NumberText.grouped(Int(RegexPattern.stepLimit), in: language)
                }
            ], field: field, line: line, column: column)
    }

    /// A pattern that did not compile, or that this build's engine refuses.
    package init(pattern: String, _ error: RegexPatternError, field: String, line: Int? = nil, column: Int? = nil) {
        switch error.kind {
        case .unsupported:
            self.init(
                .unportablePattern, key: .errorPolicyUnportablePattern,
                arguments: ["offset": String(error.offset), "pattern": pattern, "construct": error.construct ?? ""],
                localized: ["reason": error.localizedReason], field: field, line: line, column: column)
        case .tooCostly:
            self = .costlyPattern(field: field, line: line, column: column)
        case .syntax, .matchFailed:
            var arguments = ["offset": String(error.offset)]
            var localized: [String: LocalizedText] = [:]
            switch error.reason {
            case .verbatim(let message): arguments["reason"] = message
            case .text: localized["reason"] = error.localizedReason
            }
            self.init(
                .invalidPattern, key: .errorPolicyInvalidPattern, arguments: arguments, localized: localized,
                field: field, line: line, column: column)
        }
    }

    /// The full message, `file:line:column: text`, in `language`.
    /// - Parameter language: the message's language.
    /// - Returns: a one-line message naming the file, position and field.
    /// The message without the file, line and column in front.
    package func detail(in language: Language) -> String {
        var arguments = self.arguments
        for (name, text) in localizedArguments { arguments[name] = text.string(in: language) }
        if let field { arguments["field"] = field }
        if let file { arguments["file"] = file }
        return Texts.string(key, in: language, arguments)
    }

    public func message(in language: Language) -> String {
        var arguments = self.arguments
        for (name, text) in localizedArguments { arguments[name] = text.string(in: language) }
        if let breachedError { arguments["reason"] = breachedError.message(in: language) }
        if let strengthWordsError { arguments["reason"] = strengthWordsError.message(in: language) }
        if let field { arguments["field"] = field }
        if let file { arguments["file"] = file }
        let text = Texts.string(key, in: language, arguments)
        var location = ""
        if let file, key != .errorPolicyUnreadable, key != .errorPolicyTooLarge, key != .errorPolicyUnknownPreset {
            location = file
            if let line {
                location += ":\(line)"
                if let column { location += ":\(column)" }
            }
            location += ": "
        }
        return location + text
    }

    /// The message in English, `file:line:column: text`.
    public var description: String { message(in: .english) }

    package func located(file: String?) -> PolicyError {
        var copy = self
        copy.file = file
        return copy
    }
}
