// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitEmail
import CredKitJWT
import CredKitPipeline
import CredKitPolicy
import CredKitStrength
import Foundation
import Testing

/// The records, declared once: each schema's members and columns, and each encoder's records
/// against its schema.
@Suite("Records: schemas, ends and encoders")
struct RecordTests {
    /// The member names of a JSON record, in order.
    static func members(_ record: some Sequence<UInt8>) throws -> [String] {
        let bytes = Array(record)
        guard case .object(let object) = try bytes.withUnsafeBufferPointer({ try JSONValue(parsing: $0) }) else { return [] }
        return object.members.map(\.key)
    }

    /// Whether `names` appear in `schema`'s members in its order (a record leaves out members it
    /// does not have).
    static func follows(_ names: [String], _ schema: RecordSchema) -> Bool {
        var rest = schema.members[...]
        for name in names {
            guard let index = rest.firstIndex(of: name) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
    }

    @Test("A field's column is its name in snake case; a schema's columns follow its CSV order")
    func fieldsAndColumns() {
        #expect(RecordField("cognitoMessage").columns == ["cognito_message"])
        #expect(RecordField("guessesLog10").columns == ["guesses_log10"])
        #expect(RecordField("line").columns == ["line"])
        #expect(RecordField.error.columns == ["error_code", "error"])
        let schema = RecordSchema([RecordField("a"), RecordField("bB"), .error], csvOrder: ["bB", "a", "error"])
        #expect(schema.members == ["a", "bB", "error"])
        #expect(schema.columns == ["b_b", "a", "error_code", "error"])
        #expect(schema.errorColumns.before == 2 && schema.errorColumns.after == 0)
    }

    @Test("The commands' CSV columns, exactly")
    func commandColumns() {
        #expect(
            CheckRecord.schema().columns == ["line", "valid", "violations", "cognito_message", "error_code", "error"])
        #expect(
            CheckRecord.schema(password: true, strength: true, breach: true).columns == [
                "line", "password", "valid", "violations", "cognito_message", "bars", "color", "label", "error_code", "error",
            ])
        #expect(
            CheckRecord.schema(password: true, strength: true, breach: true).members == [
                "line", "password", "strength", "breach", "valid", "violations", "cognitoMessage", "error",
            ])
        #expect(
            StrengthRecord.schema(attacker: true).columns == [
                "line", "model", "bars", "color", "label", "score", "guesses_log10", "breach", "warning", "suggestions",
                "error_code", "error", "attacker", "attacker_seconds", "attacker_display",
            ])
        #expect(StrengthRecord.schema(attacker: true).errorColumns.before == 10)
        #expect(StrengthRecord.schema(attacker: true).errorColumns.after == 3)
        #expect(StrengthRecord.schema(password: true).errorColumns.before == 11)
        #expect(StrengthRecord.schema(password: true).errorColumns.after == 0)
        #expect(
            EmailRecord.schema(displayName: true).columns == [
                "line", "input", "valid", "reason", "message", "normalized", "smtputf8", "display_name", "error_code", "error",
            ])
        #expect(
            JWTRecord.schema(verifying: true, pool: true, online: true).members == [
                "header", "payload", "status", "expiresAt", "expiresIn", "valid", "error", "message", "signatureVerified",
                "pool", "online",
            ])
    }

    @Test("A record's end: the kept columns, then the closing")
    func ends() {
        let output = OutputBuffer(descriptor: -1)
        RecordEnd(format: .json).write(to: output)
        RecordEnd(format: .csv).write(to: output)
        RecordEnd(format: .text).write(to: output)
        let kept = Array(#","keep":{"id":"7"}"#.utf8)
        kept.withUnsafeBufferPointer { RecordEnd(format: .json, kept: $0).write(to: output) }
        #expect(String(decoding: output.bytes, as: UTF8.self) == "}\n\n\n,\"keep\":{\"id\":\"7\"}}\n")
    }

    @Test("Each encoder writes its schema's members, in order")
    func encodersFollowTheirSchemas() throws {
        let output = OutputBuffer(descriptor: -1)
        // check, with the password and the meter.
        let checker = try PasswordChecker(policy: PasswordPolicy())
        let evaluator = checker.makeEvaluator()
        let check = CheckRecordEncoder(checker: checker, language: .english, operation: .signUp, includesPassword: true)
        for password in ["Password123!", "abc"] {
            let meter = StrengthMeter.evaluate(password, model: .checklist)
            var bytes = password
            bytes.withUTF8 {
                check.encode(line: 1, password: $0, outcome: evaluator.evaluate($0), strength: meter, into: output)
            }
        }
        // strength, with an attacker, and a line that is not UTF-8.
        let attacker = try Attacker("bcrypt:12")
        let strength = StrengthRecordEncoder(model: .guesses, attacker: attacker, language: .spanish)
        strength.encode(
            line: 1, password: "hunter2", result: StrengthMeter.evaluate("hunter2"),
            breach: nil, attacker: attacker, into: output)
        let strengthError = OutputBuffer(descriptor: -1)
        strength.encodeError(line: 2, offset: 3, message: "no", into: strengthError)
        #expect(
            String(decoding: strengthError.bytes, as: UTF8.self)
                == #"{"line":2,"model":"guesses","error":{"code":"invalid-encoding","offset":3,"message":"no"}}"# + "\n")
        // email, with a display name.
        let email = EmailRecordEncoder(language: .english, includesDisplayName: true)
        for address in ["Jose <jose@example.com>", "no"] {
            let verdict = EmailChecker(options: EmailChecker.Options(allowDisplayName: true)).check(address)
            var address = address
            address.withUTF8 { email.encode(input: $0, verdict: verdict, into: output) }
        }
        // jwt, a token that does not decode.
        let jwt = JWTRecordEncoder(language: .english, now: Date(), reportsPool: true, reportsOnline: true)
        jwt.encode(undecodable: JWTError(.malformed, .jwtReasonSegments), verifying: true, into: output)

        let records = output.bytes.split(separator: 0x0A)
        #expect(records.count == 6)
        let schemas = [
            CheckRecord.schema(password: true, strength: true), CheckRecord.schema(password: true, strength: true),
            StrengthRecord.schema(password: true, attacker: true), EmailRecord.schema(displayName: true),
            EmailRecord.schema(displayName: true),
            JWTRecord.schema(verifying: true, pool: true, online: true),
        ]
        for (record, schema) in zip(records, schemas) {
            let names = try Self.members(record)
            #expect(!names.isEmpty && Self.follows(names, schema), "\(names) against \(schema.members)")
        }
        #expect(try Self.members(records[5]) == JWTRecord.schema(verifying: true, pool: true, online: true).members)
        #expect(try Self.follows(Self.members(strengthError.bytes), StrengthRecord.schema()))
    }

    /// The fields of a CSV row (RFC 4180 quotes).
    static func fields(_ row: Substring) -> [String] {
        let characters = Array(row)
        var fields: [String] = []
        var index = 0
        repeat {
            var field = ""
            if index < characters.count && characters[index] == "\"" {
                index += 1
                while index < characters.count {
                    if characters[index] == "\"" {
                        if index + 1 < characters.count && characters[index + 1] == "\"" {
                            field.append("\"")
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    field.append(characters[index])
                    index += 1
                }
            }
            while index < characters.count && characters[index] != "," {
                field.append(characters[index])
                index += 1
            }
            fields.append(field)
            index += 1  // the comma
        } while index <= characters.count
        return fields
    }

    @Test("The CSV encoders write exactly their schema's columns, the error's empty")
    func csvEncodersFollowTheirSchemas() throws {
        let output = OutputBuffer(descriptor: -1)
        let checker = try PasswordChecker(policy: PasswordPolicy())
        let evaluator = checker.makeEvaluator()
        let check = CheckCSVEncoder(
            checker: checker, language: .english, operation: .signUp, includesPassword: true, includesStrength: true)
        for password in ["Password123!", "a,\"b"] {
            let meter = StrengthMeter.evaluate(password, model: .checklist)
            var bytes = password
            bytes.withUTF8 { check.encode(line: 1, password: $0, outcome: evaluator.evaluate($0), strength: meter, into: output) }
        }
        // A line that is not UTF-8 has no meter: its three columns are empty.
        [UInt8(0xFF)].withUnsafeBufferPointer {
            check.encode(line: 3, password: $0, outcome: evaluator.evaluate($0), strength: nil, into: output)
        }
        #expect(
            String(decoding: output.bytes, as: UTF8.self) == """
                1,Password123!,true,,,4,green,Strong,,
                1,"a,""b",false,MinimumLength RequireUppercase RequireNumbers,Password did not conform with policy: Password not long enough,2,orange,Fair,,
                3,\u{FFFD},false,InvalidEncoding,,,,,,

                """)
        for row in output.bytes.split(separator: 0x0A) {
            #expect(Self.fields(Substring(decoding: row, as: UTF8.self)).count == check.schema.columns.count)
        }

        let strengthRows = OutputBuffer(descriptor: -1)
        let strength = StrengthCSVEncoder(
            model: .guesses, attacker: try Attacker("bcrypt:12"), language: .english, includesPassword: true)
        strength.encode(line: 1, password: "hunter2", result: StrengthMeter.evaluate("hunter2"), breach: nil, into: strengthRows)
        strength.encodeError(line: 2, message: "not UTF-8, at 1", into: strengthRows)
        let rows = strengthRows.bytes.split(separator: 0x0A).map { Self.fields(Substring(decoding: $0, as: UTF8.self)) }
        #expect(rows.map(\.count) == [strength.schema.columns.count, strength.schema.columns.count])
        let errorCode = try #require(strength.schema.columns.firstIndex(of: "error_code"))
        #expect(rows[1][errorCode] == "invalid-encoding" && rows[1][errorCode + 1] == "not UTF-8, at 1")
        #expect(rows[1].enumerated().allSatisfy { $0.element.isEmpty || [0, 2, errorCode, errorCode + 1].contains($0.offset) })
        #expect(rows[0][errorCode].isEmpty && rows[0][errorCode + 1].isEmpty && rows[0][errorCode + 2] == "bcrypt:12")

        let emailRows = OutputBuffer(descriptor: -1)
        let email = EmailCSVEncoder(language: .english, includesDisplayName: true)
        let evaluatorEmail = EmailChecker(options: EmailChecker.Options(allowDisplayName: true)).makeEvaluator()
        for address in ["Jo <jo@example.com>", "bad"] {
            var address = address
            address.withUTF8 { input in
                let outcome = evaluatorEmail.evaluate(input)
                evaluatorEmail.withNormalizedBytes {
                    email.encode(line: 1, input: input, outcome: outcome, normalized: $0, into: emailRows)
                }
            }
        }
        for row in emailRows.bytes.split(separator: 0x0A) {
            #expect(
                Self.fields(Substring(decoding: row, as: UTF8.self)).count == EmailRecord.schema(displayName: true).columns.count)
        }
    }

    @Test("check records are exact JSON Lines")
    func records() throws {
        let checker = try PasswordChecker(policy: PasswordPolicy())
        let encoder = CheckRecordEncoder(checker: checker, language: .english, operation: .signUp, includesPassword: false)
        let output = OutputBuffer(descriptor: -1)
        let evaluator = checker.makeEvaluator()
        for (index, password) in ["Password123!", "abc", "Abcdefg1"].enumerated() {
            var password = password
            password.withUTF8 { encoder.encode(line: index + 1, password: $0, outcome: evaluator.evaluate($0), into: output) }
        }
        let symbolMessage = #"Password must contain a symbol (^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-) or an inner space"#
        #expect(
            String(decoding: output.bytes, as: UTF8.self) == """
                {"line":1,"valid":true,"violations":[],"cognitoMessage":null}
                {"line":2,"valid":false,"violations":[{"rule":"MinimumLength","message":"Password must be at least 8 characters"},{"rule":"RequireUppercase","message":"Password must contain an uppercase letter (A–Z)"},{"rule":"RequireNumbers","message":"Password must contain a number (0–9)"},{"rule":"RequireSymbols","message":"\(symbolMessage)"}],"cognitoMessage":"Password did not conform with policy: Password not long enough"}
                {"line":3,"valid":false,"violations":[{"rule":"RequireSymbols","message":"\(symbolMessage)"}],"cognitoMessage":"Password did not conform with policy: Password must have symbol characters"}

                """)
        // Every record is valid JSON.
        for line in output.bytes.split(separator: 0x0A) {
            #expect(try JSONSerialization.jsonObject(with: Data(line)) is [String: Any])
        }
    }

    @Test("Records can include the password, even when it is not UTF-8")
    func recordsWithPassword() throws {
        let checker = try PasswordChecker(policy: PasswordPolicy())
        let encoder = CheckRecordEncoder(checker: checker, language: .spanish, operation: .changePassword, includesPassword: true)
        let output = OutputBuffer(descriptor: -1)
        let evaluator = checker.makeEvaluator()
        let bytes: [UInt8] = [0x61, 0xFF, 0x22]
        bytes.withUnsafeBufferPointer { encoder.encode(line: 9, password: $0, outcome: evaluator.evaluate($0), into: output) }
        #expect(
            String(decoding: output.bytes, as: UTF8.self) == """
                {"line":9,"password":"a\u{FFFD}\\"","valid":false,"violations":[{"rule":"InvalidEncoding","message":"La línea no es UTF-8 válido (primer byte incorrecto en la posición 1)"}],"cognitoMessage":null}

                """)
    }
}
