// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// Remembered devices kept between `credkit cognito` runs: one JSON file, 0600, replaced atomically
/// (`devices.json` beside the session file), one device per user pool and user. It outlives the
/// session: signing out keeps the device, so the next sign-in on this machine proves it again.
/// Changes are read, made and written under an exclusive lock (`devices.json.lock`, as the
/// session's), so two sign-ins at once both keep their device.
public struct DeviceStore: Sendable {
    /// The file.
    public let file: URL

    /// A store at `file`.
    public init(file: URL) {
        self.file = file
    }

    /// The store beside a session file (`devices.json` in the same private folder).
    /// - Parameter sessionFile: the session file.
    public init(besideSession sessionFile: URL) {
        self.init(file: sessionFile.deletingLastPathComponent().appendingPathComponent("devices.json"))
    }

    /// The device remembered for `username` in `userPoolID` (or the app client, without a pool ID).
    /// - Throws: ``SessionStoreError`` for a file that is not private, not ours or not a device list.
    public func device(pool: String, username: String) throws -> RememberedDevice? {
        try entries().first { $0.pool == pool && $0.username == username }?.device
    }

    /// Keeps `device` for `username` in `pool`, replacing the one kept before.
    /// - Throws: ``SessionStoreError`` for an unusable file; the file system's error when writing fails.
    public func save(_ device: RememberedDevice, pool: String, username: String) throws {
        try SessionStore(file: file).withExclusiveLock {
            var list = try entries().filter { !($0.pool == pool && $0.username == username) }
            list.append(Entry(pool: pool, username: username, device: device))
            try write(list)
        }
    }

    /// Forgets the device kept for `username` in `pool`, if any.
    /// - Returns: the device forgotten.
    /// - Throws: as ``save(_:pool:username:)``.
    @discardableResult
    public func remove(pool: String, username: String) throws -> RememberedDevice? {
        try SessionStore(file: file).withExclusiveLock { () throws -> RememberedDevice? in
            let list = try entries()
            guard let found = list.first(where: { $0.pool == pool && $0.username == username }) else { return nil }
            try write(list.filter { !($0.pool == pool && $0.username == username) })
            return found.device
        }
    }

    private struct Entry {
        var pool: String
        var username: String
        var device: RememberedDevice
    }

    private func entries() throws -> [Entry] {
        let bytes: [UInt8]
        switch PrivateFile.readTrusted(file.path, forbiddenMode: 0o077, maximumBytes: SessionStore.maximumFileBytes) {
        case .missing: return []
        case .contents(let contents): bytes = contents
        case .unreadable: throw SessionStoreError(file: file.path, code: .unreadable)
        case .notOwned: throw SessionStoreError(file: file.path, code: .notOwned)
        case .loosePermissions: throw SessionStoreError(file: file.path, code: .loosePermissions)
        }
        let json = try? bytes.withUnsafeBufferPointer { buffer throws(JSONValue.ParseError) in try JSONValue(parsing: buffer) }
        guard case .array(let items)? = json?.objectValue?["devices"] else {
            throw SessionStoreError(file: file.path, code: .notASession)
        }
        return try items.map { item throws(SessionStoreError) in
            guard let object = item.objectValue, let pool = object["pool"]?.stringValue,
                let username = object["username"]?.stringValue, let key = object["key"]?.stringValue,
                let groupKey = object["groupKey"]?.stringValue, let password = object["password"]?.stringValue
            else { throw SessionStoreError(file: file.path, code: .notASession) }
            return Entry(
                pool: pool, username: username,
                device: RememberedDevice(key: key, groupKey: groupKey, password: password, name: object["name"]?.stringValue))
        }
    }

    private func write(_ list: [Entry]) throws {
        let items: [JSONValue] = list.map { entry in
            var members: [JSONObject.Member] = [
                .init(key: "groupKey", value: .string(entry.device.groupKey)),
                .init(key: "key", value: .string(entry.device.key)),
            ]
            if let name = entry.device.name { members.append(.init(key: "name", value: .string(name))) }
            members += [
                .init(key: "password", value: .string(entry.device.password)),
                .init(key: "pool", value: .string(entry.pool)),
                .init(key: "username", value: .string(entry.username)),
            ]
            return .object(JSONObject(members))
        }
        let text = JSONValue.object(JSONObject([.init(key: "devices", value: .array(items))])).jsonText + "\n"
        try PrivateFile.write(Array(text.utf8), to: file)
    }
}
