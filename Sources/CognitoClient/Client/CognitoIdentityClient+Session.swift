// SPDX-License-Identifier: Apache-2.0
import CredKit
import Foundation
import _CredKitCore

extension CognitoIdentityClient {
    /// `session` with an access token good for at least `margin` more seconds: refreshed when the
    /// token has expired or is about to (always with `force`), else returned unchanged.
    ///
    /// With a client secret, SECRET_HASH for the refresh is computed over the user's internal
    /// username (the access token's `username` claim, ``CognitoSession/internalUsername``), not the
    /// name they signed in with: that is what Cognito checks for `REFRESH_TOKEN_AUTH`.
    /// - Parameters:
    ///   - session: the saved session.
    ///   - now: the moment the token must be good at.
    ///   - margin: seconds of life the access token must still have.
    ///   - force: refresh even when the token is still good (`credkit cognito refresh`).
    /// - Returns: the session to use (new tokens and `obtainedAt` when refreshed) and whether it was
    ///   refreshed; the caller saves it.
    /// - Throws: ``CognitoError`` ``CognitoError/Code/noSession`` (8001) when a refresh is due and the
    ///   session has no refresh token (nothing is sent); else the refresh's errors (4000–4008, 1000–1002).
    public func freshSession(_ session: CognitoSession, at now: Date = Date(), margin: Double = 60, force: Bool = false)
        async throws(CognitoError) -> (session: CognitoSession, refreshed: Bool)
    {
        guard force || session.needsRefresh(at: now, margin: margin) else { return (session, false) }
        guard let refreshToken = session.tokens.refreshToken else { throw CognitoError(.initiateAuth, .noSession) }
        let username = configuration.clientSecret == nil ? nil : session.internalUsername
        var updated = session
        updated.tokens = try await refresh(refreshToken: refreshToken, username: username)
        updated.obtainedAt = now.timeIntervalSince1970
        return (updated, true)
    }
}
