// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitGenerator
import CredKitPipeline
import Foundation

/// Options of the bulk `admin` commands: where the users come from, which columns, how fast.
struct AdminBulkOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionInput), valueName: "path"), completion: .file())
    var input: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminBulkInputFormat), valueName: "csv|tsv|jsonl"))
    var inputFormat: InputFormat = .csv

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionDelimiter), valueName: "char"))
    var delimiter: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminBulkField), valueName: "column"))
    var field = "username"

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionKeep), valueName: "name,…"))
    var keep: NameList?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminDryRun)))
    var dryRun = false

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminBulkJobs), valueName: "n"))
    var jobs = 4

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminRate), valueName: "per-second"))
    var rate = 20.0

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminJournal), valueName: "path"), completion: .file())
    var journal: String?

    func check() throws {
        let language = Console.language
        guard inputFormat != .lines else {
            throw CLIFailure(message: CLITexts.string(.adminBulkNeedsColumns, in: language))
        }
        guard (1...64).contains(jobs) else {
            throw CLIFailure(message: CLITexts.string(.adminBulkBadJobs, in: language, ["value": String(jobs)]))
        }
        guard rate > 0, rate <= 10_000, rate.isFinite else {
            throw CLIFailure(message: CLITexts.string(.adminBulkBadRate, in: language, ["value": String(rate)]))
        }
        if dryRun && journal != nil {
            throw CLIFailure(message: CLITexts.string(.adminDryRunJournal, in: language))
        }
    }

    /// The field separator, as the streaming commands read `--delimiter`.
    func separator() throws -> UInt8 {
        try StructuredInputOptions.separator(delimiter, for: inputFormat)
    }
}

/// What a bulk command sends for one row.
enum BulkAction: Sendable {
    case create(
        attributes: [(name: String, value: String)], password: String?, generated: Bool,
        message: CognitoAdminClient.InvitationMessage)
    case setPassword(String, permanent: Bool)
    case disable
    case addToGroup(String)
}

/// A bulk `admin` command: each row read, checked against the pool's rules, then sent (unless
/// `--dry-run`) within `--jobs` and `--rate`, one result record per row, a journal to resume.
protocol AdminBulkCommand: AdminCommand {
    var bulk: AdminBulkOptions { get }
    /// The command's name in the journal and records.
    static var operation: String { get }
    /// The outcome of a row that went through (`created`, `set`, `disabled`, `added`).
    static var success: String { get }
    /// Columns the command reads beside the username's (they must be in the header).
    var columns: [String] { get }
    /// Whether a generated password is written in its row's record (`--show-passwords`).
    var showsPasswords: Bool { get }
    /// The row's action, or the problems that keep it from being sent.
    func action(for row: UserFileReader.Row, username: String, client: CognitoAdminClient) -> (BulkAction?, [ValidationProblem])
}

extension AdminBulkCommand {
    static var writesRows: Bool { true }
    var readsPoolRules: Bool { true }
    var showsPasswords: Bool { false }

    func run(_ administration: Administration) async throws {
        try await BulkRun(command: self, administration: administration).run()
    }
}

/// The outcomes of a row that was not done (the run then exits 1).
let bulkOutcomesNotDone: Set<String> = ["refused", "failed", "unreadable"]

/// The shared work of the bulk commands.
struct BulkRun<Command: AdminBulkCommand> {
    let command: Command
    let administration: Administration

    /// One row's result.
    struct Outcome {
        var number: Int
        var username: String
        var outcome: String
        var problems: [ValidationProblem] = []
        var error: (code: String, type: String, message: String)?
        var keep: [String: String]?
        var password: String?
        var resumed = false

        var succeeded: Bool { !bulkOutcomesNotDone.contains(outcome) }
    }

