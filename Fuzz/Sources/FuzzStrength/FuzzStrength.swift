// SPDX-License-Identifier: Apache-2.0
import CredKit
import FuzzSupport

/// Passwords (any bytes, decoded as UTF-8 with replacement, as the CLI would refuse them otherwise)
/// on the three meters, with the user's details as inputs: bars stay within 0–4 and guesses finite.
@main
enum FuzzStrength {
    static func main() {
        let estimator = PasswordGuessEstimator(userInputs: ["jose.garcia@example.com", "José García"])
        Fuzzer.run { input in
            let password = String(decoding: input, as: UTF8.self)
            for model in StrengthModel.allCases {
                let result =
                    model == .guesses
                    ? StrengthMeter.evaluate(password, with: estimator) : StrengthMeter.evaluate(password, model: model)
                if !(0...StrengthMeter.barCount).contains(result.bars) { fatalError("bars out of range: \(result.bars)") }
                if let estimate = result.estimate {
                    if !estimate.guessesLog10.isFinite || estimate.guessesLog10 < 0 { fatalError("guesses out of range") }
                    _ = estimate.feedback.warning?.message(in: .spanish)
                    _ = estimate.crackTimes.display(.offlineSlowHash, in: .english)
                }
                _ = result.label(in: .spanish)
            }
            _ = PasswordIndicators.differs(password, from: "Passw0rd!")
        }
    }
}
