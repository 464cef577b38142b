// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `--mfa-code`, `--mfa-type`, `--issuer` and `--device-name`: how `sign-in` answers MFA challenges.
struct MFAAnswerOptions: ParsableArguments {
    /// `--mfa-code`, or `--code`: the first code a sign-in asks for — an MFA code, or the one-time
    /// code of a passwordless (`--flow user-auth`) or custom sign-in, which is not MFA there.
    @Option(
        name: [.customLong("mfa-code"), .customLong("code")],
        help: ArgumentHelp(Console.help(.helpOptionMFACode), valueName: "code"))
    var mfaCode: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionMFAType), valueName: MFAType.valueName))
    var mfaType: MFAType?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFAIssuer), valueName: "name"))
    var issuer: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFADeviceName), valueName: "name"))
    var deviceName: String?
}

/// Asks the user for what a sign-in needs, step after step, until Cognito hands out tokens: a new
/// password, the choice of method, a TOTP, SMS or email code, or setting up an authenticator app.
/// The steps and their order are `CognitoSignIn`'s; this type only prompts and shows.
struct ChallengeAnswerer: SignInAnswering {
    let context: CognitoContext
    let reader: PasswordReader
    let username: String
    /// `--mfa-code`, `--mfa-type`, … where the command has them (`nil`: asked at the terminal).
    let options: MFAAnswerOptions?
    /// `--prefer`, for a choice of first factor.
    let preferred: FirstFactor?
    /// The password, when it was read before the sign-in started.
    private var password: String?
    /// `--mfa-code` is used for the first code asked for; later ones come from standard input or the terminal.
    private var givenCode: String?
    /// `--attribute NAME=VALUE` values, for the attributes a new-password step requires.
    var attributes: [String: String] = [:]
    /// `--passkey-file`: the software passkey that answers a passkey step (its counter saved before
    /// the answer is sent).
    var passkeyFile: String?
    /// What an authenticator set-up showed, for the JSON record.
    private(set) var setUp: (secret: String, uri: String)?

    init(
        context: CognitoContext, reader: PasswordReader, username: String, options: MFAAnswerOptions?,
        preferred: FirstFactor? = nil, password: String? = nil
    ) {
        self.context = context
        self.reader = reader
        self.username = username
        self.options = options
        self.preferred = preferred
        self.password = password
        self.givenCode = options?.mfaCode
    }

    /// The answer to `step`, asked for at the terminal or taken from the options.
    /// - Throws: for a code, choice, new password or attribute that is needed but not given in a
    ///   non-interactive run, ``CognitoError/stoppedAfterSending(_:after:)`` (1004, exit 4: the sign-in
    ///   had sent requests, so never exit 2, which promises that nothing was sent).
    mutating func answer(_ step: SignInStep, username: String) async throws -> SignInAnswer {
        do {
            return try answerStep(step)
        } catch let failure as CLIFailure {
            throw CognitoError.stoppedAfterSending(failure.message)
        }
    }

    private mutating func answerStep(_ step: SignInStep) throws -> SignInAnswer {
        let language = context.language
        switch step {
        case .done:
            preconditionFailure("a finished sign-in has no step to answer")
        case .newPasswordRequired(let required):
            // A user an administrator created signs in with a temporary password first.
            Console.writeError("credkit: " + CLITexts.string(.cognitoNewPasswordRequired, in: language) + "\n")
            let values = try requiredAttributes(required)
            let (newPassword, confirmation) = try reader.readTwice()
            return .newPassword(newPassword, confirmation: confirmation, attributes: values)
        case .chooseFirstFactor(let offered):
            let factor = try chooseFactor(offered)
            if factor.needsPassword && password == nil { password = try reader.read(.password) }
            return .firstFactor(factor, password: factor.needsPassword ? password : nil)
        case .chooseMFAType(let offered):
            return .mfaType(try chooseType(offered))
        case .setUpTOTP(let association):
            let uri = try showSetUp(association)
            setUp = (association.secretCode, uri)
            return .code(try nextCode(for: .totp, destination: nil), deviceName: options?.deviceName)
        case .enterCode(let type, let destination):
            return .code(try nextCode(for: type, destination: destination))
        case .passkey(let options):
            guard let passkeyFile else { throw CognitoError(.respondToAuthChallenge, .passkeyRequired) }
            var passkey = try PasskeyFile.load(passkeyFile, language: language)
            let credential: JSONObject
            do throws(PasskeyError) {
                credential = try passkey.assert(options: options)
            } catch {
                throw CognitoError(.respondToAuthChallenge, .passkey(error))
            }
            try PasskeyFile.save(passkey, to: passkeyFile, language: language)
            return .passkeyCredential(credential)
        case .customChallenge(let parameters):
            showCustomChallenge(parameters)
            // `--code` answers the first challenge; later ones are read.
            let given = givenCode
            givenCode = nil
            return .customAnswer(try given ?? reader.read(.customAnswer))
        }
    }

