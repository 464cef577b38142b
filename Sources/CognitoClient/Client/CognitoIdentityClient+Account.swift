// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// How the signed-in user can sign in, as `GetUserAuthFactors` reports it.
public struct UserAuthFactors: Sendable, Hashable {
    /// The user's username.
    public var username: String
    /// The first factors the user has set up: `PASSWORD`, `EMAIL_OTP`, `SMS_OTP`, `WEB_AUTHN`.
    public var factors: [String]
    /// The second factors enabled.
    public var enabledMFA: [MFAType]
    /// The second factor Cognito asks for first.
    public var preferredMFA: MFAType?
}

extension CognitoIdentityClient {
    // MARK: Self-service: the signed-in user's own account

    /// Changes or adds the user's attributes. Changing `email` or `phone_number` sends a code to
    /// the new value; the change takes effect when ``verifyUserAttribute(accessToken:name:code:)``
    /// gets it (or at once, when the pool does not require verification).
    /// - Parameters:
    ///   - accessToken: the session's access token.
    ///   - attributes: name and value of each attribute to set (custom ones as `custom:name`).
    /// - Returns: where each code went.
    /// - Throws: ``CognitoError``: 1000 for a missing, malformed or repeated name, a value over 2,048
    ///   characters or an `email` that is not an address (nothing sent); 9600–9603 from Cognito.
    public func updateUserAttributes(accessToken: String, attributes: [(name: String, value: String)])
        async throws(CognitoError) -> [CodeDeliveryDetails]
    {
        var problems = tokenProblems(accessToken, field: "accessToken")
        if attributes.isEmpty { problems.append(missing("attributes")) }
        problems += attributeNameProblems(attributes.map(\.name))
        for attribute in attributes {
            let field = "attribute." + attribute.name
            if attribute.value.count > 2048 {
                problems.append(
                    ValidationProblem(field: field, code: .tooLong) {
                        Texts.string(.cognitoProblemTooLong, in: $0, ["field": field, "limit": "2048"])
                    })
            } else if attribute.name == "email" {
                problems += emailProblems(attribute.value, field: field)
            }
        }
        try requireValid(problems, .updateUserAttributes)
        let list = attributes.map {
            JSONValue.object(
                JSONObject([.init(key: "Name", value: .string($0.name)), .init(key: "Value", value: .string($0.value))]))
        }
        let (response, _) = try await send(
            .updateUserAttributes,
            JSONObject([
                .init(key: "UserAttributes", value: .array(list)), .init(key: "AccessToken", value: .string(accessToken)),
            ]),
            secrets: [accessToken])
        guard case .array(let deliveries)? = response["CodeDeliveryDetailsList"] else { return [] }
        return deliveries.compactMap { CodeDeliveryDetails($0.objectValue) }
    }

    /// Removes attributes from the user.
    /// - Parameters:
    ///   - accessToken: the session's access token.
    ///   - names: the attributes to remove.
    /// - Throws: ``CognitoError``: 1000 for a missing, malformed or repeated name (nothing sent);
    ///   9650–9652 from Cognito.
    public func deleteUserAttributes(accessToken: String, names: [String]) async throws(CognitoError) {
        var problems = tokenProblems(accessToken, field: "accessToken")
        if names.isEmpty { problems.append(missing("attributes")) }
        problems += attributeNameProblems(names)
        try requireValid(problems, .deleteUserAttributes)
        _ = try await send(
            .deleteUserAttributes,
            JSONObject([
                .init(key: "UserAttributeNames", value: .array(names.map(JSONValue.string))),
                .init(key: "AccessToken", value: .string(accessToken)),
            ]), secrets: [accessToken])
    }

    /// Sends a code to the user's `email` or `phone_number`, to verify it.
    /// - Parameters:
    ///   - accessToken: the session's access token.
    ///   - name: `email` or `phone_number`.
    /// - Returns: where the code went.
    /// - Throws: ``CognitoError``: 1000 for a malformed name (nothing sent); 9700–9704 from Cognito.
    public func getUserAttributeVerificationCode(accessToken: String, name: String) async throws(CognitoError)
        -> CodeDeliveryDetails?
    {
        try requireValid(
            tokenProblems(accessToken, field: "accessToken") + attributeNameProblems([name]), .getUserAttributeVerificationCode)
        let (response, _) = try await send(
            .getUserAttributeVerificationCode,
            JSONObject([
                .init(key: "AccessToken", value: .string(accessToken)), .init(key: "AttributeName", value: .string(name)),
            ]),
            secrets: [accessToken])
        return CodeDeliveryDetails(response["CodeDeliveryDetails"]?.objectValue)
    }

