// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import Foundation
import _CredKitCore

/// What a `credkit cognito` run works with, resolved from its options, the environment and (for
/// the commands that act on a session) the saved session, plus how it reports results and errors.
struct CognitoContext {
    let language: Language
    let format: OutputFormat
    let store: SessionStore
    private let options: CognitoOptions
    private let environment: [String: String]
    /// The password policy, once resolved (commands ask for a client more than once).
    private let policyMemo = PolicyMemo()

    /// Holds the resolved policy for the run; one run is one task, so nothing shares it.
    private final class PolicyMemo {
        var value: (policy: PasswordPolicy, origin: PolicyOrigin)?
    }

    /// Resolves format and session file, and warns about a client secret in argv.
    /// - Throws: ``CLIFailure`` (exit 2) for an invalid value or no place for the session.
    init(_ options: CognitoOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.options = options
        self.environment = environment
        language = Console.language
        if let format = options.format {
            self.format = format
        } else if let value = Self.setting(nil, "--format", "CREDKIT_FORMAT", environment)?.value {
            self.format = try OutputFormat.parse(value, from: "CREDKIT_FORMAT")
        } else {
            self.format = .text
        }
        if let path = Self.setting(options.session, "--session", "CREDKIT_SESSION", environment) {
            store = SessionStore(file: URL(fileURLWithPath: path.value))
        } else if let standard = SessionStore.standard(environment: environment) {
            store = standard
        } else {
            throw CLIFailure(message: CLITexts.string(.cognitoNoSessionStore, in: language))
        }
        if options.clientSecret != nil {
            Console.warning(CLITexts.string(.cognitoSecretOnCommandLine, in: language))
        }
    }

    // MARK: Settings

    /// An option's value, else its environment variable's (empty counts as unset), with where it came
    /// from for error messages.
    private static func setting(_ option: String?, _ name: String, _ variable: String, _ environment: [String: String])
        -> (value: String, source: String)?
    {
        if let option { return (option, name) }
        if let value = environment[variable], !value.isEmpty { return (value, variable) }
        return nil
    }

    private func setting(_ option: String?, _ name: String, _ variable: String) -> (value: String, source: String)? {
        Self.setting(option, name, variable, environment)
    }

    /// An environment variable's value (empty counts as unset).
    func environmentValue(_ name: String) -> String? {
        Self.setting(nil, name, name, environment)?.value
    }

    private func failure(_ key: CLITextKey, _ arguments: [String: String] = [:]) -> CLIFailure {
        CLIFailure(message: CLITexts.string(key, in: language, arguments))
    }

    /// The settings error in the command line's words (its texts name the options to give).
    private func failure(_ error: CognitoSettingsError) -> CLIFailure {
        let value = error.value ?? ""
        switch error.code {
        case .invalidUserPool:
            return failure(.cognitoInvalidUserPool, ["option": error.source ?? "--user-pool-id", "value": value])
        case .missingRegion: return failure(.cognitoMissingRegion)
        case .invalidRegion: return failure(.cognitoInvalidRegion, ["option": error.source ?? "--region", "value": value])
        case .regionMismatch: return failure(.cognitoRegionMismatch, error.details)
        case .missingClientID: return failure(.cognitoMissingClientID)
        case .invalidClientID: return failure(.cognitoInvalidClientID, ["option": error.source ?? "--client-id", "value": value])
        case .sessionForOtherClient:
            return failure(.cognitoSessionOtherClient, error.details.merging(["file": store.file.path]) { $1 })
        case .invalidEndpoint: return failure(.cognitoInvalidEndpoint, ["value": value])
        case .invalidTimeout: return failure(.cognitoInvalidTimeout, ["option": error.source ?? "--timeout", "value": value])
        }
    }

    /// The options and environment as settings, each with where it came from.
    private var settings: CognitoSettings {
        func value(_ option: String?, _ name: String, _ variable: String) -> CognitoSettings.Setting? {
            setting(option, name, variable).map { CognitoSettings.Setting($0.value, from: $0.source) }
        }
        return CognitoSettings(
            region: value(options.region, "--region", "CREDKIT_REGION"),
            clientID: value(options.clientId, "--client-id", "CREDKIT_CLIENT_ID"),
            clientSecret: value(options.clientSecret, "--client-secret", "CREDKIT_CLIENT_SECRET"),
            userPoolID: value(options.userPoolId, "--user-pool-id", "CREDKIT_USER_POOL_ID"),
            endpoint: value(options.endpoint, "--endpoint", "CREDKIT_ENDPOINT"),
            timeout: value(options.timeout, "--timeout", "CREDKIT_TIMEOUT"))
    }

