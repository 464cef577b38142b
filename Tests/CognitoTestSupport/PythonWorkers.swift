// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Long-lived Python interpreters (python_worker.py) that run the tests' short administrator scripts
/// one at a time each, with boto3 already imported: a new `python3 -c` for each of the ~250 scripts
/// of a test run cost about 0.3 s of CPU apiece, mostly importing boto3.
///
/// Each script runs as `python3 -c` would run it (fresh `__main__`, `sys.argv`, output captured, the
/// exit status kept), but modules stay loaded between scripts: a script that patches a module for
/// itself (pycognito's HTTP, say) or runs another program as a script runs in its own interpreter
/// (``MotoServer/pythonProcess(_:_:)``).
final class PythonWorkers: @unchecked Sendable {
    static let shared = PythonWorkers(count: 3)

    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("python_worker.py").path

    private let count: Int
    // Guarded by `condition`: idle workers, and how many have been started.
    private let condition = NSCondition()
    private var idle: [Worker] = []
    private var started = 0

    init(count: Int) { self.count = count }

    /// Runs `script` with `arguments` on an idle worker (starting one while fewer than `count` run).
    func run(_ script: String, _ arguments: [String]) throws -> (status: Int, stdout: Data, stderr: String) {
        let worker = try checkOut()
        do {
            let result = try worker.run(script, arguments)
            checkIn(worker)
            return result
        } catch {
            // A worker that failed mid-exchange is not reused; a new one takes its place when needed.
            worker.stop()
            forgetOne()
            throw error
        }
    }

    private func checkOut() throws -> Worker {
        condition.lock()
        while idle.isEmpty && started == count { condition.wait() }
        if let worker = idle.popLast() {
            condition.unlock()
            return worker
        }
        started += 1
        condition.unlock()
        do {
            return try Worker(script: Self.script)
        } catch {
            forgetOne()
            throw error
        }
    }

    /// A worker that did not start, or was stopped: its place is free for a new one.
    private func forgetOne() {
        condition.lock()
        started -= 1
        condition.signal()
        condition.unlock()
    }

    private func checkIn(_ worker: Worker) {
        condition.lock()
        idle.append(worker)
        condition.signal()
        condition.unlock()
    }

    /// One interpreter: a request line in, an answer line out. It ends when this test process does
    /// (its standard input closes).
    private final class Worker {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var pending = Data()

        init(script: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-u", script]
            process.standardInput = input
            process.standardOutput = output
            // Tracebacks of the worker itself (not of the scripts: those come back in the answer).
            process.standardError = FileHandle.standardError
            try process.run()
        }

        func run(_ script: String, _ arguments: [String]) throws -> (status: Int, stdout: Data, stderr: String) {
            var request = try JSONSerialization.data(withJSONObject: ["script": script, "argv": arguments])
            request.append(0x0A)
            try input.fileHandleForWriting.write(contentsOf: request)
            while !pending.contains(0x0A) {
                let chunk = output.fileHandleForReading.readSomeRetrying()
                if chunk.isEmpty {
                    throw MotoServerError(description: "the Python worker ended (python_worker.py; its error is above)")
                }
                pending.append(chunk)
            }
            let newline = pending.firstIndex(of: 0x0A)!
            let line = pending[pending.startIndex..<newline]
            pending = Data(pending[(newline + 1)...])
            guard let answer = try JSONSerialization.jsonObject(with: line) as? [String: Any],
                let status = answer["status"] as? Int, let stdout = answer["stdout"] as? String,
                let stderr = answer["stderr"] as? String
            else { throw MotoServerError(description: "the Python worker answered something else") }
            return (status, Data(stdout.utf8), stderr)
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            if process.isRunning { process.terminate() }
        }
    }
}
