// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `--input-format csv|tsv|jsonl`, `--field`, `--keep`, `--no-header` on the streaming commands,
/// through the built binary with real standard input.
@Suite("Structured input: CSV, TSV and JSON Lines fields, end to end", .waitsOnThreads)
struct StructuredInputTests {
    static func records(_ result: CLIResult) throws -> [[String: Any]] { try result.jsonLines() }

    /// A record without its `keep`, as JSON text with sorted keys (to compare with a plain run's).
    static func withoutKeep(_ record: [String: Any]) throws -> String {
        var record = record
        record["keep"] = nil
        record["line"] = nil
        return String(decoding: try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("CSV: commas, doubled quotes and line breaks inside quotes; each value judged as the same line would be; keep")
    func csvQuoting() throws {
        let csv = """
            user_id,email,password\r
            1,ana@example.com,Passw0rd!\r
            2,"bea@example.com","Quoted,Comma1!"\r
            3,carl@example.com,"Say ""hi""1!A"\r
            4,dan@example.com,"Multi
            Line1!A"\r
            5,eve@example.com,short\r

            """
        let result = try CLI.run(
            ["check", "--input-format", "csv", "--field", "password", "--keep", "user_id,email", "--format", "json"],
            input: "\u{FEFF}" + csv)
        #expect(result.status == 1)
        let records = try Self.records(result)
        try #require(records.count == 5, "\(result.stderr)")
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3, 4, 5])
        #expect(
            records.map { $0["keep"] as? [String: String] } == [
                ["user_id": "1", "email": "ana@example.com"], ["user_id": "2", "email": "bea@example.com"],
                ["user_id": "3", "email": "carl@example.com"], ["user_id": "4", "email": "dan@example.com"],
                ["user_id": "5", "email": "eve@example.com"],
            ])
        // The same values as plain lines give the same verdicts.
        let plain = try Self.records(
            try CLI.run(["check", "--format", "json"], input: "Passw0rd!\nQuoted,Comma1!\nSay \"hi\"1!A\nshort\n"))
        #expect(
            try [records[0], records[1], records[2], records[4]].map(Self.withoutKeep) == plain.map(Self.withoutKeep))
        #expect(records[3]["valid"] as? Bool == true)
    }

    @Test("A row that cannot be read gets its own record with the row and line: nothing dropped, exit 4 (en, es)")
    func unreadableRows() throws {
        var input = Array("id,password\n1,Passw0rd!\n2\n3,\"bad\"x\n4,".utf8)
        input += [0xFF, 0xFE] + Array("\n5,\"open\n".utf8)
        let json = try CLI.run(
            ["check", "--input-format", "csv", "--field", "password", "--keep", "id", "--format", "json"], stdin: input)
        #expect(json.status == 4)
        let records = try Self.records(json)
        try #require(records.count == 5)
        #expect(records[0]["valid"] as? Bool == true && (records[0]["keep"] as? [String: String]) == ["id": "1"])
        let errors = records.dropFirst().map { $0["error"] as? [String: String] }
        #expect(errors.map { $0?["code"] } == ["missing-field", "text-after-quote", "invalid-utf8", "unterminated-quote"])
        #expect(
            errors.map { $0?["message"] } == [
                "row 2 (line 3): no column password (the row has 1)",
                "row 3 (line 4): text after a closing quote (a quote inside a quoted field is written twice)",
                "row 4 (line 5): password is not valid UTF-8 (byte 1)",
                "row 5 (line 6): a quoted field is still open at the end of the input",
            ])
        // A row whose quotes are broken keeps nothing (its fields cannot be told apart); a short row
        // and a value that is not UTF-8 keep what was read.
        #expect(records.dropFirst().map { $0["keep"] as? [String: String] } == [["id": "2"], nil, ["id": "4"], nil])
        #expect(records[2]["keep"] is NSNull && records[4]["keep"] is NSNull)

        let text = try CLI.run(["check", "--input-format", "csv", "--field", "password", "--lang", "es"], stdin: input)
        #expect(text.status == 4)
        #expect(
            text.stdout
                == """
                1: válida
                2: error: fila 2 (línea 3): no hay columna password (la fila tiene 1)
                3: error: fila 3 (línea 4): texto tras unas comillas de cierre (unas comillas dentro de un campo entre comillas se escriben dobles)
                4: error: fila 4 (línea 5): password no es UTF-8 válido (byte 1)
                5: error: fila 5 (línea 6): un campo entre comillas sigue abierto al final de la entrada

                """)
        #expect(text.stderr.contains("filas que no se pudieron leer: 4\n"))
    }

    @Test(
        "A row with more fields than the header is never judged, and nothing of it is kept (check and email, JSON, CSV, text; en, es)"
    )
    func extraFields() throws {
        // An export that did not quote a password with a comma in it: "Secret,Part2!" spills into name.
        let csv = "user_id,email,password,name\n1,a@example.com,Secret,Part2!,Ann Lee\n2,b@example.com,Passw0rd!,Bob\n"
        let json = try CLI.run(
            ["check", "--input-format", "csv", "--field", "password", "--keep", "user_id,name", "--format", "json"],
            input: csv)
        #expect(json.status == 4)
        #expect(!json.stdout.contains("Part2") && !json.stdout.contains("Secret") && !json.stderr.contains("Part2"))
        let records = try Self.records(json)
        try #require(records.count == 2)
        #expect(records[0]["line"] as? Int == 1 && records[0]["valid"] == nil && records[0]["keep"] is NSNull)
        #expect(
            records[0]["error"] as? [String: String] == [
                "code": "extra-fields",
                "message":
                    "row 1 (line 2): 5 fields, but the header has 4 (a value with the delimiter in it must be quoted); not judged",
            ])
        #expect(
            records[1]["valid"] as? Bool == true && records[1]["keep"] as? [String: String] == ["user_id": "2", "name": "Bob"])

        let rows = try CLI.run(
            ["check", "--input-format", "csv", "--field", "password", "--keep", "user_id,name", "--format", "csv"], input: csv)
        #expect(rows.status == 4)
        #expect(!rows.stdout.contains("Part2"))
        let lines = rows.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 4)
        #expect(lines[1].hasPrefix("1,") && lines[1].contains(",extra-fields,") && lines[1].hasSuffix(",,"))

        let email = try CLI.run(
            ["email", "--input-format", "csv", "--field", "email", "--keep", "name", "--format", "json"], input: csv)
        #expect(email.status == 4)
        #expect(!email.stdout.contains("Part2"))
        let emailRecords = try Self.records(email)
        try #require(emailRecords.count == 2)
        #expect((emailRecords[0]["error"] as? [String: String])?["code"] == "extra-fields" && emailRecords[0]["keep"] is NSNull)
        #expect(emailRecords[1]["keep"] as? [String: String] == ["name": "Bob"])

        let spanish = try CLI.run(["check", "--input-format", "csv", "--field", "password", "--lang", "es"], input: csv)
        #expect(spanish.status == 4)
        #expect(
            spanish.stdout
                == """
                1: error: fila 1 (línea 2): 5 campos, pero la cabecera tiene 4 (un valor que lleva el delimitador debe ir entre comillas); no se juzga
                2: válida

                """)
        // TSV too; without a header there is nothing to count against.
        let tsv = try CLI.run(
            ["check", "--input-format", "tsv", "--field", "password", "--format", "json"],
            input: "id\tpassword\n1\tPassw0rd!\textra\n")
        let tsvRecords = try Self.records(tsv)
        #expect(tsv.status == 4 && (tsvRecords.first?["error"] as? [String: String])?["code"] == "extra-fields")
        let noHeader = try CLI.run(
            ["check", "--input-format", "tsv", "--field", "2", "--no-header", "--format", "json"],
            input: "1\tPassw0rd!\textra\n")
        let noHeaderRecords = try Self.records(noHeader)
        #expect(noHeader.status == 0 && noHeaderRecords.first?["valid"] as? Bool == true)
    }

    @Test("The text summary counts judged rows only: unreadable rows are counted apart, never as valid (check, email)")
    func summaryCounts() throws {
        let check = try CLI.run(
            ["check", "--input-format", "csv", "--field", "password"], input: "id,password\n2\n3\n4\n1,abc\n")
        #expect(check.status == 4)
        #expect(check.stderr.hasPrefix("1 checked: 0 valid, 1 invalid\n"), "\(check.stderr)")
        #expect(check.stderr.contains("rows that could not be read: 3\n"))
        let jobs = try CLI.run(
            ["check", "--input-format", "csv", "--field", "password", "--jobs", "2"], input: "id,password\n2\n3\n4\n1,abc\n")
        #expect(jobs.stderr.hasPrefix("1 checked: 0 valid, 1 invalid\n"), "\(jobs.stderr)")
        let email = try CLI.run(
            ["email", "--input-format", "csv", "--field", "email"], input: "id,email\n1\n2,ann@example.com\n3,not an address\n")
        #expect(email.status == 4)
        #expect(email.stderr.hasPrefix("2 checked: 1 valid, 1 invalid\n"), "\(email.stderr)")
        #expect(email.stderr.contains("rows that could not be read: 1\n"))
        // Plain lines: every line is judged, as before.
        let plain = try CLI.run(["check"], input: "abc\nPassw0rd!\n")
        #expect(plain.stderr.hasPrefix("2 checked: 1 valid, 1 invalid\n"), "\(plain.stderr)")
    }

    @Test("JSON Lines: a member judged (a string or a number), members kept as they were; lines that are not objects reported")
    func jsonLines() throws {
        let input = """
            {"id":7,"password":"Passw0rd!","meta":{"a":[1,2]}}
            {"id":8,"password":123456789}
            not json
            [1,2]
            {"id":9}
            {"id":10,"password":true}
            {"id":"x\\u00e9","password":"P\\u0061ssw0rd!","meta":[1, 2 ,{"b" : null}]}
            {"password":"s3cr3t-value"x}
            {"password":"unterminated
            {"password":"a","password":"b"}

            """
        let result = try CLI.run(
            ["check", "--input-format", "jsonl", "--field", "password", "--keep", "id,meta", "--format", "json"],
            input: input)
        #expect(result.status == 4)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 10)
        #expect(lines[0] == #"{"line":1,"valid":true,"violations":[],"cognitoMessage":null,"keep":{"id":7,"meta":{"a":[1,2]}}}"#)
        #expect(lines[1].hasPrefix(#"{"line":2,"valid":false,"#) && lines[1].hasSuffix(#","keep":{"id":8,"meta":null}}"#))
        #expect(
            lines[2]
                == #"{"line":3,"error":{"code":"not-json","message":"line 3: not JSON: an unexpected character (byte 1)"},"keep":null}"#
        )
        #expect(lines[3] == #"{"line":4,"error":{"code":"not-an-object","message":"line 4: not a JSON object"},"keep":null}"#)
        #expect(
            lines[4]
                == #"{"line":5,"error":{"code":"missing-member","message":"line 5: no member password"},"keep":{"id":9,"meta":null}}"#
        )
        #expect(
            lines[5]
                == #"{"line":6,"error":{"code":"not-a-string","message":"line 6: password is neither a string nor a number"},"keep":{"id":10,"meta":null}}"#
        )
        // Escapes resolved in the judged value; kept values written compact, as credkit writes JSON.
        #expect(
            lines[6]
                == #"{"line":7,"valid":true,"violations":[],"cognitoMessage":null,"keep":{"id":"xé","meta":[1,2,{"b":null}]}}"#)
        // A character that breaks the JSON is never quoted (it may be part of a password); reasons
        // that quote nothing are given.
        #expect(
            lines[7]
                == #"{"line":8,"error":{"code":"not-json","message":"line 8: not JSON: an unexpected character (byte 27)"},"keep":null}"#
        )
        #expect(
            lines[8]
                == #"{"line":9,"error":{"code":"not-json","message":"line 9: not JSON: unterminated string (byte 26)"},"keep":null}"#
        )
        #expect(
            lines[9]
                == #"{"line":10,"error":{"code":"not-json","message":"line 10: not JSON: duplicate member \"password\" (byte 17)"},"keep":null}"#
        )
    }

    @Test("TSV without a header, columns by number; email and jwt decode take the same options")
    func tsvAndOtherCommands() throws {
        let email = try CLI.run(
            ["email", "--input-format", "tsv", "--no-header", "--field", "1", "--keep", "2", "--format", "json"],
            input: "ana@example.com\tA-1\nnot an address\tB-2\n")
        #expect(email.status == 1)
        let records = try Self.records(email)
        #expect(records.map { $0["valid"] as? Bool } == [true, false])
        #expect(records.map { $0["keep"] as? [String: String] } == [["2": "A-1"], ["2": "B-2"]])

        let token = try CognitoCommandTests.unsignedToken(["sub": "u-1", "exp": 4_102_444_800])
        let decoded = try CLI.run(
            ["jwt", "decode", "--input-format", "csv", "--field", "token", "--keep", "session", "--format", "json"],
            input: "session,token\ns-1,\(token)\ns-2,not.a.token\n")
        #expect(decoded.status == 4)
        let tokens = try Self.records(decoded)
        try #require(tokens.count == 2)
        #expect(tokens.map { $0["keep"] as? [String: String] } == [["session": "s-1"], ["session": "s-2"]])
        #expect(((tokens[0]["payload"] as? [String: Any])?["sub"] as? String) == "u-1")
    }

    @Test("--jobs 2 writes the same records in the same order as --jobs 1, quoted line breaks and bad rows included")
    func jobs() throws {
        var csv = "id,password\n"
        for index in 1...30_000 {
            switch index % 7 {
            case 0: csv += "\(index),\"two\nlines\(index)!A\"\n"
            case 3: csv += "\(index)\n"
            default: csv += "\(index),Passw0rd!\(index)\n"
            }
        }
        let arguments = ["check", "--input-format", "csv", "--field", "password", "--keep", "id", "--format", "json"]
        let one = try CLI.run(arguments + ["--jobs", "1"], input: csv)
        let two = try CLI.run(arguments + ["--jobs", "2"], input: csv)
        #expect(one.status == 4 && two.status == 4)
        #expect(one.stdout == two.stdout)
        #expect(one.stdout.split(separator: "\n").count == 30_000)
    }

    @Test(
        "--delimiter ';' as Spanish-locale spreadsheets write, --keep at the end of text records, --input FILE, an empty input without its header (en, es)"
    )
    func exportsAsWritten() throws {
        // A semicolon-separated export with a BOM and CRLF, as a spreadsheet saves it; a field
        // with the delimiter inside quotes.
        let export = "\u{FEFF}id;correo;clave\r\n7;ana@example.com;\"Correct;Horse9\"\r\n8;luis@example.com;abc\r\n"
        let json = try CLI.run(
            [
                "check", "--input-format", "csv", "--delimiter", ";", "--field", "clave", "--keep", "id,correo",
                "--format", "json",
            ], input: export)
        #expect(json.status == 1)
        let records = try json.jsonLines()
        #expect(records.map { $0["valid"] as? Bool } == [true, false])
        #expect(records.map { ($0["keep"] as? [String: String])?["correo"] } == ["ana@example.com", "luis@example.com"])
        let text = try CLI.run(
            ["check", "--input-format", "csv", "--delimiter", ";", "--field", "3", "--keep", "1", "--lang", "es"],
            input: export)
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix("1: válida  conservadas {\"id\":\"7\"}\n2: no válida: "), "\(text.stdout)")
        #expect(text.stdout.hasSuffix("  conservadas {\"id\":\"8\"}\n"), "\(text.stdout)")
        // A kept value that would move the cursor is escaped on a terminal's text.
        let hostile = try CLI.run(
            ["check", "--input-format", "tsv", "--field", "2", "--keep", "1"],
            input: "name\tpassword\nA\u{1B}[2J\u{202E}\tCorrect-Horse9\n")
        #expect(hostile.stdout.hasPrefix("1: valid  keep "), "\(hostile.stdout)")
        #expect(!hostile.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(hostile.stdout)")
        let tab = try CLI.run(
            ["email", "--input-format", "tsv", "--delimiter", "tab", "--field", "2", "--format", "json"],
            input: "n\tmail\n1\tana@example.com\n")
        #expect(try tab.jsonLines().first?["valid"] as? Bool == true)

        // --input names the file, on every streaming command; - is standard input.
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("users.csv")
        try Data(export.utf8).write(to: file)
        let fromFile = try CLI.run(
            ["check", "--input", file.path, "--input-format", "csv", "--delimiter", ";", "--field", "clave", "--format", "json"],
            input: "")
        #expect(try fromFile.jsonLines().count == 2)
        let dash = try CLI.run(["email", "--input", "-", "--format", "json"], input: "ana@example.com\n")
        #expect(try dash.jsonLines().first?["line"] as? Int == 1)
        let tokens = folder.url.appendingPathComponent("tokens.txt")
        try Data((try JWTFixture.token("id token RS256") + "\n").utf8).write(to: tokens)
        let decoded = try CLI.run(["jwt", "decode", "--input", tokens.path, "--format", "json"], input: "")
        #expect(try decoded.jsonLines().first?["header"] != nil)
        let both = try CLI.run(["email", "ana@example.com", "--input", tokens.path], input: "")
        #expect(both.status == 2)
        #expect(
            both.stderr
                == "credkit: error: --input reads the records from a file: give them there or as arguments, not both\n")
        let missing = try CLI.run(["strength", "--input", folder.url.appendingPathComponent("none.txt").path], input: "")
        #expect(missing.status == 2)

        // An empty input where a header was expected is an error, not an empty success; with
        // --no-header it has no rows.
        for command in [
            ["check"], ["jwt", "verify", "--jwks", JWTFixture.jwks, "--issuer", "x", "--any-client", "--any-token-use"],
        ] {
            let empty = try CLI.run(command + ["--input-format", "csv", "--field", "token"], input: "")
            #expect(empty.status == 2, "\(command)")
            #expect(
                empty.stderr
                    == "credkit: error: stdin is empty: a header row naming the columns was expected (with --no-header, columns are numbered and an empty input has no rows)\n",
                "\(command)")
        }
        let spanish = try CLI.run(["email", "--input-format", "csv", "--field", "1", "--lang", "es"], input: "")
        #expect(
            spanish.stderr
                == "credkit: error: stdin está vacío: se esperaba una fila de cabecera con los nombres de las columnas (con --no-header las columnas se numeran y una entrada vacía no tiene filas)\n"
        )
        let noHeader = try CLI.run(["check", "--input-format", "csv", "--no-header", "--field", "1"], input: "")
        #expect(noHeader.status == 0 && noHeader.stdout.isEmpty)
    }

    @Test("Options that do not go together, and columns that are not there, are usage errors naming them (en, es)")
    func usageErrors() throws {
        let header = "id,password\n1,x\n"
        let cases: [([String], String)] = [
            (["--input-format", "csv"], "--input-format csv needs --field NAME or NUMBER: the column to judge"),
            (
                ["--field", "password"],
                "--field, --keep, --no-header and --delimiter go with --input-format csv, tsv or jsonl (--no-header and --delimiter: csv or tsv)"
            ),
            (
                ["--input-format", "jsonl", "--field", "password", "--delimiter", ";"],
                "--field, --keep, --no-header and --delimiter go with --input-format csv, tsv or jsonl (--no-header and --delimiter: csv or tsv)"
            ),
            (
                ["--input-format", "csv", "--field", "password", "--delimiter", "\""],
                "--delimiter \": one ASCII character other than a quote or a line break (tab for a tab)"
            ),
            (
                ["--input-format", "csv", "--field", "password", "--delimiter", ";;"],
                "--delimiter ;;: one ASCII character other than a quote or a line break (tab for a tab)"
            ),
            (
                ["--input", "pw.txt", "--password-file", "pw.txt"],
                "--password-file and --input both name the input file: give one"
            ),
            (
                ["--input-format", "csv", "--field", "pass", "--format", "json"],
                "--field pass: the header of stdin has no such column; its columns: id, password"
            ),
            (["--input-format", "csv", "--field", "0"], "--field 0: columns are numbered from 1"),
            (["--input-format", "jsonl", "--field", "2"], "--field 2: JSON Lines members are named, not numbered"),
            (
                ["--input-format", "csv", "--no-header", "--field", "password"],
                "--field password: with --no-header, name columns by number"
            ),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(["check"] + arguments, input: header)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "credkit: error: \(message)\n", "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
        let withArguments = try CLI.run(
            ["email", "ana@example.com", "--input-format", "csv", "--field", "1", "--no-header"], input: "")
        #expect(withArguments.status == 2)
        #expect(
            withArguments.stderr
                == "credkit: error: --input-format reads standard input: give the addresses there, not as arguments\n")
        let duplicate = try CLI.run(
            ["check", "--input-format", "csv", "--field", "password", "--lang", "es"], input: "password,password\nx,y\n")
        #expect(
            duplicate.stderr
                == "credkit: error: --field password: la cabecera de stdin tiene 2 columnas con ese nombre; indica el número de la que quieras\n"
        )
    }
}
