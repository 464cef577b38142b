// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy
import Foundation

/// A session encodes as its file's JSON and decodes through the file's reader, with the same checks:
/// the members are listed once, here, for the session file and for any other storage.
extension CognitoSession: Codable {
    public func encode(to encoder: any Encoder) throws {
        try fileJSON.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        guard let session = CognitoSession(fileJSON: try JSONValue(from: decoder)) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "not a credkit session: a member is missing or not of its type"))
        }
        self = session
    }
}

extension CognitoSession {
    /// The session file's JSON, written by credkit's one JSON writer (``JSONValue``): compact, keys
    /// sorted, absent values left out — the shape Foundation's `JSONEncoder` with `.sortedKeys` gave
    /// the files written before (when the conformance to `Codable` was synthesised), which load the
    /// same.
    package var fileJSON: JSONValue {
        var tokenMembers: [JSONObject.Member] = [
            .init(key: "accessToken", value: .string(tokens.accessToken)),
            .init(key: "expiresIn", value: .number(String(tokens.expiresIn))),
            .init(key: "idToken", value: .string(tokens.idToken)),
        ]
        if let refresh = tokens.refreshToken { tokenMembers.append(.init(key: "refreshToken", value: .string(refresh))) }
        tokenMembers.append(.init(key: "tokenType", value: .string(tokens.tokenType)))
        var members: [JSONObject.Member] = [.init(key: "clientID", value: .string(clientID))]
        if let deviceKey { members.append(.init(key: "deviceKey", value: .string(deviceKey))) }
        if let domain { members.append(.init(key: "domain", value: .string(domain))) }
        if let endpoint { members.append(.init(key: "endpoint", value: .string(endpoint))) }
        members.append(.init(key: "obtainedAt", value: .number(Self.number(obtainedAt))))
        if let passwordPolicy { members.append(.init(key: "passwordPolicy", value: passwordPolicy.documentJSON)) }
        if let refreshMethod { members.append(.init(key: "refreshMethod", value: .string(refreshMethod.rawValue))) }
        members += [
            .init(key: "region", value: .string(region)),
            .init(key: "tokens", value: .object(JSONObject(tokenMembers))),
        ]
        if let userPoolID { members.append(.init(key: "userPoolID", value: .string(userPoolID))) }
        members.append(.init(key: "username", value: .string(username)))
        return .object(JSONObject(members))
    }

    /// Reads a session file's JSON: every member the session needs, of its type (`expiresIn` a
    /// whole number, `obtainedAt` a finite number); optional ones absent or `null`; others ignored.
    /// - Parameter json: the parsed file.
    /// - Returns: the session, or `nil` when the JSON is not one.
    package init?(fileJSON json: JSONValue) {
        guard let object = json.objectValue, let tokens = object["tokens"]?.objectValue,
            let accessToken = tokens["accessToken"]?.stringValue, let idToken = tokens["idToken"]?.stringValue,
            let tokenType = tokens["tokenType"]?.stringValue, let expiresIn = Self.integer(tokens["expiresIn"]),
            let refreshToken = Self.optionalString(tokens["refreshToken"]),
            let clientID = object["clientID"]?.stringValue, let region = object["region"]?.stringValue,
            let username = object["username"]?.stringValue,
            let obtainedAt = object["obtainedAt"]?.doubleValue, obtainedAt.isFinite,
            let userPoolID = Self.optionalString(object["userPoolID"]), let endpoint = Self.optionalString(object["endpoint"]),
            let method = Self.optionalString(object["refreshMethod"]),
            let deviceKey = Self.optionalString(object["deviceKey"]), let domain = Self.optionalString(object["domain"]),
            let passwordPolicy = Self.policy(object["passwordPolicy"])
        else { return nil }
        self.init(
            tokens: AuthenticationTokens(
                accessToken: accessToken, idToken: idToken, refreshToken: refreshToken, expiresIn: expiresIn,
                tokenType: tokenType),
            clientID: clientID, region: region, username: username,
            obtainedAt: Date(timeIntervalSince1970: obtainedAt), userPoolID: userPoolID, endpoint: endpoint)
        // An unknown method (a newer credkit's) is forgotten: the next refresh finds out again.
        refreshMethod = method.flatMap(RefreshMethod.init(rawValue:))
        self.deviceKey = deviceKey
        self.domain = domain
        self.passwordPolicy = passwordPolicy
    }

    /// `.some(nil)` for an absent or `null` member, `.some(policy)` for a policy document that
    /// reads, `nil` otherwise.
    private static func policy(_ value: JSONValue?) -> PasswordPolicy?? {
        switch value {
        case nil, .null?: return .some(nil)
        case .object(let object)?:
            guard let policy = try? PasswordPolicy(jsonBytes: Array(JSONValue.object(object).jsonText.utf8)) else {
                return nil
            }
            return .some(policy)
        default: return nil
        }
    }

    /// A whole number that fits an `Int` (`3600`, `3.6e3`), else `nil`.
    private static func integer(_ value: JSONValue?) -> Int? {
        guard let number = value?.doubleValue, number.isFinite, number == number.rounded(),
            abs(number) < 9_007_199_254_740_992
        else { return nil }
        return Int(number)
    }

    /// `.some(nil)` for an absent or `null` member, `.some(text)` for a string, `nil` otherwise.
    private static func optionalString(_ value: JSONValue?) -> String?? {
        switch value {
        case nil, .null?: .some(nil)
        case .string(let text)?: .some(text)
        default: nil
        }
    }

    /// Seconds as JSON: whole seconds without a fraction, else Swift's shortest exact form.
    private static func number(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : String(seconds)
    }
}
