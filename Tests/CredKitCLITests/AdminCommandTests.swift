// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito admin`, the built binary against moto behind the front (every request checked
/// against botocore's model, every signature against botocore's signer).
@Suite("cognito admin, end to end", .serialized, .waitsOnThreads)
struct AdminCommandTests {
    static let keyID = "AKIACREDKITADMCLI"
    static let secret = "admin-cli-secret/Zq8"

    /// A pool with a 10-character policy, `name` required and three custom attributes, and the
    /// environment that points the binary at it with this suite's keys.
    /// `key`: a suite's own access key, so that counting its signed requests is not disturbed by
    /// the suites that run beside it.
    static func setUp(key: String = keyID) throws -> (pool: String, environment: [String: String], home: TemporaryDirectory) {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: key, secretAccessKey: secret)
        let pool = try MotoServer.shared.makeAdminPool()
        let home = try TemporaryDirectory()
        var environment = PolicyFetchCommandTests.environment(front, home: home.url, keys: false)
        environment["AWS_ACCESS_KEY_ID"] = key
        environment["AWS_SECRET_ACCESS_KEY"] = secret
        environment["CREDKIT_USER_POOL_ID"] = pool
        environment["CREDKIT_TIMEOUT"] = String(Int(MotoServer.requestTimeout))
        return (pool, environment, home)
    }

    static func signed(key: String = keyID) throws -> Int {
        try CognitoGapServer.shared.signatures().filter { $0.received.contains("Credential=\(key)/") }.count
    }

    @Test("A user's life from the command line: create, read, password, disable, list in every format, groups, delete")
    func lifecycle() throws {
        let (_, environment, _) = try Self.setUp()
        func run(_ arguments: [String], input: String = "") throws -> CLIResult {
            try CLI.run(["cognito", "admin"] + arguments, input: input, environment: environment)
        }
        let created = try run(
            [
                "create-user", "--username", "ana", "--attribute", "name=Ana", "--attribute", "email=ana@example.com",
                "--attribute", "custom:team=ops", "--temporary-password-stdin", "--suppress-message",
            ],
            input: "Temporal-2026!\n")
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == "Created ana (FORCE_CHANGE_PASSWORD).\n" && created.stderr.isEmpty)

        let again = try run(["create-user", "--username", "ana", "--attribute", "name=Ana", "--suppress-message"])
        #expect(again.status == 1)
        #expect(
            again.stderr == "credkit: error: A user of this name already exists in the user pool (3111 UsernameExistsException)\n"
        )

        let json = try run(["get-user", "--username", "ana", "--format", "json"])
        #expect(json.status == 0)
        let user = try #require(try json.jsonLines().first)
        #expect(user["operation"] as? String == "get-user" && user["username"] as? String == "ana")
        #expect(user["status"] as? String == "FORCE_CHANGE_PASSWORD" && user["enabled"] as? Bool == true)
        #expect((user["created"] as? String)?.hasSuffix("Z") == true)
        var attributes = try #require(user["attributes"] as? [String: String])
        let removed = attributes.removeValue(forKey: "sub")
        let sub = try #require(removed)
        #expect(UUID(uuidString: sub) != nil)
        #expect(attributes == ["name": "Ana", "email": "ana@example.com", "custom:team": "ops"])

        let set = try run(["set-password", "--username", "ana", "--password-stdin", "--permanent"], input: "Permanente-2026!\n")
        #expect(set.status == 0 && set.stdout == "Set the password of ana (permanent).\n", "\(set.stderr)")
        let text = try run(["get-user", "--username", "ana", "--lang", "es"])
        // Aligned on the longest name (custom:team), attributes sorted by name, in the reader's language.
        let lines = text.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 9, "\(text.stdout)")
        #expect(Array(lines.prefix(3)) == ["Usuario      ana", "Estado       CONFIRMED", "Habilitado   sí"])
        #expect(lines[3].hasPrefix("Creado       20") && lines[4].hasPrefix("Modificado   20"))
        #expect(
            Array(lines.suffix(4)) == [
                "custom:team  ops", "email        ana@example.com", "name         Ana", "sub          " + sub,
            ])

        #expect(try run(["disable", "--username", "ana"]).stdout == "Disabled ana.\n")
        _ = try run(["create-user", "--username", "bea", "--attribute", "name=Bea, \"the second\"", "--suppress-message"])
        let csv = try run(["list-users", "--format", "csv", "--attributes", "name,email"])
        let rows = csv.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first == "username,status,enabled,created,modified,name,email")
        #expect(rows.count == 3)
        #expect(rows.contains { $0.hasPrefix("ana,CONFIRMED,false,") && $0.hasSuffix(",Ana,ana@example.com") })
        #expect(rows.contains { $0.hasPrefix("bea,FORCE_CHANGE_PASSWORD,true,") && $0.hasSuffix(#","Bea, ""the second""","#) })
        let all = try run(["list-users", "--format", "csv"])
        #expect(all.stdout.hasPrefix("username,status,enabled,created,modified,attributes\n"))
        #expect(
            all.stdout.contains(
                #""{""custom:team"":""ops"",""email"":""ana@example.com"",""name"":""Ana"",""sub"":""\#(sub)""}""#))
        let filtered = try run(["list-users", "--filter", #"name ^= "Be""#, "--format", "json"])
        #expect(try filtered.jsonLines().map { $0["username"] as? String } == ["bea"])
        #expect(try run(["list-users", "--filter", #"status = "Disabled""#]).stdout.hasPrefix("ana  CONFIRMED  disabled  "))

        #expect(try run(["groups", "add-user", "--username", "ana", "--group", "ops"]).stdout == "Added ana to ops.\n")
        let members = try run(["groups", "members", "--group", "ops", "--format", "json"])
        #expect(try members.jsonLines().map { $0["username"] as? String } == ["ana"])
        let groups = try run(["groups", "list", "--format", "csv"])
        #expect(groups.stdout.hasPrefix("name,description,precedence,roleArn,created,modified\n"))
        #expect(groups.stdout.contains("\nops,ops team,3,,") && groups.stdout.contains("\naudit,audit team,5,,"))
        #expect(try run(["groups", "remove-user", "--username", "ana", "--group", "ops"]).status == 0)
        let missingGroup = try run(["groups", "add-user", "--username", "ana", "--group", "nope", "--format", "json"])
        #expect(missingGroup.status == 1)
        #expect((try missingGroup.jsonLines().first?["error"] as? [String: Any])?["code"] as? Int == 5501)

        #expect(try run(["enable", "--username", "ana"]).stdout == "Enabled ana.\n")
        #expect(
            try run(["sign-out", "--username", "ana"]).stdout == "Signed ana out everywhere (refresh tokens revoked).\n")
        #expect(try run(["reset-mfa", "--username", "ana"]).stdout == "Turned off every MFA method of ana.\n")
        // reset-password: refused while the user has no verified address (Cognito's reason, 3305), done
        // for one who has.
        let unverified = try run(["reset-password", "--username", "ana"])
        #expect(
            unverified.status == 1 && unverified.stderr.hasSuffix("(3305 InvalidParameterException)\n"), "\(unverified.stderr)")
        _ = try run(
            [
                "create-user", "--username", "cid", "--attribute", "name=Cid", "--attribute", "email=cid@example.com",
                "--attribute", "email_verified=true", "--suppress-message",
            ])
        _ = try run(["set-password", "--username", "cid", "--password-stdin", "--permanent"], input: "Permanente-2026!\n")
        let reset = try run(["reset-password", "--username", "cid", "--lang", "es"])
        #expect(reset.status == 0 && reset.stdout == "cid debe elegir otra contraseña con el código que envía Cognito.\n")
        #expect(
            try run(["get-user", "--username", "cid", "--format", "json"]).jsonLines().first?["status"] as? String
                == "RESET_REQUIRED")
        // At a terminal, delete asks for the username again: another name keeps the user.
        let kept = try CLI.runOnTerminal(
            ["cognito", "admin", "delete", "--username", "cid"], answers: ["cdi"], environment: environment)
        #expect(kept.status == 2 && kept.stderr.contains("not deleted: the name typed is not the account's"), "\(kept.stderr)")
        let confirmed = try CLI.runOnTerminal(
            ["cognito", "admin", "delete", "--username", "cid"], answers: ["cid"], environment: environment)
        #expect(confirmed.status == 0 && confirmed.stdout.hasSuffix("Deleted cid.\n"), "\(confirmed.stdout)")
        let deleted = try run(["delete", "--username", "ana", "--yes", "--format", "json"])
        #expect(deleted.stdout == #"{"operation":"delete","username":"ana","done":true}"# + "\n")
        let gone = try run(["get-user", "--username", "ana", "--lang", "es"])
        #expect(gone.status == 1)
        #expect(
            gone.stderr
                == "credkit: error: El grupo de usuarios no tiene ningún usuario con este nombre (3802 UserNotFoundException)\n")
    }

    @Test("Refused before anything is sent: exit 2, each problem named, no request signed")
    func refusals() throws {
        let (_, environment, _) = try Self.setUp()
        func run(_ arguments: [String], input: String = "", extra: [String: String] = [:]) throws -> CLIResult {
            try CLI.run(["cognito", "admin"] + arguments, input: input, environment: environment.merging(extra) { $1 })
        }
        // The pool's rules are read first (one signed DescribeUserPool), then nothing else is sent.
        let before = try Self.signed()
        let bad = try run(
            [
                "create-user", "--username", "ana", "--attribute", "custom:team=x", "--attribute", "custom:level=7",
                "--temporary-password-stdin", "--format", "json",
            ], input: "corta\n")
        #expect(bad.status == 2)
        let error = try #require(try bad.jsonLines().first?["error"] as? [String: Any])
        #expect(error["code"] as? Int == 1000)
        let problems = try #require(error["problems"] as? [[String: Any]])
        #expect(
            problems.map { "\($0["field"]!) \($0["code"]!)" } == [
                "attribute.custom:team attribute-value", "attribute.custom:level attribute-value",
                "attribute.name attribute-required", "temporaryPassword password-policy",
            ])
        #expect(!bad.stdout.contains("corta") && !bad.stderr.contains("corta"))
        #expect(try Self.signed() == before + 1)

        let filter = try run(["list-users", "--filter", #"email = ana"#])
        #expect(filter.status == 2)
        #expect(
            filter.stderr
                == "credkit: error: --filter: filter, column 9: the value goes in double quotes, as in email = \"ana@example.com\"; found “a”\n"
        )
        #expect(
            try run(["enable", "--username", "ana", "--format", "csv"]).stderr
                == "credkit: error: --format csv is for listings: enable writes one result (text or json)\n")
        #expect(try run(["delete", "--username", "ana"]).status == 2)
        let conflict = try run(["create-user", "--username", "ana", "--generate", "--suppress-message"])
        #expect(conflict.status == 2 && conflict.stderr.contains("--show-password"))
        let noPool = try run(["get-user", "--username", "ana"], extra: ["CREDKIT_USER_POOL_ID": ""])
        #expect(
            noPool.status == 2 && noPool.stderr == "credkit: error: no user pool: give --user-pool-id or CREDKIT_USER_POOL_ID\n")
        let badDelivery = try run(["create-user", "--username", "ana", "--delivery", "fax"])
        #expect(badDelivery.status == 2 && badDelivery.stderr.contains("fax"))
        #expect(try Self.signed() == before + 1)
    }

    @Test("--generate makes a temporary password the pool's live policy accepts, shown once only on request")
    func generated() throws {
        let (pool, environment, _) = try Self.setUp()
        let shown = try CLI.run(
            [
                "cognito", "admin", "create-user", "--username", "gen", "--attribute", "name=Gen", "--generate",
                "--show-password", "--suppress-message", "--format", "json",
            ], environment: environment)
        #expect(shown.status == 0, "\(shown.stderr)")
        let record = try #require(try shown.jsonLines().first)
        let password = try #require(record["temporaryPassword"] as? String)
        #expect(password.count >= 16 && !shown.stderr.contains(password))
        // credkit check against the pool's own policy, read live: it passes.
        let check = try CLI.run(["check", "--policy", "pool:" + pool], input: password + "\n", environment: environment)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // Without --show-password it is never printed: Cognito's invitation carries it.
        let hidden = try CLI.run(
            [
                "cognito", "admin", "create-user", "--username", "gen2", "--attribute", "name=Gen", "--attribute",
                "email=gen2@example.com", "--generate", "--format", "json",
            ], environment: environment)
        #expect(hidden.status == 0, "\(hidden.stderr)")
        #expect(try hidden.jsonLines().first?["temporaryPassword"] == nil)
    }
}
