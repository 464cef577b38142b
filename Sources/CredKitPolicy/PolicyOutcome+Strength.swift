// SPDX-License-Identifier: Apache-2.0
import CredKitStrength

extension PolicyOutcome {
    /// The password's rating on `model`, as a stream shows it next to each verdict.
    ///
    /// When the policy's minimum-strength rule already rated the password on the same meter, that
    /// rating is returned rather than computed twice; otherwise the password is rated now.
    /// - Parameters:
    ///   - password: the password's UTF-8 bytes, as evaluated.
    ///   - model: the meter.
    ///   - estimator: for the `guesses` meter, an estimator prepared once with the user's details
    ///     (`PasswordGuessEstimator(userInputs:)`); `nil` uses the plain one.
    /// - Returns: the rating, or `nil` when the bytes are not UTF-8 (there is nothing to rate).
    public func strength(
        of password: UnsafeBufferPointer<UInt8>, on model: StrengthModel, estimator: PasswordGuessEstimator? = nil
    ) -> StrengthResult? {
        guard !failedRules.contains(.invalidEncoding) else { return nil }
        if let strength, strength.model == model { return strength }
        let text = String(decoding: password, as: UTF8.self)
        if model == .guesses, let estimator { return StrengthMeter.evaluate(text, with: estimator) }
        return StrengthMeter.evaluate(text, model: model)
    }
}
