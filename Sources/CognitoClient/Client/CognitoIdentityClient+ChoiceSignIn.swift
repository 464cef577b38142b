// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A first factor of choice-based sign-in (`USER_AUTH`).
public enum FirstFactor: String, Sendable, Hashable, CaseIterable {
    /// The password, sent (over TLS) to Cognito (`PASSWORD`).
    case password
    /// The password proved with SRP, never sent (`PASSWORD_SRP`).
    case passwordSRP = "password-srp"
    /// A code sent by email (`EMAIL_OTP`).
    case emailOTP = "email-otp"
    /// A code sent by text message (`SMS_OTP`).
    case smsOTP = "sms-otp"
    /// A passkey (`WEB_AUTHN`): a platform authenticator in an app or a browser, or a
    /// ``SoftwarePasskey``.
    case webAuthn = "web-authn"

    /// The name Cognito uses for it (a challenge name, and `PREFERRED_CHALLENGE`'s value).
    public var challengeName: String {
        switch self {
        case .password: "PASSWORD"
        case .passwordSRP: "PASSWORD_SRP"
        case .emailOTP: "EMAIL_OTP"
        case .smsOTP: "SMS_OTP"
        case .webAuthn: "WEB_AUTHN"
        }
    }

    /// The factor a challenge name stands for.
    public init?(challengeName: String) {
        guard let factor = Self.allCases.first(where: { $0.challengeName == challengeName }) else { return nil }
        self = factor
    }

    /// Whether choosing it takes the password.
    public var needsPassword: Bool { self == .password || self == .passwordSRP }
}

extension CognitoIdentityClient {
    // MARK: Choice-based sign-in (USER_AUTH)

    /// Starts a choice-based sign-in (`USER_AUTH`): with a preferred factor Cognito goes straight to
    /// it when the user has it; otherwise it offers the user's factors (`SELECT_CHALLENGE`).
    /// - Parameters:
    ///   - username: the username or email address.
    ///   - preferred: the factor to try first, if any.
    ///   - password: the password, when `preferred` takes it.
    /// - Returns: tokens, or the next challenge (`SELECT_CHALLENGE`, `EMAIL_OTP`, `SMS_OTP`, …).
    /// - Throws: ``CognitoError``: 1000 for missing input (nothing sent), else Cognito's refusal
    ///   (4000–4008).
    public func signInChoosing(username: String, preferred: FirstFactor?, password: String? = nil) async throws(CognitoError)
        -> SignInResult
    {
        try requireValid(firstFactorProblems(username: username, factor: preferred, password: password), .initiateAuth)
        var parameters = ["USERNAME": username]
        parameters["SECRET_HASH"] = secretHash(username)
        parameters["PREFERRED_CHALLENGE"] = preferred?.challengeName
        let srp = try preferred == .passwordSRP ? makeSRP(.initiateAuth) : nil
        if preferred == .password { parameters["PASSWORD"] = password }
        parameters["SRP_A"] = srp?.publicValueHex
        let (response, _) = try await send(
            .initiateAuth, initiateAuth("USER_AUTH", parameters), secrets: [password].compactMap { $0 })
        if let srp, let password {
            return try await answeringPasswordVerifier(response, .initiateAuth, srp: srp, password: password)
        }
        return try Self.signInResult(response, .initiateAuth)
    }

    /// Answers `SELECT_CHALLENGE` with one of the offered factors.
    /// - Parameters:
    ///   - challenge: the `SELECT_CHALLENGE` challenge (its ``SignInChallenge/availableChallenges`` are the offers).
    ///   - username: the name the user signs in with.
    ///   - factor: the factor chosen.
    ///   - password: the password, for ``FirstFactor/password`` and ``FirstFactor/passwordSRP``.
    /// - Returns: tokens, or the factor's challenge (a code's, or a second factor's).
    /// - Throws: ``CognitoError``: 1000 for a factor not offered or a missing password (nothing sent),
    ///   else Cognito's refusal.
    public func chooseFirstFactor(
        _ challenge: SignInChallenge, username: String, factor: FirstFactor, password: String? = nil
    ) async throws(CognitoError) -> SignInResult {
        var problems = firstFactorProblems(username: username, factor: factor, password: password)
        let offered = challenge.availableChallenges
        if !offered.isEmpty && !offered.contains(factor.challengeName) {
            problems.append(
                ValidationProblem(field: "factor", code: .notOffered) {
                    Texts.string(
                        .cognitoProblemMFANotOffered, in: $0,
                        [
                            "type": factor.rawValue,
                            "offered": offered.compactMap(FirstFactor.init(challengeName:)).map(\.rawValue).joined(
                                separator: ", "),
                        ])
                })
        }
        try requireValid(problems, .respondToAuthChallenge)
        let name = challenge.parameters["USERNAME"] ?? username
        var responses = ["USERNAME": name, "ANSWER": factor.challengeName]
        responses["SECRET_HASH"] = secretHash(name)
        let srp = try factor == .passwordSRP ? makeSRP(.respondToAuthChallenge) : nil
        if factor == .password { responses["PASSWORD"] = password }
        responses["SRP_A"] = srp?.publicValueHex
        let (response, _) = try await send(
            .respondToAuthChallenge, respond("SELECT_CHALLENGE", session: challenge.session, responses),
            secrets: ([password] + [challenge.session]).compactMap { $0 })
        if let srp, let password {
            return try await answeringPasswordVerifier(response, .respondToAuthChallenge, srp: srp, password: password)
        }
        return try Self.signInResult(response, .respondToAuthChallenge)
    }

    // MARK: Pieces

    private func firstFactorProblems(username: String, factor: FirstFactor?, password: String?) -> [ValidationProblem] {
        var problems = usernameProblems(username)
        if factor?.needsPassword == true {
            problems += existingPasswordProblems(password ?? "", field: "password")
        }
        if factor == .passwordSRP && configuration.userPoolID?.contains("_") != true {
            problems.append(
                ValidationProblem(field: "userPoolID", code: .noUserPool) { Texts.string(.cognitoProblemPoolID, in: $0) })
        }
        return problems
    }

    private func makeSRP(_ operation: CognitoAPIOperation) throws(CognitoError) -> CognitoSRP {
        do {
            return try CognitoSRP(userPoolID: configuration.userPoolID ?? "")
        } catch {
            throw CognitoError(operation, .srp(error))
        }
    }
}
