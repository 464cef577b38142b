// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicyTools
import Foundation
import Testing

@Suite("The README's table of audit checks is the catalogue's")
struct AuditDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The table the README holds between its two markers, from ``AuditCheck/all``.
    static var expectedTable: String {
        func clause(_ check: AuditCheck, _ standard: PolicyStandard, prefix: String) -> String {
            guard let text = check.clauses[standard] else { return "—" }
            return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
        }
        var lines = [
            "| check | severity | NIST SP 800-63B-4 | OWASP ASVS 5.0 | PCI DSS v4.0 | the scanners' IDs |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for check in AuditCheck.all {
            let scanners = check.scannerIDs.isEmpty ? "—" : check.scannerIDs.map { "`\($0)`" }.joined(separator: ", ")
            lines.append(
                "| `\(check.code)`: \(check.title(in: .english)) | \(check.severity.rawValue) | "
                    + "\(clause(check, .nist80063b4, prefix: "NIST SP 800-63B-4 ")) | "
                    + "\(clause(check, .asvs5, prefix: "OWASP ASVS 5.0 ")) | "
                    + "\(clause(check, .pciDSS4, prefix: "PCI DSS v4.0 ")) | \(scanners) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test("Every check, with its severity, its clause in each standard and the scanners' IDs")
    func readmeTable() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = "<!-- audit checks: the table AuditDocsTests expects, from AuditCheck.all -->\n"
        let end = "\n<!-- end of audit checks -->"
        let from = try #require(readme.range(of: start), "README.md has no audit-checks marker")
        let to = try #require(readme.range(of: end, range: from.upperBound..<readme.endIndex))
        let table = String(readme[from.upperBound..<to.lowerBound])
        #expect(table == Self.expectedTable, "README.md should hold:\n\(Self.expectedTable)")
    }
}
