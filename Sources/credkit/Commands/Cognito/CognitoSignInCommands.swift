// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// How `credkit cognito sign-in` signs in (`--flow`).
enum SignInFlowOption: String, CLIChoice {
    /// `USER_PASSWORD_AUTH`.
    case password
    /// `USER_SRP_AUTH`.
    case srp
    /// `USER_AUTH`: choice-based, with `--prefer`.
    case userAuth = "user-auth"
    /// `CUSTOM_AUTH`: the pool's own challenges.
    case custom
}

/// `credkit cognito sign-in`: signs in by password, SRP, choice-based sign-in or the pool's custom
/// challenges, and saves the session.
struct CognitoSignInCommand: AsyncParsableCommand, ValidatesOptions {
    static let configuration = CommandConfiguration(commandName: "sign-in", abstract: Console.help(.helpCognitoSignIn))

    @OptionGroup var login: LoginNameOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            Console.help(.helpOptionCognitoFlow), valueName: SignInFlowOption.valueName))
    var flow: SignInFlowOption = .password

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoPrefer), valueName: FirstFactor.valueName))
    var prefer: FirstFactor?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasskeyFileSignIn), valueName: "file"))
    var passkeyFile: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionRememberDevice)))
    var rememberDevice = false

    @Option(
        name: .customLong("attribute"),
        help: ArgumentHelp(Console.help(.helpOptionNewPasswordAttribute), valueName: "name=value"))
    var attributes: [String] = []

    @OptionGroup var passwordInput: PasswordInputOptions
    @OptionGroup var mfa: MFAAnswerOptions
    @OptionGroup var tokenDisplay: TokenDisplayOptions
    @OptionGroup var options: CognitoOptions

    func checkOptions() throws {
        if prefer != nil && flow != .userAuth {
            throw CLIFailure(message: CLITexts.string(.cognitoPreferNeedsUserAuth, in: Console.language))
        }
        if passkeyFile != nil && flow != .userAuth {
            throw CLIFailure(message: CLITexts.string(.cognitoPasskeyNeedsUserAuth, in: Console.language))
        }
        _ = try CognitoUserUpdateCommand.pairs(attributes)
    }

    func run() async throws {
        let context = try CognitoContext(options)
        let language = context.language
        let client = try await context.client()
        let email = try login.name(context, client: client, operation: .initiateAuth)
        let reader = try PasswordReader(fromStandardInput: passwordInput.passwordStdin, language: language)
        // The passkey file is checked before anything is sent; a passkey preferred needs one.
        if let passkeyFile { _ = try PasskeyFile.load(passkeyFile, language: language) }
        if prefer == .webAuthn && passkeyFile == nil {
            throw context.report(CognitoError(.initiateAuth, .passkeyRequired))
        }
        // Choice-based sign-in asks for the password only when the factor takes one.
        let password =
            switch flow {
            case .password, .srp: try reader.read(.password)
            case .userAuth: prefer?.needsPassword == true ? try reader.read(.password) : nil
            case .custom: String?.none
            }
        try await context.run {
            var answerer = ChallengeAnswerer(
                context: context, reader: reader, username: email, options: mfa, preferred: prefer, password: password)
            answerer.passkeyFile = passkeyFile
            answerer.attributes = Dictionary(
                try CognitoUserUpdateCommand.pairs(attributes).map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
            let start: CognitoSessionManager.Start =
                switch flow {
                case .password: .password(password ?? "", flow: .password)
                case .srp: .password(password ?? "", flow: .srp)
                case .userAuth: .choice(preferring: prefer, password: password)
                case .custom: .custom
                }
            let signedIn = try await context.sessionManager(client).signIn(
                username: email, start, answering: &answerer,
                options: .init(
                    rememberingDeviceAs: rememberDevice ? CognitoContext.deviceName : nil,
                    passwordPolicy: try await context.policyForNewSession()))
            let session = signedIn.session
            let flowKey: CLITextKey =
                switch flow {
                case .password: .cognitoFlowPassword
                case .srp: .cognitoFlowSRP
                case .userAuth: .cognitoFlowUserAuth
                case .custom: .cognitoFlowCustom
                }
            let flowName = CLITexts.string(flowKey, in: language)
            var json: [(String, JSONValue)] = [
                ("operation", .string("sign-in")), ("username", .string(email)), ("flow", .string(flow.rawValue)),
            ]
            if let setUp = answerer.setUp {
                json.append(
                    (
                        "mfaSetup",
                        .object(CognitoContext.object([("secretCode", .string(setUp.secret)), ("uri", .string(setUp.uri))]))
                    ))
            }
            var headline = CLITexts.string(.cognitoSignedIn, in: language, ["email": email, "flow": flowName])
            switch signedIn.device {
            case .proved(let key), .remembered(let key):
                let new = signedIn.device == .remembered(key: key)
                json.append(
                    (
                        "device",
                        .object(
                            CognitoContext.object([
                                ("key", .string(key)), ("new", .bool(new)), ("remembered", .bool(true)),
                            ]))
                    ))
                headline +=
                    "\n" + CLITexts.string(new ? .cognitoDeviceNowRemembered : .cognitoDeviceUsed, in: language, ["key": key])
            case .notTracked:
                Console.writeError("credkit: " + CLITexts.string(.cognitoDeviceNotTracked, in: language) + "\n")
            case nil:
                break
            }
            context.emitSession(session, headline: headline, showingTokens: tokenDisplay.showTokens, json: json)
        }
    }
}

