// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FileHandle {
    /// Everything up to the end of the file or pipe. Foundation's `readDataToEndOfFile()` and
    /// `availableData` trap on Linux when a signal interrupts the read (`EINTR`), which a child
    /// process's exit can cause while the tests run many of them; these retry instead.
    public func readAllRetrying() -> Data {
        var data = Data()
        while true {
            let chunk = readSomeRetrying()
            if chunk.isEmpty { return data }
            data.append(chunk)
        }
    }

    /// Everything read until the first newline (the banner or port a server child prints first), or
    /// until the end when no newline comes; it may hold bytes after the newline.
    public func readFirstLineRetrying() -> Data {
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = readSomeRetrying()
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        return line
    }

    /// The bytes available now (waiting for at least one), or none at the end of the file. A read
    /// that fails (other than `EINTR`) is recorded as an issue with its `errno`, not passed off
    /// silently as the end of the output.
    public func readSomeRetrying() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            let code = errno
            if code != EINTR {
                Issue.record("read(\(fileDescriptor)) failed: \(String(cString: strerror(code))) (errno \(code))")
                return Data()
            }
        }
    }

    /// Writes `bytes` to this pipe and closes it, on a thread of its own (the caller reads the
    /// child's output meanwhile). A child that exits without reading all its input — a usage error,
    /// say — must not kill the test process: SIGPIPE is blocked on that thread only (a pending one
    /// is dropped when the thread ends, and children spawned elsewhere keep the default), and
    /// `EPIPE` ends the write quietly. Foundation's `write(_:)` would raise SIGPIPE, or trap.
    public func writeAllThenCloseInBackground(_ bytes: [UInt8]) {
        let descriptor = fileDescriptor
        let writer = Thread {
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeBytes {
                    Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
                }
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break  // EPIPE: the child is gone or closed its input; what it read is what counts.
                }
            }
            try? self.close()
        }
        writer.start()
    }
}
