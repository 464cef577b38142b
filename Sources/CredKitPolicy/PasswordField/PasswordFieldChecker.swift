// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// Everything a password screen shows while the user types, from one call per keystroke: the
/// policy's requirement checklist with a tick per line, the four-bar meter with its colour, label and
/// feedback, "passwords match" and "new ≠ current".
///
/// Make one when the screen appears (it prepares the meter with the user's details once) and call
/// ``status(password:confirmation:currentPassword:)`` on every change. It is a `Sendable` value:
/// keep it in a view model or pass it to a task.
///
/// ```swift
/// let field = PasswordFieldChecker(checker: try PasswordChecker(policy: pool), language: .spanish)
/// let status = field.status(password: "Contraseña2024", confirmation: "Contraseña2024")
/// status.requirements.map { "\($0.isMet ? "✓" : "·") \($0.text)" }   // the checklist
/// status.meter.bars; status.meter.color; status.meter.label            // 2, .orange, "Regular"
/// status.confirmation?.text                                             // "Las contraseñas coinciden"
/// status.canSubmit                                                      // false: no symbol
/// ```
public struct PasswordFieldChecker: Sendable {
    /// The policy being shown.
    public let checker: PasswordChecker
    /// The meter drawn under the field.
    public let meter: StrengthModel
    /// The user's details, for the user-context rule and the `guesses` meter.
    public let context: UserContext
    /// The language of every text in the status.
    public let language: Language
    /// The requirement lines, made once.
    private let lines: [PolicyRequirement]
    /// The `guesses` estimator prepared with the user's details (`nil` for the checklist meters).
    private let estimator: PasswordGuessEstimator?

    /// Prepares a password field.
    /// - Parameters:
    ///   - checker: the pool's policy.
    ///   - meter: the meter to draw; `guesses` (the default) gives feedback too.
    ///   - context: the user's email, username and name, when the screen knows them.
    ///   - language: the language of the texts.
    public init(
        checker: PasswordChecker, meter: StrengthModel = .guesses, context: UserContext = UserContext(),
        language: Language = .english
    ) {
        self.checker = checker
        self.meter = meter
        self.context = context
        self.language = language
        self.lines = checker.requirements(in: language)
        self.estimator =
            meter == .guesses
            ? PasswordGuessEstimator(
                userInputs: [context.email, context.username, context.name].compactMap { $0 }, extraWords: checker.extraWords,
                languages: checker.strengthLanguages)
            : nil
    }

    /// The password's breached-password verdict, fetched from the service first when the policy's
    /// source is one (the range API). ``status(password:confirmation:currentPassword:)`` never waits
    /// on the network: until this has fetched a password's answer, a policy that asks the range API
    /// shows its breached line unmet (fail-closed) for that password. Call it from a task when the user
    /// pauses or submits, then ask for the status again.
    /// - Parameter password: the password field's text.
    /// - Returns: the verdict, or `nil` when the policy has no breached-password rule.
    public func breachedStatus(password: String) async -> BreachLookup? {
        guard let source = checker.breachedSource else { return nil }
        await checker.prefetchBreached([password])
        return source.makeLookup().lookup(SHA1Digest(hashing: password))
    }

    /// The screen's state for the current text of its fields.
    /// - Parameters:
    ///   - password: the (new) password field.
    ///   - confirmation: the "repeat password" field, on screens that have one.
    ///   - currentPassword: the current password, on a change-password screen.
    /// - Returns: the checklist, meter and indicators; ``PasswordFieldStatus/canSubmit`` says whether
    ///   the form may be sent.
    public func status(password: String, confirmation: String? = nil, currentPassword: String? = nil) -> PasswordFieldStatus {
        let evaluator = checker.makeEvaluator(context: context)
        var text = password
        let outcome = text.withUTF8 { evaluator.evaluate($0) }

        var requirements: [PasswordFieldStatus.Requirement] = []
        requirements.reserveCapacity(lines.count)
        var forbidden = 0
        var required = 0
        for line in lines {
            let isMet: Bool
            switch line.rule {
            case .forbiddenPattern:
                isMet = outcome.forbiddenPatternMatches & (1 << UInt64(forbidden)) == 0
                forbidden += 1
            case .requiredPattern:
                isMet = outcome.requiredPatternMisses & (1 << UInt64(required)) == 0
                required += 1
            default:
                isMet = !outcome.failedRules.contains(PolicyRuleSet(line.rule))
            }
            requirements.append(.init(rule: line.rule, text: line.text, isMet: isMet))
        }

        // The policy's own minimum-strength rating is reused when it is the meter on screen.
        let strength: StrengthResult
        if let rated = outcome.strength, rated.model == meter, meter != .guesses || context.isEmpty {
            strength = rated
        } else if let estimator {
            strength = StrengthMeter.evaluate(password, with: estimator)
        } else {
            strength = StrengthMeter.evaluate(password, model: meter)
        }

        var confirmationStatus: PasswordFieldStatus.Indicator?
        if let confirmation, let matches = PasswordIndicators.confirmationMatches(password, confirmation) {
            confirmationStatus = .init(isMet: matches, text: PasswordIndicators.confirmationText(matches, in: language))
        }
        var differsStatus: PasswordFieldStatus.Indicator?
        if let currentPassword, !password.isEmpty, !currentPassword.isEmpty {
            let differs = PasswordIndicators.differs(password, from: currentPassword)
            differsStatus = .init(
                isMet: differs,
                text: differs
                    ? Texts.string(.indicatorDiffersFromCurrent, in: language)
                    : PasswordIndicators.sameAsCurrentText(in: language))
        }

        let feedback = strength.estimate?.feedback
        let meterStatus = PasswordFieldStatus.Meter(
            result: strength, label: strength.label(in: language),
            warning: feedback?.warning?.message(in: language),
            suggestions: feedback?.suggestions.map { $0.message(in: language) } ?? [])
        let canSubmit =
            outcome.isValid && (confirmation == nil || password == confirmation) && (differsStatus?.isMet ?? true)
        return PasswordFieldStatus(
            requirements: requirements, meter: meterStatus, confirmation: confirmationStatus,
            differsFromCurrent: differsStatus, canSubmit: canSubmit)
    }
}
