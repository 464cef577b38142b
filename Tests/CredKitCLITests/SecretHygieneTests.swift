// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// Known passwords, tokens and a client secret go through every command, on success and error
/// paths; none may appear on standard output or standard error unless asked for (`--show-password`,
/// `--show-tokens`). The flows against the emulator assert the same for every run
/// (`CognitoCommandTests`, `expectNothingPrinted`).
@Suite("Secret hygiene", .waitsOnThreads)
struct SecretHygieneTests {
    static let passwords = ["Secret-Passw0rd-1!", "weak-secret-xyz", "Otra-Clave-Secreta-9"]

    static func expectAbsent(_ secrets: [String], in result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets {
            #expect(
                !result.stdout.contains(secret) && !result.stderr.contains(secret), "\(secret) printed",
                sourceLocation: sourceLocation)
        }
    }

    @Test("The process holding secrets writes no core file and is not dumpable (no debugger or /proc reads by the user)")
    func notDumpable() throws {
        // A copy others may run, so that as root it can run as nobody: /proc/PID belongs to the
        // process's user when it is dumpable, to root when it is not.
        let folder = try TemporaryDirectory()
        chmod(folder.url.path, 0o755)
        let copy = folder.url.appendingPathComponent("credkit")
        try FileManager.default.copyItem(at: CLI.binary, to: copy)
        chmod(copy.path, 0o755)
        let process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copy.path, "check", "--quiet"]
        } else {
            process.executableURL = copy
            process.arguments = ["check", "--quiet"]
        }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        // Waiting on its standard input: read its limits and who owns its /proc entry. It hardens
        // itself first thing in main, but a debug binary on a loaded machine can take seconds to
        // get there: look until both show (once hardened it stays so, blocked on its input) or
        // 30 s have passed.
        let proc = "/proc/\(process.processIdentifier)"
        var core: Substring?
        var info = stat()
        var statStatus: Int32 = -1
        let deadline = Date().addingTimeInterval(30)
        repeat {
            let limits = (try? String(contentsOfFile: proc + "/limits", encoding: .utf8)) ?? ""
            core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
            statStatus = stat(proc + "/status", &info)
            let isCredkit = (try? String(contentsOfFile: proc + "/comm", encoding: .utf8))?.hasPrefix("credkit") == true
            if isCredkit && Self.isZero(core) && statStatus == 0 && info.st_uid == 0 { break }
            usleep(20_000)
        } while Date() < deadline
        #expect(Self.isZero(core), "\(core ?? "no line")")
        #expect(statStatus == 0)
        #expect(info.st_uid == 0, "/proc/PID/status belongs to \(info.st_uid): the process is dumpable")
    }

    /// Whether a `Max core file size` line of /proc/PID/limits says 0 (soft) and 0 (hard).
    private static func isZero(_ core: Substring?) -> Bool {
        core.map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).prefix(2) == ["0", "0"] } == true
    }

    @Test("check and strength: passwords only with --show-password, also on error paths")
    func passwordCommands() throws {
        let input = Self.passwords.joined(separator: "\n") + "\n"
        for arguments in [
            ["check"], ["check", "--format", "json"], ["check", "--strength", "guesses", "--format", "json"],
            ["check", "--policy", "nist-800-63b", "--email", "ana@example.com"],
            ["strength"], ["strength", "--format", "json"], ["strength", "--minimum-bars", "4"],
        ] {
            let result = try CLI.run(arguments, input: input)
            #expect(result.status <= 1)
            Self.expectAbsent(Self.passwords, in: result)
            let shown = try CLI.run(arguments + ["--show-password"], input: input)
            // The detector works: asked for, they are there.
            #expect(Self.passwords.allSatisfy { shown.stdout.contains($0) }, "\(arguments)")
        }
        // Error paths: a bad policy file, a bad option value, unreadable input.
        let folder = try TemporaryDirectory()
        let policy = folder.url.appendingPathComponent("policy.json")
        try Data(#"{"PasswordPolicy":{"MinimumLength":"Secret-Passw0rd-1!"}}"#.utf8).write(to: policy)
        for arguments in [
            ["check", "--policy", policy.path], ["check", "--operation", "nope"], ["strength", "--model", "nope"],
            ["check", "--password-file", folder.url.appendingPathComponent("missing.txt").path],
        ] {
            let result = try CLI.run(arguments, input: input)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            Self.expectAbsent(Array(Self.passwords.dropFirst()), in: result)
        }
    }

    @Test("jwt decode and verify never print the token or its signature, valid or not")
    func tokens() throws {
        let lines = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/jwt/cases.jsonl"), encoding: .utf8
        )
        .split(separator: "\n")
        let tokens = try lines.prefix(12).map { line -> String in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["token"] as? String)
        }
        let signatures = tokens.compactMap { $0.split(separator: ".").last.map(String.init) }.filter { $0.count > 16 }
        let input = tokens.joined(separator: "\n") + "\n"
        let jwks = HostileInputTests.jwks
        for arguments in [
            ["jwt", "decode"], ["jwt", "decode", "--format", "json"],
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--jwks", jwks, "--issuer",
                "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz",
            ],
            [
                "jwt", "verify", "--any-client", "--any-token-use", "--jwks", jwks, "--issuer", "https://other.example",
                "--format", "json",
            ],
            ["jwt", "verify", "--any-client", "--any-token-use", "--jwks", "/nonexistent/jwks.json"],
        ] {
            let result = try CLI.run(arguments, input: input)
            #expect(result.status <= 2)
            Self.expectAbsent(tokens + signatures, in: result)
        }
        // Given as an argument it works, with a warning, and is still not echoed.
        let argument = try CLI.run(["jwt", "decode", tokens[0]])
        #expect(argument.stderr.contains("a token on the command line is visible to other local users"))
        Self.expectAbsent([tokens[0], signatures[0]], in: argument)
    }

    @Test("credkit cognito: passwords, client secret and session tokens stay out of every message")
    func cognito() throws {
        let counter = try ConnectionCounter()
        let state = try TemporaryDirectory()
        let secret = "s3cr3t-client-secret-0123456789abcdef"
        var environment = [
            "CREDKIT_REGION": "us-east-1", "CREDKIT_CLIENT_ID": "client", "CREDKIT_ENDPOINT": "http://127.0.0.1:\(counter.port)/",
            "CREDKIT_CLIENT_SECRET": secret, "XDG_STATE_HOME": state.url.path,
        ]
        let password = Self.passwords[0]
        let runs: [([String], String)] = [
            (["sign-in", "--email", "ana@example.com", "--password-stdin"], password + "\n"),  // transport failure
            (["sign-in", "--email", "ana@example.com", "--password-stdin", "--format", "json"], password + "\n"),
            (["sign-up", "--email", "not-an-email", "--password-stdin"], Self.passwords[1] + "\n"),  // validation
            (["sign-up", "--email", "ana@example.com", "--password-stdin"], password + "\n"),
            (
                ["confirm-forgot-password", "--email", "ana@example.com", "--code", "123456", "--password-stdin"],
                Self.passwords[2] + "\n"
            ),
        ]
        for (arguments, input) in runs {
            let result = try CLI.run(["cognito"] + arguments, input: input, environment: environment)
            #expect(result.status == 2 || result.status == 3, "\(arguments): \(result.stderr)")
            Self.expectAbsent(Self.passwords + [secret], in: result)
        }
        // Session tokens: whoami with a saved session meets the dead endpoint after a refresh attempt.
        let access = try CognitoCommandTests.unsignedToken([
            "exp": 1, "username": "ana", "token_use": "access", "tag": "ACCESS-SECRET-TOKEN",
        ])
        try CognitoCommandTests.writeSession(under: state.url, accessToken: access, refreshToken: "REFRESH-SECRET-TOKEN-42")
        for arguments in [
            ["whoami"], ["refresh", "--format", "json"], ["global-sign-out"], ["change-password", "--password-stdin"],
        ] {
            let result = try CLI.run(
                ["cognito"] + arguments, input: "\(password)\n\(Self.passwords[2])\n", environment: environment)
            #expect(result.status == 3, "\(arguments): \(result.stderr)")
            Self.expectAbsent([access, "REFRESH-SECRET-TOKEN-42", secret] + Self.passwords, in: result)
        }
        // On the command line the secret works but warns; it is never echoed.
        environment["CREDKIT_CLIENT_SECRET"] = nil
        let argv = try CLI.run(
            ["cognito", "sign-in", "--email", "ana@example.com", "--password-stdin", "--client-secret", secret],
            input: password + "\n", environment: environment)
        #expect(
            argv.stderr.hasPrefix("credkit: warning: a client secret on the command line is visible to other local users (ps)"))
        Self.expectAbsent([secret, password], in: argv)
    }
}
