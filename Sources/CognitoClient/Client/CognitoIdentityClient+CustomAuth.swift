// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension CognitoIdentityClient {
    // MARK: Custom authentication (CUSTOM_AUTH)

    /// The longest answer to a custom challenge sent: AWS's model allows challenge responses of up to
    /// 131,072 characters.
    static let maximumCustomAnswerLength = 131_072

    /// Starts a custom sign-in (`CUSTOM_AUTH`): the pool's Lambda triggers decide the challenges
    /// (a question, a code sent some other way, a magic link's secret), one or more
    /// `CUSTOM_CHALLENGE`s, each answered with ``answerCustomChallenge(_:username:answer:)``.
    /// - Parameter username: the username or email address.
    /// - Returns: the first challenge, or tokens when the triggers ask for none.
    /// - Throws: ``CognitoError``: 1000 for a missing or malformed username (nothing sent), else
    ///   Cognito's refusal (4000–4008).
    public func signInCustom(username: String) async throws(CognitoError) -> SignInResult {
        try requireValid(usernameProblems(username), .initiateAuth)
        var parameters = ["USERNAME": username]
        parameters["SECRET_HASH"] = secretHash(username)
        let (response, _) = try await send(.initiateAuth, initiateAuth("CUSTOM_AUTH", parameters), secrets: [])
        return try Self.signInResult(response, .initiateAuth)
    }

    /// Answers a `CUSTOM_CHALLENGE`: the triggers then ask another, or sign the user in, or refuse
    /// (Cognito's 4002 once the triggers give up).
    /// - Parameters:
    ///   - challenge: the `CUSTOM_CHALLENGE` (its ``SignInChallenge/customParameters`` are what the
    ///     triggers chose to show).
    ///   - username: the name the user signs in with.
    ///   - answer: the answer (present, at most 131,072 characters; sent as typed).
    /// - Returns: tokens, or the next challenge.
    /// - Throws: ``CognitoError``: 1000 for a missing or over-long answer (nothing sent), else
    ///   Cognito's refusal (4000–4008).
    public func answerCustomChallenge(_ challenge: SignInChallenge, username: String, answer: String)
        async throws(CognitoError) -> SignInResult
    {
        guard challenge.name == "CUSTOM_CHALLENGE" else {
            throw CognitoError(.respondToAuthChallenge, .unexpectedChallenge(challenge.name))
        }
        var problems = usernameProblems(username)
        if answer.isEmpty {
            problems.append(missing("answer"))
        } else if answer.count > Self.maximumCustomAnswerLength {
            problems.append(
                ValidationProblem(field: "answer", code: .tooLong) {
                    Texts.string(
                        .cognitoProblemTooLong, in: $0, ["field": "answer", "limit": String(Self.maximumCustomAnswerLength)])
                })
        }
        try requireValid(problems, .respondToAuthChallenge)
        let name = challenge.parameters["USERNAME"] ?? username
        var responses = ["USERNAME": name, "ANSWER": answer]
        responses["SECRET_HASH"] = secretHash(name)
        let (response, _) = try await send(
            .respondToAuthChallenge, respond("CUSTOM_CHALLENGE", session: challenge.session, responses),
            secrets: [answer] + [challenge.session].compactMap { $0 })
        return try Self.signInResult(response, .respondToAuthChallenge)
    }
}

extension SignInChallenge {
    /// What a `CUSTOM_CHALLENGE`'s triggers chose to show the user (its public challenge parameters),
    /// without the `USERNAME` Cognito adds to every challenge.
    public var customParameters: [String: String] {
        parameters.filter { $0.key != "USERNAME" }
    }
}