    /// The values of the attributes a new-password step requires: `--attribute`, else typed at the
    /// terminal, else a usage error naming those missing.
    private func requiredAttributes(_ required: [String]) throws -> [String: String] {
        var values = attributes
        let missing = required.filter { (values[$0] ?? "").isEmpty }
        guard !missing.isEmpty else { return values }
        guard Console.isTerminal(0), !reader.readsLines else {
            throw CLIFailure(
                message: CLITexts.string(
                    .cognitoAttributesNeeded, in: context.language,
                    ["names": missing.map(Display.safe).joined(separator: ", ")]))
        }
        for name in missing {
            values[name] = try reader.readVisibleLine(
                prompt: CLITexts.string(.cognitoAttributePrompt, in: context.language, ["name": Display.safe(name)]))
        }
        return values
    }

    /// `--prefer` when offered, else the passkey of `--passkey-file` when offered, else a choice on
    /// the terminal, else a usage error listing the offers. Without a passkey file a passkey is not
    /// among the choices (4014 when it is the only one).
    private func chooseFactor(_ offered: [FirstFactor]) throws -> FirstFactor {
        let language = context.language
        if let preferred, offered.contains(preferred) { return preferred }
        if passkeyFile != nil && offered.contains(.webAuthn) { return .webAuthn }
        if offered == [.webAuthn] { throw CognitoError(.respondToAuthChallenge, .passkeyRequired) }
        let offered = offered.filter { $0 != .webAuthn }
        let list = offered.map(\.rawValue)
        guard Console.isTerminal(0), !reader.readsLines else {
            throw CLIFailure(
                message: CLITexts.string(.cognitoFactorNeeded, in: language, ["offered": list.joined(separator: ", ")]))
        }
        let line = try reader.readVisibleLine(
            prompt: CLITexts.string(.cognitoFactorPrompt, in: language, ["offered": list.joined(separator: "|")]))
        let factor = try FirstFactor.parse(line.trimmingCharacters(in: .whitespaces), from: "--prefer")
        guard offered.contains(factor) else {
            throw CLIFailure(
                message: CLITexts.string(.cognitoFactorNeeded, in: language, ["offered": list.joined(separator: ", ")]))
        }
        return factor
    }

    /// `--mfa-type`, else a choice on the terminal, else a usage error naming the option.
    private func chooseType(_ offered: [MFAType]) throws -> MFAType {
        let language = context.language
        if let given = options?.mfaType { return given }
        guard Console.isTerminal(0), !reader.readsLines else {
            throw CLIFailure(
                message: CLITexts.string(
                    .cognitoMFATypeNeeded, in: language, ["offered": offered.map(\.rawValue).joined(separator: ", ")]))
        }
        let line = try reader.readVisibleLine(
            prompt: CLITexts.string(
                .cognitoMFATypePrompt, in: language, ["offered": offered.map(\.rawValue).joined(separator: "|")]))
        return try MFAType.parse(line.trimmingCharacters(in: .whitespaces), from: "--mfa-type")
    }

    /// `--mfa-code` (or `--code`) the first time, then the next line of standard input (`--password-stdin`) or the terminal.
    private mutating func nextCode(for type: MFAType, destination: String?) throws -> String {
        if let code = givenCode {
            givenCode = nil
            return code
        }
        if let destination {
            Console.writeError(
                "credkit: " + CLITexts.string(.cognitoMFACodeSent, in: context.language, ["destination": destination]) + "\n")
        }
        return try reader.readCode(type)
    }

