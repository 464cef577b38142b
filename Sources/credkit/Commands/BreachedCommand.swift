// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore

/// `credkit breached`: the offline Pwned Passwords index that `check`, `strength` and the Cognito
/// pre-flight consult with `--breached INDEX`.
struct BreachedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breached", abstract: Console.help(.helpBreached), discussion: Console.help(.helpBreachedDiscussion),
        subcommands: [BreachedCheckCommand.self, BreachedBuildIndexCommand.self, BreachedInfoCommand.self])
}

/// `credkit breached build-index --output INDEX SOURCE…`.
struct BreachedBuildIndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-index", abstract: Console.help(.helpBreachedBuild),
        discussion: Console.help(.helpBreachedBuildDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedOutput), valueName: "path"), completion: .file())
    var output: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMinimumCount), valueName: "n"))
    var minimumCount = 1

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: OutputFormat.valueName))
    var format: OutputFormat = .text

    @Argument(help: ArgumentHelp(Console.help(.helpOptionBreachedSources), valueName: "source"), completion: .file())
    var sources: [String]

    @OptionGroup var common: CommonOptions

    func run() throws {
        let language = Console.language
        guard minimumCount >= 1 else {
            throw CLIFailure(
                message: CLITexts.string(.breachedMinimumCountRange, in: language, ["value": String(minimumCount)]))
        }
        guard !sources.isEmpty else { throw CLIFailure(message: CLITexts.string(.breachedNoSources, in: language)) }
        var kinds: [(String, Bool)] = []
        var totalBytes = 0
        for source in sources {
            var info = stat()
            guard stat(source, &info) == 0 else {
                throw CLIFailure(
                    message: BreachedPasswordError.system(.unreadable, file: source, errno: errno).message(in: language))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                kinds.append((source, false))
                totalBytes += Int(info.st_size)
            case S_IFDIR:
                kinds.append((source, true))
                totalBytes += Self.directoryBytes(source)
            default:
                throw CLIFailure(
                    message: BreachedPasswordError(.unreadable, .breachedReasonSourceKind, ["file": source]).message(
                        in: language))
            }
        }
        let directory = output.contains("/") ? String(output[..<output.lastIndex(of: "/")!]) : "."
        let builder = BreachedIndexBuilder(minimumCount: minimumCount, workDirectory: directory.isEmpty ? "/" : directory)
        builder.expectBytes(totalBytes)
        let start = Clock.now()
        var progress = BuildProgressLine(start: start)
        if Console.isTerminal(2) {
            builder.progress = { progress.update($0) }
        }
        let info: BreachedIndexInfo
        do {
            for (source, isDirectory) in kinds {
                if isDirectory {
                    try builder.addRangeDirectory(at: source)
                } else {
                    try builder.addHashFile(at: source)
                }
            }
            info = try builder.write(to: output)
        } catch {
            progress.finish()
            throw CLIFailure(message: error.message(in: language))
        }
        progress.finish()
        let seconds = Clock.now() - start
        BreachedIndexReport(path: output, info: info, seconds: seconds).write(format: format, language: language)
    }

    /// The regular files' bytes in a range directory, for the progress percentage.
    static func directoryBytes(_ path: String) -> Int {
        var total = 0
        for name in BreachedIndexBuilder.visibleEntries(of: path) ?? [] {
            var info = stat()
            if stat(path + "/" + name, &info) == 0 { total += Int(info.st_size) }
        }
        return total
    }
}

/// `credkit breached info INDEX [--verify]`.
struct BreachedInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "info", abstract: Console.help(.helpBreachedInfo))

    @Argument(help: ArgumentHelp(Console.help(.helpOptionBreachedIndex), valueName: "index"), completion: .file())
    var index: String

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionBreachedVerify)))
    var verify = false

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionFormat), valueName: OutputFormat.valueName))
    var format: OutputFormat = .text

    @OptionGroup var common: CommonOptions

    func run() throws {
        let language = Console.language
        do {
            let opened = try BreachedPasswordIndex(path: index)
            if verify { try opened.verify() }
            BreachedIndexReport(path: index, info: opened.info, seconds: nil, verified: verify ? true : nil).write(
                format: format, language: language)
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
    }
}

