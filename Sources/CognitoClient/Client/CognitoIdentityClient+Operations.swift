// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

extension CognitoIdentityClient {
    // MARK: Sign-up

    /// Registers a user whose username is their email address.
    /// - Parameters:
    ///   - email: the email address (checked with credkit's email rules first).
    ///   - password: the password (checked against the policy first).
    ///   - confirmation: the password typed again, when the form asks twice.
    ///   - name: the `name` attribute, if any.
    /// - Returns: the new user's `sub`, and where the confirmation code went.
    /// - Throws: ``CognitoError`` (3000–3005, or 1000 without any request).
    public func signUp(email: String, password: String, confirmation: String? = nil, name: String? = nil)
        async throws(CognitoError) -> SignUpResult
    {
        await prefetchBreached(password)
        try requireValid(
            emailProblems(email) + newPasswordProblems(password, field: "password", operation: .signUp, email: email)
                + confirmationProblems(password, confirmation), .signUp)
        var attributes: [JSONValue] = [.object(Self.attribute("email", email))]
        if let name, !name.isEmpty { attributes.append(.object(Self.attribute("name", name))) }
        var body = base(username: email)
        body.members.append(.init(key: "Password", value: .string(password)))
        body.members.append(.init(key: "UserAttributes", value: .array(attributes)))
        let (response, _) = try await send(.signUp, body, secrets: [password])
        guard let sub = response["UserSub"]?.stringValue else { throw CognitoError(.signUp, .invalidResponse("no UserSub")) }
        let confirmed = response["UserConfirmed"] == .bool(true)
        return SignUpResult(
            userConfirmed: confirmed, userSub: sub,
            codeDelivery: CodeDeliveryDetails(response["CodeDeliveryDetails"]?.objectValue))
    }

    /// Registers a user without a password (passwordless sign-up), where the pool allows it: the user
    /// then signs in with codes (choice-based sign-in, ``signInChoosing(username:preferred:password:)``)
    /// or a passkey. A pool that requires a password refuses it (3003).
    /// - Parameters:
    ///   - email: the email address (checked with credkit's email rules first).
    ///   - name: the `name` attribute, if any.
    /// - Returns: the new user's `sub`, and where the confirmation code went.
    /// - Throws: ``CognitoError`` (3000–3005, or 1000 without any request).
    public func signUpWithoutPassword(email: String, name: String? = nil) async throws(CognitoError) -> SignUpResult {
        try requireValid(emailProblems(email), .signUp)
        var attributes: [JSONValue] = [.object(Self.attribute("email", email))]
        if let name, !name.isEmpty { attributes.append(.object(Self.attribute("name", name))) }
        var body = base(username: email)
        body.members.append(.init(key: "UserAttributes", value: .array(attributes)))
        let (response, _) = try await send(.signUp, body, secrets: [])
        guard let sub = response["UserSub"]?.stringValue else { throw CognitoError(.signUp, .invalidResponse("no UserSub")) }
        return SignUpResult(
            userConfirmed: response["UserConfirmed"] == .bool(true), userSub: sub,
            codeDelivery: CodeDeliveryDetails(response["CodeDeliveryDetails"]?.objectValue))
    }

    /// Confirms a registration with the emailed code.
    /// - Parameters:
    ///   - username: the username (the email address).
    ///   - code: the confirmation code.
    /// - Returns: the session Cognito hands out for signing in straight away (pools with choice-based
    ///   sign-in; see ``signInAfterConfirmation(username:session:)``), if any.
    /// - Throws: ``CognitoError`` (5000–5005, or 1000).
    @discardableResult
    public func confirmSignUp(username: String, code: String) async throws(CognitoError) -> String? {
        try requireValid(usernameProblems(username) + codeProblems(code), .confirmSignUp)
        var body = base(username: username)
        body.members.append(.init(key: "ConfirmationCode", value: .string(Self.digits(code))))
        let (response, _) = try await send(.confirmSignUp, body, secrets: [code])
        return response["Session"]?.stringValue
    }

