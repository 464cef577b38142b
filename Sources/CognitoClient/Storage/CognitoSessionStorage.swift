// SPDX-License-Identifier: Apache-2.0
/// Where a signed-in session is kept between runs: ``SessionStore`` (a 0600 file) for the command
/// line; an app conforms its Keychain item to this protocol.
///
/// ``CognitoIdentityClient/freshSession(in:_:at:margin:force:)`` refreshes a stored session under
/// the storage's lock, so that two processes (or two tasks) never spend the same refresh token: with
/// refresh-token rotation the second would be refused.
public protocol CognitoSessionStorage: Sendable {
    /// The saved session, or `nil` when there is none.
    func load() throws -> CognitoSession?
    /// Saves `session`, replacing what was there (atomically: a reader sees the old or the new one).
    func save(_ session: CognitoSession) throws
    /// Removes the saved session (nothing to do when there is none).
    func remove() throws
    /// Runs `body` while no other user of this storage runs its own (an advisory lock).
    func withLock<Value>(_ body: () async throws -> Value) async throws -> Value
}

extension SessionStore: CognitoSessionStorage {
    /// Runs `body` holding the session file's lock, waiting up to ``lockTimeout`` seconds for it.
    public func withLock<Value>(_ body: () async throws -> Value) async throws -> Value {
        try await withExclusiveLock(timeout: Self.lockTimeout, body)
    }
}