    /// Verifies `email` or `phone_number` with the code sent to it.
    /// - Parameters:
    ///   - accessToken: the session's access token.
    ///   - name: the attribute.
    ///   - code: the code (6 to 8 digits).
    /// - Throws: ``CognitoError``: 1000 for a malformed name or code (nothing sent); 9750–9755 from
    ///   Cognito (9751 for a wrong code).
    public func verifyUserAttribute(accessToken: String, name: String, code: String) async throws(CognitoError) {
        try requireValid(
            tokenProblems(accessToken, field: "accessToken") + attributeNameProblems([name]) + mfaCodeProblems(code),
            .verifyUserAttribute)
        _ = try await send(
            .verifyUserAttribute,
            JSONObject([
                .init(key: "AccessToken", value: .string(accessToken)), .init(key: "AttributeName", value: .string(name)),
                .init(key: "Code", value: .string(Self.digits(code))),
            ]), secrets: [accessToken, code])
    }

    /// Deletes the signed-in user's account. There is no undo.
    /// - Parameter accessToken: the session's access token.
    /// - Throws: ``CognitoError``: 1000 without a token (nothing sent); 9800–9801 from Cognito.
    public func deleteUser(accessToken: String) async throws(CognitoError) {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .deleteUser)
        _ = try await send(
            .deleteUser, JSONObject([.init(key: "AccessToken", value: .string(accessToken))]), secrets: [accessToken])
    }

    /// How the user can sign in: first factors (password, email or SMS codes, passkeys) and second
    /// factors.
    /// - Parameter accessToken: the session's access token.
    /// - Throws: ``CognitoError``: 1000 without a token (nothing sent); 9850–9851 from Cognito.
    public func getUserAuthFactors(accessToken: String) async throws(CognitoError) -> UserAuthFactors {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .getUserAuthFactors)
        let (response, _) = try await send(
            .getUserAuthFactors, JSONObject([.init(key: "AccessToken", value: .string(accessToken))]), secrets: [accessToken])
        guard let username = response["Username"]?.stringValue else {
            throw CognitoError(.getUserAuthFactors, .invalidResponse("no Username"))
        }
        var factors: [String] = []
        if case .array(let list)? = response["ConfiguredUserAuthFactors"] { factors = list.compactMap(\.stringValue) }
        var enabled: [MFAType] = []
        if case .array(let list)? = response["UserMFASettingList"] {
            for case .string(let name) in list {
                if let method = MFAType(challengeName: name), !enabled.contains(method) { enabled.append(method) }
            }
        }
        let preferred = response["PreferredMfaSetting"]?.stringValue.flatMap(MFAType.init(challengeName:))
        return UserAuthFactors(username: username, factors: factors, enabledMFA: enabled, preferredMFA: preferred)
    }

    // MARK: Pieces

    /// Attribute names as AWS's model allows them: 1 to 32 characters, no control characters but
    /// tab and line breaks (and credkit refuses those too: no attribute has them), each name once.
    func attributeNameProblems(_ names: [String]) -> [ValidationProblem] {
        var problems: [ValidationProblem] = []
        var seen = Set<String>()
        for name in names {
            let valid =
                (1...32).contains(name.count)
                && name.unicodeScalars.allSatisfy { !$0.properties.generalCategory.isControlOrSeparator }
            if !valid {
                problems.append(
                    ValidationProblem(field: "attribute", code: .invalidAttribute) {
                        Texts.string(.cognitoProblemAttributeName, in: $0, ["name": name])
                    })
            } else if !seen.insert(name).inserted {
                problems.append(
                    ValidationProblem(field: "attribute", code: .conflict) {
                        Texts.string(.cognitoProblemAttributeTwice, in: $0, ["name": name])
                    })
            }
        }
        return problems
    }
}

extension Unicode.GeneralCategory {
    /// Controls, format characters and separators (spaces, line and paragraph separators).
    fileprivate var isControlOrSeparator: Bool {
        switch self {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
            .privateUse:
            true
        default: false
        }
    }
}
