// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Who guesses a password and how fast: the hash a site stores passwords with (and its cost), or an
/// online attacker against the sign-in endpoint.
///
/// A password's guess count does not change with the attacker, so neither do the meter's bars;
/// only the time to reach that count does (``CrackTimes/seconds(against:)``). zxcvbn's fixed "slow
/// hash" scenario (10⁴ guesses per second) says nothing about a site's own choice: bcrypt at cost 12
/// is about seven times slower to attack than that, PBKDF2-SHA256 at 1,000 iterations almost a
/// thousand times faster.
///
/// The offline rates are one NVIDIA GeForce RTX 4090 running hashcat 6.2.6 (Chick3nman's published
/// `--benchmark-all` run, CUDA 11.8), scaled by the work the cost parameters ask for: bcrypt by
/// 2^cost, scrypt by N·r·p, PBKDF2 by its iterations. hashcat 6.2.6 has no Argon2, so Argon2id
/// follows the memory-bandwidth model of tobtu.com's "Minimum password settings" (an AMD RX 7900
/// XTX's 960 GB/s, 95 % of it usable). Attackers with more cards divide the times accordingly.
///
/// ```swift
/// let attacker = try Attacker("bcrypt:12")
/// attacker.guessesPerSecond                        // 1437.5
/// estimate.crackTimes.display(against: attacker, in: .english)
/// ```
public enum Attacker: Sendable, Hashable {
    /// Offline against bcrypt with `cost` (4…31; 2^cost rounds).
    case bcrypt(cost: Int)
    /// Offline against scrypt with CPU/memory cost `n` (a power of two), block size `r` and
    /// parallelism `p`.
    case scrypt(n: Int, r: Int, p: Int)
    /// Offline against Argon2id with `memoryKiB` of memory and `iterations` passes.
    case argon2id(memoryKiB: Int, iterations: Int)
    /// Offline against PBKDF2-HMAC-SHA256 with `iterations`.
    case pbkdf2SHA256(iterations: Int)
    /// Online against an endpoint that limits attempts: 100 guesses an hour (zxcvbn's rate).
    case onlineThrottled
    /// Online against an endpoint without limits: 10 guesses a second (zxcvbn's rate).
    case onlineUnthrottled

    /// bcrypt at cost 5 on the reference card: 184.0 kH/s (hashcat mode 3200).
    static let bcryptCost5PerSecond = 184_000.0
    /// scrypt with N = 16384, r = 8, p = 1 on the reference card: 7,126 H/s (hashcat mode 8900).
    static let scryptReferencePerSecond = 7_126.0
    /// The scrypt benchmark's N·r·p.
    static let scryptReferenceWork = 16_384.0 * 8
    /// PBKDF2-HMAC-SHA256 iterations per second on the reference card: 8,865.7 kH/s at 1,000
    /// iterations (hashcat mode 10900, which counts the first iteration apart: "999").
    static let pbkdf2SHA256IterationsPerSecond = 8_865_700.0 * 1_000
    /// Usable memory bandwidth in the Argon2id model: 95 % of 960 GB/s.
    static let argon2BytesPerSecond = 0.95 * 960e9

    /// Guesses per second.
    public var guessesPerSecond: Double {
        switch self {
        case .bcrypt(let cost):
            Self.bcryptCost5PerSecond / Double(sign: .plus, exponent: cost - 5, significand: 1)
        case .scrypt(let n, let r, let p):
            Self.scryptReferencePerSecond * Self.scryptReferenceWork / (Double(n) * Double(r) * Double(p))
        case .argon2id(let memoryKiB, let iterations):
            // Each pass reads and writes every block; the first pass only writes (3t − 1 block
            // transfers of 1 KiB per KiB of memory).
            Self.argon2BytesPerSecond / (1_024 * Double(memoryKiB) * Double(3 * iterations - 1))
        case .pbkdf2SHA256(let iterations):
            Self.pbkdf2SHA256IterationsPerSecond / Double(iterations)
        case .onlineThrottled: 100.0 / 3_600
        case .onlineUnthrottled: 10
        }
    }
}

extension Attacker: CustomStringConvertible {
    /// The attacker as ``init(_:)`` reads it: `bcrypt:12`, `scrypt:16384,8,1`, `argon2id:19456,2`,
    /// `pbkdf2-sha256:600000`, `online-throttled`, `online-unthrottled`.
    public var description: String {
        switch self {
        case .bcrypt(let cost): "bcrypt:\(cost)"
        case .scrypt(let n, let r, let p): "scrypt:\(n),\(r),\(p)"
        case .argon2id(let memoryKiB, let iterations): "argon2id:\(memoryKiB),\(iterations)"
        case .pbkdf2SHA256(let iterations): "pbkdf2-sha256:\(iterations)"
        case .onlineThrottled: "online-throttled"
        case .onlineUnthrottled: "online-unthrottled"
        }
    }
}
