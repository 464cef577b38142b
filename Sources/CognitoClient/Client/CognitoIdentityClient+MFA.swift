// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitOTP
import Foundation

extension CognitoIdentityClient {
    // MARK: Software token (TOTP) set-up

    /// Starts TOTP set-up for a signed-in user: Cognito makes a secret for an authenticator app.
    /// Verify a code from the app with ``verifySoftwareToken(accessToken:code:deviceName:)`` to finish.
    /// - Parameter accessToken: the session's access token.
    /// - Returns: the secret (show it to the user, as a QR code of its `OTPAuthURI`).
    /// - Throws: ``CognitoError`` (9300–9303, or 1000).
    public func associateSoftwareToken(accessToken: String) async throws(CognitoError) -> SoftwareTokenAssociation {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .associateSoftwareToken)
        let (response, _) = try await send(
            .associateSoftwareToken, JSONObject([.init(key: "AccessToken", value: .string(accessToken))]),
            secrets: [accessToken])
        return try Self.association(response)
    }

    /// Starts TOTP set-up during sign-in (`MFA_SETUP`): the challenge's session stands in for an
    /// access token. Finish with ``finishMFASetup(_:association:username:code:deviceName:)``.
    /// - Parameter challenge: the `MFA_SETUP` challenge.
    /// - Returns: the secret, and the session the verification must carry.
    /// - Throws: ``CognitoError`` (9300–9303, or 1000 without a session).
    public func associateSoftwareToken(for challenge: SignInChallenge) async throws(CognitoError) -> SoftwareTokenAssociation {
        guard let session = challenge.session, !session.isEmpty else {
            throw CognitoError(.associateSoftwareToken, .validation([missing("session")]))
        }
        let (response, _) = try await send(
            .associateSoftwareToken, JSONObject([.init(key: "Session", value: .string(session))]), secrets: [session])
        var association = try Self.association(response)
        if association.session == nil { association.session = session }
        return association
    }

    /// Finishes TOTP set-up for a signed-in user with a code from the authenticator app. The
    /// software token is then verified, not yet enabled: ``setUserMFAPreference(accessToken:totp:sms:email:passkey:)``
    /// turns it on.
    /// - Parameters:
    ///   - accessToken: the session's access token.
    ///   - code: the app's current code (6–8 digits; refused before sending otherwise).
    ///   - deviceName: a name for the authenticator, shown in the console.
    /// - Throws: ``CognitoError`` (9400–9405, or 1000).
    public func verifySoftwareToken(accessToken: String, code: String, deviceName: String? = nil) async throws(CognitoError) {
        try requireValid(tokenProblems(accessToken, field: "accessToken") + mfaCodeProblems(code), .verifySoftwareToken)
        var body = JSONObject([
            .init(key: "AccessToken", value: .string(accessToken)), .init(key: "UserCode", value: .string(Self.digits(code))),
        ])
        if let deviceName, !deviceName.isEmpty {
            body.members.append(.init(key: "FriendlyDeviceName", value: .string(deviceName)))
        }
        let (response, _) = try await send(.verifySoftwareToken, body, secrets: [accessToken, code])
        try Self.requireVerified(response)
    }

    /// Finishes `MFA_SETUP` during sign-in: verifies the app's code with the association's session,
    /// then answers the challenge.
    /// - Parameters:
    ///   - challenge: the `MFA_SETUP` challenge.
    ///   - association: what ``associateSoftwareToken(for:)`` returned.
    ///   - username: the name the user signs in with (for `USERNAME` and SECRET_HASH).
    ///   - code: the app's current code (6–8 digits).
    ///   - deviceName: a name for the authenticator.
    /// - Returns: tokens, or a further challenge.
    /// - Throws: ``CognitoError`` (9400–9405 for the code, 4000–4012 for the answer, or 1000).
    public func finishMFASetup(
        _ challenge: SignInChallenge, association: SoftwareTokenAssociation, username: String, code: String,
        deviceName: String? = nil
    ) async throws(CognitoError) -> SignInResult {
        let session = association.session ?? challenge.session ?? ""
        try requireValid(
            usernameProblems(username) + mfaCodeProblems(code) + (session.isEmpty ? [missing("session")] : []),
            .verifySoftwareToken)
        var body = JSONObject([
            .init(key: "Session", value: .string(session)), .init(key: "UserCode", value: .string(Self.digits(code))),
        ])
        if let deviceName, !deviceName.isEmpty {
            body.members.append(.init(key: "FriendlyDeviceName", value: .string(deviceName)))
        }
        let (verified, _) = try await send(.verifySoftwareToken, body, secrets: [session, code])
        try Self.requireVerified(verified)
        var responses = ["USERNAME": challenge.parameters["USERNAME"] ?? username]
        responses["SECRET_HASH"] = secretHash(responses["USERNAME"]!)
        let nextSession = verified["Session"]?.stringValue ?? session
        let (answer, _) = try await send(
            .respondToAuthChallenge, respond("MFA_SETUP", session: nextSession, responses), secrets: [session, nextSession])
        return try Self.signInResult(answer, .respondToAuthChallenge)
    }

    // MARK: Preferences

    /// Turns each MFA method on or off for the signed-in user and picks the preferred one. A method
    /// left `nil` keeps its setting.
    /// - Parameters:
    ///   - accessToken: the session's access token.
    ///   - totp: the authenticator app (needs a verified software token to be enabled).
    ///   - sms: text messages to the user's phone number.
    ///   - email: email codes (Cognito's Essentials and Plus tiers).
    ///   - passkey: whether a passkey sign-in with user verification counts as MFA for the user
    ///     (`WebAuthnMfaSettings`; it has no preference), in a pool whose `WebAuthnConfiguration` says
    ///     `MULTI_FACTOR_WITH_USER_VERIFICATION`: then a pool that requires MFA lets the user sign in
    ///     with a passkey alone. Cognito wants another method turned on as well.
    /// - Throws: ``CognitoError`` (9500–9503, or 1000 when every method is `nil` or two are preferred).
    public func setUserMFAPreference(
        accessToken: String, totp: MFAPreference? = nil, sms: MFAPreference? = nil, email: MFAPreference? = nil,
        passkey: Bool? = nil
    ) async throws(CognitoError) {
        var problems = tokenProblems(accessToken, field: "accessToken")
        let settings = [("SoftwareTokenMfaSettings", totp), ("SMSMfaSettings", sms), ("EmailMfaSettings", email)]
        if settings.allSatisfy({ $0.1 == nil }) && passkey == nil { problems.append(missing("mfaPreference")) }
        if settings.filter({ $0.1 == .preferred }).count > 1 {
            problems.append(
                ValidationProblem(field: "mfaPreference", code: .conflict) { Texts.string(.cognitoProblemTwoPreferred, in: $0) })
        }
        try requireValid(problems, .setUserMFAPreference)
        var body = JSONObject([.init(key: "AccessToken", value: .string(accessToken))])
        for case (let key, let preference?) in settings {
            body.members.append(
                .init(
                    key: key,
                    value: .object(
                        JSONObject([
                            .init(key: "Enabled", value: .bool(preference != .disabled)),
                            .init(key: "PreferredMfa", value: .bool(preference == .preferred)),
                        ]))))
        }
        if let passkey {
            body.members.append(
                .init(key: "WebAuthnMfaSettings", value: .object(JSONObject([.init(key: "Enabled", value: .bool(passkey))]))))
        }
        _ = try await send(.setUserMFAPreference, body, secrets: [accessToken])
    }

    // MARK: Sign-in challenges

    /// Answers `SOFTWARE_TOKEN_MFA`, `SMS_MFA`, `EMAIL_OTP` or `SMS_OTP` with the code the user has.
    /// - Parameters:
    ///   - challenge: the challenge from sign-in.
    ///   - username: the name the user signed in with (for `USERNAME` and SECRET_HASH; the
    ///     challenge's own `USERNAME`, when it has one, wins).
    ///   - code: the code (6–8 digits; refused before sending otherwise).
    /// - Returns: tokens, or a further challenge.
    /// - Throws: ``CognitoError`` (4000–4012, or 1000; 4001 for a challenge that takes no code).
    public func answerMFAChallenge(_ challenge: SignInChallenge, username: String, code: String) async throws(CognitoError)
        -> SignInResult
    {
        // A second factor's code, or choice-based sign-in's text-message code (`SMS_OTP`).
        guard
            let parameter = MFAType(challengeName: challenge.name)?.codeParameter
                ?? (challenge.name == "SMS_OTP" ? "SMS_OTP_CODE" : nil)
        else {
            throw CognitoError(.respondToAuthChallenge, .unexpectedChallenge(challenge.name))
        }
        try requireValid(usernameProblems(username) + mfaCodeProblems(code), .respondToAuthChallenge)
        let name = challenge.parameters["USERNAME"] ?? username
        var responses = ["USERNAME": name, parameter: Self.digits(code)]
        responses["SECRET_HASH"] = secretHash(name)
        let (answer, _) = try await send(
            .respondToAuthChallenge, respond(challenge.name, session: challenge.session, responses),
            secrets: [code] + [challenge.session].compactMap { $0 })
        return try Self.signInResult(answer, .respondToAuthChallenge)
    }

    /// Answers `SELECT_MFA_TYPE`: which of the offered methods to use. Cognito then sends that
    /// method's challenge.
    /// - Parameters:
    ///   - challenge: the `SELECT_MFA_TYPE` challenge (its ``SignInChallenge/mfaChoices`` are the offers).
    ///   - username: the name the user signed in with.
    ///   - type: the method chosen.
    /// - Returns: the chosen method's challenge (or tokens).
    /// - Throws: ``CognitoError`` (4000–4012, or 1000 when `type` was not offered).
    public func selectMFAType(_ challenge: SignInChallenge, username: String, type: MFAType) async throws(CognitoError)
        -> SignInResult
    {
        var problems = usernameProblems(username)
        let offered = challenge.mfaChoices
        if !offered.isEmpty && !offered.contains(type) {
            problems.append(
                ValidationProblem(field: "mfaType", code: .notOffered) {
                    Texts.string(
                        .cognitoProblemMFANotOffered, in: $0,
                        ["type": type.rawValue, "offered": offered.map(\.rawValue).joined(separator: ", ")])
                })
        }
        try requireValid(problems, .respondToAuthChallenge)
        let name = challenge.parameters["USERNAME"] ?? username
        var responses = ["USERNAME": name, "ANSWER": type.challengeName]
        responses["SECRET_HASH"] = secretHash(name)
        let (answer, _) = try await send(
            .respondToAuthChallenge, respond("SELECT_MFA_TYPE", session: challenge.session, responses),
            secrets: [challenge.session].compactMap { $0 })
        return try Self.signInResult(answer, .respondToAuthChallenge)
    }

    // MARK: Pieces

    /// An MFA code: 6 to 8 ASCII digits (one inner space, as apps show `123 456`, is dropped).
    func mfaCodeProblems(_ code: String) -> [ValidationProblem] {
        if code.isEmpty { return [missing("code")] }
        guard let digits = TOTP.normalizedCode(code), (6...8).contains(digits.count) else {
            return [ValidationProblem(field: "code", code: .invalidCode) { Texts.string(.cognitoProblemMFACode, in: $0) }]
        }
        return []
    }

    /// The code's digits (validated before).
    static func digits(_ code: String) -> String {
        String(decoding: TOTP.normalizedCode(code) ?? Array(code.utf8), as: UTF8.self)
    }

    private static func association(_ response: JSONObject) throws(CognitoError) -> SoftwareTokenAssociation {
        guard let secretCode = response["SecretCode"]?.stringValue, !secretCode.isEmpty else {
            throw CognitoError(.associateSoftwareToken, .invalidResponse("no SecretCode"))
        }
        return SoftwareTokenAssociation(secretCode: secretCode, session: response["Session"]?.stringValue)
    }

    private static func requireVerified(_ response: JSONObject) throws(CognitoError) {
        let status = response["Status"]?.stringValue ?? "SUCCESS"
        guard status == "SUCCESS" else {
            throw CognitoError(.verifySoftwareToken, .service(type: "EnableSoftwareTokenMFAException", message: status))
        }
    }
}
