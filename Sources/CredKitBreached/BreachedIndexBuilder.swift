// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Builds a breached-password index from the files Have I Been Pwned's downloader writes.
///
/// Add sources with ``addHashFile(at:)`` (one file of `SHA1:COUNT` lines, 40 hex digits, any case,
/// sorted or not) and ``addRangeDirectory(at:)`` (one file per five-hex-digit prefix holding
/// `SUFFIX:COUNT` lines, as the range API answers), then ``write(to:)``.
///
/// Memory stays bounded whatever the corpus: hashes are kept as 8-byte keys in 256 buckets by their
/// first byte, spilled to a temporary directory beside the output past ``spillThreshold``, and the
/// filter is built one shard of at most ``maximumShardSize`` hashes at a time (about 34 bytes per
/// hash of that shard while it is built).
public final class BreachedIndexBuilder {
    /// Hashes seen fewer times are left out.
    public let minimumCount: Int
    /// Keys kept in memory before the buckets are appended to temporary files.
    public var spillThreshold = 32 << 20
    /// The most hashes one shard's filter is built from.
    public var maximumShardSize = 16 << 20
    /// Called every 65,536 source lines and after each shard.
    public var progress: ((BreachedIndexBuildProgress) -> Void)?

    private var buckets = [[UInt64]](repeating: [], count: 256)
    private var inMemory = 0
    private var spillDirectory: String?
    private var spilledCounts = [Int](repeating: 0, count: 256)
    private var state = BreachedIndexBuildProgress()
    private let workDirectory: String

    /// A builder.
    /// - Parameters:
    ///   - minimumCount: leave out hashes seen fewer times (at least 1).
    ///   - workDirectory: where spilled buckets go (a hidden directory is made and removed there).
    public init(minimumCount: Int = 1, workDirectory: String = ".") {
        self.minimumCount = max(minimumCount, 1)
        self.workDirectory = workDirectory
    }

    deinit {
        removeSpillDirectory()
    }

    /// The total size of the sources, so progress can show a percentage (optional).
    public func expectBytes(_ count: Int) {
        state.totalBytes += count
    }

    /// Reads a file of `SHA1:COUNT` lines, or of bare 40-hex-digit SHA-1 lines (a hash list without
    /// counts, such as one's own breach corpus: each counts once, so it needs a minimum count of 1).
    /// - Parameter path: the file.
    /// - Throws: ``BreachedPasswordError`` naming the file, line and column of a malformed line.
    public func addHashFile(at path: String) throws(BreachedPasswordError) {
        try readLines(path: path) { line, number throws(BreachedPasswordError) in
            if line.count == 40 || (line.count == 41 && line[40] == 0x0D) {
                var key: UInt64 = 0
                for index in 0..<40 {
                    let value = HexTable.value(line[index])
                    guard value < 16 else { throw Self.hexError(path, number, line, index) }
                    if index < 16 { key = key << 4 | UInt64(value) }
                }
                guard self.minimumCount <= 1 else {
                    throw Self.lineError(path, number, column: 41, .breachedProblemNoCount)
                }
                try self.add(key: key, count: 1)
                return
            }
            guard line.count > 41, line[40] == UInt8(ascii: ":") else {
                throw Self.lineError(path, number, column: Self.firstBadColumn(line, hexDigits: 40), .breachedProblemHashLine)
            }
            var key: UInt64 = 0
            for index in 0..<40 {
                let value = HexTable.value(line[index])
                guard value < 16 else { throw Self.hexError(path, number, line, index) }
                if index < 16 { key = key << 4 | UInt64(value) }
            }
            try self.add(key: key, count: Self.count(line, from: 41, path: path, number: number))
        }
    }

