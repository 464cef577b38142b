// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitPolicy
import Foundation

/// How a refresh token is exchanged for new tokens.
public enum RefreshMethod: String, Sendable, Hashable, Codable, CaseIterable {
    /// `GetTokensFromRefreshToken`: works whether or not the app client rotates refresh tokens, and
    /// hands out the new one when it does.
    case getTokensFromRefreshToken = "GetTokensFromRefreshToken"
    /// `InitiateAuth` with `REFRESH_TOKEN_AUTH`: app clients without rotation (and emulators that lack
    /// the newer operation).
    case initiateAuth = "InitiateAuth"
}

/// A signed-in session kept between `credkit cognito` runs.
///
/// `Codable` by way of its file's JSON (see `CognitoSession+File.swift`): an app that keeps a
/// session in its own storage (the Keychain, a database) stores the same members as the session
/// file, and either reads what the other wrote.
public struct CognitoSession: Sendable, Hashable {
    /// The tokens.
    public var tokens: AuthenticationTokens
    /// The app client the tokens belong to.
    public var clientID: String
    /// The region of the pool.
    public var region: String
    /// The name the user signed in with (for display).
    public var username: String
    /// When the tokens were obtained (seconds since 1970).
    public var obtainedAt: Double
    /// The user pool, when known (later commands need no `--user-pool-id`).
    public var userPoolID: String?
    /// The endpoint override the tokens came from (an emulator), if any.
    public var endpoint: String?
    /// How this session's refresh token is spent, once a refresh has found out; `nil` before the
    /// first refresh (see ``CognitoIdentityClient/freshSession(_:at:margin:force:)``).
    public var refreshMethod: RefreshMethod?
    /// The remembered device the tokens were issued to, if any: refreshes send its key.
    public var deviceKey: String?
    /// The user pool domain's base URL (`https://my-app.auth.eu-west-1.amazoncognito.com`) when the
    /// session came from a sign-in there (managed login): its revocation and userInfo endpoints
    /// are used for this session.
    public var domain: String?
    /// The user pool's password policy, when it was known at sign-in (`--policy`): later calls
    /// judge new passwords (change, reset, a new-password challenge) by it instead of Cognito's
    /// default. Saved in the session file as the policy's own JSON document.
    public var passwordPolicy: PasswordPolicy?

    /// Creates a session.
    /// - Parameters:
    ///   - tokens: the tokens.
    ///   - clientID: the app client they belong to.
    ///   - region: the pool's region.
    ///   - username: the name the user signed in with.
    ///   - obtainedAt: when the tokens were obtained.
    ///   - userPoolID: the user pool, if known.
    ///   - endpoint: the endpoint override, if any.
    public init(
        tokens: AuthenticationTokens, clientID: String, region: String, username: String, obtainedAt: Date = Date(),
        userPoolID: String? = nil, endpoint: String? = nil
    ) {
        self.tokens = tokens
        self.clientID = clientID
        self.region = region
        self.username = username
        self.obtainedAt = obtainedAt.timeIntervalSince1970
        self.userPoolID = userPoolID
        self.endpoint = endpoint
    }

    /// A session for tokens just obtained through a client with `configuration`: its app client,
    /// region, pool and endpoint are what later calls need.
    /// - Parameters:
    ///   - tokens: the tokens.
    ///   - username: the name the user signed in with.
    ///   - configuration: the client's configuration.
    ///   - obtainedAt: when the tokens were obtained.
    public init(
        tokens: AuthenticationTokens, username: String, configuration: CognitoIdentityClient.Configuration,
        obtainedAt: Date = Date()
    ) {
        self.init(
            tokens: tokens, clientID: configuration.clientID, region: configuration.region, username: username,
            obtainedAt: obtainedAt, userPoolID: configuration.userPoolID, endpoint: configuration.endpoint?.absoluteString)
    }

    /// The user's internal username: the access token's `username` claim (what SECRET_HASH hashes
    /// when refreshing), else the sign-in name.
    public var internalUsername: String {
        (try? JSONWebToken(compact: tokens.accessToken).claims.username) ?? username
    }

