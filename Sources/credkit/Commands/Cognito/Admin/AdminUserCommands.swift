// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitGenerator
import CredKitPipeline
import Foundation

/// `--username U`: the user an administration command acts on.
struct AdminUserOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminUsername), valueName: "name"))
    var username: String
}

/// `--delivery email,sms`: the media an invitation goes by.
struct DeliveryMedia: ExpressibleByArgument {
    let media: Set<CognitoAdminClient.DeliveryMedium>

    init?(argument: String) {
        var media = Set<CognitoAdminClient.DeliveryMedium>()
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            switch part.lowercased() {
            case "email": media.insert(.email)
            case "sms": media.insert(.sms)
            default:
                ArgumentRejection.record(value: argument, allowed: ["email", "sms", "email,sms"])
                return nil
            }
        }
        self.media = media
    }
}

/// `credkit cognito admin create-user`: AdminCreateUser, the temporary password and attributes
/// checked against the pool's policy and schema first.
struct AdminCreateUserCommand: AdminCommand, ValidatesOptions {
    static let configuration = CommandConfiguration(
        commandName: "create-user", abstract: Console.help(.helpAdminCreateUser),
        discussion: Console.help(.helpAdminCreateUserDiscussion))

    @OptionGroup var user: AdminUserOption

    @Option(name: .customLong("attribute"), help: ArgumentHelp(Console.help(.helpOptionAttribute), valueName: "name=value"))
    var attributes: [Assignment] = []

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminTemporaryPasswordStdin)))
    var temporaryPasswordStdin = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminGenerate)))
    var generate = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminShowPassword)))
    var showPassword = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminSuppressMessage)))
    var suppressMessage = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminResend)))
    var resend = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminDelivery), valueName: "email,sms"))
    var delivery: DeliveryMedia?

    @OptionGroup var breached: BreachedOptions
    @OptionGroup var admin: AdminOptions

    var readsPoolRules: Bool { true }
    var breachedOptions: BreachedOptions? { breached }

    func checkOptions() throws {
        let language = Console.language
        if temporaryPasswordStdin && generate {
            throw CLIFailure(message: CLITexts.string(.adminPasswordSourceConflict, in: language))
        }
        if suppressMessage && resend {
            throw CLIFailure(message: CLITexts.string(.adminMessageConflict, in: language))
        }
        if showPassword && !generate {
            throw CLIFailure(message: CLITexts.string(.adminShowNeedsGenerate, in: language))
        }
        // A generated password no message carries and nobody sees would be lost.
        if generate && suppressMessage && !showPassword {
            throw CLIFailure(message: CLITexts.string(.adminGeneratedPasswordLost, in: language))
        }
    }

    func run(_ administration: Administration) async throws {
        let (context, client) = (administration.context, administration.client)
        let pairs = attributes.map { (name: $0.name, value: $0.value) }
        var password: String?
        var confirmation: String?
        if temporaryPasswordStdin {
            let reader = try PasswordReader(fromStandardInput: !Console.isTerminal(0), language: context.language)
            (password, confirmation) = try reader.readTwice(.newPassword)
        } else if generate {
            password = try Self.generated(for: client, context: context)
        }
        let message: CognitoAdminClient.InvitationMessage = suppressMessage ? .suppress : resend ? .resend : .send
        try await context.run {
            let created = try await client.createUser(
                user.username, attributes: pairs, temporaryPassword: password, confirmation: confirmation, message: message,
                delivery: delivery?.media ?? [])
            var extra: [(String, JSONValue)] = [("message", .string(message.rawValue))]
            if showPassword, let password { extra.append(("temporaryPassword", .string(password))) }
            switch context.format {
            case .json: context.emit(user: created, operation: "create-user", extra: extra)
            case .text:
                var lines = CLITexts.string(
                    .adminUserCreated, in: context.language,
                    ["username": Display.safe(created.username), "status": created.status ?? "?"])
                if showPassword, let password {
                    lines += "\n" + CLITexts.string(.adminTemporaryPassword, in: context.language, ["password": password])
                }
                Console.writeOutput(lines + "\n")
            }
        }
    }

    /// A temporary password the pool's own policy accepts (the generator proves it), of 100 bits.
    static func generated(for client: CognitoAdminClient, context: CognitoContext) throws -> String {
        guard let policy = client.pool?.policy else { throw context.failure(.adminNoPolicyToGenerate) }
        do {
            let checker = try PasswordChecker(policy: policy)
            return try PasswordGenerator(checker: checker, recipe: .characters(CharacterRecipe())).generate()
        } catch let error as GeneratorError {
            throw CLIFailure(message: error.message(in: context.language))
        } catch let error as PolicyError {
            throw CLIFailure(message: error.message(in: context.language))
        }
    }
}

/// `credkit cognito admin set-password`: AdminSetUserPassword, checked against the pool's policy first.
struct AdminSetPasswordCommand: AdminCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-password", abstract: Console.help(.helpAdminSetPassword),
        discussion: Console.help(.helpAdminSetPasswordDiscussion))

    @OptionGroup var user: AdminUserOption
    @OptionGroup var passwordInput: PasswordInputOptions

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminPermanent)))
    var permanent = false

    @OptionGroup var breached: BreachedOptions
    @OptionGroup var admin: AdminOptions

    var readsPoolRules: Bool { true }
    var breachedOptions: BreachedOptions? { breached }

    func run(_ administration: Administration) async throws {
        let (context, client) = (administration.context, administration.client)
        let reader = try PasswordReader(fromStandardInput: passwordInput.passwordStdin, language: context.language)
        let (password, confirmation) = try reader.readTwice(.newPassword)
        try await context.run {
            try await client.setPassword(user.username, password: password, confirmation: confirmation, permanent: permanent)
            context.emit(
                text: CLITexts.string(
                    permanent ? .adminPasswordSetPermanent : .adminPasswordSetTemporary, in: context.language,
                    ["username": Display.safe(user.username)]),
                json: [
                    ("operation", .string("set-password")), ("username", .string(user.username)),
                    ("permanent", .bool(permanent)),
                ])
        }
    }
}