    /// Shows what a custom challenge's triggers chose to show (on standard error, in text output or
    /// at a terminal), a parameter a line, escaped where unsafe.
    private func showCustomChallenge(_ parameters: [String: String]) {
        guard context.format == .text || Console.isTerminal(0) else { return }
        let rows = parameters.sorted { $0.key < $1.key }.map { (Display.safe($0.key), Display.safe($0.value)) }
        Console.writeError(
            "credkit: " + CLITexts.string(.cognitoCustomChallenge, in: context.language) + "\n"
                + (rows.isEmpty ? "" : Display.table(rows, indent: "  ") + "\n"))
    }

    /// Shows the new secret and its URI (the command exists to set the app up, so this is asked for);
    /// text on standard error so standard output keeps the sign-in's result.
    private func showSetUp(_ association: SoftwareTokenAssociation) throws -> String {
        let language = context.language
        let uri: String
        do throws(OTPError) {
            uri = try association.uri(account: username, issuer: options?.issuer).uri
        } catch {
            throw CognitoError.unreadableSecret(error)
        }
        // Shown in text output, and at a terminal whatever the format: the user needs the secret
        // before typing the app's first code (JSON output carries it too, as `mfaSetup`).
        if context.format == .text || Console.isTerminal(0) {
            Console.writeError(
                "credkit: " + CLITexts.string(.cognitoMFASetupNeeded, in: language) + "\n"
                    + CognitoMFAPicture.text(uri: uri, onTerminal: Console.isTerminal(0))
                    + CLITexts.string(.cognitoMFASecret, in: language, ["secret": association.secretCode]) + "\n"
                    + CLITexts.string(.cognitoMFAURI, in: language, ["uri": uri]) + "\n")
        }
        return uri
    }
}

extension CognitoError {
    /// A secret from Cognito that is not base32.
    static func unreadableSecret(_ error: OTPError) -> CognitoError {
        CognitoError(.associateSoftwareToken, .invalidResponse(error.message(in: .english)))
    }
}

/// The QR code of an `otpauth://` URI, for a person at a terminal to scan with an authenticator app.
enum CognitoMFAPicture {
    /// The picture's lines and a blank line, or nothing when no one is at a terminal (or the URI
    /// is too long for a QR code, which Cognito's never is).
    static func text(uri: String, onTerminal: Bool) -> String {
        guard onTerminal, let code = QRCode(bytes: Array(uri.utf8)) else { return "" }
        return code.halfBlockLines().joined(separator: "\n") + "\n\n"
    }
}

/// `credkit cognito mfa`: the signed-in user's second factors.
struct CognitoMFACommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mfa", abstract: Console.help(.helpCognitoMFA),
        subcommands: [
            CognitoSetUpTOTPCommand.self, CognitoVerifyTOTPCommand.self, CognitoSetPreferenceCommand.self,
            CognitoMFAStatusCommand.self,
        ])
}

/// `credkit cognito mfa setup-totp`: a new authenticator secret, shown, then verified with a code.
struct CognitoSetUpTOTPCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup-totp", abstract: Console.help(.helpCognitoSetUpTOTP),
        discussion: Console.help(.helpCognitoSetUpTOTPDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFAIssuer), valueName: "name"))
    var issuer: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFAVerifyCode), valueName: "code"))
    var code: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFADeviceName), valueName: "name"))
    var deviceName: String?

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        let language = signedIn.language
        try await context.run {
            let association = try await client.associateSoftwareToken(accessToken: session.tokens.accessToken)
            let uri: String
            do throws(OTPError) {
                uri = try association.uri(account: session.username, issuer: issuer).uri
            } catch {
                throw CognitoError.unreadableSecret(error)
            }
            // The secret is shown because this command exists to show it; at a terminal also as a
            // QR code for the phone's camera. With JSON output at a terminal it goes to standard
            // error before the prompt, as the user needs it to get the first code.
            let shown =
                CognitoMFAPicture.text(uri: uri, onTerminal: Console.isTerminal(0))
                + CLITexts.string(.cognitoMFASecret, in: language, ["secret": association.secretCode]) + "\n"
                + CLITexts.string(.cognitoMFAURI, in: language, ["uri": uri]) + "\n"
            if context.format == .text {
                Console.writeOutput(shown)
            } else if code == nil && Console.isTerminal(0) {
                Console.writeError(shown)
            }
            var typed = code
            if typed == nil && Console.isTerminal(0) {
                let reader = try PasswordReader(fromStandardInput: false, language: language)
                do {
                    typed = try reader.readCode(.totp)
                } catch let failure as CLIFailure {
                    // AssociateSoftwareToken was sent: not "nothing was sent".
                    throw CognitoError.stoppedAfterSending(failure.message, after: .associateSoftwareToken)
                }
            }
            var json: [(String, JSONValue)] = [
                ("operation", .string("setup-totp")), ("secretCode", .string(association.secretCode)), ("uri", .string(uri)),
            ]
            if let typed {
                try await client.verifySoftwareToken(accessToken: session.tokens.accessToken, code: typed, deviceName: deviceName)
                json.append(("verified", .bool(true)))
                context.emit(text: CLITexts.string(.cognitoTOTPVerified, in: language), json: json)
            } else {
                json.append(("verified", .bool(false)))
                context.emit(text: CLITexts.string(.cognitoTOTPAssociated, in: language), json: json)
            }
        }
    }
}

