// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an HTTP exchange gave no usable response, and whether the request may have reached the
/// server — which decides whether repeating it is safe.
public struct HTTPTransportError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: NetworkTextKey

        // text-keys: codes of HTTPTransportError.Code
        /// No connection was made (refused, no route, name not found): the request was not sent.
        public static let connectionFailed = Self(rawValue: "connection-failed", textKey: .transportConnectionFailed)
        /// No complete answer within the deadline: the server may have received the request.
        public static let timedOut = Self(rawValue: "timed-out", textKey: .transportTimedOut)
        /// The connection was reset or closed mid-exchange: the server may have received the request.
        public static let connectionLost = Self(rawValue: "connection-lost", textKey: .transportConnectionLost)
        /// The answer is larger than the request's limit; reading stopped there.
        public static let responseTooLarge = Self(rawValue: "response-too-large", textKey: .transportResponseTooLarge)
    }

    /// The stable code.
    public let code: Code
    /// The HTTP stack's own words (curl's, say), or the number the code is about (seconds, bytes).
    public let detail: String
    /// `URLSession`'s code, when it reported the failure (refused and host-not-found differ).
    public let urlErrorCode: URLError.Code?

    /// Creates an error.
    /// - Parameters:
    ///   - code: what happened.
    ///   - detail: the stack's description, or the deadline in seconds, or the byte limit.
    ///   - urlErrorCode: `URLSession`'s code, if it reported the failure.
    public init(_ code: Code, detail: String, urlErrorCode: URLError.Code? = nil) {
        self.code = code
        self.detail = detail
        self.urlErrorCode = urlErrorCode
    }

    /// Whether the server may have received the request (and acted on it): everything but a
    /// connection that was never made.
    public var requestMayHaveBeenSent: Bool { code != .connectionFailed }

    /// The message: what happened, then the detail.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language, ["detail": detail])
    }

    /// What the HTTP stack said went wrong, in one line: its own description (such as curl's
    /// "Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server"), not the
    /// dump of the error's dictionary.
    package static func detail(describing error: any Error) -> String {
        let nsError = error as NSError
        if let text = nsError.userInfo[NSLocalizedDescriptionKey] as? String, !text.isEmpty { return text }
        if let urlError = error as? URLError { return "URL error \(urlError.code.rawValue)" }
        return nsError.localizedDescription
    }
}
