// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito import-check`: a user-import CSV checked as CreateUserImportJob reads it —
/// offline against a default pool or a header file, and against a pool's own columns and settings
/// (GetCSVHeader and DescribeUserPool, signed; the front answers GetCSVHeader, which moto lacks,
/// and re-signs both with botocore).
@Suite("cognito import-check, end to end", .serialized, .waitsOnThreads)
struct ImportCheckCommandTests {
    static let fixture = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/user-import/users.csv").path
    /// This suite's own keys: other suites sign through the same front at the same time.
    static let keyID = "AKIACREDKITIMPORT01"
    static let secret = "import-secret-Zr4/anotherlongvalue"
    /// No pool from the machine's environment for the offline runs.
    static let offline = ["CREDKIT_USER_POOL_ID": ""]

    @Test("The fixture: one user refused for each reason a row can have, two imported; every line has a record")
    func eachProblem() throws {
        let result = try CLI.run(["cognito", "import-check", Self.fixture, "--format", "json"], environment: Self.offline)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let records = try result.jsonLines()
        #expect(records.count == 20)
        var codes: [Int: [String]] = [:]
        for record in records.dropLast() {
            let problems = try #require(record["problems"] as? [[String: Any]])
            codes[record["line"] as! Int] = problems.map { $0["code"] as! String }
            #expect(record["valid"] as? Bool == problems.isEmpty)
        }
        #expect(
            codes == [
                2: [], 3: [], 4: ["username-missing"], 5: ["username-invalid"], 6: ["username-too-long"],
                7: ["username-duplicate"], 8: ["email-invalid"], 9: ["phone-invalid"], 10: ["not-a-boolean"],
                11: ["mfa-missing"], 12: ["mfa-needs-phone"], 13: ["not-verified"], 14: ["verified-without-value"],
                15: ["quoted-value"], 16: ["value-too-long"], 17: ["updated-at-invalid"], 18: ["column-count"],
                19: ["line-too-long"], 20: ["not-utf8"],
            ])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 20)
        #expect(lines[0] == #"{"line":2,"username":"ana","valid":true,"problems":[]}"#)
        #expect(lines[1] == #"{"line":3,"username":"jane.doe","valid":true,"problems":[]}"#)
        #expect(
            lines[2]
                == #"{"line":4,"username":null,"valid":false,"problems":[{"code":"username-missing","column":"cognito:username","message":"cognito:username is empty"}]}"#
        )
        #expect(
            lines[5]
                == #"{"line":7,"username":"ANA","valid":false,"problems":[{"code":"username-duplicate","column":"cognito:username","message":"cognito:username is already on line 2"}]}"#
        )
        #expect(
            lines[11]
                == #"{"line":13,"username":"hal","valid":false,"problems":[{"code":"not-verified","column":null,"message":"none of email_verified, phone_number_verified is true: the user could not reset a password"}]}"#
        )
        #expect(
            lines[16]
                == #"{"line":18,"username":null,"valid":false,"problems":[{"code":"column-count","column":null,"message":"the line has 6 values for 21 columns (write a comma inside a value as \\,)"}]}"#
        )
        #expect(
            lines[19]
                == #"{"summary":{"columns":"default","users":19,"valid":2,"invalid":17,"file":[],"byCode":{"column-count":1,"email-invalid":1,"line-too-long":1,"mfa-missing":1,"mfa-needs-phone":1,"not-a-boolean":1,"not-utf8":1,"not-verified":1,"phone-invalid":1,"quoted-value":1,"updated-at-invalid":1,"username-duplicate":1,"username-invalid":1,"username-missing":1,"username-too-long":1,"value-too-long":1,"verified-without-value":1}}}"#
        )
    }

    @Test("Text shows only the refused users, in Spanish with --lang es; the summary goes to standard error")
    func text() throws {
        let result = try CLI.run(["cognito", "import-check", Self.fixture, "--lang", "es"], environment: Self.offline)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 17)
        #expect(lines[0] == "línea 4: cognito:username está vacío")
        #expect(lines[3] == "línea 7 (ANA): cognito:username ya está en la línea 2")
        #expect(lines[8] == "línea 12 (gus): cognito:mfa_enabled es true sin phone_number")
        #expect(result.stderr == "19 usuarios comprobados (default): 2 se importarían, 17 se rechazarían\n")
        let quiet = try CLI.run(["cognito", "import-check", Self.fixture, "--quiet"], environment: Self.offline)
        #expect(quiet.stderr.isEmpty && quiet.stdout.hasPrefix("line 4: cognito:username is empty\n"))
    }

    @Test("A header file (GetCSVHeader's JSON): missing, unknown and repeated columns and a byte order mark stop the file")
    func headerProblems() throws {
        let directory = try TemporaryDirectory()
        let headers = directory.url.appendingPathComponent("header.json")
        try Data(
            #"{"UserPoolId":"us-east-1_x","CSVHeader":["email","email_verified","custom:dept","cognito:mfa_enabled","cognito:username"]}"#
                .utf8
        )
        .write(to: headers)
        let input =
            "\u{FEFF}cognito:username,email,email,nickname2,email_verified,cognito:mfa_enabled\nana,a@example.com,a@example.com,x,true,false\n"
        let result = try CLI.run(
            ["cognito", "import-check", "-", "--headers", headers.path, "--format", "json"], stdin: Array(input.utf8))
        #expect(result.status == 1, "\(result.stderr)")
        let records = try result.jsonLines()
        try #require(records.count == 2)
        #expect(records[0]["valid"] as? Bool == true)
        let summary = try #require(records[1]["summary"] as? [String: Any])
        let file = try #require(summary["file"] as? [[String: Any]])
        try #require(file.count == 4)
        #expect(
            file.map { "\($0["code"]!) \($0["column"]!)" } == [
                "duplicate-column email", "missing-column custom:dept", "unknown-column nickname2", "byte-order-mark <null>",
            ])
        #expect(
            file[1]["message"] as? String
                == "the header lacks the pool's column custom:dept (every column must be there, even empty)")
        #expect(summary["columns"] as? String == headers.path)
        // The console's template.csv works as a header file too; an empty one is a usage error.
        let template = directory.url.appendingPathComponent("template.csv")
        try Data("email,email_verified,cognito:mfa_enabled,cognito:username\n".utf8).write(to: template)
        let fine = try CLI.run(
            ["cognito", "import-check", "-", "--headers", template.path],
            stdin: Array("cognito:username,email,email_verified,cognito:mfa_enabled\nana,a@example.com,true,false\n".utf8))
        #expect(fine.status == 0, "\(fine.stdout)\(fine.stderr)")
        #expect(fine.stdout.isEmpty)
        let empty = directory.url.appendingPathComponent("empty.json")
        try Data("[]".utf8).write(to: empty)
        let refused = try CLI.run(["cognito", "import-check", Self.fixture, "--headers", empty.path])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "credkit: error: \(empty.path) holds no column names (GetCSVHeader's JSON answer, a JSON array of names, or a header line)\n"
        )
    }

    @Test("Usage: --user-pool-id with --headers, a missing file, an empty file")
    func usage() throws {
        let both = try CLI.run(["cognito", "import-check", Self.fixture, "--user-pool-id", "us-east-1_abc", "--headers", "x"])
        #expect(both.status == 2)
        #expect(both.stderr == "credkit: error: give --user-pool-id or --headers, not both\n")
        let missing = try CLI.run(
            ["cognito", "import-check", "/nonexistent/users.csv", "--lang", "es"], environment: Self.offline)
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains("/nonexistent/users.csv") && missing.stderr.contains("No existe el archivo"),
            "\(missing.stderr)")
        let empty = try CLI.run(["cognito", "import-check", "-", "--format", "json"], stdin: [], environment: Self.offline)
        #expect(empty.status == 1)
        #expect(
            empty.stdout
                == #"{"summary":{"columns":"default","users":0,"valid":0,"invalid":0,"file":[{"code":"empty-file","column":null,"message":"the file is empty: its first line must be the header"}],"byCode":{"empty-file":1}}}"#
                + "\n")
    }

    @Test("--user-pool-id: the pool's columns (GetCSVHeader) and settings (DescribeUserPool), both signed as botocore signs")
    func pool() throws {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: Self.keyID, secretAccessKey: Self.secret)
        // Phone numbers verified automatically, MFA required, `name` required, a custom attribute,
        // usernames that differ by case.
        let strict = try MotoServer.shared.makeImportPool(
            autoVerified: ["phone_number"], mfa: "ON", required: "name", custom: "dept", caseSensitive: true)
        let home = try TemporaryDirectory()
        var environment = PolicyFetchCommandTests.environment(front, home: home.url)
        environment["AWS_ACCESS_KEY_ID"] = Self.keyID
        environment["AWS_SECRET_ACCESS_KEY"] = Self.secret
        let header =
            "name,given_name,family_name,middle_name,nickname,preferred_username,profile,picture,website,email,email_verified,gender,birthdate,zoneinfo,locale,phone_number,phone_number_verified,address,updated_at,custom:dept,cognito:mfa_enabled,cognito:username"
        func row(_ name: String, phoneVerified: String, mfa: String, username: String) -> String {
            "\(name),,,,,,,,,a@example.com,true,,,,,+14155550100,\(phoneVerified),,,sales,\(mfa),\(username)"
        }
        let input = [
            header, row("Ana", phoneVerified: "true", mfa: "true", username: "ana"),
            row("Bo", phoneVerified: "true", mfa: "false", username: "bo"),
            row("Cy", phoneVerified: "false", mfa: "true", username: "cy"),
            row("", phoneVerified: "true", mfa: "true", username: "di"),
            row("Ana", phoneVerified: "true", mfa: "true", username: "ANA"),
        ].joined(separator: "\n")
        let before = try front.signatures().count
        let result = try CLI.run(
            ["cognito", "import-check", "-", "--user-pool-id", strict, "--format", "json"], stdin: Array(input.utf8),
            environment: environment)
        #expect(result.status == 1, "\(result.stderr)")
        let records = try result.jsonLines()
        try #require(records.count == 6)
        let codes = records.dropLast().map { (($0["problems"] as? [[String: Any]]) ?? []).map { $0["code"] as! String } }
        #expect(codes == [[], ["mfa-required"], ["not-verified"], ["required-missing"], []])
        #expect(
            ((records[2]["problems"] as? [[String: Any]])?.first?["message"] as? String)
                == "none of phone_number_verified is true: the user could not reset a password")
        let summary = try #require(records[5]["summary"] as? [String: Any])
        #expect(summary["columns"] as? String == strict && (summary["file"] as? [Any])?.isEmpty == true)
        let signatures = try front.signatures().dropFirst(before).filter {
            $0.received.contains("Credential=\(Self.keyID)/")
        }
        #expect(signatures.map(\.operation) == ["GetCSVHeader", "DescribeUserPool"])
        #expect(signatures.allSatisfy { $0.match })
        for text in [result.stdout, result.stderr] { #expect(!text.contains(Self.secret)) }

        // MFA off: a user with MFA on would be refused; the file lacks the custom column.
        let relaxed = try MotoServer.shared.makeImportPool(
            autoVerified: ["email"], mfa: "OFF", required: "name", custom: "team", caseSensitive: false)
        let text = try CLI.run(
            ["cognito", "import-check", "-", "--user-pool-id", relaxed, "--lang", "es"], stdin: Array(input.utf8),
            environment: environment)
        #expect(text.status == 1)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "línea 2 (ana): el grupo tiene MFA desactivada: cognito:mfa_enabled debe ser false")
        #expect(
            lines.contains(
                "línea 6 (ANA): cognito:username ya está en la línea 2; el grupo tiene MFA desactivada: cognito:mfa_enabled debe ser false"
            ))
        #expect(
            lines.contains("archivo: a la cabecera le falta la columna custom:team del grupo (todas deben estar, aunque vacías)"))
        #expect(lines.contains("archivo: la cabecera tiene custom:dept, que no es un atributo del grupo"))

        // A pool that does not exist: GetCSVHeader's own number.
        let unknown = try CLI.run(
            ["cognito", "import-check", Self.fixture, "--user-pool-id", "us-east-1_NoSuchPool1"], environment: environment)
        #expect(unknown.stderr == "credkit: error: This user pool does not exist in this region (9991 ResourceNotFound)\n")
        #expect(unknown.status == 1)
        #expect(unknown.stdout.isEmpty)
    }
}
