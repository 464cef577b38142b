// SPDX-License-Identifier: Apache-2.0
/// A policy as Apple's password rules: the value of an iOS `UITextInputPasswordRules` descriptor or
/// an HTML `passwordrules` attribute, so that AutoFill suggests passwords the pool accepts.
public struct PasswordRulesDescriptor: Sendable, Hashable {
    /// The rules, such as `minlength: 8; maxlength: 256; required: lower; …`.
    public let value: String
    /// The policy's checks the syntax cannot say (by their policy-file names: `Blocklist`,
    /// `Breached`, `RejectUserContext`, `MinimumStrength`, `ForbiddenPatterns`, `RequiredPatterns`).
    /// AutoFill's passwords are long and random, so they pass these almost always — but not surely.
    public let inexpressible: [String]
}

extension PasswordPolicy {
    /// Cognito's 32 symbols as a custom character class of Apple's rules syntax: a `-` may only come
    /// first and a `]` only last (Apple's `PasswordRulesParser.js`), nothing is escaped.
    static let passwordRulesSymbolClass: String = customClass(Set(PasswordPolicy.symbols))

    /// A custom class of Apple's syntax holding `characters`: `-` first, `]` last, the rest sorted.
    static func customClass(_ characters: Set<Character>) -> String {
        let inner = String(characters.subtracting(["-", "]"]).sorted())
        return "[" + (characters.contains("-") ? "-" : "") + inner + (characters.contains("]") ? "]" : "") + "]"
    }

    /// The policy as Apple's password rules.
    ///
    /// Required classes become `required:` rules, one each (each must appear); the classes the policy
    /// does not require but Cognito accepts become one `allowed:` rule. Symbols are Cognito's 32 as a
    /// custom class rather than Apple's `special`, which also holds a space (Cognito refuses one at
    /// either end). A required pattern that is one bracket class of ASCII characters, such as
    /// `[A-Za-z]`, becomes a `required:` rule too (`required: lower, upper;` — one of them); any other
    /// pattern is listed as inexpressible. For an HTML attribute, escape the value's `"`, `'`, `&`, `<`
    /// and `>` as entities.
    public var passwordRules: PasswordRulesDescriptor {
        var rules = ["minlength: \(minimumLength)", "maxlength: \(effectiveMaximumLength)"]
        let classes: [(required: Bool, name: String)] = [
            (requireLowercase, "lower"), (requireUppercase, "upper"), (requireNumbers, "digit"),
            (requireSymbols, Self.passwordRulesSymbolClass),
        ]
        rules += classes.filter(\.required).map { "required: \($0.name)" }
        let patternRules = extraRules.requiredPatterns.map { Self.passwordRulesClasses(forPattern: $0.pattern) }
        rules += patternRules.compactMap { $0 }.map { "required: " + $0.joined(separator: ", ") }
        // A class a required pattern names is already allowed by that rule.
        let named = Set(patternRules.compactMap { $0 }.joined())
        let allowed = classes.filter { !$0.required && !named.contains($0.name) }.map(\.name)
        if !allowed.isEmpty { rules.append("allowed: " + allowed.joined(separator: ", ")) }
        var inexpressible = extraRules.checkNames
        if !patternRules.contains(where: { $0 == nil }) { inexpressible.removeAll { $0 == "RequiredPatterns" } }
        return PasswordRulesDescriptor(value: rules.joined(separator: "; ") + ";", inexpressible: inexpressible)
    }

    /// Apple's classes for a pattern that is exactly one bracket class of printable ASCII (ranges and
    /// single characters, `\` escaping the next one), such as `[A-Za-z]` → `lower, upper`; `nil` for
    /// anything else (a negated class, a quantifier, text around it, a non-ASCII character).
    static func passwordRulesClasses(forPattern pattern: String) -> [String]? {
        let characters = Array(pattern.unicodeScalars)
        guard characters.count >= 3, characters.first == "[", characters.last == "]", characters[1] != "^" else {
            return nil
        }
        var members = Set<Character>()
        var index = 1
        let end = characters.count - 1
        func printable(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x21 && scalar.value <= 0x7E }
        while index < end {
            var scalar = characters[index]
            var escaped = false
            if scalar == "\\" {
                escaped = true
                index += 1
                guard index < end, printable(characters[index]), !characters[index].properties.isAlphabetic,
                    !("0"..."9").contains(characters[index])
                else { return nil }
                scalar = characters[index]
            } else if scalar == "[" || scalar == "]" {
                return nil
            }
            guard printable(scalar) else { return nil }
            if !escaped, index + 2 < end, characters[index + 1] == "-" {
                let upper = characters[index + 2]
                guard printable(upper), upper != "\\", upper != "]", upper.value >= scalar.value else { return nil }
                for value in scalar.value...upper.value { members.insert(Character(Unicode.Scalar(value)!)) }
                index += 3
                continue
            }
            members.insert(Character(scalar))
            index += 1
        }
        guard !members.isEmpty else { return nil }
        var names: [String] = []
        for (name, set) in [
            ("lower", "abcdefghijklmnopqrstuvwxyz"), ("upper", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), ("digit", "0123456789"),
        ] {
            let set = Set(set)
            if set.isSubset(of: members) {
                names.append(name)
                members.subtract(set)
            }
        }
        if !members.isEmpty { names.append(customClass(members)) }
        return names
    }
}

extension ExtraRules {
    /// The policy-file names of the extensions that judge a whole password (not lengths or
    /// classes), in the file's order: what a rules syntax of lengths and classes cannot carry.
    public var checkNames: [String] {
        var names: [String] = []
        if blocklist != nil { names.append("Blocklist") }
        if breached != nil { names.append("Breached") }
        if userContext != nil { names.append("RejectUserContext") }
        if minimumStrength != nil { names.append("MinimumStrength") }
        if !forbiddenPatterns.isEmpty { names.append("ForbiddenPatterns") }
        if !requiredPatterns.isEmpty { names.append("RequiredPatterns") }
        return names
    }
}
