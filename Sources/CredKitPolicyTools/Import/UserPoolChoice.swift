// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy
import _CredKitCore

/// The user pool an import reads when a file can hold several (CloudFormation, Terraform): the one
/// `--resource` names, else the only one.
enum UserPoolChoice {
    /// - Parameters:
    ///   - pools: the file's pools, in file order.
    ///   - resource: `--resource`, when given.
    ///   - type: the pool's resource type, for "no user pool" (`AWS::Cognito::UserPool`).
    ///   - file: the file, for errors.
    ///   - name: how a pool is listed in errors.
    ///   - matches: whether a pool is the one `resource` names.
    /// - Throws: ``PolicyError`` for no pool, several without `--resource`, or an unknown one.
    static func choose<Pool>(
        _ pools: [Pool], resource: String?, type: String, file: String, name: (Pool) -> String,
        matches: (Pool, String) -> Bool
    ) throws(PolicyError) -> Pool {
        let names = pools.map(name)
        if let resource {
            guard let match = pools.first(where: { matches($0, resource) }) else {
                throw PolicyError(
                    .unknownResource, key: .errorPolicyUnknownResource,
                    arguments: ["name": resource, "names": names.isEmpty ? "-" : names.joined(separator: ", ")], file: file)
            }
            return match
        }
        switch pools.count {
        case 0: throw PolicyError(.noUserPool, key: .errorPolicyNoUserPool, arguments: ["type": type], file: file)
        case 1: return pools[0]
        default:
            throw PolicyError(
                .severalUserPools, key: .errorPolicySeveralUserPools,
                arguments: ["count": String(pools.count), "names": names.joined(separator: ", ")], file: file)
        }
    }
}

extension PolicyInfo {
    /// An imported policy's name, its description in every language ("Imported from FORMAT
    /// (RESOURCE).") and its source.
    static func imported(name: String, format: String, resource: String, source: String) -> PolicyInfo {
        PolicyInfo(
            name: name,
            descriptions: Dictionary(
                uniqueKeysWithValues: Language.allCases.map {
                    ($0, Texts.string(.importDescription, in: $0, ["format": format, "resource": resource]))
                }),
            source: source)
    }
}