    func run() async throws {
        let bulk = command.bulk
        try bulk.check()
        let context = administration.context
        let language = context.language
        var descriptor: Int32 = 0
        if let path = bulk.input, path != "-" {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw CLIFailure(
                    message: CLITexts.string(
                        .unreadableInput, in: language, ["file": path, "reason": SystemError(errno).message(in: language)]))
            }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        let reader = try UserFileReader(
            descriptor: descriptor, format: bulk.inputFormat, delimiter: try bulk.separator(), language: language)
        let kept = bulk.keep?.names ?? []
        if bulk.inputFormat != .jsonl {
            for column in [bulk.field] + command.columns + kept where !reader.header.contains(column) {
                throw CLIFailure(
                    message: CLITexts.string(
                        .adminBulkMissingColumn, in: language,
                        ["column": column, "columns": reader.header.joined(separator: ", ")]))
            }
        }
        let journal = try bulk.journal.map {
            try BulkJournal(path: $0, command: Command.operation, pool: administration.client.userPoolID, language: language)
        }
        let client = administration.client
        let pacer = RequestPacer(requestsPerSecond: bulk.rate)
        let writer = BulkWriter(format: administration.format, kept: kept, language: language)
        writer.header()
        var seen: [String: Int] = [:]
        let caseSensitive = client.pool?.caseSensitiveUsernames ?? false
        var counts: [String: Int] = [:]
        var pending: [Int: Outcome] = [:]
        var nextToWrite = 1
        let started = ContinuousClock.now

        func finish(_ outcome: Outcome) throws {
            if outcome.succeeded, !outcome.resumed, !bulk.dryRun {
                try journal?.record(number: outcome.number, username: outcome.username, outcome: outcome.outcome)
            }
            pending[outcome.number] = outcome
            while let ready = pending.removeValue(forKey: nextToWrite) {
                writer.write(ready)
                counts[ready.outcome, default: 0] += 1
                nextToWrite += 1
            }
            try writer.flushIfNeeded()
        }

        try await withThrowingTaskGroup(of: Outcome.self) { group in
            var inFlight = 0
            while let row = try reader.next() {
                let keep =
                    kept.isEmpty
                    ? nil : (row.problem == nil ? kept.reduce(into: [String: String]()) { $0[$1] = row.values[$1] ?? "" } : nil)
                let username = row.values[bulk.field] ?? ""
                var outcome = Outcome(number: row.number, username: username, outcome: "refused", keep: keep)
                if let problem = row.problem {
                    outcome.outcome = "unreadable"
                    outcome.error = (problem.code, "credkit:unreadable-row", problem.message)
                    try finish(outcome)
                } else if let done = journal?.done[row.number] {
                    guard done.username == username else {
                        throw CLIFailure(
                            message: CLITexts.string(
                                .adminJournalMismatch, in: language,
                                [
                                    "file": journal?.path ?? "", "row": String(row.number), "journal": done.username,
                                    "input": username,
                                ]))
                    }
                    outcome.outcome = done.outcome
                    outcome.resumed = true
                    seen[caseSensitive ? username : username.lowercased()] = row.number
                    try finish(outcome)
                } else {
                    var (action, problems) = command.action(for: row, username: username, client: client)
                    let key = caseSensitive ? username : username.lowercased()
                    if problems.isEmpty, !username.isEmpty {
                        if let first = seen[key] {
                            problems.append(CognitoAdminClient.duplicateProblem(username, firstRow: first))
                            action = nil
                        } else {
                            seen[key] = row.number
                        }
                    }
                    if !problems.isEmpty || action == nil {
                        outcome.problems = problems
                        try finish(outcome)
                    } else if bulk.dryRun {
                        outcome.outcome = "valid"
                        try finish(outcome)
                    } else if let action {
                        if case .create(_, let password?, true, _) = action, command.showsPasswords {
                            outcome.password = password
                        }
                        let prepared = outcome
                        group.addTask {
                            await Self.send(action, prepared, client: client, pacer: pacer)
                        }
                        inFlight += 1
                    }
                }
                while inFlight >= bulk.jobs || (inFlight > 0 && pending.count > 4096) {
                    guard let done = try await group.next() else { break }
                    inFlight -= 1
                    try finish(done)
                }
            }
            while let done = try await group.next() { try finish(done) }
        }
        try writer.flush()
        let seconds =
            Double((ContinuousClock.now - started).components.seconds)
            + Double((ContinuousClock.now - started).components.attoseconds) / 1e18
        let total = nextToWrite - 1
        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        Console.note(
            CLITexts.string(
                .adminBulkSummary, in: language,
                [
                    "rows": String(total), "outcomes": summary.isEmpty ? "-" : summary,
                    "seconds": String(format: "%.1f", seconds),
                    "rate": String(format: "%.0f", seconds > 0 ? Double(total) / seconds : 0),
                ]))
        let failed = counts.filter { bulkOutcomesNotDone.contains($0.key) }.values.reduce(0, +)
        if failed > 0 { throw ExitCode(1) }
    }

    /// Sends one row's action, pacing requests and slowing down (then trying again, twice) when Cognito
    /// throttles after the client's own retries.
    static func send(_ action: BulkAction, _ prepared: Outcome, client: CognitoAdminClient, pacer: RequestPacer) async -> Outcome
    {
        var outcome = prepared
        let username = prepared.username
        for attempt in 0..<3 {
            do throws(CognitoError) {
                do { try await pacer.acquire() } catch { throw CognitoError.stoppedAfterSending("cancelled") }
                switch action {
                case .create(let attributes, let password, _, let message):
                    _ = try await client.createUser(
                        username, attributes: attributes, temporaryPassword: password, message: message)
                    outcome.outcome = "created"
                case .setPassword(let password, let permanent):
                    try await client.setPassword(username, password: password, permanent: permanent)
                    outcome.outcome = "set"
                case .disable:
                    try await client.disableUser(username)
                    outcome.outcome = "disabled"
                case .addToGroup(let group):
                    try await client.addUser(username, toGroup: group)
                    outcome.outcome = "added"
                }
                await pacer.succeeded()
                return outcome
            } catch {
                if case .create = action, error.type == "UsernameExists" {
                    outcome.outcome = "exists"
                    return outcome
                }
                if error.type == "TooManyRequests", attempt < 2 {
                    await pacer.slowDown()
                    continue
                }
                outcome.outcome = "failed"
                outcome.password = nil
                outcome.error = (String(error.number), error.errorType, error.message(in: Console.language))
                return outcome
            }
        }
        return outcome
    }
}