    /// Reads a directory of range files named `XXXXX` or `XXXXX.txt` (five hex digits, any case)
    /// holding `SUFFIX:COUNT` lines. Hidden entries (names starting with a dot) are skipped; any other
    /// name is an error.
    /// - Parameter path: the directory.
    /// - Throws: ``BreachedPasswordError`` naming the file and line of what is wrong.
    public func addRangeDirectory(at path: String) throws(BreachedPasswordError) {
        guard let names = Self.visibleEntries(of: path) else { throw .system(.unreadable, file: path, errno: errno) }
        for name in names {
            let file = path.hasSuffix("/") ? path + name : path + "/" + name
            guard let prefix = Self.rangePrefix(name) else {
                throw BreachedPasswordError(.invalidSource, .breachedReasonRangeFileName, ["file": file])
            }
            try addRangeFile(at: file, prefix: prefix)
        }
    }

    /// The names in a directory that do not start with a dot, sorted; `nil` (with `errno` set) when
    /// it cannot be opened.
    package static func visibleEntries(of path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// Reads one range file: `SUFFIX:COUNT` lines for the given five-hex-digit prefix.
    /// - Parameters:
    ///   - path: the file.
    ///   - prefix: the range's first 20 bits (0 to 0xFFFFF).
    /// - Throws: ``BreachedPasswordError`` naming the line of a malformed entry.
    public func addRangeFile(at path: String, prefix: Int) throws(BreachedPasswordError) {
        let top = UInt64(prefix & 0xFFFFF) << 44
        try readLines(path: path) { line, number throws(BreachedPasswordError) in
            guard line.count > 36, line[35] == UInt8(ascii: ":") else {
                throw Self.lineError(path, number, column: Self.firstBadColumn(line, hexDigits: 35), .breachedProblemSuffixLine)
            }
            var key: UInt64 = 0
            for index in 0..<35 {
                let value = HexTable.value(line[index])
                guard value < 16 else { throw Self.hexError(path, number, line, index) }
                if index < 11 { key = key << 4 | UInt64(value) }
            }
            try self.add(key: top | key, count: Self.count(line, from: 36, path: path, number: number))
        }
    }

    /// Adds one hash (its first 64 bits) seen `count` times.
    /// - Parameters:
    ///   - digest: the SHA-1.
    ///   - count: times seen; below ``minimumCount`` it is left out.
    public func add(_ digest: SHA1Digest, count: Int) throws(BreachedPasswordError) {
        state.linesRead += 1
        try add(key: digest.high, count: UInt64(max(count, 0)))
    }

    private func add(key: UInt64, count: UInt64) throws(BreachedPasswordError) {
        guard count >= UInt64(minimumCount) else {
            state.linesBelowMinimum += 1
            return
        }
        buckets[Int(key >> 56)].append(key)
        inMemory += 1
        if inMemory >= spillThreshold { try spill() }
    }

    // MARK: - Writing

    /// Builds the filters and writes the index, atomically (a temporary file renamed over `path`).
    /// - Parameter path: the output file.
    /// - Returns: what was written.
    /// - Throws: ``BreachedPasswordError`` when a file cannot be written or read back.
    @discardableResult
    public func write(to path: String) throws(BreachedPasswordError) -> BreachedIndexInfo {
        let total = inMemory + spilledCounts.reduce(0, +)
        var shardBits = 0
        while shardBits < 8 && (total >> shardBits) > maximumShardSize { shardBits += 1 }
        let shardCount = 1 << shardBits
        let dataOffset = BreachedIndexHeader.dataOffset(shardCount: shardCount)

        let (temporary, descriptor) = try Self.createTemporary(beside: path)
        var succeeded = false
        defer {
            _ = LibC.close(descriptor)
            if !succeeded { unlink(temporary) }
        }
        let writer = ChecksummedWriter(descriptor: descriptor, path: temporary, offset: dataOffset)
        var header = BreachedIndexHeader(
            entryCount: 0, minimumCount: UInt64(minimumCount), shardBits: UInt32(shardBits), dataOffset: UInt64(dataOffset),
            dataLength: 0, checksumsOffset: 0, fileLength: 0, linesRead: UInt64(state.linesRead),
            linesBelowMinimum: UInt64(state.linesBelowMinimum), shards: [])
        var seeds = SplitMix64(seed: 0x434B_4252_4541_4348)
        var firstSlot: UInt64 = 0
        let bucketsPerShard = 256 / shardCount
        for shard in 0..<shardCount {
            var keys = try takeKeys(buckets: shard * bucketsPerShard..<(shard + 1) * bucketsPerShard)
            keys.sort()
            keys.removeAdjacentDuplicates()
            let (layout, fingerprints): (BinaryFuseLayout, [UInt16])
            do {
                (layout, fingerprints) = try BinaryFuseBuilder.build(keys: keys, seeds: &seeds)
            } catch {
                throw BreachedPasswordError(
                    .unwritable, .breachedReasonConstruction, ["file": path, "attempts": String(error.attempts)])
            }
            header.shards.append(.init(layout: layout, keyCount: UInt64(keys.count), firstSlot: firstSlot))
            header.entryCount += UInt64(keys.count)
            firstSlot += UInt64(fingerprints.count)
            // Little-endian on every platform credkit builds for.
            try writer.write(fingerprints)
            state.shardsBuilt = shard + 1
            state.shardCount = shardCount
            progress?(state)
        }
        let checksums = try writer.finish()
        header.dataLength = firstSlot * 2
        header.checksumsOffset = UInt64(dataOffset) + header.dataLength
        header.fileLength = header.checksumsOffset + UInt64(checksums.count * 8)
        try Self.writeAll(descriptor, checksums, at: Int(header.checksumsOffset), path: temporary)
        var head = header.encoded()
        head += [UInt8](repeating: 0, count: dataOffset - head.count)
        try Self.writeAll(descriptor, head, at: 0, path: temporary)
        guard fsync(descriptor) == 0 else { throw .system(.unwritable, file: temporary, errno: errno) }
        guard rename(temporary, path) == 0 else { throw .system(.unwritable, file: path, errno: errno) }
        succeeded = true
        removeSpillDirectory()
        return BreachedIndexInfo(
            entryCount: Int(header.entryCount), minimumCount: minimumCount, byteCount: Int(header.fileLength),
            shardCount: shardCount, linesRead: state.linesRead, linesBelowMinimum: state.linesBelowMinimum)
    }

    /// A new file beside `path` for the index to be written to, then renamed over `path`: a name no
    /// one can guess (`PATH.tmp-PID-RANDOM`), created exclusively and never through a symbolic
    /// link, so whoever can write the folder cannot make the build overwrite another file.
    /// - Returns: the file's path and its open descriptor.
    static func createTemporary(beside path: String) throws(BreachedPasswordError) -> (String, Int32) {
        var attempts = 0
        while true {
            let temporary = path + ".tmp-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (temporary, descriptor) }
            attempts += 1
            guard errno == EEXIST, attempts < 8 else { throw .system(.unwritable, file: temporary, errno: errno) }
        }
    }

    private func takeKeys(buckets range: Range<Int>) throws(BreachedPasswordError) -> [UInt64] {
        var count = 0
        for bucket in range { count += buckets[bucket].count + spilledCounts[bucket] }
        var keys = [UInt64]()
        keys.reserveCapacity(count)
        for bucket in range {
            if spilledCounts[bucket] > 0, let directory = spillDirectory {
                let file = directory + "/" + String(bucket)
                let bytes: [UInt8]
                do {
                    bytes = try FileBytes.read(file, limit: spilledCounts[bucket] * 8)
                } catch {
                    throw BreachedPasswordError(.unreadable, .breachedReasonSystem, ["file": file], problem: error.reason)
                }
                bytes.withUnsafeBytes { raw in
                    for offset in stride(from: 0, to: raw.count, by: 8) {
                        keys.append(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                    }
                }
            }
            keys += buckets[bucket]
            buckets[bucket] = []
        }
        return keys
    }

    private func spill() throws(BreachedPasswordError) {
        if spillDirectory == nil {
            var template = Array((workDirectory + "/.credkit-build-XXXXXX").utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw .system(.unwritable, file: workDirectory, errno: errno)
            }
            spillDirectory = String(cString: made)
        }
        let directory = spillDirectory!
        for bucket in 0..<256 where !buckets[bucket].isEmpty {
            let file = directory + "/" + String(bucket)
            let descriptor = open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw .system(.unwritable, file: file, errno: errno) }
            defer { _ = LibC.close(descriptor) }
            let keys = buckets[bucket].map(\.littleEndian)
            try Self.writeAll(descriptor, keys, at: nil, path: file)
            spilledCounts[bucket] += keys.count
            buckets[bucket].removeAll(keepingCapacity: false)
        }
        inMemory = 0
    }

    private func removeSpillDirectory() {
        guard let directory = spillDirectory else { return }
        for bucket in 0..<256 { unlink(directory + "/" + String(bucket)) }
        rmdir(directory)
        spillDirectory = nil
    }

    // MARK: - Reading sources

    private func readLines(
        path: String, _ body: (UnsafeBufferPointer<UInt8>, Int) throws(BreachedPasswordError) -> Void
    ) throws(BreachedPasswordError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(.unreadable, file: path, errno: errno) }
        defer { _ = LibC.close(descriptor) }
        let reader = LineReader(descriptor: descriptor, bufferSize: 1 << 20, maximumLineLength: 4096)
        var number = 0
        var startBytes = 0
        var failure: BreachedPasswordError?
        do {
            while try reader.readLine({ line in
                guard failure == nil else { return }
                number += 1
                state.linesRead += 1
                do throws(BreachedPasswordError) {
                    try body(line, number)
                } catch {
                    failure = error
                }
            }) {
                if let failure { throw failure }
                if number & 0xFFFF == 0 {
                    state.bytesRead += reader.bytesRead - startBytes
                    startBytes = reader.bytesRead
                    progress?(state)
                }
            }
        } catch let error as BreachedPasswordError {
            throw error
        } catch let error as LineReaderError {
            throw .system(.unreadable, file: path, errno: error.errno)
        } catch {
            throw BreachedPasswordError(
                .unreadable, .breachedReasonSystem, ["file": path], problem: LocalizedText(verbatim: "\(error)"))
        }
        if let failure { throw failure }
        state.bytesRead += reader.bytesRead - startBytes
        progress?(state)
    }

