// SPDX-License-Identifier: Apache-2.0
import CredKitCore

// The TOTP types hold the shared key: their descriptions, debug descriptions and mirrors show its
// size and never the key (nor the URI that carries it).

extension OTPSecret: CustomDebugStringConvertible, CustomReflectable {
    public var debugDescription: String { description }
    public var customMirror: Mirror { Redacted.mirror(self, ["bitCount": bitCount, "key": Redacted.hidden]) }
}

extension TOTP: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "TOTP",
            ["secret": secret.description, "algorithm": algorithm.rawValue, "digits": "\(digits)", "period": "\(period)"])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(self, ["secret": secret, "algorithm": algorithm, "digits": digits, "period": period])
    }
}

extension OTPAuthURI: CustomDebugStringConvertible, CustomReflectable {
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(self, ["totp": totp, "account": account, "issuer": issuer as Any, "uri": Redacted.hidden])
    }
}
