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
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: Choice.valueName(OutputFormat.self)),
        completion: Choice.completion(OutputFormat.self))
    var format: String = OutputFormat.text.rawValue

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

    /// Calls `body` with each token: the argument, or one per line of standard input (a no-echo
    /// prompt when it is a terminal). Line numbers start at 1.
    func forEachToken(_ body: ([UInt8], Int) async throws -> Void) async throws {
        if let token {
            Console.warning(CLITexts.string(.tokenOnCommandLine, in: Console.language))
            try await body(JWTCommandSupport.trimmed(token.utf8), 1)
            return
        }
        if Console.isTerminal(0) {
            if let line = try SecretPrompt.read(prompt: CLITexts.string(.tokenPrompt, in: Console.language)) {
                try await body(JWTCommandSupport.trimmed(line), 1)
            }
            return
        }
        // One line at a time (the body may await a JWKS fetch), so memory stays flat on long inputs.
        let reader = LineReader(descriptor: 0)
        var number = 0
        while true {
            let line: [UInt8]?
            do {
                line = try reader.withNextLine { JWTCommandSupport.trimmed($0) }
            } catch let error as LineReaderError {
                throw CLIFailure(
                    message: CLITexts.string(
                        .unreadableInput, in: Console.language, ["file": "stdin", "reason": error.description]))
            }
            guard let line else { return }
            number += 1
            try await body(line, number)
        }
    }
}

/// `credkit jwt decode`.
struct JWTDecodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode", abstract: Console.help(.helpJWTDecode), discussion: Console.help(.helpJWTDecodeDiscussion))

    @OptionGroup var input: TokenInputOptions
    @OptionGroup var common: CommonOptions

    func run() async throws {
        try common.applyLanguage()
        let format = try parseChoice(input.format, option: "--format", OutputFormat.self)
        let now = try input.moment()
        let leeway = try input.parsedLeeway()
        let writer = JWTRecordWriter(format: format, language: Console.language, now: now, leeway: leeway)
        var worst: Int32 = 0
        try await input.forEachToken { bytes, line in
            try writer.flushIfNeeded()
            switch Result(catching: { () throws(JWTError) in try JSONWebToken(compact: bytes) }) {
            case .success(let token):
                let timeStatus = token.status(at: now, leeway: leeway)
                writer.write(token: token, status: timeStatus, verification: nil, line: line)
                worst = max(worst, timeStatus.isUsable ? 0 : 1)
            case .failure(let error):
                writer.write(error: error, token: nil, line: line, verifying: false)
                worst = 2
            }
        }
        try writer.finish()
        if worst != 0 { throw ExitCode(worst) }
    }
}

/// `credkit jwt verify`.
struct JWTVerifyCommand: AsyncParsableCommand {
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
        help: ArgumentHelp(Console.help(.helpOptionTokenUse), valueName: Choice.valueName(JWTVerifier.TokenUse.self)),
        completion: Choice.completion(JWTVerifier.TokenUse.self))
    var tokenUse: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionGroup), valueName: "group"))
    var group: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionScope), valueName: "scope"))
    var scope: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWKSTimeout), valueName: "seconds"))
    var jwksTimeout: Double = 5

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoJWKSCache)))
    var noJwksCache = false

    @OptionGroup var common: CommonOptions

    func run() async throws {
        try common.applyLanguage()
        let language = Console.language
        let format = try parseChoice(input.format, option: "--format", OutputFormat.self)
        let now = try input.moment()
        let leeway = try input.parsedLeeway()
        let use = try tokenUse.map { try parseChoice($0, option: "--token-use", JWTVerifier.TokenUse.self) }
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
        guard jwksTimeout > 0 && jwksTimeout <= 300 else {
            throw CLIFailure(message: CLITexts.string(.invalidTimeout, in: language, ["value": String(jwksTimeout)]))
        }
        let options = JWTVerifier.Options(
            issuers: issuers, clientIDs: clientId, tokenUse: use, groups: group, scopes: scope, leeway: leeway, clock: { now })
        let keys = try JWTKeySource(jwksSource, timeout: jwksTimeout, usesDiskCache: !noJwksCache)
        let verifier = JWTVerifier(options)
        let writer = JWTRecordWriter(format: format, language: language, now: now, leeway: leeway)
        var worst: Int32 = 0
        try await input.forEachToken { bytes, line in
            try writer.flushIfNeeded()
            let token: JSONWebToken
            switch Result(catching: { () throws(JWTError) in try JSONWebToken(compact: bytes) }) {
            case .success(let decoded): token = decoded
            case .failure(let error):
                writer.write(error: error, token: nil, line: line, verifying: true)
                worst = 2
                return
            }
            do throws(JWTError) {
                try await keys.verify(token, with: verifier)
                writer.write(token: token, status: token.status(at: now, leeway: leeway), verification: .success(()), line: line)
            } catch {
                writer.write(error: error, token: token, line: line, verifying: true)
                worst = max(worst, error.code == .jwksUnavailable ? 2 : 1)
            }
        }
        try writer.finish()
        if worst != 0 { throw ExitCode(worst) }
    }
}

/// Where `jwt verify` gets keys: a file read once, or a URL through the shared cache.
enum JWTKeySource {
    case file(JSONWebKeySet)
    case remote(URL, JWKSCache)

    init(_ source: String, timeout: Double, usesDiskCache: Bool) throws {
        let language = Console.language
        guard source.hasPrefix("https://") || source.hasPrefix("http://") else {
            do {
                self = .file(try JSONWebKeySet(contentsOfFile: source))
            } catch {
                throw CLIFailure(message: error.message(in: language))
            }
            return
        }
        guard let url = URL(string: source), EndpointPolicy.allows(url) else {
            throw CLIFailure(message: CLITexts.string(.insecureURL, in: language, ["url": source]))
        }
        self = .remote(url, JWKSCache(timeout: timeout, diskCache: usesDiskCache ? JWKSDiskCache.standard() : nil))
    }

    func verify(_ token: JSONWebToken, with verifier: JWTVerifier) async throws(JWTError) {
        switch self {
        case .file(let keys):
            try verifier.verify(token, keys: keys)
        case .remote(let url, let cache):
            try JWTVerifier.requireAcceptedAlgorithm(token)
            try verifier.verify(token, key: try await cache.key(for: token, at: url))
        }
    }
}

enum JWTCommandSupport {
    /// The line without surrounding spaces and tabs (pasted tokens often carry them).
    static func trimmed<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else {
            return []
        }
        return Array(bytes[first...last])
    }
}