    private static func count(
        _ line: UnsafeBufferPointer<UInt8>, from start: Int, path: String, number: Int
    ) throws(BreachedPasswordError) -> UInt64 {
        var value: UInt64 = 0
        for index in start..<line.count {
            let digit = line[index] &- 0x30
            guard digit < 10, value <= (UInt64(Int64.max) - UInt64(digit)) / 10 else {
                throw lineError(path, number, column: index + 1, .breachedProblemCount)
            }
            value = value * 10 + UInt64(digit)
        }
        return value
    }

    static func rangePrefix(_ name: String) -> Int? {
        var stem = Substring(name)
        if stem.lowercased().hasSuffix(".txt") { stem = stem.dropLast(4) }
        guard stem.utf8.count == 5 else { return nil }
        var value = 0
        for byte in stem.utf8 {
            let digit = HexTable.value(byte)
            guard digit < 16 else { return nil }
            value = value << 4 | Int(digit)
        }
        return value
    }

    private static func firstBadColumn(_ line: UnsafeBufferPointer<UInt8>, hexDigits: Int) -> Int {
        var index = 0
        while index < min(line.count, hexDigits) && HexTable.value(line[index]) < 16 { index += 1 }
        if index == hexDigits && index < line.count && line[index] == UInt8(ascii: ":") { index += 1 }
        return index + 1
    }

