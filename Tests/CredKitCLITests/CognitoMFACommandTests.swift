// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito sign-in` with MFA, `credkit cognito mfa …` and `credkit totp …`, end to end:
/// the built binary against moto (which checks TOTP codes against its one fixed secret), with codes
/// computed by Python's `hmac` (``IndependentTOTP``), never by credkit itself.
@Suite("credkit MFA against moto", .serialized, .waitsOnThreads)
struct CognitoMFACommandTests {
    static let password = "Contraseña2024!"
    static let motoSecret = "asdfasdfasdf"

    /// A code given before a sign-in runs: valid for 15 more seconds, since the binary's SRP (a debug build,
    /// under a loaded CI) comes before moto checks it against the current step only.
    static func signInCode() throws -> String {
        try IndependentTOTP.code(secret: motoSecret, secondsLeft: 15)
    }

    @Test(
        "Set up an app, verify it, prefer it; sign-in then takes the code from --mfa-code or the next line, refuses a wrong one and names --mfa-code when none is left"
    )
    func totpAfterSignIn() throws {
        let setup = try CognitoCommandTests.Setup(mfa: "OPTIONAL")
        let email = "mfa.cli@example.com"
        try setup.register(email, Self.password)
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: Self.password + "\n").status == 0)

        // No terminal and no --code: the secret is created and shown, verified later.
        let associated = try setup.run(["mfa", "setup-totp", "--issuer", "credkit tests", "--format", "json"])
        #expect(associated.status == 0, "\(associated.stderr)")
        let record = try #require(try associated.jsonLines().first)
        #expect(record["secretCode"] as? String == "asdfasdfasdf")
        #expect(record["verified"] as? Bool == false)
        #expect(
            record["uri"] as? String
                == "otpauth://totp/credkit%20tests:mfa.cli@example.com?secret=ASDFASDFASDF&issuer=credkit%20tests&algorithm=SHA1&digits=6&period=30"
        )
        let wrongVerify = try setup.run(["mfa", "verify-totp", "--code", try IndependentTOTP.wrongCode(secret: Self.motoSecret)])
        #expect(wrongVerify.status == 1 && wrongVerify.stderr.contains("(9401 CodeMismatchException)"), "\(wrongVerify.stderr)")
        let badShape = try setup.run(["mfa", "verify-totp", "--code", "12345", "--lang", "es"])
        #expect(
            badShape.status == 2 && badShape.stderr.contains("code: un código MFA tiene de 6 a 8 dígitos"), "\(badShape.stderr)")
        let verified = try setup.run(["mfa", "verify-totp", "--code", try IndependentTOTP.code(secret: Self.motoSecret)])
        #expect(verified.status == 0 && verified.stdout.hasPrefix("Authenticator app verified."), "\(verified.stderr)")

        let preference = try setup.run(["mfa", "set-preference", "--totp", "preferred", "--format", "json"])
        #expect(
            preference.stdout == #"{"operation":"set-preference","enabled":["totp"],"preferred":"totp"}"# + "\n",
            "\(preference.stderr)")
        let status = try setup.run(["mfa", "status"])
        #expect(status.stdout == "totp   preferred\nsms    disabled\nemail  disabled\n", "\(status.stdout)")
        let bothPreferred = try setup.run(["mfa", "set-preference", "--totp", "preferred", "--sms", "preferred"])
        #expect(bothPreferred.status == 2 && bothPreferred.stderr.contains("only one MFA method can be preferred"))

        // Sign-in now asks for the app's code.
        let missing = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: Self.password + "\n")
        // The password was sent: exit 4 (1004), never 2 ("nothing was sent").
        #expect(
            missing.status == 4 && missing.stderr.contains("credkit: error: Stopped after a request was sent: ")
                && missing.stderr.contains("give it with --mfa-code") && missing.stderr.hasSuffix("(1004)\n"),
            "\(missing.stderr)")
        let wrongCode = try IndependentTOTP.wrongCode(secret: Self.motoSecret)
        let wrong = try setup.run(
            ["sign-in", "--email", email, "--password-stdin", "--format", "json"], input: Self.password + "\n" + wrongCode + "\n")
        #expect(wrong.status == 1)
        #expect(try CognitoCommandTests.error(wrong)["code"] as? Int == 4007)
        let code = try Self.signInCode()
        let fromOption = try setup.run(
            ["sign-in", "--email", email, "--password-stdin", "--mfa-code", code], input: Self.password + "\n")
        #expect(fromOption.status == 0 && fromOption.stdout.hasPrefix("Signed in as mfa.cli@example.com"), "\(fromOption.stderr)")
        let nextLine = try Self.signInCode()
        let fromInput = try setup.run(
            ["sign-in", "--email", email, "--password-stdin", "--format", "json"], input: Self.password + "\n" + nextLine + "\n")
        #expect(fromInput.status == 0, "\(fromInput.stderr)")
        #expect(try fromInput.jsonLines().first?["operation"] as? String == "sign-in")
        setup.expectNothingPrinted([Self.password, wrongCode, code, nextLine])
    }

    @Test("MFA_SETUP at an SRP sign-in: the secret and URI are shown (JSON: mfaSetup), the next line's code finishes signing in")
    func setUpAtSignIn() throws {
        let setup = try CognitoCommandTests.Setup(mfa: "ON")
        let email = "setup.cli@example.com"
        try setup.register(email, Self.password)
        let noCode = try setup.run(
            ["sign-in", "--email", email, "--flow", "srp", "--password-stdin"], input: Self.password + "\n")
        #expect(noCode.status == 4 && noCode.stderr.contains("Secret: asdfasdfasdf"), "\(noCode.stderr)")
        let code = try Self.signInCode()
        let result = try setup.run(
            ["sign-in", "--email", email, "--flow", "srp", "--password-stdin", "--issuer", "Pool", "--format", "json"],
            input: Self.password + "\n" + code + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let record = try #require(try result.jsonLines().first)
        let mfaSetup = try #require(record["mfaSetup"] as? [String: Any])
        #expect(mfaSetup["secretCode"] as? String == "asdfasdfasdf")
        #expect((mfaSetup["uri"] as? String)?.hasPrefix("otpauth://totp/Pool:setup.cli@example.com?secret=ASDFASDFASDF") == true)
        #expect(FileManager.default.fileExists(atPath: setup.sessionFile.path))

        // A user an administrator created: a new password first, then MFA_SETUP, in one sign-in.
        let invited = "invited.cli@example.com"
        try MotoServer.shared.adminCreateUser(pool: setup.pool, username: invited, temporaryPassword: "Temp-Passw0rd!")
        let inviteCode = try Self.signInCode()
        let chained = try setup.run(
            ["sign-in", "--email", invited, "--password-stdin", "--format", "json"],
            input: "Temp-Passw0rd!\nNueva-Clave2027!\n" + inviteCode + "\n")
        #expect(chained.status == 0, "\(chained.stderr)")
        #expect(chained.stderr.contains("the account has a temporary password: choose a new one"))
        #expect(try chained.jsonLines().first?["mfaSetup"] != nil)
        setup.expectNothingPrinted([Self.password, code, "Temp-Passw0rd!", "Nueva-Clave2027!", inviteCode])
    }

    @Test("On a terminal: setup-totp draws the URI's QR code and asks for the code; sign-in asks for the app's code without echo")
    func onTerminal() throws {
        let setup = try CognitoCommandTests.Setup(mfa: "OPTIONAL")
        let email = "tty.user@example.com"
        try setup.register(email, Self.password)
        let signIn = try CLI.runOnTerminal(
            ["cognito", "sign-in", "--email", email], answers: [Self.password], environment: setup.environment)
        #expect(signIn.status == 0, "\(signIn.stderr)")
        let code = try IndependentTOTP.code(secret: Self.motoSecret)
        let setUp = try CLI.runOnTerminal(
            ["cognito", "mfa", "setup-totp", "--issuer", "credkit"], answers: [code], environment: setup.environment)
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let lines = setUp.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The 112-byte URI takes version 7 (45 modules); with its quiet zone: 53 columns, 27 lines.
        let picture = lines.prefix { !$0.isEmpty }
        #expect(picture.count == 27 && picture.allSatisfy { $0.count == 53 }, "\(setUp.stdout)")
        #expect(picture.first == String(repeating: "█", count: 53))
        #expect(
            setUp.stdout.contains("Secret: asdfasdfasdf\nURI:    otpauth://totp/credkit:tty.user@example.com?secret=ASDFASDFASDF")
        )
        #expect(
            setUp.stdout.hasSuffix(
                "Authenticator app verified. Turn it on with: credkit cognito mfa set-preference --totp preferred\n"))
        #expect(setUp.stderr.contains("Authenticator app code: ") && !setUp.stderr.contains(code))
        // JSON at a terminal: the record on standard output, the secret before the prompt on standard error.
        let jsonCode = try IndependentTOTP.code(secret: Self.motoSecret)
        let jsonSetUp = try CLI.runOnTerminal(
            ["cognito", "mfa", "setup-totp", "--format", "json"], answers: [jsonCode], environment: setup.environment)
        #expect(jsonSetUp.status == 0, "\(jsonSetUp.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(jsonSetUp.stdout.utf8)) as? [String: Any] != nil)
        #expect(jsonSetUp.stdout.contains(#""verified":true"#))
        #expect(jsonSetUp.stderr.contains("Secret: asdfasdfasdf\n") && jsonSetUp.stderr.contains("█"))
        #expect(try setup.run(["mfa", "set-preference", "--totp", "preferred"]).status == 0)

        let again = try Self.signInCode()
        let mfaSignIn = try CLI.runOnTerminal(
            ["cognito", "sign-in", "--email", email, "--lang", "es"], answers: [Self.password, again],
            environment: setup.environment)
        #expect(mfaSignIn.status == 0, "\(mfaSignIn.stderr)\n\(MotoServer.tracebacks)")
        #expect(mfaSignIn.stderr.contains("Código de la app de autenticación: "))
        #expect(!(mfaSignIn.stdout + mfaSignIn.stderr).contains(again))
    }

    @Test("credkit totp code and verify: RFC 6238's vectors, moto's secret against Python, errors and exit codes")
    func totpCommands() throws {
        let rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"  // base32 of "12345678901234567890"
        let code = try CLI.run(["totp", "code", "--digits", "8", "--at", "1111111109"], input: rfcSecret + "\n")
        #expect(code.status == 0 && code.stdout == "07081804\n" && code.stderr == "valid for 1 s\n")
        let json = try CLI.run(
            ["totp", "code", "--format", "json", "--at", "2005-03-18T01:58:29Z"], input: rfcSecret.lowercased() + "\n")
        #expect(
            json.stdout
                == #"{"code":"081804","validFor":1,"validUntil":"2005-03-18T01:58:30Z","step":37037036,"algorithm":"SHA1","digits":6,"period":30}"#
                + "\n")
        let uri = try CLI.run(
            ["totp", "code", "--uri", "--at", "59"],
            input: "otpauth://totp/x?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=8\n")
        #expect(uri.stdout == "94287082\n")
        // moto's 12-character secret (56 bits): refused unless asked for, then a warning and the code
        // Python computes.
        let refused = try CLI.run(["totp", "code"], input: Self.motoSecret + "\n")
        #expect(refused.status == 2 && refused.stdout == "")
        #expect(
            refused.stderr
                == "credkit: error: the secret has 56 bits, fewer than 80: refused (--allow-short-secret accepts it, as moto's fixed 12-character test secret needs)\n"
        )
        let expected = try IndependentTOTP.code(secret: Self.motoSecret)
        let moto = try CLI.run(["totp", "code", "--allow-short-secret"], input: Self.motoSecret + "\n")
        #expect(moto.stdout == expected + "\n")
        #expect(moto.stderr.contains("warning: the secret has 56 bits; RFC 4226 asks for at least 128"))
        // 80 bits: accepted with the warning.
        let eighty = try CLI.run(["totp", "code"], input: "GEZDGNBVGY3TQOJQ\n")
        #expect(eighty.status == 0 && eighty.stderr.contains("the secret has 80 bits"))

        let valid = try CLI.run(
            ["totp", "verify", "--code", "9428 7082", "--digits", "8", "--at", "59", "--window", "0"], input: rfcSecret + "\n")
        #expect(valid.status == 0 && valid.stdout == "valid (step 0 from the current one; time step 1)\n")
        let stale = try CLI.run(
            ["totp", "verify", "--code", "94287082", "--digits", "8", "--at", "89", "--format", "json"], input: rfcSecret + "\n")
        #expect(stale.status == 0 && stale.stdout == #"{"valid":true,"step":-1,"timeStep":1,"window":1}"# + "\n")
        // RFC 6238 §5.2: once step 1 was accepted, its code (or an older one) is a replay.
        let replay = try CLI.run(
            ["totp", "verify", "--code", "94287082", "--digits", "8", "--at", "59", "--after-step", "1"], input: rfcSecret + "\n")
        #expect(
            replay.status == 1
                && replay.stdout == "not valid: its time step 1 is not after 1, the last one accepted (a replayed code)\n")
        let replayJSON = try CLI.run(
            ["totp", "verify", "--code", "94287082", "--digits", "8", "--at", "59", "--after-step", "1", "--format", "json"],
            input: rfcSecret + "\n")
        #expect(replayJSON.stdout == #"{"valid":false,"step":0,"timeStep":1,"window":1,"replayed":true}"# + "\n")
        let fresh = try CLI.run(
            ["totp", "verify", "--code", "94287082", "--digits", "8", "--at", "59", "--after-step", "0", "--format", "json"],
            input: rfcSecret + "\n")
        #expect(fresh.status == 0 && fresh.stdout == #"{"valid":true,"step":0,"timeStep":1,"window":1,"replayed":false}"# + "\n")
        let invalid = try CLI.run(
            ["totp", "verify", "--code", "94287083", "--digits", "8", "--at", "59", "--lang", "es"], input: rfcSecret + "\n")
        #expect(invalid.status == 1 && invalid.stdout == "no válido (se comprobaron el paso actual y 1 a cada lado)\n")

        let notBase32 = try CLI.run(["totp", "code"], input: "GEZ1GNBV\n")
        #expect(notBase32.status == 2 && notBase32.stderr.contains("'1' at position 4 is not base32"))
        #expect(!notBase32.stderr.contains("GEZ"))
        let empty = try CLI.run(["totp", "code"], input: "")
        #expect(empty.status == 2 && empty.stderr.contains("standard input is empty: expected the TOTP secret on its first line"))
        let mixed = try CLI.run(["totp", "code", "--uri", "--digits", "8"], input: "otpauth://totp/x?secret=GEZDGNBV\n")
        #expect(mixed.status == 2 && mixed.stderr.contains("do not go with --uri"))
        let badURI = try CLI.run(["totp", "code", "--uri"], input: "otpauth://hotp/x?secret=GEZDGNBV&counter=1\n")
        #expect(badURI.status == 2 && badURI.stderr.contains("type 'hotp' is not totp"))
        let badDigits = try CLI.run(["totp", "code", "--digits", "9"], input: rfcSecret + "\n")
        #expect(badDigits.status == 2 && badDigits.stderr.contains("9 digits; codes have 6, 7 or 8"))
    }
}

