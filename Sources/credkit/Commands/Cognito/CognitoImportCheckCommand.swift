// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `credkit cognito import-check users.csv`: a user-import file checked as `CreateUserImportJob`
/// would read it, before it is uploaded.
struct CognitoImportCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-check", abstract: Console.help(.helpImportCheck),
        discussion: Console.help(.helpImportCheckDiscussion))

    @Argument(help: ArgumentHelp(Console.help(.helpArgumentImportFile), valueName: "users.csv"), completion: .file())
    var file: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionImportUserPoolID), valueName: "id"))
    var userPoolId: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionImportHeaders), valueName: "path"), completion: .file())
    var headers: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoRegion), valueName: "region"))
    var region: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoEndpoint), valueName: "url"))
    var endpoint: String?

    @OptionGroup var output: ReportOutputOptions
    @OptionGroup var common: CommonOptions

    func run() async throws {
        let language = Console.language
        let format = output.format
        if userPoolId != nil && headers != nil {
            throw CLIFailure(message: CLITexts.string(.importPoolOrHeaders, in: language))
        }
        // The columns and settings: the pool's, a header file's, or a default pool's.
        let settings: UserImportSettings
        let source: String
        let pool = userPoolId ?? (headers == nil ? ProcessInfo.processInfo.environment["CREDKIT_USER_POOL_ID"] : nil)
        if let pool, !pool.isEmpty {
            settings = try await PoolPolicyFetcher(region: region, endpoint: endpoint).importSettings(pool)
            source = pool
        } else if let headers {
            settings = UserImportSettings(header: try Self.readHeader(headers, language: language))
            source = headers
        } else {
            settings = UserImportSettings()
            source = "default"
        }

        var descriptor: Int32 = 0
        if file != "-" {
            descriptor = open(file, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw CLIFailure(
                    message: CLITexts.string(
                        .unreadableInput, in: language, ["file": file, "reason": SystemError(errno).message(in: language)]))
            }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        // Lines up to AWS's 16,000 characters (at most 4 bytes each) are read whole; longer ones
        // are cut there, still counted as too long.
        let reader = LineReader(descriptor: descriptor, maximumLineLength: 4 * UserImportSettings.maximumLineCharacters + 4)
        let out = OutputBuffer(descriptor: 1)
        var checker: UserImportChecker?
        var line = 0
        var byCode: [String: Int] = [:]
        do {
            try reader.forEachLine { bytes in
                line += 1
                // Checked in place: a copy of the checker would copy the usernames seen so far.
                guard var record = checker?.check(bytes, line: line) else {
                    checker = UserImportChecker(settings: settings, header: bytes)
                    return
                }
                if reader.isTruncated && !record.problems.contains(where: { $0.code == .lineTooLong }) {
                    record.problems.insert(
                        UserImportProblem(
                            .lineTooLong,
                            [
                                "count": "> \(UserImportSettings.maximumLineCharacters)",
                                "limit": String(UserImportSettings.maximumLineCharacters),
                            ]), at: 0)
                }
                for problem in record.problems { byCode[problem.code.rawValue, default: 0] += 1 }
                Self.write(record, format: format, language: language, into: out)
                try out.flushIfNeeded()
            }
        } catch let error as LineReaderError {
            try? out.flush()
            throw CLIFailure(
                message: CLITexts.string(.unreadableInput, in: language, ["file": file, "reason": error.message(in: language)]))
        }
        var fileProblems: [UserImportProblem]
        if let checker {
            fileProblems =
                checker.headerProblems
                + checker.fileProblems(
                    bytes: reader.bytesRead, byteOrderMark: reader.skippedByteOrderMark)
        } else {
            fileProblems = [UserImportProblem(.emptyFile)]
        }
        for problem in fileProblems { byCode[problem.code.rawValue, default: 0] += 1 }
        let users = checker?.users ?? 0
        let refused = checker?.refused ?? 0
        switch format {
        case .json:
            let summary = JSONValue.object(
                JSONObject([
                    .init(key: "columns", value: .string(source)),
                    .init(key: "users", value: .number(String(users))),
                    .init(key: "valid", value: .number(String(users - refused))),
                    .init(key: "invalid", value: .number(String(refused))),
                    .init(key: "file", value: .array(fileProblems.map { Self.json($0, language: language) })),
                    .init(
                        key: "byCode",
                        value: .object(
                            JSONObject(
                                byCode.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .number(String($0.value))) }))),
                ]))
            out.append("{\"summary\":")
            summary.append(to: out)
            out.append("}\n")
        case .text:
            for problem in fileProblems {
                out.append(CLITexts.string(.importFileProblem, in: language, ["message": problem.message(in: language)]) + "\n")
            }
        }
        try out.flush()
        if format == .text && !output.quiet {
            Console.writeError(
                CLITexts.string(
                    .importSummary, in: language,
                    ["users": String(users), "valid": String(users - refused), "invalid": String(refused), "columns": source])
                    + "\n")
        }
        if refused > 0 || !fileProblems.isEmpty { throw ExitCode(1) }
    }

    /// One user's record: every user in JSON, the refused ones in text.
    private static func write(_ record: UserImportRecord, format: OutputFormat, language: Language, into out: OutputBuffer) {
        switch format {
        case .json:
            let value = JSONValue.object(
                JSONObject([
                    .init(key: "line", value: .number(String(record.line))),
                    .init(key: "username", value: record.username.map(JSONValue.string) ?? .null),
                    .init(key: "valid", value: .bool(record.isValid)),
                    .init(key: "problems", value: .array(record.problems.map { json($0, language: language) })),
                ]))
            value.append(to: out)
            out.append(byte: UInt8(ascii: "\n"))
        case .text:
            guard !record.isValid else { return }
            let who = record.username.map { " (\($0))" } ?? ""
            out.append(
                CLITexts.string(
                    .importLineProblems, in: language,
                    [
                        "line": String(record.line), "user": who,
                        "messages": record.problems.map { $0.message(in: language) }.joined(separator: "; "),
                    ]) + "\n")
        }
    }

    private static func json(_ problem: UserImportProblem, language: Language) -> JSONValue {
        .object(
            JSONObject([
                .init(key: "code", value: .string(problem.code.rawValue)),
                .init(key: "column", value: problem.column.map(JSONValue.string) ?? .null),
                .init(key: "message", value: .string(problem.message(in: language))),
            ]))
    }

    /// The columns in `path`: `GetCSVHeader`'s JSON answer (`{"CSVHeader": […]}`), a JSON array of
    /// names, or a header line (the console's template.csv).
    static func readHeader(_ path: String, language: Language) throws -> [String] {
        let bytes = try CLIFailure.readSmallFile(path, unreadable: .importHeadersUnreadable, language: language)
        let trimmed = bytes.drop {
            $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        }
        var names: [String] = []
        if trimmed.first == UInt8(ascii: "{") || trimmed.first == UInt8(ascii: "[") {
            let value = try? bytes.withUnsafeBufferPointer { try JSONValue(parsing: $0) }
            var list: JSONValue? = value
            if case .object(let object)? = value { list = object["CSVHeader"] }
            if case .array(let items)? = list {
                names = items.compactMap(\.stringValue)
                if names.count != items.count { names = [] }
            }
        } else {
            let text = String(decoding: trimmed, as: UTF8.self)
            let first = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).first.map(String.init) ?? ""
            names = UserImportChecker.split(first).map(\.value).filter { !$0.isEmpty }
        }
        guard !names.isEmpty else {
            throw CLIFailure(message: CLITexts.string(.importHeadersEmpty, in: language, ["file": path]))
        }
        return names
    }
}
