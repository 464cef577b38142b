// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension CognitoAdminClient {
    /// Creates a user (`AdminCreateUser`) after ``creationProblems(username:attributes:temporaryPassword:message:delivery:)``
    /// finds nothing wrong.
    /// - Parameters:
    ///   - username: the username (an address or phone number in a pool that signs in with those).
    ///   - attributes: name and value of each attribute.
    ///   - temporaryPassword: the first password, checked against the pool's policy; `nil` lets
    ///     Cognito make one.
    ///   - confirmation: the temporary password typed again, when it was.
    ///   - message: whether Cognito sends the invitation, sends none, or resends it.
    ///   - delivery: the media the invitation goes by (Cognito's default, SMS, when empty).
    /// - Returns: the user as created.
    /// - Throws: ``CognitoError``: 1000 with every problem (nothing sent); 3100–3125 from Cognito.
    public func createUser(
        _ username: String, attributes: [(name: String, value: String)] = [], temporaryPassword: String? = nil,
        confirmation: String? = nil, message: InvitationMessage = .send, delivery: Set<DeliveryMedium> = []
    ) async throws(CognitoError) -> CognitoAdminUser {
        if let temporaryPassword { await client.prefetchBreached(temporaryPassword) }
        try client.requireValid(
            creationProblems(
                username: username, attributes: attributes, temporaryPassword: temporaryPassword, message: message,
                delivery: delivery)
                + client.confirmationProblems(temporaryPassword ?? "", temporaryPassword == nil ? nil : confirmation),
            .adminCreateUser)
        var members: [JSONObject.Member] = [.init(key: "Username", value: .string(username))]
        if !attributes.isEmpty {
            members.append(.init(key: "UserAttributes", value: Self.attributeList(attributes)))
        }
        if let temporaryPassword { members.append(.init(key: "TemporaryPassword", value: .string(temporaryPassword))) }
        switch message {
        case .send: break
        case .suppress: members.append(.init(key: "MessageAction", value: .string("SUPPRESS")))
        case .resend: members.append(.init(key: "MessageAction", value: .string("RESEND")))
        }
        if !delivery.isEmpty {
            let media = DeliveryMedium.allCases.filter(delivery.contains).map { JSONValue.string($0.rawValue) }
            members.append(.init(key: "DesiredDeliveryMediums", value: .array(media)))
        }
        let response = try await send(.adminCreateUser, members, secrets: [temporaryPassword].compactMap { $0 })
        guard let user = response["User"]?.objectValue.flatMap(CognitoAdminUser.init) else {
            throw CognitoError(.adminCreateUser, .invalidResponse("no User"))
        }
        return user
    }

    /// Sets a user's password (`AdminSetUserPassword`) after checking it against the pool's policy.
    /// - Parameters:
    ///   - username: the user.
    ///   - password: the new password.
    ///   - confirmation: the password typed again, when it was (a difference is refused, nothing sent).
    ///   - permanent: `true` makes it the user's password (status `CONFIRMED`); `false` makes it a
    ///     temporary one to change at the next sign-in (`FORCE_CHANGE_PASSWORD`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3200–3213 from Cognito.
    public func setPassword(_ username: String, password: String, confirmation: String? = nil, permanent: Bool)
        async throws(CognitoError)
    {
        await client.prefetchBreached(password)
        try client.requireValid(
            usernameProblems(username)
                + passwordProblems(password, email: usernameAttribute(username) == "email" ? username : nil)
                + client.confirmationProblems(password, confirmation),
            .adminSetUserPassword)
        _ = try await send(
            .adminSetUserPassword,
            [
                .init(key: "Username", value: .string(username)), .init(key: "Password", value: .string(password)),
                .init(key: "Permanent", value: .bool(permanent)),
            ], secrets: [password])
    }

    /// Makes the user choose a new password with a code Cognito sends (`AdminResetUserPassword`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3300–3325 from Cognito.
    public func resetPassword(_ username: String) async throws(CognitoError) {
        try await userAction(.adminResetUserPassword, username)
    }

    /// Lets a disabled user sign in again (`AdminEnableUser`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3400–3410 from Cognito.
    public func enableUser(_ username: String) async throws(CognitoError) {
        try await userAction(.adminEnableUser, username)
    }

    /// Stops a user from signing in (`AdminDisableUser`); their tokens stop being accepted.
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3500–3510 from Cognito.
    public func disableUser(_ username: String) async throws(CognitoError) {
        try await userAction(.adminDisableUser, username)
    }

    /// Deletes a user (`AdminDeleteUser`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3600–3610 from Cognito.
    public func deleteUser(_ username: String) async throws(CognitoError) {
        try await userAction(.adminDeleteUser, username)
    }

    /// Revokes every refresh token of a user (`AdminUserGlobalSignOut`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3700–3710 from Cognito.
    public func signOutEverywhere(_ username: String) async throws(CognitoError) {
        try await userAction(.adminUserGlobalSignOut, username)
    }

    /// A user's status, attributes and MFA settings (`AdminGetUser`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3800–3810 from Cognito.
    public func user(_ username: String) async throws(CognitoError) -> CognitoAdminUser {
        try client.requireValid(usernameProblems(username), .adminGetUser)
        let response = try await send(.adminGetUser, [.init(key: "Username", value: .string(username))])
        guard let user = CognitoAdminUser(response) else {
            throw CognitoError(.adminGetUser, .invalidResponse("no Username"))
        }
        return user
    }

    /// Turns off every MFA method of a user (`AdminSetUserMFAPreference`: SMS, authenticator app and
    /// email, none preferred): for a user who lost their phone, before they set one up again.
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 3900–3918 from Cognito.
    public func resetMFA(_ username: String) async throws(CognitoError) {
        try client.requireValid(usernameProblems(username), .adminSetUserMFAPreference)
        let off = JSONValue.object(
            JSONObject([.init(key: "Enabled", value: .bool(false)), .init(key: "PreferredMfa", value: .bool(false))]))
        _ = try await send(
            .adminSetUserMFAPreference,
            [
                .init(key: "Username", value: .string(username)), .init(key: "SMSMfaSettings", value: off),
                .init(key: "SoftwareTokenMfaSettings", value: off), .init(key: "EmailMfaSettings", value: off),
            ])
    }

    /// An operation whose only input is the username.
    private func userAction(_ operation: CognitoAPIOperation, _ username: String) async throws(CognitoError) {
        try client.requireValid(usernameProblems(username), operation)
        _ = try await send(operation, [.init(key: "Username", value: .string(username))])
    }

    /// `[{"Name": …, "Value": …}]`.
    static func attributeList(_ attributes: [(name: String, value: String)]) -> JSONValue {
        .array(
            attributes.map {
                .object(JSONObject([.init(key: "Name", value: .string($0.name)), .init(key: "Value", value: .string($0.value))]))
            })
    }
}
