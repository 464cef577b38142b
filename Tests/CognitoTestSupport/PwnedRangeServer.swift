// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A Pwned Passwords range API on a loopback port: a Python HTTP server the tests start, serving
/// `GET /range/XXXXX` from `SHA1:COUNT` data the test gives it, with `Add-Padding` honoured the way
/// the real service does (extra suffixes with count 0, about 800–1,000 lines in all). Every request's
/// path and headers go to a log the test reads back. Faults: the first N requests answer a status
/// (503, 429) with an optional `Retry-After`; `stallSeconds` waits before answering; `garbage`
/// answers a body that is not `SUFFIX:COUNT` lines. The server stops when the test process is gone
/// or after 300 seconds.
public final class PwnedRangeServer: @unchecked Sendable {
    public let port: Int
    public let log: URL
    private let process: Process

    /// Faults to inject.
    public struct Faults: Sendable {
        public var failFirst = 0
        public var status = 503
        public var retryAfter: String?
        public var stallSeconds = 0.0
        public var garbage = false
        public var lowercase = false

        public init(
            failFirst: Int = 0, status: Int = 503, retryAfter: String? = nil, stallSeconds: Double = 0, garbage: Bool = false,
            lowercase: Bool = false
        ) {
            self.failFirst = failFirst
            self.status = status
            self.retryAfter = retryAfter
            self.stallSeconds = stallSeconds
            self.garbage = garbage
            self.lowercase = lowercase
        }
    }

    /// One logged request.
    public struct Request: Sendable, Decodable {
        public var path: String
        public var headers: [String: String]
    }

    /// Starts a server over `hashes` (SHA-1 hex → count).
    public init(hashes: [String: Int], faults: Faults = Faults()) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-range-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = directory.appendingPathComponent("hashes.txt")
        try hashes.map { "\($0.key.uppercased()):\($0.value)" }.joined(separator: "\n").write(
            to: data, atomically: true, encoding: .utf8)
        log = directory.appendingPathComponent("requests.jsonl")
        let settings: [String: Any] = [
            "failFirst": faults.failFirst, "status": faults.status, "retryAfter": faults.retryAfter ?? "",
            "stall": faults.stallSeconds, "garbage": faults.garbage, "lowercase": faults.lowercase,
        ]
        let script = """
            import http.server, json, os, random, re, sys, threading, time
            data, log, settings = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
            ranges = {}
            for line in open(data):
                line = line.strip()
                if line:
                    digest, count = line.split(":")
                    ranges.setdefault(digest[:5], []).append((digest[5:], int(count)))
            lock = threading.Lock()
            state = {"served": 0}
            class Handler(http.server.BaseHTTPRequestHandler):
                protocol_version = "HTTP/1.1"
                def do_GET(self):
                    with lock:
                        with open(log, "a") as f:
                            f.write(json.dumps({"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}}) + "\\n")
                        state["served"] += 1
                        number = state["served"]
                    if settings["stall"]:
                        time.sleep(settings["stall"])
                    if number <= settings["failFirst"]:
                        body = b"<html><body>Service Unavailable</body></html>"
                        self.send_response(settings["status"])
                        if settings["retryAfter"]:
                            self.send_header("Retry-After", settings["retryAfter"])
                        self.send_header("Content-Length", str(len(body)))
                        self.end_headers()
                        self.wfile.write(body)
                        return
                    match = re.fullmatch(r"/range/([0-9A-Fa-f]{5})", self.path)
                    if not match:
                        self.send_response(400)
                        self.send_header("Content-Length", "0")
                        self.end_headers()
                        return
                    prefix = match.group(1).upper()
                    lines = ["%s:%d" % entry for entry in ranges.get(prefix, [])]
                    if self.headers.get("Add-Padding", "").lower() == "true":
                        generator = random.Random(prefix)
                        for _ in range(800 + generator.randrange(200) - len(lines)):
                            lines.append("%035X:0" % generator.getrandbits(140))
                    random.Random(prefix).shuffle(lines)
                    if settings["lowercase"]:
                        lines = [line.lower() for line in lines]
                    body = ("<html>not a range</html>" if settings["garbage"] else "\\r\\n".join(lines)).encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "text/plain")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                def log_message(self, *args):
                    pass
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
            server.daemon_threads = True
            print(server.server_address[1], flush=True)
            parent, started = os.getppid(), time.time()
            def watch():
                # A safety net only (the parent's death ends it first): a loaded CI run can keep one
                # test waiting for minutes, and a server gone at 300 s failed it ("connection refused").
                while os.getppid() == parent and time.time() - started < 3600:
                    time.sleep(0.5)
                os._exit(0)
            threading.Thread(target=watch, daemon=True).start()
            server.serve_forever()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: settings), as: UTF8.self)
        process.arguments = ["python3", "-c", script, data.path, log.path, encoded]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = output.fileHandleForReading.readFirstLineRetrying()
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw MotoServerError(description: "the range server did not start: \(String(decoding: line, as: UTF8.self))")
        }
        self.port = port
        self.process = process
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The requests served so far, in order.
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

    /// Stops the server and removes its folder (hashes and request log).
    deinit {
        stop()
        try? FileManager.default.removeItem(at: log.deletingLastPathComponent())
    }
}