    /// Signs in a user just confirmed, with the session ConfirmSignUp returned (`USER_AUTH` with
    /// `Session`): no password or code asked again.
    /// - Parameters:
    ///   - username: the username (the email address).
    ///   - session: ConfirmSignUp's session.
    /// - Returns: tokens, or a challenge.
    /// - Throws: ``CognitoError`` (4000–4008, or 1000).
    public func signInAfterConfirmation(username: String, session: String) async throws(CognitoError) -> SignInResult {
        var problems = usernameProblems(username)
        if session.count < 20 || session.count > 2048 {
            problems.append(
                ValidationProblem(field: "session", code: .tooLong) {
                    Texts.string(.cognitoProblemTooLong, in: $0, ["field": "session", "limit": "2048"])
                })
        }
        try requireValid(problems, .initiateAuth)
        var parameters = ["USERNAME": username]
        parameters["SECRET_HASH"] = secretHash(username)
        var body = initiateAuth("USER_AUTH", parameters)
        body.members.append(.init(key: "Session", value: .string(session)))
        let (response, _) = try await send(.initiateAuth, body, secrets: [session])
        return try Self.signInResult(response, .initiateAuth)
    }

    /// Sends the confirmation code again.
    /// - Parameter username: the username (the email address).
    /// - Returns: where the code went.
    /// - Throws: ``CognitoError`` (5100–5103, or 1000).
    public func resendConfirmationCode(username: String) async throws(CognitoError) -> CodeDeliveryDetails? {
        try requireValid(usernameProblems(username), .resendConfirmationCode)
        let (response, _) = try await send(.resendConfirmationCode, base(username: username), secrets: [])
        return CodeDeliveryDetails(response["CodeDeliveryDetails"]?.objectValue)
    }

    // MARK: Sign-in

    /// How a password sign-in proves the password.
    public enum SignInFlow: String, Sendable, CaseIterable {
        /// `USER_PASSWORD_AUTH`: the password travels (over TLS) to Cognito.
        case password
        /// `USER_SRP_AUTH`: the password never leaves the machine (needs the user pool ID).
        case srp
    }

    /// Signs in with a username (or email) and password.
    /// - Parameters:
    ///   - username: the username or email address.
    ///   - password: the password.
    ///   - flow: password or SRP.
    ///   - deviceKey: a remembered device's key, sent so that Cognito can ask the device to prove
    ///     itself (`DEVICE_SRP_AUTH`) instead of a second factor.
    /// - Returns: tokens, or a challenge to answer.
    /// - Throws: ``CognitoError`` (4000–4008, or 1000).
    public func signIn(username: String, password: String, flow: SignInFlow = .password, deviceKey: String? = nil)
        async throws(CognitoError) -> SignInResult
    {
        var problems = usernameProblems(username) + existingPasswordProblems(password, field: "password")
        if let deviceKey { problems += deviceKeyProblems(deviceKey) }
        if flow == .srp && configuration.userPoolID?.contains("_") != true {
            problems.append(
                ValidationProblem(field: "userPoolID", code: .noUserPool) { Texts.string(.cognitoProblemPoolID, in: $0) })
        }
        try requireValid(problems, .initiateAuth)
        switch flow {
        case .password:
            var parameters = ["USERNAME": username, "PASSWORD": password]
            parameters["SECRET_HASH"] = secretHash(username)
            parameters["DEVICE_KEY"] = deviceKey
            let (response, _) = try await send(.initiateAuth, initiateAuth("USER_PASSWORD_AUTH", parameters), secrets: [password])
            return try Self.signInResult(response, .initiateAuth)
        case .srp:
            let srp: CognitoSRP
            do {
                srp = try CognitoSRP(userPoolID: configuration.userPoolID ?? "")
            } catch {
                throw CognitoError(.initiateAuth, .srp(error))
            }
            var parameters = ["USERNAME": username, "SRP_A": srp.publicValueHex]
            parameters["SECRET_HASH"] = secretHash(username)
            parameters["DEVICE_KEY"] = deviceKey
            let (response, _) = try await send(.initiateAuth, initiateAuth("USER_SRP_AUTH", parameters), secrets: [password])
            return try await answeringPasswordVerifier(
                response, .initiateAuth, srp: srp, password: password, deviceKey: deviceKey)
        }
    }

