// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A live pool's settings as one document, in the shape `describe-user-pool` writes with the pool's
/// clients, MFA configuration, risk configuration and domains beside it — what `credkit audit
/// pool:ID` judges, and a file `credkit audit` reads the same way.
public struct PoolSettingsDocument: Sendable, Hashable {
    /// The pool ID.
    public var poolID: String
    /// The pool's ARN (`DescribeUserPool`'s `Arn`), where a live audit's findings are.
    public var arn: String
    /// `{"UserPool": …, "UserPoolClients": [{"UserPoolClient": …}…], "UserPoolMfaConfig": …,
    /// "RiskConfiguration": …, "UserPoolDomains": [{"DomainDescription": …}…]}`, each member as the
    /// operation answered it, with every app client's secret replaced by `"(redacted)"`.
    public var json: String
}

extension CognitoAdminClient {
    /// The value an app client's secret has in a ``PoolSettingsDocument``: a secret is never copied.
    public static let redactedSecret = "(redacted)"

    /// Reads everything `credkit audit` judges about the pool, with signed reads only:
    /// `DescribeUserPool`; `ListUserPoolClients` (every page) and `DescribeUserPoolClient` for each
    /// client; `GetUserPoolMfaConfig`; `DescribeRiskConfiguration` when threat protection is on (a
    /// pool without it has none); `DescribeUserPoolDomain` for its prefix and custom domains.
    ///
    /// The IAM actions: `cognito-idp:DescribeUserPool`, `ListUserPoolClients`,
    /// `DescribeUserPoolClient`, `GetUserPoolMfaConfig`, `DescribeRiskConfiguration`,
    /// `DescribeUserPoolDomain`.
    /// - Returns: the document, app client secrets redacted.
    /// - Throws: ``CognitoError``: 9980–9987, 1100–1510 (the failing read's number).
    public func auditDocument() async throws(CognitoError) -> PoolSettingsDocument {
        let described = try await send(.describeUserPool, [])
        guard let pool = described["UserPool"]?.objectValue else {
            throw CognitoError(.describeUserPool, .invalidResponse("no UserPool"))
        }
        var members: [JSONObject.Member] = [.init(key: "UserPool", value: .object(pool))]
        var clients: [JSONValue] = []
        for id in try await clientIDs() {
            let answer = try await send(.describeUserPoolClient, [.init(key: "ClientId", value: .string(id))])
            guard var client = answer["UserPoolClient"]?.objectValue else {
                throw CognitoError(.describeUserPoolClient, .invalidResponse("no UserPoolClient"))
            }
            client.members = client.members.map { member in
                member.key == "ClientSecret" ? .init(key: member.key, value: .string(Self.redactedSecret)) : member
            }
            clients.append(.object(JSONObject([.init(key: "UserPoolClient", value: .object(client))])))
        }
        members.append(.init(key: "UserPoolClients", value: .array(clients)))
        members.append(.init(key: "UserPoolMfaConfig", value: .object(try await send(.getUserPoolMfaConfig, []))))
        let mode = pool["UserPoolAddOns"]?.objectValue?["AdvancedSecurityMode"]?.stringValue ?? "OFF"
        if mode != "OFF", let risk = try await riskConfiguration() {
            members.append(.init(key: "RiskConfiguration", value: .object(risk)))
        }
        var domains: [JSONValue] = []
        for key in ["Domain", "CustomDomain"] {
            guard let domain = pool[key]?.stringValue, !domain.isEmpty else { continue }
            let answer = try await sendUnscoped(.describeUserPoolDomain, [.init(key: "Domain", value: .string(domain))])
            guard let description = answer["DomainDescription"] else {
                throw CognitoError(.describeUserPoolDomain, .invalidResponse("no DomainDescription"))
            }
            domains.append(.object(JSONObject([.init(key: "DomainDescription", value: description)])))
        }
        if !domains.isEmpty { members.append(.init(key: "UserPoolDomains", value: .array(domains))) }
        let arn = pool["Arn"]?.stringValue ?? "arn:aws:cognito-idp:\(client.configuration.region)::userpool/\(userPoolID)"
        return PoolSettingsDocument(poolID: userPoolID, arn: arn, json: JSONValue.object(JSONObject(members)).jsonText)
    }

    /// Every app client's ID, page after page (`ListUserPoolClients`, 60 a page).
    private func clientIDs() async throws(CognitoError) -> [String] {
        var ids: [String] = []
        var next: String?
        repeat {
            var members: [JSONObject.Member] = [.init(key: "MaxResults", value: .number(String(Self.pageLimit)))]
            if let next { members.append(.init(key: "NextToken", value: .string(next))) }
            let page = try await send(.listUserPoolClients, members)
            if case .array(let elements)? = page["UserPoolClients"] {
                for element in elements {
                    guard let id = element.objectValue?["ClientId"]?.stringValue else {
                        throw CognitoError(.listUserPoolClients, .invalidResponse("an app client without a ClientId"))
                    }
                    ids.append(id)
                }
            }
            let token = page["NextToken"]?.stringValue
            // A token that comes back unchanged would never end.
            if token != nil, token == next {
                throw CognitoError(.listUserPoolClients, .invalidResponse("the same NextToken twice"))
            }
            next = token?.isEmpty == false ? token : nil
        } while next != nil
        return ids
    }

    /// The pool's own risk configuration (not an app client's); `nil` when Cognito says threat
    /// protection is off.
    private func riskConfiguration() async throws(CognitoError) -> JSONObject? {
        let answer: JSONObject
        do throws(CognitoError) {
            answer = try await send(.describeRiskConfiguration, [])
        } catch {
            if error.type?.hasPrefix("UserPoolAddOnNotEnabled") == true { return nil }
            throw error
        }
        guard let risk = answer["RiskConfiguration"]?.objectValue else {
            throw CognitoError(.describeRiskConfiguration, .invalidResponse("no RiskConfiguration"))
        }
        return risk
    }
}
