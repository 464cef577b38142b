// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// Options of every `credkit cognito` command. Each falls back to a `CREDKIT_…` environment
/// variable, so a shell session can set the pool once.
struct CognitoOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoRegion), valueName: "region"))
    var region: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoClientID), valueName: "id"))
    var clientId: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoClientSecret), valueName: "secret"))
    var clientSecret: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoUserPoolID), valueName: "id"))
    var userPoolId: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoEndpoint), valueName: "url"))
    var endpoint: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoPolicy), valueName: "name|file"),
        completion: PolicySourceOptions.completion)
    var policy: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoSession), valueName: "path"), completion: .file())
    var session: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoFormat), valueName: OutputFormat.valueName),
        completion: OutputFormat.defaultCompletionKind)
    var format: OutputFormat?

    @OptionGroup var request: RequestOptions

    /// `CREDKIT_LANG`, which `--lang` overrides, must be a language too: `main` chose the language
    /// from both already (``Console/environmentLanguage``), passing over a value that is not one.
    func validate() throws {
        try CLIValidation.run {
            if request.lang == nil, let value = ProcessInfo.processInfo.environment["CREDKIT_LANG"], !value.isEmpty {
                _ = try Language.parse(value, from: "CREDKIT_LANG")
            }
        }
    }
}

/// `--password-stdin`, for the commands that take passwords.
struct PasswordInputOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasswordStdin)))
    var passwordStdin = false
}

/// `--show-tokens`, for the commands that obtain or show tokens.
struct TokenDisplayOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionShowTokens)))
    var showTokens = false
}

/// `--email` or `--username`: whom a sign-in, reset or confirmation is for.
struct LoginNameOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoEmail), valueName: "email"))
    var email: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoUsername), valueName: "name"))
    var username: String?

    /// The name to send, checked before anything is sent (or read): `--email` must be an email
    /// address — the pool's username is the address —, `--username` goes as given (pools whose
    /// usernames are not addresses; the library still checks one that looks like an address).
    /// - Throws: a reported 1000 (exit 2) for an `--email` that is not an address; ``CLIFailure``
    ///   (exit 2) for neither or both.
    func name(_ context: CognitoContext, client: CognitoIdentityClient, operation: CognitoAPIOperation) throws -> String {
        switch (email, username) {
        case (let email?, nil):
            let problems = client.emailProblems(email)
            if !problems.isEmpty { throw context.report(CognitoError(operation, .validation(problems))) }
            return email
        case (nil, let username?):
            return username
        default:
            throw CLIFailure(message: CLITexts.string(.cognitoEmailOrUsername, in: context.language))
        }
    }
}
