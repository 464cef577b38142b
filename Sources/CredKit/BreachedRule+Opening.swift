// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitNetwork
import CredKitPolicy
import CredKitPwnedPasswords
import Foundation

extension BreachedRule.Source {
    /// Opens the source, with the network when the rule asks the range API: the index file, or a
    /// `PwnedPasswordsRangeClient` for the official service or the rule's URL. Pass the result to
    /// `PasswordChecker(policy:breachedSource:)` (the checker alone never opens the network).
    ///
    /// ```swift
    /// let checker = try PasswordChecker(
    ///     policy: policy, breachedSource: try policy.extraRules.breached?.source.opening())
    /// ```
    /// - Parameters:
    ///   - timeout: seconds each range request may take (the index ignores it).
    ///   - transport: how range requests are sent.
    /// - Returns: the source to check with.
    /// - Throws: `BreachedPasswordError` for an index that cannot be opened or read (`unreadable`,
    ///   `invalid-index`, …) or a URL that is not absolute, not `https` or not `http` on a loopback
    ///   address (`invalid-url`).
    public func opening(
        timeout: TimeInterval = 10, transport: any HTTPTransport = PlatformHTTPTransport()
    ) throws(BreachedPasswordError) -> any BreachedPasswordSource {
        switch self {
        case .index:
            return try open()
        case .online(nil):
            return try PwnedPasswordsRangeClient(transport: transport, timeout: timeout)
        case .online(let base?):
            guard let url = URL(string: base) else {
                throw BreachedPasswordError(
                    .invalidURL, .breachedReasonURL, ["url": base], problem: LocalizedText(key: .breachedProblemURLForm))
            }
            return try PwnedPasswordsRangeClient(baseURL: url, transport: transport, timeout: timeout)
        }
    }
}
