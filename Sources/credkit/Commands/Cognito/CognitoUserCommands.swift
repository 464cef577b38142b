// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `credkit cognito user`: the signed-in user's own account.
struct CognitoUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: Console.help(.helpCognitoUser),
        subcommands: [
            CognitoUserShowCommand.self, CognitoUserUpdateCommand.self, CognitoUserDeleteAttributeCommand.self,
            CognitoUserVerifyAttributeCommand.self,
        ])
}

/// `credkit cognito user show`: the attributes (GetUser) and how the user can sign in (GetUserAuthFactors).
struct CognitoUserShowCommand: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: Console.help(.helpCognitoUserShow))

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        try await context.run {
            let user = try await client.getUser(accessToken: session.tokens.accessToken)
            let factors = try await context.authFactors(client, accessToken: session.tokens.accessToken)
            let attributes = user.attributes.sorted { $0.key < $1.key }
            context.emit(
                text: Display.table(
                    [(CLITexts.string(.cognitoUsername, in: context.language), Display.safe(user.username))]
                        + context.factorRows(factors), indent: "")
                    + "\n" + CLITexts.string(.cognitoAttributes, in: context.language) + "\n"
                    + Display.table(attributes.map { (Display.safe($0.key), Display.safe($0.value)) }, indent: "  "),
                json: [
                    ("operation", .string("user-show")), ("username", .string(user.username)),
                    ("attributes", .object(CognitoContext.object(attributes.map { ($0.key, .string($0.value)) }))),
                    ("authFactors", CognitoContext.factorsJSON(factors)),
                ])
        }
    }
}

/// `credkit cognito user update --attribute NAME=VALUE …`: UpdateUserAttributes.
struct CognitoUserUpdateCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: Console.help(.helpCognitoUserUpdate),
        discussion: Console.help(.helpCognitoUserUpdateDiscussion))

    @Option(name: .customLong("attribute"), help: ArgumentHelp(Console.help(.helpOptionAttribute), valueName: "name=value"))
    var attributes: [String] = []

    @OptionGroup var options: CognitoOptions

    func validate() throws {
        try CLIValidation.run {
            if attributes.isEmpty {
                throw CLIFailure(message: CLITexts.string(.cognitoAttributeNeeded, in: Console.language))
            }
            _ = try Self.pairs(attributes)
        }
    }

    /// `NAME=VALUE` pairs, split at the first `=`.
    static func pairs(_ arguments: [String]) throws -> [(name: String, value: String)] {
        try arguments.map { argument in
            guard let equals = argument.firstIndex(of: "=") else {
                throw CLIFailure(
                    message: CLITexts.string(.cognitoAttributeNotPair, in: Console.language, ["value": Display.safe(argument)]))
            }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
    }

    func run(_ signedIn: SignedIn) async throws {
        let (context, client) = (signedIn.context, signedIn.client)
        let pairs = try Self.pairs(attributes)  // checked by validate(): cannot fail here
        try await context.run {
            let deliveries = try await client.updateUserAttributes(accessToken: signedIn.accessToken, attributes: pairs)
            let names = pairs.map(\.name).joined(separator: ", ")
            var text = CLITexts.string(.cognitoAttributesUpdated, in: context.language, ["names": Display.safe(names)])
            for delivery in deliveries {
                let attribute = delivery.attributeName ?? "?"
                text +=
                    "\n"
                    + CLITexts.string(.cognitoMFACodeSent, in: context.language, ["destination": delivery.destination ?? "?"])
                    + "\n"
                    + CLITexts.string(.cognitoNextVerifyAttribute, in: context.language, ["attribute": Display.safe(attribute)])
            }
            context.emit(
                text: text,
                json: [
                    ("operation", .string("user-update")), ("updated", .array(pairs.map { .string($0.name) })),
                    ("codeDeliveries", .array(deliveries.map(CognitoContext.deliveryJSON))),
                ])
        }
    }
}

/// `credkit cognito user delete-attribute NAME …`: DeleteUserAttributes.
struct CognitoUserDeleteAttributeCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete-attribute", abstract: Console.help(.helpCognitoUserDeleteAttribute))

    @Argument(help: ArgumentHelp(Console.help(.helpArgumentAttributeName), valueName: "name"))
    var names: [String]

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        try await context.run {
            try await client.deleteUserAttributes(accessToken: session.tokens.accessToken, names: names)
            context.emit(
                text: CLITexts.string(
                    .cognitoAttributesRemoved, in: context.language, ["names": Display.safe(names.joined(separator: ", "))]),
                json: [("operation", .string("user-delete-attribute")), ("removed", .array(names.map(JSONValue.string)))])
        }
    }
}

