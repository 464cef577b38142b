// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitOTP

@Suite("One-time passwords: TOTP, HOTP, base32 secrets, otpauth URIs")
struct OTPTests {
    static let sha1Key = Array("12345678901234567890".utf8)
    static let sha256Key = Array("12345678901234567890123456789012".utf8)
    static let sha512Key = Array(String(repeating: "1234567890", count: 7).prefix(64).utf8)

    @Test(
        "RFC 6238 Appendix B: every time and algorithm, 8 digits",
        arguments: [
            (59.0, "94287082", "46119246", "90693936"),
            (1_111_111_109, "07081804", "68084774", "25091201"),
            (1_111_111_111, "14050471", "67062674", "99943326"),
            (1_234_567_890, "89005924", "91819424", "93441116"),
            (2_000_000_000, "69279037", "90698825", "38618901"),
            (20_000_000_000, "65353130", "77737706", "47863826"),
        ])
    func rfc6238(time: Double, sha1: String, sha256: String, sha512: String) throws {
        let date = Date(timeIntervalSince1970: time)
        #expect(try TOTP(secret: OTPSecret(bytes: Self.sha1Key), algorithm: .sha1, digits: 8).code(at: date) == sha1)
        #expect(try TOTP(secret: OTPSecret(bytes: Self.sha256Key), algorithm: .sha256, digits: 8).code(at: date) == sha256)
        #expect(try TOTP(secret: OTPSecret(bytes: Self.sha512Key), algorithm: .sha512, digits: 8).code(at: date) == sha512)
    }

    @Test("RFC 4226 Appendix D: HOTP for counters 0–9, and their truncated values")
    func rfc4226() throws {
        let totp = try TOTP(secret: OTPSecret(bytes: Self.sha1Key))
        let expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"]
        #expect((0..<10).map { totp.code(counter: UInt64($0)) } == expected)
        let truncated: [UInt32] = [
            1_284_755_224, 1_094_287_082, 137_359_152, 1_726_969_429, 1_640_338_314, 868_254_676, 1_918_287_922,
            82_162_583, 673_399_871, 645_520_489,
        ]
        #expect((0..<10).map { TOTP.truncatedHMAC(Self.sha1Key, counter: UInt64($0), algorithm: .sha1) } == truncated)
    }

