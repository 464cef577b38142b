// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The runner every end-to-end test goes through (`CLI.run`): outputs, input, status, what the child
/// inherits, and the kill at the limit.
@Suite("ChildProcess, the end-to-end runner")
struct ChildProcessTests {
    static func run(_ script: String, stdin: [UInt8] = [], limit: TimeInterval = 120) throws -> ChildProcess.Outcome {
        try ChildProcess.run(
            "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"], directory: "/", stdin: stdin,
            limit: limit)
    }

    @Test("Both outputs apart, the exit status, the working directory")
    func outputs() throws {
        let outcome = try Self.run("printf out; printf err >&2; pwd; exit 3")
        #expect(outcome.status == 3 && !outcome.signaled && !outcome.killed)
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "out/\n")
        #expect(String(decoding: outcome.stderr, as: UTF8.self) == "err")
    }

    @Test("Standard input larger than a pipe's buffer arrives whole, and a child that reads none of it still ends")
    func input() throws {
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let echoed = try Self.run("cat", stdin: bytes)
        #expect(echoed.status == 0 && echoed.stdout == Data(bytes))
        let ignored = try Self.run("exit 0", stdin: bytes)
        #expect(ignored.status == 0 && ignored.stdout.isEmpty)
    }

    @Test("A descriptor this process opened without close-on-exec does not reach the child")
    func nothingInherited() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor > 2)
        defer { close(descriptor) }
        let outcome = try Self.run("if [ -e /proc/self/fd/\(descriptor) ]; then echo inherited; else echo closed; fi")
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "closed\n")
    }

    @Test("At the limit the child and its process group are killed: a background helper holding the outputs too")
    func killedAtLimit() throws {
        let start = Date()
        let outcome = try Self.run("sleep 600 & sleep 600", limit: 1)
        #expect(outcome.killed && outcome.signaled && outcome.status == SIGKILL)
        // Without the group kill the helper would hold standard output open for 600 s.
        #expect(Date().timeIntervalSince(start) < 300)
    }
}
