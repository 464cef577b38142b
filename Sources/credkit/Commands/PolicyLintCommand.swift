// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitPolicyTools
import _CredKitCore

extension PolicyCommand {
    /// `credkit policy lint POLICY --against STANDARD`.
    struct LintCommand: ParsableCommand, ValidatesChoices {
        static let configuration = CommandConfiguration(
            commandName: "lint", abstract: Console.help(.helpPolicyLint), discussion: Console.help(.helpPolicyLintDiscussion))

        @Argument(help: ArgumentHelp(Console.help(.helpOptionPolicy), valueName: "name|path"), completion: .file())
        var policy: String

        @Option(
            name: .long, help: ArgumentHelp(Console.help(.helpOptionAgainst), valueName: Choice<PolicyStandard>.valueName))
        var against: Choice<PolicyStandard>

        @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFA)))
        var mfa = false

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTier), valueName: Choice<TierChoice>.valueName))
        var tier: Choice<TierChoice>?

        @Option(
            name: .long,
            help: ArgumentHelp(Console.help(.helpOptionFailOn), valueName: Choice<LintFinding.Severity>.valueName))
        var failOn: Choice<LintFinding.Severity> = Choice(.error)

        @Option(
            name: .long, help: ArgumentHelp(Console.help(.helpOptionReportFormat), valueName: Choice<OutputFormat>.valueName))
        var format: Choice<OutputFormat> = Choice(.text)

        @OptionGroup var policySource: PolicySourceOptions

        @OptionGroup var common: CommonOptions

        func checkChoices() throws {
            try common.applyLanguage()
            try policySource.checkChoices()
            _ = try against.value(option: "--against")
            _ = try tier?.value(option: "--tier")
            _ = try failOn.value(option: "--fail-on")
            _ = try format.value(option: "--format")
        }

        func run() throws {
            try common.applyLanguage()
            let language = Console.language
            let standard = try against.value(option: "--against")
            let failOn = try failOn.value(option: "--fail-on")
            let format = try format.value(option: "--format")
            let imported = try loadPolicy(policy, source: policySource)
            let tier = try tier?.value(option: "--tier").tier ?? imported.tier
            let linter = PolicyLinter(standard: standard, mfa: mfa, tier: tier)
            let findings = linter.lint(imported.policy)
            let name = imported.policy.info.name ?? policy
            let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
            switch format {
            case .json:
                let object = JSONSplice.object { record in
                    record.string("policy", name)
                    record.string("standard", standard.rawValue)
                    record.bool("mfa", mfa)
                    record.string("tier", tier?.rawValue)
                    record.objects("findings", findings) { member, finding in
                        member.string("code", finding.code)
                        member.string("severity", finding.severity.rawValue)
                        member.string("clause", finding.clause)
                        member.string("field", finding.field)
                        member.string("message", finding.message(in: language))
                        member.string("fix", finding.fix(in: language))
                    }
                    record.object("counts") { object in
                        for severity in LintFinding.Severity.allCases.reversed() {
                            object.int(severity.rawValue, counts[severity] ?? 0)
                        }
                    }
                }
                Console.writeOutput(String(decoding: object, as: UTF8.self) + "\n")
            case .text:
                let style = Style(enabled: Console.usesColor(on: 1))
                var text: String
                if findings.isEmpty {
                    text = CLITexts.string(.lintClean, in: language, ["policy": name, "standard": standard.rawValue]) + "\n"
                } else {
                    text =
                        CLITexts.string(
                            .lintSummary, in: language,
                            [
                                "policy": name, "standard": standard.rawValue, "count": String(findings.count),
                                "errors": String(counts[.error] ?? 0), "warnings": String(counts[.warning] ?? 0),
                                "infos": String(counts[.info] ?? 0),
                            ]) + "\n"
                }
                for finding in findings {
                    let severity = finding.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                    let label =
                        switch finding.severity {
                        case .error: style.red(severity)
                        case .warning: style.yellow(severity)
                        case .info: style.dim(severity)
                        }
                    text += "\n\(label)\(style.bold(finding.code))  \(style.dim(finding.clause))\n"
                    text += "        \(finding.message(in: language))\n"
                    text += "        \(CLITexts.string(.lintFixLabel, in: language)): \(finding.fix(in: language))\n"
                }
                print(text, terminator: "")
            }
            if findings.contains(where: { $0.severity >= failOn }) { throw ExitCode(1) }
        }
    }
}

/// `--tier`, in the lower case the command line uses.
enum TierChoice: String, CaseIterable, Sendable {
    case lite, essentials, plus

    var tier: UserPoolTier {
        switch self {
        case .lite: .lite
        case .essentials: .essentials
        case .plus: .plus
        }
    }
}