/// Writes the result records: text lines, JSON Lines or CSV (`line,username,outcome,error_code,error`,
/// then the kept columns).
final class BulkWriter {
    let format: RecordFormat
    let kept: [String]
    let language: Language
    let output = OutputBuffer(descriptor: 1)

    init(format: RecordFormat, kept: [String], language: Language) {
        self.format = format
        self.kept = kept
        self.language = language
    }

    func header() {
        guard format == .csv else { return }
        let columns = ["line", "username", "outcome", "error_code", "error"] + kept
        output.append(csvRow: columns)
    }

    func write<Command>(_ outcome: BulkRun<Command>.Outcome) {
        let problemText = outcome.problems.map { $0.message(in: language) }.joined(separator: "; ")
        let message = outcome.error?.message ?? problemText
        switch format {
        case .json:
            var members: [(String, JSONValue)] = [
                ("line", .number(String(outcome.number))), ("username", .string(outcome.username)),
                ("outcome", .string(outcome.outcome)),
            ]
            if outcome.resumed { members.append(("resumed", .bool(true))) }
            if !outcome.problems.isEmpty {
                members.append(
                    (
                        "problems",
                        .array(
                            outcome.problems.map {
                                .object(
                                    CognitoContext.object([
                                        ("field", .string($0.field)), ("code", .string($0.code.rawValue)),
                                        ("message", .string($0.message(in: language))),
                                    ]))
                            })
                    ))
            }
            if let error = outcome.error {
                let code: JSONValue = Int(error.code).map { .number(String($0)) } ?? .string(error.code)
                members.append(
                    (
                        "error",
                        .object(
                            CognitoContext.object([
                                ("code", code), ("type", .string(error.type)), ("message", .string(error.message)),
                            ]))
                    ))
            }
            if let password = outcome.password { members.append(("temporaryPassword", .string(password))) }
            if !kept.isEmpty { members.append(("keep", outcome.keep.map(CognitoContext.attributesJSON) ?? .null)) }
            output.append(JSONValue.object(CognitoContext.object(members)).jsonText)
        case .csv:
            let code = outcome.error?.code ?? outcome.problems.first?.code.rawValue ?? ""
            var fields = [String(outcome.number), outcome.username, outcome.outcome, code, message]
            fields += kept.map { outcome.keep?[$0] ?? "" }
            output.append(csvRow: fields, ending: false)
        case .text:
            let word = Self.outcomeKeys[outcome.outcome].map { CLITexts.string($0, in: language) } ?? outcome.outcome
            var text = CLITexts.string(
                .adminBulkRecord, in: language,
                ["line": String(outcome.number), "username": Display.safe(outcome.username), "outcome": word])
            if !message.isEmpty { text += ": " + Display.safe(message) }
            if let error = outcome.error, Int(error.code) != nil { text += " (\(error.code) \(error.type))" }
            if outcome.resumed { text += " " + CLITexts.string(.adminOutcomeResumed, in: language) }
            if let password = outcome.password {
                text += " " + CLITexts.string(.adminTemporaryPassword, in: language, ["password": password])
            }
            output.append(text)
        }
        output.append(byte: 0x0A)
    }

    /// The words a text record uses for each outcome (JSON and CSV keep the codes).
    static let outcomeKeys: [String: CLITextKey] = [
        "created": .adminOutcomeCreated, "exists": .adminOutcomeExists, "set": .adminOutcomeSet,
        "disabled": .adminOutcomeDisabled, "added": .adminOutcomeAdded, "valid": .adminOutcomeValid,
        "refused": .adminOutcomeRefused, "failed": .adminOutcomeFailed, "unreadable": .adminOutcomeUnreadable,
    ]

    func flushIfNeeded() throws { try output.flushIfNeeded() }
    func flush() throws { try output.flush() }
}

