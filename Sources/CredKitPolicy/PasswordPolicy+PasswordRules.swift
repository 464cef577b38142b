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
    static let passwordRulesSymbolClass: String = {
        let inner = Set(PasswordPolicy.symbols).subtracting(["-", "]"])
        return "[-" + String(inner.sorted()) + "]]"
    }()

    /// The policy as Apple's password rules.
    ///
    /// Required classes become `required:` rules, one each (each must appear); the classes the policy
    /// does not require but Cognito accepts become one `allowed:` rule. Symbols are Cognito's 32 as a
    /// custom class rather than Apple's `special`, which also holds a space (Cognito refuses one at
    /// either end). For an HTML attribute, escape the value's `"`, `'`, `&`, `<` and `>` as entities.
    public var passwordRules: PasswordRulesDescriptor {
        var rules = ["minlength: \(minimumLength)", "maxlength: \(effectiveMaximumLength)"]
        let classes: [(required: Bool, name: String)] = [
            (requireLowercase, "lower"), (requireUppercase, "upper"), (requireNumbers, "digit"),
            (requireSymbols, Self.passwordRulesSymbolClass),
        ]
        rules += classes.filter(\.required).map { "required: \($0.name)" }
        let allowed = classes.filter { !$0.required }.map(\.name)
        if !allowed.isEmpty { rules.append("allowed: " + allowed.joined(separator: ", ")) }
        return PasswordRulesDescriptor(value: rules.joined(separator: "; ") + ";", inexpressible: extraRules.checkNames)
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