    /// The app client alone (ID, secret, timeout), for a domain given as a URL: no region needed.
    /// - Throws: ``CLIFailure`` (exit 2) for a missing or invalid setting.
    func appClient() throws -> (clientID: String, clientSecret: String?, requestTimeout: TimeInterval) {
        do {
            return try settings.appClient()
        } catch {
            throw failure(error)
        }
    }

    /// A client for this run; `session` fills in what options and environment leave open (client,
    /// region, pool, endpoint), so commands after `sign-in` need no settings.
    /// - Throws: ``CLIFailure`` or a reported error (exit 2) for missing or invalid settings.
    func client(session: CognitoSession? = nil, breached: BreachedOptions? = nil) throws -> CognitoIdentityClient {
        let settings = self.settings
        var policy = try chosenPolicy(session: session).policy
        let configuration: CognitoIdentityClient.Configuration
        do {
            let source = try breached.map { try $0.apply(to: &policy) } ?? BreachedOptions.policySource(policy)
            configuration = try settings.configuration(
                session: session, checker: try PasswordChecker(policy: policy, breachedSource: source))
        } catch let error as CognitoSettingsError {
            throw failure(error)
        } catch let error as PolicyError {
            throw CLIFailure(message: error.message(in: language))
        }
        do {
            return try CognitoIdentityClient(configuration)
        } catch {
            throw report(error)
        }
    }

    // MARK: Password policy

    /// Where the policy that judges new passwords came from.
    enum PolicyOrigin: Equatable {
        /// `--policy` or `CREDKIT_POLICY` (the name of the one that gave it).
        case given(String)
        /// Saved with the session at sign-in.
        case session
        /// Nothing chose one: Cognito's default (`cognito-default`).
        case standard

        /// The JSON error's `policy.from`.
        var name: String {
            switch self {
            case .given(let source): source
            case .session: "session"
            case .standard: "default"
            }
        }
    }

    /// The policy new passwords are judged by before anything is sent: `--policy` or
    /// `CREDKIT_POLICY`, else the one saved with the session (the command's, or for commands that
    /// need none, the saved session of the same app client), else `cognito-default`. Resolved once
    /// per run (`pool:ID` reads the pool with one request).
    /// - Throws: ``CLIFailure`` (exit 2) for a policy that cannot be read.
    func chosenPolicy(session: CognitoSession? = nil) throws -> (policy: PasswordPolicy, origin: PolicyOrigin) {
        if let resolved = policyMemo.value { return resolved }
        let resolved: (PasswordPolicy, PolicyOrigin)
        if let given = setting(options.policy, "--policy", "CREDKIT_POLICY") {
            var policy = try loadPolicy(given.value).policy
            // A file without a name is named by the way it was given, so refusals can say which.
            if policy.info.name == nil { policy.info.name = given.value }
            resolved = (policy, .given(given.source))
        } else if let saved = (session ?? savedSessionOfThisClient())?.passwordPolicy {
            resolved = (saved, .session)
        } else {
            resolved = (try loadPolicy(PolicyPreset.defaultName).policy, .standard)
        }
        policyMemo.value = resolved
        return resolved
    }

    /// The saved session, when it belongs to the app client this run is configured for (a command
    /// without a session of its own, such as `confirm-forgot-password`, still judges new passwords
    /// by the policy saved with it). A session file that cannot be read is left to the commands
    /// that use sessions to report.
    private func savedSessionOfThisClient() -> CognitoSession? {
        guard let saved = try? store.load() else { return nil }
        guard let clientID = setting(options.clientId, "--client-id", "CREDKIT_CLIENT_ID")?.value else { return saved }
        return saved.clientID == clientID ? saved : nil
    }

    /// The policy a new session keeps: the one this run chose, unless nothing chose one.
    func policyForNewSession() throws -> PasswordPolicy? {
        let (policy, origin) = try chosenPolicy()
        return origin == .standard ? nil : policy
    }

    /// One line on how new passwords were judged and how to change that, for a local refusal by the
    /// password policy.
    func policyHint(_ name: String) -> String {
        let origin = policyMemo.value?.origin ?? .standard
        switch origin {
        case .given(let source):
            return CLITexts.string(.cognitoPolicyHintGiven, in: language, ["policy": name, "source": source])
        case .session:
            return CLITexts.string(.cognitoPolicyHintSession, in: language, ["policy": name, "file": store.file.path])
        case .standard:
            return CLITexts.string(.cognitoPolicyHintDefault, in: language, ["policy": name])
        }
    }

    // MARK: Session