/// `credkit cognito admin create-users`: AdminCreateUser for each row.
struct AdminCreateUsersCommand: AdminBulkCommand {
    static let configuration = CommandConfiguration(
        commandName: "create-users", abstract: Console.help(.helpAdminCreateUsers),
        discussion: Console.help(.helpAdminCreateUsersDiscussion))
    static let operation = "create-users"
    static let success = "created"

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminAttributeColumns), valueName: "name,…"))
    var attributes: NameList?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminPasswordField), valueName: "column"))
    var passwordField: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminGenerate)))
    var generate = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminShowPasswords)))
    var showPasswords = false

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminSuppressMessage)))
    var suppressMessage = false

    @OptionGroup var bulk: AdminBulkOptions
    @OptionGroup var breached: BreachedOptions
    @OptionGroup var admin: AdminOptions

    var breachedOptions: BreachedOptions? { breached }
    var columns: [String] { (attributes?.names ?? []) + (passwordField.map { [$0] } ?? []) }
    var showsPasswords: Bool { showPasswords }

    func validate() throws {
        try CLIValidation.run {
            if showPasswords && !generate {
                throw CLIFailure(message: CLITexts.string(.adminShowNeedsGenerate, in: Console.language))
            }
            // A generated password no message carries and nobody sees would be lost.
            if generate && suppressMessage && !showPasswords {
                throw CLIFailure(message: CLITexts.string(.adminGeneratedPasswordLost, in: Console.language))
            }
        }
    }

    func action(for row: UserFileReader.Row, username: String, client: CognitoAdminClient) -> (BulkAction?, [ValidationProblem]) {
        let excluded = Set([bulk.field] + (passwordField.map { [$0] } ?? []) + (bulk.keep?.names ?? []))
        let names = attributes?.names ?? row.values.keys.filter { !excluded.contains($0) }.sorted()
        let pairs = names.compactMap { name in row.values[name].map { (name: name, value: $0) } }
        var password = passwordField.flatMap { row.values[$0] }
        var generated = false
        if generate, password == nil, let policy = client.pool?.policy, let checker = try? PasswordChecker(policy: policy) {
            password = try? PasswordGenerator(checker: checker, recipe: .characters(CharacterRecipe())).generate()
            generated = password != nil
        }
        let message: CognitoAdminClient.InvitationMessage = suppressMessage ? .suppress : .send
        let problems = client.creationProblems(
            username: username, attributes: pairs, temporaryPassword: password, message: message)
        let action = BulkAction.create(attributes: pairs, password: password, generated: generated, message: message)
        return (problems.isEmpty ? action : nil, problems)
    }
}

/// `credkit cognito admin set-passwords`: AdminSetUserPassword for each row.
struct AdminSetPasswordsCommand: AdminBulkCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-passwords", abstract: Console.help(.helpAdminSetPasswords))
    static let operation = "set-passwords"
    static let success = "set"

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminPasswordField), valueName: "column"))
    var passwordField = "password"

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminPermanent)))
    var permanent = false

    @OptionGroup var bulk: AdminBulkOptions
    @OptionGroup var breached: BreachedOptions
    @OptionGroup var admin: AdminOptions

    var breachedOptions: BreachedOptions? { breached }
    var columns: [String] { [passwordField] }

    func action(for row: UserFileReader.Row, username: String, client: CognitoAdminClient) -> (BulkAction?, [ValidationProblem]) {
        let password = row.values[passwordField] ?? ""
        let problems = client.usernameProblems(username) + client.passwordProblems(password)
        return (problems.isEmpty ? .setPassword(password, permanent: permanent) : nil, problems)
    }
}

/// `credkit cognito admin disable-users`: AdminDisableUser for each row.
struct AdminDisableUsersCommand: AdminBulkCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable-users", abstract: Console.help(.helpAdminDisableUsers))
    static let operation = "disable-users"
    static let success = "disabled"

    @OptionGroup var bulk: AdminBulkOptions
    @OptionGroup var admin: AdminOptions

    var columns: [String] { [] }

    func action(for row: UserFileReader.Row, username: String, client: CognitoAdminClient) -> (BulkAction?, [ValidationProblem]) {
        let problems = client.usernameProblems(username)
        return (problems.isEmpty ? .disable : nil, problems)
    }
}

/// `credkit cognito admin add-to-group --group G`: AdminAddUserToGroup for each row.
struct AdminAddToGroupCommand: AdminBulkCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-to-group", abstract: Console.help(.helpAdminAddToGroup))
    static let operation = "add-to-group"
    static let success = "added"

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminGroup), valueName: "name"))
    var group: String

    @OptionGroup var bulk: AdminBulkOptions
    @OptionGroup var admin: AdminOptions

    var columns: [String] { [] }

    func action(for row: UserFileReader.Row, username: String, client: CognitoAdminClient) -> (BulkAction?, [ValidationProblem]) {
        let problems = client.usernameProblems(username) + client.groupNameProblems(group)
        return (problems.isEmpty ? .addToGroup(group) : nil, problems)
    }
}
