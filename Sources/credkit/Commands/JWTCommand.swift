// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import Foundation
import _CredKitCore

/// `credkit jwt`: decode and verify Cognito ID and access tokens.
struct JWTCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jwt",
        abstract: Console.help(.helpJWT),
        subcommands: [JWTDecodeCommand.self, JWTVerifyCommand.self]
    )
}

/// Options shared by `jwt decode` and `jwt verify`.
struct TokenInputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(Console.help(.helpJWTToken), valueName: "token"))
    var token: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAt), valueName: "time"))
    var at: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionLeeway), valueName: "seconds"))
    var leeway: String = "0"

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: Choice<OutputFormat>.valueName))
    var format: Choice<OutputFormat> = Choice(.text)

    /// The moment tokens are judged at: `--at` or now.
    func moment() throws -> Date {
        guard let at else { return Date() }
        if let seconds = Double(at), seconds.isFinite { return Date(timeIntervalSince1970: seconds) }
        for style in [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true)] {
            if let date = try? style.parse(at) { return date }
        }
        throw CLIFailure(message: CLITexts.string(.invalidTime, in: Console.language, ["value": at]))
    }

    /// The parsed `--leeway`.
    func parsedLeeway() throws -> Double {
        guard let value = Double(leeway), value.isFinite, value >= 0, value <= 86_400 else {
            throw CLIFailure(message: CLITexts.string(.invalidLeeway, in: Console.language, ["value": leeway]))
        }
        return value
    }

    /// Where the tokens come from: the argument (with a warning: `ps` shows it), else one per line of
    /// standard input, or a no-echo prompt when it is a terminal.
    func source() -> LineSource {
        guard let token else { return .standardInput(prompt: .tokenPrompt) }
        Console.warning(CLITexts.string(.tokenOnCommandLine, in: Console.language))
        return .arguments([token])
    }
}

/// `credkit jwt decode`.
struct JWTDecodeCommand: ParsableCommand, ValidatesChoices {
    static let configuration = CommandConfiguration(
        commandName: "decode", abstract: Console.help(.helpJWTDecode), discussion: Console.help(.helpJWTDecodeDiscussion))

    @OptionGroup var input: TokenInputOptions
    @OptionGroup var jobs: JobsOptions
    @OptionGroup var common: CommonOptions

    func checkChoices() throws {
        try common.applyLanguage()
        _ = try input.format.value(option: "--format")
    }

    func run() throws {
        try common.applyLanguage()
        let format = try input.format.value(option: "--format")
        let now = try input.moment()
        let leeway = try input.parsedLeeway()
        let stream = LineStream(source: input.source(), language: Console.language, jobs: try jobs.count())
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

    func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: OutputBuffer) -> LineStatus {
        switch Result(catching: { () throws(JWTError) in try JSONWebToken(pasted: line) }) {
        case .success(let token):
            let timeStatus = token.status(at: now, leeway: leeway)
            writer.write(token: token, status: timeStatus, verification: nil, line: number, into: output)
            return timeStatus.isUsable ? .passed : .refused
        case .failure(let error):
            writer.write(error: error, token: nil, line: number, verifying: false, into: output)
            return .error
        }
    }
}

