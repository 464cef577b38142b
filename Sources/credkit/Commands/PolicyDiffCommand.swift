// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPolicyTools

extension PolicyCommand {
    /// `credkit policy diff BEFORE AFTER`.
    struct DiffCommand: AsyncParsableCommand, ValidatesOptions {
        static let configuration = CommandConfiguration(
            commandName: "diff", abstract: Console.help(.helpPolicyDiff), discussion: Console.help(.helpPolicyDiffDiscussion))

        @Argument(help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "before"), completion: .file())
        var before: String

        @Argument(help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "after"), completion: .file())
        var after: String

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionFailIf), valueName: DiffFailure.valueName))
        var failIf: DiffFailure?

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionExamples), valueName: "n"))
        var examples: String = "2"

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionDiffSeed), valueName: "n"))
        var seed: String = "0"

        @Option(
            name: .long, help: ArgumentHelp(Console.help(.helpOptionReportFormat), valueName: OutputFormat.valueName))
        var format: OutputFormat = .text

        @OptionGroup var policySource: PolicySourceOptions

        @OptionGroup var common: CommonOptions

        func checkOptions() throws {
            _ = try exampleCount()
            _ = try seedValue()
        }

        func exampleCount() throws -> Int {
            guard let count = Int(examples), (0...10).contains(count) else {
                throw CLIFailure(message: CLITexts.string(.invalidExamples, in: Console.language, ["value": examples]))
            }
            return count
        }

        func seedValue() throws -> UInt64 {
            guard let value = UInt64(seed) else {
                throw CLIFailure(message: CLITexts.string(.invalidSeed, in: Console.language, ["value": seed]))
            }
            return value
        }

        func run() async throws {
            let language = Console.language
            let a = try await loadPolicy(before, source: policySource).policy
            let b = try await loadPolicy(after, source: policySource).policy
            let diff = PolicyDiff(from: a, to: b, examplesPerChange: try exampleCount(), seed: try seedValue())
            let nameA = a.info.name ?? before
            let nameB = b.info.name ?? after
            switch format {
            case .json:
                let object = JSONSplice.object { record in
                    record.string("before", nameA)
                    record.string("after", nameB)
                    record.bool("stricter", diff.isStricter)
                    record.bool("looser", diff.isLooser)
                    record.objects("changes", diff.changes) { member, change in
                        member.string("field", change.field)
                        member.string("before", change.before)
                        member.string("after", change.after)
                        member.string("direction", change.direction.rawValue)
                        member.objects("examples", change.examples) { example, item in
                            example.string("password", item.password)
                            example.string("before", item.acceptedBefore ? "accepted" : "refused")
                            example.string("after", item.acceptedBefore ? "refused" : "accepted")
                        }
                    }
                }
                Console.writeOutput(String(decoding: object, as: UTF8.self) + "\n")
            case .text:
                let style = Style(enabled: Console.usesColor(on: 1))
                guard !diff.changes.isEmpty else {
                    print(CLITexts.string(.diffNoChanges, in: language, ["before": nameA, "after": nameB]))
                    break
                }
                var text =
                    CLITexts.string(
                        .diffSummary, in: language, ["before": nameA, "after": nameB, "count": String(diff.changes.count)])
                    + "\n"
                for change in diff.changes {
                    let direction: String =
                        switch change.direction {
                        case .stricter: style.red(CLITexts.string(.diffDirectionStricter, in: language))
                        case .looser: style.green(CLITexts.string(.diffDirectionLooser, in: language))
                        case .changed: style.yellow(CLITexts.string(.diffDirectionChanged, in: language))
                        }
                    text += "\n\(style.bold(change.field)): \(change.before) → \(change.after) (\(direction))\n"
                    for example in change.examples {
                        let password = PasswordDisplay.quoted(example.password)
                        text +=
                            "  "
                            + CLITexts.string(
                                example.acceptedBefore ? .diffNowRefused : .diffNowAccepted, in: language,
                                ["password": password]) + "\n"
                    }
                    if change.examples.isEmpty, try exampleCount() > 0 {
                        text += "  " + style.dim(CLITexts.string(.diffNoExamples, in: language)) + "\n"
                    }
                }
                print(text, terminator: "")
            }
            let fails =
                switch failIf {
                case nil: false
                case .stricter: diff.isStricter
                case .looser: diff.isLooser
                case .any: !diff.changes.isEmpty
                }
            if fails { throw ExitCode(1) }
        }
    }
}

/// `policy diff --fail-if`.
enum DiffFailure: String, CLIChoice {
    case stricter, looser, any
}
