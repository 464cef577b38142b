// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The loopback redirect of a native app's sign-in (RFC 8252 §7.3): a listener on this machine's
/// loopback address only, for one `GET` of one path carrying the sign-in's own `state`. Anything else
/// it is sent — another path, another method, the path without that `state`, a request that is not
/// HTTP — is answered `404`/`405`/`400` and waited past; the right request ends the wait and the
/// listener is closed, so a second request finds no one listening. It never outlives the command:
/// ``close()`` runs on every way out.
final class LoopbackRedirectListener {
    /// Where it listens: `127.0.0.1`, or `localhost` (both `127.0.0.1` and, when the system has it,
    /// `::1`, since a browser may resolve the name to either).
    enum Host: String, CLIChoice {
        case ipv4 = "127.0.0.1"
        case localhost
    }

    /// Why it could not listen.
    typealias Failure = HTTPSocket.ListenFailure

    /// The request that ended the wait: its query string, and the connection to answer on.
    struct Callback {
        let query: Substring
        fileprivate let connection: Int32
    }

    let port: Int
    private var sockets: [Int32]

    /// Listens on `host`:`port`.
    /// - Throws: ``Failure``.
    init(host: Host, port: Int) throws(Failure) {
        self.port = port
        sockets = []
        do {
            sockets.append(try Self.listen(ipv6: false, port: port))
            if host == .localhost {
                // A browser may resolve `localhost` to ::1: a process holding [::1]:PORT (or [::]:PORT)
                // would receive the redirect, so that is refused as the IPv4 port is. Only a system
                // without IPv6 loopback is let go with IPv4 alone.
                do {
                    sockets.append(try Self.listen(ipv6: true, port: port))
                } catch .socket(let error) where Self.lacksIPv6(error) {
                }
            }
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Stops listening (idempotent).
    func close() {
        for socket in sockets { _ = LibC.close(socket) }
        sockets = []
    }

    /// Waits until `deadline` for `GET path?query` whose query `isOwn` accepts (the sign-in's own
    /// `state`), answering every other request and going on; the listener is closed as soon as that
    /// callback arrives.
    ///
    /// Connections are served side by side, each with its own deadline (``requestSeconds`` from
    /// accept, never past `deadline`): a bare `/callback` from any web page (an `<img>`) is answered
    /// `400` and ends nothing, and a client trickling a byte every few seconds is dropped instead of
    /// holding the wait. At most ``maximumConnections`` are open at once; the oldest gives way.
    /// - Parameters:
    ///   - path: the redirect URI's path.
    ///   - deadline: when to stop waiting.
    ///   - isOwn: whether a query carries the sign-in's own `state`.
    ///   - refusedPage: the page a request for `path` without it gets (with status `400`).
    ///   - onRefused: called for each such request, to tell the user.
    /// - Returns: the callback (to ``answer(_:html:)``), or `nil` when the deadline passed first.
    func waitForCallback(
        path: String, deadline: Date, isOwn: (Substring) -> Bool, refusedPage: String, onRefused: () -> Void
    ) -> Callback? {
        var pending: [Pending] = []
        defer { for connection in pending { _ = LibC.close(connection.fd) } }
        while true {
            let now = Date()
            let remaining = deadline.timeIntervalSince(now)
            guard remaining > 0 else { return nil }
            pending.removeAll { connection in
                guard connection.deadline <= now else { return false }
                _ = LibC.close(connection.fd)
                return true
            }
            let nextExpiry = pending.map { $0.deadline.timeIntervalSince(now) }.min() ?? 1
            var polls =
                sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                + pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let wait = max(0.01, min(remaining, nextExpiry, 1))
            guard poll(&polls, nfds_t(polls.count), Int32(wait * 1000)) > 0 else { continue }
            var finished: [Int] = []
            for (index, entry) in polls.enumerated().dropFirst(sockets.count) where entry.revents != 0 {
                let slot = index - sockets.count
                guard let request = Self.read(&pending[slot]) else { continue }
                finished.append(slot)
                let connection = pending[slot].fd
                switch request {
                case .get(let target, let query) where target == path && isOwn(query):
                    // Nothing more is listened for: a second request finds the port closed. The
                    // connections answered above are closed already; the others are closed here.
                    close()
                    for (other, open) in pending.enumerated() where !finished.contains(other) { _ = LibC.close(open.fd) }
                    pending = []
                    return Callback(query: query, connection: connection)
                case .get(let target, _) where target == path:
                    Self.respond(connection, status: "400 Bad Request", html: refusedPage)
                    onRefused()
                case .get:
                    Self.respond(connection, status: "404 Not Found", html: "<!doctype html><title>404</title>Not found")
                case .otherMethod:
                    Self.respond(connection, status: "405 Method Not Allowed", html: "<!doctype html><title>405</title>")
                case .malformed:
                    Self.respond(connection, status: "400 Bad Request", html: "<!doctype html><title>400</title>")
                case .closed:
                    _ = LibC.close(connection)
                }
            }
            for slot in finished.reversed() { pending.remove(at: slot) }
            for entry in polls.prefix(sockets.count) where entry.revents & Int16(POLLIN) != 0 {
                let connection = accept(entry.fd, nil, nil)
                guard connection >= 0 else { continue }
                if pending.count >= Self.maximumConnections {
                    _ = LibC.close(pending.removeFirst().fd)
                }
                pending.append(Pending(fd: connection, deadline: min(deadline, Date() + Self.requestSeconds)))
            }
        }
    }

    /// How long one connection may take to send its request head.
    static let requestSeconds: TimeInterval = 5
    /// How many connections are read at once.
    static let maximumConnections = 16

    /// Answers the callback's browser with a page and closes the connection.
    func answer(_ callback: Callback, html: String) {
        Self.respond(callback.connection, status: "200 OK", html: html)
    }

    // MARK: Sockets

    /// Whether a socket error says the system has no IPv6 loopback (rather than that it is taken).
    private static func lacksIPv6(_ error: SystemError) -> Bool {
        [EAFNOSUPPORT, EADDRNOTAVAIL, EPROTONOSUPPORT].contains(error.code)
    }

    private static func listen(ipv6: Bool, port: Int) throws(Failure) -> Int32 {
        try HTTPSocket.listen(ipv6 ? .loopbackIPv6 : .loopbackIPv4, port: port)
    }

    private typealias Request = HTTPSocket.Request
    private typealias Pending = HTTPSocket.Pending

    private static func read(_ connection: inout Pending) -> Request? { HTTPSocket.read(&connection) }

    private static func respond(_ connection: Int32, status: String, html: String) {
        HTTPSocket.respond(
            connection, status: status, contentType: "text/html; charset=utf-8", body: Array(html.utf8),
            headers: "Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\n")
    }
}
