// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import Foundation

extension CognitoIdentityClient {
    /// `session` with an access token good for at least `margin` more seconds: refreshed when the
    /// token has expired or is about to (always with `force`), else returned unchanged.
    ///
    /// The first refresh uses `GetTokensFromRefreshToken`, which works whether or not the app client
    /// rotates refresh tokens and returns the new refresh token when it does (the session keeps it;
    /// save the session, as a spent token is refused with 4013). When the endpoint does not have that
    /// operation (an emulator answering "unknown operation" or a server error), the refresh falls back
    /// to `REFRESH_TOKEN_AUTH`. The method that worked is kept in ``CognitoSession/refreshMethod``.
    ///
    /// With a client secret, SECRET_HASH for the refresh is computed over the user's internal
    /// username (the access token's `username` claim, ``CognitoSession/internalUsername``), not the
    /// name they signed in with: that is what Cognito checks for `REFRESH_TOKEN_AUTH`. A session
    /// signed in on a remembered device sends its key (``CognitoSession/deviceKey``) with the refresh.
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
        switch session.refreshMethod {
        case .initiateAuth?:
            updated.tokens = try await refresh(refreshToken: refreshToken, username: username, deviceKey: session.deviceKey)
        case .getTokensFromRefreshToken?:
            updated.tokens = try await getTokensFromRefreshToken(refreshToken: refreshToken, deviceKey: session.deviceKey)
        case nil:
            // First refresh: the operation that works with and without rotation; an endpoint that
            // lacks it (an emulator) gets REFRESH_TOKEN_AUTH, and only its success settles the method
            // (it works only for app clients that do not rotate).
            do {
                updated.tokens = try await getTokensFromRefreshToken(refreshToken: refreshToken, deviceKey: session.deviceKey)
                updated.refreshMethod = .getTokensFromRefreshToken
            } catch  where error.endpointLacksOperation {
                updated.tokens = try await refresh(refreshToken: refreshToken, username: username, deviceKey: session.deviceKey)
                updated.refreshMethod = .initiateAuth
            }
        }
        updated.obtainedAt = now.timeIntervalSince1970
        return (updated, true)
    }
}

/// What ``CognitoIdentityClient/freshSession(in:_:at:margin:force:)`` found.
public struct SessionRefresh: Sendable, Hashable {
    /// The session to use: the stored one, or refreshed (and saved).
    public var session: CognitoSession
    /// Whether it was refreshed now.
    public var refreshed: Bool
    /// When the access token used before expired or would expire (seconds since 1970), when it was
    /// readable: for "the token expired 3 min ago; refreshed".
    public var previousExpiry: Double?
}

extension CognitoIdentityClient {
    /// The stored session with an access token good for at least `margin` more seconds: refreshed
    /// and saved when it has expired or is about to (always with `force`).
    ///
    /// The refresh runs under `storage`'s lock and starts by reading the storage again: a process
    /// that waited for another one's refresh uses the tokens it saved instead of spending a refresh
    /// token that rotation may already have replaced.
    /// - Parameters:
    ///   - storage: where the session is kept.
    ///   - session: the session as loaded (used when the storage has none any more).
    ///   - now: the moment the token must be good at.
    ///   - margin: seconds of life the access token must still have.
    ///   - force: refresh even when the token is still good.
    /// - Returns: the session to use, whether it was refreshed, and the old token's expiry.
    /// - Throws: ``CognitoError`` from the refresh (8001 when a refresh is due and there is no
    ///   refresh token; nothing is sent), or the storage's error from reading, locking or saving.
    public func freshSession(
        in storage: some CognitoSessionStorage, _ session: CognitoSession, at now: Date = Date(), margin: Double = 60,
        force: Bool = false
    ) async throws -> SessionRefresh {
        let previousExpiry = (try? JSONWebToken(compact: session.tokens.accessToken))?.claims.expiresAt
        guard force || session.needsRefresh(at: now, margin: margin) else {
            return SessionRefresh(session: session, refreshed: false, previousExpiry: previousExpiry)
        }
        return try await storage.withLock {
            let current = try storage.load() ?? session
            let (fresh, refreshed) = try await freshSession(current, at: now, margin: margin, force: force)
            if refreshed { try storage.save(fresh) }
            return SessionRefresh(
                session: fresh, refreshed: refreshed,
                previousExpiry: (try? JSONWebToken(compact: current.tokens.accessToken))?.claims.expiresAt)
        }
    }
}
