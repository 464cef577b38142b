// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore

/// `credkit cognito forgot-password`: asks Cognito to email a reset code.
struct CognitoForgotPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forgot-password", abstract: Console.help(.helpCognitoForgotPassword))

    @OptionGroup var login: LoginNameOptions

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let client = try await context.client()
        let email = try login.name(context, client: client, operation: .forgotPassword)
        try await context.run {
            let delivery = try await client.forgotPassword(username: email)
            CognitoCodeDelivery.emit(
                delivery, operation: "forgot-password", email: email, next: .cognitoNextConfirmForgotPassword, context: context)
        }
    }
}

/// `credkit cognito confirm-forgot-password`: sets a new password with the emailed code.
struct CognitoConfirmForgotPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm-forgot-password", abstract: Console.help(.helpCognitoConfirmForgotPassword))

    @OptionGroup var login: LoginNameOptions

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoCode), valueName: "code"))
    var code: String

    @OptionGroup var passwordInput: PasswordInputOptions
    @OptionGroup var breachedOptions: BreachedOptions
    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let client = try await context.client(breached: breachedOptions)
        let email = try login.name(context, client: client, operation: .confirmForgotPassword)
        let reader = try PasswordReader(fromStandardInput: passwordInput.passwordStdin, language: context.language)
        let (password, confirmation) = try reader.readTwice()
        try await context.run {
            try await client.confirmForgotPassword(username: email, code: code, newPassword: password, confirmation: confirmation)
            context.emit(
                text: CLITexts.string(.cognitoPasswordReset, in: context.language, ["email": email]),
                json: [
                    ("operation", .string("confirm-forgot-password")), ("username", .string(email)),
                    ("passwordReset", .bool(true)),
                ])
        }
    }
}

/// `credkit cognito change-password`: changes the signed-in user's password.
struct CognitoChangePasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "change-password", abstract: Console.help(.helpCognitoChangePassword),
        discussion: Console.help(.helpCognitoChangePasswordDiscussion))

    @OptionGroup var passwordInput: PasswordInputOptions
    @OptionGroup var breachedOptions: BreachedOptions
    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let saved = try context.requireSession()
        let client = try await context.client(session: saved, breached: breachedOptions)
        let reader = try PasswordReader(fromStandardInput: passwordInput.passwordStdin, language: context.language)
        let (session, _) = try await context.freshSession(saved, client: client)
        let current = try reader.read(.currentPassword)
        let (new, confirmation) = try reader.readTwice()
        try await context.run {
            try await client.changePassword(
                accessToken: session.tokens.accessToken, currentPassword: current, newPassword: new, confirmation: confirmation,
                email: session.username.contains("@") ? session.username : nil)
            context.emit(
                text: CLITexts.string(.cognitoPasswordChanged, in: context.language, ["email": session.username]),
                json: [
                    ("operation", .string("change-password")), ("username", .string(session.username)),
                    ("passwordChanged", .bool(true)),
                ])
        }
    }
}
