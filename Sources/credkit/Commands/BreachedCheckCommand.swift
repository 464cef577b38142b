// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline

/// `credkit breached check --breached SOURCE` (as `check --breached` takes it; or `--index FILE`,
/// `--online`, `--url URL`): passwords on standard input
/// against breached-password data only, with `check --breached`'s records and exit statuses.
struct BreachedCheckCommand: AsyncParsableCommand, ValidatesOptions {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: Console.help(.helpBreachedCheck), discussion: Console.help(.helpBreachedCheckDiscussion))

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedCheckSource), valueName: "index|online|url"),
        completion: .file())
    var breached: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedCheckIndex), valueName: "path"), completion: .file())
    var index: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedOnline)))
    var online = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedURL), valueName: "url"))
    var url: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedFailOpen)))
    var breachedFailOpen = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasswordFile), valueName: "path"), completion: .file())
    var passwordFile: String?

    @OptionGroup var streaming: StreamingOptions

    func checkOptions() throws {
        _ = try source()
    }

    /// The one source given, as `--breached` takes it.
    func source() throws -> String {
        let given = [breached, index, online ? "online" : nil, url].compactMap { $0 }
        guard given.count == 1 else {
            throw CLIFailure(message: CLITexts.string(.breachedCheckOneSource, in: Console.language))
        }
        return given[0]
    }

    func run() async throws {
        let language = Console.language
        let format = streaming.format()
        // Only the breached-password rules judge: the policy's other rules are not reported.
        var policy = try PolicyPreset.named("cognito-minimum")!.policy()
        var options = BreachedOptions()
        options.breached = try source()
        options.breachedFailOpen = breachedFailOpen
        let checker: PasswordChecker
        do {
            let breachedSource = try options.apply(to: &policy)
            checker = try PasswordChecker(policy: policy, breachedSource: breachedSource)
        } catch let error as PolicyError {
            throw CLIFailure(message: error.message(in: language))
        }
        let stream = try streaming.stream(
            otherwise: .passwords(file: nil), alias: ("--password-file", passwordFile), format: format,
            prefetches: checker.breachedSource is any PrefetchingBreachedPasswordSource,
            schema: CheckRecord.schema(breach: true))
        try await stream.runToVerdict {
            CheckRun(
                checker: checker, context: UserContext(), language: language, operation: .signUp, format: format,
                showsPassword: false, reportedRules: [.invalidEncoding, .breachedPassword, .breachedCheckUnavailable])
        }
    }
}
