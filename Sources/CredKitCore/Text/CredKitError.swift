// SPDX-License-Identifier: Apache-2.0
/// The one shape of the errors credkit's libraries throw: stable codes (an open set: a later version
/// may add some, see ``CredKitErrorCode``), and the whole message in each ``Language``.
///
/// `PolicyError`, `JWTError` and `CognitoError` have it; a code's `rawValue` is what scripts
/// match and what `credkit` prints in JSON (`"unknown-field"`, `"expired"`), and it never changes
/// meaning. Every code has a text in every language (a test keeps it so).
public protocol CredKitError: Error, Sendable, CustomStringConvertible {
    /// The error's codes: kebab-case strings, an open set (``CredKitErrorCode``).
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

/// A stable error code, written as a kebab-case string.
///
/// The set is open, as jwt-kit's `JWTError.ErrorType`: a later version may add codes, so compare with
/// `==` or `switch` with a `default` — adding one breaks no caller. Each error's codes are
/// `static let`s of its `Code` struct; `allCases` lists the ones this version knows and
/// `init(rawValue:)` finds one of them by name.
public protocol CredKitErrorCode: RawRepresentable, CaseIterable, Sendable, Hashable, CustomStringConvertible
where RawValue == String, AllCases == [Self] {}

extension CredKitErrorCode {
    public var description: String { rawValue }

    /// The known code named `rawValue`, or `nil` when this version has none by that name.
    public init?(rawValue: String) {
        guard let code = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = code
    }
}

/// The text a code's message is built on (declared with the code; every key has both languages).
package protocol TextKeyed {
    /// The module's key type.
    associatedtype Key: TextKey
    var textKey: Key { get }
}
