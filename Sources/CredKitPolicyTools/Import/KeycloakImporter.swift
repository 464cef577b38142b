// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// A Keycloak realm's `passwordPolicy` string (a realm export in JSON or YAML, a list of realms,
/// or `{"passwordPolicy": "…"}`): policies joined by ` and `, each `name(value)` — split the way
/// Keycloak splits them. A realm without one gets Keycloak's default (no rules), with a note.
struct KeycloakImporter {
    /// Keycloak's policies that judge the password's text, and the ones credkit leaves out
    /// because they are about hashing, expiry or sessions.
    static let contentPolicies = [
        "length", "maxLength", "digits", "lowerCase", "upperCase", "specialChars", "notUsername", "notEmail",
        "notContainsUsername", "passwordHistory", "passwordAge", "regexPattern", "passwordBlacklist",
    ]
    static let otherPolicies = [
        "forceExpiredPasswordChange", "hashAlgorithm", "hashIterations", "maxAuthAge", "recoveryCodesWarningThreshold",
    ]

    var file: String

    /// The realms of a document: a list of realms (a whole-server export), or the document itself.
    func realms(_ root: SourceNode) -> [SourceNode] { root.elements ?? [root] }

    func entry(_ realm: SourceNode) -> PolicyEntry { PolicyEntry(name: realm["realm"]?.text ?? "keycloak", line: realm.line) }

    func read(_ root: SourceNode, resource: String?) throws(PolicyError) -> ImportedPolicy {
        let none = PolicyError(
            .noUserPool, key: .errorPolicyNoEntry,
            localized: ["thing": EntryKind.realm.singular, "looked": LocalizedText(PolicyToolsTextKey.lookedForKeycloakRealm)],
            file: file)
        let realm = try UserPoolChoice.choose(
            realms(root), resource: resource, kind: .realm, none: none, file: file, entry: entry,
            matches: { $0["realm"]?.text == $1 })
        return try read(realm: realm)
    }

