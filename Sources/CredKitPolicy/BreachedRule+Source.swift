// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import Foundation
import _CredKitCore

extension BreachedRule.Source {
    /// Opens the source: the index file, or a range client for the official service or the
    /// rule's URL.
    ///
    /// ``PasswordChecker`` calls this for a policy's own source; an app that wants its own
    /// transport, retry policy or cache size makes a `PwnedPasswordsRangeClient` itself and passes
    /// it as the checker's `breachedSource`.
    /// - Parameter timeout: seconds each range request may take (the index ignores it).
    /// - Returns: the source to check with.
    /// - Throws: `BreachedPasswordError` for an index that cannot be opened or read (`unreadable`,
    ///   `invalid-index`, …) or a URL that is not absolute, not `https` or not `http` on a loopback
    ///   address (`invalid-url`).
    public func open(timeout: TimeInterval = 10) throws(BreachedPasswordError) -> any BreachedPasswordSource {
        switch self {
        case .index(let path):
            return try BreachedPasswordIndex(path: path)
        case .online(nil):
            return try PwnedPasswordsRangeClient(timeout: timeout)
        case .online(let base?):
            guard let url = URL(string: base) else {
                throw BreachedPasswordError(
                    .invalidURL, .breachedReasonURL, ["url": base], problem: LocalizedText(key: .breachedProblemURLForm))
            }
            return try PwnedPasswordsRangeClient(baseURL: url, timeout: timeout)
        }
    }
}
