// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// What a `credkit cognito` run works with, resolved from its options, the environment and (for
/// the commands that act on a session) the saved session, plus how it reports results and errors.
struct CognitoContext {
    let language: Language
    let format: OutputFormat
    let store: SessionStore
    let options: CognitoOptions
    let environment: [String: String]
    /// The password policy, once resolved (commands ask for a client more than once).
    let policyMemo = PolicyMemo()

    /// Holds the resolved policy for the run; one run is one task, so nothing shares it.
    final class PolicyMemo {
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
    static func setting(_ option: String?, _ name: String, _ variable: String, _ environment: [String: String])
        -> (value: String, source: String)?
    {
        if let option { return (option, name) }
        if let value = environment[variable], !value.isEmpty { return (value, variable) }
        return nil
    }

    func setting(_ option: String?, _ name: String, _ variable: String) -> (value: String, source: String)? {
        Self.setting(option, name, variable, environment)
    }

    /// An environment variable's value (empty counts as unset).
    func environmentValue(_ name: String) -> String? {
        Self.setting(nil, name, name, environment)?.value
    }

    func failure(_ key: CLITextKey, _ arguments: [String: String] = [:]) -> CLIFailure {
        CLIFailure(message: CLITexts.string(key, in: language, arguments))
    }

    /// The settings error in the command line's words (its texts name the options to give).
    func failure(_ error: CognitoSettingsError) -> CLIFailure {
        let value = error.value ?? ""
        switch error.code {
        case .invalidUserPool:
            return failure(.cognitoInvalidUserPool, ["option": error.source ?? "--user-pool-id", "value": value])
        case .missingUserPool: return failure(.cognitoMissingUserPool)
        case .missingRegion: return failure(.cognitoMissingRegion)
        case .invalidRegion: return failure(.cognitoInvalidRegion, ["option": error.source ?? "--region", "value": value])
        case .regionMismatch: return failure(.cognitoRegionMismatch, error.details)
        case .missingClientID: return failure(.cognitoMissingClientID)
        case .invalidClientID: return failure(.cognitoInvalidClientID, ["option": error.source ?? "--client-id", "value": value])
        case .sessionForOtherClient:
            return failure(.cognitoSessionOtherClient, error.details.merging(["file": store.file.path]) { $1 })
        case .invalidEndpoint: return failure(.cognitoInvalidEndpoint, ["value": value])
        case .invalidTimeout: return failure(.cognitoInvalidTimeout, ["option": error.source ?? "--timeout", "value": value])
        default: return CLIFailure(message: error.message(in: language))  // a code without the CLI's own words
        }
    }

    /// The options and environment as settings, each with where it came from.
    var settings: CognitoSettings {
        func value(_ option: String?, _ name: String, _ variable: String) -> CognitoSettings.Setting? {
            setting(option, name, variable).map { CognitoSettings.Setting($0.value, from: $0.source) }
        }
        return CognitoSettings(
            region: value(options.region, "--region", "CREDKIT_REGION"),
            clientID: value(options.clientId, "--client-id", "CREDKIT_CLIENT_ID"),
            clientSecret: value(options.clientSecret, "--client-secret", "CREDKIT_CLIENT_SECRET"),
            userPoolID: value(options.userPoolId, "--user-pool-id", "CREDKIT_USER_POOL_ID"),
            endpoint: value(options.endpoint, "--endpoint", "CREDKIT_ENDPOINT"),
            timeout: value(options.request.timeout, "--timeout", "CREDKIT_TIMEOUT"))
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
    func client(session: CognitoSession? = nil, breached: BreachedOptions? = nil) async throws -> CognitoIdentityClient {
        let settings = self.settings
        var policy = try await chosenPolicy(session: session).policy
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
}
