// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few pieces of HTTP/1.1 over a listening socket that credkit's own small servers share (the
/// sign-in's loopback redirect, `jwt serve-jwks`): listening on one address, reading a request head
/// without blocking and with a size limit, answering and closing. Nothing here keeps a connection
/// open past one answer.
enum HTTPSocket {
    /// An address to listen on.
    enum Address: Equatable {
        case ipv4(in_addr_t)
        case ipv6(in6_addr)

        /// `127.0.0.1`.
        static let loopbackIPv4 = Address.ipv4(UInt32(0x7F00_0001).bigEndian)
        /// `::1`.
        static let loopbackIPv6 = Address.ipv6(in6addr_loopback)

        /// A literal IPv4 or IPv6 address (`127.0.0.1`, `::1`, `0.0.0.0`), or `nil`.
        init?(literal: String) {
            var v4 = in_addr()
            if inet_pton(AF_INET, literal, &v4) == 1 {
                self = .ipv4(v4.s_addr)
                return
            }
            var v6 = in6_addr()
            if inet_pton(AF_INET6, literal, &v6) == 1 {
                self = .ipv6(v6)
                return
            }
            return nil
        }

        /// Whether only this machine can reach it: 127.0.0.0/8 or ::1.
        var isLoopback: Bool {
            switch self {
            case .ipv4(let address): return UInt32(bigEndian: address) >> 24 == 127
            case .ipv6(var address):
                var loopback = in6addr_loopback
                return memcmp(&address, &loopback, MemoryLayout<in6_addr>.size) == 0
            }
        }

        static func == (lhs: Address, rhs: Address) -> Bool {
            switch (lhs, rhs) {
            case (.ipv4(let a), .ipv4(let b)): return a == b
            case (.ipv6(var a), .ipv6(var b)): return memcmp(&a, &b, MemoryLayout<in6_addr>.size) == 0
            default: return false
            }
        }

        /// The address as a URL writes its host: `127.0.0.1`, `[::1]`.
        var urlHost: String {
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
            switch self {
            case .ipv4(let address):
                var value = in_addr(s_addr: address)
                _ = inet_ntop(AF_INET, &value, &buffer, socklen_t(buffer.count))
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            case .ipv6(var value):
                _ = inet_ntop(AF_INET6, &value, &buffer, socklen_t(buffer.count))
                return "[" + String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "]"
            }
        }
    }

    /// Why a socket could not listen.
    enum ListenFailure: Error {
        /// The port is taken (`EADDRINUSE`).
        case portInUse
        /// Another socket error.
        case socket(SystemError)
    }

    /// A listening socket on `address`:`port` (`0`: any free port, see ``port(of:)``).
    static func listen(_ address: Address, port: Int, backlog: Int32 = 8) throws(ListenFailure) -> Int32 {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let isIPv6: Bool
        if case .ipv6 = address { isIPv6 = true } else { isIPv6 = false }
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, stream, 0)
        guard fd >= 0 else { throw .socket(SystemError(errno)) }
        var on: Int32 = 1
        // SO_REUSEADDR lets a port in TIME_WAIT from an earlier run be reused; a port another
        // program listens on is still refused (EADDRINUSE).
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        switch address {
        case .ipv6(let host):
            _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = in_port_t(UInt16(port).bigEndian)
            socketAddress.sin6_addr = host
            result = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        case .ipv4(let host):
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = in_port_t(UInt16(port).bigEndian)
            socketAddress.sin_addr = in_addr(s_addr: host)
            result = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        if result == 0 { result = systemListen(fd, backlog) }
        guard result == 0 else {
            let code = errno
            _ = LibC.close(fd)
            throw code == EADDRINUSE ? .portInUse : .socket(SystemError(code))
        }
        return fd
    }

    /// The port a listening socket was given (the one the system chose for port `0`).
    static func port(of fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { return 0 }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }

    /// Bounds how long one `send` on `connection` may wait for a client that does not read, so an
    /// answer can never hold a server.
    static func limitSending(_ connection: Int32, seconds: Int) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// What a connection asked for.
    enum Request {
        /// `GET path?query`.
        case get(path: String, query: Substring)
        /// Another method.
        case otherMethod
        /// Not an HTTP/1 request line.
        case malformed
        /// The client closed the connection (or it failed) before a whole request head.
        case closed
    }

    /// A connection whose request head is still arriving.
    struct Pending {
        let fd: Int32
        var head: [UInt8] = []
        let deadline: Date
    }

    /// The longest request head read.
    static let maximumHead = 16_384

    /// Reads what `connection` has sent without waiting; the request once its head is complete (or
    /// ``maximumHead`` long, or the connection closed), else `nil` to wait for more.
    static func read(_ connection: inout Pending) -> Request? {
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
        return complete || head.count >= maximumHead ? parse(head) : nil
    }

    /// The request line of a request head.
    static func parse(_ head: [UInt8]) -> Request {
        guard let end = head.firstIndex(of: 0x0A), let line = String(validating: head[..<end], as: UTF8.self) else {
            return .malformed
        }
        let parts = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return .malformed }
        guard parts[0] == "GET" else { return .otherMethod }
        let target = parts[1]
        if let mark = target.firstIndex(of: "?") {
            return .get(path: String(target[..<mark]), query: target[target.index(after: mark)...])
        }
        return .get(path: String(target), query: "")
    }

    /// Answers and closes the connection.
    static func respond(_ connection: Int32, status: String, contentType: String, body: [UInt8], headers: String) {
        let head =
            "HTTP/1.1 \(status)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
            + headers + "Connection: close\r\n\r\n"
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
