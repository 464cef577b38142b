// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// Values a file leaves to deploy time, given by the user: a CloudFormation parameter's value for
/// `!Ref NAME` / `{"Ref": "NAME"}`, or a Terraform variable's for `var.NAME`. Nothing else is
/// evaluated: a function, a condition, an interpolation mixing text and references is still refused.
public struct DeployTimeValues: Sendable, Hashable {
    /// CloudFormation parameters by name (`--parameter NAME=VALUE`).
    public var parameters: [String: String]
    /// Whether a parameter not given takes its `Default` from the template (`--use-defaults`).
    public var usesParameterDefaults: Bool
    /// Terraform variables by name (`--var NAME=VALUE`, `.tfvars` files).
    public var variables: [String: String]

    /// Creates a set of values; none by default.
    /// - Parameters:
    ///   - parameters: CloudFormation parameters by name.
    ///   - usesParameterDefaults: whether a parameter not given takes the template's `Default`.
    ///   - variables: Terraform variables by name.
    public init(parameters: [String: String] = [:], usesParameterDefaults: Bool = false, variables: [String: String] = [:]) {
        self.parameters = parameters
        self.usesParameterDefaults = usesParameterDefaults
        self.variables = variables
    }

    /// Whether no value is given.
    public var isEmpty: Bool { parameters.isEmpty && !usesParameterDefaults && variables.isEmpty }

    /// The variables of the `.tfvars` file at `path`.
    /// - Parameter path: the file.
    /// - Returns: the variables by name.
    /// - Throws: `PolicyError` when the file cannot be read or holds something other than literals.
    public static func variables(tfvarsAt path: String) throws(PolicyError) -> [String: String] {
        try variables(tfvars: try PolicyImporter.contents(path), file: path)
    }

    /// The variables of a `.tfvars` file: `name = literal` lines (numbers, booleans, strings
    /// without templates); anything else is refused with its line.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: its name, for errors.
    /// - Returns: the variables by name.
    /// - Throws: `PolicyError` naming the file, line and variable.
    public static func variables(tfvars bytes: [UInt8], file: String) throws(PolicyError) -> [String: String] {
        var parser = HCLParser(file: file)
        let body = try parser.parse(bytes)
        var variables: [String: String] = [:]
        for attribute in body.attributes {
            let tokens = attribute.expression
            switch tokens.first?.kind {
            case .number(let text)? where tokens.count == 1: variables[attribute.name] = text
            case .string(let text?)? where tokens.count == 1: variables[attribute.name] = text
            case .identifier(let word)? where tokens.count == 1 && (word == "true" || word == "false"):
                variables[attribute.name] = word
            default:
                let first = tokens.first
                throw PolicyError(
                    .computedValue, key: .errorPolicyComputedValue, arguments: ["how": "not a literal"], file: file,
                    field: attribute.name, line: first?.line ?? attribute.line, column: first?.column ?? attribute.column)
            }
        }
        return variables
    }
}

extension CloudFormationImporter {
    /// The parameter a node references (`!Ref NAME`, `{"Ref": "NAME"}`), when it is a bare reference.
    static func referencedParameter(_ node: SourceNode) -> String? {
        if node.tag == "!Ref", let name = node.text { return name }
        if let members = node.members, members.count == 1, members[0].key == "Ref", let name = members[0].value.text {
            return name
        }
        return nil
    }
}
