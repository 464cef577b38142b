// SPDX-License-Identifier: Apache-2.0
/// The kinds of file a policy can be imported from.
public enum PolicyFormat: String, CaseIterable, Sendable, Hashable {
    /// Cognito's own JSON: `PasswordPolicyType`, `Policies`, describe-user-pool output, with
    /// credkit's `CredKit` extensions; also the bundled presets.
    case cognito
    /// A CloudFormation template, JSON or YAML (also what the CDK synthesises):
    /// `AWS::Cognito::UserPool` → `Properties.Policies.PasswordPolicy`.
    case cloudformation
    /// Terraform JSON: `terraform show -json` of a plan or a state, or a `.tf.json` configuration:
    /// `aws_cognito_user_pool` → `password_policy`.
    case terraform
    /// A Terraform `.tf` file (HCL): the `password_policy` block of `aws_cognito_user_pool`, with
    /// literal values.
    case terraformHCL = "terraform-hcl"
    /// Firebase Authentication / Google Cloud Identity Platform `passwordPolicyConfig`.
    case firebase
    /// A Keycloak realm export's `passwordPolicy` string.
    case keycloak
    /// An Auth0 database connection's `passwordPolicy` level and password options.
    case auth0
}

extension PolicyFormat {
    /// The format a file's name and contents show, or `nil` when neither says.
    ///
    /// `.tf` is HCL; `.yaml`/`.yml`, or another name (not `.json`) whose contents do not start with
    /// `{` or `[`, is a CloudFormation template in YAML; JSON is told by its top-level members: `Resources` or
    /// `AWSTemplateFormatVersion` (CloudFormation), `format_version` with `values` or
    /// `planned_values`, or `resource` (Terraform), `passwordPolicyConfig` (Firebase), a
    /// `passwordPolicy` string (Keycloak), `options` or `passwordPolicy` levels (Auth0); anything
    /// else is read as Cognito's JSON, whose reader names what is wrong.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: its path.
    /// - Returns: the format, or `nil` for an empty file whose name does not say.
    public static func detect(_ bytes: [UInt8], file: String) -> PolicyFormat? {
        detection(bytes, file: file).format
    }

    /// The format, and the JSON document when the file was parsed as JSON to tell it (so an import
    /// reads the file once).
    static func detection(_ bytes: [UInt8], file: String) -> (format: PolicyFormat?, json: SourceNode?) {
        let lower = file.lowercased()
        if lower.hasSuffix(".tf") { return (.terraformHCL, nil) }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return (.cloudformation, nil) }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = bytes[start...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
        // A `.json` file is JSON whatever it holds (its own reader names what is wrong with it);
        // another name is YAML unless it starts as JSON does.
        if !lower.hasSuffix(".json") {
            guard let first else { return (nil, nil) }
            if first != UInt8(ascii: "{") && first != UInt8(ascii: "[") { return (.cloudformation, nil) }
        }
        guard let root = try? SourceNode.parseJSON(bytes, file: file) else { return (.cognito, nil) }
        return (format(ofJSON: root), root)
    }

    /// The format a JSON document's top-level members show.
    private static func format(ofJSON root: SourceNode) -> PolicyFormat {
        guard let members = root.members else { return .cognito }
        let keys = Set(members.map(\.key))
        if keys.contains("Resources") || keys.contains("AWSTemplateFormatVersion") { return .cloudformation }
        if keys.contains("format_version") && (keys.contains("values") || keys.contains("planned_values")) {
            return .terraform
        }
        if keys.contains("resource") || keys.contains("terraform") || keys.contains("provider") { return .terraform }
        if keys.contains("passwordPolicyConfig") { return .firebase }
        if keys.contains("realm"), root["passwordPolicy"]?.text != nil { return .keycloak }
        if case .scalar(_, quoted: true)? = root["passwordPolicy"]?.kind,
            let text = root["passwordPolicy"]?.text, text.contains("(")
        {
            return .keycloak
        }
        if keys.contains("strategy") || keys.contains("password_complexity_options") { return .auth0 }
        if let options = root["options"], options["passwordPolicy"] != nil || options["password_complexity_options"] != nil {
            return .auth0
        }
        if let level = root["passwordPolicy"]?.text, Auth0Importer.Level(rawValue: level) != nil { return .auth0 }
        return .cognito
    }
}
