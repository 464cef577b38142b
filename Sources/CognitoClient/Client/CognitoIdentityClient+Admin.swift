// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitPolicy
import Foundation

/// A user pool as `DescribeUserPool` shows it, reduced to what credkit uses.
public struct UserPoolDescription: Sendable {
    /// The pool ID.
    public var id: String
    /// The pool's name.
    public var name: String?
    /// The feature plan (`LITE`, `ESSENTIALS`, `PLUS`).
    public var tier: String?
    /// The password policy.
    public var policy: PasswordPolicy
    /// `{"UserPool": {"Id", "Name", "UserPoolTier", "Policies": {"PasswordPolicy": …}}}`: a file
    /// every `--policy` reads (describe-user-pool's shape, other members left out).
    public var policyJSON: String
    /// The attributes the pool requires (its schema's `Required`).
    public var requiredAttributes: [String] = []
    /// `AutoVerifiedAttributes`: `email`, `phone_number`, both or none.
    public var autoVerifiedAttributes: [String] = []
    /// `MfaConfiguration`, when the pool states it.
    public var mfa: UserImportSettings.MFA?
    /// `UsernameConfiguration.CaseSensitive` (`false` when absent, as for pools made since 2020).
    public var caseSensitiveUsernames = false
    /// The schema: every attribute the pool's users may have, with its constraints.
    public var schema: [SchemaAttribute] = []
    /// `UsernameAttributes`: `email`, `phone_number` or both when users sign in with those instead
    /// of a username (the username given when creating a user must then be one of them).
    public var usernameAttributes: [String] = []

    /// What a user import into this pool is checked against, with the file's columns
    /// (``CognitoIdentityClient/csvHeader(_:credentials:)``).
    public func importSettings(header: [String]) -> UserImportSettings {
        UserImportSettings(
            header: header, requiredAttributes: requiredAttributes, autoVerifiedAttributes: autoVerifiedAttributes, mfa: mfa,
            caseSensitiveUsernames: caseSensitiveUsernames)
    }
}

extension CognitoIdentityClient {
    /// The pool's password policy and plan, read with `DescribeUserPool` signed by `credentials`
    /// (AWS Signature Version 4).
    /// - Parameters:
    ///   - userPoolID: the pool, `REGION_ID`.
    ///   - credentials: keys allowed `cognito-idp:DescribeUserPool`.
    /// - Returns: the policy.
    /// - Throws: ``CognitoError``: 1000 for a malformed pool ID (nothing sent), else 9980–9987.
    public func describeUserPool(_ userPoolID: String, credentials: AWSCredentials) async throws(CognitoError)
        -> UserPoolDescription
    {
        guard CognitoUserPoolID(userPoolID) != nil else {
            throw CognitoError(
                .describeUserPool,
                .validation([
                    ValidationProblem(field: "userPoolID", code: .noUserPool) {
                        Texts.string(.cognitoSettingInvalidUserPool, in: $0, ["value": userPoolID])
                    }
                ]))
        }
        let signer = SigV4Signer(credentials: credentials, region: configuration.region)
        let (object, _) = try await send(
            .describeUserPool, JSONObject([.init(key: "UserPoolId", value: .string(userPoolID))]),
            secrets: [credentials.secretAccessKey, credentials.sessionToken].compactMap { $0 }, signer: signer)
        guard let pool = object["UserPool"]?.objectValue, let policies = pool["Policies"]?.objectValue,
            let passwordPolicy = policies["PasswordPolicy"]
        else {
            throw CognitoError(.describeUserPool, .invalidResponse("no UserPool.Policies.PasswordPolicy"))
        }
        var members: [JSONObject.Member] = [.init(key: "Id", value: pool["Id"] ?? .string(userPoolID))]
        if let name = pool["Name"] { members.append(.init(key: "Name", value: name)) }
        if let tier = pool["UserPoolTier"] { members.append(.init(key: "UserPoolTier", value: tier)) }
        members.append(
            .init(key: "Policies", value: .object(JSONObject([.init(key: "PasswordPolicy", value: passwordPolicy)]))))
        let json = JSONValue.object(JSONObject([.init(key: "UserPool", value: .object(JSONObject(members)))])).jsonText
        let policy: PasswordPolicy
        do {
            policy = try PasswordPolicy(jsonBytes: Array(json.utf8), file: "DescribeUserPool")
        } catch {
            throw CognitoError(.describeUserPool, .invalidResponse(error.message(in: .english)))
        }
        var description = UserPoolDescription(
            id: pool["Id"]?.stringValue ?? userPoolID, name: pool["Name"]?.stringValue,
            tier: pool["UserPoolTier"]?.stringValue, policy: policy, policyJSON: json)
        description.schema = elements(pool["SchemaAttributes"]).compactMap { $0.objectValue.flatMap(SchemaAttribute.init) }
        description.requiredAttributes = description.schema.filter(\.required).map(\.name)
        description.usernameAttributes = elements(pool["UsernameAttributes"]).compactMap(\.stringValue)
        description.autoVerifiedAttributes = elements(pool["AutoVerifiedAttributes"]).compactMap(\.stringValue)
        description.mfa = pool["MfaConfiguration"]?.stringValue.flatMap(UserImportSettings.MFA.init(rawValue:))
        description.caseSensitiveUsernames =
            pool["UsernameConfiguration"]?.objectValue?["CaseSensitive"] == .bool(true)
        return description
    }

    /// The columns of a user-import file for the pool, read with `GetCSVHeader` signed by
    /// `credentials` (AWS Signature Version 4).
    /// - Parameters:
    ///   - userPoolID: the pool, `REGION_ID`.
    ///   - credentials: keys allowed `cognito-idp:GetCSVHeader`.
    /// - Returns: `CSVHeader`, in the pool's order.
    /// - Throws: ``CognitoError``: 1000 for a malformed pool ID (nothing sent), else 9990–9997.
    public func csvHeader(_ userPoolID: String, credentials: AWSCredentials) async throws(CognitoError) -> [String] {
        guard CognitoUserPoolID(userPoolID) != nil else {
            throw CognitoError(
                .getCSVHeader,
                .validation([
                    ValidationProblem(field: "userPoolID", code: .noUserPool) {
                        Texts.string(.cognitoSettingInvalidUserPool, in: $0, ["value": userPoolID])
                    }
                ]))
        }
        let signer = SigV4Signer(credentials: credentials, region: configuration.region)
        let (object, _) = try await send(
            .getCSVHeader, JSONObject([.init(key: "UserPoolId", value: .string(userPoolID))]),
            secrets: [credentials.secretAccessKey, credentials.sessionToken].compactMap { $0 }, signer: signer)
        let columns = elements(object["CSVHeader"])
        guard !columns.isEmpty else {
            throw CognitoError(.getCSVHeader, .invalidResponse("no CSVHeader"))
        }
        let header = columns.compactMap(\.stringValue)
        guard header.count == columns.count else {
            throw CognitoError(.getCSVHeader, .invalidResponse("CSVHeader holds a value that is not a string"))
        }
        return header
    }
}

/// The elements of a JSON array (none for anything else).
private func elements(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let items)? = value { return items }
    return []
}