/// `credkit cognito mfa verify-totp --code CODE`: finishes a set-up started without a code.
struct CognitoVerifyTOTPCommand: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "verify-totp", abstract: Console.help(.helpCognitoVerifyTOTP))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFAVerifyCode), valueName: "code"))
    var code: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFADeviceName), valueName: "name"))
    var deviceName: String?

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        try await context.run {
            try await client.verifySoftwareToken(accessToken: session.tokens.accessToken, code: code, deviceName: deviceName)
            context.emit(
                text: CLITexts.string(.cognitoTOTPVerified, in: context.language),
                json: [("operation", .string("verify-totp")), ("verified", .bool(true))])
        }
    }
}

/// `--passkey`: whether a verified passkey sign-in counts as MFA for the user (no preference to give).
enum PasskeyMFASetting: String, CLIChoice {
    case enabled, disabled
}

/// `credkit cognito mfa set-preference --totp preferred|enabled|disabled [--sms …] [--email …] [--passkey enabled|disabled]`.
struct CognitoSetPreferenceCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-preference", abstract: Console.help(.helpCognitoSetPreference))

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionMFATOTP), valueName: MFAPreference.valueName))
    var totp: MFAPreference?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionMFASMS), valueName: MFAPreference.valueName))
    var sms: MFAPreference?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionMFAEmail), valueName: MFAPreference.valueName))
    var email: MFAPreference?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionMFAPasskey), valueName: PasskeyMFASetting.valueName))
    var passkey: PasskeyMFASetting?

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        try await context.run {
            try await client.setUserMFAPreference(
                accessToken: session.tokens.accessToken, totp: totp, sms: sms, email: email,
                passkey: passkey.map { $0 == .enabled })
            let user = try await client.getUser(accessToken: session.tokens.accessToken)
            CognitoMFAStatusCommand.emit(user, operation: "set-preference", context: context)
        }
    }
}

/// `credkit cognito mfa status`: the methods enabled and the preferred one, from GetUser.
struct CognitoMFAStatusCommand: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: Console.help(.helpCognitoMFAStatus))

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        try await context.run {
            let user = try await client.getUser(accessToken: session.tokens.accessToken)
            Self.emit(user, operation: "mfa-status", context: context)
        }
    }

    static func emit(_ user: CognitoUser, operation: String, context: CognitoContext) {
        let language = context.language
        let rows = MFAType.allCases.map { type -> (String, String) in
            let state: CLITextKey =
                user.preferredMFA == type
                ? .cognitoMFAPreferred : user.enabledMFA.contains(type) ? .cognitoMFAEnabled : .cognitoMFADisabled
            return (type.rawValue, CLITexts.string(state, in: language))
        }
        context.emit(
            text: Display.table(rows, indent: ""),
            json: [
                ("operation", .string(operation)), ("enabled", .array(user.enabledMFA.map { .string($0.rawValue) })),
                ("preferred", user.preferredMFA.map { .string($0.rawValue) } ?? .null),
            ])
    }
}
