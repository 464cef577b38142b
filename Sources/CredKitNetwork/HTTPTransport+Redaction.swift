// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

// A request or answer body holds a password or a token: `print`, interpolation,
// `String(reflecting:)`, `dump` and debuggers show its size and `hidden` in its place.

extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The method, URL and header names; the body (a password, a token) only as its size.
    public var description: String {
        Redacted.description(
            "HTTPRequest",
            [
                "method": method, "url": url.absoluteString, "headers": "[" + headers.keys.sorted().joined(separator: ", ") + "]",
                "body": body.map { "\($0.count) bytes, hidden" } ?? "none",
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "method": method, "url": url, "headers": headers.keys.sorted(),
                "body": body.map { "\($0.count) bytes, \(Redacted.hidden)" } as Any, "timeout": timeout,
                "maximumResponseBytes": maximumResponseBytes,
            ])
    }
}

extension HTTPResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The status and header names; the body (tokens) only as its size.
    public var description: String {
        Redacted.description(
            "HTTPResponse",
            [
                "status": "\(status)", "headers": "[" + headers.keys.sorted().joined(separator: ", ") + "]",
                "body": "\(body.count) bytes, hidden",
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self, ["status": status, "headers": headers.keys.sorted(), "body": "\(body.count) bytes, \(Redacted.hidden)"])
    }
}
