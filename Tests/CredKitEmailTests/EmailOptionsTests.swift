// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitEmail

@Suite("The default profile's options (python email-validator's)")
struct EmailOptionsTests {
    private func verdict(_ address: String, _ options: EmailChecker.Options) -> EmailVerdict {
        EmailChecker(options: options).check(address)
    }

    @Test("Quoted local parts: unneeded quotes and escapes removed, needed ones kept, refused without the option")
    func quoted() {
        let options = EmailChecker.Options(allowQuotedLocal: true)
        #expect(verdict(#""john.doe"@example.com"#, options).normalized == "john.doe@example.com")
        #expect(verdict(#""john doe"@example.com"#, options).normalized == #""john doe"@example.com"#)
        #expect(verdict(#""a\b"@example.com"#, options).normalized == "ab@example.com")
        #expect(verdict(#""a\"b"@example.com"#, options).normalized == #""a\"b"@example.com"#)
        #expect(verdict(#""Abuse"@example.com"#, options).normalized == "abuse@example.com")
        let unicode = verdict(#""josé garcía"@example.com"#, options)
        #expect(unicode.requiresSMTPUTF8 && unicode.asciiEmail == nil)
        #expect(verdict(#""a"b@example.com"#, options).rejection == .textAfterQuote)
        #expect(verdict(#""a"b@example.com"#, options).position == 4)
        #expect(verdict("\"tab\there\"@example.com", options).rejection == .invalidQuotedCharacter)
        #expect(verdict(#""john doe"@example.com"#, .default).rejection == .quotedLocalPart)
        #expect(verdict(#""john.doe"@example.com"#, .default).rejection == .quotedLocalPart)
    }

    @Test("Display names: returned apart, NFC, quoted or atext only, one closing bracket at the end")
    func displayNames() {
        let options = EmailChecker.Options(allowDisplayName: true)
        let named = verdict("My Name <me@example.org>", options)
        #expect(named.normalized == "me@example.org" && named.displayName == "My Name" && named.asciiEmail == "me@example.org")
        #expect(verdict(#""Garcia, Ana" <ana@example.com>"#, options).displayName == "Garcia, Ana")
        #expect(verdict("\"Jose\u{301}\" <jose@example.com>", options).displayName == "José")
        #expect(verdict("<ana@example.com>", options).displayName == "")
        #expect(verdict("Ana <ana@example.com>  ", options).isValid)
        #expect(verdict("Ana <ana@example.com> x", options).rejection == .textAfterAddress)
        #expect(verdict("Ana <ana@example.com", options).rejection == .unclosedAngleBracket)
        #expect(verdict("Ana <ana@example.com>>", options).rejection == .invalidDomainCharacter)
        #expect(verdict("Ana.B <ana@example.com>", options) == .rejected(.invalidDisplayName, character: "'.'", position: 4))
        #expect(verdict("Ana\u{200B} <ana@example.com>", options).rejection == .invalidDisplayName)
        #expect(verdict("\"Ana\u{200B}\" <ana@example.com>", options).rejection == .unsafeCharacter)
        #expect(verdict("Ana <ana@example.com>", .default) == .rejected(.displayName, position: 5))
        #expect(verdict("Ana <ana@example.com>", .default).displayName == nil)
    }

    @Test("Domain literals: IPv4 as given, IPv6 compressed as Python writes it, IPv4-mapped dotted")
    func literals() {
        let options = EmailChecker.Options(allowDomainLiteral: true)
        let cases: [(String, String?)] = [
            ("[192.0.2.1]", "[192.0.2.1]"), ("[192.0.2.256]", nil), ("[192.0.02.1]", nil), ("[1.2.3]", nil),
            ("[IPv6:2001:DB8:0:0:0:0:0:1]", "[IPv6:2001:db8::1]"), ("[ipv6:::1]", "[IPv6:::1]"), ("[IPv6:::]", "[IPv6:::]"),
            ("[IPv6:1:0:0:2:0:0:0:3]", "[IPv6:1:0:0:2::3]"), ("[IPv6:1:0:0:0:2:0:0:0]", "[IPv6:1::2:0:0:0]"),
            ("[IPv6:1:0:2:3:4:5:6:7]", "[IPv6:1:0:2:3:4:5:6:7]"), ("[IPv6:1::]", "[IPv6:1::]"),
            ("[IPv6:::ffff:1.2.3.4]", "[IPv6:::ffff:1.2.3.4]"), ("[IPv6:2001:db8::192.0.2.1]", "[IPv6:2001:db8::c000:201]"),
            ("[IPv6:1:2:3:4:5:6:7:8:9]", nil), ("[IPv6:1::2::3]", nil), ("[IPv6:12345::]", nil), ("[IPv6:fe80::1%eth0]", nil),
            ("[IPv6::1]", nil), ("[IPv6:1:]", nil), ("[IPv6:1:2:3:4:5:6:7::8]", nil), ("[2001:db8::1]", nil), ("[]", nil),
        ]
        for (literal, expected) in cases {
            let result = verdict("me@" + literal, options)
            #expect(result.normalized == expected.map { "me@" + $0 }, "\(literal)")
            if expected != nil {
                #expect(verdict("me@" + literal, .default).rejection == .domainLiteral, "\(literal)")
            }
        }
    }

    @Test("Empty local parts, SMTPUTF8 off, the test environment")
    func others() {
        let empty = verdict("@example.com", .init(allowEmptyLocal: true))
        #expect(empty.normalized == "@example.com" && empty.asciiEmail == nil && !empty.requiresSMTPUTF8)
        #expect(verdict("@example.com", .default).rejection == .emptyLocalPart)
        let ascii = EmailChecker.Options(allowSMTPUTF8: false)
        #expect(verdict("josé@example.com", ascii) == .rejected(.smtputf8NotAllowed, character: "'é'", position: 4))
        #expect(verdict("jose@münchen.de", ascii).normalized == "jose@münchen.de")
        let test = EmailChecker.Options(testEnvironment: true)
        #expect(verdict("user@test", test).normalized == "user@test")
        #expect(verdict("POSTMASTER@test", test).normalized == "postmaster@test")
        #expect(verdict("user@ci.test", test).isValid && verdict("user@ci.test", .default).rejection == .specialUseDomain)
        #expect(verdict("user@localhost", test).rejection == .domainNeedsDot)
    }

    @Test("The streaming checker gives the same verdicts as validate, with any options")
    func streaming() {
        let inputs = [
            "Ana <ana@example.com>", #""john doe"@example.com"#, "me@[IPv6:::1]", "@example.com", "josé@example.com",
            "user@test", "ana@example.com", "Ana@EXAMPLE.com", "jose@münchen.de", "a..b@example.com", "x@xn--mnchen-3ya.de",
        ]
        for options in [
            EmailChecker.Options.default,
            .init(allowQuotedLocal: true, allowDisplayName: true, allowDomainLiteral: true, allowEmptyLocal: true),
            .init(allowSMTPUTF8: false, testEnvironment: true),
        ] {
            let validator = EmailChecker(options: options)
            let checker = validator.makeEvaluator()
            for input in inputs {
                var text = input
                let streamed = text.withUTF8 { checker.check($0) }
                #expect(streamed == DefaultEmailSyntax.validate(input, options: options), "\(input) \(options)")
            }
        }
    }
}