    /// Whether the access token should be refreshed before use: expired, expiring within `margin`
    /// seconds, or unreadable. Read from the token's own `exp` (checked locally, not verified).
    /// - Parameters:
    ///   - date: now.
    ///   - margin: seconds of life the token must still have.
    /// - Returns: `true` when a refresh is due.
    public func needsRefresh(at date: Date = Date(), margin: Double = 60) -> Bool {
        guard let token = try? JSONWebToken(compact: tokens.accessToken), let expiry = token.claims.expiresAt else { return true }
        return expiry - margin <= date.timeIntervalSince1970
    }
}

/// Where sessions live: `$XDG_STATE_HOME/credkit/session.json` (or `~/.local/state/credkit/`), the
/// directory 0700 and the file 0600, written atomically, removed on sign-out (with its lock file,
/// `session.json.lock`, which the last holder of the lock removes once there is no session).
public struct SessionStore: Sendable {
    /// The session file.
    public let file: URL

    /// A store at `file`.
    /// - Parameter file: the session file (`--session PATH`).
    public init(file: URL) {
        self.file = file
    }

    /// The default location for `environment`.
    /// - Parameter environment: the process environment.
    /// - Returns: the store, or `nil` when neither `XDG_STATE_HOME` nor `HOME` is set.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SessionStore? {
        let base: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        } else {
            return nil
        }
        return SessionStore(file: base.appendingPathComponent("credkit/session.json"))
    }

    /// Saves `session` (0600 file, 0700 directory, atomic replace).
    /// - Throws: the file system's error.
    public func save(_ session: CognitoSession) throws {
        try PrivateFile.write(Array(session.fileJSON.jsonText.utf8), to: file)
    }

    /// The saved session, or `nil` when there is none.
    ///
    /// A file that another user owns, or that others may read or write, is refused the way ssh
    /// refuses a private key it cannot trust: its tokens may have been read, or replaced.
    /// - Throws: ``SessionStoreError`` when the file exists but cannot be read, is not private to
    ///   this user, or is not a session.
    public func load() throws -> CognitoSession? {
        // Checked on the open descriptor, never by path and then opened: nothing can be swapped in
        // between; the folder must not let others replace the file either.
        let bytes: [UInt8]
        switch PrivateFile.readTrusted(file.path, forbiddenMode: 0o077, maximumBytes: Self.maximumFileBytes) {
        case .missing: return nil
        case .contents(let contents): bytes = contents
        case .unreadable: throw SessionStoreError(file: file.path, code: .unreadable)
        case .notOwned: throw SessionStoreError(file: file.path, code: .notOwned)
        case .loosePermissions: throw SessionStoreError(file: file.path, code: .loosePermissions)
        }
        let json = try? bytes.withUnsafeBufferPointer { buffer throws(JSONValue.ParseError) in try JSONValue(parsing: buffer) }
        guard let json, let session = CognitoSession(fileJSON: json) else {
            throw SessionStoreError(file: file.path, code: .notASession)
        }
        return session
    }

    /// The largest session file read (a session is a few KiB of tokens).
    public static let maximumFileBytes = 1 << 20

    /// The most seconds the `withExclusiveLock` methods wait for another process by default.
    public static let lockTimeout: TimeInterval = 15

    /// Runs `body` holding an exclusive advisory lock on the session (`flock(2)` on
    /// `session.json.lock` beside it, 0600), so that processes refreshing the same session take
    /// turns: the one that waited re-reads the file and finds the other's new tokens instead of
    /// spending a refresh token that refresh-token rotation has already replaced. The lock is the
    /// kernel's: a process that dies holding it releases it.
    /// - Parameters:
    ///   - timeout: the most seconds to wait for another process.
    ///   - body: the work to do under the lock.
    /// - Returns: what `body` returns.
    /// - Throws: ``SessionStoreError`` ``SessionStoreError/Code/locked`` after `timeout`, or
    ///   ``SessionStoreError/Code/unreadable`` when the lock file cannot be opened; else `body`'s error.
    public func withExclusiveLock<Value>(
        timeout: TimeInterval = lockTimeout, _ body: () async throws -> Value
    ) async throws -> Value {
        let deadline = Date().addingTimeInterval(timeout)
        var descriptor = try lockOnce(deadline: deadline)
        while descriptor == nil {
            try? await Task.sleep(for: .milliseconds(20))
            descriptor = try lockOnce(deadline: deadline)
        }
        let held = descriptor!
        defer { release(held) }
        return try await body()
    }

    /// Like the asynchronous `withExclusiveLock`, for synchronous work (saving a new session at sign-in,
    /// removing it at sign-out): the wait blocks the calling thread.
    public func withExclusiveLock<Value>(timeout: TimeInterval = lockTimeout, _ body: () throws -> Value) throws -> Value {
        let deadline = Date().addingTimeInterval(timeout)
        var descriptor = try lockOnce(deadline: deadline)
        while descriptor == nil {
            usleep(20_000)
            descriptor = try lockOnce(deadline: deadline)
        }
        let held = descriptor!
        defer { release(held) }
        return try body()
    }

    /// One attempt: the lock file's descriptor, locked, or `nil` to wait and try again (another
    /// process holds it, or it held it and removed the file meanwhile).
    /// - Throws: ``SessionStoreError`` when the file cannot be opened or the deadline has passed.
    private func lockOnce(deadline: Date) throws -> Int32? {
        let descriptor = try openLockFile()
        let locked: Bool
        do {
            locked = try tryLock(descriptor, deadline: deadline)
        } catch {
            close(descriptor)
            throw error
        }
        if locked && holdsCurrentLockFile(descriptor) { return descriptor }
        // Not ours yet, or the holder before us removed the lock file (a sign-out): start again.
        if locked { flock(descriptor, LOCK_UN) }
        close(descriptor)
        return nil
    }

    /// Whether the locked descriptor is still the file at the lock's path: a holder that removed
    /// the session also removes the lock file, so a waiter that then gets the lock on the removed
    /// file must start again on the path's new one (else two processes would hold "the" lock).
    private func holdsCurrentLockFile(_ descriptor: Int32) -> Bool {
        var held = stat()
        var current = stat()
        guard fstat(descriptor, &held) == 0, stat(file.path + ".lock", &current) == 0 else { return false }
        return held.st_ino == current.st_ino && held.st_dev == current.st_dev
    }

    /// Unlocks, removing the lock file first when the session is gone (nothing is left behind after
    /// a sign-out; the lock is still held, so no one else can be using that file).
    private func release(_ descriptor: Int32) {
        if !FileManager.default.fileExists(atPath: file.path) { unlink(file.path + ".lock") }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private func openLockFile() throws -> Int32 {
        let directory = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let lockPath = file.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw SessionStoreError(file: lockPath, code: .unreadable) }
        return descriptor
    }

    /// Whether the lock was taken now; throws once the deadline has passed.
    private func tryLock(_ descriptor: Int32, deadline: Date) throws -> Bool {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
        guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
            throw SessionStoreError(file: file.path, code: .locked)
        }
        return false
    }

    /// Removes the session file (signing out locally); no error when there is none.
    /// - Throws: the file system's error for other failures.
    public func remove() throws {
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        try FileManager.default.removeItem(at: file)
    }
}

/// A session file that exists but cannot be used. The message names the file, never its content.
public struct SessionStoreError: CredKitError, Hashable {
    /// What is wrong with the file.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of SessionStoreError.Code
        /// The file exists but cannot be read (permissions, a directory, an I/O error).
        public static let unreadable = Self(rawValue: "unreadable", textKey: .cognitoSessionUnreadable)
        /// The file is not a session credkit wrote.
        public static let notASession = Self(rawValue: "not-a-session", textKey: .cognitoSessionInvalid)
        /// The file belongs to another user.
        public static let notOwned = Self(rawValue: "not-owned", textKey: .cognitoSessionNotOwned)
        /// Others may read or write the file (its mode is not 0600).
        public static let loosePermissions = Self(rawValue: "loose-permissions", textKey: .cognitoSessionLoosePermissions)
        /// Another credkit process kept the session locked too long.
        public static let locked = Self(rawValue: "locked", textKey: .cognitoSessionLocked)
    }

    /// The file.
    public let file: String
    /// What is wrong with it.
    public let code: Code

    public var description: String { "\(file): \(code)" }

    /// The text to show.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence naming the file.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language, ["file": file])
    }
}
