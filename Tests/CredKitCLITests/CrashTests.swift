// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// Writers killed mid-write: the files credkit replaces (the JWKS disk cache, the session file) are
/// always the old or the new version, never partial.
@Suite("Writers killed at random points", .waitsOnThreads)
struct CrashTests {
    @Test("SIGKILL at random moments while jwt verify replaces the JWKS disk cache, 300 times: old or new, never partial")
    func killedWhileReplacingTheCache() throws {
        let fixtures = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/jwt")
        let full = try Data(contentsOf: fixtures.appendingPathComponent("jwks.json"))
        // The old version lacks the token's key, so the cached copy sends credkit to fetch the new one.
        var set = try #require(try JSONSerialization.jsonObject(with: full) as? [String: Any])
        let keys = try #require(set["keys"] as? [[String: Any]])
        set["keys"] = keys.filter { $0["kid"] as? String != "rsa-1" }
        let old = try JSONSerialization.data(withJSONObject: set)
        let served = try TemporaryDirectory()
        try full.write(to: served.url.appendingPathComponent("jwks.json"))
        let server = try LoopbackHTTPServer(serving: served.url)
        defer { server.stop() }
        let cases = try String(contentsOf: fixtures.appendingPathComponent("cases.jsonl"), encoding: .utf8)
        let line = try #require(
            cases.split(separator: "\n").first {
                $0.contains(#""name": "id token RS256""#) || $0.contains(#""name":"id token RS256""#)
            })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let token = try #require(object["token"] as? String)

        let cacheHome = try TemporaryDirectory()
        let arguments = [
            "jwt", "verify", "--any-client", "--any-token-use", "--jwks", server.url("jwks.json"), "--issuer",
            "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz", "--at", "1800000000",
        ]
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") }
        environment["LANG"] = "C"
        environment["XDG_CACHE_HOME"] = cacheHome.url.path
        func start() throws -> Process {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.environment = environment
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.writeAllThenCloseInBackground(Array((token + "\n").utf8))
            return process
        }
        // One whole run finds the cache file's name, and how long a run takes on this machine now:
        // the kills are spread over twice that (at least 60 ms), so that on a loaded machine, where
        // a run may take far longer than when idle, they still land on both sides of the write.
        let started = Date()
        let first = try start()
        first.waitUntilExit()
        let window = UInt32(min(max(Date().timeIntervalSince(started) * 2, 0.06), 5) * 1_000_000)
        let folder = cacheHome.url.appendingPathComponent("credkit/jwks")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        try #require(names.count == 1, "\(names)")
        let file = folder.appendingPathComponent(names[0])
        #expect(try Data(contentsOf: file) == full)

        var outcomes = ["old": 0, "new": 0]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            try writePrivately(old, to: file)
            // Written an hour ago: the unknown key may be fetched at once.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: file.path)
            let process = try start()
            usleep(UInt32.random(in: 0...window, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let bytes = try Data(contentsOf: file)
            if bytes == old {
                outcomes["old", default: 0] += 1
            } else if bytes == full {
                outcomes["new", default: 0] += 1
            } else {
                Issue.record("a partial cache file: \(bytes.count) bytes")
            }
        }
        // The kills landed on both sides of the replacement (else the test proved nothing).
        #expect(outcomes["old"]! > 0 && outcomes["new"]! > 0, "\(outcomes)")
        // Killed writers' temporary files are removed by the next whole write.
        try writePrivately(old, to: file)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: file.path)
        let last = try start()
        last.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [names[0]])
        #expect(try Data(contentsOf: file) == full)
    }

    @Test("SIGKILL at random moments while cognito refresh replaces the session file, 200 times: old or new, never partial")
    func killedWhileReplacingTheSession() throws {
        let pool = try MotoServer.shared.makePool()
        let state = try TemporaryDirectory()
        let environment = [
            "CREDKIT_ENDPOINT": try MotoServer.shared.endpoint.absoluteString, "CREDKIT_USER_POOL_ID": pool.userPoolID,
            "CREDKIT_CLIENT_ID": pool.clientID, "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
        ]
        let email = "killed@example.com"
        for arguments in [
            ["sign-up", "--email", email, "--password-stdin"], ["confirm-sign-up", "--email", email, "--code", "123456"],
            ["sign-in", "--email", email, "--password-stdin"],
        ] {
            let result = try CLI.run(["cognito"] + arguments, input: "K1lled-Passw0rd!\n", environment: environment)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let file = state.url.appendingPathComponent("credkit/session.json")
        let old = try Data(contentsOf: file)
        let oldAccess = try Self.accessToken(old)

        var processEnvironment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") }
        processEnvironment["LANG"] = "C"
        processEnvironment.merge(environment) { $1 }
        func start() throws -> Process {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["cognito", "refresh"]
            process.environment = processEnvironment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // One whole refresh sets the window the kills are spread over.
        let began = Date()
        let whole = try start()
        whole.waitUntilExit()
        try #require(whole.terminationStatus == 0)
        let window = UInt32(min(400_000, max(20_000, Date().timeIntervalSince(began) * 1.3e6)))

        var outcomes = ["old": 0, "new": 0]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            try writePrivately(old, to: file)
            let process = try start()
            usleep(UInt32.random(in: 0...window, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let bytes = try Data(contentsOf: file)
            if bytes == old {
                outcomes["old", default: 0] += 1
            } else if let access = try? Self.accessToken(bytes), access != oldAccess {
                outcomes["new", default: 0] += 1
            } else {
                Issue.record("a partial session file: \(bytes.count) bytes")
            }
            var info = stat()
            #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        }
        #expect(outcomes["old"]! > 0 && outcomes["new"]! > 0, "\(outcomes)")
        // The next whole write removes what killed writers left.
        let last = try start()
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(Set(names) == ["session.json", "session.json.lock"], "\(names)")
    }

    /// A whole session file's access token.
    private static func accessToken(_ bytes: Data) throws -> String {
        let session = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let tokens = try #require(session["tokens"] as? [String: Any])
        return try #require(tokens["accessToken"] as? String)
    }
}
