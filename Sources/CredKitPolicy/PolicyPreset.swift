// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitEmail

/// A policy bundled with credkit, available by name from any directory.
///
/// The presets are the files in the package's `Policies/` folder, embedded at build time.
public struct PolicyPreset: Sendable, Hashable {
    /// The preset's name, such as `cognito-default`.
    public let name: String
    /// The preset's JSON, exactly as in `Policies/NAME.json`.
    public let json: String

    /// The preset used when none is named: a new Cognito pool's default policy.
    public static let defaultName = "cognito-default"

    /// Every bundled preset, the default first.
    public static let all: [PolicyPreset] = BundledPolicies.all.map { PolicyPreset(name: $0.name, json: $0.json) }

    /// The preset called `name`.
    /// - Parameter name: a preset name.
    /// - Returns: the preset, or `nil` when there is none by that name.
    public static func named(_ name: String) -> PolicyPreset? {
        all.first { $0.name == name }
    }

    /// The preset's policy.
    /// - Returns: the parsed policy.
    /// - Throws: ``PolicyError`` only if the bundled file is broken, which the test suite rules out.
    public func policy() throws(PolicyError) -> PasswordPolicy {
        try PasswordPolicy(jsonBytes: Array(json.utf8), file: name)
    }
}

extension PasswordPolicy {
    /// The largest policy file credkit reads; real ones are under 2 KB, describe-user-pool output under 20 KB.
    public static let maximumFileSize = 1 << 20

    /// A bundled preset by name, or a policy file by path.
    ///
    /// A bundled name wins over a file of the same name in the current directory; write `./NAME` to
    /// read such a file.
    /// - Parameter nameOrPath: a preset name (``PolicyPreset/all``) or the path of a JSON file.
    /// - Returns: the policy.
    /// - Throws: ``PolicyError`` when the preset is unknown, the file cannot be read or is invalid.
    public static func load(_ nameOrPath: String) throws(PolicyError) -> PasswordPolicy {
        if let preset = PolicyPreset.named(nameOrPath) {
            return try preset.policy()
        }
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") || FileBytes.exists(nameOrPath)
        guard looksLikePath else {
            throw PolicyError(
                .unknownPreset, key: .errorPolicyUnknownPreset,
                arguments: ["name": nameOrPath, "presets": PolicyPreset.all.map(\.name).joined(separator: ", ")],
                file: nameOrPath)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(nameOrPath, limit: maximumFileSize)
        } catch FileBytes.Failure.tooLarge {
            throw PolicyError(
                .tooLarge, key: .errorPolicyTooLarge, arguments: ["limit": String(maximumFileSize)], file: nameOrPath)
        } catch {
            throw PolicyError(.unreadable, key: .errorPolicyUnreadable, localized: ["reason": error.reason], file: nameOrPath)
        }
        return try PasswordPolicy(jsonBytes: bytes, file: nameOrPath)
    }
}
