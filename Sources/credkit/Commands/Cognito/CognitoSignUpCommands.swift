// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore

/// `credkit cognito sign-up`: registers a user whose username is their email.
struct CognitoSignUpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sign-up", abstract: Console.help(.helpCognitoSignUp))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoEmail), valueName: "email"))
    var email: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoName), valueName: "name"))
    var name: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasswordless)))
    var passwordless = false

    @OptionGroup var passwordInput: PasswordInputOptions
    @OptionGroup var breachedOptions: BreachedOptions
    @OptionGroup var options: CognitoOptions

    func validate() throws {
        try CLIValidation.run {
            if passwordless && passwordInput.passwordStdin {
                throw CLIFailure(message: CLITexts.string(.cognitoPasswordlessTakesNoPassword, in: Console.language))
            }
        }
    }

    func run() async throws {
        let context = try CognitoContext(options)
        let client = try await context.client(breached: breachedOptions)
        let reader = try PasswordReader(fromStandardInput: passwordInput.passwordStdin, language: context.language)
        let (password, confirmation) = passwordless ? ("", nil) : try reader.readTwice(.password)
        try await context.run {
            let result =
                passwordless
                ? try await client.signUpWithoutPassword(email: email, name: name)
                : try await client.signUp(email: email, password: password, confirmation: confirmation, name: name)
            let language = context.language
            let headline: CLITextKey =
                result.userConfirmed ? .cognitoSignedUpConfirmed : passwordless ? .cognitoSignedUpPasswordless : .cognitoSignedUp
            var lines = [CLITexts.string(headline, in: language, ["email": email])]
            if !result.userConfirmed {
                lines.append(CognitoCodeDelivery.text(result.codeDelivery, in: language))
                lines.append(CLITexts.string(.cognitoNextConfirmSignUp, in: language, ["email": email]))
            }
            context.emit(
                text: lines.joined(separator: "\n"),
                json: [
                    ("operation", .string("sign-up")), ("username", .string(email)), ("userSub", .string(result.userSub)),
                    ("userConfirmed", .bool(result.userConfirmed)),
                    ("codeDelivery", CognitoCodeDelivery.json(result.codeDelivery)), ("passwordless", .bool(passwordless)),
                ])
        }
    }
}

/// `credkit cognito confirm-sign-up`: confirms a registration with the emailed code.
struct CognitoConfirmSignUpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm-sign-up", abstract: Console.help(.helpCognitoConfirmSignUp))

    @OptionGroup var login: LoginNameOptions

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoCode), valueName: "code"))
    var code: String

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionConfirmSignIn)))
    var signIn = false

    @OptionGroup var tokenDisplay: TokenDisplayOptions
    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let language = context.language
        let client = try await context.client()
        let email = try login.name(context, client: client, operation: .confirmSignUp)
        try await context.run {
            let session = try await client.confirmSignUp(username: email, code: code)
            let json: [(String, JSONValue)] = [
                ("operation", .string("confirm-sign-up")), ("username", .string(email)), ("confirmed", .bool(true)),
            ]
            guard signIn else {
                context.emit(text: CLITexts.string(.cognitoConfirmed, in: language, ["email": email]), json: json)
                return
            }
            guard let session else {
                throw context.reportLocal(
                    type: "credkit:no-confirmation-session", code: 4001,
                    message: CLITexts.string(.cognitoNoConfirmationSession, in: language), status: 1,
                    extra: [("confirmed", .bool(true))])
            }
            var answerer = ChallengeAnswerer(
                context: context, reader: try PasswordReader(fromStandardInput: false, language: language), username: email,
                options: nil)
            let saved = try await context.sessionManager(client).signIn(
                username: email, .confirmation(session: session), answering: &answerer,
                options: .init(passwordPolicy: try await context.policyForNewSession())
            ).session
            let flow = CLITexts.string(.cognitoFlowConfirmation, in: language)
            context.emitSession(
                saved,
                headline: CLITexts.string(.cognitoConfirmedOnly, in: language, ["email": email]) + "\n"
                    + CLITexts.string(.cognitoSignedIn, in: language, ["email": email, "flow": flow]),
                showingTokens: tokenDisplay.showTokens, json: json + [("signedIn", .bool(true))])
        }
    }
}

/// `credkit cognito resend-code`: sends the sign-up confirmation code again.
struct CognitoResendCodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "resend-code", abstract: Console.help(.helpCognitoResendCode))

    @OptionGroup var login: LoginNameOptions

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let client = try await context.client()
        let email = try login.name(context, client: client, operation: .resendConfirmationCode)
        try await context.run {
            let delivery = try await client.resendConfirmationCode(username: email)
            CognitoCodeDelivery.emit(
                delivery, operation: "resend-code", email: email, next: .cognitoNextConfirmSignUp, context: context)
        }
    }
}

/// How a code delivery is shown.
enum CognitoCodeDelivery {
    /// "A code was sent by EMAIL to j***@e***."
    static func text(_ delivery: CodeDeliveryDetails?, in language: Language) -> String {
        guard let delivery, let destination = delivery.destination else {
            return CLITexts.string(.cognitoCodeDestinationUnknown, in: language)
        }
        return CLITexts.string(
            .cognitoCodeSent, in: language,
            [
                "medium": delivery.deliveryMedium ?? "?", "destination": Display.safe(destination),
            ])
    }

    /// Writes where a code went and the command to run next.
    static func emit(
        _ delivery: CodeDeliveryDetails?, operation: String, email: String, next: CLITextKey, context: CognitoContext
    ) {
        context.emit(
            text: text(delivery, in: context.language) + "\n" + CLITexts.string(next, in: context.language, ["email": email]),
            json: [("operation", .string(operation)), ("username", .string(email)), ("codeDelivery", json(delivery))])
    }

    static func json(_ delivery: CodeDeliveryDetails?) -> JSONValue {
        guard let delivery else { return .null }
        return .object(
            CognitoContext.object([
                ("destination", delivery.destination.map(JSONValue.string) ?? .null),
                ("deliveryMedium", delivery.deliveryMedium.map(JSONValue.string) ?? .null),
                ("attributeName", delivery.attributeName.map(JSONValue.string) ?? .null),
            ]))
    }
}
