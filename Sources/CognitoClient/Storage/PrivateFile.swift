import Foundation
import _CredKitCore

/// Writing files that only the user may read: directories 0700, files 0600, replaced atomically.
public enum PrivateFile {
    /// Writes `bytes` to `file` through a temporary file in the same directory and `rename(2)`, so
    /// readers see the old or the new content, never a mix; creates missing directories as 0700.
    /// - Throws: `CocoaError`/`POSIXError` when a step fails.
    public static func write(_ bytes: [UInt8], to file: URL) throws {
        let directory = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
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
    }
}
