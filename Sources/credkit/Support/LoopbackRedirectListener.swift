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
    enum Failure: Error {
        /// The port is taken (`EADDRINUSE`).
        case portInUse
        /// Another socket error.
        case socket(SystemError)
    }

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
                case .callback(let target) where target.path == path && isOwn(target.query):
                    // Nothing more is listened for: a second request finds the port closed. The
                    // connections answered above are closed already; the others are closed here.
                    close()
                    for (other, open) in pending.enumerated() where !finished.contains(other) { _ = LibC.close(open.fd) }
                    pending = []
                    return Callback(query: target.query, connection: connection)
                case .callback(let target) where target.path == path:
                    Self.respond(connection, status: "400 Bad Request", html: refusedPage)
                    onRefused()
                case .callback:
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
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, stream, 0)
        guard fd >= 0 else { throw .socket(SystemError(errno)) }
        var on: Int32 = 1
        // SO_REUSEADDR lets a port in TIME_WAIT from an earlier run be reused; a port another
        // program listens on is still refused (EADDRINUSE).
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        if ipv6 {
            _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        if result == 0 { result = systemListen(fd, 8) }
        guard result == 0 else {
            let code = errno
            _ = LibC.close(fd)
            throw code == EADDRINUSE ? .portInUse : .socket(SystemError(code))
        }
        return fd
    }

    private enum Request {
        case callback((path: String, query: Substring))
        case otherMethod
        case malformed
        /// The client closed the connection (or it failed) before a whole request head.
        case closed
    }

    /// A connection whose request head is still arriving.
    private struct Pending {
        let fd: Int32
        var head: [UInt8] = []
        let deadline: Date
    }

    /// Reads what `connection` has sent without waiting; the request once its head is complete (or
    /// 16 KiB long, or the connection closed), else `nil` to wait for more.
    private static func read(_ connection: inout Pending) -> Request? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return nil }
        guard count > 0 else { return connection.head.isEmpty ? .closed : parse(connection.head) }
        // The blank line ends at one of the new bytes: look only where it could.
        let firstEnd = max(3, connection.head.count)
        connection.head += buffer[..<count]
        let head = connection.head
        let complete =
            firstEnd < head.count && (firstEnd..<head.count).contains { head[$0 - 3...$0].elementsEqual([13, 10, 13, 10]) }
        return complete || head.count >= 16_384 ? parse(head) : nil
    }

    /// The request line of a request head.
    private static func parse(_ head: [UInt8]) -> Request {
        guard let end = head.firstIndex(of: 0x0A), let line = String(validating: head[..<end], as: UTF8.self) else {
            return .malformed
        }
        let parts = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return .malformed }
        guard parts[0] == "GET" else { return .otherMethod }
        let target = parts[1]
        if let mark = target.firstIndex(of: "?") {
            return .callback((String(target[..<mark]), target[target.index(after: mark)...]))
        }
        return .callback((String(target), ""))
    }

    private static func respond(_ connection: Int32, status: String, html: String) {
        let body = Array(html.utf8)
        let head =
            "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\nConnection: close\r\n\r\n"
        var bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                send(connection, $0.baseAddress! + sent, $0.count - sent, Int32(sendFlags))
            }
            guard count > 0 else { break }
            sent += count
        }
        _ = shutdown(connection, Int32(SHUT_WR))
        _ = LibC.close(connection)
    }

    #if os(Linux)
        private static let sendFlags = MSG_NOSIGNAL
    #else
        private static let sendFlags: Int32 = 0
    #endif
}

private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.listen(fd, backlog)
    #else
        Darwin.listen(fd, backlog)
    #endif
}
