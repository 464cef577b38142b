// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito sign-in --flow user-auth` and `--flow custom` through the built binary, against the
/// front that answers choice-based sign-in and custom authentication over moto.
@Suite("credkit cognito sign-in --flow user-auth and --flow custom", .serialized, .waitsOnThreads)
struct CognitoChoiceCommandTests {
    /// Runs `credkit cognito ARGUMENTS` with standard input kept open: when standard error says a
    /// code was sent, the code the front sent is typed in, as a user would from their email.
    static func runTypingCode(_ setup: CognitoCommandTests.Setup, _ arguments: [String], challenge: String) throws -> CLIResult {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["cognito"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(setup.environment) { $1 }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var stderr = Data()
        let deadline = Date().addingTimeInterval(20)
        while !String(decoding: stderr, as: UTF8.self).contains("code sent to") && Date() < deadline {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            stderr += chunk
        }
        let code = try CognitoGapServer.shared.verificationCode(pool: setup.pool.userPoolID, attribute: challenge) ?? ""
        input.fileHandleForWriting.write(Data((code + "\n").utf8))
        try input.fileHandleForWriting.close()
        let stdout = output.fileHandleForReading.readAllRetrying()
        stderr += errors.fileHandleForReading.readAllRetrying()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), stdoutBytes: stdout)
    }

    @Test("--prefer email-otp: no password asked, the emailed code read from standard input, signed in")
    func emailCode() throws {
        let setup = try CognitoCommandTests.Setup()
        let email = "codigo@example.com"
        try setup.register(email, "Contraseña2024!")
        let result = try Self.runTypingCode(
            setup, ["sign-in", "--email", email, "--flow", "user-auth", "--prefer", "email-otp", "--password-stdin"],
            challenge: "EMAIL_OTP")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "credkit: code sent to c***@e***\n")
        #expect(result.stdout.hasPrefix("Signed in as \(email) (USER_AUTH: choice-based sign-in).\n"))
        #expect(FileManager.default.fileExists(atPath: setup.sessionFile.path))
    }

    @Test("The choice: --prefer password reads the password; without --prefer off a terminal the offers are named (exit 2)")
    func choice() throws {
        let setup = try CognitoCommandTests.Setup()
        let email = "elige@example.com"
        try setup.register(email, "Contraseña2024!")
        let byPassword = try setup.run(
            ["sign-in", "--email", email, "--flow", "user-auth", "--prefer", "password", "--password-stdin", "--format", "json"],
            input: "Contraseña2024!\n")
        #expect(byPassword.status == 0, "\(byPassword.stderr)")
        #expect(try byPassword.jsonLines().first?["flow"] as? String == "user-auth")

        let undecided = try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--password-stdin"], input: "")
        #expect(undecided.status == 4)
        #expect(
            undecided.stderr
                == "credkit: error: Stopped after a request was sent: Cognito asks how to sign in (offered: password, password-srp, email-otp): give --prefer, or run at a terminal (1004)\n"
        )
        let undecidedJSON = try setup.run(
            ["sign-in", "--email", email, "--flow", "user-auth", "--password-stdin", "--format", "json"], input: "")
        #expect(undecidedJSON.status == 4)
        let error = try #require(try undecidedJSON.jsonLines().first?["error"] as? [String: Any])
        #expect(error["type"] as? String == "credkit:stopped-after-sending")
        #expect(error["code"] as? Int == 1004 && error["sent"] as? Bool == true)
        let misplaced = try setup.run(["sign-in", "--email", email, "--prefer", "email-otp"])
        #expect(misplaced.status == 2)
        #expect(misplaced.stderr == "credkit: error: --prefer goes with --flow user-auth\n")
    }

    @Test("A pool that offers only passkeys: without a passkey file a clear message, exit 2, nothing waits")
    func passkeyOnly() throws {
        let email = "llave@example.com"
        let setup = try CognitoPasskeyCommandTests.signedIn(email)
        let file = setup.state.url.appendingPathComponent("llave.passkey")
        #expect(try setup.run(["passkeys", "register", "--passkey-file", file.path]).status == 0)
        try CognitoGapServer.shared.setFirstFactors(clientID: setup.pool.clientID, factors: ["WEB_AUTHN"])
        let result = try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--lang", "es"], input: "")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "credkit: error: Esta cuenta inicia sesión con una llave de acceso: da a credkit su archivo de llave de acceso (--passkey-file), o usa la interfaz alojada o la app (4014)\n"
        )
        let withFile = try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--passkey-file", file.path])
        #expect(withFile.status == 0, "\(withFile.stderr)")
    }

    @Test(
        "--flow custom: each challenge's parameters shown, answers read from standard input, signed in; wrong answers end in 4002"
    )
    func custom() throws {
        let setup = try CognitoCommandTests.Setup()
        let email = "desafio@example.com"
        try setup.register(email, "Contraseña2024!")
        try CognitoGapServer.shared.setCustomAuth(
            clientID: setup.pool.clientID,
            challenges: [(["question": "¿Color favorito?"], "azul"), (["hint": "6 digits\u{1B}[2J"], "482913")])
        let signedIn = try setup.run(
            ["sign-in", "--email", email, "--flow", "custom", "--password-stdin"], input: "verde\nazul\n482913\n")
        #expect(signedIn.status == 0, "\(signedIn.stderr)")
        // The question comes back after a wrong answer; an escape sequence from the server is shown escaped.
        let asked = "credkit: The user pool asks (custom challenge):\n  question  ¿Color favorito?\n"
        #expect(
            signedIn.stderr == asked + asked + "credkit: The user pool asks (custom challenge):\n  hint  \"6 digits\\u{1b}[2J\"\n"
        )
        #expect(signedIn.stdout.hasPrefix("Signed in as \(email) (CUSTOM_AUTH: the pool's own challenges).\n"))
        setup.expectNothingPrinted(["verde", "482913"])

        let json = try setup.run(
            ["sign-in", "--email", email, "--flow", "custom", "--password-stdin", "--format", "json", "--lang", "es"],
            input: "azul\n482913\n")
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stderr == "")
        #expect(try json.jsonLines().first?["flow"] as? String == "custom")

        // --code answers the first challenge (it is not MFA here); the next comes from standard input.
        let given = try setup.run(
            ["sign-in", "--email", email, "--flow", "custom", "--code", "azul", "--password-stdin", "--format", "json"],
            input: "482913\n")
        #expect(given.status == 0, "\(given.stderr)")
        setup.expectNothingPrinted(["482913"])

        let refused = try setup.run(
            ["sign-in", "--email", email, "--flow", "custom", "--password-stdin", "--format", "json"], input: "a\nb\nc\n")
        #expect(refused.status == 1)
        #expect(try CognitoCommandTests.error(refused)["code"] as? Int == 4002)

        let ended = try setup.run(
            ["sign-in", "--email", email, "--flow", "custom", "--password-stdin", "--lang", "es"], input: "")
        #expect(ended.status == 4)
        #expect(
            ended.stderr.hasSuffix(
                "credkit: error: Se detuvo después de enviar una solicitud: la entrada estándar terminó antes de la respuesta al desafío (línea 1) (1004)\n"
            ))
    }

    @Test("sign-up --passwordless, confirm-sign-up --sign-in: no password read, signed in with the confirmation's session")
    func passwordless() throws {
        let setup = try CognitoCommandTests.Setup()
        let email = "sinclave@example.com"
        let mixed = try setup.run(["sign-up", "--email", email, "--passwordless", "--password-stdin"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr == "credkit: error: --passwordless reads no password: leave out --password-stdin\n")
        let signUp = try setup.run(["sign-up", "--email", email, "--passwordless", "--format", "json"])
        #expect(signUp.status == 0, "\(signUp.stderr)")
        let record = try #require(try signUp.jsonLines().first)
        #expect(record["passwordless"] as? Bool == true && record["userConfirmed"] as? Bool == false)
        let confirmed = try setup.run(["confirm-sign-up", "--email", email, "--code", "123456", "--sign-in"])
        #expect(confirmed.status == 0, "\(confirmed.stderr)")
        #expect(
            confirmed.stdout.hasPrefix(
                "Confirmed \(email).\nSigned in as \(email) (USER_AUTH: with the confirmation's session).\nSession saved to "))
        #expect(FileManager.default.fileExists(atPath: setup.sessionFile.path))
        let whoami = try setup.run(["whoami", "--format", "json"])
        #expect(whoami.status == 0, "\(whoami.stderr)")
    }
}
