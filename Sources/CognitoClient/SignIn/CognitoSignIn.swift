// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// One sign-in, from the password to the tokens: start it, read ``step``, answer it, repeat.
///
/// The state machine behind `credkit cognito sign-in`, for apps as much as for the command line: it
/// knows Cognito's challenges (a temporary password, the choice of second factor, a TOTP, SMS or
/// email code, setting up an authenticator app) and turns each into a typed ``SignInStep``; the
/// caller only asks the user. Every answer is checked before it is sent, as every other call of
/// ``CognitoIdentityClient`` is.
///
/// ```swift
/// var signIn = try await CognitoSignIn.start(client, username: email, password: password)
/// while true {
///     switch signIn.step {
///     case .done(let tokens): return tokens
///     case .newPasswordRequired: try await signIn.submitNewPassword(try await askNewPassword())
///     case .chooseMFAType(let offered): try await signIn.chooseMFAType(try await askMethod(offered))
///     case .enterCode(let type, let destination): try await signIn.submitCode(try await askCode(type, destination))
///     case .setUpTOTP(let association): try await signIn.submitCode(try await showAndAsk(association))
///     case .customChallenge(let parameters): try await signIn.submitCustomAnswer(try await askAnswer(parameters))
///     }
/// }
/// ```
///
/// A wrong code or a refused password throws and leaves the step as it was, so the user can try
/// again (Cognito allows a few attempts per challenge session). A challenge this type does not
/// answer throws ``CognitoError`` ``CognitoError/Code/unexpectedChallenge`` (4001), naming it.
public struct CognitoSignIn: Sendable {
    /// The most answers one sign-in takes before it is abandoned (against a server that never stops
    /// asking): a new password, a choice, a set-up and a code take four.
    public static let maximumAnswers = 10

    /// The name the user signs in with.
    public let username: String
    /// What the sign-in needs next.
    public private(set) var step: SignInStep
    /// The remembered device this sign-in proves, when given: its `DEVICE_SRP_AUTH` is answered here,
    /// with no step for the user.
    public let device: RememberedDevice?
    private let client: CognitoIdentityClient
    /// The challenge ``step`` answers (`nil` when done).
    private var challenge: SignInChallenge?
    private var answers = 0

    private init(client: CognitoIdentityClient, username: String, device: RememberedDevice? = nil) {
        self.client = client
        self.username = username
        self.device = device
        self.step = .newPasswordRequired(requiredAttributes: [])
    }

    /// Starts a sign-in with a password.
    /// - Parameters:
    ///   - client: the client for the user pool.
    ///   - username: the username or email address.
    ///   - password: the password.
    ///   - flow: how the password is proved (SRP keeps it on the device).
    ///   - device: a device remembered earlier (``CognitoIdentityClient/confirmDevice(accessToken:metadata:name:)``):
    ///     its key is sent, and when Cognito asks the device to prove itself (`DEVICE_SRP_AUTH`, in
    ///     place of a second factor on a remembered device) the sign-in answers with its password.
    /// - Returns: the sign-in, at its first step (``SignInStep/done(_:)`` when no challenge follows).
    /// - Throws: ``CognitoError``: the input refused before sending (1000), Cognito's refusal
    ///   (4000–4008), no answer (1001), or a challenge this type does not answer (4001).
    public static func start(
        _ client: CognitoIdentityClient, username: String, password: String,
        flow: CognitoIdentityClient.SignInFlow = .password, device: RememberedDevice? = nil
    ) async throws(CognitoError) -> CognitoSignIn {
        var signIn = CognitoSignIn(client: client, username: username, device: device)
        try await signIn.advance(
            to: try await client.signIn(username: username, password: password, flow: flow, deviceKey: device?.key))
        return signIn
    }

    /// Starts a choice-based sign-in (`USER_AUTH`): the pool offers the user's factors, or goes
    /// straight to `preferred` when the user has it.
    /// - Parameters:
    ///   - client: the client for the user pool.
    ///   - username: the username or email address.
    ///   - preferred: the factor to try first (``FirstFactor/webAuthn``: a passkey, asked for in
    ///     ``SignInStep/passkey(options:)`` when the user has one).
    ///   - password: the password, when `preferred` takes it.
    /// - Returns: the sign-in at its first step (often ``SignInStep/chooseFirstFactor(offered:)`` or
    ///   ``SignInStep/enterCode(_:destination:)``).
    /// - Throws: ``CognitoError``, as ``start(_:username:password:flow:device:)``.
    public static func start(
        _ client: CognitoIdentityClient, username: String, choosing preferred: FirstFactor?, password: String? = nil
    ) async throws(CognitoError) -> CognitoSignIn {
        var signIn = CognitoSignIn(client: client, username: username)
        try await signIn.advance(
            to: try await client.signInChoosing(username: username, preferred: preferred, password: password))
        return signIn
    }

