// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import _CredKitCore

/// `credkit cognito sign-out`: forgets the session on this machine (no request).
struct CognitoSignOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sign-out", abstract: Console.help(.helpCognitoSignOut))

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let path = context.store.file.path
        let removed = try context.removeSession()
        context.emit(
            text: CLITexts.string(removed ? .cognitoSignedOut : .cognitoNothingToRemove, in: context.language, ["file": path]),
            json: [("operation", .string("sign-out")), ("session", .string(path)), ("removed", .bool(removed))])
    }
}

/// `credkit cognito global-sign-out`: revokes every refresh token of the user, then forgets the
/// session here.
struct CognitoGlobalSignOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "global-sign-out", abstract: Console.help(.helpCognitoGlobalSignOut))

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let saved = try context.requireSession()
        let client = try context.client(session: saved)
        let (session, _) = try await context.freshSession(saved, client: client)
        try await context.run {
            try await client.globalSignOut(accessToken: session.tokens.accessToken)
            _ = try context.removeSession()
            context.emit(
                text: CLITexts.string(
                    .cognitoGlobalSignedOut, in: context.language, ["email": session.username, "file": context.store.file.path]),
                json: [
                    ("operation", .string("global-sign-out")), ("username", .string(session.username)),
                    ("session", .string(context.store.file.path)),
                    ("removed", .bool(true)),
                ])
        }
    }
}
