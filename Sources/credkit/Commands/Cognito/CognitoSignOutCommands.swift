// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore

/// `credkit cognito sign-out`: revokes the session's refresh token (RevokeToken), then forgets the
/// session on this machine; with `--local-only`, only forgets it. The file goes whatever Cognito
/// answers: a session the user asked to end is never left behind, and the exit status says whether
/// the token was revoked.
struct CognitoSignOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-out", abstract: Console.help(.helpCognitoSignOut),
        discussion: Console.help(.helpCognitoSignOutDiscussion))

    @OptionGroup var options: CognitoOptions

    @Flag(name: .customLong("local-only"), help: ArgumentHelp(Console.help(.helpOptionLocalOnly)))
    var localOnly = false

    func run() async throws {
        let context = try CognitoContext(options)
        let path = context.store.file.path
        guard let session = try context.loadSession() else {
            context.emit(
                text: CLITexts.string(.cognitoNothingToRemove, in: context.language, ["file": path]),
                json: Self.result(path, removed: false, revoked: false))
            return
        }
        guard !localOnly, let refreshToken = session.tokens.refreshToken else {
            _ = try context.removeSession()
            let key: CLITextKey = localOnly ? .cognitoSignedOut : .cognitoSignOutNoRefreshToken
            context.emit(
                text: CLITexts.string(key, in: context.language, ["file": path]),
                json: Self.result(path, removed: true, revoked: false))
            return
        }
        let client = try await context.client(session: session)
        do {
            try await client.revokeToken(refreshToken: refreshToken)
        } catch {
            _ = try context.removeSession()
            let status = context.report(
                error, adding: [("session", .string(path)), ("removed", .bool(true)), ("revoked", .bool(false))])
            if error.isNotImplementedByEndpoint && context.format == .text {
                Console.note(CLITexts.string(.cognitoSignOutLocalOnlyHint, in: context.language))
            }
            if context.format == .text {
                Console.warning(CLITexts.string(.cognitoSignOutNotRevoked, in: context.language, ["file": path]))
            }
            throw status
        }
        _ = try context.removeSession()
        context.emit(
            text: CLITexts.string(.cognitoSignedOutRevoked, in: context.language, ["file": path]),
            json: Self.result(path, removed: true, revoked: true))
    }

    private static func result(_ path: String, removed: Bool, revoked: Bool) -> [(String, JSONValue)] {
        [
            ("operation", .string("sign-out")), ("session", .string(path)), ("removed", .bool(removed)),
            ("revoked", .bool(revoked)),
        ]
    }
}

/// `credkit cognito global-sign-out`: revokes every refresh token of the user, then forgets the
/// session here.
struct CognitoGlobalSignOutCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "global-sign-out", abstract: Console.help(.helpCognitoGlobalSignOut))

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let (context, client, session) = (signedIn.context, signedIn.client, signedIn.session)
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
