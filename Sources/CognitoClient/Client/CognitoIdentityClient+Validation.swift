// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitEmail
import CredKitOTP
import CredKitPolicy
import CredKitStrength

/// The checks made before a request leaves the machine. Each returns its problems; a call gathers
/// all of them, so the user sees everything wrong at once.
extension CognitoIdentityClient {
    /// The longest password Cognito accepts.
    static let maximumPasswordLength = 256

    /// An email address's problems (empty when it is one), as every call checks it.
    package func emailProblems(_ email: String, field: String = "email") -> [ValidationProblem] {
        if email.isEmpty { return [missing(field)] }
        let verdict = EmailChecker().check(email)
        guard !verdict.isValid else { return [] }
        return [
            ValidationProblem(field: field, code: .invalidEmail) { language in
                Texts.string(.cognitoProblemEmail, in: language, ["reason": verdict.message(in: language) ?? ""])
            }
        ]
    }

    /// A login name: an email address is checked as one; anything else must just be present.
    func usernameProblems(_ username: String) -> [ValidationProblem] {
        if username.isEmpty { return [missing("username")] }
        return username.contains("@") ? emailProblems(username, field: "username") : []
    }

    /// A new password against the pool's policy (with the user's email as context).
    func newPasswordProblems(_ password: String, field: String, operation: CognitoOperation, email: String?)
        -> [ValidationProblem]
    {
        if password.isEmpty { return [missing(field)] }
        let checker = configuration.checker
        let context = UserContext(email: email)
        let report = checker.check(password, context: context, language: .english, operation: operation)
        guard !report.isValid else { return [] }
        var code = ValidationProblem.Code.passwordPolicy
        if report.outcome.failedRules == .breachedCheckUnavailable, case .unavailable(let error)? = report.outcome.breach,
            error.isServiceFailure
        {
            code = .breachCheckUnavailable
        }
        let policy = checker.policy.info.name
        return [
            ValidationProblem(field: field, code: code, policy: policy, rules: report.violations.map(\.rule)) { language in
                let reasons = checker.check(password, context: context, language: language, operation: operation).violations.map(
                    \.message)
                let arguments = ["field": field, "reason": reasons.joined(separator: ", "), "policy": policy ?? ""]
                return Texts.string(
                    policy == nil ? .cognitoProblemPassword : .cognitoProblemPasswordNamed, in: language, arguments)
            }
        ]
    }

    /// Fetches the breached-password ranges of the passwords about to be checked, when the policy
    /// asks the range API: the check itself is synchronous and then answers from the cache.
    func prefetchBreached(_ passwords: String...) async {
        await configuration.checker.prefetchBreached(passwords.filter { !$0.isEmpty })
    }

    /// An existing password (sign-in, current password): present and not over Cognito's limit. The
    /// policy is not applied: it may have changed since the password was set.
    func existingPasswordProblems(_ password: String, field: String) -> [ValidationProblem] {
        if password.isEmpty { return [missing(field)] }
        return tooLong(password, field: field, limit: Self.maximumPasswordLength)
    }

    /// The confirmation equals the new password (the articles' indicator).
    func confirmationProblems(_ password: String, _ confirmation: String?) -> [ValidationProblem] {
        guard let confirmation, PasswordIndicators.confirmationMatches(password, confirmation) == false || confirmation.isEmpty
        else { return [] }
        return [
            ValidationProblem(field: "confirmation", code: .confirmationMismatch) {
                Texts.string(.cognitoProblemMismatch, in: $0)
            }
        ]
    }

    /// The new password differs from the current one.
    func differsProblems(_ newPassword: String, _ currentPassword: String) -> [ValidationProblem] {
        guard !newPassword.isEmpty, !PasswordIndicators.differs(newPassword, from: currentPassword) else { return [] }
        return [
            ValidationProblem(field: "newPassword", code: .sameAsCurrent) {
                Texts.string(.cognitoProblemSameAsCurrent, in: $0)
            }
        ]
    }

    /// A confirmation code: Cognito's pattern `[\S]+`, 1–2048 characters.
    /// A confirmation code Cognito sent (sign-up, forgot password): 6 to 8 ASCII digits, one inner
    /// space allowed (`123 456`), as Cognito generates them — anything else is a typing slip that
    /// would only cost one of the user's attempts.
    func codeProblems(_ code: String) -> [ValidationProblem] {
        if code.isEmpty { return [missing("code")] }
        guard let digits = TOTP.normalizedCode(code), (6...8).contains(digits.count) else {
            return [
                ValidationProblem(field: "code", code: .invalidCode) {
                    Texts.string(.cognitoProblemCode, in: $0, ["field": "code"])
                }
            ]
        }
        return []
    }

    func tokenProblems(_ token: String, field: String) -> [ValidationProblem] {
        token.isEmpty ? [missing(field)] : tooLong(token, field: field, limit: 131_072)
    }

    func missing(_ field: String) -> ValidationProblem {
        ValidationProblem(field: field, code: .missing) { Texts.string(.cognitoProblemMissing, in: $0, ["field": field]) }
    }

    private func tooLong(_ value: String, field: String, limit: Int) -> [ValidationProblem] {
        guard value.count > limit else { return [] }
        return [
            ValidationProblem(field: field, code: .tooLong) {
                Texts.string(.cognitoProblemTooLong, in: $0, ["field": field, "limit": String(limit)])
            }
        ]
    }

    /// Throws the problems, if any: the request is then never sent.
    func requireValid(_ problems: [ValidationProblem], _ operation: CognitoAPIOperation) throws(CognitoError) {
        if !problems.isEmpty { throw CognitoError(operation, .validation(problems)) }
    }
}
