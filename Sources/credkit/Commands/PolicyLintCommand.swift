// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import CredKitPolicyTools

extension PolicyCommand {
    /// `credkit policy lint POLICY --against STANDARD`.
    struct LintCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint", abstract: Console.help(.helpPolicyLint), discussion: Console.help(.helpPolicyLintDiscussion))

        @Argument(help: ArgumentHelp(Console.help(.helpOptionPolicies), valueName: "name|path"), completion: .file())
        var policies: [String]

        @Option(
            name: .long, help: ArgumentHelp(Console.help(.helpOptionAgainst), valueName: PolicyStandard.valueName))
        var against: PolicyStandard

        @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionMFA)))
        var mfa = false

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionTier), valueName: TierChoice.valueName))
        var tier: TierChoice?

        @Option(
            name: .long,
            help: ArgumentHelp(Console.help(.helpOptionFailOn), valueName: LintFinding.Severity.valueName))
        var failOn: LintFinding.Severity = .error

        @Option(
            name: .long, help: ArgumentHelp(Console.help(.helpOptionReportFormat), valueName: OutputFormat.valueName))
        var format: OutputFormat = .text

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIgnore), valueName: "code"))
        var ignore: [String] = []

        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIgnoreFile), valueName: "path"), completion: .file())
        var ignoreFile: String?

        @OptionGroup var policySource: PolicySourceOptions

        @OptionGroup var common: CommonOptions

        @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionSkipOtherFiles)))
        var skipOtherFiles = false

        func validate() throws {
            if policies.isEmpty { throw ValidationError(CLITexts.string(.lintNoPolicy, in: Console.language)) }
        }

        func run() async throws {
            let language = Console.language
            var accepted = ignore.map {
                (code: $0, reason: CLITexts.string(.lintIgnoredByOption, in: language), source: "--ignore")
            }
            if let ignoreFile { accepted += try Self.ignores(in: ignoreFile, language: language) }
            var failed = false
            var found: Set<String> = []
            var reported = 0
            for policy in policies {
                // The file's pools, databases or realms, read once: what --skip-other-files skips and
                // what is linted in turn without --resource (a file that cannot be read is reported
                // by the lint itself).
                var entries: [PolicyEntry]?
                if PolicyPreset.named(policy) == nil, FileBytes.exists(policy) {
                    do {
                        entries = try PolicyImporter.entries(policy, format: policySource.policyFormat).entries
                    } catch  where skipOtherFiles && (error.code == .unknownFormat || error.code == .noUserPool) {
                        Console.warning(
                            CLITexts.string(
                                .auditSkipped, in: language, ["reason": AuditCommand.skipReason(error, file: policy)]))
                        continue
                    } catch {
                        entries = nil
                    }
                }
                if skipOtherFiles, entries?.isEmpty == true {
                    let reason = CLITexts.string(.lintNoPolicyInFile, in: language, ["file": policy])
                    Console.warning(CLITexts.string(.auditSkipped, in: language, ["reason": reason]))
                    continue
                }
                var resources: [String?] = [policySource.resource]
                if policySource.resource == nil, let entries, entries.count > 1 { resources = entries.map(\.name) }
                for resource in resources {
                    // Several policies: text reports apart by a blank line, JSON one object per line.
                    if reported > 0 && format == .text { print("") }
                    reported += 1
                    var source = policySource
                    source.resource = resource
                    let result = try await lint(policy, source: source, accepted: accepted, language: language)
                    failed = failed || result.failed
                    found.formUnion(result.codes)
                }
            }
            for entry in accepted where !found.contains(entry.code) {
                Console.warning(CLITexts.string(.lintIgnoreStale, in: language, ["source": entry.source, "code": entry.code]))
            }
            if failed { throw ExitCode(1) }
        }

        /// Lints one policy and writes its report.
        /// - Returns: whether a finding reached --fail-on, and the codes found (ignored or not).
        private func lint(
            _ policy: String, source: PolicySourceOptions, accepted: [(code: String, reason: String, source: String)],
            language: Language
        ) async throws -> (failed: Bool, codes: Set<String>) {
            let standard = against
            let imported = try await loadPolicy(policy, source: source)
            let tier = tier?.tier ?? imported.tier
            // --mfa wins; otherwise what the file says (a pool whose MFA is ON).
            let fileMFA = imported.mfa
            let usesMFA = mfa || fileMFA?.mode == .required
            let linter = PolicyLinter(standard: standard, mfa: usesMFA, tier: tier)
            let all = linter.lint(imported.policy)
            let findings = all.filter { finding in !accepted.contains { $0.code == finding.code } }
            let ignored = accepted.filter { entry in all.contains { $0.code == entry.code } }
            let name = imported.policy.info.name ?? policy
            let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
            let isFile = imported.policy.info.source != nil && PolicyPreset.named(policy) == nil
            func location(_ finding: LintFinding) -> SourceLocation? {
                guard isFile else { return nil }
                // A finding about several fields points at the first one the file writes.
                let fields = finding.field?.components(separatedBy: ", ") ?? []
                return fields.compactMap { imported.settingLocations[$0] }.min { ($0.line, $0.column) < ($1.line, $1.column) }
                    ?? imported.location
            }
            switch format {
            case .json:
                let object = JSONSplice.object { record in
                    record.string("policy", name)
                    record.string("file", isFile ? policy : nil)
                    record.string("standard", standard.rawValue)
                    record.bool("mfa", usesMFA)
                    record.string("mfaSource", mfa ? "option" : fileMFA.map { _ in "file" })
                    if let fileMFA {
                        record.object("fileMFA") { object in
                            object.string("mode", fileMFA.mode.rawValue)
                            object.string("field", fileMFA.field)
                            if let line = fileMFA.location?.line { object.int("line", line) } else { object.null("line") }
                        }
                    }
                    record.string("tier", tier?.rawValue)
                    record.objects("findings", findings) { member, finding in
                        member.string("code", finding.code)
                        member.string("severity", finding.severity.rawValue)
                        member.string("clause", finding.clause)
                        member.string("field", finding.field)
                        member.string("message", finding.message(in: language))
                        member.string("fix", finding.fix(in: language, format: imported.format))
                        let place = location(finding)
                        member.string("file", place == nil ? nil : policy)
                        if let place {
                            member.int("line", place.line)
                            member.int("column", place.column)
                        } else {
                            member.null("line")
                            member.null("column")
                        }
                    }
                    record.objects("ignored", ignored) { member, entry in
                        member.string("code", entry.code)
                        member.string("reason", entry.reason)
                        member.string("source", entry.source)
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
                if !mfa, let fileMFA {
                    let place = fileMFA.location.map { "\(policy):\($0.line)" } ?? policy
                    text +=
                        style.dim(
                            CLITexts.string(
                                .lintMFAFromFile, in: language,
                                ["mode": fileMFA.mode.rawValue, "field": fileMFA.field, "location": place])) + "\n"
                }
                for finding in findings {
                    let label = style.severity(finding.severity, in: language)
                    text += "\n\(label)\(style.bold(finding.code))  \(style.dim(finding.clause))\n"
                    if let place = location(finding) {
                        text += "        \(style.dim("\(policy):\(place.line):\(place.column)"))\n"
                    }
                    text += "        \(finding.message(in: language))\n"
                    let fix = finding.fix(in: language, format: imported.format)
                    text += "        \(CLITexts.string(.lintFixLabel, in: language)): \(fix)\n"
                }
                if !ignored.isEmpty {
                    text += "\n" + CLITexts.string(.lintIgnoredTitle, in: language, ["count": String(ignored.count)]) + "\n"
                    for entry in ignored {
                        text +=
                            "  " + CLITexts.string(.lintIgnoredLine, in: language, ["code": entry.code, "reason": entry.reason])
                            + "\n"
                    }
                }
                print(text, terminator: "")
            }
            return (findings.contains { $0.severity >= failOn }, Set(all.map(\.code)))
        }
    }
}

