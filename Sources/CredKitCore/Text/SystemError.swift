// SPDX-License-Identifier: Apache-2.0

/// An operating-system error number (`errno`) whose text follows the reader's language: the
/// errors a user meets (a missing file, a permission, a full disk, a refused connection) in
/// English and Spanish; any other number in the system's own words (`strerror`).
package struct SystemError: Error, Sendable, Hashable {
    /// The `errno` value.
    package let code: Int32

    package init(_ code: Int32) {
        self.code = code
    }

    /// The text in `language`.
    package func message(in language: Language) -> String {
        guard let key = Self.keys[code] else { return String(cString: strerror(code)) }
        return Texts.string(key, in: language)
    }

    /// The text, rendered later in the reader's language.
    package var localized: LocalizedText {
        guard let key = Self.keys[code] else { return LocalizedText(verbatim: String(cString: strerror(code))) }
        return LocalizedText(key: key)
    }

    private static let keys: [Int32: CoreTextKey] = [
        ENOENT: .systemNoEntry,
        EACCES: .systemAccessDenied,
        EPERM: .systemNotPermitted,
        EISDIR: .systemIsDirectory,
        ENOTDIR: .systemNotDirectory,
        ENOSPC: .systemNoSpace,
        EDQUOT: .systemQuota,
        EROFS: .systemReadOnly,
        EEXIST: .systemExists,
        ELOOP: .systemLoop,
        ENAMETOOLONG: .systemNameTooLong,
        EMFILE: .systemTooManyOpen,
        ENFILE: .systemTooManyOpenSystem,
        EIO: .systemInputOutput,
        EFBIG: .systemFileTooBig,
        ENXIO: .systemNoDevice,
        EBUSY: .systemBusy,
        EINVAL: .systemInvalidArgument,
        EXDEV: .systemCrossDevice,
        EAGAIN: .systemTryAgain,
        ENOMEM: .systemNoMemory,
        EPIPE: .systemBrokenPipe,
        ECONNREFUSED: .systemConnectionRefused,
        ECONNRESET: .systemConnectionReset,
        ETIMEDOUT: .systemTimedOut,
        EADDRINUSE: .systemAddressInUse,
        ENETUNREACH: .systemNetworkUnreachable,
        EHOSTUNREACH: .systemHostUnreachable,
    ]
}
