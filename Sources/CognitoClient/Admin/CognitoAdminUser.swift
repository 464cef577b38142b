// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import Foundation

/// A user as the administration operations show one (`AdminCreateUser`, `AdminGetUser`, `ListUsers`,
/// `ListUsersInGroup`).
public struct CognitoAdminUser: Sendable, Hashable {
    /// The username (the `sub` in pools that sign in with an email address or phone number).
    public var username: String
    /// `UNCONFIRMED`, `CONFIRMED`, `FORCE_CHANGE_PASSWORD`, `RESET_REQUIRED`, `EXTERNAL_PROVIDER` …
    public var status: String?
    /// Whether the user may sign in.
    public var enabled: Bool?
    /// The attributes, by name (only those asked for, when a listing names some).
    public var attributes: [String: String]
    /// When the user was created.
    public var created: Date?
    /// When the user was last changed.
    public var modified: Date?
    /// The MFA methods turned on (`AdminGetUser` only).
    public var enabledMFA: [MFAType] = []
    /// The method asked for first (`AdminGetUser` only).
    public var preferredMFA: MFAType?

    /// Reads a `UserType` (`Attributes`) or an `AdminGetUser` answer (`UserAttributes`).
    init?(_ object: JSONObject) {
        guard let username = object["Username"]?.stringValue else { return nil }
        self.username = username
        status = object["UserStatus"]?.stringValue
        if case .bool(let flag)? = object["Enabled"] { enabled = flag }
        var attributes: [String: String] = [:]
        for member in ["Attributes", "UserAttributes"] {
            guard case .array(let list)? = object[member] else { continue }
            for case .object(let attribute) in list {
                if let name = attribute["Name"]?.stringValue { attributes[name] = attribute["Value"]?.stringValue ?? "" }
            }
        }
        self.attributes = attributes
        created = object["UserCreateDate"].flatMap(Self.date)
        modified = object["UserLastModifiedDate"].flatMap(Self.date)
        if case .array(let list)? = object["UserMFASettingList"] {
            enabledMFA = list.compactMap { $0.stringValue.flatMap(MFAType.init(challengeName:)) }
        }
        preferredMFA = object["PreferredMfaSetting"]?.stringValue.flatMap(MFAType.init(challengeName:))
    }

    /// An AWS JSON 1.1 timestamp: seconds since 1970, as a number.
    static func date(_ value: JSONValue) -> Date? {
        value.doubleValue.map { Date(timeIntervalSince1970: $0) }
    }
}

/// A group of a user pool (`ListGroups`, `AdminListGroupsForUser`).
public struct CognitoGroup: Sendable, Hashable {
    /// The group's name.
    public var name: String
    /// Its description.
    public var description: String?
    /// Its precedence (lower wins when a user's groups carry roles).
    public var precedence: Int?
    /// The IAM role its members' identity-pool credentials take.
    public var roleARN: String?
    /// When it was created.
    public var created: Date?
    /// When it was last changed.
    public var modified: Date?

    init?(_ object: JSONObject) {
        guard let name = object["GroupName"]?.stringValue else { return nil }
        self.name = name
        description = object["Description"]?.stringValue
        precedence = object["Precedence"]?.doubleValue.map { Int($0) }
        roleARN = object["RoleArn"]?.stringValue
        created = object["CreationDate"].flatMap(CognitoAdminUser.date)
        modified = object["LastModifiedDate"].flatMap(CognitoAdminUser.date)
    }
}

/// One page of a listing, and the token of the next (`nil` on the last).
public struct CognitoPage<Item: Sendable & Hashable>: Sendable, Hashable {
    /// This page's items.
    public var items: [Item]
    /// The token that asks for the next page.
    public var next: String?
}
