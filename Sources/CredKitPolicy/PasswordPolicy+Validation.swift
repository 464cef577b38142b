// SPDX-License-Identifier: Apache-2.0
import CredKitStrength
import _CredKitCore

extension PasswordPolicy {
    /// Checks every value against Cognito's ranges and credkit's own limits.
    /// - Throws: ``PolicyError`` naming the first field that is out of range.
    public func validate() throws(PolicyError) {
        try Self.check(minimumLength, in: Self.minimumLengthRange, field: "MinimumLength")
        try Self.check(
            temporaryPasswordValidityDays, in: Self.temporaryPasswordValidityDaysRange,
            field: "TemporaryPasswordValidityDays")
        try Self.check(passwordHistorySize, in: Self.passwordHistorySizeRange, field: "PasswordHistorySize")
        let extensions = self.extensions
        if let maximum = extensions.maximumLength {
            try Self.check(maximum, in: 1...Self.cognitoMaximumLength, field: "CredKit.MaximumLength")
            if maximum < minimumLength {
                throw PolicyError(
                    .outOfRange, key: .errorPolicyMaximumBelowMinimum,
                    arguments: ["max": String(maximum), "min": String(minimumLength)], field: "CredKit.MaximumLength")
            }
        }
        if let rule = extensions.userContext {
            try Self.check(
                rule.minimumTokenLength, in: UserContextRule.minimumTokenLengthRange,
                field: "CredKit.RejectUserContext.MinimumTokenLength")
        }
        if let strength = extensions.minimumStrength {
            try Self.check(strength.bars, in: 1...StrengthMeter.barCount, field: "CredKit.MinimumStrength.Bars")
        }
        for (field, patterns) in [
            ("CredKit.ForbiddenPatterns", extensions.forbiddenPatterns),
            ("CredKit.RequiredPatterns", extensions.requiredPatterns),
        ] {
            if patterns.count > PolicyExtensions.maximumPatternCount {
                throw PolicyError(
                    .tooManyPatterns, key: .errorPolicyTooManyPatterns,
                    arguments: ["max": String(PolicyExtensions.maximumPatternCount)], field: field)
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
