// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A check of one claim, made after the signature, the times and the issuer's claims: what an API
/// asks of a token beyond "it is genuine" (`jwt verify --claim`, `--claim-includes`).
///
/// ```swift
/// var options = JWTVerifier.Options(issuers: pool.issuers, clientIDs: ["7abc…"], tokenUse: .id)
/// options.claimAssertions = [
///     JWTClaimAssertion(name: "custom:tier", equals: "gold"),
///     JWTClaimAssertion(name: "cognito:groups", includes: "admins"),
///     JWTClaimAssertion(name: "realm_access.roles", includes: "auditor"),   // a nested member
/// ]
/// ```
///
/// A claim's **name** is a payload member; when the payload has no member of that exact name, dots
/// separate nested members (`realm_access.roles`), so names that hold dots themselves (Auth0's
/// `https://example.com/roles`) still work. The **value** is compared with the claim by the claim's
/// own type: a string exactly, a number numerically (`1` is `1.0`), a boolean as `true`/`false`,
/// `null` as `null`.
public struct JWTClaimAssertion: Sendable, Hashable {
    /// What the claim must satisfy.
    public enum Kind: Sendable, Hashable {
        /// The claim is the value.
        case equals
        /// The claim is an array holding the value, or a space-separated list (such as `scope` or
        /// Entra's `scp`) holding it as one of its words.
        case includes
    }

    /// The claim's name, as given (dots may separate nested members).
    public let name: String
    /// The value, as given.
    public let value: String
    /// The comparison.
    public let kind: Kind

    /// The longest name accepted, in bytes.
    public static let maximumNameLength = 256

    /// A check that the claim `name` is `value`.
    public init(name: String, equals value: String) {
        self.init(name: name, value: value, kind: .equals)
    }

    /// A check that the claim `name` includes `value`.
    public init(name: String, includes value: String) {
        self.init(name: name, value: value, kind: .includes)
    }

    private init(name: String, value: String, kind: Kind) {
        self.name = name
        self.value = value
        self.kind = kind
    }

    /// A check from `NAME=VALUE` (split at the first `=`), or `nil` when there is no `=`, the name is
    /// empty or longer than ``maximumNameLength`` bytes.
    public init?(assignment: String, kind: Kind) {
        guard let equals = assignment.firstIndex(of: "=") else { return nil }
        let name = String(assignment[..<equals])
        guard !name.isEmpty, name.utf8.count <= Self.maximumNameLength else { return nil }
        self.init(name: name, value: String(assignment[assignment.index(after: equals)...]), kind: kind)
    }

    /// Checks the claims.
    /// - Parameter claims: a token's claims.
    /// - Throws: ``JWTError`` with code ``JWTError/Code/claimMismatch`` (``Kind/equals``) or
    ///   ``JWTError/Code/claimNotIncluded`` (``Kind/includes``), naming the claim, what it is and
    ///   what was required.
    public func check(_ claims: JWTClaims) throws(JWTError) {
        try check(claims.raw)
    }

    /// Checks a payload already parsed (one parse for all of a token's assertions).
    package func check(_ payload: JSONObject) throws(JWTError) {
        let code: JWTError.Code = kind == .equals ? .claimMismatch : .claimNotIncluded
        guard let found = Self.member(name[...], in: payload) else {
            throw JWTError(code, .jwtReasonMissingClaim, ["claim": name])
        }
        let holds: Bool
        switch kind {
        case .equals:
            holds = Self.matches(found, value)
        case .includes:
            switch found {
            case .array(let items): holds = items.contains { Self.matches($0, value) }
            case .string(let list): holds = list.split(separator: " ").contains { $0 == value }
            default: holds = false
            }
        }
        guard holds else {
            throw JWTError(
                code, kind == .equals ? .jwtReasonClaimIsNot : .jwtReasonClaimLacks,
                ["claim": name, "found": Self.shown(found), "required": JSONValue.string(value).jsonText])
        }
    }

    /// The member at `path`: the whole path as one name first, else the shortest dotted prefix that
    /// names an object, and the rest inside it.
    static func member(_ path: Substring, in object: JSONObject) -> JSONValue? {
        if let value = object[String(path)] { return value }
        var cursor = path.startIndex
        while let dot = path[cursor...].firstIndex(of: ".") {
            if case .object(let inner)? = object[String(path[..<dot])],
                let value = member(path[path.index(after: dot)...], in: inner)
            {
                return value
            }
            cursor = path.index(after: dot)
        }
        return nil
    }

    /// Whether a scalar claim is `text`, compared by the claim's type.
    static func matches(_ claim: JSONValue, _ text: String) -> Bool {
        switch claim {
        case .string(let string): return string == text
        case .number(let literal):
            if literal == text { return true }
            guard let number = Double(literal), let wanted = Double(text), wanted.isFinite else { return false }
            return number == wanted
        case .bool(let flag): return text == (flag ? "true" : "false")
        case .null: return text == "null"
        case .array, .object: return false
        }
    }

    /// A value as JSON, at most 200 characters (a message names it, never floods with it).
    public static func shownValue(_ value: JSONValue) -> String { shown(value) }

    /// The claim as JSON, at most 200 characters (a message names it, never floods with it).
    static func shown(_ value: JSONValue) -> String {
        let text = value.jsonText
        return text.count <= 200 ? text : String(text.prefix(199)) + "…"
    }
}
