// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `--format csv` on `check`, `strength`, `email` and `breached check`: a header row, then one
/// RFC 4180 row per input record, through the built binary with real standard input.
@Suite("CSV records: header, quoting, error rows and kept columns, end to end", .waitsOnThreads)
struct CSVOutputTests {
    static let checkHeader = "line,valid,violations,cognito_message,error_code,error"
    static let tooShort = "Password did not conform with policy: Password not long enough"

    @Test("check: rule names separated by spaces, Cognito's message, exit 1 for a refused password")
    func check() throws {
        let result = try CLI.run(["check", "--format", "csv"], input: "Passw0rd!\nabc\nPassword1\n")
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(Self.checkHeader)
                1,true,,,,
                2,false,MinimumLength RequireUppercase RequireNumbers RequireSymbols,\(Self.tooShort),,
                3,false,RequireSymbols,Password did not conform with policy: Password must have symbol characters,,

                """)
        #expect(result.stderr == "")
    }

    @Test("check --show-password --strength: values with commas and quotes quoted, the meter's columns; not UTF-8 shown replaced")
    func checkWithPasswordAndMeter() throws {
        let result = try CLI.run(
            ["check", "--format", "csv", "--show-password", "--strength", "guesses"],
            stdin: Array("Passw0rd!\nab,\"c\n".utf8) + [0xFF, 0x0A])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                line,password,valid,violations,cognito_message,bars,color,label,error_code,error
                1,Passw0rd!,true,,,1,red,Weak,,
                2,"ab,""c",false,MinimumLength RequireUppercase RequireNumbers,\(Self.tooShort),1,red,Weak,,
                3,\u{FFFD},false,InvalidEncoding,,,,,,

                """)
    }

    @Test("--csv-safe: a field that opens a formula is written behind ' and quoted; only with --format csv (issue 54)")
    func csvSafe() throws {
        let input = "email,password,note\n=cmd|calc,+Pass1234!,@SUM(A1)\nana@example.com,-Passw0rd!x,\"=HYPERLINK(\"\"x\"\")\"\n"
        let arguments = [
            "check", "--input-format", "csv", "--field", "password", "--keep", "email,note", "--show-password", "--format",
            "csv",
        ]
        let plain = try CLI.run(arguments, input: input)
        #expect(
            plain.stdout
                == "line,password,valid,violations,cognito_message,error_code,error,email,note\n1,+Pass1234!,true,,,,,=cmd|calc,@SUM(A1)\n2,-Passw0rd!x,true,,,,,ana@example.com,\"=HYPERLINK(\"\"x\"\")\"\n"
        )
        let safe = try CLI.run(arguments + ["--csv-safe"], input: input)
        #expect(safe.status == 0, "\(safe.stderr)")
        #expect(
            safe.stdout
                == "line,password,valid,violations,cognito_message,error_code,error,email,note\n1,\"'+Pass1234!\",true,,,,,\"'=cmd|calc\",\"'@SUM(A1)\"\n2,\"'-Passw0rd!x\",true,,,,,ana@example.com,\"'=HYPERLINK(\"\"x\"\")\"\n"
        )
        let json = try CLI.run(["check", "--format", "json", "--csv-safe"], input: "x\n")
        #expect(json.status == 2)
        #expect(json.stderr == "credkit: error: --csv-safe applies to --format csv\n")
    }

    @Test("An empty input is the header alone, exit 0; every row has the header's number of fields")
    func emptyAndShape() throws {
        let empty = try CLI.run(["check", "--format", "csv"], input: "")
        #expect(empty.status == 0 && empty.stdout == Self.checkHeader + "\n")
        let many = try CLI.run(
            ["check", "--format", "csv", "--jobs", "2"], input: (1...5_000).map { "pw\($0)" }.joined(separator: "\n") + "\n")
        let rows = many.stdout.split(separator: "\n")
        #expect(rows.count == 5_001)
        // No value here holds a comma or a quote: fields are split on commas.
        #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 6 })
        #expect(rows[1...].enumerated().allSatisfy { $1.hasPrefix("\($0 + 1),") })
    }

    @Test("strength: the estimate's columns, feedback codes; a line that is not UTF-8 fills error_code and error (es)")
    func strength() throws {
        let result = try CLI.run(
            ["strength", "--format", "csv", "--lang", "es"],
            stdin: Array("abc\n".utf8) + [0xFF] + Array("\nCorrectHorse9!\n".utf8))
        #expect(result.status == 4)
        #expect(
            result.stdout == """
                line,model,bars,color,label,score,guesses_log10,breach,warning,suggestions,error_code,error
                1,guesses,1,red,Débil,0,1.114,,sequence,add-word avoid-sequences,,
                2,guesses,,,,,,,,,invalid-encoding,La línea no es UTF-8 válido (primer byte incorrecto en la posición 0)
                3,guesses,3,yellow,Buena,3,9.339,,,,,

                """)
        let checklist = try CLI.run(["strength", "--format", "csv", "--model", "checklist"], input: "abc\n")
        #expect(checklist.stdout.hasSuffix("\n1,checklist,1,red,Weak,1,,,,,,\n"), "\(checklist.stdout)")
    }

    @Test("email: normalized address, reason and message; display name column with --allow-display-name; quoted local parts")
    func email() throws {
        let result = try CLI.run(
            ["email", "--format", "csv", "--allow-display-name", "--allow-quoted-local"],
            input: "Ana <ana@example.com>\nbad@\nJosé@Example.com\n\"a,b\"@x.com\n")
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                line,input,valid,reason,message,normalized,smtputf8,display_name,error_code,error
                1,Ana <ana@example.com>,true,,,ana@example.com,false,Ana,,
                2,bad@,false,empty-domain,There must be something after the @-sign,,false,,,
                3,José@Example.com,true,,,José@example.com,true,,,
                4,\"\"\"a,b\"\"@x.com\",true,,,\"\"\"a,b\"\"@x.com\",false,,,

                """)
        let plain = try CLI.run(["email", "--format", "csv"], input: "a@b.com\n")
        #expect(
            plain.stdout
                == "line,input,valid,reason,message,normalized,smtputf8,error_code,error\n1,a@b.com,true,,,a@b.com,false,,\n")
    }

    @Test(
        "CSV input with --keep: kept columns after the results; a short row keeps what was read, a broken quote nothing; the same with --jobs 2"
    )
    func keptColumns() throws {
        let input = "id,password,note\n1,abc,\"x,y\"\n2,\"bad\"x,z\n3\n4,Passw0rd!,\"say \"\"hi\"\"\"\n"
        let expected = """
            \(Self.checkHeader),id,note
            1,false,MinimumLength RequireUppercase RequireNumbers RequireSymbols,\(Self.tooShort),,,1,"x,y"
            2,,,,text-after-quote,row 2 (line 3): text after a closing quote (a quote inside a quoted field is written twice),,
            3,,,,missing-field,row 3 (line 4): no column password (the row has 1),3,
            4,true,,,,,4,"say ""hi\"""

            """
        for jobs in ["1", "2"] {
            let result = try CLI.run(
                [
                    "check", "--format", "csv", "--input-format", "csv", "--field", "password", "--keep", "id,note", "--jobs",
                    jobs,
                ],
                input: input)
            #expect(result.status == 4, "jobs \(jobs)")
            #expect(result.stdout == expected, "jobs \(jobs)")
        }
    }

    @Test("JSON Lines with --keep: strings unescaped, numbers as written, other values as JSON text, null and absent empty")
    func keptJSONMembers() throws {
        let input = """
            {"id":1,"p":"a\\u0062c","n":{"a":[1,"x"]}}
            {"id":"two","p":"Passw0rd!","n":null}
            {"id":3}
            nope
            {"id":"q\\"t","p":"Passw0rd!","n":true}

            """
        let result = try CLI.run(
            ["check", "--format", "csv", "--input-format", "jsonl", "--field", "p", "--keep", "id,n"], input: input)
        #expect(result.status == 4)
        #expect(
            result.stdout == """
                \(Self.checkHeader),id,n
                1,false,MinimumLength RequireUppercase RequireNumbers RequireSymbols,\(Self.tooShort),,,1,"{""a"":[1,""x""]}"
                2,true,,,,,two,
                3,,,,missing-member,line 3: no member p,3,
                4,,,,not-json,line 4: not JSON: an unexpected character (byte 1),,
                5,true,,,,,"q""t",true

                """)
    }

    @Test("Commands without CSV records refuse --format csv (exit 2); --keep with text ends each record with the kept columns")
    func refused() throws {
        for arguments in [["generate", "--format", "csv"], ["jwt", "decode", "--format", "csv"]] {
            let result = try CLI.run(arguments, input: "")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "credkit: error: invalid value \"csv\" for --format; allowed: text, json\n", "\(arguments)")
        }
        let text = try CLI.run(
            ["check", "--input-format", "csv", "--field", "1", "--keep", "2"], input: "a,b\nCorrect-Horse9,7\n\"x,8\n")
        #expect(text.status == 4)
        #expect(
            text.stdout
                == "1: valid  keep {\"b\":\"7\"}\n2: error: row 2 (line 3): a quoted field is still open at the end of the input\n"
        )
    }
}