/// A loopback HTTP server that answers Cognito's JSON API with scripted answers, one per request, and
/// records each request's target and body: for the challenges moto cannot send.
private final class ScriptedCognitoServer {
    let port: Int
    let log: URL
    private let process: Process

    init(answers: [String]) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-scripted-\(UUID().uuidString).jsonl")
        let script = """
            import http.server, json, sys
            answers, log = json.loads(sys.argv[1]), sys.argv[2]
            class Handler(http.server.BaseHTTPRequestHandler):
                def do_POST(self):
                    body = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
                    with open(log, "a") as f:
                        f.write(json.dumps({"target": self.headers.get("X-Amz-Target"), "body": body}) + "\\n")
                    answer = (answers.pop(0) if answers else "{}").encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/x-amz-json-1.1")
                    self.send_header("Content-Length", str(len(answer)))
                    self.end_headers()
                    self.wfile.write(answer)
                def log_message(self, *args):
                    pass
            server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
            print(server.server_address[1], flush=True)
            server.timeout = 30
            for _ in range(len(answers) + 2):
                server.handle_request()
            """
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: answers), as: UTF8.self)
        process.arguments = ["python3", "-c", script, encoded, log.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = output.fileHandleForReading.readFirstLineRetrying()
        port = try #require(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Each request's target (without the service prefix) and body, in order.
    func requests() throws -> [(target: String, body: String)] {
        try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
            return (
                (object["target"] ?? "").replacingOccurrences(of: "AWSCognitoIdentityProviderService.", with: ""),
                object["body"] ?? ""
            )
        }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: log)
    }
}

