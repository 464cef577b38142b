// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The answer to one ``SignInStep``, as ``SignInAnswering`` gives it.
public enum SignInAnswer: Sendable, Hashable {
    /// For ``SignInStep/newPasswordRequired(requiredAttributes:)``: the new password, typed again
    /// when the form asks twice, and a value for each attribute the step requires.
    case newPassword(String, confirmation: String? = nil, attributes: [String: String] = [:])
    /// For ``SignInStep/chooseFirstFactor(offered:)``: one of the offered factors, with the password
    /// when the factor takes one.
    case firstFactor(FirstFactor, password: String? = nil)
    /// For ``SignInStep/chooseMFAType(offered:)``.
    case mfaType(MFAType)
    /// For ``SignInStep/enterCode(_:destination:)``, and for ``SignInStep/setUpTOTP(_:)`` the app's
    /// first code with a name for the authenticator.
    case code(String, deviceName: String? = nil)
    /// For ``SignInStep/customChallenge(parameters:)``.
    case customAnswer(String)
    /// A passkey's assertion, for ``SignInStep/passkey(options:)``.
    case passkeyCredential(JSONObject)
}

/// Whoever answers a sign-in's steps: an app's screens, the command line's prompts, a test's script.
///
/// ``CognitoSignIn/finish(answering:)`` asks for an answer to each step until Cognito hands out
/// tokens, and sends it; ``CognitoSessionManager`` then keeps the device and saves the session.
/// An answerer only asks and shows:
///
/// ```swift
/// struct Screens: SignInAnswering {
///     mutating func answer(_ step: SignInStep, username: String) async throws -> SignInAnswer {
///         switch step {
///         case .enterCode(let type, let destination): .code(try await askCode(type, destination))
///         case .setUpTOTP(let association): .code(try await showQRAndAsk(association), deviceName: "iPhone")
///         ...
///         }
///     }
/// }
/// ```
public protocol SignInAnswering {
    /// The answer to `step` (never ``SignInStep/done(_:)``). An answer that cannot be had (a user who
    /// cancels, a script without it) is thrown: ``CognitoError/stoppedAfterSending(_:after:)`` says that the
    /// sign-in had already sent requests.
    /// - Parameters:
    ///   - step: what the sign-in needs.
    ///   - username: who is signing in (for an authenticator app's account name).
    mutating func answer(_ step: SignInStep, username: String) async throws -> SignInAnswer
}

extension CognitoSignIn {
    /// Sends `answer` to the current step.
    /// - Throws: ``CognitoError``: 1000 for an answer that does not fit the step (nothing sent), else
    ///   as the matching method (``submitCode(_:deviceName:)``, …); the step stays as it was.
    public mutating func submit(_ answer: SignInAnswer) async throws(CognitoError) {
        switch answer {
        case .newPassword(let password, let confirmation, let attributes):
            try await submitNewPassword(password, confirmation: confirmation, attributes: attributes)
        case .firstFactor(let factor, let password):
            try await chooseFirstFactor(factor, password: password)
        case .mfaType(let type):
            try await chooseMFAType(type)
        case .code(let code, let deviceName):
            try await submitCode(code, deviceName: deviceName)
        case .customAnswer(let answer):
            try await submitCustomAnswer(answer)
        case .passkeyCredential(let credential):
            try await submitPasskeyCredential(credential)
        }
    }

    /// Answers every step with `answering` until the sign-in is done.
    /// - Returns: the tokens.
    /// - Throws: ``CognitoError`` from a call (a wrong code, a refused password: the step stays, so
    ///   calling this again asks for it again), or what `answering` throws.
    public mutating func finish(answering: inout some SignInAnswering) async throws -> AuthenticationTokens {
        while true {
            if case .done(let tokens) = step { return tokens }
            try await submit(try await answering.answer(step, username: username))
        }
    }
}
