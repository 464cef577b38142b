// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// One attribute of a user pool's schema, as `DescribeUserPool` lists it (`SchemaAttributes`): what
/// ``CognitoAdminClient`` checks a user's attributes against before sending them.
public struct SchemaAttribute: Sendable, Hashable {
    /// The kinds of value an attribute holds.
    public enum DataType: String, Sendable, Hashable, CaseIterable {
        /// Text, with a length between ``SchemaAttribute/minimumLength`` and ``SchemaAttribute/maximumLength``.
        case string = "String"
        /// A whole number between ``SchemaAttribute/minimumValue`` and ``SchemaAttribute/maximumValue``.
        case number = "Number"
        /// A date and time (sent as text).
        case dateTime = "DateTime"
        /// `true` or `false`.
        case boolean = "Boolean"
    }

    /// The name: a standard attribute (`email`), or `custom:NAME`, `dev:custom:NAME`.
    public var name: String
    /// The kind of value.
    public var dataType: DataType
    /// Whether every user must have it.
    public var required: Bool
    /// Whether it can be changed after the user is created.
    public var mutable: Bool
    /// The shortest text a string attribute takes (0 when the schema says nothing).
    public var minimumLength: Int
    /// The longest text a string attribute takes (2,048 when the schema says nothing).
    public var maximumLength: Int
    /// The smallest value a number attribute takes, when the schema sets one.
    public var minimumValue: Int?
    /// The largest value a number attribute takes, when the schema sets one.
    public var maximumValue: Int?

    /// Creates a schema attribute.
    public init(
        name: String, dataType: DataType = .string, required: Bool = false, mutable: Bool = true, minimumLength: Int = 0,
        maximumLength: Int = 2048, minimumValue: Int? = nil, maximumValue: Int? = nil
    ) {
        self.name = name
        self.dataType = dataType
        self.required = required
        self.mutable = mutable
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
    }

    /// The standard attributes (OpenID Connect's claims), which every pool has whether or not its
    /// schema lists them: `email_verified` and `phone_number_verified` are `true` or `false`,
    /// `updated_at` a number, the rest text.
    public static let standard: [String: DataType] = {
        var kinds: [String: DataType] = ["email_verified": .boolean, "phone_number_verified": .boolean, "updated_at": .number]
        for name in [
            "address", "birthdate", "email", "family_name", "gender", "given_name", "locale", "middle_name", "name",
            "nickname", "phone_number", "picture", "preferred_username", "profile", "sub", "website", "zoneinfo",
        ] {
            kinds[name] = .string
        }
        return kinds
    }()

    /// Reads one `SchemaAttributeType`; `nil` without a name. Constraints are strings in Cognito's
    /// answer (`"MinLength": "0"`); a type Cognito may add later is read as a string.
    init?(_ object: JSONObject) {
        guard let name = object["Name"]?.stringValue, !name.isEmpty else { return nil }
        self.init(
            name: name,
            dataType: object["AttributeDataType"]?.stringValue.flatMap(DataType.init(rawValue:)) ?? .string,
            required: object["Required"] == .bool(true), mutable: object["Mutable"] != .bool(false))
        let strings = object["StringAttributeConstraints"]?.objectValue
        if let minimum = strings?["MinLength"]?.stringValue.flatMap({ Int($0) }) { minimumLength = minimum }
        if let maximum = strings?["MaxLength"]?.stringValue.flatMap({ Int($0) }) { maximumLength = maximum }
        let numbers = object["NumberAttributeConstraints"]?.objectValue
        minimumValue = numbers?["MinValue"]?.stringValue.flatMap { Int($0) }
        maximumValue = numbers?["MaxValue"]?.stringValue.flatMap { Int($0) }
    }
}
