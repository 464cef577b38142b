// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline
import Foundation

/// Options of every `credkit cognito admin` command: the pool (its region is the pool ID's), an
/// emulator's endpoint, the timeout, the output format and the language. AWS credentials come from
/// the standard chain (environment, `~/.aws/credentials` and `config` profiles, `credential_process`).
struct AdminOptions: ParsableArguments {
    @OptionGroup var pool: PoolOptions

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminFormat), valueName: RecordFormat.valueName),
        completion: RecordFormat.defaultCompletionKind)
    var format: RecordFormat?

    @OptionGroup var request: RequestOptions

    /// The `cognito` options these amount to, for the context that reports results and errors: the
    /// values already parsed, copied (nothing is turned back into text and parsed again).
    func cognitoOptions(format: RecordFormat) throws -> CognitoOptions {
        var options = try CognitoOptions.parse([])
        options.format = format == .json ? .json : .text
        options.userPoolId = pool.userPoolId
        options.region = pool.region
        options.endpoint = pool.endpoint
        options.request = request
        return options
    }

    /// The record format: `--format`, else `CREDKIT_FORMAT`, else text.
    func recordFormat(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordFormat {
        if let format { return format }
        if let value = environment["CREDKIT_FORMAT"], !value.isEmpty {
            return try RecordFormat.parse(value, from: "CREDKIT_FORMAT")
        }
        return .text
    }
}

/// A `credkit cognito admin` command: its `run()` resolves the pool and the credentials, reads the
/// pool's rules when the command checks input against them (``readsPoolRules``), then hands the
/// administrator to ``run(_:)``.
protocol AdminCommand: AsyncParsableCommand {
    /// The options every `admin` command takes.
    var admin: AdminOptions { get }
    /// Whether input is checked against the pool's policy and schema (one `DescribeUserPool` first).
    var readsPoolRules: Bool { get }
    /// The `--breached` options of a command that sets a password.
    var breachedOptions: BreachedOptions? { get }
    /// Whether the command writes rows (CSV is its format too).
    static var writesRows: Bool { get }

    /// The command's own work.
    func run(_ administration: Administration) async throws
}

extension AdminCommand {
    var readsPoolRules: Bool { false }
    var breachedOptions: BreachedOptions? { nil }
    static var writesRows: Bool { false }

    func run() async throws {
        let format = try admin.recordFormat()
        let context = try CognitoContext(try admin.cognitoOptions(format: format))
        if format == .csv, !Self.writesRows {
            throw context.failure(.adminCSVNeedsRows, ["command": Self.configuration.commandName ?? ""])
        }
        let client = try await context.administrator(rules: readsPoolRules, breached: breachedOptions)
        try await run(Administration(context: context, client: client, format: format))
    }
}

/// What an ``AdminCommand`` works with.
struct Administration {
    let context: CognitoContext
    let client: CognitoAdminClient
    let format: RecordFormat

    var language: Language { context.language }
}

extension CognitoContext {
    /// The administrator for this run: the pool from `--user-pool-id` or `CREDKIT_USER_POOL_ID`,
    /// credentials from the standard chain, and — when `rules` — the pool's rules read once.
    /// - Throws: ``CLIFailure`` (exit 2) for missing or invalid settings or credentials; a reported
    ///   `DescribeUserPool` error.
    func administrator(rules: Bool, breached: BreachedOptions?) async throws -> CognitoAdminClient {
        let administration: (userPoolID: String, endpoint: URL?, requestTimeout: TimeInterval)
        do {
            administration = try settings.administration()
        } catch {
            throw failure(error)
        }
        let credentials: AWSCredentials
        do {
            credentials = try AWSCredentialChain(environment: environment).resolve()
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
        func make(_ pool: UserPoolDescription?, _ source: (any BreachedPasswordSource)?) throws -> CognitoAdminClient {
            do {
                return try CognitoAdminClient(
                    userPoolID: administration.userPoolID, credentials: credentials, pool: pool,
                    endpoint: administration.endpoint, breachedSource: source,
                    requestTimeout: administration.requestTimeout)
            } catch {
                throw report(error)
            }
        }
        let reader = try make(nil, nil)
        guard rules else { return reader }
        var pool: UserPoolDescription
        do {
            pool = try await reader.describePool()
        } catch {
            throw report(error)
        }
        let source = try breached.map { try $0.apply(to: &pool.policy) } ?? BreachedOptions.policySource(pool.policy)
        return try make(pool, source)
    }

    /// A user as text rows or one JSON object.
    func emit(user: CognitoAdminUser, operation: String, extra: [(String, JSONValue)] = []) {
        emit(
            text: Self.userText(user, language: language), json: [("operation", .string(operation))] + Self.userJSON(user) + extra
        )
    }

    /// The user's members for JSON: username, status, enabled, dates in ISO 8601, MFA when known,
    /// attributes by name.
    static func userJSON(_ user: CognitoAdminUser) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("username", .string(user.username))]
        members.append(("status", user.status.map(JSONValue.string) ?? .null))
        members.append(("enabled", user.enabled.map(JSONValue.bool) ?? .null))
        members.append(("created", iso(user.created)))
        members.append(("modified", iso(user.modified)))
        if !user.enabledMFA.isEmpty || user.preferredMFA != nil {
            members.append(("mfa", .array(user.enabledMFA.map { .string($0.rawValue) })))
            members.append(("preferredMFA", user.preferredMFA.map { .string($0.rawValue) } ?? .null))
        }
        members.append(("attributes", attributesJSON(user.attributes)))
        return members
    }

    static func attributesJSON(_ attributes: [String: String]) -> JSONValue {
        .object(object(attributes.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))
    }

    static func iso(_ date: Date?) -> JSONValue {
        date.flatMap { JWTClaims.iso8601($0.timeIntervalSince1970) }.map(JSONValue.string) ?? .null
    }

    /// The user as aligned rows: username, status, enabled, dates, MFA, then each attribute.
    static func userText(_ user: CognitoAdminUser, language: Language) -> String {
        func text(_ key: CLITextKey) -> String { CLITexts.string(key, in: language) }
        var rows: [(String, String)] = [(text(.adminUsername), Display.safe(user.username))]
        if let status = user.status { rows.append((text(.adminStatus), status)) }
        if let enabled = user.enabled { rows.append((text(.adminEnabled), text(enabled ? .adminYes : .adminNo))) }
        if let created = user.created { rows.append((text(.adminCreated), Display.readableTime(created.timeIntervalSince1970))) }
        if let modified = user.modified {
            rows.append((text(.adminModified), Display.readableTime(modified.timeIntervalSince1970)))
        }
        if !user.enabledMFA.isEmpty {
            let methods = user.enabledMFA.map {
                $0 == user.preferredMFA ? "\($0.rawValue) (\(text(.adminPreferred)))" : $0.rawValue
            }
            rows.append((text(.adminMFA), methods.joined(separator: ", ")))
        }
        for (name, value) in user.attributes.sorted(by: { $0.key < $1.key }) {
            rows.append((Display.safe(name), Display.safe(value)))
        }
        return Display.table(rows, indent: "")
    }
}
