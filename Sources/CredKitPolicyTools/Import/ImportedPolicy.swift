// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

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
    /// Whether the file asks every user for a second factor, when it says (`MfaConfiguration`,
    /// `mfa_configuration`, a Keycloak realm's default OTP action, an Auth0 tenant's Guardian
    /// policy): what `policy lint` reads instead of `--mfa`.
    public var mfa: MFASetting?
    /// Where the password policy is written (its block, or the pool when it has none), when known.
    public var location: SourceLocation?
    /// Where each setting is written, by Cognito's name (`MinimumLength`, `PasswordHistorySize` …).
    public var settingLocations: [String: SourceLocation] = [:]

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

/// A line and column in the file a policy was read from.
public struct SourceLocation: Sendable, Hashable {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// What a policy file says about second factors.
public struct MFASetting: Sendable, Hashable {
    /// How the pool, realm or tenant asks for a second factor.
    public enum Mode: String, Sendable, Hashable {
        /// No second factor.
        case off
        /// Users may add one; not every sign-in has it.
        case optional
        /// Every user signs in with one.
        case required
    }

    /// The mode.
    public var mode: Mode
    /// The setting, as the file names it (`Resources.UserPool.Properties.MfaConfiguration`).
    public var field: String
    /// Where it is written.
    public var location: SourceLocation?

    /// Creates a setting.
    /// - Parameters:
    ///   - mode: the mode.
    ///   - field: the setting as the file names it.
    ///   - location: where it is written.
    public init(mode: Mode, field: String, location: SourceLocation?) {
        self.mode = mode
        self.field = field
        self.location = location
    }

    /// Cognito's `MfaConfiguration` value (`OFF`, `ON`, `OPTIONAL`, any case), or `nil` for another.
    static func cognito(_ node: SourceNode?, field: String) -> MFASetting? {
        guard let node, let text = node.text, node.tag == nil else { return nil }
        let mode: Mode
        switch text.uppercased() {
        case "ON": mode = .required
        case "OPTIONAL": mode = .optional
        case "OFF": mode = .off
        default: return nil
        }
        return MFASetting(mode: mode, field: field, location: node.location)
    }
}

extension SourceNode {
    var location: SourceLocation { SourceLocation(line: line, column: column) }
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
