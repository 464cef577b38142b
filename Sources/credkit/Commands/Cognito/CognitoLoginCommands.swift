// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// Which loopback name the redirect URI uses (`--redirect-host`): the one registered as the app
/// client's callback URL.
typealias RedirectHostOption = LoopbackRedirectListener.Host

/// `--client-authentication`.
typealias ClientAuthenticationOption = CognitoOAuthClient.ClientAuthentication

/// The pool's domain and how the app client authenticates there, for the commands that use it.
struct DomainOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionDomain), valueName: "prefix|url"))
    var domain: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            Console.help(.helpOptionClientAuthentication), valueName: ClientAuthenticationOption.valueName))
    var clientAuthentication: ClientAuthenticationOption = .basic

    /// A client for the domain's `endpoints`, as the app client of `configuration` (its secret, sent
    /// as `--client-authentication` says, and its request timeout).
    func client(_ endpoints: OAuthEndpoints, _ configuration: CognitoIdentityClient.Configuration) throws
        -> CognitoOAuthClient
    {
        try client(
            endpoints,
            app: (configuration.clientID, configuration.clientSecret, configuration.requestTimeout))
    }

    /// A client for the domain's `endpoints`, as `app` (its ID, secret and request timeout).
    func client(
        _ endpoints: OAuthEndpoints, app: (clientID: String, clientSecret: String?, requestTimeout: TimeInterval)
    ) throws -> CognitoOAuthClient {
        CognitoOAuthClient(
            .init(
                endpoints: endpoints, clientID: app.clientID, clientSecret: app.clientSecret,
                clientAuthentication: clientAuthentication,
                requestTimeout: app.requestTimeout))
    }
}