    /// Signs in a user just confirmed (passwordless sign-up, or any sign-up in a pool with
    /// choice-based sign-in), with the session ``CognitoIdentityClient/confirmSignUp(username:code:)``
    /// returned.
    /// - Parameters:
    ///   - client: the client for the user pool.
    ///   - username: the username (the email address).
    ///   - confirmationSession: ConfirmSignUp's session.
    /// - Returns: the sign-in at its first step (usually ``SignInStep/done(_:)``).
    /// - Throws: ``CognitoError``, as ``start(_:username:password:flow:device:)``.
    public static func start(_ client: CognitoIdentityClient, username: String, confirmationSession: String)
        async throws(CognitoError) -> CognitoSignIn
    {
        var signIn = CognitoSignIn(client: client, username: username)
        try await signIn.advance(
            to: try await client.signInAfterConfirmation(username: username, session: confirmationSession))
        return signIn
    }

    /// Starts a custom sign-in (`CUSTOM_AUTH`): the pool's Lambda triggers ask one or more
    /// ``SignInStep/customChallenge(parameters:)``, answered with ``submitCustomAnswer(_:)``.
    /// - Parameters:
    ///   - client: the client for the user pool.
    ///   - username: the username or email address.
    /// - Returns: the sign-in at its first step.
    /// - Throws: ``CognitoError``, as ``start(_:username:password:flow:device:)``.
    public static func startCustom(_ client: CognitoIdentityClient, username: String) async throws(CognitoError)
        -> CognitoSignIn
    {
        var signIn = CognitoSignIn(client: client, username: username)
        try await signIn.advance(to: try await client.signInCustom(username: username))
        return signIn
    }

    /// Answers ``SignInStep/customChallenge(parameters:)``. The triggers may ask again (a wrong
    /// answer often brings the same question back) or refuse (4002).
    /// - Parameter answer: the answer, as the triggers expect it (present; sent as typed).
    /// - Throws: ``CognitoError``; the step stays as it was.
    public mutating func submitCustomAnswer(_ answer: String) async throws(CognitoError) {
        let challenge = try current(expecting: .customChallenge)
        try await advance(to: try await client.answerCustomChallenge(challenge, username: username, answer: answer))
    }

    /// Answers ``SignInStep/chooseFirstFactor(offered:)``.
    /// - Parameters:
    ///   - factor: one of the offered factors (another is refused before sending).
    ///   - password: the password, for ``FirstFactor/password`` and ``FirstFactor/passwordSRP`` (SRP
    ///     proves it without sending it).
    /// - Throws: ``CognitoError``; the step stays as it was.
    public mutating func chooseFirstFactor(_ factor: FirstFactor, password: String? = nil) async throws(CognitoError) {
        let challenge = try current(expecting: .chooseFirstFactor)
        try await advance(
            to: try await client.chooseFirstFactor(challenge, username: username, factor: factor, password: password))
    }

    /// Answers ``SignInStep/newPasswordRequired(requiredAttributes:)``.
    /// - Parameters:
    ///   - newPassword: the new password (checked against the pool's policy before sending).
    ///   - confirmation: the new password typed again, when the form asks twice.
    ///   - attributes: a value for each attribute the step requires (by name: `name`, `family_name`,
    ///     …); one missing is refused before sending.
    /// - Throws: ``CognitoError``; the step stays as it was.
    public mutating func submitNewPassword(
        _ newPassword: String, confirmation: String? = nil, attributes: [String: String] = [:]
    ) async throws(CognitoError) {
        let challenge = try current(expecting: .newPasswordRequired)
        try await advance(
            to: try await client.completeNewPassword(
                challenge, newPassword: newPassword, confirmation: confirmation, attributes: attributes))
    }

    /// Answers ``SignInStep/chooseMFAType(offered:)``.
    /// - Parameter type: one of the offered methods (another is refused before sending).
    /// - Throws: ``CognitoError``; the step stays as it was.
    public mutating func chooseMFAType(_ type: MFAType) async throws(CognitoError) {
        let challenge = try current(expecting: .chooseMFAType)
        try await advance(to: try await client.selectMFAType(challenge, username: username, type: type))
    }

    /// Answers ``SignInStep/enterCode(_:destination:)`` or, with the app's first code,
    /// ``SignInStep/setUpTOTP(_:)``.
    /// - Parameters:
    ///   - code: 6 to 8 digits (one inner space, as apps show `123 456`, is dropped).
    ///   - deviceName: when setting up TOTP, a name for the authenticator (ignored otherwise).
    /// - Throws: ``CognitoError``: 1000 for a code of the wrong shape (nothing sent), 4007 or 9401 for a
    ///   wrong code; the step stays as it was.
    public mutating func submitCode(_ code: String, deviceName: String? = nil) async throws(CognitoError) {
        switch step {
        case .setUpTOTP(let association):
            let challenge = try current(expecting: .setUpTOTP)
            try await advance(
                to: try await client.finishMFASetup(
                    challenge, association: association, username: username, code: code, deviceName: deviceName))
        default:
            let challenge = try current(expecting: .enterCode)
            try await advance(to: try await client.answerMFAChallenge(challenge, username: username, code: code))
        }
    }

