// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// A real HTTP server on a loopback port: Python's `http.server` serving a folder, started for one
/// test and stopped with it. Its request log (stderr) tells how often a file was fetched.
final class LoopbackHTTPServer {
    let port: Int
    let directory: URL
    private let process: Process
    private let log: Pipe
    private let lines = LockedLines()

    init(serving directory: URL) throws {
        self.directory = directory
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path]
        let output = Pipe()
        log = Pipe()
        process.standardOutput = output
        process.standardError = log
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
        let banner = output.fileHandleForReading.readFirstLineRetrying()
        let text = String(decoding: banner, as: UTF8.self)
        guard let range = text.range(of: "port "), let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            kill(process.processIdentifier, SIGKILL)
            throw ServerError(banner: text)
        }
        self.port = port
        let lines = self.lines
        let handle = log.fileHandleForReading
        Thread {
            var pending = Data()
            while true {
                let chunk = handle.readSomeRetrying()
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    lines.append(String(decoding: pending[..<newline], as: UTF8.self))
                    pending = Data(pending[(newline + 1)...])
                }
            }
        }.start()
    }

    /// `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    /// How many GET requests for `path` the server has logged.
    func requests(for path: String) -> Int {
        // The log line is written after the response; give it a moment to arrive.
        Thread.sleep(forTimeInterval: 0.2)
        return lines.all.filter { $0.contains("\"GET /\(path) HTTP") }.count
    }

    func stop() {
        if process.isRunning {
            // SIGKILL: the test runner's children may inherit an ignored SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { stop() }

    struct ServerError: Error, CustomStringConvertible {
        var banner: String
        var description: String { "python3 -m http.server did not start: \(banner)" }
    }
}

private final class LockedLines: @unchecked Sendable {
    // Guarded by `lock`: the log thread appends, the test reads.
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
