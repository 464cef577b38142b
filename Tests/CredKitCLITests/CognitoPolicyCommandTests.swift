// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// Which policy `credkit cognito` judges new passwords by, and saying so: `cognito-default` unless
/// told, `--policy` (a file, a preset, `pool:ID`), or the policy saved with the session at sign-in.
/// Against moto through the test front, whose pool has a 10-character policy without symbols or
/// capitals: passwords it accepts and `cognito-default` refuses show which policy was applied.
@Suite("The pool's own policy in cognito commands, end to end", .serialized, .waitsOnThreads)
struct CognitoPolicyCommandTests {
    nonisolated(unsafe) static let poolPolicy: [String: Any] = [
        "MinimumLength": 10, "RequireUppercase": false, "RequireLowercase": true, "RequireNumbers": true,
        "RequireSymbols": false,
    ]
    /// Accepted by the pool, refused by cognito-default (no capital, no symbol).
    static let plain = "lowercase123"

    static func setup() throws -> CognitoCommandTests.Setup {
        let setup = try CognitoCommandTests.Setup(policy: poolPolicy)
        try CognitoGapServer.shared.registerCredentials(
            accessKeyID: PolicyFetchCommandTests.keyID, secretAccessKey: PolicyFetchCommandTests.secret)
        // AWS keys only for the runs that read the pool (pool:ID); none from the machine.
        for name in ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE"] {
            setup.environment[name] = ""
        }
        setup.environment["AWS_SHARED_CREDENTIALS_FILE"] = setup.state.url.appendingPathComponent("none").path
        setup.environment["AWS_CONFIG_FILE"] = setup.state.url.appendingPathComponent("none").path
        return setup
    }

    static let keys = [
        "AWS_ACCESS_KEY_ID": PolicyFetchCommandTests.keyID, "AWS_SECRET_ACCESS_KEY": PolicyFetchCommandTests.secret,
    ]

    @Test("Without a policy a refusal names cognito-default and how to give the pool's (en, es, JSON); --policy FILE is named")
    func defaultNamed() throws {
        let setup = try Self.setup()
        let email = "lia@example.com"
        try setup.register(email, "Passw0rd!lia")
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Passw0rd!lia\n").status == 0)
        #expect(try setup.session()["passwordPolicy"] == nil)

        let refused = try setup.run(
            ["change-password", "--password-stdin"], input: "Passw0rd!lia\n\(Self.plain)\n\(Self.plain)\n")
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == """
                credkit: error: The request was not sent: newPassword: Password must contain an uppercase letter (A–Z), \
                Password must contain a symbol (^$*.[]{}()?"!@#%&/\\,><':;|_~`=+-) or an inner space (policy cognito-default) (1000)
                credkit: note: new passwords were judged by cognito-default, Cognito's default policy, before anything was sent; \
                for your pool's own, give --policy pool:USER_POOL_ID (read with DescribeUserPool), a policy file or a preset name, \
                or set CREDKIT_POLICY; sign-in --policy keeps it with the session

                """)
        let spanish = try setup.run(
            ["change-password", "--password-stdin", "--format", "json", "--lang", "es"],
            input: "Passw0rd!lia\n\(Self.plain)\n\(Self.plain)\n")
        #expect(spanish.status == 2 && spanish.stderr == "")
        let error = try CognitoCommandTests.error(spanish)
        let policy = try #require(error["policy"] as? [String: String])
        #expect(policy["name"] == "cognito-default" && policy["from"] == "default")
        #expect(
            policy["hint"]?.hasPrefix("las contraseñas nuevas se juzgaron con cognito-default, la política por defecto") == true)
        let problems = try #require(error["problems"] as? [[String: Any]])
        #expect(problems.map { $0["policy"] as? String } == ["cognito-default"])
        #expect(problems.first?["rules"] as? [String] == ["RequireUppercase", "RequireSymbols"])
        #expect((problems.first?["message"] as? String)?.hasSuffix("(política cognito-default)") == true)

        // A policy file without a name is named as it was given.
        let file = setup.state.url.appendingPathComponent("pool.json")
        try Data(#"{"MinimumLength": 10, "RequireUppercase": false, "RequireSymbols": false}"#.utf8).write(to: file)
        let short = try setup.run(
            ["change-password", "--password-stdin", "--policy", file.path], input: "Passw0rd!lia\nshort12\nshort12\n")
        #expect(short.status == 2)
        #expect(
            short.stderr
                == """
                credkit: error: The request was not sent: newPassword: Password must be at least 10 characters (policy \(file.path)) (1000)
                credkit: note: new passwords were judged by \(file.path), from --policy, before anything was sent; \
                --policy pool:USER_POOL_ID reads the pool's own

                """)
        let fromEnvironment = try setup.run(
            ["change-password", "--password-stdin", "--format", "json"], input: "Passw0rd!lia\nshort12\nshort12\n",
            environment: ["CREDKIT_POLICY": file.path])
        #expect((try CognitoCommandTests.error(fromEnvironment)["policy"] as? [String: String])?["from"] == "CREDKIT_POLICY")
        // The same file lets the pool's kind of password through to Cognito, which accepts it.
        let accepted = try setup.run(
            ["change-password", "--password-stdin", "--policy", file.path],
            input: "Passw0rd!lia\n\(Self.plain)\n\(Self.plain)\n")
        #expect(accepted.status == 0, "\(accepted.stderr)")
        setup.expectNothingPrinted(["Passw0rd!lia", Self.plain])
    }

    @Test(
        "sign-in --policy pool:ID keeps the pool's policy with the session: change-password, confirm-forgot-password and a new sign-in use it"
    )
    func savedWithSession() throws {
        let setup = try Self.setup()
        let email = "noa@example.com"
        try setup.register(email, "Passw0rd!noa")
        let pool = "pool:\(setup.pool.userPoolID)"
        let signIn = try setup.run(
            ["sign-in", "--email", email, "--password-stdin", "--policy", pool], input: "Passw0rd!noa\n",
            environment: Self.keys)
        #expect(signIn.status == 0, "\(signIn.stderr)")
        #expect(signIn.stdout.hasSuffix("\nNew passwords are judged by policy \(pool), kept with the session.\n"))
        let saved = try #require(try setup.session()["passwordPolicy"] as? [String: Any])
        #expect(saved["MinimumLength"] as? Int == 10 && saved["RequireSymbols"] as? Bool == false)
        #expect((saved["CredKit"] as? [String: Any])?["Name"] as? String == pool)

        // No keys and no --policy from here on: the saved policy judges.
        let changed = try setup.run(
            ["change-password", "--password-stdin"], input: "Passw0rd!noa\n\(Self.plain)\n\(Self.plain)\n")
        #expect(changed.status == 0, "\(changed.stderr)")
        let tooShort = try setup.run(
            ["change-password", "--password-stdin", "--lang", "es"], input: "\(Self.plain)\nshort12\nshort12\n")
        #expect(tooShort.status == 2)
        #expect(
            tooShort.stderr.hasSuffix(
                """
                (política \(pool)) (1000)
                credkit: nota: las contraseñas nuevas se juzgaron con \(pool), guardada con la sesión en \
                \(setup.sessionFile.path) al iniciar sesión; --policy (o CREDKIT_POLICY) indica otra para una ejecución \
                y sign-in --policy la sustituye

                """))
        let whoami = try setup.run(["whoami"])
        #expect(whoami.stdout.contains("\(pool) (saved with the session)\n"))
        let whoamiJSON = try setup.run(["whoami", "--format", "json"])
        #expect(whoamiJSON.stdout.contains(#""passwordPolicy":"\#(pool)""#))

        // A refresh keeps it; so does signing in again without --policy (same app client).
        #expect(try setup.run(["refresh"]).status == 0)
        #expect(try setup.session()["passwordPolicy"] != nil)
        let again = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "\(Self.plain)\n")
        #expect(again.status == 0 && again.stdout.contains("judged by policy \(pool)"), "\(again.stderr)")

        // confirm-forgot-password needs no session, but judges by the one saved for this client.
        #expect(try setup.run(["forgot-password", "--email", email]).status == 0)
        let code = try MotoServer.shared.forgotPasswordCode(pool: setup.pool, username: email)
        let reset = try setup.run(
            ["confirm-forgot-password", "--email", email, "--code", code, "--password-stdin"], input: "another12345\n")
        #expect(reset.status == 0, "\(reset.stderr)")
        // --policy still wins for one run.
        let strict = try setup.run(
            ["confirm-forgot-password", "--email", email, "--code", code, "--password-stdin", "--policy", "cognito-default"],
            input: "another67890\n")
        #expect(strict.status == 2 && strict.stderr.contains("(policy cognito-default) (1000)"))
        #expect(strict.stderr.contains("credkit: note: new passwords were judged by cognito-default, from --policy"))

        // Signed out, the policy goes with the session.
        #expect(try setup.run(["sign-out"]).status == 0)
        let afterSignOut = try setup.run(
            ["confirm-forgot-password", "--email", email, "--code", code, "--password-stdin"], input: "another67890\n")
        #expect(afterSignOut.status == 2 && afterSignOut.stderr.contains("(policy cognito-default) (1000)"))
        setup.expectNothingPrinted(["Passw0rd!noa", Self.plain, "another12345", PolicyFetchCommandTests.secret])
    }
}
