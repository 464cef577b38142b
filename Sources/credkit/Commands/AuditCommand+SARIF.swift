// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import CredKitPolicy
import CredKitPolicyTools

/// `credkit audit --format sarif`: one SARIF 2.1.0 log (OASIS) — a rule per code found, with its
/// title, its fix, the standards' clauses and the scanners' IDs; a result per finding at the file,
/// line and column of the property (code scanning shows it there), ignored findings as results with
/// an external suppression and its reason.
struct AuditSARIF {
    var standards: [PolicyStandard]
    var language: Language

    func document(_ audits: [AuditCommand.Audit]) -> String {
        // The rules, in the order their codes first appear.
        var rules: [AuditFinding] = []
        for audit in audits {
            for finding in audit.findings + audit.ignored.map(\.finding) where !rules.contains(where: { $0.code == finding.code })
            {
                rules.append(finding)
            }
        }
        let bytes = JSONSplice.object { log in
            log.string("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
            log.string("version", "2.1.0")
            log.objects("runs", [()]) { run, _ in
                run.object("tool") { tool in
                    tool.object("driver") { driver in
                        driver.string("name", "credkit")
                        driver.string("version", CredKitVersion.current)
                        driver.objects("rules", rules) { rule, finding in self.rule(&rule, finding) }
                    }
                }
                run.objects(
                    "results",
                    audits.flatMap(\.entries)
                ) { result, entry in
                    self.result(
                        &result, entry.finding, ignored: entry.ignored,
                        ruleIndex: rules.firstIndex { $0.code == entry.finding.code } ?? 0)
                }
                run.string("columnKind", "unicodeCodePoints")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func level(_ severity: LintFinding.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private func rule(_ rule: inout JSONObjectWriter, _ finding: AuditFinding) {
        let check = AuditCheck.named(finding.code)
        rule.string("id", finding.code)
        rule.object("shortDescription") { $0.string("text", check?.title(in: language) ?? finding.message(in: language)) }
        rule.object("fullDescription") { $0.string("text", finding.message(in: language)) }
        var help = finding.fix(in: language)
        if !finding.clauses.isEmpty { help += " (" + finding.clauses.joined(separator: "; ") + ")" }
        if let note = finding.note(in: language) { help += ". " + note }
        rule.object("help") { $0.string("text", help) }
        rule.object("defaultConfiguration") { $0.string("level", Self.level(finding.severity)) }
        rule.object("properties") { properties in
            properties.value("tags", .array(["security", "cognito"].map { .string($0) }))
            properties.value("standards", .array(finding.clauses.map { .string($0) }))
            properties.value("scanners", .array(finding.scannerIDs.map { .string($0) }))
        }
    }

    private func result(
        _ result: inout JSONObjectWriter, _ finding: AuditFinding, ignored: (reason: String, source: String)?, ruleIndex: Int
    ) {
        result.string("ruleId", finding.code)
        result.int("ruleIndex", ruleIndex)
        result.string("level", Self.level(finding.severity))
        let fix = CLITexts.string(.lintFixLabel, in: language)
        result.object("message") { $0.string("text", finding.message(in: language) + " — \(fix): " + finding.fix(in: language)) }
        result.objects("locations", [finding.place]) { location, place in
            if let region = place.location {
                location.object("physicalLocation") { physical in
                    physical.object("artifactLocation") { $0.string("uri", Self.uri(place.source)) }
                    physical.object("region") { area in
                        area.int("startLine", region.line)
                        area.int("startColumn", region.column)
                    }
                }
            } else if place.source.hasPrefix("arn:") {
                // A live pool's finding is at the pool's ARN (an absolute URI; there is no line).
                location.object("physicalLocation") { physical in
                    physical.object("artifactLocation") { $0.string("uri", place.source) }
                }
            }
            location.objects("logicalLocations", [finding]) { logical, finding in
                logical.string("name", finding.resource)
                logical.string(
                    "fullyQualifiedName", [finding.resource, place.field].compactMap { $0 }.joined(separator: "."))
                logical.string("kind", "resource")
            }
        }
        if let ignored {
            result.objects("suppressions", [ignored]) { suppression, ignored in
                suppression.string("kind", "external")
                suppression.string("justification", "\(ignored.reason) (\(ignored.source))")
            }
        }
        result.object("properties") { properties in
            properties.value("standards", .array(finding.clauses.map { .string($0) }))
            properties.value("scanners", .array(finding.scannerIDs.map { .string($0) }))
            properties.bool("defaulted", finding.defaulted)
        }
    }

    /// A path as a SARIF artifact URI: relative paths stay relative (code scanning resolves them from
    /// the repository's root), each segment percent-encoded; absolute ones become `file://` URIs.
    static func uri(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var encoded = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        let relative = encoded.hasPrefix("./") ? String(encoded.dropFirst(2)) : encoded
        return path.hasPrefix("/") ? "file://" + relative : relative
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
