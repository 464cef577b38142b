// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import Foundation

/// What a bulk run has done, one JSON line per row that succeeded, so that a run stopped half-way (a
/// crash, `kill -9`, a lost connection) resumes without sending those rows again. The first line names
/// the command and the pool; a file for another command or pool is refused. Each line is written
/// with one `write` to a file opened for appending (0600): a killed process loses at most the row in
/// flight, whose request Cognito then answers as already done (a user who exists).
final class BulkJournal {
    /// The rows done by an earlier run: username and outcome by row number.
    private(set) var done: [Int: (username: String, outcome: String)] = [:]
    private let descriptor: Int32
    let path: String

    /// Opens (or creates) the journal at `path` for `command` on `pool`, reading what an earlier run did.
    /// - Throws: ``CLIFailure`` (exit 2) for a file that cannot be opened or belongs to another run.
    init(path: String, command: String, pool: String, language: Language) throws {
        self.path = path
        let opened = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard opened >= 0 else {
            throw CLIFailure(
                message: CLITexts.string(
                    .adminJournalUnusable, in: language, ["file": path, "reason": SystemError(errno).message(in: language)]))
        }
        descriptor = opened
        let identity = JSONValue.object(
            JSONObject([
                .init(key: "journal", value: .string("credkit cognito admin")), .init(key: "command", value: .string(command)),
                .init(key: "pool", value: .string(pool)),
            ])
        ).jsonText
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        if lines.isEmpty {
            try append(identity)
            return
        }
        guard String(lines.removeFirst()) == identity else {
            close(descriptor)
            throw CLIFailure(
                message: CLITexts.string(
                    .adminJournalOtherRun, in: language, ["file": path, "command": command, "pool": pool]))
        }
        // A line cut by a kill (the last, without its newline) is not an entry.
        if !text.hasSuffix("\n"), !lines.isEmpty { lines.removeLast() }
        for entry in lines {
            let bytes = Array(entry.utf8)
            guard let object = bytes.withUnsafeBufferPointer({ try? JSONValue(parsing: $0).objectValue }),
                let row = object["line"]?.doubleValue.map({ Int($0) }), let username = object["username"]?.stringValue,
                let outcome = object["outcome"]?.stringValue
            else { continue }
            done[row] = (username, outcome)
        }
        // A journal whose last line was cut ends with a line break before the next entry.
        if !text.hasSuffix("\n") { try append("") }
    }

    deinit { close(descriptor) }

    /// Notes that row `number` (`username`) ended with `outcome`.
    func record(number: Int, username: String, outcome: String) throws {
        try append(
            JSONValue.object(
                JSONObject([
                    .init(key: "line", value: .number(String(number))), .init(key: "username", value: .string(username)),
                    .init(key: "outcome", value: .string(outcome)),
                ])
            ).jsonText)
    }

    private func append(_ line: String) throws {
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw CLIFailure(
                message: CLITexts.string(
                    .adminJournalUnusable, in: Console.language,
                    ["file": path, "reason": SystemError(errno).message(in: Console.language)]))
        }
    }
}
