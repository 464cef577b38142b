// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CredKitCore
import Testing

/// `ListUsers` filters read as Cognito reads them (the operation's documentation in botocore
/// 1.44.8's model): refused with the column where they go wrong, before anything is sent.
@Suite("ListUsers filters")
struct ListUsersFilterTests {
    static func refusal(_ text: String) -> ListUsersFilterError? {
        do throws(ListUsersFilterError) {
            _ = try ListUsersFilter.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Exact and prefix filters, spaces or none, escapes read and written back")
    func accepted() throws {
        let email = try #require(try ListUsersFilter.parse(#"email = "ana@example.com""#))
        #expect(email.attribute == "email" && email.match == .exact && email.value == "ana@example.com")
        #expect(email.description == #"email = "ana@example.com""#)
        let prefix = try #require(try ListUsersFilter.parse(#"  given_name^="Jo"  "#))
        #expect(prefix.match == .prefix && prefix.value == "Jo" && prefix.description == #"given_name ^= "Jo""#)
        let escaped = try #require(try ListUsersFilter.parse(#"family_name = "O\"Brien \\ Jr""#))
        #expect(escaped.value == #"O"Brien \ Jr"#)
        #expect(escaped.description == #"family_name = "O\"Brien \\ Jr""#)
        let empty = try #require(try ListUsersFilter.parse(#"sub = """#))
        #expect(empty.value == "")
        // Statuses: `status` case-sensitive, `cognito:user_status` not.
        #expect(try ListUsersFilter.parse(#"status = "Enabled""#)?.value == "Enabled")
        #expect(try ListUsersFilter.parse(#"status ^= "Dis""#)?.match == .prefix)
        #expect(try ListUsersFilter.parse(#"cognito:user_status = "force_change_password""#) != nil)
        // Empty: every user.
        #expect(try ListUsersFilter.parse("") == nil)
        #expect(try ListUsersFilter.parse(" \t ") == nil)
    }

    @Test("256 characters pass, 257 do not")
    func length() throws {
        let longest = #"name = ""# + String(repeating: "x", count: 247) + "\""
        #expect(longest.count == 256)
        #expect(try ListUsersFilter.parse(longest)?.value.count == 247)
        let error = try #require(Self.refusal(#"name = ""# + String(repeating: "x", count: 248) + "\""))
        #expect(error.code == .tooLong && error.column == 257)
        #expect(error.message(in: .english) == "filter, column 257: 257 characters, more than the 256 Cognito takes")
    }

    @Test("Each refusal names its column and what was found there (en, es)")
    func refusals() throws {
        let searchable =
            "username, email, phone_number, name, given_name, family_name, preferred_username, cognito:user_status, status, sub"
        let cases: [(String, ListUsersFilterError.Code, Int, String)] = [
            (#"= "x""#, .missingAttribute, 1, "an attribute name is expected here, found “=” (one of \(searchable))"),
            (
                #"custom:plan = "pro""#, .customAttribute, 1,
                "custom:plan cannot be searched: Cognito does not search custom attributes (only \(searchable))"
            ),
            (#"nickname = "x""#, .unknownAttribute, 1, "nickname cannot be searched: Cognito searches only \(searchable)"),
            (#"email "x""#, .missingOperator, 7, "expected = (exact) or ^= (starts with) after the attribute, found “\"”"),
            ("email", .missingOperator, 6, "expected = (exact) or ^= (starts with) after the attribute, found the end"),
            (
                #"email == "x""#, .unquotedValue, 8,
                "the value goes in double quotes, as in email = \"ana@example.com\"; found “=”"
            ),
            (
                "email = ana@example.com", .unquotedValue, 9,
                "the value goes in double quotes, as in email = \"ana@example.com\"; found “a”"
            ),
            (#"email = "ana"#, .unterminatedValue, 9, "the value's closing double quote is missing"),
            (#"email = "a\nb""#, .invalidEscape, 11, #"inside the value only \" and \\ are escapes, found “\n”"#),
            (
                #"email = "a" and name = "b""#, .trailingText, 13,
                "“and name = \"b\"” after the value: Cognito filters on one attribute at a time"
            ),
            (#"status = "enabled""#, .unknownStatus, 11, "no user has status “enabled”: it is one of Enabled, Disabled"),
            (
                #"cognito:user_status ^= "ACTIVE""#, .unknownStatus, 25,
                "no user has cognito:user_status “ACTIVE”: it is one of UNCONFIRMED, CONFIRMED, ARCHIVED, COMPROMISED, UNKNOWN, RESET_REQUIRED, FORCE_CHANGE_PASSWORD, EXTERNAL_PROVIDER"
            ),
        ]
        for (text, code, column, message) in cases {
            let error = try #require(Self.refusal(text), "\(text) was accepted")
            #expect(error.code == code && error.column == column, "\(text): \(error)")
            #expect(error.message(in: .english) == "filter, column \(column): " + message, "\(text)")
        }
        #expect(
            Self.refusal(#"status = "enabled""#)?.message(in: .spanish)
                == "filtro, columna 11: ningún usuario tiene status “enabled”: es uno de Enabled, Disabled")
        #expect(
            Self.refusal("email")?.message(in: .spanish)
                == "filtro, columna 6: se esperaba = (exacto) o ^= (empieza por) tras el atributo, y hay el final")
        #expect(Set(cases.map(\.1)).count == ListUsersFilterError.Code.allCases.count - 1)  // all but too-long
    }

    @Test("Built from parts: the value escaped, the same checks")
    func fromParts() throws {
        let filter = try ListUsersFilter(attribute: "name", match: .prefix, value: #"Ana "la" \ B"#)
        #expect(filter.description == #"name ^= "Ana \"la\" \\ B""#)
        #expect(try ListUsersFilter.parse(filter.description) == filter)
        do throws(ListUsersFilterError) {
            _ = try ListUsersFilter(attribute: "custom:tier", match: .exact, value: "gold")
            Issue.record("a custom attribute was accepted")
        } catch {
            #expect(error.code == .customAttribute)
        }
    }
}
