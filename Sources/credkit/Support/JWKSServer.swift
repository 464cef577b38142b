// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server behind `jwt serve-jwks`: `GET PREFIX/.well-known/jwks.json` answers the key set,
/// `GET PREFIX/.well-known/openid-configuration` a discovery document whose `issuer` is
/// `BASE PREFIX` (where its tokens' verifier finds it) and whose `jwks_uri` is the first path;
/// anything else is `404`, another method `405`, a request that is not HTTP `400`. Each connection
/// gets one answer and is closed; a client that sends nothing for ``requestSeconds`` is dropped. It
/// runs until SIGINT or SIGTERM, or a deadline, and then closes its socket.
final class JWKSServer {
    let jwksURL: String
    let discoveryURL: String
    private let socket: Int32
    private let jwksPath: String
    private let discoveryPath: String
    private let jwks: [UInt8]
    private let discovery: [UInt8]

    /// How long one connection may take to send its request head.
    static let requestSeconds: TimeInterval = 5
    /// How many connections are read at once; the oldest gives way.
    static let maximumConnections = 64

    init(socket: Int32, base: String, prefix: String, jwks: [UInt8], algorithms: [String]) {
        self.socket = socket
        self.jwks = jwks
        jwksPath = prefix + "/.well-known/jwks.json"
        discoveryPath = prefix + "/.well-known/openid-configuration"
        jwksURL = base + jwksPath
        discoveryURL = base + discoveryPath
        var members: [JSONObject.Member] = [
            .init(key: "issuer", value: .string(base + prefix)),
            .init(key: "jwks_uri", value: .string(base + jwksPath)),
            .init(key: "response_types_supported", value: .array([.string("code"), .string("token")])),
            .init(key: "subject_types_supported", value: .array([.string("public")])),
        ]
        if !algorithms.isEmpty {
            members.append(.init(key: "id_token_signing_alg_values_supported", value: .array(algorithms.map { .string($0) })))
        }
        discovery = Array(JSONValue.object(JSONObject(members)).jsonText.utf8)
    }

    deinit { _ = LibC.close(socket) }

    /// Serves until a signal (SIGINT, SIGTERM) or `deadline`.
    func serve(until deadline: Date?) {
        JWKSServerSignals.install()
        defer { JWKSServerSignals.restore() }
        var pending: [HTTPSocket.Pending] = []
        defer { for connection in pending { _ = LibC.close(connection.fd) } }
        while !JWKSServerSignals.stopRequested {
            let now = Date()
            if let deadline, now >= deadline { return }
            pending.removeAll { connection in
                guard connection.deadline <= now else { return false }
                _ = LibC.close(connection.fd)
                return true
            }
            var polls =
                [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
                + pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            // A short wait: a signal or the deadline is noticed within a fifth of a second.
            guard poll(&polls, nfds_t(polls.count), 200) > 0 else { continue }
            var finished: [Int] = []
            for (index, entry) in polls.enumerated().dropFirst() where entry.revents != 0 {
                let slot = index - 1
                guard let request = HTTPSocket.read(&pending[slot]) else { continue }
                finished.append(slot)
                answer(request, on: pending[slot].fd)
            }
            for slot in finished.reversed() { pending.remove(at: slot) }
            if polls[0].revents & Int16(POLLIN) != 0 {
                let connection = accept(socket, nil, nil)
                if connection >= 0 {
                    HTTPSocket.limitSending(connection, seconds: Int(Self.requestSeconds))
                    if pending.count >= Self.maximumConnections { _ = LibC.close(pending.removeFirst().fd) }
                    pending.append(HTTPSocket.Pending(fd: connection, deadline: Date() + Self.requestSeconds))
                }
            }
        }
    }

    private func answer(_ request: HTTPSocket.Request, on connection: Int32) {
        let json = "application/json"
        let text = "text/plain; charset=utf-8"
        switch request {
        case .get(let path, _) where path == jwksPath:
            HTTPSocket.respond(
                connection, status: "200 OK", contentType: json, body: jwks, headers: "Cache-Control: no-cache\r\n")
        case .get(let path, _) where path == discoveryPath:
            HTTPSocket.respond(
                connection, status: "200 OK", contentType: json, body: discovery, headers: "Cache-Control: no-cache\r\n")
        case .get:
            HTTPSocket.respond(
                connection, status: "404 Not Found", contentType: text, body: Array("not found\n".utf8), headers: "")
        case .otherMethod:
            HTTPSocket.respond(
                connection, status: "405 Method Not Allowed", contentType: text, body: Array("method not allowed\n".utf8),
                headers: "Allow: GET\r\n")
        case .malformed:
            HTTPSocket.respond(
                connection, status: "400 Bad Request", contentType: text, body: Array("bad request\n".utf8), headers: "")
        case .closed:
            _ = LibC.close(connection)
        }
    }
}

/// SIGINT and SIGTERM stop the server cleanly (its socket closed, exit 0) instead of killing it.
enum JWKSServerSignals {
    nonisolated(unsafe) private static var stop: sig_atomic_t = 0

    static var stopRequested: Bool { stop != 0 }

    static func install() {
        stop = 0
        signal(SIGINT) { _ in JWKSServerSignals.stop = 1 }
        signal(SIGTERM) { _ in JWKSServerSignals.stop = 1 }
        // A parent may have left them blocked (a test runner's threads do, and children inherit the
        // mask): then they would never arrive and nothing would stop the server.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    static func restore() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