    @Test("Seven digits, a 60-second period, seconds remaining and the end of the step")
    func periodsAndDigits() throws {
        let totp = try TOTP(secret: OTPSecret(bytes: Self.sha1Key), digits: 7, period: 60)
        let date = Date(timeIntervalSince1970: 1_111_111_109)
        #expect(totp.counter(at: date) == 18_518_518)
        #expect(totp.code(at: date).count == 7)
        #expect(
            totp.code(at: date) == String(TOTP.truncatedHMAC(Self.sha1Key, counter: 18_518_518, algorithm: .sha1) % 10_000_000))
        #expect(totp.secondsRemaining(at: date) == 60 - 1_111_111_109 % 60)
        #expect(totp.validUntil(date) == Date(timeIntervalSince1970: 18_518_519 * 60))
        #expect(totp.counter(at: Date(timeIntervalSince1970: -5)) == 0)
    }

    @Test("Verification: the current step, a step either side within the window, nothing outside it")
    func verification() throws {
        let totp = try TOTP(secret: OTPSecret(bytes: Self.sha1Key), digits: 8)
        let date = Date(timeIntervalSince1970: 59)  // step 1: 94287082; step 0 and 2 either side
        #expect(totp.verify("94287082", at: date, window: 0) == 0)
        #expect(totp.verify(" 9428 7082 ", at: date, window: 0) == 0)  // outer spaces and one inner space
        #expect(totp.verify("94 28 7082", at: date, window: 0) == nil)
        #expect(totp.verify(totp.code(counter: 0), at: date, window: 1) == -1)
        #expect(totp.verify(totp.code(counter: 2), at: date, window: 1) == 1)
        #expect(totp.verify(totp.code(counter: 3), at: date, window: 1) == nil)
        #expect(totp.verify(totp.code(counter: 2), at: date, window: 0) == nil)
        #expect(totp.verify("9428708", at: date) == nil)
        #expect(totp.verify("9428708x", at: date) == nil)
        #expect(totp.verify("", at: date) == nil)
        #expect(TOTP.normalizedCode("123456\n") == Array("123456".utf8))
        #expect(TOTP.normalizedCode("12 34 56") == nil)
        #expect(TOTP.normalizedCode("١٢٣٤٥٦") == nil)  // Arabic-Indic digits are not ASCII digits
    }

    @Test("Replay (RFC 6238 §5.2): the matched absolute step, and a code at or before the last accepted step refused")
    func replay() throws {
        let totp = try TOTP(secret: OTPSecret(bytes: Self.sha1Key), digits: 8)
        let date = Date(timeIntervalSince1970: 59)
        #expect(totp.match("94287082", at: date) == TOTP.Match(timeStep: 1, offset: 0))
        #expect(totp.match(totp.code(counter: 0), at: date) == TOTP.Match(timeStep: 0, offset: -1))
        // The first use is accepted and its step kept; the same code again (or an older one) is not.
        let first = try #require(totp.verify("94287082", at: date, after: nil))
        #expect(totp.verify("94287082", at: date, after: first.timeStep) == nil)
        #expect(totp.verify(totp.code(counter: 0), at: date, after: first.timeStep) == nil)
        #expect(totp.verify(totp.code(counter: 2), at: date, after: first.timeStep) == TOTP.Match(timeStep: 2, offset: 1))
        #expect(totp.verify("00000000", at: date, after: nil) == nil)
    }

    @Test("Secrets under 80 bits are too short to accept unasked; under 128 a warning")
    func secretLengths() throws {
        #expect(try OTPSecret(base32: "asdfasdfasdf").isTooShort)  // moto's: 56 bits
        #expect(try !OTPSecret(base32: "GEZDGNBVGY3TQOJQ").isTooShort)  // 80 bits
        #expect(try OTPSecret(base32: "GEZDGNBVGY3TQOJQ").isShort)
        #expect(try !OTPSecret(bytes: Self.sha1Key).isShort)
    }

    @Test("Digits and period out of range are refused with their values")
    func parameters() throws {
        let secret = try OTPSecret(bytes: Self.sha1Key)
        #expect(throws: OTPError(.invalidParameter, .otpDigits, ["value": "5"])) { try TOTP(secret: secret, digits: 5) }
        #expect(throws: OTPError(.invalidParameter, .otpDigits, ["value": "9"])) { try TOTP(secret: secret, digits: 9) }
        #expect(throws: OTPError(.invalidParameter, .otpPeriod, ["value": "0"])) { try TOTP(secret: secret, period: 0) }
        let error = OTPError(.invalidParameter, .otpDigits, ["value": "9"])
        #expect(error.message(in: .english) == "Invalid one-time password setting: 9 digits; codes have 6, 7 or 8")
        #expect(
            error.message(in: .spanish) == "Ajuste de contraseña de un solo uso no válido: 9 dígitos; los códigos tienen 6, 7 u 8"
        )
    }

    @Test("Base32: RFC 4648's vectors both ways; case, padding, spaces and hyphens do not matter")
    func base32() throws {
        let vectors = [
            ("f", "MY"), ("fo", "MZXQ"), ("foo", "MZXW6"), ("foob", "MZXW6YQ"), ("fooba", "MZXW6YTB"), ("foobar", "MZXW6YTBOI"),
        ]
        for (plain, encoded) in vectors {
            #expect(Base32.encode(Array(plain.utf8)) == encoded)
            #expect(try Base32.decode(encoded) == Array(plain.utf8))
            let padded = encoded + String(repeating: "=", count: (8 - encoded.count % 8) % 8)
            #expect(try Base32.decode(padded) == Array(plain.utf8))
            #expect(try Base32.decode(padded.lowercased()) == Array(plain.utf8))
        }
        #expect(try OTPSecret(base32: "jbsw y3dp-ehpk 3pxp").bytes == OTPSecret(base32: "JBSWY3DPEHPK3PXP").bytes)
        // moto's fixed secret: 12 characters, 60 bits, 7 whole bytes, accepted and flagged as short.
        let moto = try OTPSecret(base32: "asdfasdfasdf")
        #expect(moto.bytes.count == 7)
        #expect(moto.isShort)
        #expect(try !OTPSecret(bytes: Self.sha1Key).isShort)
        #expect(moto.description == "OTPSecret(56 bits)")
        // The text is kept as given (normalised), not re-encoded from the 56 bits (which would end in A).
        #expect(moto.base32 == "ASDFASDFASDF")
        #expect(Base32.encode(moto.bytes) == "ASDFASDFASDA")
        #expect(try OTPSecret(base32: "ASDFASDFASDA") == moto)
    }

    @Test("Base32 errors name the character and position, or the length; never the secret")
    func base32Errors() {
        #expect(throws: OTPError(.invalidSecret, .otpSecretCharacter, ["character": "'1'", "position": "3"])) {
            try OTPSecret(base32: "AB1CDEFG")
        }
        #expect(throws: OTPError(.invalidSecret, .otpSecretCharacter, ["character": "U+00E9", "position": "2"])) {
            try OTPSecret(base32: "Aé")
        }
        #expect(throws: OTPError(.invalidSecret, .otpSecretPadding, ["position": "4"])) { try OTPSecret(base32: "MY=M") }
        #expect(throws: OTPError(.invalidSecret, .otpSecretLength, ["count": "3"])) { try OTPSecret(base32: "MZX") }
        #expect(throws: OTPError(.invalidSecret, .otpSecretEmpty)) { try OTPSecret(base32: " = ") }
        #expect(throws: OTPError(.invalidSecret, .otpSecretEmpty)) { try OTPSecret(bytes: []) }
        let message = OTPError(.invalidSecret, .otpSecretCharacter, ["character": "'1'", "position": "3"]).message(in: .english)
        #expect(message == "Invalid one-time password secret: '1' at position 3 is not base32 (A–Z and 2–7)")
    }

    @Test("otpauth URIs: built with every parameter, read back, percent-encoding both ways")
    func uris() throws {
        let totp = try TOTP(secret: OTPSecret(base32: "JBSWY3DPEHPK3PXP"))
        let uri = OTPAuthURI(totp: totp, account: "ana+test@example.com", issuer: "Mi App: prod")
        #expect(
            uri.uri
                == "otpauth://totp/Mi%20App%3A%20prod:ana%2Btest@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Mi%20App%3A%20prod&algorithm=SHA1&digits=6&period=30"
        )
        #expect(try OTPAuthURI(parsing: uri.uri) == uri)
        #expect(!uri.description.contains("JBSW"))

        let google = try OTPAuthURI(parsing: "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example")
        #expect(google.account == "alice@google.com")
        #expect(google.issuer == "Example")
        #expect(google.totp == totp)
        let bare = try OTPAuthURI(
            parsing: "OTPAUTH://TOTP/ACME%20Co:%20john?secret=jbswy3dpehpk3pxp&algorithm=sha256&digits=8&period=60&image=x")
        #expect(bare.issuer == "ACME Co")
        #expect(bare.account == "john")
        #expect(bare.totp.algorithm == .sha256)
        #expect(bare.totp.digits == 8)
        #expect(bare.totp.period == 60)
        let noIssuer = try OTPAuthURI(parsing: "otpauth://totp/john?secret=JBSWY3DPEHPK3PXP")
        #expect(noIssuer.issuer == nil)
        #expect(noIssuer.uri == "otpauth://totp/john?secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30")
    }

    /// Found by FuzzOTP: an account holding a colon, without an issuer, was written with the colon
    /// encoded, and read back split into an issuer and an account.
    @Test("otpauth URIs: an account with a colon and no issuer round-trips")
    func uriAccountWithColon() throws {
        let totp = try TOTP(secret: OTPSecret(base32: "JBSWY3DPEHPK3PXP"))
        let uri = OTPAuthURI(totp: totp, account: "team:ana")
        #expect(uri.uri == "otpauth://totp/:team%3Aana?secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30")
        let again = try OTPAuthURI(parsing: uri.uri)
        #expect(again.account == "team:ana")
        #expect(again.issuer == nil)
        // An encoded separator from another writer still splits.
        let encoded = try OTPAuthURI(parsing: "otpauth://totp/ACME%3Aana?secret=JBSWY3DPEHPK3PXP")
        #expect(encoded.issuer == "ACME")
        #expect(encoded.account == "ana")
        // The fuzzer's input, shortened: an empty issuer before a literal colon.
        let found = try OTPAuthURI(parsing: "otpauth://totp/://x:/y?secret=JBSWY3DPEHPK3PXP")
        #expect(found.account == "//x:/y")
        #expect(found.issuer == nil)
        #expect(try OTPAuthURI(parsing: found.uri) == found)
    }

    @Test("otpauth URI errors name what is wrong")
    func uriErrors() {
        #expect(throws: OTPError(.invalidURI, .otpURIScheme)) { try OTPAuthURI(parsing: "https://example.com") }
        #expect(throws: OTPError(.invalidURI, .otpURIType, ["type": "hotp"])) {
            try OTPAuthURI(parsing: "otpauth://hotp/a?secret=JBSWY3DPEHPK3PXP&counter=1")
        }
        #expect(throws: OTPError(.invalidURI, .otpURIMissingSecret)) { try OTPAuthURI(parsing: "otpauth://totp/a?issuer=b") }
        // The type is quoted, the query with the secret never is.
        #expect(throws: OTPError(.invalidURI, .otpURIType, ["type": "steam"])) {
            try OTPAuthURI(parsing: "otpauth://steam?secret=JBSWY3DPEHPK3PXP")
        }
        #expect((try? OTPAuthURI(parsing: "otpauth://totp?secret=JBSWY3DPEHPK3PXP"))?.account == "")
        #expect(throws: OTPError(.invalidURI, .otpURIParameter, ["name": "algorithm", "value": "MD5"])) {
            try OTPAuthURI(parsing: "otpauth://totp/a?secret=JBSWY3DPEHPK3PXP&algorithm=MD5")
        }
        #expect(throws: OTPError(.invalidURI, .otpURIParameter, ["name": "period", "value": "-30"])) {
            try OTPAuthURI(parsing: "otpauth://totp/a?secret=JBSWY3DPEHPK3PXP&period=-30")
        }
        #expect(throws: OTPError(.invalidParameter, .otpDigits, ["value": "10"])) {
            try OTPAuthURI(parsing: "otpauth://totp/a?secret=JBSWY3DPEHPK3PXP&digits=10")
        }
        #expect(throws: OTPError(.invalidURI, .otpURIEncoding, ["part": "label"])) {
            try OTPAuthURI(parsing: "otpauth://totp/a%2?secret=JBSWY3DPEHPK3PXP")
        }
        #expect(throws: OTPError(.invalidURI, .otpURIEncoding, ["part": "label"])) {
            try OTPAuthURI(parsing: "otpauth://totp/%FF?secret=JBSWY3DPEHPK3PXP")
        }
        #expect(throws: OTPError(.invalidSecret, .otpSecretCharacter, ["character": "'0'", "position": "1"])) {
            try OTPAuthURI(parsing: "otpauth://totp/a?secret=0BSWY3DP")
        }
    }
}
