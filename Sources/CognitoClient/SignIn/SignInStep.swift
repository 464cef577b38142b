// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// What a sign-in needs next, as ``CognitoSignIn/step`` says: show it, collect the answer, and call
/// the matching ``CognitoSignIn`` method, until ``done(_:)``.
///
/// | Step | Answer with |
/// |---|---|
/// | ``newPasswordRequired(requiredAttributes:)`` | ``CognitoSignIn/submitNewPassword(_:confirmation:attributes:)`` |
/// | ``chooseFirstFactor(offered:)`` | ``CognitoSignIn/chooseFirstFactor(_:password:)`` |
/// | ``chooseMFAType(offered:)`` | ``CognitoSignIn/chooseMFAType(_:)`` |
/// | ``enterCode(_:destination:)`` | ``CognitoSignIn/submitCode(_:deviceName:)`` |
/// | ``setUpTOTP(_:)`` | ``CognitoSignIn/submitCode(_:deviceName:)`` with the app's first code |
/// | ``customChallenge(parameters:)`` | ``CognitoSignIn/submitCustomAnswer(_:)`` |
/// | ``passkey(options:)`` | ``CognitoSignIn/answerPasskey(_:origin:)`` or ``CognitoSignIn/submitPasskeyCredential(_:)`` |
/// | ``done(_:)`` | nothing: save the session |
public enum SignInStep: Sendable, Hashable {
    /// Signed in.
    case done(AuthenticationTokens)
    /// The password is temporary (an administrator created the user): choose a new one. Real
    /// Cognito also lists the attributes the user must give (`requiredAttributes`); moto sends none.
    case newPasswordRequired(requiredAttributes: [String])
    /// Choice-based sign-in: choose how to sign in (a password, a code by email or text message, or
    /// a passkey).
    case chooseFirstFactor(offered: [FirstFactor])
    /// Several second factors are set up: choose one (Cognito then asks for its code).
    case chooseMFAType(offered: [MFAType])
    /// A code is needed: a second factor's, from the authenticator app (``MFAType/totp``) or sent by
    /// text message or email, or choice-based sign-in's email or text-message code; `destination` is
    /// where it went (masked, when Cognito says).
    case enterCode(MFAType, destination: String?)
    /// The pool requires a second factor the user has not set up: add the secret to an
    /// authenticator app (``SoftwareTokenAssociation/uri(account:issuer:)`` for a QR code), then
    /// answer with the app's first code.
    case setUpTOTP(SoftwareTokenAssociation)
    /// Custom authentication (`CUSTOM_AUTH`): the pool's triggers ask something; `parameters` are
    /// what they chose to show (a question, a hint, where a code went). Answer as the triggers expect.
    case customChallenge(parameters: [String: String])
    /// A passkey is asked for (`WEB_AUTHN`): `options` are WebAuthn's
    /// `PublicKeyCredentialRequestOptions` in their JSON form (challenge, relying party ID, the
    /// user's credentials, user verification), for an authenticator to sign.
    case passkey(options: JSONObject)

    /// The tokens, once signed in.
    public var tokens: AuthenticationTokens? {
        if case .done(let tokens) = self { return tokens }
        return nil
    }

    /// A step without what it carries: which one it is, to compare, store or show.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case done, newPasswordRequired, chooseFirstFactor, chooseMFAType, enterCode, setUpTOTP, customChallenge, passkey
    }

    /// Which step this is.
    public var kind: Kind {
        switch self {
        case .done: .done
        case .newPasswordRequired: .newPasswordRequired
        case .chooseFirstFactor: .chooseFirstFactor
        case .chooseMFAType: .chooseMFAType
        case .enterCode: .enterCode
        case .setUpTOTP: .setUpTOTP
        case .customChallenge: .customChallenge
        case .passkey: .passkey
        }
    }
}
