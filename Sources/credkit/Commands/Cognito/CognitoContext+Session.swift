// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

// The saved session: loading, saving under the lock, refreshing.
extension CognitoContext {
    /// The saved session, if any.
    /// - Throws: ``CLIFailure`` (exit 2) for a file that exists but is not a session.
    func loadSession() throws -> CognitoSession? {
        try sessionStorage.load()
    }

    /// The saved session; without one, the articles' 8001 "No active session" (exit 2, nothing sent).
    func requireSession() throws -> CognitoSession {
        guard let session = try loadSession() else {
            throw report(
                CognitoError(nil, .noSession),
                message: CLITexts.string(.cognitoNoSession, in: language, ["file": store.file.path]))
        }
        return session
    }

    /// The session file, its failures reported naming it.
    var sessionStorage: ReportingSessionStore { ReportingSessionStore(store: store, language: language) }

    /// Signs in and saves through the library, over this run's session and devices files.
    func sessionManager(_ client: CognitoIdentityClient) -> CognitoSessionManager {
        CognitoSessionManager(client: client, sessions: sessionStorage, devices: deviceStorage)
    }

    /// Saves `session`, under the session lock (a refresh running in another process finishes
    /// first and is then replaced, rather than overwriting a newer sign-in).
    /// - Throws: ``CLIFailure`` (exit 2) naming the file when it cannot be written.
    func save(_ session: CognitoSession) async throws {
        try await sessionStorage.withLock { try sessionStorage.save(session) }
    }

    /// Removes the session file.
    /// - Returns: whether there was one.
    func removeSession() throws -> Bool {
        do {
            return try store.withExclusiveLock {
                let existed = FileManager.default.fileExists(atPath: store.file.path)
                try sessionStorage.remove()
                return existed
            }
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// `session` with an access token good for at least another 60 s: refreshed (and saved, under
    /// the session lock) when it has expired or is about to, or always with `force`.
    /// - Returns: the session to use and whether it was refreshed.
    func freshSession(_ session: CognitoSession, client: CognitoIdentityClient, force: Bool = false) async throws -> (
        CognitoSession, Bool
    ) {
        let now = Date()
        let refresh: SessionRefresh
        do {
            refresh = try await client.freshSession(in: store, session, at: now, force: force)
        } catch let error as CognitoError where error.code == .noSession {
            throw report(error, message: CLITexts.string(.cognitoNoRefreshToken, in: language, ["file": store.file.path]))
        } catch let error as CognitoError {
            throw report(error)
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        } catch {
            throw failure(.cognitoSessionNotSaved, ["file": store.file.path, "reason": systemReason(error, in: language)])
        }
        if refresh.refreshed && !force {
            let state: String
            if let before = refresh.previousExpiry {
                let key: CLITextKey = before <= now.timeIntervalSince1970 ? .jwtExpiredRelative : .jwtExpiresRelative
                state = CLITexts.string(
                    key, in: language, ["when": Display.relative(before - now.timeIntervalSince1970, in: language)])
            } else {
                state = CLITexts.string(.cognitoUnreadableToken, in: language)
            }
            Console.writeError("credkit: " + CLITexts.string(.cognitoAutoRefreshed, in: language, ["state": state]) + "\n")
        }
        return (refresh.session, refresh.refreshed)
    }
}
