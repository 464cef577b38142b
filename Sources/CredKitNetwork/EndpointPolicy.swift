// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// Which URLs the client may send to: HTTPS anywhere, plain HTTP only to loopback addresses (local
/// emulators), so tokens and passwords never cross a network in the clear.
public enum EndpointPolicy {
    /// Whether `url` may be used.
    /// - Parameter url: the endpoint.
    /// - Returns: `true` for `https` URLs with a host, and `http` URLs on a loopback host.
    public static func allows(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return false }
        if scheme == "https" { return true }
        return scheme == "http" && isLoopback(host)
    }

    /// Whether a request to `url` must go straight to its host, never through a proxy: every plain
    /// `http` request (what a proxy on the way could read or answer in its place: a password, or
    /// the keys that make tokens verify) and every request to this machine. Only `https` to another
    /// host may follow `HTTPS_PROXY`/`https_proxy`, `ALL_PROXY` and `NO_PROXY` as curl and aws-cli
    /// do: tunnelled, the certificate checked end to end.
    /// - Parameter url: the request's URL.
    /// - Returns: `true` when no proxy may be used.
    public static func bypassesProxy(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "https", let host = url.host, !isLoopback(host) else {
            return true
        }
        return false
    }

    /// Whether `host` names this machine: `localhost`, `127.0.0.0/8` or `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