    private static func lineError(_ path: String, _ line: Int, column: Int, _ problem: BreachedTextKey) -> BreachedPasswordError {
        BreachedPasswordError(
            .invalidSource, .breachedReasonSourceLine, ["file": path, "line": String(line), "column": String(column)],
            problem: LocalizedText(key: problem))
    }

    private static func hexError(
        _ path: String, _ line: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int
    ) -> BreachedPasswordError {
        let byte = bytes[index]
        let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
        return BreachedPasswordError(
            .invalidSource, .breachedReasonSourceLine, ["file": path, "line": String(line), "column": String(index + 1)],
            problem: LocalizedText(key: .breachedProblemHexDigit, arguments: ["character": shown]))
    }

    /// Writes all of `elements`' bytes at `offset` (or appending), retrying short writes.
    static func writeAll<Element>(
        _ descriptor: Int32, _ elements: [Element], at offset: Int?, path: String
    ) throws(BreachedPasswordError) {
        let failure: Int32 = elements.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let written =
                    if let offset {
                        pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                    } else {
                        LibC.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                    }
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += written
            }
            return 0
        }
        if failure != 0 { throw .system(.unwritable, file: path, errno: failure) }
    }
}

/// How far a build has come.
public struct BreachedIndexBuildProgress: Sendable, Hashable {
    /// Source lines read.
    public var linesRead = 0
    /// Lines left out for a count below the minimum.
    public var linesBelowMinimum = 0
    /// Source bytes read.
    public var bytesRead = 0
    /// The sources' total size, when given with ``BreachedIndexBuilder/expectBytes(_:)`` (else 0).
    public var totalBytes = 0
    /// Shards whose filter is written, once reading is done.
    public var shardsBuilt = 0
    /// Shards in the index (known once reading is done).
    public var shardCount = 0
}

