import CredKit
import _CredKitCore

/// A failed Cognito call: refused locally before any request, unanswered, or answered with an error.
///
/// ``number`` is the articles' numbered code (see ``CognitoAPIOperation``); ``message(in:)`` is the
/// text to show. Neither ever contains a password, token or client secret: Cognito's own message is
/// kept only with the request's secrets blanked out (emulators echo tokens back in error messages).
public struct CognitoError: Error, Sendable, Hashable {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The input would not pass the pool's rules: no request was sent.
        case validation([ValidationProblem])
        /// Cognito answered with an error.
        case service(type: String, message: String?)
        /// No answer: connection refused, timeout, TLS failure.
        case transport(String)
        /// An answer that is not Cognito's JSON, or lacks what the operation returns.
        case invalidResponse(String)
        /// An SRP challenge that cannot be answered safely (the answer is read, but unusable).
        case srp(CognitoSRPError)
        /// A sign-in ended in a challenge this call does not answer (the articles' 4001).
        case unexpectedChallenge(String)
        /// No access token to act with (the articles' 8001).
        case noSession
        /// The endpoint is not HTTPS (plain HTTP is allowed on loopback only).
        case invalidEndpoint(String)
    }

    /// The operation, when the failure belongs to one.
    public let operation: CognitoAPIOperation?
    /// What went wrong.
    public let kind: Kind

    init(_ operation: CognitoAPIOperation?, _ kind: Kind) {
        self.operation = operation
        self.kind = kind
    }

    /// Cognito's error type without `Exception` (`NotAuthorized`), for service errors.
    public var type: String? {
        guard case .service(let type, _) = kind else { return nil }
        return type.hasSuffix("Exception") ? String(type.dropLast("Exception".count)) : type
    }

    /// The numbered code: 1000 validation, 1001 no answer, 1002 unreadable answer, 1003 endpoint,
    /// else the operation's number for the error (see ``CognitoAPIOperation``).
    public var number: Int {
        switch kind {
        case .validation: 1000
        case .transport: 1001
        case .invalidResponse, .srp: 1002
        case .invalidEndpoint: 1003
        case .unexpectedChallenge: 4001
        case .noSession: 8001
        case .service(let type, _): operation?.number(forErrorType: type) ?? 1002
        }
    }

    /// Whether another attempt may succeed: throttling, server errors and lost connections.
    var isRetryable: Bool {
        switch kind {
        case .transport: true
        case .service(let type, _): type.hasPrefix("TooManyRequests") || type.hasPrefix("InternalError") || type == "HTTP5xx"
        default: false
        }
    }

    /// The text to show.
    /// - Parameter language: the text's language.
    /// - Returns: the numbered error's text, or "operation failed: detail".
    public func message(in language: Language) -> String {
        switch kind {
        case .validation(let problems):
            return Texts.string(
                .cognitoError1000, in: language, ["problems": problems.map { $0.message(in: language) }.joined(separator: "; ")])
        case .transport(let detail):
            return Texts.string(.cognitoError1001, in: language, ["detail": detail])
        case .invalidResponse(let detail):
            return Texts.string(.cognitoError1002, in: language, ["detail": detail])
        case .srp(let error):
            return Texts.string(.cognitoError1002, in: language, ["detail": error.message(in: language)])
        case .invalidEndpoint(let url):
            return Texts.string(.cognitoError1003, in: language, ["url": url])
        case .unexpectedChallenge(let name):
            return Texts.string(.cognitoError4001, in: language) + " (\(name))"
        case .noSession:
            return Texts.string(.cognitoError8001, in: language)
        case .service(let type, let message):
            if let key = TextKey(rawValue: "cognitoError\(number)") {
                return Texts.string(key, in: language)
            }
            let detail = [type, message].compactMap { $0 }.joined(separator: ": ")
            return Texts.string(
                .cognitoErrorGeneric, in: language, ["operation": operation?.rawValue ?? "Cognito", "detail": detail])
        }
    }
}

/// One reason a request was not sent.
public struct ValidationProblem: Sendable, Hashable {
    /// The input at fault: `email`, `username`, `password`, `newPassword`, `confirmation`, `code`,
    /// `accessToken`, `refreshToken`, `userPoolID`.
    public let field: String
    /// A stable code: `invalid-email`, `password-policy`, `missing`, `invalid-code`,
    /// `confirmation-mismatch`, `same-as-current`, `too-long`, `no-user-pool`.
    public let code: String
    private let english: String
    private let spanish: String

    init(field: String, code: String, _ text: (Language) -> String) {
        self.field = field
        self.code = code
        self.english = text(.english)
        self.spanish = text(.spanish)
    }

    /// What is wrong.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence.
    public func message(in language: Language) -> String {
        language == .spanish ? spanish : english
    }
}
