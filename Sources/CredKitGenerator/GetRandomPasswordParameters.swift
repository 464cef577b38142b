// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy

/// The AWS Secrets Manager `GetRandomPassword` parameters that come closest to a policy, for
/// generating passwords elsewhere: the length credkit itself would use, every class included and
/// each required (`RequireEachIncludedType`), no space.
///
/// `GetRandomPassword` draws punctuation from the same 32 symbols Cognito counts, so its passwords
/// meet the policy's lengths and classes; it knows nothing of the extensions (``inexpressible``).
public struct GetRandomPasswordParameters: Sendable, Hashable {
    /// `PasswordLength`.
    public var passwordLength: Int
    /// `ExcludeCharacters`.
    public var excludeCharacters: String
    /// `ExcludeNumbers`, `ExcludePunctuation`, `ExcludeUppercase`, `ExcludeLowercase`.
    public var excludeNumbers: Bool, excludePunctuation: Bool, excludeUppercase: Bool, excludeLowercase: Bool
    /// `IncludeSpace`.
    public var includeSpace: Bool
    /// `RequireEachIncludedType`.
    public var requireEachIncludedType: Bool
    /// The policy's checks these parameters cannot carry (policy-file names).
    public var inexpressible: [String]

    /// The parameters for `policy`.
    /// - Parameter policy: the policy.
    public init(policy: PasswordPolicy) {
        passwordLength = PasswordGenerator.defaultLength(for: policy, alphabet: GeneratorAlphabet())
        excludeCharacters = ""
        excludeNumbers = false
        excludePunctuation = false
        excludeUppercase = false
        excludeLowercase = false
        includeSpace = false
        requireEachIncludedType = true
        inexpressible = policy.extraRules.checkNames
    }

    /// The request body of `aws secretsmanager get-random-password --cli-input-json`, keys in the
    /// API's order, two-space indented.
    public var json: String {
        let fields: [(String, String)] = [
            ("PasswordLength", String(passwordLength)),
            ("ExcludeCharacters", "\"" + excludeCharacters.replacingQuotesAndBackslashes() + "\""),
            ("ExcludeNumbers", String(excludeNumbers)), ("ExcludePunctuation", String(excludePunctuation)),
            ("ExcludeUppercase", String(excludeUppercase)), ("ExcludeLowercase", String(excludeLowercase)),
            ("IncludeSpace", String(includeSpace)), ("RequireEachIncludedType", String(requireEachIncludedType)),
        ]
        return "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}"
    }
}

extension String {
    fileprivate func replacingQuotesAndBackslashes() -> String {
        var result = ""
        for character in self {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