/// `credkit cognito login`: signs in through the pool's domain (managed login, the hosted UI) in
/// the browser — authorization code with PKCE on a loopback redirect (RFC 8252) — and saves the
/// session `sign-in` would.
struct CognitoLoginCommand: AsyncParsableCommand, ValidatesOptions {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: Console.help(.helpCognitoLogin), discussion: Console.help(.helpCognitoLoginDiscussion))

    @Option(name: .customLong("scope"), help: ArgumentHelp(Console.help(.helpOptionLoginScope), valueName: "scope"))
    var scopes: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIdentityProvider), valueName: "name"))
    var identityProvider: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionRedirectPort), valueName: "port"))
    var redirectPort: Int = Self.defaultPort

    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionRedirectHost), valueName: RedirectHostOption.valueName))
    var redirectHost: RedirectHostOption = .ipv4

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoBrowser)))
    var noBrowser = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionBrowserTimeout), valueName: "seconds"))
    var browserTimeout: Int = 300

    @OptionGroup var domain: DomainOptions
    @OptionGroup var tokenDisplay: TokenDisplayOptions
    @OptionGroup var options: CognitoOptions

    /// The redirect port when none is given: register `http://127.0.0.1:8400/callback`.
    static let defaultPort = 8400

    func checkOptions() throws {
        guard (1...65_535).contains(redirectPort) else {
            throw CLIFailure(message: CLITexts.string(.cognitoInvalidPort, in: Console.language, ["value": "\(redirectPort)"]))
        }
        guard (1...3_600).contains(browserTimeout) else {
            throw CLIFailure(
                message: CLITexts.string(.cognitoInvalidBrowserTimeout, in: Console.language, ["value": "\(browserTimeout)"]))
        }
    }

    func run() async throws {
        let context = try CognitoContext(options)
        let language = context.language
        let configuration = try await context.client().configuration
        let host = redirectHost
        let (endpoints, base) = try await context.oauthEndpoints(domain.domain, configuration: configuration, session: nil)
        let request: AuthorizationRequest
        do {
            request = try AuthorizationRequest(
                clientID: configuration.clientID, redirectURI: "http://\(host.rawValue):\(redirectPort)/callback",
                scopes: scopes.isEmpty ? ["openid", "email", "profile"] : scopes, identityProvider: identityProvider)
        } catch {
            throw context.report(error)
        }
        let listener: LoopbackRedirectListener
        do {
            listener = try LoopbackRedirectListener(host: host, port: redirectPort)
        } catch .portInUse {
            throw context.report(
                OAuthError(
                    .portInUse,
                    detail: LocalizedText(key: .oauthDetailText, arguments: ["text": "\(host.rawValue):\(redirectPort)"])))
        } catch .socket(let reason) {
            throw CLIFailure(
                message: CLITexts.string(.cognitoRedirectSocket, in: language, ["reason": reason.message(in: language)]))
        }
        defer { listener.close() }
        let url = request.url(at: endpoints)
        let opened = !noBrowser && BrowserLauncher.open(url)
        let wait = ["seconds": "\(browserTimeout)", "redirect": request.redirectURI, "url": url.absoluteString]
        Console.writeError(CLITexts.string(opened ? .cognitoLoginOpened : .cognitoLoginVisit, in: language, wait) + "\n")
        var refused = 0
        let stateMismatch = OAuthError(.stateMismatch).message(in: language)
        guard
            let callback = listener.waitForCallback(
                path: "/callback", deadline: Date() + Double(browserTimeout), isOwn: request.isOwnCallback(query:),
                refusedPage: Self.page(success: false, detail: stateMismatch, in: language),
                onRefused: {
                    refused += 1
                    Console.warning(CLITexts.string(.cognitoLoginForeignCallback, in: language))
                })
        else {
            // Redirects came, none with this sign-in's state: say so rather than that none came.
            if refused > 0 { throw context.report(OAuthError(.stateMismatch)) }
            throw context.report(
                OAuthError(.noCallback, detail: LocalizedText(key: .oauthDetailText, arguments: ["text": "\(browserTimeout) s"])))
        }
        let session: CognitoSession
        do {
            let code = try request.code(fromQuery: callback.query)
            let oauth = try domain.client(endpoints, configuration)
            let tokens = try await oauth.exchange(code: code, for: request)
            let pool = try context.poolOfIDToken(tokens.idToken, configuration: configuration)
            let idToken = try await oauth.verifyIDToken(
                of: tokens, for: request, with: context.idTokenVerifier(pool: pool, configuration: configuration))
            var sessionConfiguration = configuration
            sessionConfiguration.userPoolID = pool.rawValue
            let name = idToken.claims.email ?? idToken.claims.cognitoUsername ?? idToken.claims.subject ?? "?"
            var signedIn = CognitoSession(tokens: tokens, username: name, configuration: sessionConfiguration)
            signedIn.domain = base
            signedIn.passwordPolicy = try await context.policyForNewSession()
            session = signedIn
        } catch let error as OAuthError {
            listener.answer(callback, html: Self.page(success: false, detail: error.message(in: language), in: language))
            throw context.report(error)
        }
        listener.answer(callback, html: Self.page(success: true, detail: "", in: language))
        try await context.save(session)
        context.emitSession(
            session,
            headline: CLITexts.string(
                .cognitoLoggedIn, in: language,
                ["email": Display.safe(session.username), "domain": base ?? endpoints.authorization.host ?? ""]),
            showingTokens: tokenDisplay.showTokens,
            json: [
                ("operation", .string("login")), ("username", .string(session.username)),
                ("domain", base.map(JSONValue.string) ?? .null),
            ])
    }

    /// The page the browser shows after the redirect.
    static func page(success: Bool, detail: String, in language: Language) -> String {
        let title = CLITexts.string(.cognitoLoginPageTitle, in: language)
        let text = CLITexts.string(
            success ? .cognitoLoginPageSuccess : .cognitoLoginPageFailure, in: language, ["detail": detail])
        return "<!doctype html><html lang=\"\(language.rawValue)\"><meta charset=\"utf-8\"><title>\(html(title))</title>"
            + "<h1>\(html(title))</h1><p>\(html(text))</p></html>"
    }

    private static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// `credkit cognito logout`: revokes the session's refresh token (at the domain's `/oauth2/revoke`
