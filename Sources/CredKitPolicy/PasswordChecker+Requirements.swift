// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// One line of a policy's requirement checklist.
public struct PolicyRequirement: Sendable, Hashable {
    /// The rule the line describes.
    public var rule: PolicyRule
    /// The line's text, such as "Minimum 8 characters".
    public var text: String

    /// Creates a requirement line.
    /// - Parameters:
    ///   - rule: the rule.
    ///   - text: the text.
    public init(rule: PolicyRule, text: String) {
        self.rule = rule
        self.text = text
    }
}

extension PasswordChecker {
    /// The policy as a checklist, like the articles' "Password requirements" box.
    /// - Parameter language: the language of the lines.
    /// - Returns: one line per rule the policy enforces, in reporting order.
    public func requirements(in language: Language) -> [PolicyRequirement] {
        let extraRules = policy.extraRules
        var lines: [PolicyRequirement] = [
            PolicyRequirement(
                rule: .minimumLength,
                text: Texts.string(.requirementMinimumLength, in: language, ["min": String(policy.minimumLength)])),
            PolicyRequirement(
                rule: .maximumLength,
                text: Texts.string(.requirementMaximumLength, in: language, ["max": String(policy.effectiveMaximumLength)])),
        ]
        if policy.platform.rejectsOuterWhitespace {
            lines.append(
                PolicyRequirement(
                    rule: .leadingOrTrailingWhitespace, text: Texts.string(.requirementNoOuterWhitespace, in: language)))
        }
        if policy.requireUppercase {
            lines.append(PolicyRequirement(rule: .requireUppercase, text: Texts.string(.requirementUppercase, in: language)))
        }
        if policy.requireLowercase {
            lines.append(PolicyRequirement(rule: .requireLowercase, text: Texts.string(.requirementLowercase, in: language)))
        }
        if policy.requireNumbers {
            lines.append(PolicyRequirement(rule: .requireNumbers, text: Texts.string(.requirementNumber, in: language)))
        }
        if policy.requireSymbols {
            lines.append(
                PolicyRequirement(
                    rule: .requireSymbols,
                    text: Texts.string(.requirementSymbol, in: language, ["symbols": PasswordPolicy.symbols])))
        }
        if let count = blocklistCount {
            lines.append(
                PolicyRequirement(
                    rule: .commonPassword, text: Texts.string(.requirementNotCommon, in: language, ["count": String(count)])))
        }
        if extraRules.breached != nil {
            lines.append(
                PolicyRequirement(rule: .breachedPassword, text: Texts.string(.requirementNotBreached, in: language)))
        }
        if extraRules.userContext != nil {
            lines.append(
                PolicyRequirement(rule: .containsUserContext, text: Texts.string(.requirementNoUserContext, in: language)))
        }
        if let strength = extraRules.minimumStrength {
            lines.append(
                PolicyRequirement(
                    rule: .minimumStrength,
                    text: Texts.string(
                        .requirementMinimumStrength, in: language,
                        [
                            "bars": String(strength.bars), "model": strength.model.rawValue,
                        ])))
        }
        for index in extraRules.forbiddenPatterns.indices {
            lines.append(
                PolicyRequirement(rule: .forbiddenPattern, text: patternMessage(at: index, required: false, in: language)))
        }
        for index in extraRules.requiredPatterns.indices {
            lines.append(PolicyRequirement(rule: .requiredPattern, text: patternMessage(at: index, required: true, in: language)))
        }
        return lines
    }
}
