// SPDX-License-Identifier: Apache-2.0
import CredKit
import FuzzSupport

/// `otpauth://` URIs and base32 secrets (`credkit totp`, MFA setup): what parses must round-trip —
/// a URI built from a parsed one parses to the same secret and settings, a secret re-encoded to
/// base32 decodes to the same bytes — and the code is always the configured number of digits.
@main
enum FuzzOTP {
    static func main() {
        Fuzzer.run { input in
            let text = String(decoding: input, as: UTF8.self)
            if let secret = try? OTPSecret(base32: text) {
                guard let again = try? OTPSecret(bytes: secret.bytes), again == secret else {
                    fatalError("a decoded secret does not rebuild from its bytes")
                }
            }
            guard let uri = try? OTPAuthURI(parsing: text) else { return }
            let rebuilt = OTPAuthURI(totp: uri.totp, account: uri.account, issuer: uri.issuer)
            guard let reparsed = try? OTPAuthURI(parsing: rebuilt.uri) else { fatalError("a rebuilt URI does not parse") }
            if reparsed.totp.secret != uri.totp.secret || reparsed.totp.digits != uri.totp.digits
                || reparsed.totp.algorithm != uri.totp.algorithm
                || reparsed.totp.period != uri.totp.period || reparsed.account != uri.account || reparsed.issuer != uri.issuer
            {
                fatalError("a rebuilt URI parses to different settings")
            }
            let code = uri.totp.code(counter: 60_000_000)
            if code.count != uri.totp.digits || !code.allSatisfy(\.isNumber) { fatalError("a code of the wrong shape") }
        }
    }
}
