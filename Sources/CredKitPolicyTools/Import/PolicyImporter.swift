// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy
import _CredKitCore

/// Reads a password policy from wherever a team keeps it.
///
/// ```swift
/// let imported = try PolicyImporter.load("infra/auth.yaml", resource: "UserPool")
/// let checker = try PasswordChecker(policy: imported.policy)
/// for note in imported.notes { print(note.message(in: .english)) }
/// ```
///
/// The format is told from the file (``PolicyFormat/detect(_:file:)``) unless given. Values are
/// checked against Cognito's ranges; a value computed at deploy time (a CloudFormation intrinsic
/// function, a Terraform variable or interpolation, a plan's unknown) is refused with the file,
/// line, field and how it is computed. What another provider's policy says but Cognito's cannot
/// is carried as closely as credkit can and listed in ``ImportedPolicy/notes``.
public enum PolicyImporter {
    /// A bundled preset by name, or a policy file of any ``PolicyFormat``.
    /// - Parameters:
    ///   - nameOrPath: a preset name (`PolicyPreset/all`) or a file's path.
    ///   - format: the file's format; `nil` to tell it from the file.
    ///   - resource: which user pool, when the file holds several (a CloudFormation logical ID or
    ///     CDK path, a Terraform address or resource name).
    /// - Returns: the policy and what could not be carried over exactly.
    /// - Throws: `PolicyError` naming the file, line and field.
    public static func load(
        _ nameOrPath: String, format: PolicyFormat? = nil, resource: String? = nil
    ) throws(PolicyError) -> ImportedPolicy {
        if format == nil || format == .cognito, let preset = PolicyPreset.named(nameOrPath) {
            return ImportedPolicy(policy: try preset.policy(), format: .cognito)
        }
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.contains(".") || FileBytes.exists(nameOrPath)
        guard looksLikePath else {
            // Cognito's loader names the bundled presets.
            return ImportedPolicy(policy: try PasswordPolicy.load(nameOrPath), format: .cognito)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(nameOrPath, limit: PasswordPolicy.maximumFileSize)
        } catch FileBytes.Failure.tooLarge {
            throw PolicyError(
                .tooLarge, key: .errorPolicyTooLarge, arguments: ["limit": String(PasswordPolicy.maximumFileSize)],
                file: nameOrPath)
        } catch {
            throw PolicyError(.unreadable, key: .errorPolicyUnreadable, localized: ["reason": error.reason], file: nameOrPath)
        }
        return try read(bytes, file: nameOrPath, format: format, resource: resource)
    }

    /// A policy from a file's contents.
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8).
    ///   - file: its name, for errors and relative paths.
    ///   - format: the format; `nil` to tell it from the name and contents.
    ///   - resource: which user pool, when the file holds several.
    /// - Returns: the policy and what could not be carried over exactly.
    /// - Throws: `PolicyError` naming the file, line and field.
    public static func read(
        _ bytes: [UInt8], file: String, format: PolicyFormat? = nil, resource: String? = nil
    ) throws(PolicyError) -> ImportedPolicy {
        let detected = PolicyFormat.detection(bytes, file: file)
        guard let format = format ?? detected.format else {
            throw PolicyError(
                .unknownFormat, key: .errorPolicyUnknownFormat,
                arguments: ["formats": PolicyFormat.allCases.map(\.rawValue).joined(separator: ", ")], file: file)
        }
        // The document detection parsed, or parsed now (a format given, or not JSON to look at).
        func json() throws(PolicyError) -> SourceNode {
            if let root = detected.json { return root }
            return try SourceNode.parseJSON(bytes, file: file)
        }
        var imported: ImportedPolicy
        switch format {
        case .cognito:
            imported = ImportedPolicy(policy: try PasswordPolicy(jsonBytes: bytes, file: file), format: .cognito)
            // describe-user-pool output names the pool's plan beside its policy.
            if let tier = detected.json?["UserPool"]?["UserPoolTier"]?.text {
                imported.tier = UserPoolTier(rawValue: tier.uppercased())
            }
        case .cloudformation:
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let isJSON = bytes[start...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
            // A JSON template is also YAML, but JSON's reader gives JSON's error messages.
            let root =
                if isJSON, !file.lowercased().hasSuffix(".yaml"), !file.lowercased().hasSuffix(".yml") {
                    try json()
                } else {
                    try SourceNode.parseYAML(bytes, file: file)
                }
            imported = try CloudFormationImporter(file: file).read(root, resource: resource)
        case .terraform:
            imported = try TerraformImporter(file: file).read(try json(), resource: resource)
        case .terraformHCL:
            imported = try TerraformHCLImporter(file: file).read(bytes, resource: resource)
        case .firebase:
            imported = try FirebaseImporter(file: file).read(try json())
        case .keycloak:
            imported = try KeycloakImporter(file: file).read(try json())
        case .auth0:
            imported = try Auth0Importer(file: file).read(try json())
        }
        do {
            try imported.policy.validate()
        } catch {
            throw error.located(file: file)
        }
        return imported
    }
}
