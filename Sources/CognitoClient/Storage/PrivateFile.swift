// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

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
        // credkit's own folder (…/credkit/…), found looser than 0700 and ours: tightened.
        var folder = stat()
        if directory.path.contains("/credkit"), lstat(directory.path, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR,
            folder.st_uid == geteuid(), folder.st_mode & 0o077 != 0
        {
            chmod(directory.path, 0o700)
        }
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

extension PrivateFile {
    /// What reading a private file found.
    public enum ReadOutcome: Sendable, Equatable {
        /// No such file.
        case missing
        /// The file's bytes.
        case contents([UInt8])
        /// Not a regular file (a link, a folder, a device), or unreadable, or larger than allowed.
        case unreadable
        /// Another user owns it.
        case notOwned
        /// Others may read or write it (beyond what was allowed), or its folder lets others replace it.
        case loosePermissions
    }

    /// Reads `path` the way a file holding secrets must be read: its folder must not let others
    /// replace the file (not writable by group or others, unless sticky), the file is opened without
    /// following a symbolic link, and the checks are made on the open descriptor (`fstat`), so
    /// nothing can swap the file between the check and the read.
    /// - Parameters:
    ///   - path: the file.
    ///   - forbiddenMode: permission bits the file must not have (`0o077`: private; `0o022`: not
    ///     writable by others).
    ///   - maximumBytes: the most bytes read; a larger file is ``ReadOutcome/unreadable``.
    /// - Returns: what was found.
    public static func readTrusted(_ path: String, forbiddenMode: mode_t, maximumBytes: Int) -> ReadOutcome {
        let parent = (path as NSString).deletingLastPathComponent
        var folder = stat()
        if stat(parent.isEmpty ? "." : parent, &folder) == 0 {
            let othersMayWrite = folder.st_mode & 0o022 != 0 && folder.st_mode & S_ISVTX == 0
            if othersMayWrite || (folder.st_uid != geteuid() && folder.st_uid != 0) { return .loosePermissions }
        }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .unreadable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumBytes else {
            return .unreadable
        }
        guard info.st_uid == geteuid() else { return .notOwned }
        guard info.st_mode & forbiddenMode == 0 else { return .loosePermissions }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .unreadable }
            offset += count
        }
        return .contents(bytes)
    }
}
