// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CognitoTestSupport
import Foundation
import Testing

/// The bulk `admin` commands, the built binary against moto behind the front: one record per row,
/// nothing bad sent, a journal that resumes, a rate ceiling, and 10,000 rows killed half-way.
@Suite("cognito admin bulk commands, end to end", .serialized, .waitsOnThreads)
struct AdminBulkCommandTests {
    static let keyID = "AKIACREDKITBULK01"

    static func outcomes(_ result: CLIResult) throws -> [String] {
        try result.jsonLines().map { ($0["outcome"] as? String) ?? "?" }
    }

    static func usernames(_ pool: String) async throws -> [String] {
        let admin = try CognitoAdminClient(
            userPoolID: pool,
            credentials: AWSCredentials(accessKeyID: Self.keyID, secretAccessKey: AdminCommandTests.secret),
            endpoint: try CognitoGapServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout)
        var names: [String] = []
        var next: String?
        repeat {
            let page = try await admin.listUsers(attributes: [], next: next)
            names += page.items.map(\.username)
            next = page.next
        } while next != nil
        return names.sorted()
    }

    @Test("create-users: one record per row, bad rows refused with their rule and never sent, a journal resumes")
    func createUsers() async throws {
        let (pool, environment, home) = try AdminCommandTests.setUp(key: Self.keyID)
        let file = home.url.appendingPathComponent("users.csv")
        try """
        username,name,custom:team,temp,id
        ana,Ana,ops,Temporal-2026!,1
        bea,Bea,ops,corta,2
        ana,Ana again,ops,Temporal-2026!,3
        cid,"Cid, jr",ops,Temporal-2026!,4,extra
        dan,Dan,platform-eng,Temporal-2026!,5
        eva,Eva,,Temporal-2026!,6

        """.write(to: file, atomically: true, encoding: .utf8)
        let journal = home.url.appendingPathComponent("users.journal").path
        let arguments = [
            "cognito", "admin", "create-users", "--input", file.path, "--password-field", "temp", "--keep", "id",
            "--suppress-message", "--format", "json",
        ]
        let before = try AdminCommandTests.signed(key: Self.keyID)
        let dry = try CLI.run(arguments + ["--dry-run"], environment: environment)
        #expect(dry.status == 1)
        #expect(try Self.outcomes(dry) == ["valid", "refused", "refused", "unreadable", "refused", "valid"])
        #expect(
            try AdminCommandTests.signed(key: Self.keyID) == before + 1, "a dry run reads the pool's rules and sends nothing else"
        )
        #expect(try await Self.usernames(pool) == [])

