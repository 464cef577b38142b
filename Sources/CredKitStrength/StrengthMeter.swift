// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Scores passwords on the articles' four-bar meters.
///
/// Both checklist models reproduce the articles' Swift code exactly, `Character` semantics included:
/// `Character.isUppercase` counts `É`, `Σ` and other non-ASCII capitals, `Character.isNumber` counts
/// `½` and Arabic-Indic digits, and a letter with a combining accent is one character.
public enum StrengthMeter {
    /// The number of bars every meter draws.
    public static let barCount = 4

    /// The Spanish article's symbol set.
    static let checklistSymbols: Set<Character> = Set("!@#$%^&*()_+-=[]{}|;:,.<>?")
    /// The English article's symbol set.
    static let checklistBasicSymbols: Set<Character> = Set("!@#$%^&*")

    /// The estimator the ``StrengthModel/guesses`` model uses (reference year: this year).
    static let estimator = PasswordGuessEstimator()

    /// Rates `password` with the `guesses` model of a given estimator (one prepared with a user's
    /// inputs, or another reference year).
    /// - Parameters:
    ///   - password: the password.
    ///   - estimator: the estimator.
    ///   - userInputs: extra user data for this password (replacing the estimator's).
    /// - Returns: bars, colour, score and the full estimate.
    public static func evaluate(_ password: String, with estimator: PasswordGuessEstimator, userInputs: [String] = [])
        -> StrengthResult
    {
        let estimate = estimator.estimate(password, userInputs: userInputs)
        let colors: [StrengthColor] = [.red, .red, .orange, .yellow, .green]
        return StrengthResult(
            model: .guesses, bars: estimate.bars, color: colors[estimate.score], score: estimate.score, estimate: estimate)
    }

    /// Rates a secret drawn at random with `entropyBits` of entropy (a generated password or
    /// passphrase): its guesses are known exactly — an attacker who knows the construction needs
    /// half of its 2^bits outcomes on average, 2^(bits − 1) — so no pattern estimate applies.
    /// Bars, colour and score follow the guesses meter's thresholds (10^3, 10^6, 10^8, 10^10).
    /// - Parameter entropyBits: the construction's entropy.
    /// - Returns: the rating, without an estimate (see ``guessesLog10(entropyBits:)``).
    public static func evaluate(entropyBits: Double) -> StrengthResult {
        let log10Guesses = guessesLog10(entropyBits: entropyBits)
        let score = log10Guesses < 3 ? 0 : log10Guesses < 6 ? 1 : log10Guesses < 8 ? 2 : log10Guesses < 10 ? 3 : 4
        let colors: [StrengthColor] = [.red, .red, .orange, .yellow, .green]
        return StrengthResult(model: .guesses, bars: max(1, score), color: colors[score], score: score)
    }

    /// log10 of the average guesses for a secret of `entropyBits`: (bits − 1) × log10 2 (0 for
    /// fewer than one bit).
    public static func guessesLog10(entropyBits: Double) -> Double {
        max(0, entropyBits - 1) * log10(2.0)
    }

    /// Rates `password` with `model`.
    /// - Parameters:
    ///   - password: the password.
    ///   - model: the meter.
    ///   - userInputs: the user's email, name and the like; only the `guesses` model uses them.
    /// - Returns: bars, colour and score (and, for `guesses`, the full estimate).
    public static func evaluate(_ password: String, model: StrengthModel = .guesses, userInputs: [String] = []) -> StrengthResult
    {
        switch model {
        case .guesses:
            return evaluate(password, with: estimator, userInputs: userInputs)
        case .checklist:
            var score = 0
            if password.count >= 8 { score += 1 }
            if password.contains(where: { $0.isUppercase }) { score += 1 }
            if password.contains(where: { $0.isLowercase }) { score += 1 }
            if password.contains(where: { $0.isNumber }) { score += 1 }
            if password.contains(where: { checklistSymbols.contains($0) }) { score += 1 }
            switch score {
            case ...1: return StrengthResult(model: model, bars: 1, color: .red, score: score)
            case 2: return StrengthResult(model: model, bars: 2, color: .orange, score: score)
            case 3: return StrengthResult(model: model, bars: 3, color: .yellow, score: score)
            default: return StrengthResult(model: model, bars: 4, color: .green, score: score)
            }
        case .checklistBasic:
            var score = 0
            if password.count >= 8 { score += 1 }
            if password.contains(where: { $0.isUppercase }) { score += 1 }
            if password.contains(where: { $0.isNumber }) { score += 1 }
            if password.contains(where: { checklistBasicSymbols.contains($0) }) { score += 1 }
            let color: StrengthColor
            switch score {
            case ...1: color = .red
            case 2: color = .orange
            case 3: color = .yellow
            default: color = .green
            }
            return StrengthResult(model: model, bars: score, color: color, score: score)
        }
    }
}
