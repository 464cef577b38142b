// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline
import Foundation

/// `credkit jwt`: decode and verify Cognito ID and access tokens.
struct JWTCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jwt",
        abstract: Console.help(.helpJWT),
        subcommands: [
            JWTDecodeCommand.self, JWTVerifyCommand.self, JWTKeygenCommand.self, JWTMintCommand.self, JWTServeJWKSCommand.self,
        ]
    )
}

/// Options shared by `jwt decode` and `jwt verify`.
struct TokenInputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(Console.help(.helpJWTToken), valueName: "token"))
    var token: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAt), valueName: "time"))
    var at: Moment?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionLeeway), valueName: "seconds"))
    var leeway: Leeway = Leeway(seconds: 0)

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: OutputFormat.valueName))
    var format: OutputFormat = .text

    /// The moment tokens are judged at: `--at` or now.
    func moment() -> Date { at?.date ?? Date() }

    /// Where the tokens come from: the argument (with a warning: `ps` shows it), else one per line of
    /// standard input, or a no-echo prompt when it is a terminal.
    func source() throws -> LineSource {
        guard let token else { return .standardInput(prompt: .tokenPrompt) }
        // `jwt decode access.jwt`: a file's name, not a token.
        if token.split(separator: ".", omittingEmptySubsequences: false).count != 3, FileBytes.exists(token) {
            throw CLIFailure(message: CLITexts.string(.tokenArgumentIsFile, in: Console.language, ["file": token]))
        }
        Console.warning(CLITexts.string(.tokenOnCommandLine, in: Console.language))
        return .arguments([token])
    }
}

/// `--at TIME`: seconds since 1970 or an ISO 8601 date and time, parsed once.
struct Moment: ExpressibleByArgument {
    let date: Date

    init?(argument: String) {
        if let seconds = Double(argument), seconds.isFinite {
            date = Date(timeIntervalSince1970: seconds)
            return
        }
        for style in [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true)] {
            if let date = try? style.parse(argument) {
                self.date = date
                return
            }
        }
        ArgumentRejection.record(message: CLITexts.string(.invalidTime, in: Console.language, ["value": argument]))
        return nil
    }
}

/// `--leeway SECONDS`: 0 to 86,400, parsed once.
struct Leeway: ExpressibleByArgument {
    let seconds: Double
    private let text: String

    init(seconds: Double) {
        self.seconds = seconds
        text = String(Int(seconds))
    }

    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, value >= 0, value <= 86_400 else {
            ArgumentRejection.record(message: CLITexts.string(.invalidLeeway, in: Console.language, ["value": argument]))
            return nil
        }
        seconds = value
        text = argument
    }

    var defaultValueDescription: String { text }
}

/// `credkit jwt decode`.
struct JWTDecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode", abstract: Console.help(.helpJWTDecode), discussion: Console.help(.helpJWTDecodeDiscussion))

    @OptionGroup var input: TokenInputOptions
    @OptionGroup var structuredInput: StructuredInputOptions
    @OptionGroup var jobs: JobsOptions
    @OptionGroup var common: CommonOptions

    func run() throws {
        let format = input.format
        let now = input.moment()
        let leeway = input.leeway.seconds
        var stream = LineStream(
            source: try structuredInput.source(otherwise: try input.source()), format: RecordFormat(format),
            language: Console.language, jobs: jobs.count())
        stream.structured = try structuredInput.structured()
        stream.schema = JWTRecord.schema()
        let writer = JWTRecordWriter(format: format, language: Console.language, now: now, leeway: leeway)
        let status = try stream.run { JWTDecodeRun(writer: writer, now: now, leeway: leeway) }
        if status != .passed { throw ExitCode(status.rawValue) }
    }
}

/// One `jwt decode` record per token: 1 for a token that is expired or not yet valid, 2 for one that
/// cannot be decoded.
struct JWTDecodeRun: LineHandler {
    let writer: JWTRecordWriter
    let now: Date
    let leeway: Double

    func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer) -> LineStatus {
        var decoded = Result(catching: { () throws(JWTError) in try JSONWebToken(pasted: line) })
        if case .failure = decoded, let padded = try? JSONWebToken(pasted: line, padding: .allowed) {
            // An Application Load Balancer's token: its segments are padded (RFC 7515 forbids it).
            decoded = .success(padded)
        }
        switch decoded {
        case .success(let token):
            let timeStatus = token.status(at: now, leeway: leeway)
            writer.write(token: token, status: timeStatus, verification: nil, line: number, end: end, into: output)
            return timeStatus.isUsable ? .passed : .refused
        case .failure(let error):
            writer.write(error: error, token: nil, line: number, verifying: false, end: end, into: output)
            return .unreadable
        }
    }
}