/// `credkit jwt verify`.
struct JWTVerifyCommand: ParsableCommand, ValidatesChoices {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: Console.help(.helpJWTVerify), discussion: Console.help(.helpJWTVerifyDiscussion))

    @OptionGroup var input: TokenInputOptions

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWKS), valueName: "file|url"))
    var jwks: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionUserPoolID), valueName: "id"))
    var userPoolId: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIssuer), valueName: "iss"))
    var issuer: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionClientID), valueName: "id"))
    var clientId: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionTokenUse), valueName: Choice<JWTVerifier.TokenUse>.valueName))
    var tokenUse: Choice<JWTVerifier.TokenUse>?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionGroup), valueName: "group"))
    var group: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionScope), valueName: "scope"))
    var scope: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWKSTimeout), valueName: "seconds"))
    var jwksTimeout: Double = 5

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoJWKSCache)))
    var noJwksCache = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWKSMaxAge), valueName: "seconds"))
    var jwksMaxAge: Double = JWKSCache.defaultDiskMaximumAge

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowMissingExp)))
    var allowMissingExp = false

    @OptionGroup var jobs: JobsOptions

    @OptionGroup var common: CommonOptions

    func checkChoices() throws {
        try common.applyLanguage()
        _ = try input.format.value(option: "--format")
        _ = try tokenUse?.value(option: "--token-use")
    }

    func run() throws {
        try common.applyLanguage()
        let language = Console.language
        let format = try input.format.value(option: "--format")
        let now = try input.moment()
        let leeway = try input.parsedLeeway()
        let use = try tokenUse.map { try $0.value(option: "--token-use") }
        var issuers = issuer
        var jwksSource = jwks
        if let userPoolId {
            guard let pool = CognitoUserPoolID(userPoolId) else {
                throw CLIFailure(message: CLITexts.string(.invalidUserPool, in: language, ["value": userPoolId]))
            }
            if issuers.isEmpty { issuers = pool.issuers }
            if jwksSource == nil { jwksSource = pool.jwksURL }
        }
        guard let jwksSource else { throw CLIFailure(message: CLITexts.string(.jwksRequired, in: language)) }
        if issuers.isEmpty { Console.warning(CLITexts.string(.noIssuerCheck, in: language)) }
        guard jwksMaxAge >= 0 && jwksMaxAge <= 604_800 else {
            throw CLIFailure(message: CLITexts.string(.invalidJWKSMaxAge, in: language, ["value": String(jwksMaxAge)]))
        }
        guard jwksTimeout > 0 && jwksTimeout <= 300 else {
            throw CLIFailure(message: CLITexts.string(.invalidTimeout, in: language, ["value": String(jwksTimeout)]))
        }
        let options = JWTVerifier.Options(
            issuers: issuers, clientIDs: clientId, tokenUse: use, groups: group, scopes: scope, leeway: leeway,
            allowsMissingExpiration: allowMissingExp, clock: { now })
        let keys = try JWTKeySource(
            jwksSource, options: options, timeout: jwksTimeout, usesDiskCache: !noJwksCache, diskMaximumAge: jwksMaxAge)
        let stream = LineStream(source: input.source(), language: language, jobs: try jobs.count())
        let writer = JWTRecordWriter(format: format, language: language, now: now, leeway: leeway)
        let status = try stream.run { JWTVerifyRun(writer: writer, keys: keys, now: now, leeway: leeway) }
        if status != .passed { throw ExitCode(status.rawValue) }
    }
}

/// One `jwt verify` record per token: 1 for a token that fails a check, 2 for one that cannot be
/// decoded or whose keys cannot be had.
struct JWTVerifyRun: LineHandler {
    let writer: JWTRecordWriter
    let keys: JWTKeySource
    let now: Date
    let leeway: Double

    func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: OutputBuffer) -> LineStatus {
        let token: JSONWebToken
        switch Result(catching: { () throws(JWTError) in try JSONWebToken(pasted: line) }) {
        case .success(let decoded): token = decoded
        case .failure(let error):
            writer.write(error: error, token: nil, line: number, verifying: true, into: output)
            return .error
        }
        do throws(JWTError) {
            try keys.verify(token)
            writer.write(
                token: token, status: token.status(at: now, leeway: leeway), verification: .success(()), line: number,
                into: output)
            return .passed
        } catch {
            writer.write(error: error, token: token, line: number, verifying: true, into: output)
            return error.code == .jwksUnavailable ? .error : .refused
        }
    }
}

/// Where `jwt verify` gets keys, with the verifier that uses them: a key set read once from a file,
/// or a URL through the library's `CognitoTokenVerifier` and its shared cache.
enum JWTKeySource {
    case file(JSONWebKeySet, JWTVerifier)
    case remote(CognitoTokenVerifier)

    init(
        _ source: String, options: JWTVerifier.Options, timeout: Double, usesDiskCache: Bool, diskMaximumAge: Double
    ) throws {
        let language = Console.language
        guard source.hasPrefix("https://") || source.hasPrefix("http://") else {
            do {
                self = .file(try JSONWebKeySet(contentsOfFile: source), JWTVerifier(options))
            } catch {
                throw CLIFailure(message: error.message(in: language))
            }
            return
        }
        let cache = JWKSCache(
            timeout: timeout, diskCache: usesDiskCache ? JWKSDiskCache.standard() : nil, diskMaximumAge: diskMaximumAge)
        // The library refuses a URL that is neither https nor http on a loopback address.
        guard let url = URL(string: source),
            let verifier = try? CognitoTokenVerifier(options: options, jwksURL: url, cache: cache)
        else {
            throw CLIFailure(message: CLITexts.string(.insecureURL, in: language, ["url": source]))
        }
        self = .remote(verifier)
    }

    /// Verifies `token`; a remote key set is fetched (once, then from the cache) while this thread
    /// waits, which is why the streaming commands run on the main thread or their own workers, never
    /// on Swift's cooperative pool.
    func verify(_ token: JSONWebToken) throws(JWTError) {
        switch self {
        case .file(let keys, let verifier): try verifier.verify(token, keys: keys)
        case .remote(let verifier): try Blocking.wait { () async throws(JWTError) in try await verifier.verify(token) }.get()
        }
    }
}