extension PolicyCommand.LintCommand {
    /// The accepted findings of an ignore file: `CODE reason…` per line, `#` comments, blank lines.
    static func ignores(in path: String, language: Language) throws -> [(code: String, reason: String, source: String)] {
        let bytes = try CLIFailure.readSmallFile(path, unreadable: .lintIgnoreUnreadable, language: language)
        var entries: [(code: String, reason: String, source: String)] = []
        for (index, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let code = words.first else { continue }
            let reason = words.dropFirst().joined(separator: " ")
            guard !reason.isEmpty else {
                throw CLIFailure(
                    message: CLITexts.string(
                        .lintIgnoreNoReason, in: language, ["file": path, "line": String(index + 1), "code": String(code)]))
            }
            entries.append((String(code), reason, "\(path):\(index + 1)"))
        }
        return entries
    }
}

/// `--tier`, in the lower case the command line uses.
enum TierChoice: String, CLIChoice {
    case lite, essentials, plus

    var tier: UserPoolTier {
        switch self {
        case .lite: .lite
        case .essentials: .essentials
        case .plus: .plus
        }
    }
}

extension Style {
    /// A finding's severity as the reports show it: its word in `language`, padded to 8 columns,
    /// red, yellow or dim.
    func severity(_ severity: LintFinding.Severity, in language: Language) -> String {
        let key: CLITextKey =
            switch severity {
            case .error: .lintSeverityError
            case .warning: .lintSeverityWarning
            case .info: .lintSeverityInfo
            }
        let word = CLITexts.string(key, in: language).padding(toLength: 8, withPad: " ", startingAt: 0)
        return switch severity {
        case .error: red(word)
        case .warning: yellow(word)
        case .info: dim(word)
        }
    }
}