/// `credkit jwt verify`.
struct JWTVerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: Console.help(.helpJWTVerify), discussion: Console.help(.helpJWTVerifyDiscussion))

    @OptionGroup var input: TokenInputOptions

    @Option(name: [.long, .customLong("jwks-url")], help: ArgumentHelp(Console.help(.helpOptionJWKS), valueName: "file|url"))
    var jwks: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionUserPoolID), valueName: "id"))
    var userPoolId: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIssuer), valueName: "iss"))
    var issuer: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionClientID), valueName: "id"))
    var clientId: [String] = []

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAnyClient)))
    var anyClient = false

    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionTokenUse), valueName: JWTVerifier.TokenUse.valueName))
    var tokenUse: JWTVerifier.TokenUse?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAnyTokenUse)))
    var anyTokenUse = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionGroup), valueName: "group"))
    var group: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionScope), valueName: "scope"))
    var scope: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionRequireScope), valueName: "scope"))
    var requireScope: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionRequireGroup), valueName: "group"))
    var requireGroup: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionVerifyClaim), valueName: "name=value"))
    var claim: [Assignment] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionClaimIncludes), valueName: "name=value"))
    var claimIncludes: [Assignment] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionVerifyAudience), valueName: "aud"))
    var audience: [String] = []

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAnyAudience)))
    var anyAudience = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWKSTimeout), valueName: "seconds"))
    var jwksTimeout: Double = 5

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoJWKSCache)))
    var noJwksCache = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWKSMaxAge), valueName: "seconds"))
    var jwksMaxAge: Double = JWKSCache.defaultDiskMaximumAge

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowMissingExp)))
    var allowMissingExp = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWTEndpoint), valueName: "url"))
    var endpoint: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionOnline)))
    var online = false

    @Option(name: .customLong("alb-arn"), help: ArgumentHelp(Console.help(.helpOptionALBArn), valueName: "arn"))
    var albArns: [String] = []

    @Option(name: .customLong("alb-client-id"), help: ArgumentHelp(Console.help(.helpOptionALBClientID), valueName: "id"))
    var albClientIDs: [String] = []

    @Option(name: .customLong("alb-key-url"), help: ArgumentHelp(Console.help(.helpOptionALBKeyURL), valueName: "url"))
    var albKeyURL: String?

    @OptionGroup var structuredInput: StructuredInputOptions

    @OptionGroup var jobs: JobsOptions

    @OptionGroup var common: CommonOptions

    mutating func run() async throws {
        let openID = isOpenID
        if !openID { applyEnvironment(ProcessInfo.processInfo.environment) }
        let language = Console.language
        let format = input.format
        let now = input.moment()
        let leeway = input.leeway.seconds
        guard jwksMaxAge >= 0 && jwksMaxAge <= 604_800 else {
            throw CLIFailure(message: CLITexts.string(.invalidJWKSMaxAge, in: language, ["value": String(jwksMaxAge)]))
        }
        guard jwksTimeout > 0 && jwksTimeout <= 300 else {
            throw CLIFailure(message: CLITexts.string(.invalidTimeout, in: language, ["value": String(jwksTimeout)]))
        }
        let cache = JWKSCache(
            timeout: jwksTimeout, diskCache: noJwksCache ? nil : JWKSDiskCache.standard(), diskMaximumAge: jwksMaxAge)
        let keys =
            try !albArns.isEmpty
            ? albKeys(now: now, leeway: leeway, cache: cache)
            : openID ? openIDKeys(now: now, leeway: leeway, cache: cache) : cognitoKeys(now: now, leeway: leeway, cache: cache)
        var onlineCheck: JWTOnlineCheck?
        if online {
            guard albArns.isEmpty, !userPoolId.isEmpty else {
                throw CLIFailure(message: CLITexts.string(.onlineNeedsPool, in: language))
            }
            onlineCheck = JWTOnlineCheck(endpoint: try endpoint.map { _ in try endpointURL() }, timeout: jwksTimeout)
        }
        let singlePool = userPoolId.count == 1 ? CognitoUserPoolID(userPoolId[0]) : nil
        var stream = LineStream(
            source: try structuredInput.source(otherwise: try input.source()), format: RecordFormat(format), language: language,
            jobs: jobs.count(), prefetches: JWTVerifyRun.fetches(keys: keys, online: onlineCheck))
        stream.showsSummary = format == .text
        stream.structured = try structuredInput.structured()
        stream.schema = JWTRecord.schema(verifying: true, pool: userPoolId.count > 1, online: online)
        let writer = JWTRecordWriter(
            format: format, language: language, now: now, leeway: leeway, signatureFirst: albArns.isEmpty,
            reportsPool: userPoolId.count > 1, reportsOnline: online)
        let status = try await stream.runOnOwnThread {
            JWTVerifyRun(writer: writer, keys: keys, now: now, leeway: leeway, online: onlineCheck, pool: singlePool)
        }
        if status != .passed { throw ExitCode(status.rawValue) }
    }

    /// Whether the tokens are any OpenID issuer's rather than Cognito's: an audience is said
    /// (`--audience`, `--any-audience`), or `--issuer` is given with neither keys nor a pool (its
    /// keys are then found through discovery).
    var isOpenID: Bool {
        guard albArns.isEmpty else { return false }
        return !audience.isEmpty || anyAudience || (jwks == nil && userPoolId.isEmpty && !issuer.isEmpty)
    }

    /// The scope, group and claim checks of Cognito and OpenID tokens: `--require-scope`,
    /// `--require-group` and ``claimAssertions()``, added to `options`.
    private func addingAssertions(to options: JWTVerifier.Options) throws -> JWTVerifier.Options {
        var options = options
        options.requiredScopes = requireScope
        options.requiredGroups = requireGroup
        options.claimAssertions = try claimAssertions()
        return options
    }

    /// `--claim` and `--claim-includes`, which every kind of token takes (load balancer tokens too).
    private func claimAssertions() throws -> [JWTClaimAssertion] {
        func assertions(_ list: [Assignment], _ kind: JWTClaimAssertion.Kind, option: String) throws -> [JWTClaimAssertion] {
            try list.map { item in
                guard item.name.utf8.count <= JWTClaimAssertion.maximumNameLength else {
                    throw CLIFailure(
                        message: CLITexts.string(
                            .claimNameTooLong, in: Console.language,
                            ["option": option, "limit": String(JWTClaimAssertion.maximumNameLength)]))
                }
                return kind == .equals
                    ? JWTClaimAssertion(name: item.name, equals: item.value)
                    : JWTClaimAssertion(name: item.name, includes: item.value)
            }
        }
        return try assertions(claim, .equals, option: "--claim")
            + assertions(claimIncludes, .includes, option: "--claim-includes")
    }

    /// The keys and checks for any OpenID issuer's tokens: `--issuer` (the token's chooses whose
    /// discovery document is read), `--audience` or `--any-audience`, and the keys from discovery or
    /// `--jwks-url`.
    private func openIDKeys(now: Date, leeway: Double, cache: JWKSCache) throws -> JWTKeySource {
        let language = Console.language
        if !userPoolId.isEmpty || !clientId.isEmpty || anyClient || tokenUse != nil || anyTokenUse || endpoint != nil
            || online || albKeyURL != nil || !albClientIDs.isEmpty
        {
            throw CLIFailure(message: CLITexts.string(.openIDExclusive, in: language))
        }
        guard !issuer.isEmpty else { throw CLIFailure(message: CLITexts.string(.openIDNeedsIssuer, in: language)) }
        if anyAudience && !audience.isEmpty {
            throw CLIFailure(message: CLITexts.string(.anyAudienceConflict, in: language))
        }
        guard anyAudience || !audience.isEmpty else {
            throw CLIFailure(message: CLITexts.string(.verifyNeedsAudience, in: language))
        }
        var options = try addingAssertions(
            to: JWTVerifier.Options(
                issuers: issuer, clientIDs: anyAudience ? nil : audience, tokenUse: nil, groups: group, scopes: scope,
                leeway: leeway, allowsMissingExpiration: allowMissingExp, clock: { now }))
        options.profile = .openID
        if let jwks, !JWTKeySource.isURL(jwks) { return try JWTKeySource(jwks, options: options, cache: cache) }
        var url: URL?
        if let jwks {
            guard let parsed = URL(string: jwks), parsed.host != nil, EndpointPolicy.allows(parsed) else {
                throw CLIFailure(message: CLITexts.string(.insecureURL, in: language, ["url": jwks]))
            }
            url = parsed
        } else {
            for text in issuer {
                guard let parsed = URL(string: text), parsed.host != nil, EndpointPolicy.allows(parsed) else {
                    throw CLIFailure(message: CLITexts.string(.insecureIssuer, in: language, ["url": text]))
                }
            }
        }
        do {
            return .openID(try OpenIDTokenVerifier(options: options, jwksURL: url, cache: cache))
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// `CREDKIT_USER_POOL_ID`, `CREDKIT_CLIENT_ID` and `CREDKIT_ENDPOINT` fill in what the command
    /// line leaves out, as for the `cognito` commands: for Cognito tokens only (never beside
    /// `--alb-arn`), the pool only when no `--issuer` names other issuers (with `--jwks`, the pool's
    /// issuers are checked against the keys given), the client only without `--any-client`.
    mutating func applyEnvironment(_ environment: [String: String]) {
        guard albArns.isEmpty else { return }
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if userPoolId.isEmpty, issuer.isEmpty, let pool = value("CREDKIT_USER_POOL_ID") {
            userPoolId = [pool]
        }
        if clientId.isEmpty, !anyClient, let client = value("CREDKIT_CLIENT_ID") { clientId = [client] }
        if endpoint == nil { endpoint = value("CREDKIT_ENDPOINT") }
    }

    /// The accepted app clients, said on purpose: `--client-id` (or `CREDKIT_CLIENT_ID`), or
    /// `nil` for `--any-client` — never the silent default aws-jwt-verify also refuses.
    private func acceptedClients() throws -> [String]? {
        let language = Console.language
        if anyClient {
            guard clientId.isEmpty else { throw CLIFailure(message: CLITexts.string(.anyClientConflict, in: language)) }
            return nil
        }
        guard !clientId.isEmpty else { throw CLIFailure(message: CLITexts.string(.verifyNeedsClient, in: language)) }
        return clientId
    }

    /// The accepted token use, said on purpose: `--token-use`, or `nil` for `--any-token-use`.
    private func acceptedTokenUse() throws -> JWTVerifier.TokenUse? {
        let language = Console.language
        if anyTokenUse {
            guard tokenUse == nil else { throw CLIFailure(message: CLITexts.string(.anyTokenUseConflict, in: language)) }
            return nil
        }
        guard let tokenUse else { throw CLIFailure(message: CLITexts.string(.verifyNeedsTokenUse, in: language)) }
        return tokenUse
    }

    /// The keys and checks for Cognito tokens: one pool or several (`--user-pool-id` repeated, the
    /// token's issuer choosing), or `--jwks` and `--issuer` alone.
    private func cognitoKeys(now: Date, leeway: Double, cache: JWKSCache) throws -> JWTKeySource {
        let language = Console.language
        if albKeyURL != nil || !albClientIDs.isEmpty {
            throw CLIFailure(message: CLITexts.string(.albOptionsNeedArn, in: language))
        }
        if jwks == nil && userPoolId.isEmpty { throw CLIFailure(message: CLITexts.string(.jwksRequired, in: language)) }
        let clients = try acceptedClients()
        let use = try acceptedTokenUse()
        let shared = try addingAssertions(
            to: JWTVerifier.Options(
                issuers: nil, clientIDs: clients, tokenUse: use, groups: group, scopes: scope, leeway: leeway,
                allowsMissingExpiration: allowMissingExp, clock: { now }))
        func options(issuers: [String]?) -> JWTVerifier.Options {
            var options = shared
            options.issuers = issuers
            return options
        }
        let pools = try userPoolId.map { text in
            guard let pool = CognitoUserPoolID(text) else {
                throw CLIFailure(message: CLITexts.string(.invalidUserPool, in: language, ["value": text]))
            }
            return pool
        }
        // A --jwks file may map each pool's issuer to its keys: several pools need one, and one
        // pool may use one.
        let mapped = try jwks.flatMap {
            try JWTKeySource.keysByIssuer(
                file: $0, required: pools.count > 1, issuers: Set(pools.flatMap(\.issuers) + issuer))
        }
        func mappedKeys(_ pool: CognitoUserPoolID, in mapped: [String: JSONWebKeySet]) throws -> JWTKeySource {
            guard let keys = pool.issuers.lazy.compactMap({ mapped[$0] }).first else {
                throw CLIFailure(
                    message: CLITexts.string(.jwksMapLacksPool, in: language, ["file": jwks!, "pool": pool.rawValue]))
            }
            return .file(keys, JWTVerifier(options(issuers: issuer.isEmpty ? pool.issuers : issuer)))
        }
        if pools.count > 1 {
            if !issuer.isEmpty { throw CLIFailure(message: CLITexts.string(.poolsTakeNoIssuer, in: language)) }
            return .pools(
                try pools.map { pool in
                    let source =
                        try mapped.map { try mappedKeys(pool, in: $0) }
                        ?? JWTKeySource(try jwksURL(of: pool), options: options(issuers: pool.issuers), cache: cache)
                    return (pool, source)
                })
        }
        if let mapped {
            guard let pool = pools.first else {
                throw CLIFailure(message: CLITexts.string(.jwksMapNeedsPool, in: language, ["file": jwks!]))
            }
            return try mappedKeys(pool, in: mapped)
        }
        var issuers = issuer
        var jwksSource = jwks
        if let pool = pools.first {
            if issuers.isEmpty { issuers = pool.issuers }
            if jwksSource == nil { jwksSource = try jwksURL(of: pool) }
        }
        guard let jwksSource else { throw CLIFailure(message: CLITexts.string(.jwksRequired, in: language)) }
        if issuers.isEmpty { Console.warning(CLITexts.string(.noIssuerCheck, in: language)) }
        return try JWTKeySource(jwksSource, options: options(issuers: issuers.isEmpty ? nil : issuers), cache: cache)
    }

    /// `--endpoint`, checked: https, or http on a loopback address.
    private func endpointURL() throws -> URL {
        guard let endpoint, let url = URL(string: endpoint), url.host != nil, EndpointPolicy.allows(url) else {
            throw CLIFailure(message: CLITexts.string(.insecureURL, in: Console.language, ["url": endpoint ?? ""]))
        }
        return url
    }

    /// A pool's JWKS URL: Cognito's, or under `--endpoint` (an emulator) `ENDPOINT/POOL/.well-known/jwks.json`.
    private func jwksURL(of pool: CognitoUserPoolID) throws -> String {
        guard let endpoint else { return pool.jwksURL }
        _ = try endpointURL()
        let base = endpoint.hasSuffix("/") ? String(endpoint.dropLast()) : endpoint
        return base + "/" + pool.rawValue + "/.well-known/jwks.json"
    }

    /// The keys and checks for tokens an Application Load Balancer signed (`--alb-arn`).
    private func albKeys(now: Date, leeway: Double, cache: JWKSCache) throws -> JWTKeySource {
        let language = Console.language
        if jwks != nil || !userPoolId.isEmpty || !clientId.isEmpty || tokenUse != nil || !group.isEmpty || !scope.isEmpty
            || endpoint != nil || anyClient || anyTokenUse || !requireScope.isEmpty || !requireGroup.isEmpty
            || !audience.isEmpty || anyAudience
        {
            throw CLIFailure(message: CLITexts.string(.albExclusive, in: language))
        }
        let balancers = try albArns.map { text in
            guard let arn = LoadBalancerARN(text) else {
                throw CLIFailure(message: CLITexts.string(.invalidALBArn, in: language, ["value": text]))
            }
            return arn
        }
        if albClientIDs.isEmpty { Console.warning(CLITexts.string(.noALBClientCheck, in: language)) }
        if issuer.isEmpty { Console.warning(CLITexts.string(.noIssuerCheck, in: language)) }
        var base: URL?
        if let albKeyURL {
            guard let url = URL(string: albKeyURL), url.host != nil, url.query == nil, url.fragment == nil else {
                throw CLIFailure(message: CLITexts.string(.insecureURL, in: language, ["url": albKeyURL]))
            }
            base = url
        }
        var options = ALBVerifier.Options(
            loadBalancers: balancers, clientIDs: albClientIDs, issuers: issuer, leeway: leeway, clock: { now })
        options.claimAssertions = try claimAssertions()
        do {
            return .alb(try ALBTokenVerifier(options: options, keyBaseURL: base, cache: cache))
        } catch {
            throw CLIFailure(message: CLITexts.string(.insecureURL, in: language, ["url": albKeyURL ?? ""]))
        }
    }
}

/// One `jwt verify` record per token: 1 for a token that fails a check, 2 for one that cannot be
/// decoded or whose keys cannot be had.
struct JWTVerifyRun: LineHandler {
    let writer: JWTRecordWriter
    let keys: JWTKeySource
    let now: Date
    let leeway: Double
    /// Tokens seen, and how many each failure code (or `malformed`) refused.
    /// `--online`: Cognito's verdict on access tokens that pass offline.
    let online: JWTOnlineCheck?
    /// The pool when one `--user-pool-id` was given (with several, the one that accepted the token).
    let pool: CognitoUserPoolID?
    private(set) var total = 0
    private(set) var refusals: [String: Int] = [:]
    /// Whether tokens are verified in each batch's fetch (remote keys, `--online`): the stream must
    /// then prefetch (``LineStream/prefetches``).
    let fetches: Bool

    /// Whether a run with `keys` and `online` verifies in each batch's fetch.
    static func fetches(keys: JWTKeySource, online: JWTOnlineCheck?) -> Bool { keys.usesNetwork || online != nil }

    /// The verdicts of the batch being judged, one per line in order (`nil` for a line that does
    /// not decode), and the next line's.
    private var fetched: [FetchedVerdict?] = []
    private var nextFetched = 0

    /// What the fetch found for one token: the keys' verdict and, with `--online`, Cognito's.
    struct FetchedVerdict: Sendable {
        let accepted: Result<String?, JWTError>
        let online: JWTOnlineCheck.Outcome?
    }

    init(
        writer: JWTRecordWriter, keys: JWTKeySource, now: Date, leeway: Double, online: JWTOnlineCheck? = nil,
        pool: CognitoUserPoolID? = nil
    ) {
        self.writer = writer
        self.keys = keys
        self.now = now
        self.leeway = leeway
        self.online = online
        self.pool = pool
        fetches = Self.fetches(keys: keys, online: online)
    }

    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer)
        -> LineStatus
    {
        total += 1
        // Lines are handled in the order the fetch saw them, each once.
        var verdict: FetchedVerdict?
        if fetches && nextFetched < fetched.count {
            verdict = fetched[nextFetched]
            nextFetched += 1
        }
        let status = verify(line, number: number, verdict: verdict, end: end, into: output)
        return status
    }

    /// The batch's fetch: its tokens verified with keys from the network, and asked about online,
    /// one after another in line order (as a run without the network checks them: a key set is
    /// fetched once, an unknown key looked up once, each token asked about once).
    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
        guard fetches else { return nil }
        let tokens = lines.map(Self.compactText)
        let keys = self.keys
        let online = self.online
        let pool = self.pool
        return { () async -> any Sendable in
            var verdicts: [FetchedVerdict?] = []
            verdicts.reserveCapacity(tokens.count)
            for text in tokens { verdicts.append(await Self.verdict(text, keys: keys, online: online, pool: pool)) }
            return verdicts
        }
    }

    mutating func receive(_ fetched: any Sendable) {
        self.fetched = fetched as? [FetchedVerdict?] ?? []
        nextFetched = 0
    }

    /// The token of a line as the fetch keys it: its compact form.
    private static func compactText(_ line: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[JSONWebToken.compactRange(inPasted: line)]), as: UTF8.self)
    }

    /// One token's verdicts, or `nil` for a line that does not decode (its record says why).
    private static func verdict(_ text: String, keys: JWTKeySource, online: JWTOnlineCheck?, pool: CognitoUserPoolID?)
        async -> FetchedVerdict?
    {
        var bytes = text
        let padding: JSONWebToken.SegmentPadding = keys.isALB ? .allowed : .forbidden
        let decoded = bytes.withUTF8 { bytes in
            Result { () throws(JWTError) in try JSONWebToken(pasted: bytes, padding: padding) }
        }
        guard case .success(let token) = decoded else { return nil }
        let accepted: String?
        do throws(JWTError) {
            accepted = try await keys.verify(token)
        } catch {
            return FetchedVerdict(accepted: .failure(error), online: nil)
        }
        guard let online, token.claims.tokenUse == "access", let owner = accepted.flatMap(CognitoUserPoolID.init) ?? pool,
            let clientID = token.claims.clientID
        else { return FetchedVerdict(accepted: .success(accepted), online: nil) }
        return FetchedVerdict(accepted: .success(accepted), online: await online.check(text, clientID: clientID, pool: owner))
    }

    mutating func absorb(_ other: JWTVerifyRun) {
        total += other.total
        refusals.merge(other.refusals, uniquingKeysWith: +)
    }

    /// For a batch (more than one token): how many were valid, and the refusals by reason.
    func summary() -> String? {
        guard total > 1 else { return nil }
        let language = Console.language
        let refused = refusals.values.reduce(0, +)
        var text =
            CLITexts.string(
                .jwtSummaryTotals, in: language,
                ["total": String(total), "valid": String(total - refused), "invalid": String(refused)]) + "\n"
        if !refusals.isEmpty {
            text += CLITexts.string(.jwtSummaryByReason, in: language) + "\n"
            let rows = refusals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            text += Display.table(rows.map { ($0.key, String($0.value)) }, indent: "  ") + "\n"
        }
        return text
    }

    private mutating func verify(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, verdict: FetchedVerdict?, end: RecordEnd, into output: OutputBuffer
    ) -> LineStatus {
        let token: JSONWebToken
        let padding: JSONWebToken.SegmentPadding = keys.isALB ? .allowed : .forbidden
        switch Result(catching: { () throws(JWTError) in try JSONWebToken(pasted: line, padding: padding) }) {
        case .success(let decoded): token = decoded
        case .failure(let error):
            refusals[error.code.rawValue, default: 0] += 1
            writer.write(error: error, token: nil, line: number, verifying: true, end: end, into: output)
            return .unreadable
        }
        var onlineState: String?
        do throws(JWTError) {
            let accepted: String?
            if fetches {
                guard let verdict else {
                    preconditionFailure("every token that decodes was verified by its batch's fetch")
                }
                accepted = try verdict.accepted.get()
                if online != nil { onlineState = "not-applicable" }
                switch verdict.online {
                case nil: break
                case .active?: onlineState = "active"
                case .revoked(let message)?:
                    onlineState = "revoked"
                    throw JWTError(.revoked, .jwtReasonOnline, ["message": message])
                case .unavailable(let message)?:
                    onlineState = "unavailable"
                    throw JWTError(.onlineUnavailable, .jwtReasonOnline, ["message": message])
                }
            } else {
                accepted = try keys.verify(token)
            }
            writer.write(
                token: token, status: token.status(at: now, leeway: leeway), verification: .success(()), line: number,
                pool: accepted, online: onlineState, end: end, into: output)
            return .passed
        } catch {
            refusals[error.code.rawValue, default: 0] += 1
            writer.write(
                error: error, token: token, line: number, verifying: true, online: onlineState, end: end, into: output)
            switch error.code {
            case .jwksUnavailable: return .unavailable
            case .onlineUnavailable: return .unavailable
            default: return .refused
            }
        }
    }
}

