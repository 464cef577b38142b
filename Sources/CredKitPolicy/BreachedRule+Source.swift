// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import Foundation

extension BreachedRule.Source {
    /// Opens the source without the network: the index file. This module never opens the network, so
    /// an online rule needs a client given to the checker (`PwnedPasswordsRangeClient`, in
    /// `CredKitPwnedPasswords`), or the umbrella `CredKit`'s `opening(timeout:transport:)`, which
    /// makes one.
    ///
    /// ``PasswordChecker`` calls this for a policy's own source when it is given none.
    /// - Returns: the index.
    /// - Throws: `BreachedPasswordError` for an index that cannot be opened or read (`unreadable`,
    ///   `invalid-index`, …), and `no-client` for an online rule.
    public func open() throws(BreachedPasswordError) -> any BreachedPasswordSource {
        switch self {
        case .index(let path):
            return try BreachedPasswordIndex(path: path)
        case .online(let base):
            throw BreachedPasswordError(
                .noClient, .breachedReasonNoClient, ["url": base ?? "https://api.pwnedpasswords.com"])
        }
    }
}
