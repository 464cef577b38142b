// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore

/// The `credkit` command.
///
/// Exit statuses are the same for every subcommand: 0 success, 1 a negative verdict (like `grep`;
/// for `cognito`, refused by the service), 2 a usage, input or policy error (`cognito`: nothing was
/// sent), and for `cognito` 3 when Cognito could not be reached or answered unreadably.
@main
struct Credkit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credkit",
        abstract: Console.help(.helpRoot),
        version: CredKitVersion.current,
        subcommands: [
            CheckCommand.self, StrengthCommand.self, EmailCommand.self, JWTCommand.self, CognitoCommand.self, TOTPCommand.self,
            PolicyCommand.self, AuditCommand.self, BreachedCommand.self, GenerateCommand.self,
        ]
    )

    static func main() async {
        do {
            // Every command reads passwords, tokens or secrets: harden before any is read.
            ProcessHardening.apply()
            let arguments = Array(CommandLine.arguments.dropFirst())
            Console.language = Console.language(for: arguments)
            Console.helpLanguage = Console.language
            if let message = CommandSuggestion.check(arguments, root: Credkit.self) {
                Console.error(message)
                terminate(2)
            }
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CLIFailure {
            Console.error(failure.message)
            terminate(failure.status)
        } catch {
            if exitCode(for: error) == .success {
                // Help (and the version): ArgumentParser's own words in the help's language.
                let text = HelpText.translate(fullMessage(for: error), to: Console.helpLanguage)
                if !text.isEmpty { Console.writeOutput(text + "\n") }
                terminate(0)
            }
            // A command's own checks of its options (CLIValidation), in the user's language.
            if let failure = CLIValidation.rejected {
                Console.error(failure.message)
                terminate(failure.status)
            }
            // ArgumentParser reports usage errors with 64 (EX_USAGE); credkit documents 2 for them.
            if exitCode(for: error) == .validationFailure {
                let arguments = Array(CommandLine.arguments.dropFirst())
                // A typed value the parser refused (a closed choice, --jobs, NAME=VALUE…): its own
                // message, naming the option, in the user's language.
                if let message = ArgumentRejection.message(arguments: arguments, parserMessage: fullMessage(for: error)) {
                    Console.error(message)
                    terminate(2)
                }
                let language = Console.language
                Console.writeError(
                    ArgumentErrorText.rewrite(fullMessage(for: error), language: language, arguments: arguments) + "\n")
                terminate(2)
            }
            exit(withError: error)
        }
    }
}

/// Ends the process with `status` (the C library's `exit`, which `ParsableCommand.exit` would shadow).
func terminate(_ status: Int32) -> Never {
    LibC.exit(status)
}