/// The commands whose only input is the user: reset-password, enable, disable, sign-out, reset-mfa.
struct AdminUserActionCommand {
    /// Runs `action` and reports it done in `text` (`{username}`) or as `{"operation", "username", "done": true}`.
    static func run(
        _ administration: Administration, username: String, operation: String, text: CLITextKey,
        _ action: (CognitoAdminClient) async throws(CognitoError) -> Void
    ) async throws {
        let context = administration.context
        try await context.run {
            try await action(administration.client)
            context.emit(
                text: CLITexts.string(text, in: context.language, ["username": Display.safe(username)]),
                json: [("operation", .string(operation)), ("username", .string(username)), ("done", .bool(true))])
        }
    }
}

/// `credkit cognito admin reset-password`: AdminResetUserPassword.
struct AdminResetPasswordCommand: AdminCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-password", abstract: Console.help(.helpAdminResetPassword))
    @OptionGroup var user: AdminUserOption
    @OptionGroup var admin: AdminOptions

    func run(_ administration: Administration) async throws {
        try await AdminUserActionCommand.run(
            administration, username: user.username, operation: "reset-password", text: .adminPasswordReset
        ) {
            (client) throws(CognitoError) in try await client.resetPassword(user.username)
        }
    }
}

/// `credkit cognito admin enable`: AdminEnableUser.
struct AdminEnableCommand: AdminCommand {
    static let configuration = CommandConfiguration(commandName: "enable", abstract: Console.help(.helpAdminEnable))
    @OptionGroup var user: AdminUserOption
    @OptionGroup var admin: AdminOptions

    func run(_ administration: Administration) async throws {
        try await AdminUserActionCommand.run(
            administration, username: user.username, operation: "enable", text: .adminUserEnabled
        ) {
            (client) throws(CognitoError) in try await client.enableUser(user.username)
        }
    }
}

/// `credkit cognito admin disable`: AdminDisableUser.
struct AdminDisableCommand: AdminCommand {
    static let configuration = CommandConfiguration(commandName: "disable", abstract: Console.help(.helpAdminDisable))
    @OptionGroup var user: AdminUserOption
    @OptionGroup var admin: AdminOptions

    func run(_ administration: Administration) async throws {
        try await AdminUserActionCommand.run(
            administration, username: user.username, operation: "disable", text: .adminUserDisabled
        ) {
            (client) throws(CognitoError) in try await client.disableUser(user.username)
        }
    }
}

/// `credkit cognito admin sign-out`: AdminUserGlobalSignOut.
struct AdminSignOutCommand: AdminCommand {
    static let configuration = CommandConfiguration(commandName: "sign-out", abstract: Console.help(.helpAdminSignOut))
    @OptionGroup var user: AdminUserOption
    @OptionGroup var admin: AdminOptions

    func run(_ administration: Administration) async throws {
        try await AdminUserActionCommand.run(
            administration, username: user.username, operation: "sign-out", text: .adminUserSignedOut
        ) {
            (client) throws(CognitoError) in try await client.signOutEverywhere(user.username)
        }
    }
}

/// `credkit cognito admin reset-mfa`: AdminSetUserMFAPreference with every method off.
struct AdminResetMFACommand: AdminCommand {
    static let configuration = CommandConfiguration(commandName: "reset-mfa", abstract: Console.help(.helpAdminResetMFA))
    @OptionGroup var user: AdminUserOption
    @OptionGroup var admin: AdminOptions

    func run(_ administration: Administration) async throws {
        try await AdminUserActionCommand.run(
            administration, username: user.username, operation: "reset-mfa", text: .adminMFAReset
        ) {
            (client) throws(CognitoError) in try await client.resetMFA(user.username)
        }
    }
}

/// `credkit cognito admin delete --yes`: AdminDeleteUser; without `--yes`, only at a terminal where the
/// username is typed again.
struct AdminDeleteCommand: AdminCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: Console.help(.helpAdminDelete))
    @OptionGroup var user: AdminUserOption

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionYes)))
    var yes = false

    @OptionGroup var admin: AdminOptions

    func run(_ administration: Administration) async throws {
        let language = administration.language
        if !yes {
            guard Console.isTerminal(0) else { throw administration.context.failure(.adminDeleteNeedsYes) }
            let reader = try PasswordReader(fromStandardInput: false, language: language)
            let typed = try reader.readVisibleLine(
                prompt: CLITexts.string(.cognitoDeleteUserPrompt, in: language, ["username": Display.safe(user.username)]))
            guard typed.trimmingCharacters(in: .whitespaces) == user.username else {
                throw CLIFailure(message: CLITexts.string(.cognitoDeleteUserNotConfirmed, in: language))
            }
        }
        try await AdminUserActionCommand.run(
            administration, username: user.username, operation: "delete", text: .adminUserDeleted
        ) {
            (client) throws(CognitoError) in try await client.deleteUser(user.username)
        }
    }
}

/// `credkit cognito admin get-user`: AdminGetUser.
struct AdminGetUserCommand: AdminCommand {
    static let configuration = CommandConfiguration(commandName: "get-user", abstract: Console.help(.helpAdminGetUser))
    @OptionGroup var user: AdminUserOption
    @OptionGroup var admin: AdminOptions

    func run(_ administration: Administration) async throws {
        let context = administration.context
        try await context.run {
            context.emit(user: try await administration.client.user(user.username), operation: "get-user")
        }
    }
}
