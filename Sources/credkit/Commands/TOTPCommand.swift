// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import Foundation

/// `credkit totp`: the codes an authenticator app shows, for scripts and CI that sign in to MFA pools.
struct TOTPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "totp", abstract: Console.help(.helpTOTP), discussion: Console.help(.helpTOTPDiscussion),
        subcommands: [TOTPCodeCommand.self, TOTPVerifyCommand.self])
}

/// Where the secret comes from and the generator's settings, shared by `totp code` and `totp verify`.
struct TOTPOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionTOTPURI)))
    var uri = false

    @Option(
        name: .long,
        help: ArgumentHelp(Console.help(.helpOptionTOTPAlgorithm), valueName: TOTPAlgorithmChoice.valueName))
    var algorithm: TOTPAlgorithmChoice?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTOTPDigits), valueName: "6|7|8"))
    var digits: Int?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTOTPPeriod), valueName: "seconds"))
    var period: Int?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTOTPAt), valueName: "time"))
    var at: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: OutputFormat.valueName))
    var format: OutputFormat = .text

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowShortSecret)))
    var allowShortSecret = false

    @OptionGroup var common: CommonOptions

    /// The generator: the secret (or URI) from standard input or a no-echo prompt, never argv; with
    /// `--uri`, the URI's settings, which options may not contradict.
    /// - Throws: ``CLIFailure`` (exit 2) naming what is wrong.
    func generator() throws -> TOTP {
        let language = Console.language
        let text = try readSecretText(language: language)
        do {
            if uri {
                if algorithm != nil || digits != nil || period != nil {
                    throw CLIFailure(message: CLITexts.string(.totpURIWithSettings, in: language))
                }
                let parsed = try OTPAuthURI(parsing: text)
                try warnIfShort(parsed.totp.secret, language: language)
                return parsed.totp
            }
            let secret = try OTPSecret(base32: text)
            try warnIfShort(secret, language: language)
            let algorithm = algorithm ?? .sha1
            return try TOTP(secret: secret, algorithm: algorithm.algorithm, digits: digits ?? 6, period: period ?? 30)
        } catch let error as OTPError {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// The moment: `--at` (Unix seconds or ISO 8601) or now.
    func moment() throws -> Date {
        guard let at else { return Date() }
        if let seconds = Double(at), seconds.isFinite, seconds >= 0 { return Date(timeIntervalSince1970: seconds) }
        for style in [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true)] {
            if let date = try? style.parse(at) { return date }
        }
        throw CLIFailure(message: CLITexts.string(.invalidTime, in: Console.language, ["value": at]))
    }

    private func readSecretText(language: Language) throws -> String {
        let what = CLITexts.string(uri ? .totpWhatURI : .totpWhatSecret, in: language)
        let bytes: [UInt8]
        if Console.isTerminal(0) {
            guard
                let typed = try SecretPrompt.read(prompt: CLITexts.string(uri ? .totpURIPrompt : .totpSecretPrompt, in: language))
            else { throw CLIFailure(message: CLITexts.string(.totpNothingTyped, in: language, ["what": what])) }
            bytes = typed
        } else {
            let reader = LineReader(descriptor: 0, bufferSize: 4096, maximumLineLength: 4096)
            let line: [UInt8]?
            do {
                line = try reader.withNextLine { Array($0) }
            } catch let error as LineReaderError {
                throw CLIFailure(
                    message: CLITexts.string(
                        .unreadableInput, in: language, ["file": "stdin", "reason": error.message(in: language)]))
            }
            guard let line, !line.isEmpty else {
                throw CLIFailure(message: CLITexts.string(.totpInputEnded, in: language, ["what": what]))
            }
            bytes = line
        }
        if let offset = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
            throw CLIFailure(
                message: CLITexts.string(.totpInputNotUTF8, in: language, ["what": what, "offset": String(offset)]))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func warnIfShort(_ secret: OTPSecret, language: Language) throws {
        if secret.isTooShort && !allowShortSecret {
            throw CLIFailure(
                message: CLITexts.string(
                    .totpSecretTooShort, in: language,
                    ["bits": String(secret.bitCount), "minimum": String(OTPSecret.minimumBits)]))
        }
        guard secret.isShort else { return }
        Console.warning(
            CLITexts.string(
                .totpShortSecret, in: language,
                ["bits": String(secret.bitCount), "minimum": String(OTPSecret.recommendedMinimumBits)]))
    }
}

/// `--algorithm`'s choices.
enum TOTPAlgorithmChoice: String, CLIChoice {
    case sha1, sha256, sha512

    var algorithm: TOTP.Algorithm {
        switch self {
        case .sha1: .sha1
        case .sha256: .sha256
        case .sha512: .sha512
        }
    }
}

/// `credkit totp code`: the current code and how long it stays valid.
struct TOTPCodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code", abstract: Console.help(.helpTOTPCode), discussion: Console.help(.helpTOTPCodeDiscussion))

    @OptionGroup var options: TOTPOptions

    func run() throws {
        let language = Console.language
        let format = options.format
        let date = try options.moment()
        let totp = try options.generator()
        let code = totp.code(at: date)
        let remaining = totp.secondsRemaining(at: date)
        switch format {
        case .text:
            Console.writeOutput(code + "\n")
            Console.writeError(CLITexts.string(.totpValidFor, in: language, ["seconds": String(remaining)]) + "\n")
        case .json:
            let members: [(String, JSONValue)] = [
                ("code", .string(code)), ("validFor", .number(String(remaining))),
                ("validUntil", JWTClaims.iso8601(totp.validUntil(date).timeIntervalSince1970).map(JSONValue.string) ?? .null),
                ("step", .number(String(totp.counter(at: date)))), ("algorithm", .string(totp.algorithm.rawValue)),
                ("digits", .number(String(totp.digits))), ("period", .number(String(totp.period))),
            ]
            Console.writeOutput(JSONValue.object(JSONObject(members.map { .init(key: $0.0, value: $0.1) })).jsonText + "\n")
        }
    }
}

