// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito passkeys list|register|delete` and `sign-in --flow user-auth --passkey-file`,
/// end to end against the front (py_webauthn verifies every registration and assertion).
@Suite("credkit cognito passkeys, end to end", .serialized, .waitsOnThreads)
struct CognitoPasskeyCommandTests {
    static let password = "Clave-Paso2026!"

    /// A signed-in user of a pool with passkeys (relying party auth.example.com) beside passwords.
    static func signedIn(_ email: String) throws -> CognitoCommandTests.Setup {
        let setup = try CognitoCommandTests.Setup()
        try CognitoGapServer.shared.setFirstFactors(clientID: setup.pool.clientID, factors: ["PASSWORD", "WEB_AUTHN"])
        try CognitoGapServer.shared.setPasskeys(userPoolID: setup.pool.userPoolID, relyingPartyID: "auth.example.com")
        try setup.register(email, password)
        let signIn = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: password + "\n")
        #expect(signIn.status == 0, "\(signIn.stderr)")
        return setup
    }

    static func fileObject(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test("register writes a 0600 passkey file and Cognito lists it; sign-in with it moves its counter; delete removes both")
    func lifecycle() throws {
        let email = "clave@example.com"
        let setup = try Self.signedIn(email)
        let file = setup.state.url.appendingPathComponent("keys/ana.passkey")
        let registered = try setup.run(["passkeys", "register", "--passkey-file", file.path, "--format", "json"])
        #expect(registered.status == 0, "\(registered.stderr)")
        let record = try #require(try registered.jsonLines().first)
        let id = try #require(record["credentialId"] as? String)
        #expect(
            record["operation"] as? String == "passkeys-register" && record["relyingPartyId"] as? String == "auth.example.com")
        #expect(try Self.mode(file) == 0o600)
        #expect(try Self.fileObject(file)["credentialId"] as? String == id)

        // Text: the credential and the warning that the file is the key.
        let again = try setup.run(["passkeys", "register", "--passkey-file", file.path])
        #expect(again.status == 2)
        #expect(
            again.stderr
                == "credkit: error: \(file.path): already exists; a new passkey never replaces a file: choose another name\n")

        let listed = try setup.run(["passkeys", "list", "--format", "json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let passkeys = try #require(try listed.jsonLines().first?["passkeys"] as? [[String: Any]])
        #expect(passkeys.map { $0["credentialId"] as? String } == [id])
        let text = try setup.run(["passkeys", "list"])
        #expect(text.stdout.hasPrefix(id + "\n") && text.stdout.contains("auth.example.com"))

        // Sign in with the passkey, preferred: no password read; the counter in the file moves.
        let signIn = try setup.run([
            "sign-in", "--email", email, "--flow", "user-auth", "--prefer", "web-authn", "--passkey-file", file.path,
        ])
        #expect(signIn.status == 0, "\(signIn.stderr)")
        #expect(signIn.stdout.contains(email))
        #expect(try Self.fileObject(file)["signCount"] as? Int == 1)
        #expect(try Self.mode(file) == 0o600)
        // Offered beside the password, the passkey file answers without --prefer.
        let chosen = try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--passkey-file", file.path])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try Self.fileObject(file)["signCount"] as? Int == 2)

        let deleted = try setup.run(["passkeys", "delete", "--passkey-file", file.path])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout == "Deleted passkey \(id): it no longer signs in.\nRemoved \(file.path).\n")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try setup.run(["passkeys", "list"]).stdout == "No passkeys.\n")
        // A credential ID is base64url and may start with "-" (one in 64): after "--" it is an ID.
        let gone = try setup.run(["passkeys", "delete", "--lang", "es", "--", id])
        #expect(gone.status == 1)
        #expect(
            gone.stderr
                == "credkit: error: El usuario no tiene ninguna llave de acceso con ese ID de credencial (2602 ResourceNotFoundException)\n"
        )
        #expect(try CognitoGapServer.shared.received().filter { !$0.valid } == [])
    }

    @Test(
        "Refusals: no passkey file (4014, exit 2), a loose or foreign file (exit 2, nothing sent), a copy behind the counter (4015, exit 1)"
    )
    func refusals() throws {
        let email = "clave.mal@example.com"
        let setup = try Self.signedIn(email)
        let file = setup.state.url.appendingPathComponent("ana.passkey")
        #expect(try setup.run(["passkeys", "register", "--passkey-file", file.path]).status == 0)
        let copy = setup.state.url.appendingPathComponent("copy.passkey")
        try FileManager.default.copyItem(at: file, to: copy)

        let none = try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--prefer", "web-authn"])
        #expect(none.status == 2)
        #expect(
            none.stderr
                == "credkit: error: This account signs in with a passkey: give credkit its passkey file (--passkey-file), or use the hosted UI or the app (4014)\n"
        )
        let wrongFlow = try setup.run(["sign-in", "--email", email, "--passkey-file", file.path], input: Self.password + "\n")
        #expect(wrongFlow.status == 2 && wrongFlow.stderr == "credkit: error: --passkey-file goes with --flow user-auth\n")

        chmod(file.path, 0o644)
        let before = try CognitoGapServer.shared.received(clientID: setup.pool.clientID)
        let loose = try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--passkey-file", file.path])
        #expect(loose.status == 2)
        #expect(
            loose.stderr
                == "credkit: error: \(file.path): other users may read or change this passkey file; refusing to use it: run chmod 600 \(file.path)\n"
        )
        #expect(try CognitoGapServer.shared.received(clientID: setup.pool.clientID) == before)
        chmod(file.path, 0o600)
        let notPasskey = setup.state.url.appendingPathComponent("not.passkey")
        try #require(
            FileManager.default.createFile(
                atPath: notPasskey.path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0o600]))
        let invalid = try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--passkey-file", notPasskey.path])
        #expect(invalid.status == 2 && invalid.stderr.contains(notPasskey.path), "\(invalid.stderr)")

        // The original signs in; the copy taken before is behind Cognito's counter: refused, with the reason.
        #expect(try setup.run(["sign-in", "--email", email, "--flow", "user-auth", "--passkey-file", file.path]).status == 0)
        let replayed = try setup.run([
            "sign-in", "--email", email, "--flow", "user-auth", "--passkey-file", copy.path, "--format", "json",
        ])
        #expect(replayed.status == 1)
        let error = try CognitoCommandTests.error(replayed)
        #expect(error["code"] as? Int == 4015 && error["type"] as? String == "credkit:passkey-refused")
        #expect((error["message"] as? String)?.contains("sign count") == true, "\(error)")

        let usage = try setup.run(["passkeys", "delete"])
        #expect(usage.status == 2 && usage.stdout.isEmpty)
        #expect(
            usage.stderr
                == "credkit: error: passkeys delete needs a credential ID or --passkey-file (an ID that starts with - goes after --: credkit cognito passkeys delete -- ID)\n"
        )
        let both = try setup.run(["passkeys", "delete", "AAAA", "--passkey-file", file.path, "--lang", "es"])
        #expect(both.status == 2)
        #expect(both.stderr == "credkit: error: passkeys delete recibe un ID de credencial o --passkey-file, no ambos\n")
        // Unquoted, an ID that starts with "-" and holds an "h" reads as -h (help): help, and no error above it.
        let help = try setup.run(["passkeys", "delete", "-Xhq3wAB"])
        #expect(help.status == 0 && help.stderr.isEmpty && help.stdout.hasPrefix("OVERVIEW: Delete"), "\(help.stderr)")
        // After "--" the same ID is sent, and Cognito answers that the user has no such passkey.
        let dashed = try setup.run(["passkeys", "delete", "--", "-Xhq3wAB"])
        #expect(dashed.status == 1)
        #expect(
            dashed.stderr
                == "credkit: error: The user has no passkey with that credential ID (2602 ResourceNotFoundException)\n")
        #expect(try CognitoGapServer.shared.received().filter { !$0.valid } == [])
    }
}
