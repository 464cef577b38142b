// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The articles' two other indicators under a change-password form, as functions: they compare
/// with Swift's `String` equality, as the articles' code does (canonically equivalent texts, such
/// as `é` typed precomposed or with a combining accent, are equal).
public enum PasswordIndicators {
    /// The "passwords match" indicator.
    /// - Parameters:
    ///   - password: the new password.
    ///   - confirmation: the password typed again.
    /// - Returns: `nil` while either field is empty (the articles hide the indicator then), else
    ///   whether the two are equal.
    public static func confirmationMatches(_ password: String, _ confirmation: String) -> Bool? {
        guard !password.isEmpty && !confirmation.isEmpty else { return nil }
        return password == confirmation
    }

    /// The "new password differs from the current one" check.
    /// - Parameters:
    ///   - newPassword: the new password.
    ///   - currentPassword: the current password.
    /// - Returns: whether they differ.
    public static func differs(_ newPassword: String, from currentPassword: String) -> Bool {
        newPassword != currentPassword
    }

    /// The indicator's text.
    /// - Parameters:
    ///   - matches: the result of ``confirmationMatches(_:_:)``.
    ///   - language: the text's language.
    /// - Returns: "Passwords match" or "Passwords do not match".
    public static func confirmationText(_ matches: Bool, in language: Language) -> String {
        Texts.string(matches ? .indicatorPasswordsMatch : .indicatorPasswordsDiffer, in: language)
    }

    /// The message shown when the new password equals the current one.
    /// - Parameter language: the text's language.
    /// - Returns: "The new password must be different from the current one".
    public static func sameAsCurrentText(in language: Language) -> String {
        Texts.string(.indicatorSameAsCurrent, in: language)
    }
}
