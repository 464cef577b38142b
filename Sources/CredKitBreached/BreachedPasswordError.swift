// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a breached-password index could not be built or read, or the range API could not answer (or
/// was not asked).
///
/// ``code`` is stable; ``message(in:)`` names the file, line and column, the header field, the
/// damaged byte range or the range prefix. It never contains a password or a full hash: an online
/// failure names only the five-digit prefix that was sent anyway.
public struct BreachedPasswordError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: BreachedTextKey

        // text-keys: codes of BreachedPasswordError.Code
        /// A file or directory could not be opened, read or mapped.
        public static let unreadable = Self(rawValue: "unreadable", textKey: .breachedUnreadable)
        /// The file is not an index (another file given by mistake).
        public static let notAnIndex = Self(rawValue: "not-an-index", textKey: .breachedNotAnIndex)
        /// An index written by a newer credkit.
        public static let unsupportedVersion = Self(rawValue: "unsupported-version", textKey: .breachedUnsupportedVersion)
        /// The file is shorter or longer than its header says.
        public static let truncated = Self(rawValue: "truncated", textKey: .breachedTruncated)
        /// A checksum does not match or the header is inconsistent.
        public static let corrupt = Self(rawValue: "corrupt", textKey: .breachedCorrupt)
        /// A source line or a range file's name is not in the Pwned Passwords format.
        public static let invalidSource = Self(rawValue: "invalid-source", textKey: .breachedInvalidSource)
        /// The index could not be written.
        public static let unwritable = Self(rawValue: "unwritable", textKey: .breachedUnwritable)
        /// A policy asks for a minimum count the index was not built with.
        public static let minimumCountMismatch = Self(rawValue: "minimum-count-mismatch", textKey: .breachedMinimumCountMismatch)
        /// The range API's base URL is not usable.
        public static let invalidURL = Self(rawValue: "invalid-url", textKey: .breachedInvalidURL)
        /// No answer from the range API (connection, timeout).
        public static let serviceUnreachable = Self(rawValue: "service-unreachable", textKey: .breachedServiceUnreachable)
        /// The range API answered with an HTTP error after the retries.
        public static let serviceError = Self(rawValue: "service-error", textKey: .breachedServiceError)
        /// The range API's answer is not a list of `SUFFIX:COUNT` lines.
        public static let invalidResponse = Self(rawValue: "invalid-response", textKey: .breachedInvalidResponse)
        /// A synchronous lookup of the range API for a password whose range was not fetched first: it
        /// never waits on the network.
        public static let notFetched = Self(rawValue: "not-fetched", textKey: .breachedNotFetched)
        /// A policy asks the range API and the checker was given no client for it.
        public static let noClient = Self(rawValue: "no-client", textKey: .breachedNoClient)
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

    /// Whether the failure is the network's or the service's, or its answer was not fetched (the
    /// fail-open option applies to these), rather than a damaged local file.
    public var isServiceFailure: Bool {
        code == .serviceUnreachable || code == .serviceError || code == .invalidResponse || code == .notFetched
    }

    package static func system(_ code: Code, file: String, errno value: Int32) -> BreachedPasswordError {
        BreachedPasswordError(code, .breachedReasonSystem, ["file": file], problem: SystemError(value).localized)
    }
}