extension CognitoMFACommandTests {
    @Test(
        "SELECT_MFA_TYPE then EMAIL_OTP (which moto cannot send), from a scripted server: chosen at the terminal or with --mfa-type, a usage error without either"
    )
    func selectAndEmailOnTerminal() throws {
        let tokens =
            #"{"AuthenticationResult":{"AccessToken":"a.b.c","IdToken":"d.e.f","RefreshToken":"r","ExpiresIn":3600,"TokenType":"Bearer"}}"#
        let select =
            #"{"ChallengeName":"SELECT_MFA_TYPE","Session":"s1","ChallengeParameters":{"MFAS_CAN_CHOOSE":"[\"SOFTWARE_TOKEN_MFA\",\"EMAIL_OTP\"]"}}"#
        let email =
            #"{"ChallengeName":"EMAIL_OTP","Session":"s2","ChallengeParameters":{"CODE_DELIVERY_DESTINATION":"a***@e***"}}"#
        let state = try TemporaryDirectory()
        func environment(_ server: ScriptedCognitoServer) -> [String: String] {
            [
                "CREDKIT_ENDPOINT": "http://127.0.0.1:\(server.port)/", "CREDKIT_REGION": "eu-west-1",
                "CREDKIT_CLIENT_ID": "client123", "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
            ]
        }

        let server = try ScriptedCognitoServer(answers: [select, email, tokens])
        let result = try CLI.runOnTerminal(
            ["cognito", "sign-in", "--email", "ana@example.com"], answers: [Self.password, "email", "12345678"],
            environment: environment(server))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("MFA method (totp|email): ") && result.stderr.contains("code sent to a***@e***"))
        #expect(result.stderr.contains("Code from the email: ") && !result.stderr.contains("12345678"))
        let requests = try server.requests()
        try #require(requests.count == 3)
        #expect(requests.map(\.target) == ["InitiateAuth", "RespondToAuthChallenge", "RespondToAuthChallenge"])
        #expect(requests.count == 3 && requests[1].body.contains(#""ANSWER":"EMAIL_OTP""#))
        #expect(requests.count == 3 && requests[2].body.contains(#""EMAIL_OTP_CODE":"12345678""#))

        // Without a terminal: --mfa-type picks, or its absence is a usage error naming it.
        let scripted = try ScriptedCognitoServer(answers: [select, email, tokens])
        let piped = try CLI.run(
            ["cognito", "sign-in", "--email", "ana@example.com", "--password-stdin", "--mfa-type", "email"],
            input: Self.password + "\n87654321\n", environment: environment(scripted))
        #expect(piped.status == 0, "\(piped.stderr)")
        let unchosen = try ScriptedCognitoServer(answers: [select])
        let missing = try CLI.run(
            ["cognito", "sign-in", "--email", "ana@example.com", "--password-stdin"], input: Self.password + "\n",
            environment: environment(unchosen))
        #expect(
            missing.status == 4
                && missing.stderr.contains("Cognito asks which MFA method to use (totp, email): choose with --mfa-type"))
    }
}
