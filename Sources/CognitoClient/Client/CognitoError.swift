// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitNetwork
import CredKitPolicy

/// A failed Cognito call: refused locally before any request, unanswered, or answered with an error.
///
/// ``number`` is the articles' numbered code (see ``CognitoAPIOperation``); ``message(in:)`` is the
/// text to show. Neither ever contains a password, token or client secret: Cognito's own message is
/// kept only with the request's secrets blanked out (emulators echo tokens back in error messages).
public struct CognitoError: CredKitError, Hashable {
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
        /// The user signs in with a passkey (`WEB_AUTHN`) and none was given to answer with (4014).
        case passkeyRequired
        /// Cognito refused the passkey's answer at sign-in; its reason (4015).
        case passkeyRefused(String)
        /// The passkey cannot answer what Cognito asked (another relying party, not an allowed
        /// credential, options it cannot serve): nothing was sent for that step (1005).
        case passkey(PasskeyError)
        /// A sign-in stopped after requests were sent, because an answer a step needs was not
        /// given (a script without a code, a user who cancelled); the reason in the reader's
        /// language (1004).
        case stoppedAfterSending(String)
    }

    /// A stable error code: which kind of failure, whatever the operation. ``number`` says more.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of CognitoError.Code
        /// The input would not pass the pool's rules: nothing was sent (1000).
        public static let validation = Self(rawValue: "validation", textKey: .cognitoError1000)
        /// No answer (1001).
        public static let transport = Self(rawValue: "transport", textKey: .cognitoError1001)
        /// An answer that is not Cognito's, or an SRP challenge that cannot be answered (1002).
        public static let invalidResponse = Self(rawValue: "invalid-response", textKey: .cognitoError1002)
        /// The endpoint is neither HTTPS nor plain HTTP on loopback (1003).
        public static let invalidEndpoint = Self(rawValue: "invalid-endpoint", textKey: .cognitoError1003)
        /// A sign-in ended in a challenge the call does not answer (4001).
        public static let unexpectedChallenge = Self(rawValue: "unexpected-challenge", textKey: .cognitoError4001)
        /// No access token to act with (8001).
        public static let noSession = Self(rawValue: "no-session", textKey: .cognitoError8001)
        /// A passkey is needed and none was given (4014).
        public static let passkeyRequired = Self(rawValue: "passkey-required", textKey: .cognitoError4014)
        /// Cognito refused the passkey's answer at sign-in (4015).
        public static let passkeyRefused = Self(rawValue: "passkey-refused", textKey: .cognitoError4015)
        /// The passkey cannot answer what Cognito asked; nothing was sent for that step (1005).
        public static let passkeyUnusable = Self(rawValue: "passkey-unusable", textKey: .cognitoError1005)
        /// A sign-in stopped after requests were sent: an answer a step needs was not given (1004).
        public static let stoppedAfterSending = Self(rawValue: "stopped-after-sending", textKey: .cognitoError1004)
        /// Cognito refused the request: ``CognitoError/type`` is its error type, ``number`` the
        /// operation's numbered error.
        public static let service = Self(rawValue: "service", textKey: .cognitoErrorGeneric)
    }

    /// What went wrong, as a stable code.
    public var code: Code {
        switch kind {
        case .validation: .validation
        case .transport: .transport
        case .invalidResponse, .srp: .invalidResponse
        case .invalidEndpoint: .invalidEndpoint
        case .unexpectedChallenge: .unexpectedChallenge
        case .noSession: .noSession
        case .passkeyRequired: .passkeyRequired
        case .passkeyRefused: .passkeyRefused
        case .passkey: .passkeyUnusable
        case .stoppedAfterSending: .stoppedAfterSending
        case .service: .service
        }
    }

    /// The operation, when the failure belongs to one.
    public let operation: CognitoAPIOperation?
    /// What went wrong.
    public let kind: Kind

    /// For a ``Kind/transport(_:)`` failure from an `HTTPTransport` that says what happened: the
    /// message's detail in the reader's language, and whether the request may have been received.
    public let transportFailure: HTTPTransportError?

    package init(_ operation: CognitoAPIOperation?, _ kind: Kind, transportFailure: HTTPTransportError? = nil) {
        self.operation = operation
        self.kind = kind
        self.transportFailure = transportFailure
    }

    /// A sign-in that stopped after requests were sent, because an answer a step needs was not
    /// given: what a ``SignInAnswering`` throws when it has no answer.
    /// - Parameters:
    ///   - reason: why, in the reader's language (never a secret).
    ///   - operation: the last operation sent.
    public static func stoppedAfterSending(
        _ reason: String, after operation: CognitoAPIOperation = .respondToAuthChallenge
    ) -> CognitoError {
        CognitoError(operation, .stoppedAfterSending(reason))
    }

    /// Cognito's error type without `Exception` (`NotAuthorized`), for service errors.
    public var type: String? {
        guard case .service(let type, _) = kind else { return nil }
        return type.hasSuffix("Exception") ? String(type.dropLast("Exception".count)) : type
    }

    /// The numbered code: 1000 validation, 1001 no answer, 1002 unreadable answer, 1003 endpoint,
    /// 1004 stopped after sending,
    /// else the operation's number for the error (see ``CognitoAPIOperation``).
    public var number: Int {
        switch kind {
        case .validation: 1000
        case .transport: 1001
        case .invalidResponse, .srp: 1002
        case .invalidEndpoint: 1003
        case .unexpectedChallenge: 4001
        case .noSession: 8001
        case .passkeyRequired: 4014
        case .passkeyRefused: 4015
        case .passkey: 1005
        case .stoppedAfterSending: 1004
        case .service(let type, _): operation?.number(forErrorType: type) ?? 1002
        }
    }

    /// Whether another attempt may succeed: throttling, server errors and lost connections.
    /// A lost connection or a timeout is retried only for a request that is safe to repeat, or that
    /// never left (no connection was made); an answer over the size limit is not retried: a repeated sign-up, code confirmation or password
    /// change whose first attempt Cognito may have carried out would fail or act twice.
    /// - Parameter repeatable: whether the request may be sent twice (``CognitoAPIOperation/isIdempotent``).
    func isRetryable(repeatable: Bool) -> Bool {
        switch kind {
        // An answer over the size limit would come again: no repeat.
        case .transport:
            transportFailure?.code != .responseTooLarge && (repeatable || transportFailure?.requestMayHaveBeenSent == false)
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
            return Texts.string(
                .cognitoError1001, in: language, ["detail": transportFailure?.message(in: language) ?? detail])
        case .invalidResponse(let detail):
            return Texts.string(.cognitoError1002, in: language, ["detail": detail])
        case .srp(let error):
            return Texts.string(.cognitoError1002, in: language, ["detail": error.message(in: language)])
        case .invalidEndpoint(let url):
            return Texts.string(.cognitoError1003, in: language, ["url": url])
        case .unexpectedChallenge(let name) where name == "none":
            return Texts.string(.cognitoError4001, in: language) + " (\(name))"
        case .unexpectedChallenge(let name):
            return Texts.string(.cognitoUnsupportedChallenge, in: language, ["challenge": name])
        case .noSession:
            return Texts.string(.cognitoError8001, in: language)
        case .passkeyRequired:
            return Texts.string(.cognitoError4014, in: language)
        case .passkeyRefused(let reason):
            return Texts.string(.cognitoError4015, in: language, ["detail": reason])
        case .passkey(let error):
            return Texts.string(.cognitoError1005, in: language, ["detail": error.message(in: language)])
        case .stoppedAfterSending(let reason):
            return Texts.string(.cognitoError1004, in: language, ["reason": reason])
        case .service(let type, let message):
            if let operation, let key = operation.administrationTextKey(forErrorType: type) {
                return Texts.string(key, in: language, ["operation": operation.rawValue, "detail": message ?? type])
            }
            if let key = CognitoAPIOperation.textKey(forNumber: number) {
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
    /// `accessToken`, `refreshToken`, `userPoolID`, `session`, `mfaPreference`, `mfaType`, `step`,
    /// `attributes`, `attribute`, `attribute.NAME`, `clientSecret`, `scopes`, `audience`, `resource`,
    /// `subjectToken`, `actorToken`, `identityPoolID`, `roleARN`, `idToken`, `credentialID`.
    public let field: String
    /// Why the input is refused.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of ValidationProblem.Code
        /// Not an address Cognito accepts as a username.
        public static let invalidEmail = Self(rawValue: "invalid-email", textKey: .cognitoProblemEmail)
        /// The password fails the pool's policy.
        public static let passwordPolicy = Self(rawValue: "password-policy", textKey: .cognitoProblemPassword)
        /// A required input is empty.
        public static let missing = Self(rawValue: "missing", textKey: .cognitoProblemMissing)
        /// Not a confirmation code's shape.
        public static let invalidCode = Self(rawValue: "invalid-code", textKey: .cognitoProblemCode)
        /// The password and its confirmation differ.
        public static let confirmationMismatch = Self(rawValue: "confirmation-mismatch", textKey: .cognitoProblemMismatch)
        /// The new password is the current one.
        public static let sameAsCurrent = Self(rawValue: "same-as-current", textKey: .cognitoProblemSameAsCurrent)
        /// Longer than Cognito accepts.
        public static let tooLong = Self(rawValue: "too-long", textKey: .cognitoProblemTooLong)
        /// The operation needs the user pool's ID and none was configured.
        public static let noUserPool = Self(rawValue: "no-user-pool", textKey: .cognitoProblemPoolID)
        /// Two settings that cannot go together (two preferred MFA methods).
        public static let conflict = Self(rawValue: "conflict", textKey: .cognitoProblemTwoPreferred)
        /// A choice the challenge did not offer.
        public static let notOffered = Self(rawValue: "not-offered", textKey: .cognitoProblemMFANotOffered)
        /// The breached-password range API could not answer, and the check fails closed.
        public static let breachCheckUnavailable = Self(rawValue: "breach-check-unavailable", textKey: .cognitoProblemPassword)
        /// Not an attribute name Cognito accepts.
        public static let invalidAttribute = Self(rawValue: "invalid-attribute", textKey: .cognitoProblemAttributeName)
        /// A device key that does not fit AWS's pattern (`REGION_hex-and-dashes`, at most 55 characters).
        public static let invalidDeviceKey = Self(rawValue: "invalid-device-key", textKey: .cognitoProblemDeviceKey)
        /// A passkey credential ID that is not base64url.
        public static let invalidCredentialID = Self(
            rawValue: "invalid-credential-id", textKey: .cognitoProblemCredentialID)
        /// Not an OAuth scope (nor an audience or resource, which take the same characters).
        public static let invalidScope = Self(rawValue: "invalid-scope", textKey: .cognitoProblemScope)
        /// More values than Cognito takes.
        public static let tooMany = Self(rawValue: "too-many", textKey: .cognitoProblemTooMany)
        /// Characters no token has.
        public static let invalidToken = Self(rawValue: "invalid-token", textKey: .cognitoProblemTokenCharacters)
        /// Not an identity pool ID (`REGION:UUID`).
        public static let invalidIdentityPoolID = Self(
            rawValue: "invalid-identity-pool-id", textKey: .cognitoProblemIdentityPoolID)
        /// Not an IAM role's ARN.
        public static let invalidRoleARN = Self(rawValue: "invalid-role-arn", textKey: .cognitoProblemRoleARN)
        /// Not an identity provider's name.
        public static let invalidProviderName = Self(rawValue: "invalid-provider-name", textKey: .cognitoProblemProviderName)
        /// Not a username Cognito accepts, or not the kind the pool signs in with (an email
        /// address or phone number).
        public static let invalidUsername = Self(rawValue: "invalid-username", textKey: .cognitoProblemUsername)
        /// Not a group name Cognito accepts.
        public static let invalidGroupName = Self(rawValue: "invalid-group-name", textKey: .cognitoProblemGroupName)
        /// An attribute the pool's schema does not have.
        public static let attributeNotInSchema = Self(
            rawValue: "attribute-not-in-schema", textKey: .cognitoProblemAttributeNotInSchema)
        /// An attribute the pool's schema requires is missing.
        public static let attributeRequired = Self(rawValue: "attribute-required", textKey: .cognitoProblemAttributeRequired)
        /// A value outside the schema's constraints (length, number range, `true`/`false`).
        public static let attributeValue = Self(rawValue: "attribute-value", textKey: .cognitoProblemAttributeLength)
        /// An attribute only Cognito sets (`sub`).
        public static let readOnlyAttribute = Self(rawValue: "read-only-attribute", textKey: .cognitoProblemAttributeReadOnly)
        /// Not a phone number in E.164 form.
        public static let invalidPhoneNumber = Self(rawValue: "invalid-phone-number", textKey: .cognitoProblemPhone)
        /// A username already on an earlier row of the same file.
        public static let duplicateUsername = Self(rawValue: "duplicate-username", textKey: .cognitoProblemDuplicateUsername)
        /// A message asked for by a medium the user has no address for (email without `email`).
        public static let deliveryUnreachable = Self(rawValue: "delivery-unreachable", textKey: .cognitoProblemDelivery)
    }

    /// Why the input is refused.
    public let code: Code
    /// For a password refused by the pool's policy (``Code/passwordPolicy``,
    /// ``Code/breachCheckUnavailable``): the name of the policy that judged it
    /// (`PolicyInfo.name`), so a refusal can say which policy it applied.
    public let policy: String?
    /// For a password refused by the pool's policy: each rule it failed, as `credkit check`'s
    /// records name them (`RequireSymbols`, `MinimumLength` …), in the policy's order.
    public let rules: [PolicyRule]
    private let english: String
    private let spanish: String

    init(
        field: String, code: Code, policy: String? = nil, rules: [PolicyRule] = [], _ text: (Language) -> String
    ) {
        self.field = field
        self.code = code
        self.policy = policy
        self.rules = rules
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
