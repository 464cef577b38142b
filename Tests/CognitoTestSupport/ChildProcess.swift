// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to its end with bytes on its standard input and both outputs collected: what the
/// end-to-end suites do thousands of times, many at once.
///
/// It spawns with `posix_spawn` and pipes made close-on-exec (`pipe2(O_CLOEXEC)`) instead of
/// Foundation's `Process`. A run through `Process` once lost its standard output in CI (the child
/// exited 1 after writing; the reader saw nothing); the cause was not proven, and `Process` on Linux
/// is the likeliest place: it makes a socket pair and a `CFSocket` per child, has a manager thread
/// close them, and lists the descriptors a child must close from a snapshot that other threads' new
/// descriptors can miss. Here every descriptor is this run's own, opened close-on-exec, closed once,
/// and a read that fails for any reason but `EINTR` is an error with its `errno`, never taken for
/// the end of the output. As `Process` does, the child gets nothing but its standard input, output
/// and error: every other descriptor is closed before its exec.
public enum ChildProcess {
    /// How a run ended.
    public struct Outcome: Sendable {
        /// The exit status, or the signal's number when ``signaled``.
        public var status: Int32
        /// Whether a signal ended the child.
        public var signaled: Bool
        /// Whether the run reached its limit and was killed (SIGKILL).
        public var killed: Bool
        public var stdout: Data
        public var stderr: Data
    }

    /// A step of the run that failed, with its `errno`.
    public struct Failure: Error, CustomStringConvertible {
        public var step: String
        public var code: Int32
        public var description: String { "\(step): \(String(cString: strerror(code))) (errno \(code))" }
    }

    /// Runs `executable` with `arguments`, `environment` (the whole environment) in `directory`,
    /// `stdin` written to its standard input (then closed), and waits for it to end and for both
    /// outputs to reach their end.
    /// - Parameter limit: seconds after which the child and its process group are killed (SIGKILL);
    ///   ``Outcome/killed`` says so.
    public static func run(
        _ executable: String, arguments: [String], environment: [String: String], directory: String,
        stdin: [UInt8], limit: TimeInterval
    ) throws -> Outcome {
        let input = try makePipe()
        let output = try makePipe()
        let errors = try makePipe()
        // The parent's ends; the child's are closed once spawned.
        var open: Set<Int32> = [input.writer, output.reader, errors.reader]
        defer { for descriptor in open { _ = close(descriptor) } }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // dup2 onto 0, 1 and 2 clears close-on-exec there; every other descriptor of this run is
        // close-on-exec and so never reaches the child.
        posix_spawn_file_actions_adddup2(&actions, input.reader, 0)
        posix_spawn_file_actions_adddup2(&actions, output.writer, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.writer, 2)
        // Then everything else the child would inherit closes before its exec: descriptors other
        // threads opened without close-on-exec (Foundation's pipes, a file being written) would
        // otherwise stay open for the child's whole life — a program written meanwhile could not
        // be run ("Text file busy"), a pipe would not see its end.
        if let closeFrom = GNU.addCloseFrom {
            let code = closeFrom(&actions, 3)
            guard code == 0 else { throw Failure(step: "posix_spawn_file_actions_addclosefrom_np", code: code) }
        } else {
            for descriptor in openDescriptors() where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        let code = GNU.addChdir(&actions, directory)
        guard code == 0 else { throw Failure(step: "posix_spawn_file_actions_addchdir_np", code: code) }
        // Its own process group, as Foundation's Process puts it.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        var spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        // "Text file busy": a program written a moment ago (the C example) while another thread's
        // child still held it open for writing between its fork and exec. It passes in milliseconds.
        var retries = 0
        while spawned == ETXTBSY && retries < 40 {
            retries += 1
            usleep(50_000)
            spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        }
        for descriptor in [input.reader, output.writer, errors.writer] { _ = close(descriptor) }
        guard spawned == 0 else { throw Failure(step: "posix_spawn \(executable)", code: spawned) }

        // Written and closed on a thread of its own (SIGPIPE blocked there), the handle closing the
        // descriptor once.
        open.remove(input.writer)
        FileHandle(fileDescriptor: input.writer, closeOnDealloc: true).writeAllThenCloseInBackground(stdin)

        var collected = [Data(), Data()]
        var readers = [output.reader, errors.reader]
        let deadline = Date().addingTimeInterval(limit)
        var killed = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var failure: Failure?
        while readers.contains(where: { $0 >= 0 }) {
            var entries = readers.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let waitMilliseconds = killed ? 1_000 : Int32(max(0, min(1_000, deadline.timeIntervalSinceNow * 1_000)))
            let ready = poll(&entries, nfds_t(entries.count), waitMilliseconds)
            if ready < 0 && errno != EINTR {
                failure = Failure(step: "poll", code: errno)
                break
            }
            if ready <= 0 {
                if !killed && Date() >= deadline {
                    // The child's whole group: a helper it started could hold the outputs open. The
                    // child is not reaped yet, so its group's id cannot belong to anyone else.
                    kill(-pid, SIGKILL)
                    killed = true
                }
                continue
            }
            for index in readers.indices where readers[index] >= 0 && entries[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(readers[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 {
                    open.remove(readers[index])
                    _ = close(readers[index])
                    readers[index] = -1
                } else if errno != EINTR && errno != EAGAIN {
                    failure = Failure(step: index == 0 ? "reading standard output" : "reading standard error", code: errno)
                    break
                }
            }
            if failure != nil { break }
        }
        if failure != nil && !killed { kill(-pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(step: "waitpid", code: errno) }
        }
        if let failure { throw failure }
        let signal = status & 0x7F
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xFF : signal, signaled: signal != 0, killed: killed,
            stdout: collected[0], stderr: collected[1])
    }

    private static func makePipe() throws -> (reader: Int32, writer: Int32) {
        var ends: [Int32] = [-1, -1]
        guard GNU.pipe2(&ends, O_CLOEXEC) == 0 else { throw Failure(step: "pipe2", code: errno) }
        return (ends[0], ends[1])
    }

    /// The descriptors open in this process now (/proc/self/fd), for a C library without
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc before 2.34): one opened after this list
    /// is made can still reach the child, a window of microseconds instead of its whole life.
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }.filter { fcntl($0, F_GETFD) >= 0 }
    }

    /// glibc's `pipe2`, `posix_spawn_file_actions_addchdir_np` (2.29) and
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module leaves out
    /// (they are GNU extensions), looked up once.
    private enum GNU {
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        static let pipe2: Pipe2 = required("pipe2")
        static let addChdir: AddChdir = required("posix_spawn_file_actions_addchdir_np")
        static let addCloseFrom: AddCloseFrom? = function("posix_spawn_file_actions_addclosefrom_np")

        private static func function<T>(_ name: String) -> T? {
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: T.self) }
        }

        private static func required<T>(_ name: String) -> T {
            guard let found: T = function(name) else { fatalError("\(name) is not in this C library (glibc 2.29 has it)") }
            return found
        }
    }
}
