// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import CredKitJWT
import Foundation
import Testing

@testable import CognitoClient

@Suite("Session store")
struct SessionStoreTests {
    static func token(exp: Double, username: String = "307bf033") -> String {
        let header = Base64URL.encode(Array(#"{"alg":"RS256","kid":"k"}"#.utf8))
        let payload = Base64URL.encode(Array(#"{"exp":\#(Int(exp)),"username":"\#(username)","token_use":"access"}"#.utf8))
        return header + "." + payload + ".c2ln"
    }

    @Test("The file is credkit's own compact JSON, keys sorted; files Foundation's JSONEncoder wrote still load")
    func fileFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-format-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(file: folder.appendingPathComponent("session.json"))
        let session = CognitoSession(
            tokens: AuthenticationTokens(accessToken: "a.b.c", idToken: "i.d.t", refreshToken: "r/\"1", expiresIn: 3600),
            clientID: "client", region: "eu-west-1", username: "josé@example.com",
            obtainedAt: Date(timeIntervalSince1970: 1_764_082_800.25), userPoolID: "eu-west-1_Ab",
            endpoint: "http://127.0.0.1:5000/")
        try store.save(session)
        let written = try String(contentsOf: store.file, encoding: .utf8)
        #expect(
            written
                == #"{"clientID":"client","endpoint":"http://127.0.0.1:5000/","obtainedAt":1764082800.25,"region":"eu-west-1","#
                + #""tokens":{"accessToken":"a.b.c","expiresIn":3600,"idToken":"i.d.t","refreshToken":"r/\"1","tokenType":"Bearer"},"#
                + #""userPoolID":"eu-west-1_Ab","username":"josé@example.com"}"#)
        #expect(try JSONDecoder().decode(CognitoSession.self, from: Data(written.utf8)) == session)

        // What earlier versions wrote with the synthesised `Codable` and JSONEncoder (sorted keys,
        // "\/" for every slash, the policy's members sorted too), with and without the optional
        // members; and what an app's JSONEncoder writes now, which is the file's members.
        var withPolicy = session
        withPolicy.refreshMethod = .initiateAuth
        withPolicy.deviceKey = "eu-west-1_d1"
        withPolicy.domain = "https://app.auth.eu-west-1.amazoncognito.com"
        var policy = PasswordPolicy(minimumLength: 10, requireSymbols: false)
        policy.info.name = "pool:eu-west-1_Ab"
        withPolicy.passwordPolicy = policy
        let bare = CognitoSession(
            tokens: AuthenticationTokens(accessToken: "a", idToken: "i", refreshToken: nil, expiresIn: 60), clientID: "c",
            region: "r", username: "u", obtainedAt: Date(timeIntervalSince1970: 1_764_082_800))
        let earlier = [
            (
                session,
                #"{"clientID":"client","endpoint":"http:\/\/127.0.0.1:5000\/","obtainedAt":1764082800.25,"region":"eu-west-1","#
                    + #""tokens":{"accessToken":"a.b.c","expiresIn":3600,"idToken":"i.d.t","refreshToken":"r\/\"1","tokenType":"Bearer"},"#
                    + #""userPoolID":"eu-west-1_Ab","username":"josé@example.com"}"#
            ),
            (
                withPolicy,
                #"{"clientID":"client","deviceKey":"eu-west-1_d1","domain":"https:\/\/app.auth.eu-west-1.amazoncognito.com","#
                    + #""endpoint":"http:\/\/127.0.0.1:5000\/","obtainedAt":1764082800.25,"#
                    + #""passwordPolicy":{"CredKit":{"Name":"pool:eu-west-1_Ab"},"MinimumLength":10,"PasswordHistorySize":0,"#
                    + #""RequireLowercase":true,"RequireNumbers":true,"RequireSymbols":false,"RequireUppercase":true,"#
                    + #""TemporaryPasswordValidityDays":7},"refreshMethod":"InitiateAuth","region":"eu-west-1","#
                    + #""tokens":{"accessToken":"a.b.c","expiresIn":3600,"idToken":"i.d.t","refreshToken":"r\/\"1","tokenType":"Bearer"},"#
                    + #""userPoolID":"eu-west-1_Ab","username":"josé@example.com"}"#
            ),
            (
                bare,
                #"{"clientID":"c","obtainedAt":1764082800,"region":"r","tokens":{"accessToken":"a","expiresIn":60,"idToken":"i","tokenType":"Bearer"},"username":"u"}"#
            ),
        ]
        for (expected, text) in earlier {
            try PrivateFile.write(Array(text.utf8), to: store.file)
            #expect(try store.load() == expected, "\(text)")
            #expect(try JSONDecoder().decode(CognitoSession.self, from: Data(text.utf8)) == expected)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for expected in [session, withPolicy, bare] {
            let encoded = try encoder.encode(expected)
            try store.save(expected)
            // The same members as the file (JSONEncoder sorts the policy's members; the file keeps the document's order).
            let file = try Data(contentsOf: store.file)
            #expect(
                try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
                    == JSONSerialization.jsonObject(with: file) as? NSDictionary)
            try PrivateFile.write(Array(encoded), to: store.file)
            #expect(try store.load() == expected)
        }
        // A decoder refuses what the file's reader refuses.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CognitoSession.self, from: Data(#"{"clientID":"c","region":"r","username":"u"}"#.utf8))
        }
        for broken in [
            #"{"clientID":"c","obtainedAt":1,"region":"r","username":"u","tokens":{"accessToken":"a","idToken":"i","expiresIn":1.5,"tokenType":"Bearer"}}"#,
            #"{"clientID":"c","obtainedAt":1,"region":"r","username":"u","tokens":{"accessToken":"a","idToken":"i","expiresIn":1,"tokenType":"Bearer","refreshToken":7}}"#,
            #"{"clientID":"c","region":"r","username":"u","tokens":{"accessToken":"a","idToken":"i","expiresIn":1,"tokenType":"Bearer"}}"#,
            #"[]"#, #"{"clientID":"c""#,
        ] {
            try PrivateFile.write(Array(broken.utf8), to: store.file)
            #expect(throws: SessionStoreError.self, "\(broken)") { try store.load() }
        }
    }

    @Test("A session keeps its pool's password policy as the policy's own document; one that does not read is no session")
    func passwordPolicy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-policy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(file: folder.appendingPathComponent("session.json"))
        var session = CognitoSession(
            tokens: AuthenticationTokens(accessToken: "a", idToken: "i", refreshToken: "r", expiresIn: 60), clientID: "c",
            region: "eu-west-1", username: "u", obtainedAt: Date(timeIntervalSince1970: 100))
        var policy = PasswordPolicy(minimumLength: 10, requireSymbols: false)
        policy.extraRules.blocklist = BlocklistRule()
        policy.info.name = "pool:eu-west-1_Ab"
        session.passwordPolicy = policy
        try store.save(session)
        #expect(
            try String(contentsOf: store.file, encoding: .utf8)
                == #"{"clientID":"c","obtainedAt":100,"passwordPolicy":{"MinimumLength":10,"RequireUppercase":true,"#
                + #""RequireLowercase":true,"RequireNumbers":true,"RequireSymbols":false,"PasswordHistorySize":0,"#
                + #""TemporaryPasswordValidityDays":7,"CredKit":{"Name":"pool:eu-west-1_Ab","Blocklist":true}},"region":"eu-west-1","#
                + #""tokens":{"accessToken":"a","expiresIn":60,"idToken":"i","refreshToken":"r","tokenType":"Bearer"},"username":"u"}"#
        )
        #expect(try store.load() == session)
        // Codable (an app's own storage) carries it too.
        #expect(try JSONDecoder().decode(CognitoSession.self, from: try JSONEncoder().encode(session)) == session)
        for broken in [#""passwordPolicy":{"MinimumLength":3}"#, #""passwordPolicy":"cognito-default""#] {
            let text =
                #"{"clientID":"c","obtainedAt":1,"region":"r","username":"u","#
                + #""tokens":{"accessToken":"a","idToken":"i","expiresIn":1,"tokenType":"Bearer"},"# + broken + "}"
            try PrivateFile.write(Array(text.utf8), to: store.file)
            #expect(throws: SessionStoreError(file: store.file.path, code: .notASession), "\(broken)") { try store.load() }
        }
    }

    @Test("Saved 0600 in a 0700 directory under XDG_STATE_HOME, read back, removed on sign-out")
    func roundTrip() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let store = try #require(SessionStore.standard(environment: ["XDG_STATE_HOME": base.path, "HOME": "/nonexistent"]))
        #expect(store.file.path == base.path + "/credkit/session.json")
        #expect(try store.load() == nil)
        let session = CognitoSession(
            tokens: AuthenticationTokens(
                accessToken: Self.token(exp: 2_000_000_000), idToken: "id", refreshToken: "refresh", expiresIn: 3600),
            clientID: "client", region: "eu-west-1", username: "jose@example.com")
        try store.save(session)
        let fileMode = try FileManager.default.attributesOfItem(atPath: store.file.path)[.posixPermissions] as? Int
        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: store.file.deletingLastPathComponent().path)[.posixPermissions]
            as? Int
        #expect(fileMode == 0o600 && directoryMode == 0o700)
        #expect(try store.load() == session)
        // Replaced atomically: no temporary files left beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: store.file.deletingLastPathComponent().path) == ["session.json"])
        try store.remove()
        #expect(try store.load() == nil)
        try store.remove()  // twice is fine
        #expect(
            SessionStore.standard(environment: ["HOME": "/home/ana"])?.file.path == "/home/ana/.local/state/credkit/session.json")
        #expect(SessionStore.standard(environment: [:]) == nil)
    }

    @Test("A damaged session file is reported by name, without its content")
    func damaged() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-session-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try writePrivately(Data("{\"tokens\": \"eyJsecret\"".utf8), to: file)
        let error = SessionStoreError(file: file.path, code: .notASession)
        #expect(throws: error) { try SessionStore(file: file).load() }
        #expect(error.message(in: .english) == "\(file.path): not a credkit session file")
        #expect(error.message(in: .spanish) == "\(file.path): no es un archivo de sesión de credkit")
        // A directory where the file should be cannot be read.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-session-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: SessionStoreError(file: directory.path, code: .unreadable)) { try SessionStore(file: directory).load() }
    }

    @Test("A session file others may read or write is refused, with how to fix it (as ssh does)")
    func loosePermissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-perm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(file: folder.appendingPathComponent("session.json"))
        try store.save(
            CognitoSession(
                tokens: AuthenticationTokens(accessToken: "a", idToken: "i", refreshToken: "r", expiresIn: 3600),
                clientID: "c", region: "eu-west-1", username: "ana"))
        #expect(try store.load()?.username == "ana")
        for mode in [0o644, 0o640, 0o604, 0o660, 0o606] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: store.file.path)
            #expect(throws: SessionStoreError(file: store.file.path, code: .loosePermissions)) { try store.load() }
        }
        let error = SessionStoreError(file: store.file.path, code: .loosePermissions)
        #expect(
            error.message(in: .english)
                == "\(store.file.path): other users may read or change the session file (its tokens may have been seen); refusing to use it: run chmod 600 \(store.file.path), or sign in again"
        )
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store.file.path)
        #expect(try store.load()?.username == "ana")
        // Another user's file.
        if geteuid() == 0 {
            #expect(chown(store.file.path, 65534, 65534) == 0)
            #expect(throws: SessionStoreError(file: store.file.path, code: .notOwned)) { try store.load() }
            #expect(chown(store.file.path, 0, 0) == 0)
        } else {
            #expect(throws: SessionStoreError(file: "/etc/passwd", code: .notOwned)) {
                try SessionStore(file: URL(fileURLWithPath: "/etc/passwd")).load()
            }
        }
        #expect(
            SessionStoreError(file: "/x", code: .notOwned).message(in: .spanish)
                == "/x: el archivo de sesión pertenece a otro usuario; no se usará")
        // A symbolic link is not followed.
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: store.file)
        #expect(throws: SessionStoreError(file: link.path, code: .unreadable)) { try SessionStore(file: link).load() }
    }

    @Test(
        "A folder others may write is refused (unless sticky); credkit's own folder is tightened to 0700; checks are on the open file"
    )
    func folderAndDescriptorChecks() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("credkit")
        let store = SessionStore(file: folder.appendingPathComponent("session.json"))
        let session = CognitoSession(
            tokens: AuthenticationTokens(accessToken: "a", idToken: "i", refreshToken: "r", expiresIn: 3600),
            clientID: "c", region: "eu-west-1", username: "ana")
        try store.save(session)
        // Anyone could replace the file in a folder everyone may write.
        #expect(chmod(folder.path, 0o777) == 0)
        #expect(throws: SessionStoreError(file: store.file.path, code: .loosePermissions)) { try store.load() }
        // With the sticky bit (as /tmp), others cannot rename or remove what is ours.
        #expect(chmod(folder.path, 0o1777) == 0)
        #expect(try store.load()?.username == "ana")
        // The next save tightens credkit's own folder.
        #expect(chmod(folder.path, 0o755) == 0)
        try store.save(session)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        // A directory, a FIFO or a link in the file's place is not a session (and a FIFO does not block).
        try FileManager.default.removeItem(at: store.file)
        #expect(mkfifo(store.file.path, 0o600) == 0)
        #expect(throws: SessionStoreError(file: store.file.path, code: .unreadable)) { try store.load() }
        #expect(PrivateFile.readTrusted(store.file.path, forbiddenMode: 0o077, maximumBytes: 10) == .unreadable)
        #expect(PrivateFile.readTrusted(folder.path + "/none", forbiddenMode: 0o077, maximumBytes: 10) == .missing)

        // The JWKS disk cache ignores a copy in a folder others may write (and fetches again).
        let cache = JWKSDiskCache(directory: base.appendingPathComponent("jwks"))
        let url = try #require(URL(string: "https://example.com/jwks.json"))
        try cache.write(Array(#"{"keys":[]}"#.utf8), for: url)
        #expect(cache.read(url)?.bytes == Array(#"{"keys":[]}"#.utf8))
        #expect(chmod(base.appendingPathComponent("jwks").path, 0o777) == 0)
        #expect(cache.read(url) == nil)
    }

    @Test("The session lock: a second holder waits its turn, and gives up after the timeout")
    func lock() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(file: folder.appendingPathComponent("session.json"))
        let lock = store.file.path + ".lock"
        let order = try await store.withExclusiveLock {
            var info = stat()
            #expect(stat(lock, &info) == 0 && info.st_mode & 0o777 == 0o600)
            // Another holder (a second descriptor, as another process would have) cannot get it.
            await #expect(throws: SessionStoreError(file: store.file.path, code: .locked)) {
                try await store.withExclusiveLock(timeout: 0.2) { 1 }
            }
            return 2
        }
        #expect(order == 2)
        // Without a session the last holder removes the lock file (nothing is left after a sign-out);
        // with one it stays.
        #expect(!FileManager.default.fileExists(atPath: lock))
        #expect(try await store.withExclusiveLock(timeout: 0.2) { 3 } == 3)
        #expect(!FileManager.default.fileExists(atPath: lock))
        try Data("{}".utf8).write(to: store.file)
        try store.withExclusiveLock(timeout: 0.2) {}
        #expect(FileManager.default.fileExists(atPath: lock))
        try store.withExclusiveLock(timeout: 0.2) { try store.remove() }
        #expect(!FileManager.default.fileExists(atPath: lock))
    }

    @Test("A temporary file left by a killed writer is removed by the next write")
    func abandonedTemporary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-tmp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.json")
        try PrivateFile.write(Array("old".utf8), to: file)
        // A process that no longer exists (pid 2^22 + 1 is above Linux's default pid_max) and a live one (us).
        let dead = folder.appendingPathComponent(".session.json.4194305.77.tmp")
        let live = folder.appendingPathComponent(".session.json.\(getpid()).78.tmp")
        try Data("partial".utf8).write(to: dead)
        try Data("partial".utf8).write(to: live)
        try PrivateFile.write(Array("new".utf8), to: file)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test("Refresh is due when the access token expires within 60 s, has expired, or cannot be read")
    func refreshDue() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        func session(_ access: String) -> CognitoSession {
            CognitoSession(
                tokens: AuthenticationTokens(accessToken: access, idToken: "", refreshToken: "r", expiresIn: 3600), clientID: "c",
                region: "r", username: "u")
        }
        #expect(!session(Self.token(exp: 1_800_000_061)).needsRefresh(at: now))
        #expect(session(Self.token(exp: 1_800_000_060)).needsRefresh(at: now))
        #expect(session(Self.token(exp: 1_799_999_000)).needsRefresh(at: now))
        #expect(session("not a token").needsRefresh(at: now))
        #expect(session(Self.token(exp: 1, username: "abc-sub")).internalUsername == "abc-sub")
        #expect(session("not a token").internalUsername == "u")
    }
}
