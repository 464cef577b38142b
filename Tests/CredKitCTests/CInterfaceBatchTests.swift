// SPDX-License-Identifier: Apache-2.0
import CredKitC
import Foundation
import Testing

@Suite("The C interface: batches and threads")
struct CInterfaceBatchTests {
    static let passwords: [[UInt8]] = [
        Array("Passw0rd!".utf8), Array("short".utf8), [], [0xFF, 0x41], Array("Contraseña-2024".utf8),
        Array("correct horse battery staple".utf8), Array("Ab1!Ab1!".utf8),
    ]

    /// One password at a time, for comparison.
    static func singly(_ policy: OpaquePointer?, _ items: [[UInt8]]) -> (valid: [UInt8], failed: [UInt32]) {
        var valid: [UInt8] = []
        var failed: [UInt32] = []
        for item in items {
            var rules: UInt32 = 0
            valid.append(UInt8(C.withBytes(item) { credkit_policy_check(policy, $0, $1, &rules) }))
            failed.append(rules)
        }
        return (valid, failed)
    }

    @Test("A batch's verdicts equal one check at a time, with 64-bit and 32-bit offsets, nulls and a bitmap offset")
    func batches() {
        let (policy, _) = C.policy("cognito-default")
        defer { credkit_policy_free(policy) }
        let expected = Self.singly(policy, Self.passwords)
        #expect(expected.valid == [1, 0, 0, 0, 1, 0, 1])
        let column = C.column(Self.passwords)
        var valid = [UInt8](repeating: 9, count: Self.passwords.count)
        var failed = [UInt32](repeating: 9, count: Self.passwords.count)
        var error: OpaquePointer?
        #expect(
            credkit_policy_check_batch(
                policy, column.data, column.data.count, column.offsets, Self.passwords.count, nil, 0, &valid, &failed, &error)
                == 0)
        #expect(valid == expected.valid)
        #expect(failed == expected.failed)
        let offsets32 = column.offsets.map { Int32($0) }
        var valid32 = [UInt8](repeating: 9, count: Self.passwords.count)
        #expect(
            credkit_policy_check_batch32(
                policy, column.data, column.data.count, offsets32, Self.passwords.count, nil, 0, &valid32, nil, &error) == 0)
        #expect(valid32 == expected.valid)
        // Items 1 and 4 null, read from bit 3 of the bitmap (as a sliced Arrow array gives it).
        let validity: [UInt8] = [0b0110_1000, 0b0000_0011]
        #expect(
            credkit_policy_check_batch(
                policy, column.data, column.data.count, column.offsets, Self.passwords.count, validity, 3, &valid, &failed,
                &error) == 0)
        #expect(valid == [1, 255, 0, 0, 255, 0, 1])
        #expect(failed[1] == 0 && failed[4] == 0)
        // An empty batch writes nothing and succeeds.
        #expect(credkit_policy_check_batch(policy, nil, 0, [0], 0, nil, 0, &valid, nil, &error) == 0)
    }

    @Test("Wrong offsets are refused before any item is read, and nothing is written")
    func wrongOffsets() {
        let (policy, _) = C.policy("cognito-default")
        defer { credkit_policy_free(policy) }
        let data = Array("abcdefgh".utf8)
        for (offsets, index, value) in [
            ([0, 4, 2], 2, "2"), ([0, 4, 9], 2, "9"), ([-1, 4, 8], 0, "-1"), ([1, 4, 8], -1, ""),
        ] as [([Int64], Int, String)] {
            var valid = [UInt8](repeating: 9, count: 2)
            var error: OpaquePointer?
            let status = credkit_policy_check_batch(policy, data, data.count, offsets, 2, nil, 0, &valid, nil, &error)
            let failure = C.failure(error)
            if index < 0 {
                // Starting past zero is allowed (a slice of a larger column).
                #expect(status == 0)
                continue
            }
            #expect(status == -1)
            #expect(valid == [9, 9])
            #expect(failure?.code == "invalid-offsets")
            #expect(
                failure?.english
                    == "offset \(index) of the batch (\(value)) is below the one before it, below zero or past the data's 8 bytes"
            )
        }
        var error: OpaquePointer?
        var two = [UInt8](repeating: 0, count: 2)
        #expect(credkit_policy_check_batch(policy, data, data.count, nil, 2, nil, 0, &two, nil, &error) == -1)
        #expect(C.failure(error)?.english == "offsets is NULL")
        var valid: UInt8 = 0
        #expect(credkit_policy_check_batch(policy, nil, 8, [0, 8], 1, nil, 0, &valid, nil, &error) == -1)
        #expect(C.failure(error)?.english == "data is NULL")
        #expect(credkit_policy_check_batch(policy, data, data.count, [0, 8], 1, nil, 0, nil, nil, &error) == -1)
        #expect(C.failure(error)?.english == "valid is NULL")
        #expect(credkit_policy_check_batch(nil, data, data.count, [0, 8], 1, nil, 0, &valid, nil, &error) == -1)
        #expect(C.failure(error)?.english == "policy is NULL")
    }

    @Test("Strength batches: bars and guesses as the records give them; -1 null, -2 not UTF-8")
    func strengthBatch() throws {
        var error: OpaquePointer?
        let meter = credkit_strength_new(nil, &error)
        defer { credkit_strength_free(meter) }
        let column = C.column(Self.passwords)
        var bars = [Int8](repeating: 9, count: Self.passwords.count)
        var guesses = [Double](repeating: 9, count: Self.passwords.count)
        let validity: [UInt8] = [0b1111_1011]
        #expect(
            credkit_strength_batch(
                meter, column.data, column.data.count, column.offsets, Self.passwords.count, validity, 0, &bars, &guesses,
                &error) == 0)
        for (index, password) in Self.passwords.enumerated() where index != 2 && index != 3 {
            let record = try #require(
                C.take(C.withBytes(password) { credkit_strength_record(meter, $0, $1, 1, nil, nil) }))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
            #expect(object["bars"] as? Int == Int(bars[index]), "\(index)")
            let log = try #require(object["guessesLog10"] as? Double)
            #expect(abs(log - guesses[index]) < 0.0005, "\(index): \(log) \(guesses[index])")
        }
        #expect(bars[2] == -1 && guesses[2].isNaN)
        #expect(bars[3] == -2 && guesses[3].isNaN)
        var bars32 = [Int8](repeating: 9, count: Self.passwords.count)
        #expect(
            credkit_strength_batch32(
                meter, column.data, column.data.count, column.offsets.map { Int32($0) }, Self.passwords.count, nil, 0,
                &bars32, nil, &error) == 0)
        // No bitmap this time: the empty password (item 2) is rated (one red bar), the rest as before.
        #expect(bars32[2] == 1)
        for index in Self.passwords.indices where index != 2 { #expect(bars32[index] == bars[index], "\(index)") }
        #expect(credkit_strength_batch(meter, nil, 0, [0], 0, nil, 0, nil, nil, &error) == -1)
        #expect(C.failure(error)?.english == "bars is NULL")
    }

    @Test("One handle from eight threads at once: the same verdicts as from one")
    func threads() {
        let (policy, _) = C.policy("nist-800-63b")
        defer { credkit_policy_free(policy) }
        var error: OpaquePointer?
        let meter = credkit_strength_new(nil, &error)
        defer { credkit_strength_free(meter) }
        let items = (0..<600).map { Array("Pa\($0 * 7919)ss-\($0 % 13)".utf8) }
        let expected = Self.singly(policy, items)
        let column = C.column(items)
        var expectedBars = [Int8](repeating: 0, count: items.count)
        _ = credkit_strength_batch(
            meter, column.data, column.data.count, column.offsets, items.count, nil, 0, &expectedBars, nil, nil)
        let expectedBarsOnce = expectedBars
        let results = Results()
        let handles = (policy.map { UInt(bitPattern: $0) }, meter.map { UInt(bitPattern: $0) })
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let policy = OpaquePointer(bitPattern: handles.0!)
            let meter = OpaquePointer(bitPattern: handles.1!)
            var valid = [UInt8](repeating: 0, count: items.count)
            var bars = [Int8](repeating: 0, count: items.count)
            for _ in 0..<3 {
                _ = credkit_policy_check_batch(
                    policy, column.data, column.data.count, column.offsets, items.count, nil, 0, &valid, nil, nil)
                _ = credkit_strength_batch(
                    meter, column.data, column.data.count, column.offsets, items.count, nil, 0, &bars, nil, nil)
            }
            let one = Self.singly(policy, items)
            results.add(valid == expected.valid && one.valid == expected.valid && bars == expectedBarsOnce)
        }
        #expect(results.all == [Bool](repeating: true, count: 8))
    }
}

