// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito …` end to end: the built binary against moto's Cognito emulator (server mode on
/// a loopback port, started by the tests), with real standard input and, for prompts, a real
/// pseudo-terminal. moto does not check sign-up codes or SRP maths (see the client's suite).
@Suite("credkit cognito against moto", .serialized, .waitsOnThreads)
struct CognitoCommandTests {
    /// A fresh pool and a private state folder (the session lives under it).
    final class Setup {
        let pool: MotoServer.Pool
        let state: TemporaryDirectory
        var environment: [String: String]
        /// Everything the runs printed, to prove no secret ever appears.
        private(set) var transcripts: [String] = []

        /// `front`: through ``CognitoGapServer`` (moto plus what it lacks — RevokeToken, self-service —
        /// every request checked against AWS's model), the default; `false` for moto directly.
        init(
            withSecret: Bool = false, secretInEnvironment: Bool = true, mfa: String? = nil, front: Bool = true,
            tokenRevocation: Bool = true, policy: [String: Any]? = nil
        ) throws {
            pool =
                if let policy {
                    try MotoServer.shared.makePool(
                        policy: policy, withSecret: withSecret, mfa: mfa, tokenRevocation: tokenRevocation)
                } else {
                    try MotoServer.shared.makePool(withSecret: withSecret, mfa: mfa, tokenRevocation: tokenRevocation)
                }
            state = try TemporaryDirectory()
            let endpoint = front ? try CognitoGapServer.shared.endpoint : try MotoServer.shared.endpoint
            environment = [
                "CREDKIT_ENDPOINT": endpoint.absoluteString, "CREDKIT_USER_POOL_ID": pool.userPoolID,
                "CREDKIT_CLIENT_ID": pool.clientID, "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
                "CREDKIT_TIMEOUT": String(Int(MotoServer.requestTimeout)),
            ]
            if withSecret && secretInEnvironment { environment["CREDKIT_CLIENT_SECRET"] = pool.clientSecret }
        }

        var sessionFile: URL { state.url.appendingPathComponent("credkit/session.json") }

        /// `credkit cognito ARGUMENTS` with `input` on standard input.
        func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws -> CLIResult {
            let result = try CLI.run(["cognito"] + arguments, input: input, environment: environment.merging(extra) { $1 })
            transcripts.append(result.stdout + result.stderr)
            return result
        }

        /// Signs up and confirms `email` with `password`.
        func register(_ email: String, _ password: String) throws {
            let signUp = try run(["sign-up", "--email", email, "--password-stdin"], input: password + "\n")
            let confirm = try run(["confirm-sign-up", "--email", email, "--code", "123456"])
            #expect(signUp.status == 0 && confirm.status == 0, "\(signUp.stderr)\(confirm.stderr)")
        }

