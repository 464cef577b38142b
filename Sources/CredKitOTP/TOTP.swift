// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Time-based one-time passwords (RFC 6238), the codes authenticator apps show and Cognito's
/// software-token MFA checks: an HMAC-based one-time password (RFC 4226) of the number of
/// ``period``s since 1970.
///
/// ```swift
/// let totp = try TOTP(secret: OTPSecret(base32: "JBSWY3DPEHPK3PXP"))
/// let code = totp.code(at: Date())          // "492039"
/// totp.verify(code, at: Date(), window: 1)  // 0: the current step
/// ```
public struct TOTP: Sendable, Hashable {
    /// The HMAC's hash function (`algorithm=` in an `otpauth://` URI).
    public enum Algorithm: String, Sendable, Hashable, CaseIterable {
        /// HMAC-SHA-1: what Cognito and nearly every authenticator app use.
        case sha1 = "SHA1"
        /// HMAC-SHA-256.
        case sha256 = "SHA256"
        /// HMAC-SHA-512.
        case sha512 = "SHA512"
    }

    /// The shared key.
    public let secret: OTPSecret
    /// The HMAC's hash function.
    public let algorithm: Algorithm
    /// The code's length: 6, 7 or 8 digits (RFC 4226 asks for at least 6; apps show 6 or 8).
    public let digits: Int
    /// Seconds each code lasts (30 almost everywhere).
    public let period: Int

    /// The digit counts accepted.
    public static let digitRange = 6...8

    /// Creates a generator.
    /// - Parameters:
    ///   - secret: the shared key.
    ///   - algorithm: the HMAC's hash function (SHA-1 by default).
    ///   - digits: 6 (default), 7 or 8.
    ///   - period: seconds per code, 1 to 86,400 (default 30).
    /// - Throws: ``OTPError`` ``OTPError/Code/invalidParameter`` for digits or a period out of range.
    public init(secret: OTPSecret, algorithm: Algorithm = .sha1, digits: Int = 6, period: Int = 30) throws(OTPError) {
        guard Self.digitRange.contains(digits) else {
            throw OTPError(.invalidParameter, .otpDigits, ["value": String(digits)])
        }
        guard (1...86_400).contains(period) else {
            throw OTPError(.invalidParameter, .otpPeriod, ["value": String(period)])
        }
        self.secret = secret
        self.algorithm = algorithm
        self.digits = digits
        self.period = period
    }

    // MARK: Codes

    /// The time step that `date` falls in: whole periods since 1970-01-01 (0 before it).
    public func counter(at date: Date) -> UInt64 {
        let seconds = date.timeIntervalSince1970
        guard seconds > 0 else { return 0 }
        guard seconds < 1e18 else { return UInt64(1e18) / UInt64(period) }
        return UInt64(seconds) / UInt64(period)
    }

    /// The code for the moment `date`.
    public func code(at date: Date) -> String {
        code(counter: counter(at: date))
    }

    /// The code for a counter value: HOTP (RFC 4226), which TOTP applies to the time step.
    public func code(counter: UInt64) -> String {
        let value = Self.truncatedHMAC(secret.bytes, counter: counter, algorithm: algorithm) % Self.powersOfTen[digits]
        let text = String(value)
        return String(repeating: "0", count: digits - text.count) + text
    }

    /// Seconds until the code at `date` is replaced (1 to ``period``).
    public func secondsRemaining(at date: Date) -> Int {
        let seconds = max(0, Int64(date.timeIntervalSince1970.rounded(.down)))
        return period - Int(seconds % Int64(period))
    }

    /// The moment the code at `date` stops being current.
    public func validUntil(_ date: Date) -> Date {
        Date(timeIntervalSince1970: Double((counter(at: date) + 1) * UInt64(period)))
    }

    // MARK: Verification

    /// Whether `code` is the code of the step at `date` or of one up to `window` steps either side
    /// (clock drift between phone and server).
    ///
    /// Every step in the window is computed and compared in full, so the time taken does not say
    /// which step or how many digits matched.
    /// - Parameters:
    ///   - code: the code typed; surrounding spaces and one space in the middle (`123 456`) are allowed.
    ///   - date: the moment to check at.
    ///   - window: steps accepted either side (0: the current step only; 1 is usual).
    /// - Returns: the step that matched, relative to the current one (-1, 0, 1…), or `nil`.
    public func verify(_ code: String, at date: Date, window: Int = 1) -> Int? {
        match(code, at: date, window: window)?.offset
    }

