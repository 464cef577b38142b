// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito user …` and `delete-user` through the built binary, against moto behind the
/// front that answers what moto lacks and checks every request against AWS's model.
@Suite("credkit cognito user and delete-user", .serialized, .waitsOnThreads)
struct CognitoUserCommandTests {
    @Test("show, update, delete-attribute, verify-attribute: exact text and JSON, exit codes, checks before sending")
    func attributes() throws {
        let setup = try CognitoCommandTests.Setup()
        let email = "cuenta@example.com"
        try setup.register(email, "Contraseña2024!")
        let signIn = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Contraseña2024!\n")
        #expect(signIn.status == 0)

        let update = try setup.run(["user", "update", "--attribute", "name=José García", "--attribute", "locale=es"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdout == "Updated: name, locale.\n")
        let removed = try setup.run(["user", "delete-attribute", "locale", "--format", "json"])
        #expect(removed.stdout == #"{"operation":"user-delete-attribute","removed":["locale"]}"# + "\n")

        let show = try setup.run(["user", "show", "--format", "json"])
        #expect(show.status == 0)
        let record = try #require(try show.jsonLines().first)
        let attributes = try #require(record["attributes"] as? [String: String])
        #expect(attributes["name"] == "José García" && attributes["locale"] == nil && attributes["email"] == email)
        let factors = try #require(record["authFactors"] as? [String: Any])
        #expect(factors["factors"] as? [String] == ["PASSWORD"] && factors["mfaEnabled"] as? [String] == [])
        let showText = try setup.run(["user", "show", "--lang", "es"])
        #expect(showText.stdout.contains("factores de inicio de sesión  PASSWORD\nsegundos factores             ninguno\n"))

        // Without --code (and no terminal): the code is sent and the next step named.
        let send = try setup.run(["user", "verify-attribute", "email"])
        #expect(send.status == 0)
        #expect(
            send.stdout == "code sent to c***@e***\nNext: credkit cognito user verify-attribute email --code CODE\n")
        let code = try #require(try CognitoGapServer.shared.verificationCode(pool: setup.pool.userPoolID, attribute: "email"))
        let wrong = try setup.run(["user", "verify-attribute", "email", "--code", code == "000000" ? "111111" : "000000"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr == "credkit: error: Incorrect code (9751 CodeMismatchException)\n")
        let verified = try setup.run(["user", "verify-attribute", "email", "--code", code, "--format", "json"])
        #expect(
            verified.stdout
                == #"{"operation":"user-verify-attribute","attribute":"email","verified":true,"codeDelivery":null}"# + "\n")

        // Refused before sending: exit 2, nothing sent.
        let notPair = try setup.run(["user", "update", "--attribute", "name"])
        #expect(notPair.status == 2)
        #expect(notPair.stderr == "credkit: error: --attribute takes NAME=VALUE, got \"name\"\n")
        let badEmail = try setup.run(["user", "update", "--attribute", "email=not-an-address", "--format", "json"])
        #expect(badEmail.status == 2)
        let problems = try #require(try CognitoCommandTests.error(badEmail)["problems"] as? [[String: String]])
        #expect(problems.map { $0["field"] ?? "" } == ["attribute.email"])
        let tooLong = try setup.run(["user", "delete-attribute", String(repeating: "x", count: 33), "--lang", "es"])
        #expect(tooLong.status == 2)
        #expect(tooLong.stderr.contains("no es un nombre de atributo (de 1 a 32 caracteres"))
        setup.expectNothingPrinted(["Contraseña2024!"])
    }

    @Test("delete-user: refused without --yes off a terminal; with --yes the account and the session are gone")
    func deleteUser() throws {
        let setup = try CognitoCommandTests.Setup()
        let email = "adios@example.com"
        try setup.register(email, "Contraseña2024!")
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Contraseña2024!\n").status == 0)

        let unconfirmed = try setup.run(["delete-user"])
        #expect(unconfirmed.status == 2)
        #expect(
            unconfirmed.stderr
                == "credkit: error: delete-user deletes the account for good: run it on a terminal to confirm, or pass --yes\n")
        #expect(FileManager.default.fileExists(atPath: setup.sessionFile.path))

        let deleted = try setup.run(["delete-user", "--yes", "--format", "json"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        let record = try #require(try deleted.jsonLines().first)
        #expect(record["operation"] as? String == "delete-user" && record["removed"] as? Bool == true)
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))
        let again = try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Contraseña2024!\n")
        #expect(again.status == 1)
        #expect(try CognitoGapServer.shared.received().filter { !$0.valid } == [])
    }

    @Test("delete-user at a terminal: a name that is not the account's keeps it; the account's name deletes it")
    func deleteUserAtATerminal() throws {
        let setup = try CognitoCommandTests.Setup()
        let email = "terminal.adios@example.com"
        try setup.register(email, "Contraseña2024!")
        #expect(try setup.run(["sign-in", "--email", email, "--password-stdin"], input: "Contraseña2024!\n").status == 0)
        let kept = try CLI.runOnTerminal(
            ["cognito", "delete-user"], answers: ["someone@example.com"], environment: setup.environment)
        #expect(kept.status == 2)
        #expect(kept.stderr.contains("Delete the account \(email) for good? Type its name to confirm: "))
        #expect(kept.stderr.hasSuffix("credkit: error: not deleted: the name typed is not the account's\n"))
        #expect(FileManager.default.fileExists(atPath: setup.sessionFile.path))
        let gone = try CLI.runOnTerminal(["cognito", "delete-user"], answers: [email], environment: setup.environment)
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(gone.stdout == "Deleted the account \(email); removed the session \(setup.sessionFile.path).\n")
        #expect(!FileManager.default.fileExists(atPath: setup.sessionFile.path))
    }
}
