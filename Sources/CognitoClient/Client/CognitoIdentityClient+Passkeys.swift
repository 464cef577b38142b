// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension CognitoIdentityClient {
    // MARK: Passkeys (WebAuthn)

    /// The most pages of passkeys read (20 a page): more means an endpoint that never stops.
    static let maximumPasskeyPages = 50

    /// Asks Cognito for the options of a new passkey for the signed-in user
    /// (`StartWebAuthnRegistration`): WebAuthn's `PublicKeyCredentialCreationOptions` in their JSON
    /// form, for an authenticator (``SoftwarePasskey/register(options:origin:)``, or a platform
    /// passkey in an app) to answer.
    /// - Parameter accessToken: the access token.
    /// - Returns: the creation options.
    /// - Throws: ``CognitoError``: 1000 for a missing token (nothing sent), 2300–2305 from Cognito.
    public func startPasskeyRegistration(accessToken: String) async throws(CognitoError) -> JSONObject {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .startWebAuthnRegistration)
        let body = JSONObject([.init(key: "AccessToken", value: .string(accessToken))])
        let (response, _) = try await send(.startWebAuthnRegistration, body, secrets: [accessToken])
        guard let options = response["CredentialCreationOptions"]?.objectValue else {
            throw CognitoError(.startWebAuthnRegistration, .invalidResponse("no CredentialCreationOptions"))
        }
        return options
    }

    /// Gives Cognito the new passkey (`CompleteWebAuthnRegistration`): the authenticator's answer
    /// to ``startPasskeyRegistration(accessToken:)``'s options (WebAuthn's
    /// `RegistrationResponseJSON`), which Cognito verifies and keeps.
    /// - Parameters:
    ///   - accessToken: the access token the registration was started with.
    ///   - credential: the registration response.
    /// - Throws: ``CognitoError``: 1000 for a missing token (nothing sent), 2400–2409 from Cognito
    ///   (2402 a challenge it no longer has, 2403 another relying party, 2404 an origin it does not
    ///   allow, 2406 a passkey it does not support or already has).
    public func completePasskeyRegistration(accessToken: String, credential: JSONObject) async throws(CognitoError) {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .completeWebAuthnRegistration)
        let body = JSONObject([
            .init(key: "AccessToken", value: .string(accessToken)), .init(key: "Credential", value: .object(credential)),
        ])
        _ = try await send(.completeWebAuthnRegistration, body, secrets: [accessToken])
    }

    /// The signed-in user's passkeys (`ListWebAuthnCredentials`, every page).
    /// - Parameter accessToken: the access token.
    /// - Returns: the passkeys, in Cognito's order.
    /// - Throws: ``CognitoError``: 1000 for a missing token (nothing sent), 2500–2503 from Cognito,
    ///   1002 for an answer without the members a passkey has, or more pages than any user has.
    public func listPasskeys(accessToken: String) async throws(CognitoError) -> [PasskeyDescription] {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .listWebAuthnCredentials)
        var passkeys: [PasskeyDescription] = []
        var next: String?
        for _ in 0..<Self.maximumPasskeyPages {
            var body = JSONObject([
                .init(key: "AccessToken", value: .string(accessToken)), .init(key: "MaxResults", value: .number("20")),
            ])
            if let next { body.members.append(.init(key: "NextToken", value: .string(next))) }
            let (response, _) = try await send(.listWebAuthnCredentials, body, secrets: [accessToken])
            guard case .array(let items)? = response["Credentials"] else {
                throw CognitoError(.listWebAuthnCredentials, .invalidResponse("no Credentials"))
            }
            for item in items {
                guard let passkey = item.objectValue.flatMap(PasskeyDescription.init) else {
                    throw CognitoError(.listWebAuthnCredentials, .invalidResponse("a credential without its ID, name or date"))
                }
                passkeys.append(passkey)
            }
            next = response["NextToken"]?.stringValue
            if next?.isEmpty ?? true { return passkeys }
        }
        throw CognitoError(
            .listWebAuthnCredentials, .invalidResponse("more than \(Self.maximumPasskeyPages) pages of passkeys"))
    }

    /// Removes one of the signed-in user's passkeys (`DeleteWebAuthnCredential`): it no longer
    /// signs in. The authenticator keeps its key; a software passkey's file can then be deleted.
    /// - Parameters:
    ///   - accessToken: the access token.
    ///   - credentialID: the passkey's credential ID (base64url, as ``listPasskeys(accessToken:)`` gives it).
    /// - Throws: ``CognitoError``: 1000 for a missing token or an ID that is not base64url (nothing
    ///   sent), 2600–2603 from Cognito (2602: the user has no such passkey).
    public func deletePasskey(accessToken: String, credentialID: String) async throws(CognitoError) {
        var problems = tokenProblems(accessToken, field: "accessToken")
        if (try? Base64URL.decode(credentialID))?.isEmpty ?? true {
            problems.append(
                ValidationProblem(field: "credentialID", code: .invalidCredentialID) {
                    Texts.string(.cognitoProblemCredentialID, in: $0, ["field": "credentialID"])
                })
        }
        try requireValid(problems, .deleteWebAuthnCredential)
        let body = JSONObject([
            .init(key: "AccessToken", value: .string(accessToken)), .init(key: "CredentialId", value: .string(credentialID)),
        ])
        _ = try await send(.deleteWebAuthnCredential, body, secrets: [accessToken])
    }

    /// Answers a `WEB_AUTHN` challenge with a passkey's assertion (WebAuthn's
    /// `AuthenticationResponseJSON`).
    /// - Parameters:
    ///   - challenge: the `WEB_AUTHN` challenge.
    ///   - username: the name the user signs in with.
    ///   - credential: the assertion, made over the challenge's request options.
    /// - Returns: tokens, or a further challenge.
    /// - Throws: ``CognitoError``: 4015 when Cognito refuses the assertion (its reason: a wrong
    ///   origin, relying party, challenge, counter or signature), else Cognito's refusal.
    public func answerPasskeyChallenge(_ challenge: SignInChallenge, username: String, credential: JSONObject)
        async throws(CognitoError) -> SignInResult
    {
        let name = challenge.parameters["USERNAME"] ?? username
        var responses = ["USERNAME": name, "CREDENTIAL": JSONValue.object(credential).jsonText]
        responses["SECRET_HASH"] = secretHash(name)
        do {
            let (response, _) = try await send(
                .respondToAuthChallenge, respond("WEB_AUTHN", session: challenge.session, responses),
                secrets: [challenge.session].compactMap { $0 })
            return try Self.signInResult(response, .respondToAuthChallenge)
        } catch {
            if case .service(_, let message) = error.kind, error.type == "NotAuthorized" {
                throw CognitoError(.respondToAuthChallenge, .passkeyRefused(message ?? "NotAuthorizedException"))
            }
            throw error
        }
    }
}

extension SignInChallenge {
    /// A `WEB_AUTHN` challenge's request options (`CREDENTIAL_REQUEST_OPTIONS`, WebAuthn's
    /// `PublicKeyCredentialRequestOptions` as JSON), or `nil` when absent or not a JSON object.
    public var passkeyRequestOptions: JSONObject? {
        guard var text = parameters["CREDENTIAL_REQUEST_OPTIONS"] else { return nil }
        return text.withUTF8 { try? JSONValue(parsing: $0) }?.objectValue
    }
}