/// for a `login` session, else with RevokeToken), forgets the session, and gives the domain's
/// `/logout` URL that ends the browser's session too.
struct CognitoLogoutCommand: AsyncParsableCommand, ValidatesOptions {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: Console.help(.helpCognitoLogout), discussion: Console.help(.helpCognitoLogoutDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionLogoutURI), valueName: "uri"))
    var logoutUri: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionOpenLogout)))
    var open = false

    @OptionGroup var domain: DomainOptions
    @OptionGroup var options: CognitoOptions

    func checkOptions() throws {
        if open && logoutUri == nil {
            throw CLIFailure(message: CLITexts.string(.cognitoOpenNeedsLogoutURI, in: Console.language))
        }
    }

    func run() async throws {
        let context = try CognitoContext(options)
        let language = context.language
        let path = context.store.file.path
        let session = try context.loadSession()
        let configuration = try await context.client(session: session).configuration
        var json: [(String, JSONValue)] = [("operation", .string("logout")), ("session", .string(path))]
        var lines: [String] = []
        // The sign-out URL is checked (and the domain found) before anything is sent.
        var logoutURL: URL?
        var endpoints: OAuthEndpoints?
        if let logoutUri {
            let resolved = try await context.oauthEndpoints(domain.domain, configuration: configuration, session: session)
            endpoints = resolved.endpoints
            do {
                logoutURL = try resolved.endpoints.logoutURL(clientID: configuration.clientID, logoutURI: logoutUri)
            } catch {
                throw context.report(error)
            }
        }
        var failure: ExitCode?
        if let session {
            var revoked = false
            if let refreshToken = session.tokens.refreshToken {
                do {
                    if session.domain != nil || domain.domain != nil {
                        let resolved: OAuthEndpoints
                        if let endpoints {
                            resolved = endpoints
                        } else {
                            resolved = try await context.oauthEndpoints(
                                domain.domain, configuration: configuration, session: session
                            )
                            .endpoints
                        }
                        try await domain.client(resolved, configuration).revoke(refreshToken: refreshToken)
                    } else {
                        try await context.client(session: session).revokeToken(refreshToken: refreshToken)
                    }
                    revoked = true
                } catch let error as OAuthError {
                    failure = context.report(
                        error, adding: [("session", .string(path)), ("removed", .bool(true)), ("revoked", .bool(false))])
                } catch let error as CognitoError {
                    failure = context.report(
                        error, adding: [("session", .string(path)), ("removed", .bool(true)), ("revoked", .bool(false))])
                }
            }
            _ = try context.removeSession()
            if let failure {
                if context.format == .text {
                    Console.warning(CLITexts.string(.cognitoSignOutNotRevoked, in: language, ["file": path]))
                }
                throw failure
            }
            lines.append(
                CLITexts.string(
                    revoked ? .cognitoSignedOutRevoked : .cognitoSignOutNoRefreshToken, in: language, ["file": path]))
            json += [("removed", .bool(true)), ("revoked", .bool(revoked))]
        } else {
            lines.append(CLITexts.string(.cognitoNothingToRemove, in: language, ["file": path]))
            json += [("removed", .bool(false)), ("revoked", .bool(false))]
        }
        if let logoutURL {
            lines.append(CLITexts.string(.cognitoLogoutURL, in: language, ["url": logoutURL.absoluteString]))
            json.append(("logoutURL", .string(logoutURL.absoluteString)))
            if open { _ = BrowserLauncher.open(logoutURL) }
        }
        context.emit(text: lines.joined(separator: "\n"), json: json)
    }
}

/// `credkit cognito userinfo`: the signed-in user's claims from the domain's `/oauth2/userInfo`.
struct CognitoUserInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "userinfo", abstract: Console.help(.helpCognitoUserInfo))

    @OptionGroup var domain: DomainOptions
    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let saved = try context.requireSession()
        let client = try await context.client(session: saved)
        let (endpoints, _) = try await context.oauthEndpoints(domain.domain, configuration: client.configuration, session: saved)
        let (session, _) = try await context.freshSession(saved, client: client)
        let oauth = try domain.client(endpoints, client.configuration)
        let claims: JSONObject
        do {
            claims = try await oauth.userInfo(accessToken: session.tokens.accessToken)
        } catch {
            throw context.report(error)
        }
        context.emit(
            // Claim names are the server's too: escaped as their values are, as whoami does.
            text: Display.table(
                claims.map { (Display.safe($0.key), context.claimText($0.key, $0.value)) }, indent: ""),
            json: [("operation", .string("userinfo")), ("claims", .object(claims))])
    }
}

