// SPDX-License-Identifier: Apache-2.0
import CredKitJWT
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

    /// The scopes the token carries (its `scope` claim, split as a resource server splits it): what
    /// was granted, which may be more than was asked for (no scope asked: every scope the app
    /// client allows) or less. `nil` when the token names none (an ID token) or is not a JWT.
    public var scopes: [String]? { claims?.scopes }

    /// What the token says it is for (its `token_use` claim: `access` or `id`), or `nil` when it does
    /// not say.
    public var tokenUse: String? { claims?.tokenUse }

    /// The token's claims, read without checking its signature (it came from Cognito over TLS, or
    /// from this user's private cache); `nil` when it is not a JWT.
    private var claims: JWTClaims? { (try? JSONWebToken(compact: accessToken))?.claims }

    /// Whether it is still good for at least `margin` seconds at `date`.
    public func isUsable(at date: Date = Date(), margin: Double = 60) -> Bool {
        expiresAt - margin > date.timeIntervalSince1970
    }
}