/// Writes the data section in order and checksums it in fixed blocks as it goes.
private final class ChecksummedWriter {
    let descriptor: Int32
    let path: String
    var offset: Int
    var pending: [UInt8] = []
    var checksums: [UInt64] = []

    init(descriptor: Int32, path: String, offset: Int) {
        self.descriptor = descriptor
        self.path = path
        self.offset = offset
        pending.reserveCapacity(BreachedIndexHeader.blockSize)
    }

    func write(_ slots: [UInt16]) throws(BreachedPasswordError) {
        let bytes = slots.withUnsafeBytes { Array($0) }
        var index = 0
        while index < bytes.count {
            let take = min(BreachedIndexHeader.blockSize - pending.count, bytes.count - index)
            pending += bytes[index..<index + take]
            index += take
            if pending.count == BreachedIndexHeader.blockSize { try flush() }
        }
    }

    private func flush() throws(BreachedPasswordError) {
        guard !pending.isEmpty else { return }
        checksums.append(pending.withUnsafeBytes { Checksum64.hash($0) }.littleEndian)
        try BreachedIndexBuilder.writeAll(descriptor, pending, at: offset, path: path)
        offset += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    func finish() throws(BreachedPasswordError) -> [UInt64] {
        try flush()
        return checksums
    }
}

/// Hex digit values by byte (16 and up: not a hex digit).
enum HexTable {
    static let values: [UInt8] = (0..<256).map { SHA1Digest.hexValue(UInt8($0)) }

    @inline(__always)
    static func value(_ byte: UInt8) -> UInt8 {
        values.withUnsafeBufferPointer { $0[Int(byte)] }
    }
}

extension Array where Element: Equatable {
    /// Removes consecutive repeats (a sorted array becomes its distinct values).
    mutating func removeAdjacentDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        withUnsafeMutableBufferPointer { elements in
            for index in 1..<elements.count where elements[index] != elements[kept - 1] {
                elements[kept] = elements[index]
                kept += 1
            }
        }
        removeLast(count - kept)
    }
}
