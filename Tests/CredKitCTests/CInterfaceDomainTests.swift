// SPDX-License-Identifier: Apache-2.0
import CredKitC
import Foundation
import Testing

@Suite("The C interface: strength, email and JWT records")
struct CInterfaceDomainTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func meter(_ options: String?) -> (OpaquePointer?, C.Failure?) {
        var error: OpaquePointer?
        let meter = credkit_strength_new(options, &error)
        return (meter, C.failure(error))
    }

    static func strengthRecord(_ meter: OpaquePointer?, _ password: [UInt8], language: String? = nil) -> String? {
        C.take(C.withBytes(password) { credkit_strength_record(meter, $0, $1, 1, language, nil) })
    }

    @Test("Strength records are credkit strength's, for each model; bad options are named")
    func strength() {
        let (guesses, failure) = Self.meter(nil)
        #expect(failure == nil)
        defer { credkit_strength_free(guesses) }
        #expect(
            Self.strengthRecord(guesses, Array("Passw0rd!".utf8))
                == #"{"line":1,"model":"guesses","bars":1,"color":"red","label":"Weak","score":1,"guessesLog10":4.045,"crackTimes":{"online-throttled":{"seconds":399600,"display":"5 days"},"online-unthrottled":{"seconds":1110,"display":"18 minutes"},"offline-slow-hash":{"seconds":1.11,"display":"1 second"},"offline-fast-hash":{"seconds":0,"display":"less than a second"}},"feedback":{"warning":{"code":"similar-to-common-password","message":"This is similar to a commonly used password."},"suggestions":[{"code":"add-word","message":"Add another word or two. Uncommon words are better."},{"code":"capitalization","message":"Capitalization doesn't help very much."},{"code":"predictable-substitutions","message":"Predictable substitutions like '@' instead of 'a' don't help very much."}]}}"#
        )
        #expect(
            Self.strengthRecord(guesses, [0x61, 0xC3])
                == #"{"line":1,"model":"guesses","error":{"code":"invalid-encoding","offset":1,"message":"The line is not valid UTF-8 (first bad byte at offset 1)"}}"#
        )
        let (checklist, _) = Self.meter(#"{"model": "checklist"}"#)
        defer { credkit_strength_free(checklist) }
        #expect(
            Self.strengthRecord(checklist, Array("Passw0rd!".utf8), language: "es")
                == #"{"line":1,"model":"checklist","bars":4,"color":"green","label":"Fuerte","score":5}"#)
        // The user's own details make a password weaker on the guesses meter.
        let (user, _) = Self.meter(#"{"user_inputs": ["marisolquintero@example.com"], "languages": "en"}"#)
        defer { credkit_strength_free(user) }
        let column = C.column([Array("marisolquintero1987".utf8)])
        var plain: Int8 = 0
        var personal: Int8 = 0
        _ = credkit_strength_batch(guesses, column.data, column.data.count, column.offsets, 1, nil, 0, &plain, nil, nil)
        _ = credkit_strength_batch(user, column.data, column.data.count, column.offsets, 1, nil, 0, &personal, nil, nil)
        #expect(personal < plain, "\(personal) \(plain)")
        #expect(Self.meter(#"{"model": "zxcvbn"}"#).1?.code == "option-not-choice")
        #expect(Self.meter(#"{"languages": "xx"}"#).1?.domain == "strength")
        #expect(Self.meter(#"{"words": "/nonexistent/words.txt"}"#).1?.domain == "strength")
        #expect(Self.meter(#"{"user_inputs": "me"}"#).1?.english == #"option "user_inputs" must be a list of strings"#)
        var error: OpaquePointer?
        #expect(credkit_strength_record(nil, nil, 0, 1, nil, &error) == nil)
        #expect(C.failure(error)?.english == "meter is NULL")
    }

    static func email(_ options: String?) -> (OpaquePointer?, C.Failure?) {
        var error: OpaquePointer?
        let checker = credkit_email_new(options, &error)
        return (checker, C.failure(error))
    }

    @Test("Email records are credkit email's; the rfc profile takes no options")
    func email() {
        let (checker, failure) = Self.email(nil)
        #expect(failure == nil)
        defer { credkit_email_free(checker) }
        func record(_ text: String, line: Int64 = 1) -> String? {
            C.take(C.withBytes(Array(text.utf8)) { credkit_email_record(checker, $0, $1, line, nil, nil) })
        }
        #expect(
            record("user@example.com")
                == #"{"line":1,"input":"user@example.com","valid":true,"reason":null,"message":null,"normalized":"user@example.com","smtputf8":false}"#
        )
        #expect(
            record("user@@x", line: 2)
                == #"{"line":2,"input":"user@@x","valid":false,"reason":"invalid-domain-character","message":"The part after the @-sign contains the invalid character '@' (position 6)","normalized":null,"smtputf8":false}"#
        )
        let (rfc, _) = Self.email(#"{"profile": "rfc"}"#)
        credkit_email_free(rfc)
        let conflict = Self.email(#"{"profile": "rfc", "allow_display_name": true}"#).1
        #expect(conflict?.code == "option-needs-default-profile")
        #expect(
            conflict?.english == #"option "allow_display_name" belongs to the default profile; the rfc profile takes no options"#)
        #expect(Self.email(#"{"profile": "rfc", "allow_smtputf8": false}"#).1?.english.contains(#""allow_smtputf8""#) == true)
        #expect(Self.email(#"{"allow_display_name": "yes"}"#).1?.code == "option-not-boolean")
        let (ascii, _) = Self.email(#"{"allow_smtputf8": false}"#)
        defer { credkit_email_free(ascii) }
        let column = C.column([Array("josé@example.com".utf8), Array("jose@example.com".utf8), []])
        var valid = [UInt8](repeating: 9, count: 3)
        // Item 2 is null: bit 2 of the validity bitmap is clear.
        let validity: [UInt8] = [0b011]
        #expect(credkit_email_batch(ascii, column.data, column.data.count, column.offsets, 3, validity, 0, &valid, nil) == 0)
        #expect(valid == [0, 1, 255])
        #expect(credkit_email_batch(checker, column.data, column.data.count, column.offsets, 3, nil, 0, &valid, nil) == 0)
        #expect(valid == [1, 1, 0])
    }

    static let token =
        (try? String(contentsOf: fixtures.appendingPathComponent("jwt/cases.jsonl"), encoding: .utf8))?
        .split(separator: "\n").first { $0.contains(#""name": "id token ES256""#) }
        .flatMap { line -> String? in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["token"] as? String
        } ?? ""

    static let payload =
        #"{"header":{"alg":"ES256","kid":"ec-256","typ":"JWT"},"payload":{"sub":"a1b2c3d4-5678-90ab-cdef-1234567890ab","email_verified":true,"iss":"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz","cognito:username":"jose","origin_jti":"0c5a1d2e-origin","aud":"7k2a9q4bq3ts2v8hrl1cgnl5ik","event_id":"5f1e9d7c-event","token_use":"id","auth_time":1799999940,"exp":1800003540,"iat":1799999940,"jti":"8d2f7b1a-jti","email":"jose@example.com","cognito:groups":["admins","dev"]},"status":"active","expiresAt":"2027-01-15T08:59:00Z","expiresIn":3540,"#

    static func verifier(_ options: String) throws -> (OpaquePointer?, C.Failure?) {
        let keys = try Data(contentsOf: fixtures.appendingPathComponent("jwt/jwks.json"))
        var error: OpaquePointer?
        let verifier = [UInt8](keys).withUnsafeBufferPointer {
            credkit_jwt_verifier_new($0.baseAddress, $0.count, options, &error)
        }
        return (verifier, C.failure(error))
    }

    static func verify(_ verifier: OpaquePointer?, _ token: String, language: String? = nil) -> String? {
        C.take(C.withBytes(Array(token.utf8)) { credkit_jwt_verify_record(verifier, $0, $1, language, nil) })
    }

    @Test("JWT records are credkit jwt decode's and verify's, judged at the given time")
    func jwt() throws {
        #expect(!Self.token.isEmpty)
        let decoded = C.take(
            C.withBytes(Array(Self.token.utf8)) { credkit_jwt_decode_record($0, $1, #"{"at": 1800000000}"#, nil, nil) })
        #expect(decoded == Self.payload + #""error":null,"message":null,"signatureVerified":false}"#)
        let (verifier, failure) = try Self.verifier(
            #"{"user_pool_id": "eu-west-1_AbC123xyz", "client_ids": ["7k2a9q4bq3ts2v8hrl1cgnl5ik"], "token_use": "id", "at": 1800000000}"#
        )
        #expect(failure == nil)
        defer { credkit_jwt_verifier_free(verifier) }
        #expect(
            Self.verify(verifier, Self.token)
                == Self.payload + #""valid":true,"error":null,"message":null,"signatureVerified":true}"#)
        let (other, _) = try Self.verifier(
            #"{"user_pool_id": "eu-west-1_AbC123xyz", "client_ids": ["other"], "any_token_use": true, "at": 1800000000}"#)
        defer { credkit_jwt_verifier_free(other) }
        #expect(
            Self.verify(other, Self.token)
                == Self.payload
                + #""valid":false,"error":"client-id-mismatch","message":"the token is for another app client: aud is \"7k2a9q4bq3ts2v8hrl1cgnl5ik\"; accepted: \"other\"","signatureVerified":true}"#
        )
        #expect(
            Self.verify(verifier, "not.a.token")?.hasPrefix(
                #"{"header":null,"payload":null,"status":null,"expiresAt":null,"expiresIn":null,"valid":false,"error":"malformed""#
            )
                == true)
    }

    @Test("A verifier needs each choice made: pool or issuers, clients or any, token use or any")
    func verifierChoices() throws {
        #expect(
            try Self.verifier(#"{"client_ids": ["c"], "token_use": "id"}"#).1?.english
                == #"give exactly one of the options "user_pool_id" and "issuers""#)
        #expect(
            try Self.verifier(#"{"user_pool_id": "eu-west-1_AbC123xyz", "token_use": "id"}"#).1?.spanish
                == "indica exactamente una de las opciones «client_ids» y «any_client»")
        #expect(
            try Self.verifier(#"{"issuers": ["https://x"], "any_client": true}"#).1?.english
                == #"give exactly one of the options "token_use" and "any_token_use""#)
        #expect(
            try Self.verifier(#"{"user_pool_id": "AbC", "any_client": true, "any_token_use": true}"#).1?.english
                == #"user_pool_id "AbC" is not one of REGION_ID (eu-west-1_AbC123xyz)"#)
        #expect(
            try Self.verifier(#"{"issuers": ["https://x"], "any_client": true, "any_token_use": true, "leeway": 90000}"#).1?
                .code == "option-out-of-range")
        var error: OpaquePointer?
        let broken = Array("{\"keys\": 3}".utf8)
        #expect(credkit_jwt_verifier_new(broken, broken.count, #"{"issuers": ["https://x"]}"#, &error) == nil)
        #expect(C.failure(error)?.domain == "jwt")
    }
}

@Suite("The C interface: generated passwords")
struct CInterfaceGeneratorTests {
    static func generator(_ policy: OpaquePointer?, _ options: String?) -> (OpaquePointer?, C.Failure?) {
        var error: OpaquePointer?
        let generator = credkit_generator_new(policy, options, &error)
        return (generator, C.failure(error))
    }

    static func next(_ generator: OpaquePointer?, capacity: Int = 1024) -> (String?, C.Failure?) {
        var buffer = [CChar](repeating: 0x7F, count: max(capacity, 1))
        var length = -1
        var error: OpaquePointer?
        let status = credkit_generator_next(generator, &buffer, capacity, &length, &error)
        guard status == 0 else { return (nil, C.failure(error)) }
        #expect(buffer[length] == 0)
        return (String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self), nil)
    }

    @Test("Every password passes the policy; the entropy is the construction's; passphrases too")
    func generate() {
        let (policy, _) = C.policy("cognito-default")
        defer { credkit_policy_free(policy) }
        let (characters, failure) = Self.generator(policy, #"{"length": 16, "exclude_ambiguous": true}"#)
        #expect(failure == nil)
        defer { credkit_generator_free(characters) }
        #expect(credkit_generator_entropy(characters) > 90)
        var seen = Set<String>()
        for _ in 0..<200 {
            let password = Self.next(characters).0 ?? ""
            #expect(password.utf8.count == 16)
            #expect(C.withBytes(Array(password.utf8)) { credkit_policy_check(policy, $0, $1, nil) } == 1, "\(password)")
            #expect(!password.contains { "Il1O0".contains($0) })
            seen.insert(password)
        }
        #expect(seen.count == 200)
        let (words, _) = Self.generator(
            policy, #"{"words": 4, "word_list": "es", "capitalize": true, "add_number": true, "add_symbol": true}"#)
        defer { credkit_generator_free(words) }
        let phrase = Self.next(words).0 ?? ""
        #expect(phrase.split(separator: "-").count == 4, "\(phrase)")
        #expect(C.withBytes(Array(phrase.utf8)) { credkit_policy_check(policy, $0, $1, nil) } == 1, "\(phrase)")
        let short = Self.next(characters, capacity: 8).1
        #expect(short?.code == "buffer-too-small")
        #expect(short?.english == "the buffer of 8 bytes is too small: the password and its NUL need 17")
    }

    @Test("Options are checked: kinds, passphrase-only and character-only options, the generator's own errors")
    func options() {
        let (policy, _) = C.policy("cognito-default")
        defer { credkit_policy_free(policy) }
        #expect(
            Self.generator(policy, #"{"separator": "_"}"#).1?.english
                == #"option "separator" is for passphrases: give "words" too"#)
        #expect(
            Self.generator(policy, #"{"words": 4, "length": 20}"#).1?.spanish
                == "la opción «length» es para contraseñas de caracteres, no para frases de contraseña («words»)")
        #expect(Self.generator(policy, #"{"length": 12.5}"#).1?.english == #"option "length" must be a whole number"#)
        let excluded = Self.generator(policy, #"{"no_numbers": true}"#).1
        #expect(excluded?.domain == "generator")
        #expect(excluded?.code == "class-excluded")
        #expect(Self.generator(policy, #"{"length": 3}"#).1?.code == "length-out-of-range")
        #expect(Self.generator(nil, nil).1?.code == "null-argument")
        #expect(credkit_generator_entropy(nil) == -1)
        credkit_generator_free(nil)
    }
}
