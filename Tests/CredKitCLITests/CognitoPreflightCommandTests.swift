// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// "Input is checked before anything is sent", for every command that names a user: `--email` must
/// be an address (`--username` is for pools whose usernames are not). The endpoint is a loopback
/// port nothing listens on, so a request that left would end in exit 3 (no answer); a refusal is
/// exit 2 (1000).
@Suite("credkit cognito refuses a bad user name before sending", .waitsOnThreads)
struct CognitoPreflightCommandTests {
    static func run(_ arguments: [String], input: String = "Xx1!xxxxxx\n", language: String = "en") throws -> CLIResult {
        let state = try TemporaryDirectory()
        return try CLI.run(
            ["cognito"] + arguments + ["--lang", language], input: input,
            environment: [
                "CREDKIT_REGION": "us-east-1", "CREDKIT_CLIENT_ID": "7k2a9q4bq3ts2v8hrl1cgnl5ik",
                "CREDKIT_ENDPOINT": "http://127.0.0.1:\(try HostedUIServer.freePort())/", "XDG_STATE_HOME": state.url.path,
                "HOME": state.url.path,
            ])
    }

    static let commands: [[String]] = [
        ["sign-in", "--password-stdin"], ["forgot-password"],
        ["confirm-forgot-password", "--code", "123456", "--password-stdin"],
        ["confirm-sign-up", "--code", "123456"], ["resend-code"],
    ]

    @Test("--email that is not an address: 1000, exit 2, nothing sent (en and es)", arguments: commands)
    func notAnAddress(command: [String]) throws {
        let input = command.contains("confirm-forgot-password") ? "Nuev0-Pass!\nNuev0-Pass!\n" : "Xx1!xxxxxx\n"
        let english = try Self.run(command + ["--email", "ana"], input: input)
        #expect(english.status == 2, "\(english.stderr)")
        #expect(
            english.stderr == "credkit: error: The request was not sent: email: An email address must have an @-sign (1000)\n")
        let spanish = try Self.run(command + ["--email", "ana"], input: input, language: "es")
        #expect(spanish.status == 2)
        #expect(
            spanish.stderr
                == "credkit: error: No se envió la solicitud: email: Una dirección de email debe tener una arroba (@) (1000)\n")
    }

    @Test("--username goes as given (here to an endpoint that does not answer: exit 3, so it was sent)", arguments: commands)
    func username(command: [String]) throws {
        let input = command.contains("confirm-forgot-password") ? "Nuev0-Pass!\nNuev0-Pass!\n" : "Xx1!xxxxxx\n"
        let result = try Self.run(command + ["--username", "ana"], input: input)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("(1001)"))
    }

    @Test("Neither or both: a usage error naming the two options")
    func neitherOrBoth() throws {
        for arguments in [
            ["sign-in", "--password-stdin"], ["sign-in", "--email", "a@example.com", "--username", "a", "--password-stdin"],
        ] {
            let result = try Self.run(arguments)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "credkit: error: give the user with --email ADDRESS or, for pools whose usernames are not addresses, --username NAME (one of them)\n"
            )
        }
        let spanish = try Self.run(["forgot-password"], language: "es")
        #expect(
            spanish.stderr
                == "credkit: error: indica el usuario con --email DIRECCIÓN o, en grupos cuyos nombres no son direcciones, con --username NOMBRE (uno de los dos)\n"
        )
    }

    @Test("Signing out leaves no lock file behind (sign-out and global-sign-out)")
    func noLockLeft() throws {
        for command in [["sign-out"], ["global-sign-out"]] {
            let setup = try CognitoCommandTests.Setup()
            try setup.register("lock@example.com", "Xx1!xxxxxx")
            #expect(
                try setup.run(["sign-in", "--email", "lock@example.com", "--password-stdin"], input: "Xx1!xxxxxx\n").status == 0)
            let lock = URL(fileURLWithPath: setup.sessionFile.path + ".lock")
            let result = try setup.run(command)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))
            #expect(!FileManager.default.fileExists(atPath: lock.path), "\(command[0]) left \(lock.lastPathComponent)")
        }
    }
}
