// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKitCore

/// A `credkit cognito` command that acts on the saved session: its `run()` resolves the settings,
/// loads the session (exit 2 without one), makes the client and refreshes the tokens when they are
/// about to expire, then hands all of it to ``run(_:)``.
protocol SessionCommand: AsyncParsableCommand {
    /// The options every `cognito` command takes.
    var options: CognitoOptions { get }

    /// The command's own work, with a session whose access token is good for at least 60 s.
    func run(_ signedIn: SignedIn) async throws
}

extension SessionCommand {
    func run() async throws {
        let context = try CognitoContext(options)
        let saved = try context.requireSession()
        let client = try await context.client(session: saved)
        let (session, _) = try await context.freshSession(saved, client: client)
        try await run(SignedIn(context: context, client: client, session: session))
    }
}

/// What a ``SessionCommand`` works with.
struct SignedIn {
    let context: CognitoContext
    let client: CognitoIdentityClient
    /// The saved session, refreshed if it was about to expire.
    let session: CognitoSession

    /// The run's language.
    var language: Language { context.language }
    /// The session's access token.
    var accessToken: String { session.tokens.accessToken }
}
