// SPDX-License-Identifier: Apache-2.0
import CredKitStrength
import Testing

/// The attacker scenarios: guessing rates from the published benchmark scaled by each hash's cost,
/// checked against values computed by hand; the text form read and written back; bad parameters
/// named in both languages.
@Suite("Attackers: the crack time follows the site's hash and its cost")
struct AttackerTests {
    @Test(
        "Guesses per second, computed by hand from the benchmark",
        arguments: [
            // bcrypt: 184,000/s at cost 5, halved per cost step.
            ("bcrypt:5", 184_000.0), ("bcrypt:4", 368_000.0), ("bcrypt:12", 1_437.5),
            ("bcrypt:31", 0.0027418136596679688),
            // scrypt: 7,126/s at N = 16384, r = 8, p = 1, inversely to N·r·p.
            ("scrypt:16384,8,1", 7_126.0), ("scrypt:131072,8,1", 890.75), ("scrypt:16384,8,2", 3_563.0),
            // PBKDF2-HMAC-SHA256: 8,865.7 kH/s at 1,000 iterations.
            ("pbkdf2-sha256:1000", 8_865_700.0), ("pbkdf2-sha256:600000", 14_776.166666666666),
            // Argon2id: 0.95 × 960 GB/s over 1 KiB × memory × (3t − 1).
            ("argon2id:19456,2", 9_155.2734375), ("argon2id:47104,1", 0.95 * 960e9 / (1_024 * 47_104 * 2)),
            // zxcvbn's online rates.
            ("online-throttled", 0.027777777777777776), ("online-unthrottled", 10.0),
        ])
    func rates(text: String, perSecond: Double) throws {
        let attacker = try Attacker(text)
        #expect(attacker.guessesPerSecond == perSecond)
        #expect(attacker.description == text)
        #expect(try Attacker(attacker.description) == attacker)
    }

    @Test("Crack times follow the attacker; the guess count (and so the bars) does not")
    func crackTimes() throws {
        let times = CrackTimes(guesses: 1e10)
        // 10^10 / 1,437.5 = 6,956,521.7 s = 2.6 months of 31 days → "3 months".
        #expect(times.seconds(against: try Attacker("bcrypt:12")) == 6_956_521.739130435)
        #expect(times.display(against: try Attacker("bcrypt:12"), in: .english) == "3 months")
        #expect(times.display(against: try Attacker("bcrypt:12"), in: .spanish) == "3 meses")
        // 10^10 / 8,865,700 = 1,127.9 s → 19 minutes.
        #expect(times.display(against: try Attacker("pbkdf2-sha256:1000"), in: .english) == "19 minutes")
        // 10^10 / 10 = 10^9 s; a year is 12 months of 31 days (32,140,800 s): 31.1 → "31 years".
        #expect(times.display(against: .onlineUnthrottled, in: .english) == "31 years")
        #expect(times.display(against: .onlineThrottled, in: .english) == "centuries")
        #expect(CrackTimes(guesses: 1).display(against: try Attacker("bcrypt:4"), in: .english) == "less than a second")
    }

    @Test("Names in any case; numbers plain decimal")
    func reading() throws {
        #expect(try Attacker("BCRYPT:10") == .bcrypt(cost: 10))
        #expect(try Attacker("Online-Throttled") == .onlineThrottled)
        #expect(try Attacker("argon2id:8,1000") == .argon2id(memoryKiB: 8, iterations: 1_000))
        #expect(try Attacker("scrypt:4294967296,1024,1024") == .scrypt(n: 1 << 32, r: 1_024, p: 1_024))
    }

    @Test(
        "A bad attacker is named with the form it takes",
        arguments: [
            ("md5:1", AttackerError.Code.unknown), ("", .unknown), ("online-throttled:5", .unknown),
            ("bcrypt", .bcryptCost), ("bcrypt:3", .bcryptCost), ("bcrypt:32", .bcryptCost), ("bcrypt:+12", .bcryptCost),
            ("bcrypt:١٢", .bcryptCost), ("bcrypt:12,1", .bcryptCost), ("bcrypt:", .bcryptCost),
            ("scrypt:1000,8,1", .scryptParameters), ("scrypt:16384,8", .scryptParameters),
            ("scrypt:1,8,1", .scryptParameters), ("scrypt:8589934592,8,1", .scryptParameters),
            ("scrypt:16384,0,1", .scryptParameters), ("scrypt:16384,8,1025", .scryptParameters),
            ("argon2id:7,1", .argon2idParameters), ("argon2id:19456,0", .argon2idParameters),
            ("argon2id:4194305,1", .argon2idParameters), ("argon2id:19456", .argon2idParameters),
            ("pbkdf2-sha256:0", .pbkdf2Iterations), ("pbkdf2-sha256:100000001", .pbkdf2Iterations),
            ("pbkdf2-sha256:9999999999999", .pbkdf2Iterations),
        ])
    func refused(text: String, code: AttackerError.Code) {
        #expect(throws: AttackerError(code, value: text)) { try Attacker(text) }
    }

    @Test("Messages in English and Spanish")
    func messages() {
        let unknown = AttackerError(.unknown, value: "md5")
        #expect(
            unknown.message(in: .english)
                == "“md5” is not an attacker: use bcrypt:COST, scrypt:N,R,P, argon2id:MEMORY_KIB,ITERATIONS, pbkdf2-sha256:ITERATIONS, online-throttled or online-unthrottled"
        )
        #expect(
            unknown.message(in: .spanish)
                == "«md5» no es un atacante: usa bcrypt:COSTE, scrypt:N,R,P, argon2id:MEMORIA_KIB,ITERACIONES, pbkdf2-sha256:ITERACIONES, online-throttled u online-unthrottled"
        )
        let cost = AttackerError(.bcryptCost, value: "bcrypt:3")
        #expect(cost.message(in: .english) == "“bcrypt:3”: bcrypt takes its cost, a whole number from 4 to 31 (bcrypt:12)")
        #expect(cost.message(in: .spanish) == "«bcrypt:3»: bcrypt lleva su coste, un número entero de 4 a 31 (bcrypt:12)")
        #expect(cost.description == "bcrypt-cost: “bcrypt:3”: bcrypt takes its cost, a whole number from 4 to 31 (bcrypt:12)")
    }
}
