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
        try Data("{\"tokens\": \"eyJsecret\"".utf8).write(to: file)
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