        let run = try CLI.run(arguments + ["--journal", journal], environment: environment)
        #expect(run.status == 1)
        let records = try run.jsonLines()
        try #require(records.count == 6)
        #expect(
            records.map { $0["outcome"] as? String } == ["created", "refused", "refused", "unreadable", "refused", "created"])
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(records.map { ($0["keep"] as? [String: String])?["id"] } == ["1", "2", "3", nil, "5", "6"])
        func problemCodes(_ record: [String: Any]) -> [String] {
            (record["problems"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        }
        #expect(problemCodes(records[1]) == ["password-policy"])
        #expect(problemCodes(records[2]) == ["duplicate-username"])
        #expect((records[3]["error"] as? [String: Any])?["code"] as? String == "extra-fields")
        #expect(problemCodes(records[4]) == ["attribute-value"])
        #expect(!run.stdout.contains("Temporal-2026!") && !run.stdout.contains("corta") && !run.stderr.contains("corta"))
        #expect(run.stderr.hasPrefix("credkit: note: 6 rows: 2 created, 3 refused, 1 unreadable ("), "\(run.stderr)")
        #expect(try await Self.usernames(pool) == ["ana", "eva"])
        let attributes = try #require(FileManager.default.attributesOfItem(atPath: journal)[.posixPermissions] as? Int)
        #expect(attributes == 0o600)

        // Again with the journal: the done rows are not sent again (one DescribeUserPool only).
        let signedBefore = try AdminCommandTests.signed(key: Self.keyID)
        let again = try CLI.run(arguments + ["--journal", journal], environment: environment)
        let resumed = try again.jsonLines()
        #expect(
            resumed.map { $0["outcome"] as? String } == ["created", "refused", "refused", "unreadable", "refused", "created"])
        #expect(resumed.map { $0["resumed"] as? Bool } == [true, nil, nil, nil, nil, true])
        #expect(try AdminCommandTests.signed(key: Self.keyID) == signedBefore + 1)
        // Another command's journal is refused before anything is read.
        let other = try CLI.run(
            ["cognito", "admin", "disable-users", "--input", file.path, "--journal", journal], environment: environment)
        #expect(other.status == 2 && other.stderr.contains("is another run's: it is not disable-users on \(pool)"))
        // The text records, in Spanish.
        let text = try CLI.run(
            [
                "cognito", "admin", "create-users", "--input", file.path, "--password-field", "temp", "--dry-run", "--lang", "es",
                "--attributes", "name,custom:team",
            ],
            environment: environment)
        #expect(
            text.stdout.hasPrefix(
                "línea 1 (ana): válido (no se envió nada)\nlínea 2 (bea): rechazado, no se envió: temporaryPassword: "))
    }

    @Test("set-passwords from JSON Lines, disable-users from TSV, add-to-group: the rows that pass are done")
    func otherForms() async throws {
        let (pool, environment, _) = try AdminCommandTests.setUp(key: Self.keyID)
        for name in ["ana", "bea"] {
            let made = try CLI.run(
                ["cognito", "admin", "create-user", "--username", name, "--attribute", "name=N", "--suppress-message"],
                environment: environment)
            #expect(made.status == 0, "\(made.stderr)")
        }
        let passwords = try CLI.run(
            ["cognito", "admin", "set-passwords", "--input-format", "jsonl", "--permanent", "--format", "json"],
            input: #"{"username":"ana","password":"Permanente-2026!"}"# + "\n" + #"{"username":"bea","password":"short"}"# + "\n"
                + "[1,2]\n" + #"{"username":"zed","password":"Permanente-2026!"}"# + "\n",
            environment: environment)
        #expect(passwords.status == 1)
        let records = try passwords.jsonLines()
        try #require(records.count == 4)
        #expect(records.map { $0["outcome"] as? String } == ["set", "refused", "unreadable", "failed"])
        #expect((records[3]["error"] as? [String: Any])?["code"] as? Int == 3202)
        #expect(!passwords.stdout.contains("Permanente-2026!"))

        let disabled = try CLI.run(
            ["cognito", "admin", "disable-users", "--input-format", "tsv"], input: "username\tnote\nbea\tleft\n",
            environment: environment)
        #expect(disabled.status == 0 && disabled.stdout == "line 1 (bea): disabled\n", "\(disabled.stderr)")
        let added = try CLI.run(
            ["cognito", "admin", "add-to-group", "--group", "ops", "--format", "csv"], input: "username\nana\nbea\n",
            environment: environment)
        #expect(added.status == 0)
        #expect(added.stdout == "line,username,outcome,error_code,error\n1,ana,added,,\n2,bea,added,,\n")
        let members = try CLI.run(
            ["cognito", "admin", "groups", "members", "--group", "ops", "--format", "json"], environment: environment)
        #expect(try members.jsonLines().compactMap { $0["username"] as? String }.sorted() == ["ana", "bea"])
        #expect(try await Self.usernames(pool) == ["ana", "bea"])
    }

    @Test("--rate is a ceiling: 41 requests at 20 per second take at least 2 seconds")
    func rateCeiling() throws {
        let (_, environment, _) = try AdminCommandTests.setUp(key: Self.keyID)
        let rows = (1...41).map { "u\($0),U" }.joined(separator: "\n")
        let started = Date()
        let result = try CLI.run(
            ["cognito", "admin", "create-users", "--suppress-message", "--rate", "20", "--jobs", "8"],
            input: "username,name\n" + rows + "\n", environment: environment)
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(elapsed >= 2.0, "\(elapsed)")
        #expect(result.stdout.split(separator: "\n").count == 41)
    }

    @Test(
        "10,000 rows with 2 % bad ones, killed with SIGKILL half-way, resumed: 10,000 records, no bad row sent, nobody created twice"
    )
    func tenThousand() async throws {
        let (pool, environment, home) = try AdminCommandTests.setUp(key: Self.keyID)
        var lines = ["username,name,temp,id"]
        var good: [String] = []
        for index in 1...10_000 {
            if index % 50 == 0 {
                switch (index / 50) % 3 {
                case 0: lines.append("bad-policy-\(index),Bad,short,\(index)")
                case 1: lines.append("bad-attr-\(index),\(String(repeating: "x", count: 3000)),Temporal-2026!,\(index)")
                default: lines.append("\(good[index % good.count]),Duplicate,Temporal-2026!,\(index)")
                }
            } else {
                let name = String(format: "user-%05d", index)
                good.append(name)
                lines.append("\(name),User \(index),Temporal-2026!,\(index)")
            }
        }
        let file = home.url.appendingPathComponent("users.csv")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let journal = home.url.appendingPathComponent("users.journal")
        let arguments = [
            "cognito", "admin", "create-users", "--input", file.path, "--password-field", "temp", "--keep", "id",
            "--suppress-message", "--format", "json", "--jobs", "8", "--rate", "5000", "--journal", journal.path,
        ]
        // The first run, killed once about half the rows are in the journal.
        let first = Process()
        first.executableURL = CLI.binary
        first.arguments = arguments
        first.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        first.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        first.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try first.run()
        var journaled = 0
        while first.isRunning && journaled < 5_000 {
            try await Task.sleep(for: .milliseconds(100))
            journaled = ((try? String(contentsOf: journal, encoding: .utf8)) ?? "").split(separator: "\n").count - 1
        }
        #expect(first.isRunning, "the first run ended before it could be killed")
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)

        let second = try CLI.run(arguments, environment: environment)
        #expect(second.status == 1, "\(second.stderr)")
        let records = try second.jsonLines()
        #expect(records.count == 10_000)
        #expect(records.map { $0["line"] as? Int } == Array(1...10_000))
        var counts: [String: Int] = [:]
        for record in records {
            counts[
                (record["outcome"] as? String ?? "?") + ((record["resumed"] as? Bool) == true ? "/resumed" : ""), default: 0] += 1
        }
        #expect(counts["refused"] == 200)
        #expect((counts["created/resumed"] ?? 0) >= 4_900)
        #expect((counts["created/resumed"] ?? 0) + (counts["created"] ?? 0) + (counts["exists"] ?? 0) == 9_800, "\(counts)")
        // Only the requests in flight at the kill can come back as existing users.
        #expect((counts["exists"] ?? 0) <= 8, "\(counts)")
        let created = try await Self.usernames(pool)
        #expect(created == good.sorted())
    }
}
