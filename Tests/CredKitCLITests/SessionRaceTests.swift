import CognitoTestSupport
import Foundation
import Testing

/// Processes racing on one session (moto behind a pass-through ``FaultServer`` that logs every
/// request, so the test can count the refreshes).
@Suite("Racing processes on one session", .serialized)
struct SessionRaceTests {
    @Test("8 whoami at once on an expired access token: all succeed, one refresh, the file ends valid and private")
    func concurrentRefresh() throws {
        let pool = try MotoServer.shared.makePool()
        let proxy = try FaultServer(.stall, failFirst: 0, upstream: try MotoServer.shared.endpoint)
        let state = try TemporaryDirectory()
        let environment = [
            "CREDKIT_ENDPOINT": proxy.baseURL.absoluteString + "/", "CREDKIT_USER_POOL_ID": pool.userPoolID,
            "CREDKIT_CLIENT_ID": pool.clientID, "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
        ]
        let email = "race@example.com"
        let password = "Rac3-Passw0rd!"
        for arguments in [
            ["sign-up", "--email", email, "--password-stdin"], ["confirm-sign-up", "--email", email, "--code", "123456"],
            ["sign-in", "--email", email, "--password-stdin"],
        ] {
            let result = try CLI.run(["cognito"] + arguments, input: password + "\n", environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let file = state.url.appendingPathComponent("credkit/session.json")
        var session = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var tokens = try #require(session["tokens"] as? [String: Any])
        let expired = try CognitoCommandTests.unsignedToken([
            "exp": Int(Date().timeIntervalSince1970) - 600, "username": "race", "token_use": "access",
        ])
        tokens["accessToken"] = expired
        session["tokens"] = tokens
        try writePrivately(JSONSerialization.data(withJSONObject: session), to: file)
        let before = try proxy.requests().count

        // Eight processes started together.
        var processes: [(Process, Pipe, Pipe)] = []
        for _ in 0..<8 {
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
            #expect(out.contains(#""signedInAs":"race@example.com""#), "\(out)")
        }
        let targets = try proxy.requests().dropFirst(before).compactMap(\.target)
        // One refresh (InitiateAuth with REFRESH_TOKEN_AUTH): the others waited for the lock and
        // found the new access token; every process then asked for the user once.
        #expect(targets.filter { $0.hasSuffix(".InitiateAuth") }.count == 1, "\(targets)")
        #expect(targets.filter { $0.hasSuffix(".GetUser") }.count == 8)
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let savedTokens = try #require(saved["tokens"] as? [String: Any])
        #expect(savedTokens["accessToken"] as? String != expired)
        #expect(savedTokens["refreshToken"] as? String == tokens["refreshToken"] as? String)
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(Set(names) == ["session.json", "session.json.lock"])
    }
}
