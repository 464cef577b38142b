// SPDX-License-Identifier: Apache-2.0
import Foundation

/// An access token from the client-credentials grant (machine to machine): no user, no ID token,
/// no refresh token — a new one is asked for when it expires.
public struct MachineToken: Sendable, Hashable {
    /// The access token.
    public var accessToken: String
    /// Seconds it was valid for when issued.
    public var expiresIn: Int
    /// `Bearer`.
    public var tokenType: String
    /// When it was obtained (seconds since 1970).
    public var obtainedAt: Double

    /// A token.
    public init(accessToken: String, expiresIn: Int, tokenType: String = "Bearer", obtainedAt: Date = Date()) {
        self.accessToken = accessToken
        self.expiresIn = expiresIn
        self.tokenType = tokenType
        self.obtainedAt = obtainedAt.timeIntervalSince1970
    }

    /// When it expires (seconds since 1970).
    public var expiresAt: Double { obtainedAt + Double(expiresIn) }

    /// Whether it is still good for at least `margin` seconds at `date`.
    public func isUsable(at date: Date = Date(), margin: Double = 60) -> Bool {
        expiresAt - margin > date.timeIntervalSince1970
    }
}
