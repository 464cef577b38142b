// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy

/// The kinds of file a policy can be imported from.
public enum PolicyFormat: String, CaseIterable, Sendable, Hashable {
    /// Cognito's own JSON or YAML: `PasswordPolicyType`, `Policies`, describe-user-pool output
    /// (also `--output yaml`), with credkit's `CredKit` extensions; also the bundled presets.
    case cognito
    /// A CloudFormation template, JSON or YAML (also SAM, and what the CDK synthesises):
    /// `AWS::Cognito::UserPool` → `Properties.Policies.PasswordPolicy`.
    case cloudformation
    /// A Serverless Framework file (`serverless.yml`): the CloudFormation template under
    /// `resources.Resources`, or `resources` as a list of templates.
    case serverless
    /// Terraform JSON: `terraform show -json` of a plan or a state, a raw `terraform.tfstate`
    /// (state format 4), or a `.tf.json` configuration: `aws_cognito_user_pool` → `password_policy`.
    case terraform
    /// A Terraform `.tf` file (HCL): the `password_policy` block of `aws_cognito_user_pool`, with
    /// literal values.
    case terraformHCL = "terraform-hcl"
    /// Firebase Authentication / Google Cloud Identity Platform `passwordPolicyConfig`.
    case firebase
    /// A Keycloak realm export (JSON or YAML, one realm or a list of them): its `passwordPolicy`,
    /// or Keycloak's default when it has none.
    case keycloak
    /// Auth0: a database connection (Management API or deploy-cli directory JSON), or a deploy-cli
    /// `tenant.yaml` / `tenant.json` with its `databases`.
    case auth0

    /// The service that enforces a policy read in this format.
    public var platform: PolicyPlatform {
        switch self {
        case .cognito, .cloudformation, .serverless, .terraform, .terraformHCL: .cognito
        case .firebase: .firebase
        case .keycloak: .keycloak
        case .auth0: .auth0
        }
    }
}

extension PolicyFormat {
    /// The format a file's name and contents show, or `nil` when they do not show one.
    ///
    /// `.tf` is HCL. Anything else is read as JSON when it starts with `{` or `[`, else as YAML, and
    /// told by what it holds, whatever its name: `Resources` or `AWSTemplateFormatVersion`
    /// (CloudFormation), `service` with `provider` or `resources` (Serverless Framework),
    /// `format_version`, `resource` or a state's `version` with `resources` (Terraform),
    /// `passwordPolicyConfig` (Firebase), `realm` (Keycloak), `databases`, `strategy` or
    /// `options.passwordPolicy` (Auth0), Cognito's own members (Cognito).
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: its path.
    /// - Returns: the format, or `nil` when the file is empty, cannot be parsed, or holds none of the above.
    public static func detect(_ bytes: [UInt8], file: String) -> PolicyFormat? {
        (try? PolicyImporter.document(bytes, file: file, format: nil))?.format
    }

    /// The format a parsed document's members show.
    static func format(of root: SourceNode) -> PolicyFormat? {
        if let elements = root.elements {
            // Keycloak's whole-server export is a list of realms; any other list is Cognito's
            // reader's to refuse.
            if !elements.isEmpty, elements.allSatisfy({ $0["realm"]?.text != nil }) { return .keycloak }
            return .cognito
        }
        guard let members = root.members else { return nil }
        let keys = Set(members.map(\.key))
        if keys.contains("AWSTemplateFormatVersion") || root["Resources"]?.members != nil { return .cloudformation }
        if keys.contains("service") && (keys.contains("provider") || keys.contains("resources")) { return .serverless }
        if keys.contains("format_version") && (keys.contains("values") || keys.contains("planned_values")) {
            return .terraform
        }
        if keys.contains("terraform_version") && keys.contains("resources") { return .terraform }
        if !keys.isDisjoint(with: ["resource", "terraform", "module", "data", "variable", "locals"]) { return .terraform }
        if keys.contains("passwordPolicyConfig") { return .firebase }
        if root["realm"]?.text != nil { return .keycloak }
        if case .scalar(_, quoted: true)? = root["passwordPolicy"]?.kind,
            let text = root["passwordPolicy"]?.text, text.contains("(")
        {
            return .keycloak
        }
        // A deploy-cli tenant (`tenant.yaml`, `tenant.json`) names its tenant and lists databases.
        if root["databases"]?.elements != nil || root["tenant"]?.members != nil || keys.contains("strategy")
            || keys.contains("password_complexity_options")
        {
            return .auth0
        }
        if let options = root["options"], options["passwordPolicy"] != nil || options["password_complexity_options"] != nil {
            return .auth0
        }
        if let level = root["passwordPolicy"]?.text, Auth0Importer.Level(rawValue: level) != nil { return .auth0 }
        // Cognito's fields are PascalCase: a document of such names is Cognito's (its reader names
        // a misspelt one); anything else is not a policy credkit knows.
        if !keys.isEmpty, keys.allSatisfy({ $0.first.map { $0.isASCII && $0.isUppercase } ?? false }) { return .cognito }
        return nil
    }
}
