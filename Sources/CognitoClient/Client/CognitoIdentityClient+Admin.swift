// SPDX-License-Identifier: Apache-2.0
import CredKit
import Foundation
import _CredKitCore

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
        return UserPoolDescription(
            id: pool["Id"]?.stringValue ?? userPoolID, name: pool["Name"]?.stringValue,
            tier: pool["UserPoolTier"]?.stringValue, policy: policy, policyJSON: json)
    }
}
