// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import Foundation

extension CognitoIdentityClient {
    /// The most scopes one request may carry (AWS's model).
    static let maximumScopes = 50

    /// A machine-to-machine access token for the app client itself, through `GetClientToken`: the
    /// API's form of the client-credentials grant, with no domain. The app client needs a secret and
    /// the `ALLOW_CLIENT_TOKEN_AUTH` flow (its only flow).
    ///
    /// Sent unsigned: Cognito does not evaluate IAM for this operation, although botocore's model
    /// names SigV4 for it.
    /// - Parameters:
    ///   - scopes: the scopes asked for (at most 50; none asks for every scope the client may have).
    ///   - now: when it is asked for (the token's `obtainedAt`).
    /// - Returns: the token.
    /// - Throws: ``CognitoError``: 1000 without the client's secret or with a malformed scope
    ///   (nothing sent), else 2100–2106.
    public func getClientToken(scopes: [String] = [], at now: Date = Date()) async throws(CognitoError) -> MachineToken {
        var problems =
            configuration.clientSecret != nil
            ? []
            : [
                ValidationProblem(field: "clientSecret", code: .missing) { Texts.string(.oauthSecretRequired, in: $0) }
            ]
        problems += scopeProblems(scopes, field: "scopes", limit: Self.maximumScopes)
        try requireValid(problems, .getClientToken)
        let secret = configuration.clientSecret ?? ""
        var body = JSONObject([
            .init(key: "ClientId", value: .string(configuration.clientID)), .init(key: "Secret", value: .string(secret)),
        ])
        if !scopes.isEmpty { body.members.append(.init(key: "Scopes", value: .array(scopes.map(JSONValue.string)))) }
        let (response, _) = try await send(.getClientToken, body, secrets: [secret])
        guard let result = response["ClientAuthenticationResult"]?.objectValue,
            let access = result["AccessToken"]?.stringValue
        else {
            throw CognitoError(.getClientToken, .invalidResponse("no ClientAuthenticationResult"))
        }
        guard AuthenticationTokens.isToken(access) else {
            throw CognitoError(.getClientToken, .invalidResponse("AccessToken holds characters no token has, or is too long"))
        }
        let expiresIn = try AuthenticationTokens.expiresIn(result["ExpiresIn"], .getClientToken)
        return MachineToken(
            accessToken: access, expiresIn: expiresIn, tokenType: Self.tokenType(result["TokenType"]), obtainedAt: now)
    }

