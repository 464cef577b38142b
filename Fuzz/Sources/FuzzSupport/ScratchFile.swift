// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
    import Glibc
#endif

/// A file the target reads back, rewritten for each input with plain `open`/`write`: Foundation's
/// `Data.write` and `FileManager.createFile` fsync, which made the file targets wait on the disk.
public struct ScratchFile: Sendable {
    /// The file's path.
    public let path: String

    /// A file in the temporary directory, private to this user, named for the target and process.
    public init(_ name: String) {
        path = "/tmp/credkit-fuzz-\(getpid())-\(name)"
    }

    /// Replaces the file's contents with `bytes` (mode 0600); stops the run when it cannot (a broken
    /// set-up, not a finding).
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fatalError("cannot open \(path)") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { fatalError("cannot write \(path)") }
            offset += written
        }
    }
}