extension CInterfaceBatchTests {
    @Test("Records from eight threads at once on one handle equal those from one thread")
    func recordsFromThreads() {
        let (policy, _) = C.policy("cognito-default")
        defer { credkit_policy_free(policy) }
        var error: OpaquePointer?
        let email = credkit_email_new(nil, &error)
        defer { credkit_email_free(email) }
        let passwords = (0..<300).map { Array("pw\($0 % 7 == 0 ? "Aa1!xyzw" : "")\($0)".utf8) }
        let addresses = (0..<300).map { Array(($0 % 3 == 0 ? "user\($0)@@x" : "user\($0)@example.com").utf8) }
        @Sendable func records(_ policy: OpaquePointer?, _ email: OpaquePointer?, _ language: String) -> [String?] {
            passwords.map { password in
                C.take(C.withBytes(password) { credkit_policy_check_record(policy, $0, $1, 1, language, "change-password", nil) })
            }
                + addresses.map { address in
                    C.take(C.withBytes(address) { credkit_email_record(email, $0, $1, 1, language, nil) })
                }
        }
        let expected = ["en", "es"].map { records(policy, email, $0) }
        let handles = (UInt(bitPattern: policy!), UInt(bitPattern: email!))
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let language = thread % 2 == 0 ? "en" : "es"
            let found = records(OpaquePointer(bitPattern: handles.0), OpaquePointer(bitPattern: handles.1), language)
            results.add(found == expected[thread % 2])
        }
        #expect(results.all == [Bool](repeating: true, count: 8))
    }

    /// The rows of a `*_csv` call as text, or its failure.
    static func csv(_ call: (UnsafeMutablePointer<Int>, UnsafeMutablePointer<OpaquePointer?>) -> UnsafeMutablePointer<CChar>?)
        -> (rows: String?, failure: C.Failure?)
    {
        var length = -1
        var error: OpaquePointer?
        guard let rows = call(&length, &error) else { return (nil, C.failure(error)) }
        defer { credkit_string_free(rows) }
        return (String(decoding: UnsafeRawBufferPointer(start: rows, count: length), as: UTF8.self), nil)
    }

    @Test("CSV rows: the command's columns from the given line on, nulls judged as empty, NULs kept; bad arguments refused")
    func csvRows() {
        let (policy, _) = C.policy("cognito-default")
        defer { credkit_policy_free(policy) }
        let items: [[UInt8]] = [Array("Passw0rd!".utf8), Array("short".utf8), Array("x".utf8)]
        let column = C.column(items)
        let validity: [UInt8] = [0b0000_0011]  // item 2 null: judged as the empty string
        let tooShort = "Password did not conform with policy: Password not long enough"
        let pattern =
            #"1 validation error detected: Value at 'password' failed to satisfy constraint: "#
            + #"Member must satisfy regular expression pattern: ^[\S]+.*[\S]+$"#
        let expected = """
            41,true,,,,
            42,false,MinimumLength RequireUppercase RequireNumbers RequireSymbols,\(tooShort),,
            43,false,MinimumLength RequireUppercase RequireLowercase RequireNumbers RequireSymbols,\(pattern),,

            """
        let checked = Self.csv {
            credkit_policy_check_csv(
                policy, column.data, column.data.count, column.offsets, items.count, validity, 0, 41, nil, nil, $0, $1)
        }
        #expect(checked.rows == expected)
        let offsets32 = column.offsets.map { Int32($0) }
        let checked32 = Self.csv {
            credkit_policy_check_csv32(
                policy, column.data, column.data.count, offsets32, items.count, validity, 0, 41, "en", "sign-up", $0, $1)
        }
        #expect(checked32.rows == expected)
        // Refused: no length slot, offsets past the data, an unknown operation.
        #expect(
            Self.csv { _, error in
                credkit_policy_check_csv(
                    policy, column.data, column.data.count, column.offsets, 3, nil, 0, 1, nil, nil, nil, error)
            }.failure?.code == "null-argument")
        #expect(
            Self.csv {
                credkit_policy_check_csv(policy, column.data, 2, column.offsets, 3, nil, 0, 1, nil, nil, $0, $1)
            }.failure?.code == "invalid-offsets")
        #expect(
            Self.csv {
                credkit_policy_check_csv(
                    policy, column.data, column.data.count, column.offsets, 3, nil, 0, 1, nil, "sign-in", $0, $1)
            }.failure?.code == "invalid-value")

        // An email row echoes its input, NUL included; the byte count says where the rows end.
        let email = credkit_email_new(nil, nil)
        defer { credkit_email_free(email) }
        let addresses = C.column([Array("a\u{0}b@example.com".utf8)])
        let emailed = Self.csv {
            credkit_email_csv(email, addresses.data, addresses.data.count, addresses.offsets, 1, nil, 0, 1, "es", $0, $1)
        }
        #expect(emailed.rows?.hasPrefix("1,a\u{0}b@example.com,false,") == true)
        #expect(emailed.rows?.hasSuffix("\n") == true)

        let meter = credkit_strength_new(#"{"model": "checklist"}"#, nil)
        defer { credkit_strength_free(meter) }
        let rated = Self.csv {
            credkit_strength_csv(meter, column.data, column.data.count, column.offsets, items.count, nil, 0, 1, "es", $0, $1)
        }
        #expect(rated.rows?.split(separator: "\n").first?.hasPrefix("1,checklist,4,green,Fuerte,") == true)
        #expect(Self.csv { credkit_strength_csv(nil, nil, 0, [0], 0, nil, 0, 1, nil, $0, $1) }.failure?.code == "null-argument")
    }
}

/// What each thread found.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [Bool] = []

    func add(_ value: Bool) { lock.withLock { found.append(value) } }
    var all: [Bool] { lock.withLock { found } }
}
