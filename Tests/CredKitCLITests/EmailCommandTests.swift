// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@Suite("credkit email, end to end", .waitsOnThreads)
struct EmailCommandTests {
    @Test("Arguments, text output, exit 1 when any is invalid")
    func arguments() throws {
        let result = try CLI.run(["email", "jose@example.com", "Jose@EXAMPLE.com", "x@localhost"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                1: "jose@example.com": valid
                2: "Jose@EXAMPLE.com": valid (normalised to Jose@example.com)
                3: "x@localhost": invalid: The part after the @-sign is not valid: it should have a period

                """)
        #expect(result.stderr == "3 checked: 2 valid, 1 invalid\n")
        #expect(try CLI.run(["email", "jose@example.com"]).status == 0)
    }

    @Test("JSON Lines from standard input, one record per line, invalid UTF-8 reported")
    func json() throws {
        var input = Array("jose@example.com\nJosé@München.de\r\n\n".utf8)
        input += [0x61, 0x40, 0xFF, 0x0A]
        input += Array("a..b@example.com".utf8)
        let result = try CLI.run(["email", "--format", "json"], stdin: input)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 5)
        #expect(
            lines[0]
                == #"{"line":1,"input":"jose@example.com","valid":true,"reason":null,"message":null,"normalized":"jose@example.com","smtputf8":false}"#
        )
        #expect(
            lines[1]
                == #"{"line":2,"input":"José@München.de","valid":true,"reason":null,"message":null,"normalized":"José@münchen.de","smtputf8":true}"#
        )
        #expect(
            lines[2]
                == #"{"line":3,"input":"","valid":false,"reason":"missing-at","message":"An email address must have an @-sign","normalized":null,"smtputf8":false}"#
        )
        #expect(
            lines[3]
                == #"{"line":4,"input":"a@\#u{FFFD}","valid":false,"reason":"invalid-encoding","message":"The address is not valid UTF-8 (position 3)","normalized":null,"smtputf8":false}"#
        )
        #expect(
            lines[4]
                == #"{"line":5,"input":"a..b@example.com","valid":false,"reason":"consecutive-dots","message":"The address cannot have two periods in a row (position 3)","normalized":null,"smtputf8":false}"#
        )
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test("The rfc profile, in Spanish")
    func rfcProfile() throws {
        let result = try CLI.run(
            ["email", "--profile", "rfc", "--format", "json", "--lang", "es"],
            input: "\"john doe\"@[IPv6:2001:db8::1]\nuser @example.com\n")
        let records = try result.jsonLines()
        try #require(records.count == 2)
        #expect(records[0]["valid"] as? Bool == true)
        #expect(records[0]["normalized"] as? String == "\"john doe\"@[IPv6:2001:db8::1]")
        #expect(records[1]["reason"] as? String == "obsolete-syntax")
        #expect(
            records[1]["message"] as? String
                == "La dirección usa sintaxis obsoleta (RFC 5322, sección 4), que no se admite (posición 5)")
        #expect(result.status == 1)
    }

    @Test("email-validator's options: display names, quoted local parts, domain literals, empty local parts, SMTPUTF8, .test")
    func options() throws {
        let input = """
            Ana <Ana@EXAMPLE.com>
            "Garcia, Ana" <ana@example.com>
            Ana.B <ana@example.com>
            "john.doe"@example.com
            "john doe"@example.com
            me@[IPv6:2001:DB8:0:0:0:0:0:1]
            ana@example.com

            """
        let text = try CLI.run(["email", "--allow-display-name", "--allow-quoted-local", "--allow-domain-literal"], input: input)
        #expect(text.status == 1)
        #expect(
            text.stdout == """
                1: "Ana <Ana@EXAMPLE.com>": valid (normalised to Ana@example.com; display name "Ana")
                2: "\\\"Garcia, Ana\\\" <ana@example.com>": valid (normalised to ana@example.com; display name "Garcia, Ana")
                3: "Ana.B <ana@example.com>": invalid: The display name contains '.', which is only allowed when the name is in quotes (letters, digits, spaces and !#$%&'*+-/=?^_`{|}~ are) (position 4)
                4: "\\\"john.doe\\\"@example.com": valid (normalised to john.doe@example.com)
                5: "\\\"john doe\\\"@example.com": valid
                6: "me@[IPv6:2001:DB8:0:0:0:0:0:1]": valid (normalised to me@[IPv6:2001:db8::1])
                7: "ana@example.com": valid

                """)
        let json = try CLI.run(["email", "--allow-display-name", "--format", "json"], input: input)
        let lines = json.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 7)
        #expect(
            lines[0]
                == #"{"line":1,"input":"Ana <Ana@EXAMPLE.com>","valid":true,"reason":null,"message":null,"normalized":"Ana@example.com","smtputf8":false,"displayName":"Ana"}"#
        )
        #expect(
            lines[3]
                == #"{"line":4,"input":"\"john.doe\"@example.com","valid":false,"reason":"quoted-local-part","message":"Quoting the part before the @-sign is not allowed (position 1)","normalized":null,"smtputf8":false,"displayName":null}"#
        )
        #expect(
            lines[6]
                == #"{"line":7,"input":"ana@example.com","valid":true,"reason":null,"message":null,"normalized":"ana@example.com","smtputf8":false,"displayName":null}"#
        )
        // Without the options the same lines are refused, and the records keep their usual members.
        let plain = try CLI.run(["email", "--format", "json"], input: input)
        #expect(try plain.jsonLines().map { $0["valid"] as? Bool } == [false, false, false, false, false, false, true])
        #expect(try plain.jsonLines().allSatisfy { $0["displayName"] == nil })

        let smtputf8 = try CLI.run(["email", "--no-smtputf8", "--lang", "es"], input: "josé@example.com\njose@münchen.de\n")
        #expect(
            smtputf8.stdout == """
                1: "josé@example.com": no válida: No se admiten caracteres internacionales antes de la arroba ('é') (posición 4)
                2: "jose@münchen.de": válida

                """)
        let test = try CLI.run(
            ["email", "--test-environment", "--allow-empty-local", "--format", "json"],
            input: "user@test\n@ci.test\nx@localhost\n")
        #expect(try test.jsonLines().map { $0["normalized"] as? String } == ["user@test", "@ci.test", nil])
        #expect(test.status == 1)

        let rfc = try CLI.run(["email", "--profile", "rfc", "--allow-quoted-local", "a@b.co"])
        #expect(rfc.status == 2)
        #expect(
            rfc.stderr
                == "credkit: error: --allow-quoted-local is an option of the default profile; the rfc profile has its own grammar (leave out --profile rfc)\n"
        )
    }

    @Test("Usage errors exit 2")
    func usage() throws {
        let badProfile = try CLI.run(["email", "--profile", "strict", "a@b.co"])
        #expect(badProfile.status == 2)
        #expect(badProfile.stderr == "credkit: error: invalid value \"strict\" for --profile; allowed: default, rfc\n")
        #expect(try CLI.run(["email", "--format", "yaml", "a@b.co"]).status == 2)
    }
}