/// `credkit cognito refresh`: new access and ID tokens from the saved refresh token.
struct CognitoRefreshCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "refresh", abstract: Console.help(.helpCognitoRefresh))

    @OptionGroup var tokenDisplay: TokenDisplayOptions
    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let session = try context.requireSession()
        let client = try await context.client(session: session)
        let (refreshed, _) = try await context.freshSession(session, client: client, force: true)
        context.emitSession(
            refreshed, headline: CLITexts.string(.cognitoRefreshed, in: context.language), showingTokens: tokenDisplay.showTokens,
            json: [("operation", .string("refresh")), ("username", .string(refreshed.username))])
    }
}

/// `credkit cognito whoami`: the user as GetUser returns them, how they can sign in
/// (GetUserAuthFactors), and the ID token's claims.
struct CognitoWhoAmICommand: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "whoami", abstract: Console.help(.helpCognitoWhoAmI))

    @OptionGroup var tokenDisplay: TokenDisplayOptions
    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        let language = signedIn.language
        try await context.run {
            let user = try await client.getUser(accessToken: session.tokens.accessToken)
            let factors = try await context.authFactors(client, accessToken: session.tokens.accessToken)
            let idToken = try? JSONWebToken(compact: session.tokens.idToken)
            let attributes = user.attributes.sorted { $0.key < $1.key }
            switch context.format {
            case .json:
                var json: [(String, JSONValue)] = [
                    ("operation", .string("whoami")), ("signedInAs", .string(session.username)),
                    ("username", .string(user.username)),
                    ("attributes", .object(CognitoContext.object(attributes.map { ($0.key, .string($0.value)) }))),
                    ("authFactors", CognitoContext.factorsJSON(factors)),
                    ("passwordPolicy", session.passwordPolicy.map { .string($0.info.name ?? "") } ?? .null),
                    (
                        "idToken",
                        .object(
                            CognitoContext.object([
                                ("claims", idToken.map { .object($0.claims.raw) } ?? .null),
                                ("expiresAt", CognitoContext.expiryISO(of: session.tokens.idToken)),
                            ]))
                    ),
                    (
                        "accessToken",
                        .object(CognitoContext.object([("expiresAt", CognitoContext.expiryISO(of: session.tokens.accessToken))]))
                    ),
                ]
                if tokenDisplay.showTokens { json.append(("tokens", CognitoContext.tokensJSON(session.tokens))) }
                context.emit(text: "", json: json)
            case .text:
                var rows = [
                    (CLITexts.string(.cognitoSignedInAs, in: language), Display.safe(session.username)),
                    (CLITexts.string(.cognitoUsername, in: language), Display.safe(user.username)),
                ]
                let policyValue =
                    session.passwordPolicy.map {
                        CLITexts.string(.cognitoPolicySavedValue, in: language, ["policy": Display.safe($0.info.name ?? "?")])
                    }
                    ?? CLITexts.string(.cognitoPolicyDefaultValue, in: language, ["policy": PolicyPreset.defaultName])
                rows.append((CLITexts.string(.cognitoPasswordPolicyRow, in: language), policyValue))
                if let expiry = context.expiryText(of: session.tokens.accessToken) {
                    rows.append(
                        (
                            CLITexts.string(.cognitoAccessToken, in: language),
                            CLITexts.string(.cognitoExpires, in: language, ["when": expiry])
                        ))
                }
                var text =
                    Display.table(rows, indent: "") + "\n" + CLITexts.string(.cognitoAttributes, in: language) + "\n"
                text += Display.table(
                    attributes.map { (Display.safe($0.key), Display.safe($0.value)) }, indent: "  ")
                text += "\n" + Display.table(context.factorRows(factors), indent: "")
                text += "\n" + CLITexts.string(.cognitoIDTokenClaims, in: language)
                if let idToken {
                    text +=
                        "\n"
                        + Display.table(
                            idToken.claims.raw.map { (Display.safe($0.key), context.claimText($0.key, $0.value)) },
                            indent: "  ")
                } else {
                    text += "\n  " + CLITexts.string(.cognitoUnreadableToken, in: language)
                }
                if tokenDisplay.showTokens { text += "\n" + context.tokensText(session.tokens) }
                context.emit(text: text, json: [])
            }
        }
    }
}

