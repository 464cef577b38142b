// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `credkit cognito token`: a machine-to-machine access token (`--client-credentials`, from the
/// pool's domain or the API) or an exchanged one (`--exchange`, RFC 8693), printed (that is this
/// command's job) and cached until shortly before it expires.
struct CognitoTokenCommand: AsyncParsableCommand, ValidatesOptions {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: Console.help(.helpCognitoToken), discussion: Console.help(.helpCognitoTokenDiscussion))

    /// `--via`: where client credentials are asked.
    enum Route: String, CLIChoice {
        case auto, api, domain
    }

    /// `--subject-token-type`, `--actor-token-type`, `--requested-token-type`.
    enum Kind: String, CLIChoice {
        case access, id

        var presented: TokenExchange.PresentedKind { self == .access ? .accessToken : .idToken }
        var derived: DerivedToken.Kind { self == .access ? .accessToken : .idToken }
    }

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionClientCredentials)))
    var clientCredentials = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionExchange)))
    var exchange = false

    @Option(name: .customLong("scope"), help: ArgumentHelp(Console.help(.helpOptionTokenScope), valueName: "scope"))
    var scopes: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionVia), valueName: Route.valueName))
    var via: Route?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAudience), valueName: "audience"))
    var audience: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionExchangeResource), valueName: "identifier"))
    var resource: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionSubjectTokenFile), valueName: "file"))
    var subjectTokenFile: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionSubjectTokenType), valueName: Kind.valueName))
    var subjectTokenType: Kind?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionActorTokenFile), valueName: "file"))
    var actorTokenFile: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionActorTokenType), valueName: Kind.valueName))
    var actorTokenType: Kind?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionRequestedTokenType), valueName: Kind.valueName))
    var requestedTokenType: Kind?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoCache)))
    var noCache = false

    @OptionGroup var domain: DomainOptions
    @OptionGroup var options: CognitoOptions

    func checkOptions() throws {
        let language = Console.language
        if clientCredentials && exchange {
            throw CLIFailure(message: CLITexts.string(.cognitoTokenTwoGrants, in: language))
        }
        guard clientCredentials || exchange else {
            throw CLIFailure(message: CLITexts.string(.cognitoTokenNeedsGrant, in: language))
        }
        let exchangeOnly: [(String, Bool)] = [
            ("--audience", audience != nil), ("--resource", resource != nil), ("--subject-token-file", subjectTokenFile != nil),
            ("--subject-token-type", subjectTokenType != nil), ("--actor-token-file", actorTokenFile != nil),
            ("--actor-token-type", actorTokenType != nil), ("--requested-token-type", requestedTokenType != nil),
        ]
        if clientCredentials, let (option, _) = exchangeOnly.first(where: \.1) {
            throw CLIFailure(
                message: CLITexts.string(.cognitoTokenOptionNeeds, in: language, ["option": option, "needs": "--exchange"]))
        }
        if exchange {
            if via != nil {
                throw CLIFailure(
                    message: CLITexts.string(
                        .cognitoTokenOptionNeeds, in: language, ["option": "--via", "needs": "--client-credentials"]))
            }
            if domain.domain != nil {
                throw CLIFailure(
                    message: CLITexts.string(
                        .cognitoTokenOptionNeeds, in: language, ["option": "--domain", "needs": "--client-credentials"]))
            }
            if actorTokenType != nil && actorTokenFile == nil {
                throw CLIFailure(
                    message: CLITexts.string(
                        .cognitoTokenOptionNeeds, in: language, ["option": "--actor-token-type", "needs": "--actor-token-file"]))
            }
            if audience == nil && resource == nil {
                throw CLIFailure(message: CLITexts.string(.cognitoTokenExchangeNeedsTarget, in: language))
            }
        }
    }

    func run() async throws {
        let context = try CognitoContext(options)
        if exchange {
            try await runExchange(context)
        } else {
            try await runClientCredentials(context)
        }
    }

    // MARK: Client credentials

    private func runClientCredentials(_ context: CognitoContext) async throws {
        let given = domain.domain ?? context.environmentValue("CREDKIT_DOMAIN")
        let route = via ?? .auto
        if route != .api, let url = given, !OAuthEndpoints.isPrefix(url) {
            // The domain as a URL is all the token endpoint needs: no region, no pool.
            let app = try context.appClient()
            let endpoints: OAuthEndpoints
            do {
                endpoints = OAuthEndpoints(base: try OAuthEndpoints.baseURL(domain: url, region: ""))
            } catch {
                throw context.report(error)
            }
            return try await fromDomain(endpoints, app: app, context: context)
        }
        let client = try await context.client()
        let configuration = client.configuration
        if route != .api {
            var found: OAuthEndpoints?
            if route == .domain || given != nil {
                found = try await context.oauthEndpoints(domain.domain, configuration: configuration, session: nil).endpoints
            } else if let pool = configuration.userPoolID.flatMap(CognitoUserPoolID.init) {
                // auto: the domain the pool's discovery document names; a pool without one is asked
                // through the API.
                do {
                    found = try await CognitoOAuthClient.discover(
                        userPoolID: pool, endpoint: configuration.endpoint, timeout: configuration.requestTimeout)
                } catch let error where error.code == .noDomain {
                    found = nil
                } catch {
                    throw context.report(error)
                }
            }
            if let found {
                return try await fromDomain(
                    found, app: (configuration.clientID, configuration.clientSecret, configuration.requestTimeout),
                    context: context)
            }
        }
        let key = MachineTokenCache.Key.clientToken(endpoint: client.url, clientID: configuration.clientID, scopes: scopes)
        let (token, cached) = try await cachedOrNew(key, context: context) { () async throws -> MachineToken in
            do throws(CognitoError) {
                return try await client.getClientToken(scopes: scopes)
            } catch {
                throw context.report(error)
            }
        }
        emit(token, cached: cached, grant: "client-credentials", route: "api", context: context)
    }

    private func fromDomain(
        _ endpoints: OAuthEndpoints, app: (clientID: String, clientSecret: String?, requestTimeout: TimeInterval),
        context: CognitoContext
    ) async throws {
        let oauth = try domain.client(endpoints, app: app)
        let key = MachineTokenCache.Key.clientCredentials(tokenEndpoint: endpoints.token, clientID: app.clientID, scopes: scopes)
        let (token, cached) = try await cachedOrNew(key, context: context) { () async throws -> MachineToken in
            do throws(OAuthError) {
                return try await oauth.clientCredentials(scopes: scopes)
            } catch {
                throw context.report(error)
            }
        }
        emit(token, cached: cached, grant: "client-credentials", route: "domain", context: context)
    }

    // MARK: Token exchange

    private func runExchange(_ context: CognitoContext) async throws {
        let client: CognitoIdentityClient
        let subject: TokenExchange.Presented
        let kind = subjectTokenType ?? .access
        if let subjectTokenFile {
            subject = .init(try Self.readToken(subjectTokenFile, context: context), kind: kind.presented)
            client = try await context.client()
        } else {
            let saved = try context.requireSession()
            let sessionClient = try await context.client(session: saved)
            let (session, _) = try await context.freshSession(saved, client: sessionClient)
            subject = .init(kind == .access ? session.tokens.accessToken : session.tokens.idToken, kind: kind.presented)
            client = sessionClient
        }
        let actor = try actorTokenFile.map {
            TokenExchange.Presented(try Self.readToken($0, context: context), kind: (actorTokenType ?? .access).presented)
        }
        let request = TokenExchange(
            subject: subject, actor: actor, audience: audience, resource: resource, scopes: scopes,
            requestedKind: requestedTokenType?.derived)
        let key = MachineTokenCache.Key.exchange(endpoint: client.url, clientID: client.configuration.clientID, request)
        var issuedKind: DerivedToken.Kind?
        let (token, cached) = try await cachedOrNew(key, context: context) { () async throws -> MachineToken in
            do throws(CognitoError) {
                let derived = try await client.getDerivedToken(request)
                issuedKind = derived.kind
                return MachineToken(
                    accessToken: derived.token, expiresIn: derived.expiresIn, tokenType: derived.tokenType,
                    obtainedAt: Date(timeIntervalSince1970: derived.obtainedAt))
            } catch {
                throw context.report(error)
            }
        }
        // A cached token says what it is itself (token_use), as Cognito's answer said when it was new.
        let issued =
            issuedKind ?? token.tokenUse.flatMap(DerivedToken.Kind.init(tokenUse:)) ?? request.requestedKind ?? .accessToken
        emit(
            token, cached: cached, grant: "token-exchange", route: "api", context: context,
            more: [
                ("issuedTokenType", .string(issued.rawValue)), ("audience", audience.map(JSONValue.string) ?? .null),
                ("resource", resource.map(JSONValue.string) ?? .null), ("actor", .bool(actor != nil)),
            ])
    }

    /// A token from a file private to this user (`-`: one line of standard input), without its line
    /// break.
    static func readToken(_ path: String, context: CognitoContext) throws -> String {
        let language = context.language
        let bytes: [UInt8]
        if path == "-" {
            let reader = LineReader(descriptor: 0, bufferSize: 4096, maximumLineLength: 131_072)
            do {
                bytes = try reader.withNextLine { Array($0) } ?? []
            } catch let error as LineReaderError {
                throw CLIFailure(
                    message: CLITexts.string(
                        .unreadableInput, in: language, ["file": "stdin", "reason": error.message(in: language)]))
            }
        } else {
            switch PrivateFile.readTrusted(path, forbiddenMode: 0o077, maximumBytes: 131_074) {
            case .contents(let contents): bytes = contents
            case .missing: throw CLIFailure(message: CLITexts.string(.cognitoTokenFileMissing, in: language, ["file": path]))
            case .loosePermissions:
                throw CLIFailure(message: CLITexts.string(.cognitoTokenFileLoose, in: language, ["file": path]))
            case .notOwned: throw CLIFailure(message: CLITexts.string(.cognitoTokenFileNotOwned, in: language, ["file": path]))
            case .unreadable:
                throw CLIFailure(message: CLITexts.string(.cognitoTokenFileUnreadable, in: language, ["file": path]))
            }
        }
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end > 0 else {
            throw CLIFailure(
                message: CLITexts.string(.cognitoTokenFileEmpty, in: language, ["file": path == "-" ? "stdin" : path]))
        }
        // Not UTF-8, or not a token's characters: the library names the problem (1000).
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    // MARK: Cache and output

    /// The cached token for `key`, else a new one from `fetch`, cached (a failure to cache is a
    /// warning: the token is printed all the same).
    private func cachedOrNew(
        _ key: MachineTokenCache.Key, context: CognitoContext, _ fetch: () async throws -> MachineToken
    ) async throws -> (MachineToken, cached: Bool) {
        let cache = noCache ? nil : MachineTokenCache.standard()
        if let hit = cache?.token(key) { return (hit, true) }
        let token = try await fetch()
        if let cache {
            do {
                try cache.save(token, key)
            } catch {
                Console.warning(CLITexts.string(.cognitoTokenNotCached, in: context.language, ["file": cache.file(key).path]))
            }
        }
        return (token, false)
    }

    private func emit(
        _ token: MachineToken, cached: Bool, grant: String, route: String, context: CognitoContext,
        more: [(String, JSONValue)] = []
    ) {
        let remaining = max(0, Int(token.expiresAt - Date().timeIntervalSince1970))
        context.emit(
            text: token.accessToken,
            json: [
                ("operation", .string("token")), ("grant", .string(grant)), ("via", .string(route)),
                (grant == "token-exchange" ? "token" : "accessToken", .string(token.accessToken)),
                ("tokenType", .string(token.tokenType)),
                ("expiresIn", .number(String(remaining))),
                ("expiresAt", JWTClaims.iso8601(token.expiresAt).map(JSONValue.string) ?? .null), ("cached", .bool(cached)),
                ("scopes", .array((token.scopes ?? []).map(JSONValue.string))),
            ] + more)
    }
}
