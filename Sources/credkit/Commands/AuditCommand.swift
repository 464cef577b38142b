// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPolicy
import CredKitPolicyTools

/// `credkit audit FILE… --against STANDARD…`: a user pool's settings, its app clients and its risk
/// configuration as infrastructure code defines them, against the standards, with the scanners' IDs.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: Console.help(.helpAudit), discussion: Console.help(.helpAuditDiscussion))

    @Argument(help: ArgumentHelp(Console.help(.helpOptionAuditFiles), valueName: "file"), completion: .file())
    var files: [String]

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAuditAgainst), valueName: PolicyStandard.valueName))
    var against: [PolicyStandard] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionFailOn), valueName: LintFinding.Severity.valueName))
    var failOn: LintFinding.Severity = .error

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAuditFormat), valueName: AuditFormat.valueName))
    var format: AuditFormat = .text

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIgnore), valueName: "code"))
    var ignore: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIgnoreFile), valueName: "path"), completion: .file())
    var ignoreFile: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionSkipOtherFiles)))
    var skipOtherFiles = false

    @OptionGroup var policySource: PolicySourceOptions

    @OptionGroup var common: CommonOptions

    func validate() throws {
        let language = Console.language
        if files.isEmpty { throw ValidationError(CLITexts.string(.auditNoFiles, in: language)) }
        if against.isEmpty { throw ValidationError(CLITexts.string(.auditNoStandard, in: language)) }
    }

    func run() async throws {
        let language = Console.language
        var accepted = ignore.map {
            (code: $0, reason: CLITexts.string(.lintIgnoredByOption, in: language), source: "--ignore")
        }
        if let ignoreFile { accepted += try PolicyCommand.LintCommand.ignores(in: ignoreFile, language: language) }
        let values = try policySource.deployTimeValues()
        let auditor = PoolAuditor(standards: against)
        var audits: [Audit] = []
        for file in files {
            let pools: [PoolSettings]
            if file.hasPrefix(Self.livePrefix) {
                pools = [try await Self.live(String(file.dropFirst(Self.livePrefix.count)))]
            } else {
                do {
                    pools = try PoolSettingsReader.load(
                        file, format: policySource.policyFormat, resource: policySource.resource, values: values)
                } catch let error where skipOtherFiles && Self.isOtherFile(error) {
                    Console.warning(
                        CLITexts.string(.auditSkipped, in: language, ["reason": Self.skipReason(error, file: file)]))
                    continue
                } catch {
                    throw CLIFailure(message: error.message(in: language))
                }
            }
            for pool in pools {
                let all = auditor.audit(pool)
                audits.append(
                    Audit(
                        file: file, pool: pool,
                        findings: all.filter { finding in !accepted.contains { $0.code == finding.code } },
                        ignored: all.compactMap { finding in
                            accepted.first { $0.code == finding.code }.map { (finding, $0.reason, $0.source) }
                        }))
            }
        }
        for entry in accepted where !audits.contains(where: { $0.ignored.contains { $0.finding.code == entry.code } }) {
            Console.warning(CLITexts.string(.lintIgnoreStale, in: language, ["source": entry.source, "code": entry.code]))
        }
        switch format {
        case .text: print(text(audits, language: language), terminator: "")
        case .json: Console.writeOutput(jsonLines(audits, language: language))
        case .sarif: Console.writeOutput(AuditSARIF(standards: against, language: language).document(audits) + "\n")
        }
        if audits.contains(where: { $0.findings.contains { $0.severity >= failOn } }) { throw ExitCode(1) }
    }

    /// How a live pool is named among the files: `pool:REGION_ID`.
    static let livePrefix = "pool:"

    /// A live pool's settings: every read signed with the credential chain's keys
    /// (`CREDKIT_ENDPOINT` for an emulator), the findings placed at the pool's ARN.
    static func live(_ pool: String) async throws -> PoolSettings {
        let document: PoolSettingsDocument
        do {
            document = try await PoolPolicyFetcher().auditDocument(pool)
        } catch var failure as CLIFailure where failure.status == 1 {
            // Cognito refused a read (no such pool, IAM): 1 is the audit's "findings", so bad input.
            failure.status = 2
            throw failure
        }
        do {
            return try PoolSettingsReader.readLive(Array(document.json.utf8), source: document.arn)
        } catch {
            throw CLIFailure(message: error.message(in: Console.language))
        }
    }

    /// A file that holds no Cognito user pool (another provider's, another kind of template).
    static func isOtherFile(_ error: PolicyError) -> Bool {
        [.noUserPool, .notAuditable, .unknownFormat].contains(error.code)
    }

    /// Why a file is skipped, in a line: what it is not (the whole refusal is what the same file gives
    /// without --skip-other-files).
    static func skipReason(_ error: PolicyError, file: String) -> String {
        let language = Console.language
        return error.code == .unknownFormat
            ? CLITexts.string(.skippedNotRecognised, in: language, ["file": file]) : error.message(in: language)
    }

    /// One pool's audit.
    struct Audit {
        var file: String
        var pool: PoolSettings
        var findings: [AuditFinding]
        var ignored: [(finding: AuditFinding, reason: String, source: String)]

        /// Every finding, then the ignored ones with why: one output record each.
        var entries: [(finding: AuditFinding, ignored: (reason: String, source: String)?)] {
            findings.map { ($0, nil) } + ignored.map { ($0.finding, ($0.reason, $0.source)) }
        }
    }

    /// Where a finding is, as `file:line:column` (or the source alone).
    static func location(_ place: PoolSettings.Place) -> String {
        guard let location = place.location else { return place.source }
        return "\(place.source):\(location.line):\(location.column)"
    }

    private func text(_ audits: [Audit], language: Language) -> String {
        let style = Style(enabled: Console.usesColor(on: 1))
        let standards = against.map(\.rawValue).joined(separator: ", ")
        var text = ""
        for (index, audit) in audits.enumerated() {
            if index > 0 { text += "\n" }
            let counts = Dictionary(grouping: audit.findings, by: \.severity).mapValues(\.count)
            let name = "\(audit.pool.name) (\(audit.file))"
            if audit.findings.isEmpty {
                text += CLITexts.string(.lintClean, in: language, ["policy": name, "standard": standards]) + "\n"
            } else {
                text +=
                    CLITexts.string(
                        .lintSummary, in: language,
                        [
                            "policy": name, "standard": standards, "count": String(audit.findings.count),
                            "errors": String(counts[.error] ?? 0), "warnings": String(counts[.warning] ?? 0),
                            "infos": String(counts[.info] ?? 0),
                        ]) + "\n"
            }
            for finding in audit.findings {
                let label = style.severity(finding.severity, in: language)
                text += "\n\(label)\(style.bold(finding.code))"
                if !finding.clauses.isEmpty { text += "  \(style.dim(finding.clauses.joined(separator: "; ")))" }
                text += "\n"
                let place = [Self.location(finding.place), finding.resource, finding.place.field ?? ""]
                    .filter { !$0.isEmpty }.joined(separator: "  ")
                text += "        \(style.dim(place))\n"
                text += "        \(finding.message(in: language))\n"
                text += "        \(CLITexts.string(.lintFixLabel, in: language)): \(finding.fix(in: language))\n"
                if let note = finding.note(in: language) {
                    text += "        \(CLITexts.string(.auditNoteLabel, in: language)): \(note)\n"
                }
                if !finding.scannerIDs.isEmpty {
                    text +=
                        "        \(style.dim(CLITexts.string(.auditScannersLabel, in: language) + ": " + finding.scannerIDs.joined(separator: ", ")))\n"
                }
            }
            if !audit.ignored.isEmpty {
                text +=
                    "\n" + CLITexts.string(.lintIgnoredTitle, in: language, ["count": String(audit.ignored.count)]) + "\n"
                for entry in audit.ignored {
                    text +=
                        "  "
                        + CLITexts.string(.lintIgnoredLine, in: language, ["code": entry.finding.code, "reason": entry.reason])
                        + "  \(style.dim(Self.location(entry.finding.place)))\n"
                }
            }
        }
        return text
    }

    /// One JSON Lines record per finding, ignored ones with why.
    private func jsonLines(_ audits: [Audit], language: Language) -> String {
        var lines = ""
        for audit in audits {
            for (finding, reason) in audit.entries {
                let record = JSONSplice.object { record in
                    record.string("file", audit.file)
                    record.string("pool", audit.pool.name)
                    record.string("resource", finding.resource)
                    record.string("code", finding.code)
                    record.string("severity", finding.severity.rawValue)
                    record.value("clauses", .array(finding.clauses.map { .string($0) }))
                    record.value("scanners", .array(finding.scannerIDs.map { .string($0) }))
                    record.string("field", finding.place.field)
                    record.string("source", finding.place.source)
                    if let location = finding.place.location {
                        record.int("line", location.line)
                        record.int("column", location.column)
                    } else {
                        record.null("line")
                        record.null("column")
                    }
                    record.bool("defaulted", finding.defaulted)
                    record.string("message", finding.message(in: language))
                    record.string("fix", finding.fix(in: language))
                    record.string("note", finding.note(in: language))
                    if let reason {
                        record.object("ignored") { object in
                            object.string("reason", reason.reason)
                            object.string("source", reason.source)
                        }
                    } else {
                        record.null("ignored")
                    }
                }
                lines += String(decoding: record, as: UTF8.self) + "\n"
            }
        }
        return lines
    }
}

/// `credkit audit --format`.
enum AuditFormat: String, CLIChoice {
    case text, json, sarif
}
