// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// Runs the built `credkit` binary as a user would: real arguments, real standard input.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

enum CLI {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary the tests run: `CREDKIT_BIN` when set (`make test` points it at the optimised
    /// release binary for the configuration with every trait, so that the end-to-end suites do not
    /// spend minutes in debug-build SRP and parsing), else ``builtBinary``.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["CREDKIT_BIN"] {
            return URL(fileURLWithPath: path)
        }
        return builtBinary
    }()

    /// The `credkit` binary that `swift build` put next to this test bundle: the one built with this
    /// configuration's traits, whatever `CREDKIT_BIN` says.
    static let builtBinary: URL = {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("credkit"))
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/credkit"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// Whether the binary under test has the system engines (PCRE2, libcurl): `make test` sets
    /// `CREDKIT_EXPECTED_ENGINES` to `portable` for the binary of the portable configuration.
    static let hasSystemEngines = ProcessInfo.processInfo.environment["CREDKIT_EXPECTED_ENGINES"] != "portable"

    /// Runs `credkit ARGUMENTS` with `stdin` as standard input.
    /// - Parameters:
    ///   - arguments: the command line after `credkit`.
    ///   - stdin: bytes for standard input (a pipe, so never a terminal).
    ///   - environment: extra variables; LANG=C and no LC_* are the baseline.
    ///   - directory: the working directory (the package root by default).
    ///   - executable: another program to run the same way (the C example), instead of `credkit`.
    ///   - limit: seconds after which the run is killed (SIGKILL) and an issue recorded: no run of
    ///     the suites takes a tenth of the default, so a run that reaches it hangs.
    static func run(
        _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:], directory: URL? = nil,
        executable: URL? = nil, limit: TimeInterval = 900
    ) throws -> CLIResult {
        // A developer's own CREDKIT_… settings (pool, client, endpoint…) must not reach the binary.
        var env = ProcessInfo.processInfo.environment.filter {
            !$0.key.hasPrefix("LC_") && $0.key != "NO_COLOR" && !$0.key.hasPrefix("CREDKIT_")
        }
        env["LANG"] = "C"
        env.merge(environment) { $1 }
        // posix_spawn with pipes of this run only (ChildProcess), not Foundation's Process.
        let outcome = try ChildProcess.run(
            (executable ?? binary).path, arguments: arguments, environment: env, directory: (directory ?? packageRoot).path,
            stdin: stdin, limit: limit)
        // A run that hangs is killed and named, instead of holding the suite until CI's own limit.
        if outcome.killed {
            Issue.record("credkit \(arguments.joined(separator: " ")) did not end within \(Int(limit)) s: killed")
        }
        return CLIResult(
            status: outcome.status,
            stdout: String(decoding: outcome.stdout, as: UTF8.self),
            stderr: String(decoding: outcome.stderr, as: UTF8.self),
            stdoutBytes: outcome.stdout)
    }

    /// Runs with standard input given as text.
    static func run(_ arguments: [String], input: String, environment: [String: String] = [:]) throws -> CLIResult {
        try run(arguments, stdin: Array(input.utf8), environment: environment)
    }
}

extension CLI {
    /// Runs `credkit` with a pseudo-terminal as standard input (Python's `pty` module plays the user):
    /// waits for each prompt on standard error, then types the next answer.
    static func runOnTerminal(_ arguments: [String], answers: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let driver = #"""
            import json, os, pty, subprocess, sys, time
            binary, arguments, answers = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
            environment = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
            environment.update(LANG="C", **json.loads(sys.argv[4]))
            master, slave = pty.openpty()
            process = subprocess.Popen([binary] + arguments, stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
            os.close(slave)
            os.set_blocking(process.stderr.fileno(), False)
            seen = b""
            answered = 0
            for answer in answers:
                # A prompt is text on standard error ending in ": " after the last answer. The limits
                # only catch a hang: a debug binary beside the ten-million-line suite can take long.
                deadline = time.time() + 60
                while time.time() < deadline and process.poll() is None:
                    seen += process.stderr.read() or b""
                    if seen[answered:].endswith(b": "):
                        break
                    time.sleep(0.02)
                answered = len(seen)
                time.sleep(0.05)  # the prompt is written before echo is turned off
                os.write(master, answer.encode() + b"\n")
            os.set_blocking(process.stderr.fileno(), True)
            out, err = process.communicate(timeout=60)
            seen += err or b""
            print(json.dumps({"status": process.returncode, "stdout": out.decode(), "stderr": seen.decode()}))
            """#
        let encode = { (value: Any) in String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self) }
        let driven = try ChildProcess.run(
            "/usr/bin/env",
            arguments: [
                "python3", "-c", driver, CLI.binary.path, try encode(arguments), try encode(answers), try encode(environment),
            ], environment: ProcessInfo.processInfo.environment, directory: FileManager.default.currentDirectoryPath,
            stdin: [], limit: 900)
        #expect(!driven.killed && driven.status == 0, "the terminal driver: \(String(decoding: driven.stderr, as: UTF8.self))")
        let result = try #require(try JSONSerialization.jsonObject(with: driven.stdout) as? [String: Any])
        return (Int32(result["status"] as? Int ?? -1), result["stdout"] as? String ?? "", result["stderr"] as? String ?? "")
    }
}

extension CLI {
    /// Runs `credkit` with a pseudo-terminal as standard error (Python's `pty` module), standard input
    /// from nothing and standard output thrown away: what a terminal shows while a long run goes on.
    /// - Returns: the exit status and every byte written to the terminal.
    static func runWithTerminalStderr(_ arguments: [String]) throws -> (status: Int32, terminal: String) {
        let script = """
            import os, pty, select, subprocess, sys, time
            master, slave = pty.openpty()
            process = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=slave)
            os.close(slave)
            terminal = b""
            deadline = time.time() + 900  # a hang is killed (the status is then -9), not waited for
            while True:
                if not select.select([master], [], [], max(0, deadline - time.time()))[0]:
                    process.kill()
                    break
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                terminal += chunk
            process.wait()
            sys.stdout.write(str(process.returncode) + "\\n" + terminal.decode())
            """
        let driven = try ChildProcess.run(
            "/usr/bin/env", arguments: ["python3", "-c", script, CLI.binary.path] + arguments,
            environment: ProcessInfo.processInfo.environment, directory: FileManager.default.currentDirectoryPath, stdin: [],
            limit: 960)
        #expect(!driven.killed && driven.status == 0, "the terminal driver: \(String(decoding: driven.stderr, as: UTF8.self))")
        let text = String(decoding: driven.stdout, as: UTF8.self)
        let newline = try #require(text.firstIndex(of: "\n"))
        return (Int32(text[..<newline]) ?? -1, String(text[text.index(after: newline)...]))
    }
}

extension CLIResult {
    /// The stdout lines parsed as JSON objects.
    func jsonLines() throws -> [[String: Any]] {
        try stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}

/// A fresh folder under the system's temporary directory, removed when the value goes away and
/// again when the test process exits.
///
/// Swift may end a value's life right after its last use, not at the end of its scope: a test that
/// hands the folder's path to a child (as `HOME`, say) and does not touch the value again can see it
/// removed while the child still runs, and the child's caches then recreate it. The sweep at exit
/// takes those away too (every child has ended by then).
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        Self.lock.withLock {
            if Self.made.isEmpty { atexit { TemporaryDirectory.sweep() } }
            Self.made.append(url.path)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Every folder made in this process, under `lock`.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String] = []

    /// Removes every folder made in this process that is still there.
    private static func sweep() {
        for path in lock.withLock({ made }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