extension CognitoContext {
    /// Reports a new or refreshed session: `headline`, where it was saved and when it expires, the
    /// tokens only when asked for.
    func emitSession(_ session: CognitoSession, headline: String, showingTokens: Bool, json: [(String, JSONValue)]) {
        var text = headline + "\n" + savedText(session)
        if let policy = session.passwordPolicy {
            text += "\n" + CLITexts.string(.cognitoSessionPolicy, in: language, ["policy": Display.safe(policy.info.name ?? "?")])
        }
        if showingTokens { text += "\n" + tokensText(session.tokens) }
        emit(text: text, json: json + sessionJSON(session, showingTokens: showingTokens))
    }

    /// "Session saved to PATH; the access token expires at … (in 60 min)."
    func savedText(_ session: CognitoSession) -> String {
        let expiry = expiryText(of: session.tokens.accessToken) ?? CLITexts.string(.cognitoUnreadableToken, in: language)
        return CLITexts.string(.cognitoSessionSaved, in: language, ["file": store.file.path, "when": expiry])
    }

    /// The session's file and expiry for JSON, with the tokens only when asked for.
    func sessionJSON(_ session: CognitoSession, showingTokens: Bool) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("session", .string(store.file.path)), ("expiresAt", Self.expiryISO(of: session.tokens.accessToken)),
            ("expiresIn", .number(String(session.tokens.expiresIn))),
        ]
        if let policy = session.passwordPolicy { members.append(("passwordPolicy", .string(policy.info.name ?? ""))) }
        if showingTokens { members.append(("tokens", Self.tokensJSON(session.tokens))) }
        return members
    }

    /// A claim's value for the terminal: times readable and relative, strings escaped when unsafe.
    func claimText(_ name: String, _ value: JSONValue) -> String {
        if JWTClaims.timeClaims.contains(name), let seconds = value.doubleValue {
            return Display.readableTime(seconds) + " (" + Display.relative(seconds - Date().timeIntervalSince1970, in: language)
                + ")"
        }
        if case .string(let string) = value { return Display.safe(string) }
        return value.jsonText
    }
}
