// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// The session file as ``CognitoSessionManager`` uses it, its failures as the command line reports
/// them: ``CLIFailure`` (exit 2) naming the file.
struct ReportingSessionStore: CognitoSessionStorage {
    let store: SessionStore
    let language: Language

    func load() throws -> CognitoSession? {
        do {
            return try store.load()
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    func save(_ session: CognitoSession) throws {
        do {
            try store.save(session)
        } catch {
            throw storageFailure(error, .cognitoSessionNotSaved, file: store.file, language)
        }
    }

    func remove() throws {
        do {
            try store.remove()
        } catch {
            throw storageFailure(error, .cognitoSessionNotRemoved, file: store.file, language)
        }
    }

    func withLock<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await store.withLock(body)
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        }
    }
}

/// The devices file as ``CognitoSessionManager`` uses it, its failures reported as the session
/// file's are: ``CLIFailure`` (exit 2) naming the file.
struct ReportingDeviceStore: RememberedDeviceStorage {
    let store: DeviceStore
    let language: Language

    func device(pool: String, username: String) throws -> RememberedDevice? {
        try reported { try store.device(pool: pool, username: username) }
    }

    func save(_ device: RememberedDevice, pool: String, username: String) throws {
        try reported { try store.save(device, pool: pool, username: username) }
    }

    @discardableResult
    func remove(pool: String, username: String) throws -> RememberedDevice? {
        try reported { try store.remove(pool: pool, username: username) }
    }

    private func reported<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            throw storageFailure(error, .cognitoSessionNotSaved, file: store.file, language)
        }
    }
}

/// A session or devices file's failure as a usage error: an unusable file says so itself, a write
/// that failed is `key` with the file and the system's reason.
private func storageFailure(_ error: any Error, _ key: CLITextKey, file: URL, _ language: Language) -> CLIFailure {
    if let error = error as? SessionStoreError { return CLIFailure(message: error.message(in: language)) }
    return CLIFailure(
        message: CLITexts.string(key, in: language, ["file": file.path, "reason": systemReason(error, in: language)]))
}
