// SPDX-License-Identifier: Apache-2.0
/// Reads small files with POSIX calls, so errors carry the system's reason (``SystemError``), in
/// the reader's language.
package enum FileBytes {
    package enum Failure: Error, Equatable {
        case system(errno: Int32)
        case tooLarge

        /// Why, rendered in the reader's language.
        package var reason: LocalizedText {
            switch self {
            case .system(let code): SystemError(code).localized
            case .tooLarge: LocalizedText(key: .systemFileTooLarge)
            }
        }
    }

    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The whole file, refusing anything larger than `limit` bytes.
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(errno: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .system(errno: EISDIR) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge }
        }
        return bytes
    }
}
