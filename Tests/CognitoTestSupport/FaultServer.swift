// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A misbehaving HTTP server on a loopback port, for the transport's fault tests: a Python process
/// over raw sockets, so that it can do what a well-behaved server library will not — stall, lie
/// about the length, drip, reset, send hundreds of megabytes. It can stand in front of a real
/// server (moto, a JWKS server): `failFirst` requests get the fault, the rest are passed through.
/// Every request's method, path and `X-Amz-Target` go to a log the test reads back. Bounded: it
/// serves at most 1,000 connections, a fault lasts at most 120 s, and the process exits when the
/// test process is gone or after 300 s.
public final class FaultServer: @unchecked Sendable {
    /// What the server does with a request.
    public enum Fault: String, Sendable, CaseIterable {
        /// Reads the request, then says nothing (until the client gives up).
        case stall
        /// Declares `Content-Length: 4000`, sends 40 bytes, then holds the connection.
        case shortBody = "short-body"
        /// Declares 100 bytes and sends one per second.
        case drip
        /// 300 MB of JSON-looking bytes, length declared.
        case hugeDeclared = "huge-declared"
        /// 300 MB, no length (the body ends when the connection closes).
        case hugeStreamed = "huge-streamed"
        /// Resets the connection before reading the request.
        case resetBeforeRead = "reset-before-read"
        /// Reads the request, then resets the connection.
        case resetAfterRead = "reset-after-read"
        /// Answers `status` (500, 503, 429…) with `Retry-After` when given and Cognito's error shape.
        case status
        /// Answers 200 with an HTML page.
        case html
        /// Answers 200 with a body that is not JSON.
        case garbage
        /// Answers `307 Temporary Redirect` to `upstream` (a redirect that keeps the method and body).
        case redirect
        /// Answers 200 with `body`: well-formed JSON whose values a client must not trust.
        case json
    }

    public let port: Int
    public let log: URL
    private let process: Process

    /// One logged request.
    public struct Request: Sendable, Decodable {
        public var method: String
        public var path: String
        public var target: String?
    }

