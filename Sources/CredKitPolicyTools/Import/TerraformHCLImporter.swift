// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// `resource "aws_cognito_user_pool" "NAME" { password_policy { … } }` in a `.tf` file. Each
/// value must be a literal (a number, `true`/`false`, a string without a template); anything
/// else — a variable, a function, a conditional — is refused with its file and line.
struct TerraformHCLImporter {
    var file: String
    /// Variable values given for `var.NAME`.
    var values = DeployTimeValues()

    func read(_ bytes: [UInt8], resource: String?) throws(PolicyError) -> ImportedPolicy {
        let pools = try pools(bytes)
        let pool = try UserPoolChoice.choose(
            pools, resource: resource, none: UserPoolChoice.noUserPool(type: TerraformImporter.resourceType, file: file),
            file: file, entry: Self.entry, matches: { TerraformImporter.address(Self.address($0), matches: $1) })
        let address = Self.address(pool)
        var notes: [ImportNote] = []
        var policy: PasswordPolicy
        var locations: [String: SourceLocation] = [:]
        var location = SourceLocation(line: pool.line, column: pool.column)
        if let dynamic = pool.body.blocks.first(where: { $0.type == "dynamic" && $0.labels.first == "password_policy" }) {
            throw PolicyError(
                .computedValue, key: .errorPolicyComputedValue, arguments: ["how": "a dynamic block"], file: file,
                field: "\(address).password_policy", line: dynamic.line, column: dynamic.column)
        }
        let blocks = pool.body.blocks.filter { $0.type == "password_policy" }
        if blocks.count > 1 {
            throw PolicyError(
                .invalidValue, key: .errorPolicyInvalidChoice,
                arguments: ["value": "\(blocks.count) blocks", "allowed": "one password_policy block"], file: file,
                field: "\(address).password_policy", line: blocks[1].line, column: blocks[1].column)
        }
        if let block = blocks.first {
            policy = .explicitBase
            let reader = PolicyFieldReader(file: file) { _ in nil }
            if let nested = block.body.blocks.first {
                throw reader.unknownField(
                    nested.type, line: nested.line, column: nested.column, path: "\(address).password_policy",
                    allowed: CognitoSetting.allCases.map(\.terraformName))
            }
            var members: [SourceNode.Member] = []
            for attribute in block.body.attributes {
                let field = "\(address).password_policy.\(attribute.name)"
                members.append(
                    SourceNode.Member(
                        key: attribute.name, value: try literal(attribute, field: field), line: attribute.line,
                        column: attribute.column))
            }
            locations = try reader.readSettings(
                SourceNode(kind: .mapping(members), tag: nil, line: block.line, column: block.column),
                path: "\(address).password_policy", name: \.terraformName, into: &policy)
            location = SourceLocation(line: block.line, column: block.column)
        } else {
            policy = PasswordPolicy()
            notes.append(CloudFormationImporter.defaultNote(path: "\(address).password_policy", line: pool.line))
        }
        policy.info = .imported(name: address, format: "Terraform", resource: address, source: file)
        var tier: UserPoolTier?
        if let attribute = pool.body.attributes.first(where: { $0.name == "user_pool_tier" }),
            attribute.expression.count == 1, case .string(let text?) = attribute.expression[0].kind
        {
            tier = UserPoolTier(rawValue: text.uppercased())
        }
        var imported = ImportedPolicy(policy: policy, format: .terraformHCL, resource: address, notes: notes, tier: tier)
        // The MFA setting as a literal or a variable given with --var; anything else leaves --mfa to decide.
        if let attribute = pool.body.attributes.first(where: { $0.name == "mfa_configuration" }),
            let node = try? literal(attribute, field: "\(address).mfa_configuration")
        {
            imported.mfa = MFASetting.cognito(node, field: "\(address).mfa_configuration")
        }
        imported.location = location
        imported.settingLocations = locations
        return imported
    }

    /// A pool block's address, `aws_cognito_user_pool.NAME`.
    static func address(_ block: HCLParser.Block) -> String { "\(block.labels[0]).\(block.labels[1])" }

    /// A pool block as `policy show --list` lists it.
    static func entry(_ block: HCLParser.Block) -> PolicyEntry { PolicyEntry(name: address(block), line: block.line) }

    /// The file's `aws_cognito_user_pool` blocks.
    func pools(_ bytes: [UInt8]) throws(PolicyError) -> [HCLParser.Block] {
        var parser = HCLParser(file: file)
        let body = try parser.parse(bytes)
        return body.blocks.filter {
            $0.type == "resource" && $0.labels.count == 2 && $0.labels[0] == TerraformImporter.resourceType
        }
    }

    /// An attribute's value as a scalar node, or an error naming what computes it.
    func literal(_ attribute: HCLParser.Attribute, field: String) throws(PolicyError) -> SourceNode {
        let tokens = attribute.expression
        let first = tokens[0]
        func node(_ text: String, quoted: Bool) -> SourceNode {
            SourceNode(kind: .scalar(text, quoted: quoted), tag: nil, line: first.line, column: first.column)
        }
        if tokens.count == 1 {
            switch first.kind {
            case .number(let text): return node(text, quoted: false)
            case .identifier(let word) where word == "true" || word == "false": return node(word, quoted: false)
            case .string(let literal?): return node(literal, quoted: true)
            default: break
            }
        }
        if tokens.count == 2, first.kind == .symbol("-"), case .number(let text) = tokens[1].kind {
            return node("-" + text, quoted: false)
        }
        // `var.NAME` alone: the value given with --var, or how to give it.
        if tokens.count == 3, first.kind == .identifier("var"), tokens[1].kind == .symbol("."),
            case .identifier(let name) = tokens[2].kind
        {
            guard let value = values.variables[name] else {
                throw PolicyError(
                    .computedValue, key: .errorPolicyVariable, arguments: ["name": name], file: file, field: field,
                    line: first.line, column: first.column)
            }
            return node(value, quoted: true)
        }
        let how: String =
            switch first.kind {
            case .identifier("var"): "a variable"
            case .identifier("local"): "a local value"
            case .identifier("null"): "null"
            case .identifier(let word) where tokens.count > 1 && tokens[1].kind == .symbol("("): "the function \(word)()"
            case .string(nil): "a string template"
            case .heredoc: "a heredoc"
            default: "an expression"
            }
        throw PolicyError(
            .computedValue, key: .errorPolicyComputedValue, arguments: ["how": how], file: file, field: field,
            line: first.line, column: first.column)
    }
}
