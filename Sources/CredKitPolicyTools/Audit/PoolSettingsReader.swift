// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// Reads the user pools a file defines, with their app clients and risk configuration, for
/// `credkit audit`: CloudFormation, CDK, SAM and Serverless templates (`AWS::Cognito::UserPool`,
/// `…::UserPoolClient`, `…::UserPoolRiskConfigurationAttachment`), Terraform `.tf` files
/// (`aws_cognito_user_pool`, `aws_cognito_user_pool_client`, `aws_cognito_risk_configuration`) and
/// Terraform's JSON (`terraform show -json` of a state or plan, `terraform.tfstate`, `.tf.json`), and
/// a pool as Cognito's API describes it (`describe-user-pool` output, with the pool's clients, MFA
/// configuration and risk configuration beside it when present).
///
/// The password policy is read by ``PolicyImporter`` (the same reading as `policy lint`); every other
/// setting with its line and column. A client or risk configuration belongs to a pool when its
/// `UserPoolId` refers to it (`!Ref Pool`, `aws_cognito_user_pool.pool.id`); one that refers to a
/// pool defined elsewhere is not this file's pool's. A value computed when deployed (a parameter
/// without `--parameter`, a variable without `--var`, a function) is refused with its place, as
/// `policy lint` refuses it.
public enum PoolSettingsReader {
    /// The pools of a file.
    /// - Parameters:
    ///   - path: the file.
    ///   - format: the file's format; `nil` to tell it from the file.
    ///   - resource: one pool's logical ID, CDK path or Terraform address; `nil` for every pool.
    ///   - values: values given for deploy-time references (`--parameter`, `--var`).
    /// - Returns: the pools, in file order.
    /// - Throws: `PolicyError` naming the file, line and field (`noUserPool` for a
    ///   template without one, `notAuditable` for another provider's file).
    public static func load(
        _ path: String, format: PolicyFormat? = nil, resource: String? = nil, values: DeployTimeValues = DeployTimeValues()
    ) throws(PolicyError) -> [PoolSettings] {
        try read(PolicyImporter.contents(path), file: path, format: format, resource: resource, values: values)
    }

    /// The pools of a file's contents.
    /// - Parameters: as ``load(_:format:resource:values:)``, with the contents and the file's name.
    public static func read(
        _ bytes: [UInt8], file: String, format: PolicyFormat? = nil, resource: String? = nil,
        values: DeployTimeValues = DeployTimeValues()
    ) throws(PolicyError) -> [PoolSettings] {
        let (format, root) = try PolicyImporter.document(bytes, file: file, format: format)
        let names: [String]
        switch format {
        case .cloudformation, .serverless:
            let importer = CloudFormationImporter(file: file, format: format, values: values)
            names =
                try resource.map { name throws(PolicyError) in
                    [try importer.choose(importer.pools(root!), resource: name).member.key]
                } ?? importer.pools(root!).map(\.member.key)
            if names.isEmpty { throw UserPoolChoice.noUserPool(type: CloudFormationImporter.resourceType, file: file) }
            // The template parsed once: each pool's policy from the same tree.
            let reader = CloudFormationPoolReader(file: file, format: format, values: values, root: root!)
            return try names.map { name throws(PolicyError) in
                return try reader.pool(named: name, imported: validated(importer.read(root!, resource: name), file: file))
            }
        case .terraformHCL:
            let importer = TerraformHCLImporter(file: file, values: values)
            let pools = try importer.pools(bytes)
            names =
                try resource.map { name throws(PolicyError) in
                    [
                        TerraformHCLImporter.address(
                            try UserPoolChoice.choose(
                                pools, resource: name,
                                none: UserPoolChoice.noUserPool(type: TerraformImporter.resourceType, file: file), file: file,
                                entry: TerraformHCLImporter.entry,
                                matches: { TerraformImporter.address(TerraformHCLImporter.address($0), matches: $1) }))
                    ]
                } ?? pools.map(TerraformHCLImporter.address)
            if names.isEmpty { throw UserPoolChoice.noUserPool(type: TerraformImporter.resourceType, file: file) }
            let reader = try TerraformPoolReader(file: file, values: values, bytes: bytes)
            return try names.map { name throws(PolicyError) in
                let imported = try PolicyImporter.read(bytes, file: file, format: format, resource: name, values: values)
                return try reader.pool(address: name, imported: imported)
            }
        case .cognito:
            return [try described(root, source: file, inFile: true)]
        case .terraform:
            let importer = TerraformImporter(file: file, values: values)
            let pools = importer.pools(root!)
            names =
                try resource.map { name throws(PolicyError) in [try importer.choose(pools, resource: name).address] }
                ?? pools.map(\.address)
            if names.isEmpty { throw UserPoolChoice.noUserPool(type: TerraformImporter.resourceType, file: file) }
            let reader = TerraformJSONPoolReader(file: file, values: values, root: root!)
            return try names.map { name throws(PolicyError) in
                return try reader.pool(address: name, imported: validated(importer.read(root!, resource: name), file: file))
            }
        case .firebase, .keycloak, .auth0:
            throw notAuditable(file: file, format: format.platform.displayName)
        }
    }

    /// A live pool's settings: the document `CognitoAdminClient.auditDocument()` reads (`DescribeUserPool` with the
    /// pool's clients, MFA configuration and risk configuration beside it), judged as a file in the
    /// same shape is, its findings placed at `source` (the pool's ARN) instead of a line.
    /// - Parameters:
    ///   - bytes: the document, JSON.
    ///   - source: where the findings are: the pool's ARN.
    /// - Returns: the pool.
    /// - Throws: `PolicyError` for a document that is not a pool's description.
    public static func readLive(_ bytes: [UInt8], source: String) throws(PolicyError) -> PoolSettings {
        let (_, root) = try PolicyImporter.document(bytes, file: source, format: .cognito)
        return try described(root, source: source, inFile: false)
    }

    /// A pool's description (`{"UserPool": …}` and the members beside it).
    private static func described(_ root: SourceNode?, source: String, inFile: Bool) throws(PolicyError) -> PoolSettings {
        guard let root, let described = root.members?.first(where: { $0.key == "UserPool" }) else {
            throw notAuditable(file: source, format: "Cognito password policy")
        }
        // The policy from the pool's description alone (the clients, MFA and risk members beside it
        // are the audit's).
        let pool = SourceNode(kind: .mapping([described]), tag: nil, line: root.line, column: root.column)
        var imported = try validated(PolicyImporter.cognito(pool, file: source), file: source)
        imported.format = .cognito
        return try CognitoPoolReader(source: source, root: root, inFile: inFile).pool(imported: imported)
    }

    /// The policy, once it holds together (a minimum above the maximum is refused with the file).
    private static func validated(_ imported: ImportedPolicy, file: String) throws(PolicyError) -> ImportedPolicy {
        do {
            try imported.policy.validate()
        } catch {
            throw error.located(file: file)
        }
        return imported
    }

    static func notAuditable(file: String, format: String) -> PolicyError {
        PolicyError(.notAuditable, key: .errorPolicyNotAuditable, arguments: ["format": format], file: file)
    }
}
