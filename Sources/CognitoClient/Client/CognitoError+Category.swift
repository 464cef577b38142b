// SPDX-License-Identifier: Apache-2.0
extension CognitoError {
    /// Whose problem a failure is, which decides what to tell the user and whether to try again
    /// later: the command line's exit statuses 1 to 4.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// Cognito (or a sign-in it cannot finish) said no: wrong password, wrong code, user not
        /// found, a challenge this client does not answer. Exit status 1.
        case refused
        /// The input or the settings are wrong, and nothing was sent: fix them and try again. Exit
        /// status 2.
        case badInput = "bad-input"
        /// No usable answer: no connection, a timeout, a server error, an answer that is not
        /// Cognito's, or a breached-password service that could not answer. Not a verdict on the
        /// input; try again later. Exit status 3.
        case unreachable
        /// A sign-in stopped part-way, after requests were sent, because an answer a step needs was
        /// not given: not "nothing was sent". Exit status 4.
        case stopped
    }

    /// Whose problem this failure is.
    public var category: Category {
        switch kind {
        case .validation(let problems):
            // Only a breached-password service that could not answer: no verdict on the input.
            problems.allSatisfy { $0.code == .breachCheckUnavailable } ? .unreachable : .badInput
        case .service(let type, _):
            // Server failures are not a verdict on the input.
            type == "HTTP5xx" || type.hasPrefix("InternalError") || type == Self.notImplementedType ? .unreachable : .refused
        case .transport, .invalidResponse, .srp: .unreachable
        case .unexpectedChallenge, .passkeyRefused: .refused
        case .noSession, .invalidEndpoint, .passkeyRequired: .badInput
        // Cognito was asked already (the options came from it): stopped after sending.
        case .stoppedAfterSending, .passkey: .stopped
        }
    }

    /// The error's type as records show it: Cognito's exception name for its refusals
    /// (`NotAuthorizedException`), `credkit:` and the ``code`` for failures found here
    /// (`credkit:validation`, `credkit:transport`, …; a challenge this client does not answer is
    /// `credkit:unsupported-challenge`, as it has been since the command line first reported it).
    public var errorType: String {
        switch kind {
        case .service(let type, _): type
        case .unexpectedChallenge: "credkit:unsupported-challenge"
        default: "credkit:" + code.rawValue
        }
    }

    /// Whether the endpoint seems not to have the operation at all (an emulator): an unknown
    /// operation, or a server error. Used to fall back from a newer operation to an older one whose
    /// success settles the question.
    var endpointLacksOperation: Bool {
        guard case .service(let type, _) = kind else { return false }
        return type == "HTTP5xx" || type.hasPrefix("InternalError") || type.hasPrefix("UnknownOperation")
            || type == "InvalidAction" || type == Self.notImplementedType
    }

    /// The error type of an answer that says the endpoint does not have the operation at all: HTTP
    /// 501, or HTTP 500 without a JSON body from an endpoint other than Cognito's (moto answers an
    /// operation it lacks so). Such a failure is not retried, and its category is
    /// ``Category/unreachable``.
    public static let notImplementedType = "credkit:not-implemented"

    /// Whether the endpoint answered that it does not implement the operation (an emulator): see
    /// ``notImplementedType``.
    public var isNotImplementedByEndpoint: Bool {
        guard case .service(let type, _) = kind else { return false }
        return type == Self.notImplementedType
    }
}
