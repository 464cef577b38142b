// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy
import _CredKitCore

/// A policy read from an infrastructure file or another provider's settings, with what could not
/// be carried over exactly.
public struct ImportedPolicy: Sendable {
    /// The policy credkit checks with.
    public var policy: PasswordPolicy
    /// The format it was read from.
    public var format: PolicyFormat
    /// The resource it came from, when the file can hold several (a CloudFormation logical ID, a
    /// Terraform address).
    public var resource: String?
    /// Every setting that was approximated, adjusted or left out, in the file's order: never
    /// dropped silently.
    public var notes: [ImportNote]
    /// The pool's feature plan when the file says (`UserPoolTier`, `user_pool_tier`): it decides
    /// what Cognito allows, such as password history.
    public var tier: UserPoolTier?

    /// Creates an imported policy.
    /// - Parameters:
    ///   - policy: the policy.
    ///   - format: where it came from.
    ///   - resource: the resource, when the file can hold several.
    ///   - notes: what was not carried over exactly.
    ///   - tier: the pool's feature plan, when the file says.
    public init(
        policy: PasswordPolicy, format: PolicyFormat, resource: String? = nil, notes: [ImportNote] = [],
        tier: UserPoolTier? = nil
    ) {
        self.tier = tier
        self.policy = policy
        self.format = format
        self.resource = resource
        self.notes = notes
    }
}

/// One setting an import could not carry over exactly.
public struct ImportNote: Sendable, Hashable {
    /// What happened to the setting.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Expressed by a rule that agrees on ASCII passwords but not exactly (a Unicode class
        /// checked as ASCII, another common-password list).
        case approximated
        /// Expressed exactly, but by another means than the source's (a pattern for a class rule,
        /// Cognito's default for a missing block).
        case translated
        /// Moved into Cognito's range (a minimum under 6, a history over 24).
        case adjusted
        /// Not a rule on the password's text, or nothing credkit can check (hashing, expiry): left out.
        case ignored
    }

    /// A stable identifier, such as `auth0-good-three-of-four`.
    public var code: String
    /// What happened.
    public var kind: Kind
    /// The setting, as the source names it.
    public var field: String
    /// 1-based line of the setting, when known.
    public var line: Int?
    private var key: PolicyToolsTextKey
    private var arguments: [String: String]

    init(_ code: String, _ kind: Kind, field: String, line: Int?, key: PolicyToolsTextKey, _ arguments: [String: String] = [:]) {
        self.code = code
        self.kind = kind
        self.field = field
        self.line = line
        self.key = key
        self.arguments = arguments
    }

    /// What was done and why, in `language`.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence.
    public func message(in language: Language) -> String {
        Texts.string(key, in: language, arguments)
    }
}
