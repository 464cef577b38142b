// SPDX-License-Identifier: Apache-2.0
import CredKitCore

// A token is a bearer credential: its description and mirror show the header's algorithm and key
// ID and the claims' subject and expiry (terminal-safe), never the compact text or the signature that would let
// someone replay it (read `header` and `claims` for the rest).
extension JSONWebToken: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "JSONWebToken",
            [
                "alg": TerminalText.escaped(header.algorithmName), "kid": header.keyID.map(TerminalText.escaped) ?? "none",
                "sub": claims.subject.map(TerminalText.escaped) ?? "none",
                "exp": claims.expiresAt.map { "\($0)" } ?? "none", "signature": Redacted.hidden,
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(self, ["header": header, "claims": claims, "signature": Redacted.hidden])
    }
}
