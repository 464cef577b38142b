// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitEmail

/// Details of the user that a password must not contain (when the policy has ``UserContextRule``).
public struct UserContext: Sendable, Hashable {
    /// The email address; only its local part is used, in its normalised form (NFC) when the address
    /// passes `EmailChecker`'s default profile, else everything before the last `@`.
    public var email: String?
    /// The username.
    public var username: String?
    /// The person's name.
    public var name: String?

    /// Creates a context.
    /// - Parameters:
    ///   - email: the email address.
    ///   - username: the username.
    ///   - name: the person's name.
    public init(email: String? = nil, username: String? = nil, name: String? = nil) {
        self.email = email
        self.username = username
        self.name = name
    }

    private static let emailValidator = EmailChecker()

    /// Whether no detail is given.
    public var isEmpty: Bool { email == nil && username == nil && name == nil }

    /// The lower-cased strings a password must not contain: each detail whole, and its parts split at
    /// characters that are neither letters nor digits, keeping those of at least `minimumLength` characters.
    /// - Parameter minimumLength: the shortest string that counts.
    /// - Returns: distinct tokens, longest first.
    public func tokens(minimumLength: Int) -> [String] {
        var values: [String] = []
        if let email {
            let address = Self.emailValidator.check(email).normalized ?? email
            values.append(address.lastIndex(of: "@").map { String(address[..<$0]) } ?? address)
        }
        if let username { values.append(username) }
        if let name { values.append(name) }
        var tokens = Set<String>()
        for value in values {
            let lowered = value.lowercased()
            let trimmed = lowered.trimmed(of: [" ", "\t"])
            if trimmed.count >= minimumLength { tokens.insert(trimmed) }
            for part in lowered.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) where part.count >= minimumLength {
                tokens.insert(String(part))
            }
        }
        return tokens.sorted { $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1 }
    }
}

extension String {
    fileprivate func trimmed(of set: Set<Character>) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
