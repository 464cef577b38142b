// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitEmail

private let validator = EmailChecker()
private let rfc = EmailChecker(profile: .rfc)

private func reason(_ address: String, _ validator: EmailChecker = validator) -> String? {
    validator.check(address).rejection?.rawValue
}

@Suite("Email: default profile boundaries")
struct EmailBoundaryTests {
    @Test("The articles' address")
    func articles() {
        let verdict = validator.check("jose@example.com")
        #expect(verdict.isValid && verdict.normalized == "jose@example.com" && verdict.asciiEmail == "jose@example.com")
        #expect(!verdict.requiresSMTPUTF8)
    }

    @Test("Local part: 64 octets pass, 65 fail (octets, not characters)")
    func localPartLength() {
        #expect(reason(String(repeating: "a", count: 64) + "@example.com") == nil)
        #expect(reason(String(repeating: "a", count: 65) + "@example.com") == "local-part-too-long")
        #expect(reason(String(repeating: "ñ", count: 32) + "@example.com") == nil)  // 64 octets
        #expect(reason(String(repeating: "ñ", count: 33) + "@example.com") == "local-part-too-long")  // 66 octets
    }

    @Test("Whole address: 253 and 254 octets pass, 255 fail", arguments: [(253, true), (254, true), (255, false)])
    func addressLength(total: Int, passes: Bool) {
        let domain =
            [String(repeating: "c", count: 63), String(repeating: "d", count: 63), String(repeating: "e", count: 63)]
            .joined(separator: ".") + ".com"
        let address = String(repeating: "l", count: total - 1 - domain.utf8.count) + "@" + domain
        #expect(address.utf8.count == total)
        #expect(reason(address) == (passes ? nil : "address-too-long"))
    }

    @Test("Labels: 63 octets pass, 64 fail")
    func labelLength() {
        #expect(reason("x@" + String(repeating: "b", count: 63) + ".com") == nil)
        #expect(reason("x@" + String(repeating: "b", count: 64) + ".com") == "label-too-long")
    }

    @Test(
        "Hyphens in domain labels",
        arguments: [
            ("user@exa-mple.com", nil),
            ("user@-example.com", "domain-leading-hyphen"),
            ("user@example-.com", "domain-dot-hyphen"),
            ("user@example.com-", "domain-trailing-hyphen"),
            ("user@ex--ample.com", "reserved-hyphens"),
            ("user@exa--mple.com", nil),
            ("user@ab--cd.com", "reserved-hyphens"),
            ("user@xn--nxasmq6b.com", nil),
            ("user@sub-domain.example-site.org", nil),
        ] as [(String, String?)])
    func hyphens(address: String, expected: String?) {
        #expect(reason(address) == expected)
    }

    @Test("Dots, characters and positions")
    func characters() {
        let doubleDot = validator.check("john..doe@example.com")
        #expect(doubleDot.rejection == .consecutiveDots && doubleDot.position == 6)
        #expect(doubleDot.message(in: .english) == "The address cannot have two periods in a row (position 6)")
        #expect(doubleDot.message(in: .spanish) == "La dirección no puede tener dos puntos seguidos (posición 6)")
        let space = validator.check("john doe@example.com")
        #expect(space.rejection == .invalidLocalCharacter && space.position == 5 && space.character == "U+0020")
        #expect(space.message(in: .english) == "The part before the @-sign contains the invalid character U+0020 (position 5)")
        #expect(reason(".john@example.com") == "local-leading-dot")
        #expect(reason("john.@example.com") == "local-trailing-dot")
        #expect(reason("john@example.com.") == "domain-trailing-dot")
        #expect(reason("john@.example.com") == "domain-leading-dot")
        let underscore = validator.check("john@exam_ple.com")
        #expect(underscore.rejection == .invalidDomainCharacter && underscore.position == 10)
        #expect(reason("jo\u{200B}hn@example.com") == "unsafe-character")
        #expect(validator.check("jo\u{200B}hn@example.com").character == "U+200B")
    }

    @Test(
        "Structure errors",
        arguments: [
            ("johnexample.com", "missing-at"),
            ("john＠example.com", "full-width-at"),
            ("@example.com", "empty-local-part"),
            ("john@", "empty-domain"),
            ("", "missing-at"),
            ("Name <john@example.com>", "display-name"),
            ("\"john\"@example.com", "quoted-local-part"),
            ("john@[192.0.2.1]", "domain-literal"),
            ("john@doe@example.com", "invalid-domain-character"),
        ] as [(String, String)])
    func structure(address: String, expected: String) {
        #expect(reason(address) == expected)
    }

