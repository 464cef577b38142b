// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension CrackTimes {
    /// Seconds for `attacker` to reach the password's guess count.
    /// - Parameter attacker: who guesses, and how fast.
    /// - Returns: seconds.
    public func seconds(against attacker: Attacker) -> Double { guesses / attacker.guessesPerSecond }

    /// Seconds for `attacker` to reach the password's guess count, in words ("3 hours", "centuries").
    /// - Parameters:
    ///   - attacker: who guesses, and how fast.
    ///   - language: the text's language.
    /// - Returns: the rounded duration.
    public func display(against attacker: Attacker, in language: Language) -> String {
        Self.display(seconds: seconds(against: attacker), in: language)
    }
}
