// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CognitoClient

/// The user-import rules at their boundaries: Cognito's CSV dialect, E.164, usernames, AWS's limits.
@Suite("User import checker")
struct UserImportCheckerTests {
    static func checker(_ header: String, settings: UserImportSettings) -> UserImportChecker {
        var header = header
        return header.withUTF8 { UserImportChecker(settings: settings, header: $0) }
    }

    static func codes(_ checker: inout UserImportChecker, _ line: String, number: Int = 2) -> [String] {
        var line = line
        return line.withUTF8 { checker.check($0, line: number) }.problems.map(\.code.rawValue)
    }

    @Test("Cognito's CSV: \\, is a comma inside a value, other backslashes stay, values are trimmed, quotes noticed")
    func dialect() {
        let values = UserImportChecker.split(#" a\,b , c\d ,"q",\"#)
        #expect(values.map(\.value) == ["a,b", #"c\d"#, #""q""#, #"\"#])
        #expect(values.map(\.quoted) == [false, false, true, false])
        #expect(UserImportChecker.split("").map(\.value) == [""])
    }

    @Test("E.164: +, a first digit 1–9, 2 to 15 digits in all")
    func phoneNumbers() {
        #expect(UserImportChecker.isE164("+12"))
        #expect(UserImportChecker.isE164("+" + String(repeating: "9", count: 15)))
        #expect(!UserImportChecker.isE164("+" + String(repeating: "9", count: 16)))
        #expect(!UserImportChecker.isE164("+1"))
        #expect(!UserImportChecker.isE164("+0123"))
        #expect(!UserImportChecker.isE164("14155550100"))
        #expect(!UserImportChecker.isE164("+1 415"))
    }

    @Test("Usernames: letters, marks, symbols, numbers and punctuation of any script; no space, tab or control")
    func usernames() {
        for good in ["josé", "名前", "a_b-c.d@e", "😀", "x+y"] {
            #expect(good.unicodeScalars.allSatisfy(UserImportChecker.isUsernameScalar), "\(good)")
        }
        for bad in ["a b", "a\tb", "a\u{00A0}b", "a\u{0007}b", "a\u{2028}b"] {
            #expect(!bad.unicodeScalars.allSatisfy(UserImportChecker.isUsernameScalar), "\(bad)")
        }
        let settings = UserImportSettings(header: ["cognito:username", "cognito:mfa_enabled", "email", "email_verified"])
        var checker = Self.checker("cognito:username,cognito:mfa_enabled,email,email_verified", settings: settings)
        #expect(Self.codes(&checker, String(repeating: "é", count: 128) + ",false,a@example.com,true") == [])
        #expect(
            Self.codes(&checker, String(repeating: "é", count: 129) + ",false,a@example.com,true") == ["username-too-long"])
    }

    @Test("Limits: 16,000 characters a line (not bytes), 500,000 users, 100 MB")
    func limits() {
        let settings = UserImportSettings(
            header: ["cognito:username", "cognito:mfa_enabled", "nickname"], autoVerifiedAttributes: [])
        var checker = Self.checker("cognito:username,cognito:mfa_enabled,nickname", settings: settings)
        #expect(checker.headerProblems.map(\.code) == [.noAutoVerifiedAttribute])
        // 15,999 two-byte characters fit; one more does not (over 2,048 in one value, too).
        let prefix = "u,false,"
        let fits = prefix + String(repeating: "é", count: 16_000 - prefix.count)
        #expect(Self.codes(&checker, fits, number: 2) == ["value-too-long"])
        #expect(Self.codes(&checker, fits + "é", number: 3) == ["line-too-long", "value-too-long", "username-duplicate"])
        #expect(checker.fileProblems(bytes: 100_000_000, byteOrderMark: false) == [])
        #expect(checker.fileProblems(bytes: 100_000_001, byteOrderMark: true).map(\.code) == [.byteOrderMark, .fileTooLarge])
        var many = Self.checker("cognito:username,cognito:mfa_enabled,nickname", settings: settings)
        for number in 0..<UserImportSettings.maximumUsers {
            var line = "u\(number),false,"
            _ = line.withUTF8 { many.check($0, line: number + 2) }
        }
        #expect(many.refused == 0)
        #expect(many.fileProblems(bytes: 0, byteOrderMark: false) == [])
        var last = "last,false,"
        _ = last.withUTF8 { many.check($0, line: 500_002) }
        #expect(
            many.fileProblems(bytes: 0, byteOrderMark: false)
                == [UserImportProblem(.tooManyUsers, ["count": "500001", "limit": "500000"])])
    }
}
