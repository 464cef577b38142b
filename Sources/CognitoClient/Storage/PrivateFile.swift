// SPDX-License-Identifier: Apache-2.0
import Foundation
import _CredKitCore

/// Writing files that only the user may read: directories 0700, files 0600, replaced atomically.
public enum PrivateFile {
    /// Writes `bytes` to `file` through a temporary file in the same directory, `fsync(2)`,
    /// `rename(2)` and an `fsync` of the directory, so that readers — and the file system after a
    /// crash or a power cut — see the old or the new content, never a mix; creates missing
    /// directories as 0700. A temporary file a killed writer left behind is removed.
    /// - Throws: `CocoaError`/`POSIXError` when a step fails.
    public static func write(_ bytes: [UInt8], to file: URL) throws {
        let directory = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        removeAbandonedTemporaries(of: file)
        let temporary = directory.appendingPathComponent(
            ".\(file.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failed: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = LibC.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                offset += written
            }
        }
        if failed == 0 && fsync(descriptor) != 0 { failed = errno }
        close(descriptor)
        if failed == 0 && rename(temporary.path, file.path) != 0 { failed = errno }
        if failed != 0 {
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EIO)
        }
        // The rename is durable once the directory is.
        let directoryDescriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Removes `.NAME.PID.RANDOM.tmp` files beside `file` whose writing process no longer exists
    /// (killed between creating and renaming them).
    static func removeAbandonedTemporaries(of file: URL) {
        let directory = file.deletingLastPathComponent()
        let prefix = ".\(file.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(prefix.count).split(separator: ".")
            guard parts.count == 3, let pid = Int32(parts[0]), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory.appendingPathComponent(name).path) }
        }
    }
}
