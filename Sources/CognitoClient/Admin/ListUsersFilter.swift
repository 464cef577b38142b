// SPDX-License-Identifier: Apache-2.0
/// A `ListUsers` filter, read as Cognito reads it: `ATTRIBUTE = "VALUE"` (exact) or
/// `ATTRIBUTE ^= "VALUE"` (starts with), one attribute of those Cognito searches, the value in double
/// quotes with `\"` and `\\` inside. A filter Cognito would refuse — or one that can match no user,
/// such as `status = "enabled"` (the value is case-sensitive) — is refused here with the column
/// where it goes wrong, before anything is sent.
public struct ListUsersFilter: Sendable, Hashable, CustomStringConvertible {
    /// How the value is compared.
    public enum Match: String, Sendable, Hashable, CaseIterable {
        /// `=`: the whole value.
        case exact = "="
        /// `^=`: the value starts with it.
        case prefix = "^="
    }

    /// The attributes `ListUsers` searches (custom attributes are not searchable).
    public static let searchableAttributes = [
        "username", "email", "phone_number", "name", "given_name", "family_name", "preferred_username",
        "cognito:user_status", "status", "sub",
    ]

    /// The values of `status` (the console's Enabled column), compared case-sensitively.
    public static let statusValues = ["Enabled", "Disabled"]

    /// The values of `cognito:user_status` (the console's Status column), compared case-insensitively.
    public static let userStatusValues = [
        "UNCONFIRMED", "CONFIRMED", "ARCHIVED", "COMPROMISED", "UNKNOWN", "RESET_REQUIRED", "FORCE_CHANGE_PASSWORD",
        "EXTERNAL_PROVIDER",
    ]

    /// The longest filter Cognito takes, in characters.
    public static let maximumLength = 256

    /// The attribute searched.
    public let attribute: String
    /// How the value is compared.
    public let match: Match
    /// The value, without quotes or escapes.
    public let value: String

    /// The filter as sent: `attribute = "value"`, quotes and backslashes in the value escaped.
    public var description: String {
        var escaped = ""
        for character in value {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\(attribute) \(match.rawValue) \"\(escaped)\""
    }

    /// A filter from its parts.
    /// - Throws: ``ListUsersFilterError`` for an attribute Cognito does not search, a status value
    ///   that matches no user, or a filter longer than Cognito takes (columns refer to
    ///   ``description``).
    public init(attribute: String, match: Match, value: String) throws(ListUsersFilterError) {
        guard let parsed = try Self.parse(Self(unchecked: attribute, match, value).description) else {
            throw ListUsersFilterError(.missingAttribute, column: 1, detail: "")
        }
        self = parsed
    }

    private init(unchecked attribute: String, _ match: Match, _ value: String) {
        self.attribute = attribute
        self.match = match
        self.value = value
    }

    /// Reads a filter as Cognito would; `nil` for an empty one (or only spaces), which lists every user.
    /// - Parameter text: the filter, as given to `aws cognito-idp list-users --filter`.
    /// - Throws: ``ListUsersFilterError`` naming the first problem and its column (1-based, in characters).
    public static func parse(_ text: String) throws(ListUsersFilterError) -> ListUsersFilter? {
        let characters = Array(text)
        if characters.count > maximumLength {
            throw ListUsersFilterError(.tooLong, column: maximumLength + 1, detail: String(characters.count))
        }
        var index = 0
        func skipSpaces() { while index < characters.count && characters[index].isWhitespace { index += 1 } }
        skipSpaces()
        if index == characters.count { return nil }

        // The attribute: letters, digits, `_` and `:` (cognito:user_status, custom:…).
        let nameStart = index
        while index < characters.count, characters[index].isASCII,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == ":"
        {
            index += 1
        }
        let name = String(characters[nameStart..<index])
        if name.isEmpty {
            throw ListUsersFilterError(.missingAttribute, column: nameStart + 1, detail: String(characters[nameStart]))
        }
        if name.hasPrefix("custom:") || name.hasPrefix("dev:") {
            throw ListUsersFilterError(.customAttribute, column: nameStart + 1, detail: name)
        }
        guard searchableAttributes.contains(name) else {
            throw ListUsersFilterError(.unknownAttribute, column: nameStart + 1, detail: name)
        }

        skipSpaces()
        let match: Match
        if index < characters.count && characters[index] == "=" {
            match = .exact
            index += 1
        } else if index + 1 < characters.count && characters[index] == "^" && characters[index + 1] == "=" {
            match = .prefix
            index += 2
        } else {
            throw ListUsersFilterError(.missingOperator, column: index + 1, detail: found(characters, at: index))
        }

        skipSpaces()
        guard index < characters.count, characters[index] == "\"" else {
            throw ListUsersFilterError(.unquotedValue, column: index + 1, detail: found(characters, at: index))
        }
        let opening = index
        index += 1
        var value = ""
        var closed = false
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                closed = true
                index += 1
                break
            }
            if character == "\\" {
                guard index + 1 < characters.count, characters[index + 1] == "\"" || characters[index + 1] == "\\" else {
                    throw ListUsersFilterError(
                        .invalidEscape, column: index + 1, detail: "\\" + found(characters, at: index + 1))
                }
                value.append(characters[index + 1])
                index += 2
                continue
            }
            value.append(character)
            index += 1
        }
        guard closed else { throw ListUsersFilterError(.unterminatedValue, column: opening + 1, detail: "\"") }

        skipSpaces()
        if index < characters.count {
            throw ListUsersFilterError(.trailingText, column: index + 1, detail: String(characters[index...]))
        }
        try checkValue(value, of: name, match: match, column: opening + 2)
        return ListUsersFilter(unchecked: name, match, value)
    }

    /// A status value that matches no user is refused: `status` is case-sensitive, and
    /// `cognito:user_status` has a closed set of values.
    private static func checkValue(_ value: String, of attribute: String, match: Match, column: Int)
        throws(ListUsersFilterError)
    {
        let allowed: [String]
        let matches: (String) -> Bool
        switch attribute {
        case "status":
            allowed = statusValues
            matches = { match == .exact ? $0 == value : $0.hasPrefix(value) }
        case "cognito:user_status":
            allowed = userStatusValues
            let upper = value.uppercased()
            matches = { match == .exact ? $0 == upper : $0.hasPrefix(upper) }
        default:
            return
        }
        if !allowed.contains(where: matches) {
            throw ListUsersFilterError(.unknownStatus, column: column, detail: value, attribute: attribute)
        }
    }

    /// What stands at `index`, for a message: the character, or "the end".
    private static func found(_ characters: [Character], at index: Int) -> String {
        index < characters.count ? String(characters[index]) : ""
    }
}