    /// A code that matched: its absolute time step, and that step's distance from the current one.
    public struct Match: Sendable, Hashable {
        /// The absolute time step (the counter: seconds since 1970 divided by the period).
        public let timeStep: UInt64
        /// The step relative to the current one (-1, 0, 1…).
        public let offset: Int
    }

    /// The step `code` belongs to, within `window` steps of the one at `date` (every step compared
    /// in full, as ``verify(_:at:window:)`` does), or `nil`.
    /// - Parameters:
    ///   - code: the code typed.
    ///   - date: the moment to check at.
    ///   - window: steps accepted either side.
    /// - Returns: the match, or `nil`.
    public func match(_ code: String, at date: Date, window: Int = 1) -> Match? {
        guard let typed = Self.normalizedCode(code), typed.count == digits else { return nil }
        let current = Int64(clamping: counter(at: date))
        let window = max(0, min(window, 100))
        var matched: Match?
        for offset in -window...window {
            let step = current + Int64(offset)
            guard step >= 0 else { continue }
            let expected = Array(self.code(counter: UInt64(step)).utf8)
            var difference: UInt8 = 0
            for index in 0..<digits { difference |= expected[index] ^ typed[index] }
            if difference == 0 && matched == nil { matched = Match(timeStep: UInt64(step), offset: offset) }
        }
        return matched
    }

    /// Verifies `code` once only (RFC 6238 §5.2): a code whose time step is at or before the last
    /// step this user had accepted is refused, so an observed code cannot be replayed within its
    /// window. Store the returned ``Match/timeStep`` as the user's last accepted step.
    /// - Parameters:
    ///   - code: the code typed.
    ///   - date: the moment to check at.
    ///   - window: steps accepted either side.
    ///   - lastAcceptedStep: the time step of the last code accepted for this user, if any.
    /// - Returns: the match, or `nil` when the code is wrong or replayed.
    public func verify(_ code: String, at date: Date, window: Int = 1, after lastAcceptedStep: UInt64?) -> Match? {
        guard let matched = match(code, at: date, window: window) else { return nil }
        if let lastAcceptedStep, matched.timeStep <= lastAcceptedStep { return nil }
        return matched
    }

    /// The digits of a typed code, without surrounding spaces and one inner space (`123 456`), or
    /// `nil` when anything else is in it.
    public static func normalizedCode(_ code: String) -> [UInt8]? {
        var digits: [UInt8] = []
        var innerSpaces = 0
        let bytes = Array(code.utf8)
        var start = 0
        var end = bytes.count
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start
            && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D)
        {
            end -= 1
        }
        for byte in bytes[start..<end] {
            if byte >= 0x30 && byte <= 0x39 {
                digits.append(byte)
            } else if byte == 0x20 && innerSpaces == 0 {
                innerSpaces += 1
            } else {
                return nil
            }
        }
        return digits.isEmpty ? nil : digits
    }

    // MARK: HOTP

    private static let powersOfTen: [UInt32] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]

    /// RFC 4226's dynamic truncation of HMAC(key, counter): 31 bits taken at the offset the last
    /// nibble names.
    static func truncatedHMAC(_ key: [UInt8], counter: UInt64, algorithm: Algorithm) -> UInt32 {
        var message = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 { message[index] = UInt8(truncatingIfNeeded: counter >> (56 - 8 * UInt64(index))) }
        let symmetricKey = SymmetricKey(data: key)
        let mac: [UInt8]
        switch algorithm {
        case .sha1: mac = Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: symmetricKey))
        case .sha256: mac = Array(HMAC<SHA256>.authenticationCode(for: message, using: symmetricKey))
        case .sha512: mac = Array(HMAC<SHA512>.authenticationCode(for: message, using: symmetricKey))
        }
        let offset = Int(mac[mac.count - 1] & 0x0F)
        return (UInt32(mac[offset] & 0x7F) << 24) | (UInt32(mac[offset + 1]) << 16) | (UInt32(mac[offset + 2]) << 8)
            | UInt32(mac[offset + 3])
    }
}