    /// Exchanges a token for one narrowed to an audience or resource, through `GetDerivedToken`
    /// (OAuth 2.0 token exchange, RFC 8693). Without an actor token this is impersonation (the app
    /// client needs `ALLOW_TOKEN_EXCHANGE_IMPERSONATION`); with one, delegation
    /// (`ALLOW_TOKEN_EXCHANGE_DELEGATION`), and the new token names the actor in its `act` claim.
    /// The client's ID (and secret, when it has one) identify the caller; nothing is signed.
    /// - Parameters:
    ///   - exchange: the tokens presented and what the new one is for.
    ///   - now: when it is asked for (the token's `obtainedAt`).
    /// - Returns: the new token.
    /// - Throws: ``CognitoError``: 1000 for a malformed token, audience, resource, scope or
    ///   provider name (nothing sent), else 2200–2207.
    public func getDerivedToken(_ exchange: TokenExchange, at now: Date = Date()) async throws(CognitoError)
        -> DerivedToken
    {
        var problems = presentedProblems(exchange.subject, field: "subjectToken")
        if let actor = exchange.actor { problems += presentedProblems(actor, field: "actorToken") }
        problems += scopeProblems(exchange.audience.map { [$0] } ?? [], field: "audience", limit: 1)
        problems += scopeProblems(exchange.resource.map { [$0] } ?? [], field: "resource", limit: 1)
        problems += scopeProblems(exchange.scopes, field: "scopes", limit: Self.maximumScopes)
        try requireValid(problems, .getDerivedToken)
        var body = JSONObject([
            .init(key: "ClientId", value: .string(configuration.clientID)),
            .init(key: "SubjectToken", value: .string(exchange.subject.token)),
            .init(key: "SubjectTokenType", value: .string(exchange.subject.kind.rawValue)),
        ])
        let add = { (key: String, value: JSONValue) in body.members.append(.init(key: key, value: value)) }
        if let secret = configuration.clientSecret { add("ClientSecret", .string(secret)) }
        if let name = exchange.subject.providerName { add("SubjectTokenProviderName", .string(name)) }
        if let actor = exchange.actor {
            add("ActorToken", .string(actor.token))
            add("ActorTokenType", .string(actor.kind.rawValue))
            if let name = actor.providerName { add("ActorTokenProviderName", .string(name)) }
        }
        if !exchange.scopes.isEmpty { add("Scopes", .array(exchange.scopes.map(JSONValue.string))) }
        if let audience = exchange.audience { add("Audiences", .array([.string(audience)])) }
        if let resource = exchange.resource { add("Resources", .array([.string(resource)])) }
        if let kind = exchange.requestedKind { add("RequestedTokenType", .string(kind.rawValue)) }
        let secrets = [exchange.subject.token] + [exchange.actor?.token, configuration.clientSecret].compactMap { $0 }
        let (response, _) = try await send(.getDerivedToken, body, secrets: secrets)
        guard let issued = response["IssuedToken"]?.stringValue else {
            throw CognitoError(.getDerivedToken, .invalidResponse("no IssuedToken"))
        }
        guard AuthenticationTokens.isToken(issued) else {
            throw CognitoError(.getDerivedToken, .invalidResponse("IssuedToken holds characters no token has, or is too long"))
        }
        let kind: DerivedToken.Kind
        if let value = response["IssuedTokenType"] {
            guard let named = value.stringValue.flatMap(DerivedToken.Kind.init(rawValue:)) else {
                throw CognitoError(
                    .getDerivedToken,
                    .invalidResponse("IssuedTokenType \(value.jsonText.prefix(40)) is not ACCESS_TOKEN or ID_TOKEN"))
            }
            kind = named
        } else {
            kind = exchange.requestedKind ?? .accessToken
        }
        var scopes: [String] = []
        if let listed = response["Scopes"] {
            guard case .array(let values) = listed, values.count <= Self.maximumScopes,
                case let items = values.compactMap(\.stringValue), items.count == values.count,
                items.allSatisfy(AuthorizationRequest.isScope)
            else {
                throw CognitoError(.getDerivedToken, .invalidResponse("Scopes is not a list of at most 50 scopes"))
            }
            scopes = items
        }
        return DerivedToken(
            token: issued, kind: kind, tokenType: Self.tokenType(response["TokenType"]),
            expiresIn: try AuthenticationTokens.expiresIn(response["ExpiresIn"], .getDerivedToken), scopes: scopes,
            obtainedAt: now)
    }

    /// `Bearer` unless the answer names another short word (`N_A` for an ID token); anything else is
    /// not shown.
    private static func tokenType(_ value: JSONValue?) -> String {
        guard let text = value?.stringValue, (1...16).contains(text.utf8.count),
            text.utf8.allSatisfy({
                $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            })
        else { return "Bearer" }
        return text
    }

    /// Scopes, audiences and resources: at most `limit` values, each 1–256 printable ASCII
    /// characters without space, `"` or `\` (AWS's pattern).
    func scopeProblems(_ values: [String], field: String, limit: Int) -> [ValidationProblem] {
        if values.count > limit {
            return [
                ValidationProblem(field: field, code: .tooMany) {
                    Texts.string(.cognitoProblemTooMany, in: $0, ["field": field, "limit": String(limit)])
                }
            ]
        }
        return values.filter { !AuthorizationRequest.isScope($0) }.prefix(1).map { value in
            ValidationProblem(field: field, code: .invalidScope) {
                Texts.string(.cognitoProblemScope, in: $0, ["field": field, "value": AuthorizationRequest.visible(value)])
            }
        }
    }

    /// A presented token: present, at most 131,072 characters of AWS's pattern
    /// (`[A-Za-z0-9-_+/=.]`), and a provider name (1–32 characters) where one is given.
    private func presentedProblems(_ presented: TokenExchange.Presented, field: String) -> [ValidationProblem] {
        var problems = tokenProblems(presented.token, field: field)
        let allowed = presented.token.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "."):
                true
            default: false
            }
        }
        if problems.isEmpty && !allowed {
            problems.append(
                ValidationProblem(field: field, code: .invalidToken) {
                    Texts.string(.cognitoProblemTokenCharacters, in: $0, ["field": field])
                })
        }
        if let name = presented.providerName, !AuthorizationRequest.isProviderName(name) {
            problems.append(
                ValidationProblem(field: field + "ProviderName", code: .invalidProviderName) {
                    Texts.string(.cognitoProblemProviderName, in: $0, ["field": field + "ProviderName"])
                })
        }
        return problems
    }
}