    /// The saved session, if any.
    /// - Throws: ``CLIFailure`` (exit 2) for a file that exists but is not a session.
    func loadSession() throws -> CognitoSession? {
        do {
            return try store.load()
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// The saved session; without one, the articles' 8001 "No active session" (exit 2, nothing sent).
    func requireSession() throws -> CognitoSession {
        guard let session = try loadSession() else {
            throw reportLocal(
                type: "credkit:no-session", code: 8001,
                message: CLITexts.string(.cognitoNoSession, in: language, ["file": store.file.path]), status: 2)
        }
        return session
    }

    /// Saves `session`, under the session lock (a refresh running in another process finishes
    /// first and is then replaced, rather than overwriting a newer sign-in).
    /// - Throws: ``CLIFailure`` (exit 2) naming the file when it cannot be written.
    func save(_ session: CognitoSession) throws {
        do {
            try store.withExclusiveLock { try saveHoldingLock(session) }
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// Saves `session`; the caller holds the session lock.
    private func saveHoldingLock(_ session: CognitoSession) throws {
        do {
            try store.save(session)
        } catch {
            throw failure(.cognitoSessionNotSaved, ["file": store.file.path, "reason": systemReason(error, in: language)])
        }
    }

    /// Removes the session file.
    /// - Returns: whether there was one.
    func removeSession() throws -> Bool {
        do {
            return try store.withExclusiveLock {
                let existed = FileManager.default.fileExists(atPath: store.file.path)
                do {
                    try store.remove()
                } catch {
                    throw failure(
                        .cognitoSessionNotRemoved, ["file": store.file.path, "reason": systemReason(error, in: language)])
                }
                return existed
            }
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// `session` with an access token good for at least another 60 s: refreshed (and saved, under
    /// the session lock) when it has expired or is about to, or always with `force`.
    /// - Returns: the session to use and whether it was refreshed.
    func freshSession(_ session: CognitoSession, client: CognitoIdentityClient, force: Bool = false) async throws -> (
        CognitoSession, Bool
    ) {
        let now = Date()
        let refresh: SessionRefresh
        do {
            refresh = try await client.freshSession(in: store, session, at: now, force: force)
        } catch let error as CognitoError where error.code == .noSession {
            throw reportLocal(
                type: "credkit:no-session", code: 8001,
                message: CLITexts.string(.cognitoNoRefreshToken, in: language, ["file": store.file.path]), status: 2)
        } catch let error as CognitoError {
            throw report(error)
        } catch let error as SessionStoreError {
            throw CLIFailure(message: error.message(in: language))
        } catch {
            throw failure(.cognitoSessionNotSaved, ["file": store.file.path, "reason": systemReason(error, in: language)])
        }
        if refresh.refreshed && !force {
            let state: String
            if let before = refresh.previousExpiry {
                let key: CLITextKey = before <= now.timeIntervalSince1970 ? .jwtExpiredRelative : .jwtExpiresRelative
                state = CLITexts.string(
                    key, in: language, ["when": Display.relative(before - now.timeIntervalSince1970, in: language)])
            } else {
                state = CLITexts.string(.cognitoUnreadableToken, in: language)
            }
            Console.writeError("credkit: " + CLITexts.string(.cognitoAutoRefreshed, in: language, ["state": state]) + "\n")
        }
        return (refresh.session, refresh.refreshed)
    }

    // MARK: Output

    /// "at 2026-11-21 11:00:00 UTC (in 60 min)" for a token's `exp`.
    func expiryText(of token: String) -> String? {
        guard let expiry = (try? JSONWebToken(compact: token))?.claims.expiresAt else { return nil }
        return CLITexts.string(
            .cognitoExpiresAt, in: language,
            [
                "time": Display.readableTime(expiry),
                "relative": Display.relative(expiry - Date().timeIntervalSince1970, in: language),
            ])
    }

    /// The token's `exp` in ISO 8601, for JSON.
    static func expiryISO(of token: String) -> JSONValue {
        guard let expiry = (try? JSONWebToken(compact: token))?.claims.expiresAt, let iso = JWTClaims.iso8601(expiry) else {
            return .null
        }
        return .string(iso)
    }

    /// Writes a result: `text` lines, or `json` as one object.
    func emit(text: @autoclosure () -> String, json: @autoclosure () -> [(String, JSONValue)]) {
        switch format {
        case .text: Console.writeOutput(text() + "\n")
        case .json: Console.writeOutput(JSONValue.object(Self.object(json())).jsonText + "\n")
        }
    }

    static func object(_ members: [(String, JSONValue)]) -> JSONObject {
        JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) })
    }

    /// The tokens as a JSON object (only with `--show-tokens`).
    static func tokensJSON(_ tokens: AuthenticationTokens) -> JSONValue {
        .object(
            object([
                ("idToken", .string(tokens.idToken)), ("accessToken", .string(tokens.accessToken)),
                ("refreshToken", tokens.refreshToken.map(JSONValue.string) ?? .null),
                ("expiresIn", .number(String(tokens.expiresIn))),
                ("tokenType", .string(tokens.tokenType)),
            ]))
    }

    /// The tokens as text lines (only with `--show-tokens`).
    func tokensText(_ tokens: AuthenticationTokens) -> String {
        var rows = [
            (CLITexts.string(.cognitoIDToken, in: language), tokens.idToken),
            (CLITexts.string(.cognitoAccessToken, in: language), tokens.accessToken),
        ]
        if let refresh = tokens.refreshToken { rows.append((CLITexts.string(.cognitoRefreshToken, in: language), refresh)) }
        return Display.table(rows, indent: "")
    }

    // MARK: Errors

    /// Reports `error` (JSON on standard output, or a line on standard error) and returns the exit
    /// status to throw: 1 refused by Cognito, 2 refused locally (nothing sent), 3 no usable answer.
    /// `more` adds members to the JSON error object (what the command did all the same).
    func report(_ error: CognitoError, adding more: [(String, JSONValue)] = []) -> ExitCode {
        var extra: [(String, JSONValue)] = []
        var hint: String?
        switch error.kind {
        case .validation(let problems):
            extra.append(
                (
                    "problems",
                    .array(
                        problems.map {
                            var members: [(String, JSONValue)] = [
                                ("field", .string($0.field)), ("code", .string($0.code.rawValue)),
                                ("message", .string($0.message(in: language))),
                            ]
                            if let policy = $0.policy { members.append(("policy", .string(policy))) }
                            if !$0.rules.isEmpty {
                                members.append(("rules", .array($0.rules.map { .string($0.rawValue) })))
                            }
                            return .object(Self.object(members))
                        })
                ))
            if let policy = problems.lazy.compactMap(\.policy).first {
                hint = policyHint(policy)
                let origin = policyMemo.value?.origin ?? .standard
                extra.append(
                    (
                        "policy",
                        .object(
                            Self.object([
                                ("name", .string(policy)), ("from", .string(origin.name)), ("hint", .string(hint ?? "")),
                            ]))
                    ))
            }
        case .service(_, let message):
            if let message { extra.append(("serviceMessage", .string(message))) }
            if error.isNotImplementedByEndpoint {
                let text = CLITexts.string(
                    .cognitoEndpointLacksOperation, in: language, ["operation": error.operation?.rawValue ?? "?"])
                hint = text
                extra.append(("hint", .string(text)))
            }
        case .srp(let srpError):
            extra.append(("srp", .string(srpError.code.rawValue)))
        case .unexpectedChallenge(let name):
            extra.append(("challenge", .string(name)))
        case .transport, .invalidResponse, .noSession, .invalidEndpoint, .passkeyRequired:
            break
        }
        let status = reportLocal(
            type: error.errorType, code: error.number, message: error.message(in: language),
            status: Self.exitStatus(error.category), extra: extra + more)
        if let hint, format == .text { Console.note(hint) }
        return status
    }

    /// The exit status of a failure's category: 1 refused, 2 bad input (nothing sent), 3 no usable answer.
    static func exitStatus(_ category: CognitoError.Category) -> Int32 {
        switch category {
        case .refused: 1
        case .badInput: 2
        case .unreachable: 3
        }
    }

    /// Reports an error credkit found itself, in the same shape as Cognito's.
    func reportLocal(type: String, code: Int, message: String, status: Int32, extra: [(String, JSONValue)] = []) -> ExitCode {
        switch format {
        case .json:
            let error = Self.object(
                [("type", .string(type)), ("code", .number(String(code))), ("message", .string(message))] + extra)
            Console.writeOutput(JSONValue.object(Self.object([("error", .object(error))])).jsonText + "\n")
        case .text:
            let detail = type.hasPrefix("credkit:") ? "\(code)" : "\(code) \(type)"
            Console.error("\(message) (\(detail))")
        }
        return ExitCode(status)
    }

    /// A run that stopped after a request was sent, because an answer the next step needs (a code,
    /// a choice, a new password, an attribute) was missing: reported as 1004, `"sent": true`, exit 4
    /// — never exit 2, which promises that nothing was sent.
    func stoppedAfterSending(_ failure: CLIFailure) -> ExitCode {
        reportLocal(
            type: "credkit:stopped-after-sending", code: 1004,
            message: CLITexts.string(.cognitoStoppedAfterSending, in: language, ["reason": failure.message]), status: 4,
            extra: [("sent", .bool(true))])
    }

    /// Runs `body`, turning a client error into its report and exit status.
    func run(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as CognitoError {
            throw report(error)
        }
    }
}