    private func read(realm root: SourceNode) throws(PolicyError) -> ImportedPolicy {
        let reader = PolicyFieldReader(file: file) { _ in nil }
        _ = try reader.mapping(root, field: "(root)")
        var policy = PasswordPolicy.lengthOnly
        policy.platform = .keycloak
        var notes: [ImportNote] = []
        guard let node = root["passwordPolicy"] else {
            notes.append(
                ImportNote("keycloak-no-policy", .translated, field: "passwordPolicy", line: root.line, key: .noteKeycloakNone))
            return finish(policy, realm: root, notes: notes, location: root.location)
        }
        let text = try reader.string(node, field: "passwordPolicy")
        var hasLength = false
        var offset = 0
        for term in text.components(separatedBy: " and ") {
            defer { offset += term.unicodeScalars.count + 5 }
            let trimmed = term.trimmingASCIISpaces
            guard !trimmed.isEmpty else { continue }
            let name: String
            var value: String?
            if let open = trimmed.firstIndex(of: "("), let close = trimmed.lastIndex(of: ")"), open < close {
                name = String(trimmed[..<open]).trimmingASCIISpaces.description
                value = String(trimmed[trimmed.index(after: open)..<close])
            } else {
                name = String(trimmed)
            }
            if value == "undefined" { value = nil }
            let field = "passwordPolicy.\(name)"
            // The term's place: the string's first character is one column after its quote.
            let column = node.column + 1 + offset
            func number(_ defaultValue: Int, range: ClosedRange<Int>) throws(PolicyError) -> Int {
                guard let value else { return defaultValue }
                guard let parsed = Int(value.trimmingASCIISpaces), range.contains(parsed) else {
                    throw PolicyError(
                        .outOfRange, key: .errorPolicyOutOfRange, arguments: ["value": value],
                        localized: [
                            "allowed": LocalizedText(
                                key: .allowedIntegerRange,
                                arguments: ["min": String(range.lowerBound), "max": String(range.upperBound)])
                        ], file: file, field: field, line: node.line, column: column)
                }
                return parsed
            }
            func note(_ code: String, _ kind: ImportNote.Kind, _ key: PolicyToolsTextKey, _ arguments: [String: String] = [:]) {
                notes.append(ImportNote(code, kind, field: field, line: node.line, key: key, arguments))
            }
            switch name {
            case "length":
                hasLength = true
                let length = try number(8, range: 0...Int(Int32.max))
                policy.minimumLength = min(max(length, 6), 99)
                if policy.minimumLength != length {
                    note(
                        "keycloak-length-adjusted", .adjusted, .noteMinimumAdjusted,
                        ["value": String(length), "adjusted": String(policy.minimumLength)])
                }
            case "maxLength":
                let length = try number(64, range: 1...Int(Int32.max))
                if length < PasswordPolicy.cognitoMaximumLength {
                    policy.extraRules.maximumLength = length
                } else if length > PasswordPolicy.cognitoMaximumLength {
                    note("keycloak-maximum-over-256", .adjusted, .noteMaximumOverCognito, ["value": String(length)])
                }
            case "digits", "lowerCase", "upperCase", "specialChars":
                let count = try number(1, range: 0...64)
                guard count > 0 else { continue }
                let kind: ClassPatterns.CharacterKind =
                    switch name {
                    case "digits": .digit
                    case "lowerCase": .lowercase
                    case "upperCase": .uppercase
                    default: .symbol
                    }
                if count == 1 {
                    switch kind {
                    case .digit: policy.requireNumbers = true
                    case .lowercase: policy.requireLowercase = true
                    case .uppercase: policy.requireUppercase = true
                    default: policy.requireSymbols = true
                    }
                } else {
                    policy.extraRules.requiredPatterns.append(ClassPatterns.atLeast(count, kind))
                }
                note(
                    "keycloak-\(name)-ascii", .approximated,
                    name == "specialChars" ? .noteKeycloakSpecial : .noteKeycloakUnicodeClass,
                    ["policy": name])
            case "notUsername", "notEmail", "notContainsUsername":
                if policy.extraRules.userContext == nil { policy.extraRules.userContext = UserContextRule() }
                note("keycloak-user-context", .approximated, .noteKeycloakUserContext, ["policy": name])
            case "passwordHistory":
                let count = try number(3, range: 0...Int(Int32.max))
                policy.passwordHistorySize = min(count, PasswordPolicy.passwordHistorySizeRange.upperBound)
                if policy.passwordHistorySize != count {
                    note("keycloak-history-adjusted", .adjusted, .noteHistoryAdjusted, ["value": String(count)])
                }
            case "passwordAge":
                let days = try number(365, range: 0...Int(Int32.max))
                note("keycloak-password-age", .ignored, .noteKeycloakPasswordAge, ["days": String(days)])
            case "regexPattern":
                guard let value, !value.isEmpty else {
                    throw PolicyError(
                        .invalidValue, key: .errorPolicyEmptyString, file: file, field: field, line: node.line, column: column)
                }
                let pattern = "^(?:\(value))$"
                do {
                    _ = try RegexPattern(pattern)
                } catch {
                    throw PolicyError(pattern: pattern, error, field: field, line: node.line, column: column).located(file: file)
                }
                policy.extraRules.requiredPatterns.append(
                    PatternRule(
                        pattern: pattern, messages: ClassPatterns.messages(.patternKeycloakRegex) { _ in ["pattern": value] }))
                note("keycloak-regex", .approximated, .noteKeycloakRegex)
            case "passwordBlacklist":
                policy.extraRules.blocklist = BlocklistRule()
                note("keycloak-blacklist", .approximated, .noteKeycloakBlacklist, ["file": value ?? ""])
            case _ where Self.otherPolicies.contains(name):
                note("keycloak-ignored", .ignored, .noteKeycloakIgnored, ["policy": name])
            default:
                throw PolicyError(
                    .unknownField, key: .errorPolicyUnknownSetting,
                    arguments: ["name": name, "known": (Self.contentPolicies + Self.otherPolicies).joined(separator: ", ")],
                    file: file, field: "passwordPolicy", line: node.line, column: column)
            }
        }
        if !hasLength {
            notes.append(
                ImportNote(
                    "keycloak-no-minimum", .adjusted, field: "passwordPolicy", line: node.line, key: .noteKeycloakNoMinimum))
        }
        return finish(policy, realm: root, notes: notes, location: node.location)
    }

    private func finish(
        _ policy: PasswordPolicy, realm root: SourceNode, notes: [ImportNote], location: SourceLocation
    ) -> ImportedPolicy {
        var policy = policy
        let realm = root["realm"]?.text
        let name = realm ?? "keycloak"
        policy.info = .imported(name: name, format: "Keycloak", resource: name, source: file)
        var imported = ImportedPolicy(policy: policy, format: .keycloak, resource: realm, notes: notes)
        imported.location = location
        imported.mfa = Self.mfa(root)
        return imported
    }

    /// A realm asks every user for a one-time code when its `CONFIGURE_TOTP` (or WebAuthn)
    /// required action is enabled as a default action for new users; enabled only, users may add one.
    static func mfa(_ realm: SourceNode) -> MFASetting? {
        guard let actions = realm["requiredActions"]?.elements else { return nil }
        var found: MFASetting?
        for (index, action) in actions.enumerated() {
            guard let alias = action["alias"]?.text, alias == "CONFIGURE_TOTP" || alias == "webauthn-register" else {
                continue
            }
            let field = "requiredActions[\(index)]"
            guard action["enabled"]?.text == "true" else { continue }
            if action["defaultAction"]?.text == "true" {
                return MFASetting(mode: .required, field: field, location: action.location)
            }
            found = MFASetting(mode: .optional, field: field, location: action.location)
        }
        return found ?? MFASetting(mode: .off, field: "requiredActions", location: realm["requiredActions"]?.location)
    }
}
