// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPolicyTools
import Foundation

extension PolicyCommand {
    /// `credkit policy fetch --user-pool-id ID`: the live pool's policy, read with a signed
    /// `DescribeUserPool`.
    struct FetchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fetch", abstract: Console.help(.helpPolicyFetch), discussion: Console.help(.helpPolicyFetchDiscussion))

        @OptionGroup var pool: PoolOptions

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionFetchOutput), valueName: "path"), completion: .file())
        var output: String?

        @OptionGroup var common: CommonOptions

        func run() async throws {
            let environment = ProcessInfo.processInfo.environment
            guard let poolID = pool.userPoolId ?? environment["CREDKIT_USER_POOL_ID"], !poolID.isEmpty else {
                throw CLIFailure(message: CLITexts.string(.fetchNeedsPool, in: Console.language))
            }
            let description = try await PoolPolicyFetcher(region: pool.region, endpoint: pool.endpoint).fetch(poolID)
            let json = description.policyJSON + "\n"
            guard let output else {
                Console.writeOutput(json)
                return
            }
            do {
                try PrivateFile.write(Array(json.utf8), to: URL(fileURLWithPath: output))
            } catch {
                throw CLIFailure(
                    message: CLITexts.string(
                        .fetchCannotWrite, in: Console.language,
                        ["file": output, "reason": systemReason(error, in: Console.language)]))
            }
            Console.writeError(
                CLITexts.string(
                    .fetchWrote, in: Console.language,
                    ["file": output, "pool": description.id, "min": String(description.policy.minimumLength)]) + "\n")
        }
    }
}

/// Reads a live pool's policy: AWS credentials from the standard chain, `DescribeUserPool` signed
/// with Signature Version 4. The region is the pool ID's (`--region` or `CREDKIT_REGION`, when
/// given, must agree); the endpoint is `--endpoint` or `CREDKIT_ENDPOINT`, for emulators.
struct PoolPolicyFetcher {
    var region: String?
    var endpoint: String?

    func fetch(_ pool: String) async throws -> UserPoolDescription {
        let (client, credentials) = try connect(pool)
        return try await send { () async throws(CognitoError) -> UserPoolDescription in
            try await client.describeUserPool(pool, credentials: credentials)
        }
    }

    /// What a user import into `pool` is checked against: `GetCSVHeader`'s columns and the pool's
    /// settings from `DescribeUserPool`.
    func importSettings(_ pool: String) async throws -> UserImportSettings {
        let (client, credentials) = try connect(pool)
        let header = try await send { () async throws(CognitoError) -> [String] in
            try await client.csvHeader(pool, credentials: credentials)
        }
        let description = try await send { () async throws(CognitoError) -> UserPoolDescription in
            try await client.describeUserPool(pool, credentials: credentials)
        }
        return description.importSettings(header: header)
    }

    /// Everything `credkit audit pool:ID` judges, read with signed reads only
    /// (``CognitoAdminClient/auditDocument()``).
    func auditDocument(_ pool: String) async throws -> PoolSettingsDocument {
        let (client, credentials) = try connect(pool)
        let admin: CognitoAdminClient
        do {
            admin = try CognitoAdminClient(
                userPoolID: pool, credentials: credentials, endpoint: client.configuration.endpoint,
                requestTimeout: client.configuration.requestTimeout)
        } catch {
            throw CLIFailure(message: error.message(in: Console.language))
        }
        return try await send { () async throws(CognitoError) -> PoolSettingsDocument in
            try await admin.auditDocument()
        }
    }

    /// A client for the pool's region and endpoint, and the credentials from the standard chain.
    private func connect(_ pool: String) throws -> (CognitoIdentityClient, AWSCredentials) {
        let language = Console.language
        let environment = ProcessInfo.processInfo.environment
        guard let poolID = CognitoUserPoolID(pool) else {
            throw CLIFailure(
                message: Texts.string(.cognitoSettingInvalidUserPool, in: language, ["value": pool]))
        }
        let chain = AWSCredentialChain(environment: environment)
        let credentials: AWSCredentials
        do {
            credentials = try chain.resolve()
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
        let region = self.region ?? environment["CREDKIT_REGION"].flatMap { $0.isEmpty ? nil : $0 } ?? poolID.region
        guard region == poolID.region else {
            throw CLIFailure(
                message: Texts.string(
                    .cognitoSettingRegionMismatch, in: language, ["pool": pool, "region": region]))
        }
        let endpointText = endpoint ?? environment["CREDKIT_ENDPOINT"].flatMap { $0.isEmpty ? nil : $0 }
        var endpointURL: URL?
        if let endpointText {
            guard let url = URL(string: endpointText), url.scheme != nil, url.host != nil else {
                throw CLIFailure(message: Texts.string(.cognitoSettingInvalidEndpoint, in: language, ["value": endpointText]))
            }
            endpointURL = url
        }
        // CREDKIT_TIMEOUT as every other request reads it: a bad value is an error, not the default.
        let timeout = try BreachedOptions.timeout()
        let client: CognitoIdentityClient
        do {
            client = try CognitoIdentityClient(
                .init(region: region, clientID: "", endpoint: endpointURL, requestTimeout: timeout))
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
        return (client, credentials)
    }

    /// Runs a signed request, turning its failure into the command's error (the number and
    /// Cognito's type after the message; the exit status of its kind).
    private func send<Value: Sendable>(_ request: () async throws(CognitoError) -> Value) async throws -> Value {
        do throws(CognitoError) {
            return try await request()
        } catch {
            let detail = error.type.map { "\(error.number) \($0)" } ?? String(error.number)
            throw CLIFailure(
                message: "\(error.message(in: Console.language)) (\(detail))",
                status: CognitoContext.exitStatus(error.category))
        }
    }
}
