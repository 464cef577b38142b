// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// One policy a file holds: a user pool, an Auth0 database connection or a Keycloak realm.
public struct PolicyEntry: Sendable, Hashable {
    /// What `--resource` takes to choose it: a logical ID, a Terraform address, a connection's or
    /// realm's name.
    public var name: String
    /// 1-based line where it starts, when known.
    public var line: Int?
    /// Another name it answers to (a CDK construct path), when it has one.
    public var alias: String?

    /// Creates an entry.
    /// - Parameters:
    ///   - name: the name `--resource` takes.
    ///   - line: its line.
    ///   - alias: another name it answers to.
    public init(name: String, line: Int?, alias: String? = nil) {
        self.name = name
        self.line = line
        self.alias = alias
    }
}

/// What a file holds several of.
enum EntryKind {
    case userPool, database, realm

    var singular: LocalizedText {
        switch self {
        case .userPool: LocalizedText(PolicyToolsTextKey.entryUserPool)
        case .database: LocalizedText(PolicyToolsTextKey.entryDatabase)
        case .realm: LocalizedText(PolicyToolsTextKey.entryRealm)
        }
    }

    var plural: LocalizedText {
        switch self {
        case .userPool: LocalizedText(PolicyToolsTextKey.entryUserPools)
        case .database: LocalizedText(PolicyToolsTextKey.entryDatabases)
        case .realm: LocalizedText(PolicyToolsTextKey.entryRealms)
        }
    }
}

/// The entry an import reads when a file can hold several (user pools, databases, realms): the one
/// `--resource` names, else the only one.
enum UserPoolChoice {
    /// - Parameters:
    ///   - pools: the file's entries, in file order.
    ///   - resource: `--resource`, when given.
    ///   - kind: what they are, for messages.
    ///   - none: the error when there is none.
    ///   - file: the file, for errors.
    ///   - entry: how an entry is listed (name and line).
    ///   - matches: whether an entry is the one `resource` names.
    /// - Throws: `PolicyError` for none, several without `--resource`, or an unknown one; each
    ///   lists the entries with their lines.
    static func choose<Pool>(
        _ pools: [Pool], resource: String?, kind: EntryKind = .userPool, none: @autoclosure () -> PolicyError,
        file: String, entry: (Pool) -> PolicyEntry, matches: (Pool, String) -> Bool
    ) throws(PolicyError) -> Pool {
        let names = pools.map { listed(entry($0)) }.joined(separator: ", ")
        if let resource {
            guard let match = pools.first(where: { matches($0, resource) }) else {
                throw PolicyError(
                    .unknownResource, key: .errorPolicyUnknownResource,
                    arguments: ["name": resource, "names": names.isEmpty ? "-" : names],
                    localized: ["thing": kind.singular, "things": kind.plural], file: file)
            }
            return match
        }
        switch pools.count {
        case 0: throw none()
        case 1: return pools[0]
        default:
            throw PolicyError(
                .severalUserPools, key: .errorPolicySeveralUserPools,
                arguments: ["count": String(pools.count), "names": names], localized: ["things": kind.plural], file: file)
        }
    }

    /// `NAME (line N)`.
    static func listed(_ entry: PolicyEntry) -> String {
        guard let line = entry.line else { return entry.name }
        return "\(entry.name) (line \(line))"
    }

    /// No user pool of `type` in `file`.
    static func noUserPool(type: String, file: String) -> PolicyError {
        PolicyError(.noUserPool, key: .errorPolicyNoUserPool, arguments: ["type": type], file: file)
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
