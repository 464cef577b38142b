// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// Processes racing on one session (moto behind a pass-through ``FaultServer`` that logs every
/// request, so the test can count the refreshes).
@Suite("Racing processes on one session", .serialized, .waitsOnThreads)
struct SessionRaceTests {
    @Test("8 whoami at once on an expired access token: all succeed, one refresh, the file ends valid and private")
    func concurrentRefresh() throws {
        let race = try Race(email: "race@example.com", rotatesRefreshTokens: false)
        let before = try race.proxy.requests().count
        try race.whoamiTogether(8)
        let targets = try race.proxy.requests().dropFirst(before).compactMap(\.target)
        // One refresh (GetTokensFromRefreshToken): the others waited for the lock and found the new
        // access token; every process then asked for the user once.
        #expect(targets.filter { $0.hasSuffix(".GetTokensFromRefreshToken") }.count == 1, "\(targets)")
        #expect(!targets.contains { $0.hasSuffix(".InitiateAuth") })
        #expect(targets.filter { $0.hasSuffix(".GetUser") }.count == 8)
        let savedTokens = try race.savedTokens()
        #expect(savedTokens["accessToken"] as? String != race.expired)
        #expect(savedTokens["refreshToken"] as? String == race.refreshToken)
        var info = stat()
        #expect(stat(race.file.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: race.file.deletingLastPathComponent().path)
        #expect(Set(names) == ["session.json", "session.json.lock"])
    }

    /// Cognito with refresh-token rotation answers a refresh with a new refresh token and, after a
    /// grace period, refuses the old one; moto never rotates, so a proxy in front of it adds one.
    @Test("Refresh-token rotation: 8 whoami at once, one refresh, and the rotated refresh token is the one saved")
    func rotatedRefreshToken() throws {
        let race = try Race(email: "rotate@example.com", rotatesRefreshTokens: true)
        let before = try race.proxy.requests().count
        try race.whoamiTogether(8)
        let targets = try race.proxy.requests().dropFirst(before).compactMap(\.target)
        #expect(targets.filter { $0.hasSuffix(".GetTokensFromRefreshToken") }.count == 1, "\(targets)")
        let savedTokens = try race.savedTokens()
        #expect(savedTokens["refreshToken"] as? String == "rotated-1")
        #expect(savedTokens["accessToken"] as? String != race.expired)
        // The next command finds a valid access token: no refresh spends the rotated token.
        let again = try CLI.run(["cognito", "whoami", "--format", "json"], environment: race.environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            try race.proxy.requests().dropFirst(before).compactMap(\.target).filter {
                $0.hasSuffix(".GetTokensFromRefreshToken")
            }.count == 1)
        #expect(try race.savedTokens()["refreshToken"] as? String == "rotated-1")
    }
}

/// A signed-in session behind a logging proxy in front of moto, with its access token expired.
private struct Race {
    let proxy: FaultServer
    let state: TemporaryDirectory
    let environment: [String: String]
    let file: URL
    let expired: String
    let refreshToken: String?

    init(email: String, rotatesRefreshTokens: Bool) throws {
        let pool = try MotoServer.shared.makePool()
        proxy = try FaultServer(
            .stall, failFirst: 0, upstream: try CognitoGapServer.shared.endpoint, rotatesRefreshTokens: rotatesRefreshTokens)
        state = try TemporaryDirectory()
        environment = [
            "CREDKIT_ENDPOINT": proxy.baseURL.absoluteString + "/", "CREDKIT_USER_POOL_ID": pool.userPoolID,
            "CREDKIT_CLIENT_ID": pool.clientID, "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
        ]
        let password = "Rac3-Passw0rd!"
        for arguments in [
            ["sign-up", "--email", email, "--password-stdin"], ["confirm-sign-up", "--email", email, "--code", "123456"],
            ["sign-in", "--email", email, "--password-stdin"],
        ] {
            let result = try CLI.run(["cognito"] + arguments, input: password + "\n", environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        file = state.url.appendingPathComponent("credkit/session.json")
        var session = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var tokens = try #require(session["tokens"] as? [String: Any])
        refreshToken = tokens["refreshToken"] as? String
        expired = try CognitoCommandTests.unsignedToken([
            "exp": Int(Date().timeIntervalSince1970) - 600, "username": "race", "token_use": "access",
        ])
        tokens["accessToken"] = expired
        session["tokens"] = tokens
        try writePrivately(JSONSerialization.data(withJSONObject: session), to: file)
        self.email = email
    }

    private let email: String

    /// Starts `count` `whoami` processes together; each must succeed as the signed-in user.
    func whoamiTogether(_ count: Int) throws {
        var processes: [(Process, Pipe, Pipe)] = []
        for _ in 0..<count {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["cognito", "whoami", "--format", "json"]
            var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") }
            env["LANG"] = "C"
            env.merge(environment) { $1 }
            process.environment = env
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            processes.append((process, output, errors))
        }
        for (process, _, _) in processes { try process.run() }
        for (process, output, errors) in processes {
            let out = String(decoding: output.fileHandleForReading.readAllRetrying(), as: UTF8.self)
            let err = String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(out) \(err)")
            #expect(out.contains(#""signedInAs":"\#(email)""#), "\(out)")
        }
    }

    /// The tokens in the session file now.
    func savedTokens() throws -> [String: Any] {
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        return try #require(saved["tokens"] as? [String: Any])
    }
}
