// SPDX-License-Identifier: Apache-2.0
import Foundation

/// TOTP codes computed by Python's `hmac` (RFC 6238, SHA-1, 6 digits, 30 s), not by credkit: the
/// MFA tests check credkit against moto with codes neither of them made.
public enum IndependentTOTP {
    /// The code for `secret` (base32) now, at least `secondsLeft` seconds before the step ends (moto
    /// accepts the current step only): near a boundary it waits for the next step.
    /// - Parameters:
    ///   - secret: the base32 secret (moto's is `asdfasdfasdf`, 60 bits).
    ///   - secondsLeft: how long the code must stay valid, 1 to 25 seconds: 4 for a request sent at once,
    ///     more when an SRP sign-in (seconds in a debug build under load) comes before it.
    /// - Returns: six digits.
    public static func code(secret: String, secondsLeft: Int = 4) throws -> String {
        precondition((1...25).contains(secondsLeft), "a TOTP step is 30 seconds")
        let script = """
            import base64, hmac, hashlib, struct, sys, time
            key = sys.argv[1].replace(" ", "").upper()
            key += "=" * (-len(key) % 8)
            secret = base64.b32decode(key)
            now = time.time()
            if now % 30 > 30 - int(sys.argv[2]):
                time.sleep(30.5 - now % 30)
            step = int(time.time()) // 30
            mac = hmac.new(secret, struct.pack(">Q", step), hashlib.sha1).digest()
            offset = mac[-1] & 15
            print("%06d" % ((struct.unpack(">I", mac[offset:offset + 4])[0] & 0x7FFFFFFF) % 1000000))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, secret, String(secondsLeft)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readAllRetrying()
        process.waitUntilExit()
        let code = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, code.count == 6 else {
            throw MotoServerError(description: "python could not compute a TOTP code for the secret")
        }
        return code
    }

    /// A six-digit code that is not the current one (the current code plus one, modulo a million).
    public static func wrongCode(secret: String) throws -> String {
        let right = try code(secret: secret)
        let wrong = (Int(right)! + 1) % 1_000_000
        let text = String(wrong)
        return String(repeating: "0", count: 6 - text.count) + text
    }
}