    /// Starts a server.
    /// - Parameters:
    ///   - fault: what to do.
    ///   - failFirst: how many requests get the fault (then requests go to `upstream`); `nil` for all.
    ///   - status: the status of ``Fault/status``.
    ///   - errorType: the `__type` of ``Fault/status``'s body (`ThrottlingException`…).
    ///   - retryAfter: a `Retry-After` value for ``Fault/status``.
    ///   - upstream: where requests after the faulty ones go (`http://127.0.0.1:PORT`).
    ///   - body: the JSON ``Fault/json`` answers with.
    ///   - jsonStatus: the status ``Fault/json`` answers with (an OAuth error is a 400 with JSON).
    ///   - rotatesRefreshTokens: pass-through answers to a refresh (`GetTokensFromRefreshToken`, or
    ///     `InitiateAuth` with `REFRESH_TOKEN_AUTH`) get a new refresh token, `rotated-1`, `rotated-2`…, as Cognito
    ///     sends with refresh-token rotation on (moto never does).
    public init(
        _ fault: Fault, failFirst: Int? = nil, status: Int = 503, errorType: String = "InternalErrorException",
        retryAfter: String? = nil, upstream: URL? = nil, body: String = "{}", jsonStatus: Int = 200,
        rotatesRefreshTokens: Bool = false
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        log = directory.appendingPathComponent("requests.jsonl")
        let settings: [String: Any] = [
            "fault": fault.rawValue, "failFirst": failFirst ?? -1, "status": status, "errorType": errorType,
            "retryAfter": retryAfter ?? "", "upstreamPort": upstream?.port ?? 0, "rotate": rotatesRefreshTokens,
            "body": body, "jsonStatus": jsonStatus,
        ]
        let script = #"""
            import json, os, socket, socketserver, struct, sys, threading, time
            log, settings = sys.argv[1], json.loads(sys.argv[2])
            lock = threading.Lock()
            state = {"served": 0, "rotated": 0}
            def read_request(sock):
                data = b""
                while b"\r\n\r\n" not in data:
                    chunk = sock.recv(65536)
                    if not chunk:
                        return None
                    data += chunk
                head, body = data.split(b"\r\n\r\n", 1)
                lines = head.decode("latin-1").split("\r\n")
                headers = {}
                for line in lines[1:]:
                    name, _, value = line.partition(":")
                    headers[name.strip().lower()] = value.strip()
                length = int(headers.get("content-length", "0"))
                while len(body) < length:
                    chunk = sock.recv(65536)
                    if not chunk:
                        break
                    body += chunk
                method, path = lines[0].split(" ")[:2]
                return method, path, headers, head + b"\r\n\r\n" + body
            def reset(sock):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                sock.close()
            def hold(sock, seconds=120):
                end = time.time() + seconds
                sock.settimeout(1)
                while time.time() < end:
                    try:
                        if not sock.recv(1):
                            return
                    except socket.timeout:
                        pass
                    except OSError:
                        return
            class Handler(socketserver.BaseRequestHandler):
                def handle(self):
                    sock = self.request
                    with lock:
                        state["served"] += 1
                        number = state["served"]
                    if number > 1000:
                        return sock.close()
                    faulty = settings["failFirst"] < 0 or number <= settings["failFirst"]
                    fault = settings["fault"]
                    if faulty and fault == "reset-before-read":
                        return reset(sock)
                    request = read_request(sock)
                    if request is None:
                        return
                    method, path, headers, raw = request
                    with lock:
                        with open(log, "a") as f:
                            f.write(json.dumps({"method": method, "path": path, "target": headers.get("x-amz-target")}) + "\n")
                    try:
                        if not faulty:
                            upstream = socket.create_connection(("127.0.0.1", settings["upstreamPort"]))
                            raw = raw.replace(b"Connection: keep-alive", b"Connection: close")
                            if b"\r\nconnection:" not in raw.partition(b"\r\n\r\n")[0].lower():
                                # An HTTP/1.1 upstream keeps the connection open unless told: the answer is read to its end.
                                raw = raw.replace(b"\r\n", b"\r\nConnection: close\r\n", 1)
                            upstream.sendall(raw)
                            refresh = settings["rotate"] and (b"REFRESH_TOKEN_AUTH" in raw or b".GetTokensFromRefreshToken" in raw)
                            answer = b""
                            while True:
                                chunk = upstream.recv(65536)
                                if not chunk:
                                    break
                                if refresh:
                                    answer += chunk
                                else:
                                    sock.sendall(chunk)
                            upstream.close()
                            if refresh:
                                head, _, body = answer.partition(b"\r\n\r\n")
                                document = json.loads(body)
                                if "AuthenticationResult" in document:
                                    with lock:
                                        state["rotated"] += 1
                                        document["AuthenticationResult"]["RefreshToken"] = "rotated-%d" % state["rotated"]
                                body = json.dumps(document).encode()
                                lines = [l for l in head.split(b"\r\n") if not l.lower().startswith((b"content-length:", b"connection:"))]
                                lines += [b"Content-Length: %d" % len(body), b"Connection: close"]
                                sock.sendall(b"\r\n".join(lines) + b"\r\n\r\n" + body)
                            return sock.close()
                        if fault == "stall":
                            return hold(sock)
                        if fault == "reset-after-read":
                            return reset(sock)
                        if fault == "short-body":
                            sock.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.1\r\nContent-Length: 4000\r\n\r\n" + b'{"a":' + b" " * 35)
                            return hold(sock)
                        if fault == "drip":
                            sock.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n")
                            for _ in range(100):
                                sock.sendall(b" ")
                                time.sleep(1)
                            return sock.close()
                        if fault in ("huge-declared", "huge-streamed"):
                            total = 300 * 1000 * 1000
                            head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                            head += (b"Content-Length: %d\r\n" % total) if fault == "huge-declared" else b"Connection: close\r\n"
                            sock.sendall(head + b"\r\n")
                            block = b'{"k":"' + b"x" * 65530
                            sent = 0
                            while sent < total:
                                sock.sendall(block)
                                sent += len(block)
                            return sock.close()
                        if fault == "redirect":
                            location = b"http://127.0.0.1:%d%s" % (settings["upstreamPort"], path.encode())
                            sock.sendall(b"HTTP/1.1 307 Temporary Redirect\r\nLocation: " + location + b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                            return sock.close()
                        if fault == "status":
                            body = json.dumps({"__type": settings["errorType"], "message": "fault injected"}).encode()
                            head = b"HTTP/1.1 %d Fault\r\nContent-Type: application/x-amz-json-1.1\r\nContent-Length: %d\r\nConnection: close\r\n" % (settings["status"], len(body))
                            if settings["retryAfter"]:
                                head += b"Retry-After: " + settings["retryAfter"].encode() + b"\r\n"
                            sock.sendall(head + b"\r\n" + body)
                            return sock.close()
                        if fault == "json":
                            body = settings["body"].encode()
                            sock.sendall(b"HTTP/1.1 %d Answer\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % (settings["jsonStatus"], len(body)) + body)
                            return sock.close()
                        body = b"<html><body><h1>502 Bad Gateway</h1></body></html>" if fault == "html" else b"not json at all"
                        content = b"text/html" if fault == "html" else b"application/x-amz-json-1.1"
                        sock.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: " + content + b"\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % len(body) + body)
                        return sock.close()
                    except OSError:
                        return
            class Server(socketserver.ThreadingTCPServer):
                daemon_threads = True
                allow_reuse_address = True
            server = Server(("127.0.0.1", 0), Handler)
            print(server.server_address[1], flush=True)
            parent, started = os.getppid(), time.time()
            def watch():
                # A safety net only (the parent's death ends it first); 300 s was too short for a loaded CI run.
                while os.getppid() == parent and time.time() - started < 3600:
                    time.sleep(0.5)
                os._exit(0)
            threading.Thread(target=watch, daemon=True).start()
            server.serve_forever()
            """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: settings), as: UTF8.self)
        process.arguments = ["python3", "-c", script, log.path, encoded]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = output.fileHandleForReading.readFirstLineRetrying()
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw MotoServerError(description: "the fault server did not start: \(String(decoding: line, as: UTF8.self))")
        }
        self.port = port
        self.process = process
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The requests read so far, in order.
    public func requests() throws -> [Request] {
        guard let data = try? Data(contentsOf: log) else { return [] }
        return try data.split(separator: 0x0A).map { try JSONDecoder().decode(Request.self, from: Data($0)) }
    }

    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}