/// Where `jwt verify` gets keys, with the verifier that uses them: a key set read once from a file,
/// a URL through the library's `CognitoTokenVerifier` and its shared cache, several pools (the
/// token's issuer choosing), or a load balancer's published keys.
enum JWTKeySource: Sendable {
    case file(JSONWebKeySet, JWTVerifier)
    case remote(CognitoTokenVerifier)
    indirect case pools([(pool: CognitoUserPoolID, source: JWTKeySource)])
    case alb(ALBTokenVerifier)
    /// Any OpenID issuer's tokens, keys by discovery or from `--jwks-url`.
    case openID(OpenIDTokenVerifier)

    init(_ source: String, options: JWTVerifier.Options, cache: JWKSCache) throws {
        let language = Console.language
        guard Self.isURL(source) else {
            do {
                self = .file(try JSONWebKeySet(contentsOfFile: source), JWTVerifier(options))
            } catch {
                throw CLIFailure(message: error.message(in: language))
            }
            return
        }
        // The library refuses a URL that is neither https nor http on a loopback address.
        guard let url = URL(string: source),
            let verifier = try? CognitoTokenVerifier(options: options, jwksURL: url, cache: cache)
        else {
            throw CLIFailure(message: CLITexts.string(.insecureURL, in: language, ["url": source]))
        }
        self = .remote(verifier)
    }