    /// Answers ``SignInStep/passkey(options:)`` with a software passkey: it signs the options
    /// (its counter moves, so save it afterwards, whatever the outcome) and the assertion is sent.
    /// - Parameters:
    ///   - passkey: the passkey.
    ///   - origin: the origin presented; `https://` and the relying party's ID by default.
    /// - Throws: ``CognitoError``: 1005 when the passkey cannot answer the options (another relying
    ///   party, not one of the credentials asked for), 4015 when Cognito refuses the assertion; the
    ///   step stays as it was.
    public mutating func answerPasskey(_ passkey: inout SoftwarePasskey, origin: String? = nil) async throws(CognitoError) {
        guard case .passkey(let options) = step else { _ = try current(expecting: .passkey); return }
        let credential: JSONObject
        do {
            credential = try passkey.assert(options: options, origin: origin)
        } catch {
            throw CognitoError(.respondToAuthChallenge, .passkey(error))
        }
        try await submitPasskeyCredential(credential)
    }

    /// Answers ``SignInStep/passkey(options:)`` with an assertion made elsewhere (an app's
    /// platform passkey, a browser): WebAuthn's `AuthenticationResponseJSON`.
    /// - Parameter credential: the assertion over the step's options.
    /// - Throws: ``CognitoError``: 4015 when Cognito refuses it; the step stays as it was.
    public mutating func submitPasskeyCredential(_ credential: JSONObject) async throws(CognitoError) {
        let challenge = try current(expecting: .passkey)
        try await advance(to: try await client.answerPasskeyChallenge(challenge, username: username, credential: credential))
    }

    // MARK: Transitions

    /// The challenge behind the current step, when the step is the one `expected`.
    private func current(expecting expected: SignInStep.Kind) throws(CognitoError) -> SignInChallenge {
        guard let challenge, step.kind == expected else {
            throw CognitoError(
                .respondToAuthChallenge,
                .validation([
                    ValidationProblem(field: "step", code: .notOffered) {
                        Texts.string(.cognitoProblemWrongStep, in: $0, ["step": step.kind.rawValue])
                    }
                ]))
        }
        return challenge
    }

    /// Moves to the step `result` calls for (associating an authenticator secret first for
    /// `MFA_SETUP`).
    private mutating func advance(to result: SignInResult) async throws(CognitoError) {
        switch result {
        case .signedIn(let tokens):
            challenge = nil
            step = .done(tokens)
        case .challenge(let next):
            answers += 1
            guard answers <= Self.maximumAnswers else {
                throw CognitoError(.respondToAuthChallenge, .unexpectedChallenge(next.name))
            }
            if next.name == "DEVICE_SRP_AUTH" {
                // The remembered device proves itself; nothing for the user to do.
                guard let device else { throw CognitoError(.respondToAuthChallenge, .unexpectedChallenge(next.name)) }
                try await advance(to: try await client.answerDeviceChallenge(next, username: username, device: device))
                return
            }
            let nextStep = try await Self.step(for: next, client: client)
            challenge = next
            step = nextStep
        }
    }

    /// The step a challenge asks for.
    private static func step(for challenge: SignInChallenge, client: CognitoIdentityClient) async throws(CognitoError)
        -> SignInStep
    {
        if let type = challenge.mfaType { return .enterCode(type, destination: challenge.codeDestination) }
        switch challenge.name {
        case "SMS_OTP":
            return .enterCode(.sms, destination: challenge.codeDestination)
        case "SELECT_CHALLENGE":
            return .chooseFirstFactor(offered: challenge.availableChallenges.compactMap(FirstFactor.init(challengeName:)))
        case "CUSTOM_CHALLENGE":
            return .customChallenge(parameters: challenge.customParameters)
        case "WEB_AUTHN":
            guard let options = challenge.passkeyRequestOptions else {
                throw CognitoError(.respondToAuthChallenge, .invalidResponse("WEB_AUTHN without CREDENTIAL_REQUEST_OPTIONS"))
            }
            return .passkey(options: options)
        case "NEW_PASSWORD_REQUIRED":
            return .newPasswordRequired(requiredAttributes: challenge.requiredAttributes)
        case "SELECT_MFA_TYPE":
            return .chooseMFAType(offered: challenge.mfaChoices.isEmpty ? MFAType.allCases : challenge.mfaChoices)
        case "MFA_SETUP" where challenge.mfaSetupChoices.isEmpty || challenge.mfaSetupChoices.contains(.totp):
            return .setUpTOTP(try await client.associateSoftwareToken(for: challenge))
        default:
            throw CognitoError(.respondToAuthChallenge, .unexpectedChallenge(challenge.name))
        }
    }
}

extension SignInChallenge {
    /// The attributes a `NEW_PASSWORD_REQUIRED` challenge asks for (`requiredAttributes`, a JSON list
    /// of names such as `userAttributes.name`), without the `userAttributes.` prefix.
    public var requiredAttributes: [String] {
        guard let text = parameters["requiredAttributes"] else { return [] }
        var json = text
        guard let value = json.withUTF8({ try? JSONValue(parsing: $0) }), case .array(let items) = value else { return [] }
        return items.compactMap(\.stringValue).map {
            $0.hasPrefix("userAttributes.") ? String($0.dropFirst("userAttributes.".count)) : $0
        }
    }
}