/// What `build-index` and `info` print.
struct BreachedIndexReport {
    var path: String
    var info: BreachedIndexInfo
    var seconds: Double?
    var verified: Bool?

    func write(format: OutputFormat, language: Language) {
        let output = OutputBuffer(descriptor: 1)
        switch format {
        case .json:
            var object = JSONObjectWriter(into: output)
            object.string("index", path)
            object.int("entries", info.entryCount)
            object.int("bytes", info.byteCount)
            object.number("bytesPerEntry", literal: NumberText.fixed(info.bytesPerEntry, places: 3, in: .english))
            object.number("falsePositiveRate", literal: "\(BreachedIndexInfo.falsePositiveRate)")
            object.int("minimumCount", info.minimumCount)
            object.int("linesRead", info.linesRead)
            object.int("linesBelowMinimum", info.linesBelowMinimum)
            object.int("shards", info.shardCount)
            if let seconds { object.number("seconds", literal: NumberText.fixed(seconds, places: 3, in: .english)) }
            if let verified { object.bool("verified", verified) }
            object.end(newline: true)
        case .text:
            var lines = [
                CLITexts.string(.breachedReportIndex, in: language, ["path": path]),
                CLITexts.string(
                    .breachedReportEntries, in: language,
                    ["entries": Display.grouped(info.entryCount), "lines": Display.grouped(info.linesRead)])
                    + (info.linesBelowMinimum == 0
                        ? ""
                        : CLITexts.string(
                            .breachedReportBelowMinimum, in: language,
                            ["below": Display.grouped(info.linesBelowMinimum), "minimum": String(info.minimumCount)])),
                CLITexts.string(
                    .breachedReportSize, in: language,
                    [
                        "bytes": Display.grouped(info.byteCount),
                        "perEntry": NumberText.fixed(info.bytesPerEntry, places: 2, in: language),
                        "shards": String(info.shardCount),
                    ]),
                CLITexts.string(.breachedReportFalsePositives, in: language),
            ]
            if let seconds {
                let perHash = info.linesRead > 0 ? seconds * 1e6 / Double(info.linesRead) : 0
                lines.append(
                    CLITexts.string(
                        .breachedReportTime, in: language,
                        [
                            "seconds": NumberText.fixed(seconds, places: 1, in: language),
                            "perHash": NumberText.fixed(perHash, places: 2, in: language),
                        ]))
            }
            if verified == true { lines.append(CLITexts.string(.breachedReportVerified, in: language)) }
            output.append(lines.joined(separator: "\n") + "\n")
        }
        try? output.flush()
    }
}

/// The build's progress on standard error: hashes read, rate and percentage, then the filters.
struct BuildProgressLine {
    private var line: ProgressLine

    init(start: Double) {
        line = ProgressLine(start: start, drawsAtOnce: true)
    }

    mutating func update(_ state: BreachedIndexBuildProgress) {
        let start = line.start
        line.update(force: state.shardsBuilt == state.shardCount && state.shardCount > 0) { now in
            let language = Console.language
            if state.shardCount > 0 {
                return CLITexts.string(
                    .breachedProgressShards, in: language,
                    ["done": String(state.shardsBuilt), "total": String(state.shardCount)])
            }
            let rate = Double(state.linesRead) / max(now - start, 1e-9)
            let percent = state.totalBytes > 0 ? min(100, state.bytesRead * 100 / state.totalBytes) : 0
            return CLITexts.string(
                .breachedProgressRead, in: language,
                ["done": Display.grouped(state.linesRead), "rate": Display.grouped(Int(rate)), "percent": String(percent)])
        }
    }

    func finish() { line.finish() }
}
