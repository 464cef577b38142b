// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CognitoClient

/// docs/cognito.md lists every operation credkit sends with the suites that cover it: the list is
/// held to the client's operations, and each suite named must send the operation (name the
/// operation or call a method the row names).
@Suite("docs/cognito.md's list of operations and their tests")
struct DocsOperationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Row {
        var operation: String
        var methods: [String]
        var commands: [String]
        var suites: [String]
    }

    /// The backticked words of a table cell.
    static func quoted(_ cell: Substring) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/cognito.md"), encoding: .utf8)
        let start = try #require(text.range(of: "<!-- operations:start -->"))
        let end = try #require(text.range(of: "<!-- operations:end -->"))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces)[...] }
            let sentBy = cells[1].components(separatedBy: " · ")
            return Row(
                operation: quoted(cells[0]).first ?? "", methods: quoted(sentBy[0][...]),
                commands: sentBy.count > 1 ? quoted(sentBy[1][...]) : [], suites: quoted(cells[2]))
        }
    }

    @Test("Every operation the client sends is listed once, and only those")
    func complete() throws {
        let listed = try Self.rows().map(\.operation)
        #expect(listed.count == Set(listed).count, "an operation is listed twice")
        #expect(Set(listed) == Set(CognitoAPIOperation.allCases.map(\.rawValue)))
    }

    @Test("Each suite named sends the operation: it names it, calls a method of its row or runs a command of it")
    func covered() throws {
        let folders = ["Tests/CognitoClientTests", "Tests/CredKitCLITests"].map(Self.root.appendingPathComponent)
        for row in try Self.rows() {
            #expect(!row.suites.isEmpty && !row.methods.isEmpty, "\(row.operation)")
            for method in row.methods {
                let source = try Self.librarySource()
                #expect(source.contains("func \(method)("), "\(method) is not a method of the client")
            }
            for suite in row.suites {
                let file = folders.map { $0.appendingPathComponent(suite + ".swift") }
                    .first { FileManager.default.fileExists(atPath: $0.path) }
                guard let file else {
                    Issue.record("\(suite): no such test file")
                    continue
                }
                let text = try String(contentsOf: file, encoding: .utf8)
                // A word of a command as the tests pass it to the binary: ["delete-user", …], or the
                // subcommand after its group (`admin create-user`: ["create-user", …]).
                let commands = row.commands.flatMap { $0.split(separator: " ") }.filter { $0.first != "-" }
                let sends =
                    text.contains("\"\(row.operation)\"") || row.methods.contains { text.contains(".\($0)(") }
                    || (suite.hasSuffix("CommandTests") && commands.contains { text.contains("[\"\($0)\"") })
                #expect(sends, "\(suite) neither names \(row.operation) nor calls \(row.methods) nor runs \(row.commands)")
            }
        }
    }

    static func librarySource() throws -> String {
        let folder = root.appendingPathComponent("Sources/CognitoClient")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }
}