extension CognitoContext {
    /// The domain's endpoints: `--domain` (or `CREDKIT_DOMAIN`), else the session's domain, else
    /// the pool's discovery document (with `--user-pool-id`).
    /// - Returns: the endpoints and the domain's base URL (`nil` when they came from discovery).
    /// - Throws: a reported error (exit 2) when none of them is there or the value is invalid.
    func oauthEndpoints(
        _ option: String?, configuration: CognitoIdentityClient.Configuration, session: CognitoSession?
    ) async throws -> (endpoints: OAuthEndpoints, base: String?) {
        let found: (endpoints: OAuthEndpoints, base: String?)?
        do {
            found = try await Self.findEndpoints(
                option ?? environmentValue("CREDKIT_DOMAIN"), configuration: configuration, session: session)
        } catch {
            throw report(error)
        }
        guard let found else { throw CLIFailure(message: CLITexts.string(.cognitoNeedsDomain, in: language)) }
        return found
    }

    private static func findEndpoints(
        _ given: String?, configuration: CognitoIdentityClient.Configuration, session: CognitoSession?
    ) async throws(OAuthError) -> (endpoints: OAuthEndpoints, base: String?)? {
        if let given {
            let base = try OAuthEndpoints.baseURL(domain: given, region: configuration.region)
            return (OAuthEndpoints(base: base), base.absoluteString)
        }
        if let saved = session?.domain, let base = URL(string: saved) {
            return (OAuthEndpoints(base: base), saved)
        }
        guard let pool = configuration.userPoolID.flatMap(CognitoUserPoolID.init) else { return nil }
        let endpoints = try await CognitoOAuthClient.discover(
            userPoolID: pool, endpoint: configuration.endpoint, timeout: configuration.requestTimeout)
        let base = endpoints.token.deletingLastPathComponent().deletingLastPathComponent().absoluteString
        return (endpoints, base.hasSuffix("/") ? String(base.dropLast()) : base)
    }

    /// The pool whose keys must have signed the ID token: the configured one, else the one the
    /// token names as its issuer when that is a pool of the configured region (the token came
    /// straight from the domain chosen here, over TLS; its signature is then checked with that
    /// pool's keys).
    func poolOfIDToken(_ idToken: String, configuration: CognitoIdentityClient.Configuration) throws(OAuthError)
        -> CognitoUserPoolID
    {
        if let pool = configuration.userPoolID.flatMap(CognitoUserPoolID.init) { return pool }
        let prefix = "https://cognito-idp.\(configuration.region).amazonaws.com/"
        guard let issuer = (try? JSONWebToken(compact: idToken))?.claims.issuer, issuer.hasPrefix(prefix),
            let pool = CognitoUserPoolID(String(issuer.dropFirst(prefix.count))), pool.region == configuration.region
        else {
            throw OAuthError(.invalidIDToken, detail: LocalizedText(key: .oauthDetailText, arguments: ["text": "iss"]))
        }
        return pool
    }

    /// The ID token's verifier: the pool's issuers, this app client, `token_use` `id`, the pool's
    /// JWKS (under the endpoint override for an emulator).
    func idTokenVerifier(pool: CognitoUserPoolID, configuration: CognitoIdentityClient.Configuration) throws(OAuthError)
        -> CognitoTokenVerifier
    {
        guard let endpoint = configuration.endpoint else {
            return CognitoTokenVerifier(userPoolID: pool, clientIDs: [configuration.clientID], tokenUse: .id)
        }
        let base = endpoint.absoluteString.hasSuffix("/") ? String(endpoint.absoluteString.dropLast()) : endpoint.absoluteString
        do {
            return try CognitoTokenVerifier(
                options: .init(issuers: pool.issuers, clientIDs: [configuration.clientID], tokenUse: .id),
                jwksURL: URL(string: base + "/" + pool.rawValue + "/.well-known/jwks.json")!)
        } catch {
            throw OAuthError(.invalidEndpoint, detail: LocalizedText(key: .oauthDetailText, arguments: ["text": base]))
        }
    }

    /// Reports an error of the domain's endpoints the way Cognito's are reported.
    func report(_ error: OAuthError, adding more: [(String, JSONValue)] = []) -> ExitCode {
        var extra: [(String, JSONValue)] = []
        if let description = error.serverDescription { extra.append(("serverMessage", .string(description))) }
        return reportLocal(
            type: error.errorType, code: error.number, message: error.message(in: language),
            status: Self.exitStatus(error.category), extra: extra + more)
    }
}