    @Test(
        "Domains that cannot receive mail",
        arguments: [
            ("user@localhost", "domain-needs-dot"),
            ("user@example", "domain-needs-dot"),
            ("user@example.123", "invalid-top-level-domain"),
            ("user@mail.local", "special-use-domain"),
            ("user@site.test", "special-use-domain"),
            ("user@x.onion", "special-use-domain"),
            ("user@example.invalid", "special-use-domain"),
            ("user@1.168.192.in-addr.arpa", "special-use-domain"),
        ] as [(String, String)])
    func undeliverable(address: String, expected: String) {
        #expect(reason(address) == expected)
    }

    @Test("Internationalised domains are converted; the normalised form keeps Unicode")
    func idn() {
        let unicode = validator.check("user@MÜNCHEN.DE")
        #expect(unicode.normalized == "user@münchen.de" && unicode.asciiEmail == "user@xn--mnchen-3ya.de")
        let punycode = validator.check("user@xn--mnchen-3ya.de")
        #expect(punycode.normalized == "user@münchen.de")
        #expect(validator.check("user@ＥＸＡＭＰＬＥ.com").normalized == "user@example.com")
        #expect(validator.check("user@例え.jp").asciiEmail == "user@xn--r8jz45g.jp")
        #expect(reason("user@xn--zz.com") == "invalid-idna")
    }

    @Test(
        "An xn-- label must be a valid A-label: it decodes to an allowed label that encodes back to itself (found by FuzzEmail)")
    func aLabelsRoundTrip() {
        // Valid Punycode for "mႵnchen" (U+10B5, uppercase Georgian: IDNA 2008 disallows it); the
        // verdicts are python email-validator 2.4.0's.
        let georgian = validator.check("maria@xn--mnchen-3yx.de")
        #expect(georgian.rejection?.rawValue == "invalid-idna")
        // The message names the code point IDNA 2008 refuses.
        #expect(georgian.message(in: .english) == "The part after the @-sign is not a valid internationalised domain name ('Ⴕ')")
        #expect(reason("a@xn--abc.com") == "invalid-idna")  // decodes to C1 controls
        // A label of ignored code points only (a variation selector, a combining grapheme joiner)
        // maps to nothing and leaves "a..com"; libidn2 passed it, credkit refuses it.
        #expect(reason("x@a.\u{FE00}.com") == "invalid-idna")
        #expect(reason("x@a.\u{34F}.com") == "invalid-idna")
        #expect(validator.check("x@a\u{FE00}b.com").normalized == "x@ab.com")
        #expect(reason("a@sub.xn--mnchen-3yx.example.com") == "invalid-idna")
        #expect(validator.check("a@XN--MNCHEN-3YA.DE").normalized == "a@münchen.de")
        // Width mapping must not smuggle ASCII a domain cannot hold: a fullwidth '＠' would become a
        // second '@' (found by FuzzEmail; email-validator refuses it after normalisation too).
        let fullwidth = validator.check("êjness@i＠eplea.na.coomrg")
        #expect(fullwidth.rejection?.rawValue == "invalid-domain-character")
        #expect(fullwidth.message(in: .english) == "The part after the @-sign contains the invalid character '＠' (position 9)")
        #expect(reason("a@example／com.org") == "invalid-domain-character")
        #expect(reason("a@ｅｘａｍｐｌｅ。com") == nil)
        // The rfc profile parses the NFC form: U+037E GREEK QUESTION MARK is NFC ';', a special
        // (found by FuzzEmail: the address passed, its normalised form did not).
        #expect(reason("п\u{37E}ль@m", rfc) == "unexpected-character")
        #expect(reason("\"п\u{37E}ль\"@m", rfc) == nil)
        // NFC may lengthen a local part: U+FB2C (3 bytes) decomposes to 6, so 63 bytes become 66
        // (found by FuzzEmail). python email-validator measures before normalising and accepts it,
        // handing out a normal form over the limit; credkit measures what it hands out.
        let shin = "\u{FB2C}" + String(repeating: "a", count: 60) + "@example.com"
        #expect(reason(shin) == "local-part-too-long")
        #expect(reason("\u{FB2C}" + String(repeating: "a", count: 58) + "@example.com") == nil)
        // What is called normalised is itself valid and normalises to itself.
        for address in ["maria@xn--mnchen-3ya.de", "user@例え.jp", "a@xn--r8jz45g.jp"] {
            let normalized = validator.check(address).normalized
            #expect(normalized != nil && validator.check(normalized!).normalized == normalized)
        }
    }

    @Test("SMTPUTF8: non-ASCII local parts are accepted and flagged")
    func smtputf8() {
        let verdict = validator.check("José@example.com")
        #expect(verdict.isValid && verdict.requiresSMTPUTF8 && verdict.asciiEmail == nil)
        #expect(validator.check("用户@例子.广告").requiresSMTPUTF8)
        // NFC: "e" + combining acute becomes "é".
        #expect(validator.check("jose\u{301}@example.com").normalized == "josé@example.com")
    }

