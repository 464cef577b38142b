// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Why a breached-password index could not be built or read, or the range API could not answer.
///
/// ``code`` is stable; ``message(in:)`` names the file, line and column, the header field, the
/// damaged byte range or the range prefix. It never contains a password or a full hash: an online
/// failure names only the five-digit prefix that was sent anyway.
public struct BreachedPasswordError: CredKitError, Hashable {
    /// A stable error code.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// A file or directory could not be opened, read or mapped.
        case unreadable = "unreadable"
        /// The file is not an index (another file given by mistake).
        case notAnIndex = "not-an-index"
        /// An index written by a newer credkit.
        case unsupportedVersion = "unsupported-version"
        /// The file is shorter or longer than its header says.
        case truncated = "truncated"
        /// A checksum does not match or the header is inconsistent.
        case corrupt = "corrupt"
        /// A source line or a range file's name is not in the Pwned Passwords format.
        case invalidSource = "invalid-source"
        /// The index could not be written.
        case unwritable = "unwritable"
        /// A policy asks for a minimum count the index was not built with.
        case minimumCountMismatch = "minimum-count-mismatch"
        /// The range API's base URL is not usable.
        case invalidURL = "invalid-url"
        /// No answer from the range API (connection, timeout).
        case serviceUnreachable = "service-unreachable"
        /// The range API answered with an HTTP error after the retries.
        case serviceError = "service-error"
        /// The range API's answer is not a list of `SUFFIX:COUNT` lines.
        case invalidResponse = "invalid-response"

        package var textKey: BreachedTextKey {
            switch self {
            case .unreadable: .breachedUnreadable
            case .notAnIndex: .breachedNotAnIndex
            case .unsupportedVersion: .breachedUnsupportedVersion
            case .truncated: .breachedTruncated
            case .corrupt: .breachedCorrupt
            case .invalidSource: .breachedInvalidSource
            case .unwritable: .breachedUnwritable
            case .minimumCountMismatch: .breachedMinimumCountMismatch
            case .invalidURL: .breachedInvalidURL
            case .serviceUnreachable: .breachedServiceUnreachable
            case .serviceError: .breachedServiceError
            case .invalidResponse: .breachedInvalidResponse
            }
        }
    }

    /// The stable code.
    public let code: Code
    package let reason: BreachedTextKey
    package let arguments: [String: String]
    /// A nested text filled into the reason's `{problem}`.
    package let problem: LocalizedText?

    package init(_ code: Code, _ reason: BreachedTextKey, _ arguments: [String: String] = [:], problem: LocalizedText? = nil) {
        self.code = code
        self.reason = reason
        self.arguments = arguments
        self.problem = problem
    }

    /// What the code means, then exactly what was found.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        var arguments = arguments
        if let problem { arguments["problem"] = problem.string(in: language) }
        return Texts.string(code.textKey, in: language) + ": " + Texts.string(reason, in: language, arguments)
    }

    /// Whether the failure is the network's or the service's (the fail-open option applies to these),
    /// rather than a damaged local file.
    public var isServiceFailure: Bool {
        code == .serviceUnreachable || code == .serviceError || code == .invalidResponse
    }

    package static func system(_ code: Code, file: String, errno value: Int32) -> BreachedPasswordError {
        BreachedPasswordError(code, .breachedReasonSystem, ["file": file], problem: SystemError(value).localized)
    }
}
