// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A four-bar password-strength meter.
public enum StrengthModel: String, Sendable, CaseIterable, Hashable {
    /// The default: zxcvbn's guess-count estimate (``PasswordGuessEstimator``), score 0–4 on
    /// log10(guesses) thresholds 3/6/8/10; scores 0 and 1 draw one red bar, 2 two orange, 3 three
    /// yellow, 4 four green.
    case guesses
    /// The Spanish article's meter: five criteria (8+ characters, uppercase, lowercase, number,
    /// a symbol from `!@#$%^&*()_+-=[]{}|;:,.<>?`), score 0–5; 0–1 → 1 bar, 2 → 2, 3 → 3, 4–5 → 4.
    case checklist
    /// The English article's meter: four criteria (8+ characters, uppercase, number, a symbol from
    /// `!@#$%^&*`), score 0–4 and bars equal to the score.
    case checklistBasic = "checklist-basic"
}

/// The colour of a meter's filled bars.
public enum StrengthColor: String, Sendable, CaseIterable, Hashable {
    case red, orange, yellow, green
}

/// What a strength meter says about one password.
///
/// It carries no UI: a SwiftUI view draws it as four capsules, the first ``bars`` filled with ``color``:
///
/// ```swift
/// HStack(spacing: 4) {
///     ForEach(0..<StrengthMeter.barCount, id: \.self) { index in
///         Capsule()
///             .fill(index < result.bars ? Color(result.color) : Color(.systemGray5))
///             .frame(height: 4)
///     }
/// }
/// Text(result.label(in: .english))
/// ```
public struct StrengthResult: Sendable, Hashable {
    /// The meter that produced the result.
    public var model: StrengthModel
    /// Filled bars, 0 to 4.
    public var bars: Int
    /// The colour of the filled bars.
    public var color: StrengthColor
    /// The model's raw score (0–5 for ``StrengthModel/checklist``, 0–4 for the other two).
    public var score: Int
    /// The ``StrengthModel/guesses`` model's full estimate (guesses, crack times, feedback).
    public var estimate: GuessEstimate?

    /// Creates a result.
    /// - Parameters:
    ///   - model: the meter.
    ///   - bars: filled bars, 0 to 4.
    ///   - color: bar colour.
    ///   - score: the model's raw score.
    ///   - estimate: the guesses model's estimate.
    public init(model: StrengthModel, bars: Int, color: StrengthColor, score: Int, estimate: GuessEstimate? = nil) {
        self.model = model
        self.bars = bars
        self.color = color
        self.score = score
        self.estimate = estimate
    }

    /// The result for a password found in breached-password data, whatever the model estimated: one
    /// red bar, and with the `guesses` model the warning ``StrengthFeedback/Warning/breachedPassword``
    /// (its suggestions kept). A breached password is the first one an attacker tries.
    /// - Returns: the downgraded result.
    public func markedBreached() -> StrengthResult {
        var result = self
        result.bars = 1
        result.color = .red
        result.score = 0
        if var estimate = result.estimate {
            estimate.feedback.warning = .breachedPassword
            result.estimate = estimate
        }
        return result
    }

    /// The label under the bars: Weak, Fair, Good, Strong (Débil, Regular, Buena, Fuerte).
    /// - Parameter language: the label's language.
    /// - Returns: the label for the number of bars; none or one bar is "Weak".
    public func label(in language: Language) -> String {
        let key: StrengthTextKey
        switch bars {
        case ...1: key = .strengthWeak
        case 2: key = .strengthFair
        case 3: key = .strengthGood
        default: key = .strengthStrong
        }
        return Texts.string(key, in: language)
    }
}