/// `credkit totp verify --code CODE`: exit 0 when the code is current (within the window), 1 when not.
struct TOTPVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: Console.help(.helpTOTPVerify), discussion: Console.help(.helpTOTPVerifyDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTOTPCode), valueName: "code"))
    var code: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTOTPWindow), valueName: "steps"))
    var window: Int = 1

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTOTPAfterStep), valueName: "step"))
    var afterStep: UInt64?

    @OptionGroup var options: TOTPOptions

    func run() throws {
        let language = Console.language
        let format = options.format
        guard (0...10).contains(window) else {
            throw CLIFailure(message: CLITexts.string(.totpInvalidWindow, in: language, ["value": String(window)]))
        }
        guard TOTP.normalizedCode(code) != nil else {
            throw CLIFailure(message: CLITexts.string(.totpInvalidCode, in: language))
        }
        let date = try options.moment()
        let totp = try options.generator()
        let matched = totp.match(code, at: date, window: window)
        // RFC 6238 §5.2: a code at or before the last accepted step is a replay.
        let replayed = matched.map { match in afterStep.map { match.timeStep <= $0 } ?? false } ?? false
        let valid = matched != nil && !replayed
        switch format {
        case .text:
            if let matched, !replayed {
                Console.writeOutput(
                    CLITexts.string(
                        .totpCodeValid, in: language, ["step": String(matched.offset), "timeStep": String(matched.timeStep)])
                        + "\n")
            } else if let matched, let afterStep {
                Console.writeOutput(
                    CLITexts.string(
                        .totpCodeReplayed, in: language,
                        ["timeStep": String(matched.timeStep), "after": String(afterStep)]) + "\n")
            } else {
                Console.writeOutput(CLITexts.string(.totpCodeNotValid, in: language, ["window": String(window)]) + "\n")
            }
        case .json:
            var members: [(String, JSONValue)] = [
                ("valid", .bool(valid)), ("step", matched.map { .number(String($0.offset)) } ?? .null),
                ("timeStep", matched.map { .number(String($0.timeStep)) } ?? .null), ("window", .number(String(window))),
            ]
            if afterStep != nil { members.append(("replayed", .bool(replayed))) }
            Console.writeOutput(JSONValue.object(JSONObject(members.map { .init(key: $0.0, value: $0.1) })).jsonText + "\n")
        }
        if !valid { throw ExitCode(1) }
    }
}