    /// `response` as a sign-in result, after answering it first when it is `PASSWORD_VERIFIER` (the
    /// SRP claim, computed here: the password never leaves).
    func answeringPasswordVerifier(
        _ response: JSONObject, _ operation: CognitoAPIOperation, srp: CognitoSRP, password: String,
        deviceKey: String? = nil
    ) async throws(CognitoError) -> SignInResult {
        guard response["ChallengeName"]?.stringValue == "PASSWORD_VERIFIER" else {
            return try Self.signInResult(response, operation)
        }
        let claim: SRPClaim
        do {
            let challenge = try SRPChallenge(parameters: Self.stringMap(response["ChallengeParameters"]))
            claim = try srp.claim(for: challenge, password: password, at: Date())
        } catch {
            throw CognitoError(.respondToAuthChallenge, .srp(error))
        }
        var responses = claim.challengeResponses
        // Challenge responses hash the internal username the challenge names.
        responses["SECRET_HASH"] = secretHash(claim.username)
        responses["DEVICE_KEY"] = deviceKey
        let (answer, _) = try await send(
            .respondToAuthChallenge, respond("PASSWORD_VERIFIER", session: response["Session"]?.stringValue, responses),
            secrets: [password])
        return try Self.signInResult(answer, .respondToAuthChallenge)
    }