/// `credkit cognito user verify-attribute NAME [--code CODE]`: sends a code to `email` or
/// `phone_number` (GetUserAttributeVerificationCode) and, with the code, verifies it
/// (VerifyUserAttribute). At a terminal the code is asked for right away.
struct CognitoUserVerifyAttributeCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-attribute", abstract: Console.help(.helpCognitoUserVerifyAttribute),
        discussion: Console.help(.helpCognitoUserVerifyAttributeDiscussion))

    @Argument(help: ArgumentHelp(Console.help(.helpArgumentAttributeName), valueName: "name"))
    var name: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAttributeCode), valueName: "code"))
    var code: String?

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
        let language = signedIn.language
        try await context.run {
            let token = session.tokens.accessToken
            var typed = code
            var delivery: CodeDeliveryDetails?
            if typed == nil {
                delivery = try await client.getUserAttributeVerificationCode(accessToken: token, name: name)
                let sent = CLITexts.string(.cognitoMFACodeSent, in: language, ["destination": delivery?.destination ?? "?"])
                guard Console.isTerminal(0) else {
                    context.emit(
                        text: sent + "\n"
                            + CLITexts.string(.cognitoNextVerifyAttribute, in: language, ["attribute": Display.safe(name)]),
                        json: [
                            ("operation", .string("user-verify-attribute")), ("attribute", .string(name)),
                            ("verified", .bool(false)), ("codeDelivery", delivery.map(CognitoContext.deliveryJSON) ?? .null),
                        ])
                    return
                }
                Console.writeError("credkit: " + sent + "\n")
                typed = try PasswordReader(fromStandardInput: false, language: language)
                    .readCode(name == "phone_number" ? .sms : .email)
            }
            try await client.verifyUserAttribute(accessToken: token, name: name, code: typed ?? "")
            context.emit(
                text: CLITexts.string(.cognitoAttributeVerified, in: language, ["attribute": Display.safe(name)]),
                json: [
                    ("operation", .string("user-verify-attribute")), ("attribute", .string(name)), ("verified", .bool(true)),
                    ("codeDelivery", delivery.map(CognitoContext.deliveryJSON) ?? .null),
                ])
        }
    }
}

/// `credkit cognito delete-user`: deletes the signed-in user's account (DeleteUser), then the
/// session. At a terminal it asks to type the account's name; elsewhere it needs `--yes`.
struct CognitoDeleteUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete-user", abstract: Console.help(.helpCognitoDeleteUser),
        discussion: Console.help(.helpCognitoDeleteUserDiscussion))

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionYes)))
    var yes = false

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let language = context.language
        let saved = try context.requireSession()
        if !yes {
            guard Console.isTerminal(0) else {
                throw CLIFailure(message: CLITexts.string(.cognitoDeleteUserNeedsYes, in: language))
            }
            let reader = try PasswordReader(fromStandardInput: false, language: language)
            let typed = try reader.readVisibleLine(
                prompt: CLITexts.string(.cognitoDeleteUserPrompt, in: language, ["username": Display.safe(saved.username)]))
            guard typed.trimmingCharacters(in: .whitespaces) == saved.username else {
                throw CLIFailure(message: CLITexts.string(.cognitoDeleteUserNotConfirmed, in: language))
            }
        }
        let client = try await context.client(session: saved)
        let (session, _) = try await context.freshSession(saved, client: client)
        try await context.run {
            try await client.deleteUser(accessToken: session.tokens.accessToken)
        }
        _ = try context.removeSession()
        context.emit(
            text: CLITexts.string(
                .cognitoUserDeleted, in: language, ["username": Display.safe(session.username), "file": context.store.file.path]
            ),
            json: [
                ("operation", .string("delete-user")), ("username", .string(session.username)),
                ("session", .string(context.store.file.path)), ("removed", .bool(true)),
            ])
    }
}

extension CognitoContext {
    /// GetUserAuthFactors' answer, or `nil` when the endpoint does not implement it (an emulator):
    /// how the user signs in is extra information beside the user, not the command's job.
    func authFactors(_ client: CognitoIdentityClient, accessToken: String) async throws(CognitoError) -> UserAuthFactors? {
        do {
            return try await client.getUserAuthFactors(accessToken: accessToken)
        } catch  where error.isNotImplementedByEndpoint {
            return nil
        }
    }

    /// "sign-in factors" and "second factors" rows (one row saying why, when they are unknown).
    func factorRows(_ factors: UserAuthFactors?) -> [(String, String)] {
        guard let factors else {
            return [
                (CLITexts.string(.cognitoSignInFactors, in: language), CLITexts.string(.cognitoFactorsUnavailable, in: language))
            ]
        }
        let second =
            factors.enabledMFA.isEmpty
            ? CLITexts.string(.cognitoNoSecondFactor, in: language)
            : factors.enabledMFA.map {
                $0 == factors.preferredMFA
                    ? $0.rawValue + " (" + CLITexts.string(.cognitoMFAPreferred, in: language) + ")" : $0.rawValue
            }.joined(separator: ", ")
        return [
            (CLITexts.string(.cognitoSignInFactors, in: language), factors.factors.map(Display.safe).joined(separator: ", ")),
            (CLITexts.string(.cognitoSecondFactors, in: language), second),
        ]
    }

    static func factorsJSON(_ factors: UserAuthFactors?) -> JSONValue {
        guard let factors else { return .null }
        return .object(
            object([
                ("factors", .array(factors.factors.map(JSONValue.string))),
                ("mfaEnabled", .array(factors.enabledMFA.map { .string($0.rawValue) })),
                ("mfaPreferred", factors.preferredMFA.map { .string($0.rawValue) } ?? .null),
            ]))
    }

    static func deliveryJSON(_ delivery: CodeDeliveryDetails) -> JSONValue {
        .object(
            object([
                ("destination", delivery.destination.map(JSONValue.string) ?? .null),
                ("deliveryMedium", delivery.deliveryMedium.map(JSONValue.string) ?? .null),
                ("attributeName", delivery.attributeName.map(JSONValue.string) ?? .null),
            ]))
    }
}
