// SPDX-License-Identifier: Apache-2.0
/// The one shape of the errors credkit's libraries throw: a closed set of stable codes, and the
/// whole message in each ``Language``.
///
/// ``PolicyError``, ``JWTError`` and `CognitoError` have it; a code's `rawValue` is what scripts
/// match and what `credkit` prints in JSON (`"unknown-field"`, `"expired"`), and it never changes
/// meaning. Every code has a text in every language (a test keeps it so).
public protocol CredKitError: Error, Sendable, CustomStringConvertible {
    /// The error's codes: a closed enumeration of kebab-case strings.
    associatedtype Code: CredKitErrorCode

    /// What went wrong.
    var code: Code { get }

    /// The full message: what the code means and what exactly was found, never a secret.
    /// - Parameter language: the message's language.
    func message(in language: Language) -> String
}

extension CredKitError {
    /// `code: message`, in English.
    public var description: String { "\(code.rawValue): \(message(in: .english))" }
}

/// A stable error code: one of a closed set, written as a kebab-case string.
public protocol CredKitErrorCode: RawRepresentable, CaseIterable, Sendable, Hashable, CustomStringConvertible
where RawValue == String {}

extension CredKitErrorCode {
    public var description: String { rawValue }
}

/// The text a code's message is built on (the tests check every code has one in every table).
package protocol TextKeyed {
    /// The module's key type.
    associatedtype Key: TextKey
    var textKey: Key { get }
}