        func session() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sessionFile)) as? [String: Any])
        }

        func tokens() throws -> [String: Any] {
            try #require(try session()["tokens"] as? [String: Any])
        }

        /// Fails the test when any run printed one of `secrets`.
        func expectNothingPrinted(_ secrets: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            for secret in secrets where !secret.isEmpty {
                #expect(!transcripts.contains { $0.contains(secret) }, "a secret was printed", sourceLocation: sourceLocation)
            }
        }
    }

    static func error(_ result: CLIResult) throws -> [String: Any] {
        let record = try #require(try result.jsonLines().first)
        return try #require(record["error"] as? [String: Any])
    }

    /// An unsigned JWT with these claims: only ever decoded locally (expiry checks), never sent.
    static func unsignedToken(_ claims: [String: Any]) throws -> String {
        func encode(_ object: Any) throws -> String {
            try JSONSerialization.data(withJSONObject: object).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(
                    of: "=", with: "")
        }
        return try encode(["alg": "RS256", "kid": "k"]) + "." + encode(claims) + ".c2ln"
    }

    /// Writes a session for client `client` in us-east-1 under `state` (as XDG_STATE_HOME), the way
    /// sign-in would, with the given tokens (the ID token is the access token: only decoded).
    static func writeSession(under state: URL, accessToken: String, refreshToken: String) throws {
        let session: [String: Any] = [
            "clientID": "client", "region": "us-east-1", "username": "ana@example.com", "obtainedAt": 0,
            "tokens": [
                "accessToken": accessToken, "idToken": accessToken, "refreshToken": refreshToken, "expiresIn": 3600,
                "tokenType": "Bearer",
            ],
        ]
        try writePrivately(
            JSONSerialization.data(withJSONObject: session), to: state.appendingPathComponent("credkit/session.json"))
    }

    @Test(
        "Plain moto (no front): whoami and user show without the sign-in factors; sign-out names RevokeToken and --local-only, not retried (en, es)"
    )
    func plainMoto() throws {
        let setup = try Setup(front: false)
        let email = "plain.moto@example.com"
        try setup.register(email, "Plain-Moto2026!")
        let signIn = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Plain-Moto2026!\n")
        #expect(signIn.status == 0, "\(signIn.stderr)")

        let whoami = try setup.run(["whoami", "--format", "json"])
        #expect(whoami.status == 0 && whoami.stderr == "", "\(whoami.stderr)")
        let me = try #require(try whoami.jsonLines().first)
        #expect(me["authFactors"] is NSNull && (me["attributes"] as? [String: String])?["email"] == email)
        let text = try setup.run(["whoami"])
        #expect(text.status == 0)
        #expect(
            text.stdout.contains("\nsign-in factors  not available: the endpoint does not implement GetUserAuthFactors\n"),
            "\(text.stdout)")
        let show = try setup.run(["user", "show", "--lang", "es"])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("no disponibles: el punto de acceso no implementa GetUserAuthFactors"), "\(show.stdout)")

        // RevokeToken: named at once (a retried 500 took three tries and their waits), the session
        // removed all the same, and the way out.
        let started = Date()
        let signOut = try setup.run(["sign-out"])
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(signOut.status == 3)
        #expect(signOut.stderr.contains("RevokeToken"), "\(signOut.stderr)")
        #expect(
            signOut.stderr.contains(
                "credkit: note: the endpoint answered RevokeToken with a server error that is not Cognito's: an emulator such as moto answers so for an operation it lacks (Cognito has it) or one it failed on, so it was not tried again\n"
            ), "\(signOut.stderr)")
        #expect(
            signOut.stderr.contains(
                "credkit: note: against this endpoint, credkit cognito sign-out --local-only forgets the session without RevokeToken\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))

        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Plain-Moto2026!\n").status == 0)
        let json = try setup.run(["sign-out", "--format", "json"])
        #expect(json.status == 3)
        let record = try #require(try json.jsonLines().first)
        let error = try #require(record["error"] as? [String: Any])
        #expect(error["type"] as? String == "credkit:not-implemented" && error["removed"] as? Bool == true, "\(record)")
        let hint = error["hint"] as? String
        #expect(hint?.hasPrefix("the endpoint answered RevokeToken with a server error that is not Cognito's") == true)
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Plain-Moto2026!\n").status == 0)
        let local = try setup.run(["sign-out", "--local-only"])
        #expect(local.status == 0 && local.stderr == "")
    }

    @Test("Sign-up → confirm → sign-in (password, SRP) → whoami → refresh → change-password → global-sign-out → refresh refused")
    func fullFlow() throws {
        let setup = try Setup()
        let email = "jose.garcia@example.com"
        let password = "Contraseña2024!"
        let newPassword = "Nueva-Clave2025"

        let signUp = try setup.run(
            ["sign-up", "--email", email, "--name", "José García", "--password-stdin", "--format", "json"], input: password + "\n"
        )
        #expect(signUp.status == 0 && signUp.stderr == "")
        let registered = try #require(try signUp.jsonLines().first)
        #expect(registered["operation"] as? String == "sign-up" && registered["username"] as? String == email)
        #expect(registered["userConfirmed"] as? Bool == false && (registered["userSub"] as? String)?.count == 36)
        let delivery = try #require(registered["codeDelivery"] as? [String: Any])
        #expect(delivery["destination"] as? String == "j***@e***" && delivery["deliveryMedium"] as? String == "EMAIL")

        let confirm = try setup.run(["confirm-sign-up", "--email", email, "--code", "123456"])
        #expect(confirm.status == 0)
        #expect(confirm.stdout == "Confirmed \(email). Next: credkit cognito sign-in --email \(email)\n")

        let signIn = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: password + "\n")
        #expect(signIn.status == 0 && signIn.stderr == "")
        #expect(
            signIn.stdout.hasPrefix(
                """
                Signed in as \(email) (USER_PASSWORD_AUTH: the password was sent to Cognito).
                Session saved to \(setup.sessionFile.path); the access token expires at 
                """))
        #expect(signIn.stdout.hasSuffix(" (in 59 min).\n") || signIn.stdout.hasSuffix(" (in 60 min).\n"))
        let fileMode = try FileManager.default.attributesOfItem(atPath: setup.sessionFile.path)[.posixPermissions] as? Int
        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: setup.sessionFile.deletingLastPathComponent().path)[
                .posixPermissions] as? Int
        #expect(fileMode == 0o600 && directoryMode == 0o700)
        let saved = try setup.session()
        #expect(saved["username"] as? String == email && saved["clientID"] as? String == setup.pool.clientID)

        let srp = try setup.run(
            ["sign-in", "--email", email, "--flow", "srp", "--password-stdin", "--format", "json"], input: password + "\n")
        #expect(srp.status == 0)
        let srpRecord = try #require(try srp.jsonLines().first)
        #expect(srpRecord["flow"] as? String == "srp" && srpRecord["session"] as? String == setup.sessionFile.path)
        #expect(
            srpRecord["expiresIn"] as? Int == 3600 && srpRecord["tokens"] == nil
                && (srpRecord["expiresAt"] as? String)?.hasSuffix("Z") == true)

        // Later commands need no settings beyond the session: it remembers client, pool and endpoint.
        let bare = ["XDG_STATE_HOME": setup.state.url.path, "HOME": setup.state.url.path]
        let whoami = try CLI.run(["cognito", "whoami", "--format", "json"], input: "", environment: bare)
        #expect(whoami.status == 0, "\(whoami.stderr)")
        let me = try #require(try whoami.jsonLines().first)
        let attributes = try #require(me["attributes"] as? [String: String])
        #expect(
            attributes["email"] == email && attributes["name"] == "José García"
                && attributes["sub"] == registered["userSub"] as? String)
        #expect(me["signedInAs"] as? String == email && me["username"] as? String == registered["userSub"] as? String)
        let claims = try #require((me["idToken"] as? [String: Any])?["claims"] as? [String: Any])
        #expect(claims["aud"] as? String == setup.pool.clientID && claims["token_use"] as? String == "id")
        #expect(claims["iss"] as? String == "https://cognito-idp.us-east-1.amazonaws.com/\(setup.pool.userPoolID)")
        #expect(me["tokens"] == nil)

        let whoamiText = try setup.run(["whoami", "--lang", "es"])
        #expect(whoamiText.status == 0)
        #expect(
            whoamiText.stdout.hasPrefix("sesión de          \(email)\nnombre de usuario  \(registered["userSub"] as! String)\n"))
        #expect(whoamiText.stdout.contains("\natributos\n  email  \(email)\n  name   José García\n"))
        #expect(
            whoamiText.stdout.contains(
                "\npolítica           cognito-default (la predeterminada; sign-in --policy guarda la del grupo con la sesión)\n"))
        #expect(
            whoamiText.stdout.contains("\nclaims del token de ID (decodificados; credkit jwt verify comprueba la firma)\n  iss "))

        let before = try setup.tokens()
        let refresh = try setup.run(["refresh", "--format", "json"])
        #expect(refresh.status == 0)
        let after = try setup.tokens()
        #expect(after["accessToken"] as? String != before["accessToken"] as? String)
        #expect(after["refreshToken"] as? String == before["refreshToken"] as? String)
        #expect(try refresh.jsonLines().first?["operation"] as? String == "refresh")

        let change = try setup.run(["change-password", "--password-stdin"], input: "\(password)\n\(newPassword)\n")
        #expect(change.status == 0 && change.stdout == "Password changed for \(email).\n", "\(change.stderr)")
        let old = try setup.run(["sign-in", "--email", email, "--password-stdin", "--format", "json"], input: password + "\n")
        #expect(old.status == 1)
        let oldError = try Self.error(old)
        #expect(oldError["type"] as? String == "NotAuthorizedException" && oldError["code"] as? Int == 4002)
        #expect(oldError["message"] as? String == "Incorrect email or password")
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: newPassword + "\n").status == 0)

        let revoked = try Data(contentsOf: setup.sessionFile)
        let globalSignOut = try setup.run(["global-sign-out"])
        #expect(globalSignOut.status == 0)
        #expect(
            globalSignOut.stdout
                == "Signed out everywhere: Cognito revoked every refresh token of \(email); removed \(setup.sessionFile.path).\n")
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))
        let noSession = try setup.run(["whoami"])
        #expect(noSession.status == 2)
        #expect(
            noSession.stderr
                == "credkit: error: No active session. Please sign in (no session in \(setup.sessionFile.path)): credkit cognito sign-in --email EMAIL (8001)\n"
        )

        // The refresh token of the signed-out session is refused by Cognito.
        try writePrivately(revoked, to: setup.sessionFile)
        let refused = try setup.run(["refresh", "--format", "json"])
        #expect(refused.status == 1)
        let refusedError = try Self.error(refused)
        #expect(refusedError["type"] as? String == "NotAuthorizedException" && refusedError["code"] as? Int == 4002)

        let signOut = try setup.run(["sign-out", "--local-only"])
        #expect(signOut.status == 0)
        #expect(
            signOut.stdout == """
                Signed out on this machine: removed \(setup.sessionFile.path). The refresh token stays valid until it expires; global-sign-out revokes it everywhere.

                """)
        #expect(
            try setup.run(["sign-out", "--format", "json"]).stdout
                == #"{"operation":"sign-out","session":"\#(setup.sessionFile.path)","removed":false,"revoked":false}"# + "\n")

        let revokedTokens =
            try #require(try JSONSerialization.jsonObject(with: revoked) as? [String: Any])["tokens"] as? [String: Any]
        setup.expectNothingPrinted(
            [password, newPassword] + ["accessToken", "idToken", "refreshToken"].compactMap { revokedTokens?[$0] as? String })
    }

    @Test(
        "sign-out revokes the refresh token first (RevokeToken, checked against AWS's model); unreachable or refused: removed anyway, exit 3 or 1 saying not revoked; --local-only sends nothing"
    )
    func signOutRevokes() throws {
        let setup = try Setup(front: true)
        let email = "ana.revoca@example.com"
        let password = "Revocar-2024!"
        try setup.register(email, password)
        let signIn = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: password + "\n")
        #expect(signIn.status == 0, "\(signIn.stderr)")
        let saved = try Data(contentsOf: setup.sessionFile)
        let tokens = try setup.tokens()

        let signOut = try setup.run(["sign-out"])
        #expect(signOut.status == 0 && signOut.stderr == "", "\(signOut.stderr)")
        #expect(
            signOut.stdout
                == "Signed out: Cognito revoked the refresh token and the access tokens issued with it; removed \(setup.sessionFile.path).\n"
        )
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))

        // Cognito no longer honours the old session's tokens: a copy of the file is useless.
        try writePrivately(saved, to: setup.sessionFile)
        let whoami = try setup.run(["whoami", "--format", "json"])
        #expect(whoami.status == 1)
        let whoamiError = try Self.error(whoami)
        #expect(whoamiError["type"] as? String == "NotAuthorizedException")
        #expect(whoamiError["serviceMessage"] as? String == "Access Token has been revoked")
        let refresh = try setup.run(["refresh", "--format", "json"])
        #expect(refresh.status == 1)
        #expect(try Self.error(refresh)["serviceMessage"] as? String == "Refresh Token has been revoked")

        // Cognito unreachable: the file goes all the same, exit 3, and the output says the token lives on.
        let closed = ["CREDKIT_ENDPOINT": "http://127.0.0.1:9/", "CREDKIT_TIMEOUT": "2"]
        let unreachable = try setup.run(["sign-out"], environment: closed)
        #expect(unreachable.status == 3)
        #expect(unreachable.stdout == "")
        #expect(
            unreachable.stderr.hasSuffix(
                "credkit: warning: The refresh token was NOT revoked: it stays valid until it expires (sign in again and run global-sign-out to revoke every one). Removed \(setup.sessionFile.path).\n"
            ), "\(unreachable.stderr)")
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))
        try writePrivately(saved, to: setup.sessionFile)
        let unreachableJSON = try setup.run(["sign-out", "--format", "json", "--lang", "es"], environment: closed)
        #expect(unreachableJSON.status == 3 && unreachableJSON.stderr == "")
        let unreachableError = try Self.error(unreachableJSON)
        #expect(unreachableError["type"] as? String == "credkit:transport")
        #expect(unreachableError["removed"] as? Bool == true && unreachableError["revoked"] as? Bool == false)
        #expect(unreachableError["session"] as? String == setup.sessionFile.path)

        // --local-only: no request at all (an unreachable endpoint does not matter), the old words.
        try writePrivately(saved, to: setup.sessionFile)
        let local = try setup.run(["sign-out", "--local-only", "--format", "json"], environment: closed)
        #expect(local.status == 0)
        #expect(
            local.stdout
                == #"{"operation":"sign-out","session":"\#(setup.sessionFile.path)","removed":true,"revoked":false}"# + "\n")

        // An app client without token revocation: Cognito refuses (exit 1), the file is removed.
        let old = try Setup(front: true, tokenRevocation: false)
        try old.register(email, password)
        #expect(try old.run(["sign-in", "--email", email, "--password-stdin"], input: password + "\n").status == 0)
        let refused = try old.run(["sign-out", "--lang", "es"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "credkit: aviso: El token de actualización NO se revocó: sigue siendo válido hasta que caduque"),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: old.sessionFile.path))

        // Every request that reached the front satisfied AWS's model of the service.
        let received = try CognitoGapServer.shared.received()
        #expect(received.contains { $0.operation == "RevokeToken" })
        #expect(received.filter { !$0.valid } == [])
        setup.expectNothingPrinted(
            [password] + ["accessToken", "idToken", "refreshToken"].compactMap { tokens[$0] as? String })
        old.expectNothingPrinted([password])
    }

    @Test("Forgot password: the masked destination, then the code moto returns in its response header; a stale code is 7002")
    func forgotPassword() throws {
        let setup = try Setup()
        let email = "maria@example.com"
        try setup.register(email, "Passw0rd!old")
        let forgot = try setup.run(["forgot-password", "--email", email])
        #expect(forgot.status == 0)
        #expect(
            forgot.stdout
                == "A code was sent by EMAIL to m***@e***.\nNext: credkit cognito confirm-forgot-password --email \(email) --code CODE\n"
        )
        let json = try setup.run(["forgot-password", "--email", email, "--format", "json"])
        #expect(
            json.stdout
                == #"{"operation":"forgot-password","username":"maria@example.com","codeDelivery":{"destination":"m***@e***","deliveryMedium":"EMAIL","attributeName":"email"}}"#
                + "\n")

        // The front has moto check the code's digits (moto hands them out as moto-confirmation-code:DIGITS).
        let code = try MotoServer.shared.forgotPasswordCode(pool: setup.pool, username: email)
        #expect(code.count == 6 && code.allSatisfy(\.isASCII) && Int(code) != nil)
        let stale = code == "000000" ? "000001" : "000000"
        let expired = try setup.run(
            [
                "confirm-forgot-password", "--email", email, "--code", stale, "--password-stdin", "--format", "json", "--lang",
                "es",
            ], input: "Passw0rd!new\n")
        #expect(expired.status == 1)
        let error = try Self.error(expired)
        #expect(error["type"] as? String == "ExpiredCodeException" && error["code"] as? Int == 7002)
        #expect(error["message"] as? String == "Código expirado. Pide uno nuevo")

        let reset = try setup.run(
            ["confirm-forgot-password", "--email", email, "--code", code, "--password-stdin"], input: "Passw0rd!new\n")
        #expect(reset.status == 0)
        #expect(reset.stdout == "The password of \(email) was reset. Next: credkit cognito sign-in --email \(email)\n")
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Passw0rd!new\n").status == 0)
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Passw0rd!old\n").status == 1)
        setup.expectNothingPrinted(["Passw0rd!new", "Passw0rd!old"])
    }

    @Test("Cognito's refusals exit 1 with type, number and the articles' message; server errors exit 3")
    func serviceErrors() throws {
        let setup = try Setup()
        try setup.register("ana@example.com", "Passw0rd!ok")
        let wrong = try setup.run(["sign-in", "--email", "ana@example.com", "--password-stdin"], input: "Wrong-passw0rd\n")
        #expect(wrong.status == 1 && wrong.stdout == "")
        #expect(wrong.stderr == "credkit: error: Incorrect email or password (4002 NotAuthorizedException)\n")
        let unknown = try setup.run(
            ["sign-in", "--email", "nadie@example.com", "--password-stdin", "--format", "json", "--lang", "es"],
            input: "Passw0rd!ok\n")
        #expect(unknown.status == 1)
        #expect(
            unknown.stdout
                == #"{"error":{"type":"UserNotFoundException","code":4004,"message":"Usuario no existe","serviceMessage":"User does not exist."}}"#
                + "\n")
        let exists = try setup.run(
            ["sign-up", "--email", "ana@example.com", "--password-stdin", "--format", "json"], input: "Passw0rd!ok\n")
        #expect(exists.status == 1)
        #expect(try Self.error(exists)["code"] as? Int == 3001)
        // Plain moto has no ResendConfirmationCode (HTTP 500, an HTML page): the endpoint lacks the
        // operation, said at once without retries; no usable answer (exit 3). (The front answers it.)
        let plain = try Setup(front: false)
        let resend = try plain.run(["resend-code", "--email", "ana@example.com", "--format", "json"])
        #expect(resend.status == 3)
        let resendError = try Self.error(resend)
        #expect(resendError["type"] as? String == "credkit:not-implemented" && resendError["code"] as? Int == 5100)
        #expect(
            resendError["hint"] as? String
                == "the endpoint answered ResendConfirmationCode with a server error that is not Cognito's: an emulator such as moto answers so for an operation it lacks (Cognito has it) or one it failed on, so it was not tried again"
        )
        setup.expectNothingPrinted(["Wrong-passw0rd", "Passw0rd!ok"])
    }

    @Test("Bad input exits 2 listing every problem, and no connection is opened")
    func localValidation() throws {
        let counter = try ConnectionCounter()
        let state = try TemporaryDirectory()
        let environment = [
            "CREDKIT_ENDPOINT": "http://127.0.0.1:\(counter.port)/", "CREDKIT_REGION": "us-east-1", "CREDKIT_CLIENT_ID": "client",
            "XDG_STATE_HOME": state.url.path,
        ]
        func run(_ arguments: [String], _ input: String) throws -> CLIResult {
            try CLI.run(["cognito"] + arguments, input: input, environment: environment)
        }
        let signUp = try run(["sign-up", "--email", "not-an-email", "--password-stdin", "--format", "json"], "short\n")
        #expect(signUp.status == 2 && signUp.stderr == "")
        let problems = try #require(try Self.error(signUp)["problems"] as? [[String: Any]])
        #expect(
            problems.map { $0["field"] as? String } == ["email", "password"]
                && problems.map { $0["code"] as? String } == ["invalid-email", "password-policy"])
        #expect(
            problems.last?["rules"] as? [String] == [
                "MinimumLength", "RequireUppercase", "RequireNumbers", "RequireSymbols",
            ])
        let signUpError = try Self.error(signUp)
        #expect(signUpError["type"] as? String == "credkit:validation" && signUpError["code"] as? Int == 1000)

        // A confirmation code is 6 to 8 digits, as Cognito sends it: a slip never costs an attempt.
        for typed in ["12 34", "12ab56", "1234567890"] {
            let code = try run(["confirm-sign-up", "--email", "ana@example.com", "--code", typed], "")
            #expect(code.status == 2, "\(typed)")
            #expect(
                code.stderr
                    == "credkit: error: The request was not sent: code: a confirmation code is 6 to 8 digits, as Cognito sends it (1000)\n",
                "\(typed)")
        }
        let forgotCode = try run(
            ["confirm-forgot-password", "--email", "ana@example.com", "--code", "12ab", "--password-stdin"], "Passw0rd!new\n")
        #expect(forgotCode.status == 2)
        #expect(forgotCode.stderr.contains("code: a confirmation code is 6 to 8 digits"), "\(forgotCode.stderr)")

        let emptyPassword = try run(["sign-in", "--email", "ana@example.com", "--password-stdin"], "\n")
        #expect(
            emptyPassword.status == 2
                && emptyPassword.stderr == "credkit: error: The request was not sent: password is required (1000)\n")

        let srpWithoutPool = try run(
            ["sign-in", "--email", "ana@example.com", "--flow", "srp", "--password-stdin"], "Passw0rd!ok\n")
        #expect(srpWithoutPool.status == 2)
        #expect(srpWithoutPool.stderr.contains("a user pool ID (region_ID) is needed for SRP sign-in"))

        // A session (its access token good for an hour) pointing at the counter: change-password
        // refuses a new password equal to the current one without asking Cognito.
        let access = try Self.unsignedToken([
            "exp": Int(Date().timeIntervalSince1970) + 3600, "username": "ana", "token_use": "access",
        ])
        try Self.writeSession(under: state.url, accessToken: access, refreshToken: "r")
        let same = try run(["change-password", "--password-stdin", "--lang", "es"], "Passw0rd!same\nPassw0rd!same\n")
        #expect(same.status == 2)
        #expect(
            same.stderr == "credkit: error: No se envió la solicitud: La nueva contraseña debe ser diferente a la actual (1000)\n"
        )
        #expect(counter.count == 0)

        // Valid input to an endpoint that accepts and hangs up: a transport failure (exit 3). The
        // request may have been received, and ForgotPassword is not safe to repeat (it would send
        // a second code), so there is one connection, no retry.
        let transport = try run(["forgot-password", "--email", "ana@example.com", "--format", "json"], "")
        #expect(transport.status == 3)
        let transportError = try Self.error(transport)
        #expect(transportError["type"] as? String == "credkit:transport" && transportError["code"] as? Int == 1001)
        #expect(counter.count == 1)
    }

    @Test("Settings: environment or options, clear errors for missing or invalid ones (exit 2), a warning for a secret in argv")
    func settings() throws {
        let state = try TemporaryDirectory()
        let home = ["XDG_STATE_HOME": state.url.path, "HOME": state.url.path]
        func run(_ arguments: [String], _ input: String = "", _ environment: [String: String] = [:]) throws -> CLIResult {
            try CLI.run(["cognito"] + arguments, input: input, environment: home.merging(environment) { $1 })
        }
        #expect(
            try run(["forgot-password", "--email", "a@example.com"]).stderr
                == "credkit: error: no region: give --region or CREDKIT_REGION (or --user-pool-id, which names it)\n")
        #expect(
            try run(["forgot-password", "--email", "a@example.com", "--region", "eu-west-1"]).stderr
                == "credkit: error: no app client: give --client-id or CREDKIT_CLIENT_ID\n")
        let badRegion = try run(
            ["forgot-password", "--email", "a@example.com"], "", ["CREDKIT_REGION": "Europe", "CREDKIT_CLIENT_ID": "c"])
        #expect(
            badRegion.status == 2
                && badRegion.stderr == "credkit: error: CREDKIT_REGION Europe: not an AWS region such as eu-west-1\n")
        #expect(
            try run([
                "forgot-password", "--email", "a@example.com", "--user-pool-id", "eu-west-1_Ab1", "--region", "us-east-1",
                "--client-id", "c",
            ]).stderr
                == "credkit: error: the user pool eu-west-1_Ab1 is not in the region us-east-1\n")
        #expect(
            try run(["forgot-password", "--email", "a@example.com", "--user-pool-id", "pool", "--client-id", "c"]).stderr
                == "credkit: error: --user-pool-id pool: not a Cognito user pool ID (such as eu-west-1_AbC123)\n")
        #expect(
            try run(["forgot-password", "--email", "a@example.com", "--region", "eu-west-1", "--client-id", "a b"]).stderr
                == "credkit: error: --client-id a b: an app client ID is 1 to 128 letters, digits, _ or +\n")
        let http = try run([
            "forgot-password", "--email", "a@example.com", "--region", "eu-west-1", "--client-id", "c", "--endpoint",
            "http://cognito.example.com/",
        ])
        #expect(http.status == 2)
        #expect(
            http.stderr
                == "credkit: error: The endpoint http://cognito.example.com/ is not allowed: use https (plain http only on this machine) (1003)\n"
        )
        let timeout = try run([
            "forgot-password", "--email", "a@example.com", "--region", "eu-west-1", "--client-id", "c", "--timeout", "0",
        ])
        #expect(
            timeout.status == 2
                && timeout.stderr == "credkit: error: --timeout 0: expected seconds, more than 0 and at most 300\n")

        let settings = ["CREDKIT_REGION": "eu-west-1", "CREDKIT_CLIENT_ID": "client"]
        let piped = try run(["sign-in", "--email", "a@example.com"], "Passw0rd!ok\n", settings)
        #expect(piped.status == 2)
        #expect(
            piped.stderr
                == "credkit: error: passwords are asked for on a terminal and standard input is not one: give --password-stdin to read them from it, one per line\n"
        )
        #expect(
            try run(["sign-up", "--email", "a@example.com", "--password-stdin"], "", settings).stderr
                == "credkit: error: standard input ended before the password (line 1)\n")
        let notUTF8 = try CLI.run(
            ["cognito", "sign-in", "--email", "a@example.com", "--password-stdin"], stdin: [0x61, 0x62, 0x63, 0xFF, 0x0A],
            environment: home.merging(settings) { $1 })
        #expect(
            notUTF8.status == 2
                && notUTF8.stderr
                    == "credkit: error: the password (standard input line 1) is not valid UTF-8: first bad byte at offset 3\n"
        )

        let secret = "0123456789abcdef-secret"
        let warned = try run(["sign-in", "--email", "a@example.com", "--client-secret", secret], "", settings)
        #expect(
            warned.stderr.hasPrefix(
                "credkit: warning: a client secret on the command line is visible to other local users (ps) and kept in shell history; set CREDKIT_CLIENT_SECRET instead\n"
            ))
        #expect(!warned.stderr.contains(secret) && !warned.stdout.contains(secret))

        let file = state.url.appendingPathComponent("credkit/session.json")
        try writePrivately(Data(#"{"tokens":"eyJ-not-a-session"}"#.utf8), to: file)
        let damaged = try run(["whoami"], "", settings)
        #expect(damaged.status == 2 && damaged.stderr == "credkit: error: \(file.path): not a credkit session file\n")

        let usage = try run(["sign-in"], "", settings)
        #expect(usage.status == 2 && usage.stderr.contains("give the user with --email ADDRESS or"))
        let flow = try run(["sign-in", "--email", "a@example.com", "--flow", "magic"], "", settings)
        #expect(
            flow.status == 2
                && flow.stderr
                    == "credkit: error: invalid value \"magic\" for --flow; allowed: password, srp, user-auth, custom\n"
        )
        // The environment's closed choices name the variable; --lang and --format override them.
        let badFormat = try run(["whoami"], "", settings.merging(["CREDKIT_FORMAT": "xml"]) { $1 })
        #expect(
            badFormat.status == 2
                && badFormat.stderr == "credkit: error: invalid value \"xml\" for CREDKIT_FORMAT; allowed: text, json\n")
        let badLanguage = try run(["whoami"], "", settings.merging(["CREDKIT_LANG": "fr"]) { $1 })
        #expect(
            badLanguage.status == 2
                && badLanguage.stderr == "credkit: error: invalid value \"fr\" for CREDKIT_LANG; allowed: en, es\n")
        let overridden = try run(
            ["whoami", "--lang", "es", "--format", "json"], "",
            settings.merging(["CREDKIT_LANG": "fr", "CREDKIT_FORMAT": "xml"]) { $1 })
        #expect(overridden.status == 2 && !overridden.stderr.contains("CREDKIT_"), "\(overridden.stderr)")
    }

    @Test(
        "An app client with a secret (CREDKIT_CLIENT_SECRET): SRP sign-in and refresh hash the right names; without it refresh is refused"
    )
    func clientSecret() throws {
        let setup = try Setup(withSecret: true)
        let secret = try #require(setup.pool.clientSecret)
        try setup.register("sec@example.com", "Passw0rd!sec")
        let signIn = try setup.run(
            ["sign-in", "--email", "sec@example.com", "--flow", "srp", "--password-stdin"], input: "Passw0rd!sec\n")
        #expect(signIn.status == 0, "\(signIn.stderr)")
        #expect(try setup.run(["refresh"]).status == 0)
        let withoutSecret = try setup.run(["refresh", "--format", "json"], environment: ["CREDKIT_CLIENT_SECRET": ""])
        #expect(withoutSecret.status == 1)
        #expect(try Self.error(withoutSecret)["code"] as? Int == 4002)
        setup.expectNothingPrinted([secret, "Passw0rd!sec"])
    }

    @Test("An access token that has expired is refreshed before use, and the session saved again")
    func automaticRefresh() throws {
        let setup = try Setup()
        try setup.register("luz@example.com", "Passw0rd!luz")
        #expect(
            try setup.run(["sign-in", "--email", "luz@example.com", "--password-stdin"], input: "Passw0rd!luz\n").status == 0)
        var session = try setup.session()
        var tokens = try setup.tokens()
        let expired = try Self.unsignedToken([
            "exp": Int(Date().timeIntervalSince1970) - 3600, "username": "luz", "token_use": "access",
        ])
        tokens["accessToken"] = expired
        session["tokens"] = tokens
        try writePrivately(JSONSerialization.data(withJSONObject: session), to: setup.sessionFile)
        let whoami = try setup.run(["whoami", "--format", "json"])
        #expect(whoami.status == 0)
        #expect(whoami.stderr == "credkit: the access token expired 1 h ago: refreshed it with the refresh token\n")
        #expect(try whoami.jsonLines().first?["signedInAs"] as? String == "luz@example.com")
        #expect(try setup.tokens()["accessToken"] as? String != expired)
        // Fresh now: no refresh the next time.
        #expect(try setup.run(["whoami"]).stderr == "")
    }

    @Test("A user created by an administrator sets a new password at first sign-in")
    func newPasswordRequired() throws {
        let setup = try Setup()
        try MotoServer.shared.adminCreateUser(pool: setup.pool, username: "temp@example.com", temporaryPassword: "Temp0rary!pw")
        let weak = try setup.run(["sign-in", "--email", "temp@example.com", "--password-stdin"], input: "Temp0rary!pw\nweak\n")
        #expect(weak.status == 2 && weak.stderr.contains("newPassword: Password must be at least 8 characters"))
        let signIn = try setup.run(
            ["sign-in", "--email", "temp@example.com", "--password-stdin"], input: "Temp0rary!pw\nDefin1tive!pw\n")
        #expect(signIn.status == 0)
        #expect(signIn.stderr == "credkit: the account has a temporary password: choose a new one\n")
        #expect(
            try setup.run(["sign-in", "--email", "temp@example.com", "--password-stdin"], input: "Defin1tive!pw\n").status == 0)
    }

    @Test(
        "Attributes the pool requires with the new password: --attribute gives them; without, their names and exit 4 (the temporary password was sent)"
    )
    func newPasswordAttributes() throws {
        let setup = try Setup()
        try CognitoGapServer.shared.setRequiredAttributes(clientID: setup.pool.clientID, attributes: ["name", "family_name"])
        try MotoServer.shared.adminCreateUser(pool: setup.pool, username: "attr@example.com", temporaryPassword: "Temp0rary!pw")
        let missing = try setup.run(
            ["sign-in", "--email", "attr@example.com", "--password-stdin", "--attribute", "name=Ana"],
            input: "Temp0rary!pw\nDefin1tive!pw\n")
        #expect(missing.status == 4)
        #expect(
            missing.stderr
                == "credkit: the account has a temporary password: choose a new one\n"
                + "credkit: error: Stopped after a request was sent: The user pool needs these attributes with the new password: family_name: give --attribute NAME=VALUE, or run at a terminal (1004)\n"
        )
        let signIn = try setup.run(
            [
                "sign-in", "--email", "attr@example.com", "--password-stdin", "--attribute", "name=Ana",
                "--attribute", "family_name=García López",
            ], input: "Temp0rary!pw\nDefin1tive!pw\n")
        #expect(signIn.status == 0, "\(signIn.stderr)")
        let whoami = try setup.run(["whoami", "--format", "json"])
        let attributes = try #require(try whoami.jsonLines().first?["attributes"] as? [String: Any])
        #expect(attributes["family_name"] as? String == "García López" && attributes["name"] as? String == "Ana")
        let malformed = try setup.run(["sign-in", "--email", "attr@example.com", "--attribute", "sinigual"])
        #expect(malformed.status == 2)
    }

    @Test("On a terminal: new passwords are asked twice without echo; a mismatch sends nothing")
    func terminalPrompts() throws {
        let setup = try Setup()
        let mismatch = try CLI.runOnTerminal(
            ["cognito", "sign-up", "--email", "pia@example.com"], answers: ["Passw0rd!pia", "Passw0rd!pib"],
            environment: setup.environment)
        #expect(mismatch.status == 2)
        #expect(mismatch.stderr.hasPrefix("Password: Confirm password: "))
        #expect(mismatch.stderr.hasSuffix("credkit: error: The request was not sent: Passwords do not match (1000)\n"))
        // Nothing was sent: the address is still free.
        let signUp = try CLI.runOnTerminal(
            ["cognito", "sign-up", "--email", "pia@example.com"], answers: ["Passw0rd!pia", "Passw0rd!pia"],
            environment: setup.environment)
        #expect(signUp.status == 0, "\(signUp.stderr)")
        #expect(try setup.run(["confirm-sign-up", "--email", "pia@example.com", "--code", "123456"]).status == 0)
        #expect(
            try setup.run(["sign-in", "--email", "pia@example.com", "--password-stdin"], input: "Passw0rd!pia\n").status == 0)
        let change = try CLI.runOnTerminal(
            ["cognito", "change-password", "--lang", "es"], answers: ["Passw0rd!pia", "Passw0rd!new", "Passw0rd!new"],
            environment: setup.environment)
        #expect(change.status == 0, "\(change.stderr)")
        #expect(change.stderr == "Contraseña actual: Nueva contraseña: Confirma la nueva contraseña: ")
        #expect(change.stdout == "Contraseña cambiada para pia@example.com.\n")
        for output in [mismatch.stdout, mismatch.stderr, signUp.stdout, signUp.stderr, change.stdout, change.stderr] {
            #expect(!output.contains("Passw0rd"))
        }
    }
}