    @Test("Role mailboxes are lower-cased, others keep their case")
    func roleMailboxes() {
        #expect(validator.check("PostMaster@Example.COM").normalized == "postmaster@example.com")
        #expect(validator.check("Jose@Example.COM").normalized == "Jose@example.com")
    }

    @Test("The fast path and the detailed path agree on every reference address")
    func fastPathAgreesWithDetailedPath() {
        for reference in EmailReferenceCase.all {
            let fast = validator.check(reference.input)
            let detailed = DefaultEmailSyntax.validate(reference.input)
            #expect(fast.isValid == detailed.isValid && fast.normalized == detailed.normalized, "\(reference.input)")
        }
    }

    @Test("One checker reused over many addresses (domain cache) gives the same verdicts as fresh ones")
    func cachedDomains() {
        let checker = validator.makeEvaluator()
        for _ in 0..<2 {
            for reference in EmailReferenceCase.all {
                var input = reference.input
                let cached = input.withUTF8 { checker.check($0) }
                #expect(cached == DefaultEmailSyntax.validate(reference.input), "\(reference.input)")
            }
        }
    }

    @Test("Invalid UTF-8 is a rejection with the byte position")
    func invalidUTF8() {
        let checker = validator.makeEvaluator()
        let verdict = ([0x61, 0x40, 0xFF, 0x2E, 0x63, 0x6F] as [UInt8]).withUnsafeBufferPointer { checker.check($0) }
        #expect(verdict.rejection == .invalidEncoding && verdict.position == 3)
    }

    @Test("Every rejection has a message in both languages")
    func messages() {
        for rejection in EmailRejection.all {
            #expect(!rejection.message(in: .english).isEmpty && !rejection.message(in: .spanish).isEmpty)
            #expect(rejection.message(in: .english) != rejection.message(in: .spanish))
            #expect(EmailRejection(rawValue: rejection.rawValue) == rejection)
        }
    }
}

@Suite("Email: rfc profile")
struct EmailRFCTests {
    @Test(
        "What the rfc profile adds",
        arguments: [
            "\"john doe\"@example.com", "\"a\\\"b\"@example.com", "user@[192.0.2.1]", "user@[IPv6:2001:db8::1]",
            "user@localhost", "(comment)user@example.com", "user@example.com (comment)", "user@example.123",
        ])
    func accepted(address: String) {
        #expect(rfc.check(address).isValid)
    }

    @Test(
        "What it still rejects",
        arguments: [
            ("user @example.com", "obsolete-syntax"),
            ("\"a\".b@example.com", "obsolete-syntax"),
            ("user@[192.0.2.256]", "invalid-address-literal"),
            ("user@[IPv6:1::2::3]", "invalid-address-literal"),
            ("user@[general-literal]", "invalid-address-literal"),
            ("\"unclosed@example.com", "unclosed-quoted-string"),
            ("(unclosed user@example.com", "unclosed-comment"),
            ("user@example.com\r\n", "invalid-folding-whitespace"),
            ("user@exa_mple.com", "invalid-domain-character"),
        ])
    func rejected(address: String, expected: String) {
        #expect(reason(address, rfc) == expected)
    }

    @Test("Normalised form drops comments and white space")
    func normalized() {
        #expect(rfc.check("(c) User@Example.COM").normalized == "User@example.com")
        #expect(rfc.check("user@[IPv6:2001:db8::1]").normalized == "user@[IPv6:2001:db8::1]")
    }

    @Test(
        "IPv6 literals",
        arguments: [
            ("1111:2222:3333:4444:5555:6666:7777:8888", true), ("1111:2222:3333:4444:5555:6666:7777", false),
            ("::", true), ("1111::8888", true), ("1111:2222:3333:4444:5555:6666::8888", false),
            ("1111:2222:3333:4444::255.255.255.255", true), ("1111:2222:3333:4444:5555:6666:255.255.255.255", true),
            (":1111::8888", false), ("1111::8888:", false), ("1111:222G::", false),
        ])
    func ipv6(literal: String, valid: Bool) {
        #expect(RFCEmailSyntax.isIPv6(literal) == valid)
    }

    @Test("Punycode (RFC 3492 vectors)")
    func punycode() {
        #expect(Punycode.encode(Array("münchen".unicodeScalars)) == "mnchen-3ya")
        #expect(Punycode.encode(Array("bücher".unicodeScalars)) == "bcher-kva")
        #expect(Punycode.encode(Array("例え".unicodeScalars)) == "r8jz45g")
        #expect(Punycode.asciiLabel(Array("ascii".unicodeScalars)) == "ascii")
    }
}