    /// Whether `--jwks` names a URL rather than a file.
    static func isURL(_ source: String) -> Bool { source.hasPrefix("https://") || source.hasPrefix("http://") }

    /// The most issuers a `--jwks` map may name.
    static let maximumIssuers = 256

    /// A `--jwks` file holding a map of issuer → JWKS (`{"https://cognito-idp…/POOL": {"keys": […]}}`).
    /// When the map is not `required` (one pool), `nil` for a URL or for a file that is not such a
    /// map: it is then read as one key set, which names its own faults.
    ///
    /// The file is at most 16 key sets' size; it is scanned without building the key sets of
    /// issuers not in `issuers` (only checked as JSON), so memory follows the pools asked about,
    /// and at most ``maximumIssuers`` names are read. Names are escaped in messages.
    static func keysByIssuer(file: String, required: Bool, issuers: Set<String>) throws -> [String: JSONWebKeySet]? {
        let language = Console.language
        guard !isURL(file) else {
            guard required else { return nil }
            throw CLIFailure(message: CLITexts.string(.jwksMapExpected, in: language, ["file": file]))
        }
        let bytes: [UInt8]
        do {
            // Up to 16 pools' key sets, each as large as one JWKS may be.
            bytes = try FileBytes.read(file, limit: 16 * JSONWebKeySet.maximumLength)
        } catch {
            guard required else { return nil }
            throw CLIFailure(
                message: CLITexts.string(
                    .jwksMapUnreadable, in: language, ["file": file, "reason": error.reason.string(in: language)]))
        }
        var wanted: [(name: String, range: Range<Int>)] = []
        var names = 0
        var isKeySet = false
        let scanned = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var parser = JSONParser(bytes: buffer)
            do throws(JSONValue.ParseError) {
                try parser.beginDocument()
                guard parser.peek() == UInt8(ascii: "{") else { return false }
                try parser.scanObject { (parser, key, _) throws(JSONValue.ParseError) in
                    let name = String(decoding: key, as: UTF8.self)
                    names += 1
                    if name == "keys" { isKeySet = true }
                    guard names <= maximumIssuers else { throw parser.failure(.jsonTooDeep) }
                    let start = parser.index
                    try parser.skipValue()
                    if issuers.contains(name) { wanted.append((name, start..<parser.index)) }
                }
                try parser.endDocument()
                return true
            } catch {
                return false
            }
        }
        if names > maximumIssuers {
            throw CLIFailure(
                message: CLITexts.string(
                    .jwksMapTooManyIssuers, in: language, ["file": file, "limit": String(maximumIssuers)]))
        }
        guard scanned, !isKeySet, names > 0 else {
            guard required else { return nil }
            throw CLIFailure(message: CLITexts.string(.jwksMapExpected, in: language, ["file": file]))
        }
        var map: [String: JSONWebKeySet] = [:]
        for (name, range) in wanted {
            do {
                map[name] = try JSONWebKeySet(json: Array(bytes[range]))
            } catch {
                throw CLIFailure(message: file + ": " + Display.safe(name) + ": " + error.message(in: language))
            }
        }
        return map
    }

    var isALB: Bool {
        if case .alb = self { return true }
        return false
    }

    /// Whether verifying needs the network (a key set from a URL, a load balancer's keys): the
    /// stream then verifies each batch's tokens in its fetch (``verify(_:)-(JSONWebToken)``, async).
    var usesNetwork: Bool {
        switch self {
        case .file: false
        case .remote, .alb, .openID: true
        case .pools(let pools): pools.contains { $0.source.usesNetwork }
        }
    }

    /// Verifies `token` with keys read from files (never the network: sources that use it are
    /// verified asynchronously, see ``usesNetwork``).
    /// - Returns: the pool that accepted it, when several were given.
    @discardableResult
    func verify(_ token: JSONWebToken) throws(JWTError) -> String? {
        switch self {
        case .file(let keys, let verifier): try verifier.verify(token, keys: keys)
        case .remote, .alb, .openID: preconditionFailure("keys from the network are used by the batch's fetch")
        case .pools(let pools):
            let match = try Self.match(token, pools)
            try match.source.verify(token)
            return match.pool.rawValue
        }
        return nil
    }

    /// Verifies `token`, fetching a remote key set (once, then from the cache) when needed.
    /// - Returns: the pool that accepted it, when several were given.
    @discardableResult
    func verify(_ token: JSONWebToken) async throws(JWTError) -> String? {
        switch self {
        case .file(let keys, let verifier): try verifier.verify(token, keys: keys)
        case .remote(let verifier): try await verifier.verify(token)
        case .alb(let verifier): try await verifier.verify(token)
        case .openID(let verifier): try await verifier.verify(token)
        case .pools(let pools):
            let match = try Self.match(token, pools)
            try await match.source.verify(token)
            return match.pool.rawValue
        }
        return nil
    }

    /// The pool whose issuer the token names. The issuer only chooses whose keys and checks apply;
    /// they then check it exactly.
    private static func match(_ token: JSONWebToken, _ pools: [(pool: CognitoUserPoolID, source: JWTKeySource)])
        throws(JWTError) -> (pool: CognitoUserPoolID, source: JWTKeySource)
    {
        guard let issuer = token.claims.issuer else {
            throw JWTError(.issuerMismatch, .jwtReasonMissingClaim, ["claim": "iss"])
        }
        guard let match = pools.first(where: { $0.pool.issuers.contains(issuer) }) else {
            throw JWTError(
                .issuerMismatch, .jwtReasonNotAccepted,
                [
                    "claim": "iss", "found": JSONValue.string(issuer).jsonText,
                    "accepted": pools.flatMap(\.pool.issuers).map { JSONValue.string($0).jsonText }.joined(separator: ", "),
                ])
        }
        return match
    }
}