    /// Answers `NEW_PASSWORD_REQUIRED` (a user created by an administrator signing in first).
    /// - Parameters:
    ///   - challenge: the challenge from ``signIn(username:password:flow:deviceKey:)``.
    ///   - newPassword: the new password (checked against the policy first).
    ///   - confirmation: the new password typed again, when the form asks twice.
    ///   - attributes: values for the attributes the challenge requires
    ///     (``SignInChallenge/requiredAttributes``: `name`, `family_name`, …), sent as
    ///     `userAttributes.NAME`; every required one must be given.
    /// - Returns: tokens, or a further challenge.
    /// - Throws: ``CognitoError`` (4000–4008, or 1000: a required attribute missing, a malformed name,
    ///   a value over 2,048 characters, nothing sent).
    public func completeNewPassword(
        _ challenge: SignInChallenge, newPassword: String, confirmation: String? = nil, attributes: [String: String] = [:]
    ) async throws(CognitoError) -> SignInResult {
        let username = challenge.parameters["USERNAME"] ?? ""
        await prefetchBreached(newPassword)
        var problems =
            newPasswordProblems(
                newPassword, field: "newPassword", operation: .changePassword, email: username.contains("@") ? username : nil)
            + confirmationProblems(newPassword, confirmation) + (username.isEmpty ? [missing("username")] : [])
        problems += attributeNameProblems(attributes.keys.sorted())
        for name in challenge.requiredAttributes where (attributes[name] ?? "").isEmpty {
            problems.append(missing("attribute." + name))
        }
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) where value.count > 2048 {
            problems.append(
                ValidationProblem(field: "attribute." + name, code: .tooLong) {
                    Texts.string(.cognitoProblemTooLong, in: $0, ["field": "attribute." + name, "limit": "2048"])
                })
        }
        try requireValid(problems, .respondToAuthChallenge)
        var responses = ["USERNAME": username, "NEW_PASSWORD": newPassword]
        responses["SECRET_HASH"] = secretHash(username)
        for (name, value) in attributes { responses["userAttributes." + name] = value }
        let (answer, _) = try await send(
            .respondToAuthChallenge, respond("NEW_PASSWORD_REQUIRED", session: challenge.session, responses),
            secrets: [newPassword])
        return try Self.signInResult(answer, .respondToAuthChallenge)
    }

    /// New access and ID tokens from the refresh token.
    /// - Parameters:
    ///   - refreshToken: the refresh token.
    ///   - username: the user's internal username (the access token's `username` claim): needed
    ///     for SECRET_HASH when the client has a secret.
    ///   - deviceKey: the remembered device's key, when the tokens were issued to one (Cognito then
    ///     wants it with every refresh).
    /// - Returns: the new tokens, carrying the old refresh token when Cognito sends none.
    /// - Throws: ``CognitoError`` (4000–4008, or 1000).
    public func refresh(refreshToken: String, username: String? = nil, deviceKey: String? = nil) async throws(CognitoError)
        -> AuthenticationTokens
    {
        try requireValid(tokenProblems(refreshToken, field: "refreshToken"), .initiateAuth)
        var parameters = ["REFRESH_TOKEN": refreshToken]
        if let username { parameters["SECRET_HASH"] = secretHash(username) }
        parameters["DEVICE_KEY"] = deviceKey
        let (response, _) = try await send(
            .initiateAuth, initiateAuth("REFRESH_TOKEN_AUTH", parameters), secrets: [refreshToken],
            // With refresh-token rotation a refresh that Cognito carried out has replaced the token:
            // sending the old one again could fail or start a second family.
            repeatable: false)
        guard case .signedIn(var tokens) = try Self.signInResult(response, .initiateAuth) else {
            throw CognitoError(.initiateAuth, .unexpectedChallenge(response["ChallengeName"]?.stringValue ?? "?"))
        }
        if tokens.refreshToken == nil { tokens.refreshToken = refreshToken }
        return tokens
    }

    /// New tokens for a refresh token through `GetTokensFromRefreshToken`: when the app client
    /// rotates refresh tokens, the answer carries a new one and the one sent is spent (a second use is
    /// `RefreshTokenReuseException`, 4013); otherwise the refresh token stays the same.
    /// - Parameters:
    ///   - refreshToken: the refresh token.
    ///   - deviceKey: a remembered device's key, when there is one.
    /// - Returns: the tokens, with the refresh token to keep.
    /// - Throws: ``CognitoError`` (4000–4013, or 1000). Never retried: with rotation a repeat could
    ///   spend the token twice.
    public func getTokensFromRefreshToken(refreshToken: String, deviceKey: String? = nil) async throws(CognitoError)
        -> AuthenticationTokens
    {
        try requireValid(tokenProblems(refreshToken, field: "refreshToken"), .getTokensFromRefreshToken)
        var body = JSONObject([
            .init(key: "RefreshToken", value: .string(refreshToken)),
            .init(key: "ClientId", value: .string(configuration.clientID)),
        ])
        if let secret = configuration.clientSecret { body.members.append(.init(key: "ClientSecret", value: .string(secret))) }
        if let deviceKey { body.members.append(.init(key: "DeviceKey", value: .string(deviceKey))) }
        let (response, _) = try await send(
            .getTokensFromRefreshToken, body, secrets: [refreshToken] + [configuration.clientSecret].compactMap { $0 },
            repeatable: false, retries: false)
        guard
            var tokens = try AuthenticationTokens.parse(response["AuthenticationResult"]?.objectValue, .getTokensFromRefreshToken)
        else {
            throw CognitoError(.getTokensFromRefreshToken, .invalidResponse("no AuthenticationResult"))
        }
        if tokens.refreshToken == nil { tokens.refreshToken = refreshToken }
        return tokens
    }

    // MARK: Passwords

    /// Starts a password reset: Cognito emails a code.
    /// - Parameter username: the username (the email address).
    /// - Returns: where the code went (masked).
    /// - Throws: ``CognitoError`` (6000–6004, or 1000).
    public func forgotPassword(username: String) async throws(CognitoError) -> CodeDeliveryDetails? {
        try requireValid(usernameProblems(username), .forgotPassword)
        let (response, _) = try await send(.forgotPassword, base(username: username), secrets: [])
        return CodeDeliveryDetails(response["CodeDeliveryDetails"]?.objectValue)
    }

    /// Finishes a password reset with the emailed code.
    /// - Parameters:
    ///   - username: the username (the email address).
    ///   - code: the code.
    ///   - newPassword: the new password (checked against the policy first).
    ///   - confirmation: the new password typed again, when the form asks twice.
    /// - Throws: ``CognitoError`` (7000–7005, or 1000).
    public func confirmForgotPassword(username: String, code: String, newPassword: String, confirmation: String? = nil)
        async throws(CognitoError)
    {
        await prefetchBreached(newPassword)
        try requireValid(
            usernameProblems(username) + codeProblems(code)
                + newPasswordProblems(
                    newPassword, field: "newPassword", operation: .confirmForgotPassword,
                    email: username.contains("@") ? username : nil)
                + confirmationProblems(newPassword, confirmation), .confirmForgotPassword)
        var body = base(username: username)
        body.members.append(.init(key: "ConfirmationCode", value: .string(Self.digits(code))))
        body.members.append(.init(key: "Password", value: .string(newPassword)))
        _ = try await send(.confirmForgotPassword, body, secrets: [newPassword, code])
    }

    /// Changes the signed-in user's password.
    /// - Parameters:
    ///   - accessToken: the session's access token (empty: the articles' 8001, no request).
    ///   - currentPassword: the current password.
    ///   - newPassword: the new password (checked against the policy, and against the current one).
    ///   - confirmation: the new password typed again, when the form asks twice.
    ///   - email: the user's email, for the policy's user-context rule.
    /// - Throws: ``CognitoError`` (8000–8005, or 1000).
    public func changePassword(
        accessToken: String, currentPassword: String, newPassword: String, confirmation: String? = nil, email: String? = nil
    ) async throws(CognitoError) {
        if accessToken.isEmpty { throw CognitoError(.changePassword, .noSession) }
        await prefetchBreached(newPassword)
        try requireValid(
            existingPasswordProblems(currentPassword, field: "currentPassword")
                + newPasswordProblems(newPassword, field: "newPassword", operation: .changePassword, email: email)
                + confirmationProblems(newPassword, confirmation) + differsProblems(newPassword, currentPassword), .changePassword
        )
        let body = JSONObject([
            .init(key: "AccessToken", value: .string(accessToken)),
            .init(key: "PreviousPassword", value: .string(currentPassword)),
            .init(key: "ProposedPassword", value: .string(newPassword)),
        ])
        _ = try await send(.changePassword, body, secrets: [accessToken, currentPassword, newPassword])
    }

    // MARK: Session

    /// The signed-in user's attributes.
    /// - Parameter accessToken: the access token.
    /// - Returns: username and attributes.
    /// - Throws: ``CognitoError`` (9000–9002, or 1000).
    public func getUser(accessToken: String) async throws(CognitoError) -> CognitoUser {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .getUser)
        let (response, _) = try await send(
            .getUser, JSONObject([.init(key: "AccessToken", value: .string(accessToken))]), secrets: [accessToken])
        guard let username = response["Username"]?.stringValue else {
            throw CognitoError(.getUser, .invalidResponse("no Username"))
        }
        var attributes: [String: String] = [:]
        if case .array(let list)? = response["UserAttributes"] {
            for case .object(let attribute) in list {
                if let name = attribute["Name"]?.stringValue { attributes[name] = attribute["Value"]?.stringValue ?? "" }
            }
        }
        var enabled: [MFAType] = []
        if case .array(let list)? = response["UserMFASettingList"] {
            for case .string(let name) in list {
                if let method = MFAType(challengeName: name), !enabled.contains(method) { enabled.append(method) }
            }
        }
        let preferred = response["PreferredMfaSetting"]?.stringValue.flatMap(MFAType.init(challengeName:))
        return CognitoUser(username: username, attributes: attributes, enabledMFA: enabled, preferredMFA: preferred)
    }

    /// Signs the user out everywhere: every refresh token is revoked.
    /// - Parameter accessToken: the access token.
    /// - Throws: ``CognitoError`` (9100–9101, or 1000).
    public func globalSignOut(accessToken: String) async throws(CognitoError) {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .globalSignOut)
        _ = try await send(
            .globalSignOut, JSONObject([.init(key: "AccessToken", value: .string(accessToken))]), secrets: [accessToken])
    }

    /// Revokes a refresh token (and the access tokens issued with it).
    /// - Parameter refreshToken: the refresh token.
    /// - Throws: ``CognitoError`` (9200–9202, or 1000).
    public func revokeToken(refreshToken: String) async throws(CognitoError) {
        try requireValid(tokenProblems(refreshToken, field: "refreshToken"), .revokeToken)
        var body = JSONObject([
            .init(key: "Token", value: .string(refreshToken)), .init(key: "ClientId", value: .string(configuration.clientID)),
        ])
        if let secret = configuration.clientSecret { body.members.append(.init(key: "ClientSecret", value: .string(secret))) }
        _ = try await send(.revokeToken, body, secrets: [refreshToken] + [configuration.clientSecret].compactMap { $0 })
    }

    // MARK: Request pieces

    /// `ClientId`, `Username` and, with a secret, `SecretHash`.
    private func base(username: String) -> JSONObject {
        var body = JSONObject([
            .init(key: "ClientId", value: .string(configuration.clientID)), .init(key: "Username", value: .string(username)),
        ])
        if let hash = secretHash(username) { body.members.append(.init(key: "SecretHash", value: .string(hash))) }
        return body
    }

    func initiateAuth(_ flow: String, _ parameters: [String: String]) -> JSONObject {
        JSONObject([
            .init(key: "ClientId", value: .string(configuration.clientID)), .init(key: "AuthFlow", value: .string(flow)),
            .init(key: "AuthParameters", value: Self.object(parameters)),
        ])
    }

    func respond(_ challenge: String, session: String?, _ responses: [String: String]) -> JSONObject {
        var body = JSONObject([
            .init(key: "ClientId", value: .string(configuration.clientID)),
            .init(key: "ChallengeName", value: .string(challenge)),
            .init(key: "ChallengeResponses", value: Self.object(responses)),
        ])
        if let session { body.members.append(.init(key: "Session", value: .string(session))) }
        return body
    }

    static func attribute(_ name: String, _ value: String) -> JSONObject {
        JSONObject([.init(key: "Name", value: .string(name)), .init(key: "Value", value: .string(value))])
    }

    private static func object(_ values: [String: String]) -> JSONValue {
        .object(JSONObject(values.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) }))
    }

    /// Challenge parameters as strings. Cognito sends every value as a string (lists JSON-encoded:
    /// `MFAS_CAN_SETUP` is `"[\"SOFTWARE_TOKEN_MFA\"]"`); moto sends some lists as JSON lists, kept
    /// here as their JSON text so both read the same.
    static func stringMap(_ value: JSONValue?) -> [String: String] {
        var result: [String: String] = [:]
        for member in value?.objectValue ?? JSONObject() {
            switch member.value {
            case .string(let text): result[member.key] = text
            case .array, .object, .number, .bool: result[member.key] = member.value.jsonText
            default: break
            }
        }
        return result
    }

    static func signInResult(_ response: JSONObject, _ operation: CognitoAPIOperation) throws(CognitoError) -> SignInResult {
        if let tokens = try AuthenticationTokens.parse(response["AuthenticationResult"]?.objectValue, operation) {
            return .signedIn(tokens)
        }
        guard let name = response["ChallengeName"]?.stringValue else {
            throw CognitoError(operation, .unexpectedChallenge("none"))
        }
        var challenge = SignInChallenge(
            name: name, session: response["Session"]?.stringValue, parameters: stringMap(response["ChallengeParameters"]))
        if case .array(let offers)? = response["AvailableChallenges"] {
            challenge.availableChallenges = offers.compactMap(\.stringValue)
        }
        return .challenge(challenge)
    }
}
