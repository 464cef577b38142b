// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitStrength

/// What a password screen shows for the current text of its fields; made by
/// ``PasswordFieldChecker/status(password:confirmation:currentPassword:)``.
public struct PasswordFieldStatus: Sendable, Hashable {
    /// One line of the requirement checklist.
    public struct Requirement: Sendable, Hashable {
        /// The rule the line stands for.
        public var rule: PolicyRule
        /// The line's text, as `credkit policy show` prints it ("Minimum 8 characters").
        public var text: String
        /// Whether the password meets it: the tick.
        public var isMet: Bool

        /// Creates a line.
        public init(rule: PolicyRule, text: String, isMet: Bool) {
            self.rule = rule
            self.text = text
            self.isMet = isMet
        }
    }

    /// The four-bar meter.
    public struct Meter: Sendable, Hashable {
        /// The full rating (model, score, and the `guesses` estimate with crack times).
        public var result: StrengthResult
        /// Bars to fill, 0–4.
        public var bars: Int { result.bars }
        /// The bars' colour: red, orange, yellow or green.
        public var color: StrengthColor { result.color }
        /// "Weak", "Fair", "Good", "Strong" (or their Spanish).
        public var label: String
        /// The `guesses` meter's warning ("This is a very common password"), if any.
        public var warning: String?
        /// The `guesses` meter's suggestions, in order.
        public var suggestions: [String]

        /// Creates a meter state.
        public init(result: StrengthResult, label: String, warning: String? = nil, suggestions: [String] = []) {
            self.result = result
            self.label = label
            self.warning = warning
            self.suggestions = suggestions
        }
    }

    /// A yes/no indicator with its text.
    public struct Indicator: Sendable, Hashable {
        /// Whether the condition holds ("passwords match", "differs from the current one").
        public var isMet: Bool
        /// The text to show for that state.
        public var text: String

        /// Creates an indicator.
        public init(isMet: Bool, text: String) {
            self.isMet = isMet
            self.text = text
        }
    }

    /// Every requirement of the policy, in `credkit policy show`'s order.
    public var requirements: [Requirement]
    /// The meter.
    public var meter: Meter
    /// "Passwords match" / "Passwords do not match"; `nil` while either field is empty or the screen
    /// has no confirmation field (the articles hide it then).
    public var confirmation: Indicator?
    /// "New password differs from the current one"; `nil` without a current password or while
    /// either is empty.
    public var differsFromCurrent: Indicator?
    /// Whether the form may be sent: every requirement met, the confirmation (if any) equal, and the
    /// new password different from the current one (if given).
    public var canSubmit: Bool

    /// Creates a status.
    public init(
        requirements: [Requirement], meter: Meter, confirmation: Indicator?, differsFromCurrent: Indicator?, canSubmit: Bool
    ) {
        self.requirements = requirements
        self.meter = meter
        self.confirmation = confirmation
        self.differsFromCurrent = differsFromCurrent
        self.canSubmit = canSubmit
    }
}
