// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

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
    ///   - resource: which user pool, database connection or realm, when the file holds several (a
    ///     CloudFormation logical ID or CDK path, a Terraform address or resource name, a name).
    ///   - values: values given for deploy-time references (`--parameter`, `--var`).
    /// - Returns: the policy and what could not be carried over exactly.
    /// - Throws: `PolicyError` naming the file, line and field.
    public static func load(
        _ nameOrPath: String, format: PolicyFormat? = nil, resource: String? = nil,
        values: DeployTimeValues = DeployTimeValues()
    ) throws(PolicyError) -> ImportedPolicy {
        if format == nil || format == .cognito, let preset = PolicyPreset.named(nameOrPath) {
            return ImportedPolicy(policy: try preset.policy(), format: .cognito)
        }
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.contains(".") || FileBytes.exists(nameOrPath)
        guard looksLikePath else {
            // Cognito's loader names the bundled presets.
            return ImportedPolicy(policy: try PasswordPolicy.load(nameOrPath), format: .cognito)
        }
        let bytes = try contents(nameOrPath)
        return try read(bytes, file: nameOrPath, format: format, resource: resource, values: values)
    }

    /// A policy from a file's contents.
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8).
    ///   - file: its name, for errors and relative paths.
    ///   - format: the format; `nil` to tell it from the contents.
    ///   - resource: which user pool, database connection or realm, when the file holds several.
    ///   - values: values given for deploy-time references (`--parameter`, `--var`).
    /// - Returns: the policy and what could not be carried over exactly.
    /// - Throws: `PolicyError` naming the file, line and field.
    public static func read(
        _ bytes: [UInt8], file: String, format: PolicyFormat? = nil, resource: String? = nil,
        values: DeployTimeValues = DeployTimeValues()
    ) throws(PolicyError) -> ImportedPolicy {
        let (format, root) = try document(bytes, file: file, format: format)
        var imported: ImportedPolicy
        switch format {
        case .cognito:
            imported = try cognito(root!, file: file)
        case .cloudformation, .serverless:
            imported = try CloudFormationImporter(file: file, format: format, values: values).read(root!, resource: resource)
        case .terraform:
            imported = try TerraformImporter(file: file, values: values).read(root!, resource: resource)
        case .terraformHCL:
            imported = try TerraformHCLImporter(file: file, values: values).read(bytes, resource: resource)
        case .firebase:
            imported = try FirebaseImporter(file: file).read(root!)
        case .keycloak:
            imported = try KeycloakImporter(file: file).read(root!, resource: resource)
        case .auth0:
            imported = try Auth0Importer(file: file).read(root!, resource: resource)
        }
        do {
            try imported.policy.validate()
        } catch {
            throw error.located(file: file)
        }
        return imported
    }

    /// Cognito's own JSON or YAML (a policy, `Policies`, describe-user-pool output) as an imported policy.
    static func cognito(_ root: SourceNode, file: String) throws(PolicyError) -> ImportedPolicy {
        var imported = ImportedPolicy(policy: try PasswordPolicy(jsonNode: root.jsonNode, file: file), format: .cognito)
        // describe-user-pool output names the pool's plan beside its policy.
        if let tier = root["UserPool"]?["UserPoolTier"]?.text {
            imported.tier = UserPoolTier(rawValue: tier.uppercased())
        }
        imported.mfa = MFASetting.cognito(root["UserPool"]?["MfaConfiguration"], field: "UserPool.MfaConfiguration")
        let block =
            root["UserPool"]?["Policies"]?["PasswordPolicy"] ?? root["Policies"]?["PasswordPolicy"] ?? root["PasswordPolicy"]
            ?? root
        imported.location = block.location
        for member in block.members ?? [] where PasswordPolicy.cognitoFields.contains(member.key) {
            imported.settingLocations[member.key] = SourceLocation(line: member.line, column: member.column)
        }
        return imported
    }

    /// The policies a file holds (user pools, database connections, realms), each with the name
    /// `resource` takes and its line.
    /// - Parameters:
    ///   - nameOrPath: a file's path (a bundled preset is one entry).
    ///   - format: the file's format; `nil` to tell it from the contents.
    /// - Returns: the format and the entries, in file order.
    /// - Throws: `PolicyError` when the file cannot be read or parsed.
    public static func entries(
        _ nameOrPath: String, format: PolicyFormat? = nil
    ) throws(PolicyError) -> (format: PolicyFormat, entries: [PolicyEntry]) {
        if format == nil || format == .cognito, PolicyPreset.named(nameOrPath) != nil {
            return (.cognito, [PolicyEntry(name: nameOrPath, line: nil)])
        }
        let bytes = try contents(nameOrPath)
        let (format, root) = try document(bytes, file: nameOrPath, format: format)
        let entries: [PolicyEntry]
        switch format {
        case .cognito, .firebase:
            entries = [PolicyEntry(name: nameOrPath, line: 1)]
        case .cloudformation, .serverless:
            entries = CloudFormationImporter(file: nameOrPath, format: format).pools(root!).map(\.entry)
        case .terraform:
            entries = TerraformImporter(file: nameOrPath).pools(root!).map(\.entry)
        case .terraformHCL:
            entries = try TerraformHCLImporter(file: nameOrPath).pools(bytes).map(TerraformHCLImporter.entry)
        case .keycloak:
            let importer = KeycloakImporter(file: nameOrPath)
            entries = importer.realms(root!).map(importer.entry)
        case .auth0:
            let importer = Auth0Importer(file: nameOrPath)
            entries = (importer.databases(root!) ?? [root!]).map(importer.entry)
        }
        return (format, entries)
    }

    /// A file's bytes, with errors naming it.
    static func contents(_ path: String) throws(PolicyError) -> [UInt8] {
        do {
            return try FileBytes.read(path, limit: PasswordPolicy.maximumFileSize)
        } catch FileBytes.Failure.tooLarge {
            throw PolicyError(
                .tooLarge, key: .errorPolicyTooLarge, arguments: ["limit": String(PasswordPolicy.maximumFileSize)],
                file: path)
        } catch {
            throw PolicyError(.unreadable, key: .errorPolicyUnreadable, localized: ["reason": error.reason], file: path)
        }
    }

    /// The file's format and its parsed document (`nil` for HCL, which its importer parses).
    ///
    /// A given format reads the file as JSON or YAML by its first character. Otherwise the format
    /// is told from what the document holds; a file that does not parse, or holds nothing credkit
    /// looks for, is refused with what was found and what was looked for — except a file whose name
    /// says JSON or YAML, which gets its parser's own error (line and column).
    static func document(
        _ bytes: [UInt8], file: String, format: PolicyFormat?
    ) throws(PolicyError) -> (format: PolicyFormat, root: SourceNode?) {
        let formats = PolicyFormat.allCases.map(\.rawValue).joined(separator: ", ")
        if format == .terraformHCL || (format == nil && file.lowercased().hasSuffix(".tf")) { return (.terraformHCL, nil) }
        if let format { return (format, try parse(bytes, file: file)) }
        let lower = file.lowercased()
        let namedSyntax = [".json", ".yaml", ".yml", ".template"].contains { lower.hasSuffix($0) }
        guard namedSyntax || bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw PolicyError(.unknownFormat, key: .errorPolicyUnknownFormat, arguments: ["formats": formats], file: file)
        }
        let root: SourceNode
        do {
            root = try parse(bytes, file: file)
        } catch {
            if namedSyntax { throw error }
            let found = LocalizedText(id: "\(error.code.rawValue):\(error.line ?? 0):\(error.column ?? 0)") { language in
                Texts.string(
                    .foundNotParsed, in: language,
                    [
                        "reason": error.detail(in: language), "line": error.line.map(String.init) ?? "?",
                        "column": error.column.map(String.init) ?? "?",
                    ])
            }
            throw notRecognised(found: found, formats: formats, file: file)
        }
        guard let detected = PolicyFormat.format(of: root) else {
            let found: LocalizedText =
                if let members = root.members, !members.isEmpty {
                    LocalizedText(
                        PolicyToolsTextKey.foundMapping,
                        arguments: [
                            "keys": members.prefix(8).map(\.key).joined(separator: ", ") + (members.count > 8 ? " …" : "")
                        ])
                } else {
                    LocalizedText(PolicyToolsTextKey.foundOther)
                }
            throw notRecognised(found: found, formats: formats, file: file)
        }
        return (detected, root)
    }

    /// JSON for a `.json` file or one that starts as JSON does, else YAML.
    private static func parse(_ bytes: [UInt8], file: String) throws(PolicyError) -> SourceNode {
        if file.lowercased().hasSuffix(".json") { return try SourceNode.parseJSON(bytes, file: file) }
        return try SourceNode.parse(bytes, file: file)
    }

    private static func notRecognised(found: LocalizedText, formats: String, file: String) -> PolicyError {
        PolicyError(
            .unknownFormat, key: .errorPolicyNotRecognised, arguments: ["formats": formats],
            localized: ["found": found, "looked": LocalizedText(PolicyToolsTextKey.formatsLookedFor)], file: file)
    }
}
