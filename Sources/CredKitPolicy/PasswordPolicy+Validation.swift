// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitStrength

extension PasswordPolicy {
    /// Checks every value against Cognito's ranges and credkit's own limits.
    /// - Throws: ``PolicyError`` naming the first field that is out of range.
    public func validate() throws(PolicyError) {
        try Self.check(minimumLength, in: Self.minimumLengthRange, field: "MinimumLength")
        try Self.check(
            temporaryPasswordValidityDays, in: Self.temporaryPasswordValidityDaysRange,
            field: "TemporaryPasswordValidityDays")
        try Self.check(passwordHistorySize, in: Self.passwordHistorySizeRange, field: "PasswordHistorySize")
        let extraRules = self.extraRules
        if let maximum = extraRules.maximumLength {
            try Self.check(maximum, in: 1...Self.cognitoMaximumLength, field: "CredKit.MaximumLength")
            if maximum < minimumLength {
                throw PolicyError(
                    .outOfRange, key: .errorPolicyMaximumBelowMinimum,
                    arguments: ["max": String(maximum), "min": String(minimumLength)], field: "CredKit.MaximumLength")
            }
        }
        if let rule = extraRules.userContext {
            try Self.check(
                rule.minimumTokenLength, in: UserContextRule.minimumTokenLengthRange,
                field: "CredKit.RejectUserContext.MinimumTokenLength")
        }
        if let strength = extraRules.minimumStrength {
            try Self.check(strength.bars, in: 1...StrengthMeter.barCount, field: "CredKit.MinimumStrength.Bars")
        }
        for (field, patterns) in [
            ("CredKit.ForbiddenPatterns", extraRules.forbiddenPatterns),
            ("CredKit.RequiredPatterns", extraRules.requiredPatterns),
        ] {
            if patterns.count > ExtraRules.maximumPatternCount {
                throw PolicyError(
                    .tooManyPatterns, key: .errorPolicyTooManyPatterns,
                    arguments: ["max": String(ExtraRules.maximumPatternCount)], field: field)
            }
            for (index, pattern) in patterns.enumerated() {
                for language in Language.allCases where (pattern.messages[language] ?? "").isEmpty {
                    throw PolicyError(
                        .missingField, key: .errorPolicyMissingField, field: "\(field)[\(index)].Message.\(language.rawValue)")
                }
            }
        }
    }

    private static func check(_ value: Int, in range: ClosedRange<Int>, field: String) throws(PolicyError) {
        guard range.contains(value) else {
            throw PolicyError(
                .outOfRange, key: .errorPolicyOutOfRange,
                arguments: ["value": String(value)],
                localized: [
                    "allowed": LocalizedText(
                        key: .allowedIntegerRange,
                        arguments: [
                            "min": String(range.lowerBound), "max": String(range.upperBound),
                        ])
                ],
                field: field)
        }
    }
}
