// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto
import Foundation
import Testing

@testable import CredKitBreached

/// Generated Pwned Passwords data: known passwords with counts, and random hashes around them.
struct PwnedFixture {
    let known: [(password: String, count: Int)]
    let randomHashes: [(SHA1Digest, Int)]
    let directory: String

    init(randomCount: Int, seed: UInt64 = 17) throws {
        var random = SplitMix64(seed: seed)
        known = (0..<2_000).map { index in ("known-password-\(index)", index % 50 + 1) }
        randomHashes = (0..<randomCount).map { _ in
            (
                SHA1Digest(high: random.next(), middle: random.next(), low: UInt32(truncatingIfNeeded: random.next())),
                Int(random.next() % 1_000) + 1
            )
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-pwned-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    var all: [(SHA1Digest, Int)] { known.map { (SHA1Digest(hashing: $0.password), $0.count) } + randomHashes }

    /// One `SHA1:COUNT` file, lower case for odd lines, CRLF line ends, unsorted.
    func writeHashFile() throws -> String {
        var text = ""
        for (index, entry) in all.enumerated() {
            let hex = index % 2 == 0 ? entry.0.hexString : entry.0.hexString.lowercased()
            text += "\(hex):\(entry.1)\r\n"
        }
        let path = directory + "/pwnedpasswords.txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// One file per prefix, as the downloader writes them, with padding lines (count 0).
    func writeRangeDirectory() throws -> String {
        let ranges = directory + "/ranges"
        try FileManager.default.createDirectory(atPath: ranges, withIntermediateDirectories: true)
        var byPrefix: [String: [String]] = [:]
        for entry in all {
            byPrefix[entry.0.rangePrefixHex, default: []].append("\(entry.0.suffixHex):\(entry.1)")
        }
        for (prefix, lines) in byPrefix {
            let padded = lines + ["0123456789ABCDEF0123456789ABCDEF012:0"]
            try (padded.sorted().joined(separator: "\n") + "\n").write(
                toFile: ranges + "/" + prefix + ".txt", atomically: true, encoding: .utf8)
        }
        try "ignored".write(toFile: ranges + "/.DS_Store", atomically: true, encoding: .utf8)
        return ranges
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

@Suite("SHA-1 for Pwned Passwords")
struct SHA1Tests {
    @Test(
        "FIPS 180 examples and the best-known breached password",
        arguments: [
            ("", "DA39A3EE5E6B4B0D3255BFEF95601890AFD80709"),
            ("abc", "A9993E364706816ABA3E25717850C26C9CD0D89D"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983E441C3BD26EBAAE4AA1F95129E5E54670F1"),
            ("password", "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8"),
        ])
    func vectors(message: String, expected: String) {
        #expect(SHA1Digest(hashing: message).hexString == expected)
        #expect(SHA1Digest(hex: expected.lowercased()) == SHA1Digest(hashing: message))
    }

    @Test("FIPS 180's million a's: 15,625 blocks")
    func millionA() {
        let digest = SHA1Digest(hashing: String(repeating: "a", count: 1_000_000))
        #expect(digest.hexString == "34AA973CD4C4DAA4F61EEB2BDBAD27316534016F")
    }

    @Test("Every length from 0 to 300 bytes agrees with swift-crypto (block and padding boundaries)")
    func lengths() {
        var random = SplitMix64(seed: 5)
        for length in 0...300 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let ours = bytes.withUnsafeBufferPointer { SHA1Digest(hashing: $0) }
            let software = bytes.withUnsafeBufferPointer { SHA1.softwareDigest($0) }
            let theirs = Insecure.SHA1.hash(data: bytes).map { String(format: "%02X", $0) }.joined()
            #expect(ours.hexString == theirs, "length \(length)")
            #expect(software.hexString == theirs, "length \(length), Swift rounds")
            if SHA1.usesHardware {
                let hardware = bytes.withUnsafeBufferPointer { SHA1.hardwareDigest($0) }
                #expect(hardware.hexString == theirs, "length \(length), SHA extensions")
            }
        }
    }

    @Test("The prefix and suffix the range API uses")
    func rangeParts() throws {
        let digest = SHA1Digest(hashing: "password")
        #expect(digest.rangePrefixHex == "5BAA6")
        #expect(digest.rangePrefix == 0x5BAA6)
        #expect(digest.suffixHex == "1E4C9B93F3F0682250B6CF8331B7EE68FD8")
        #expect(SHA1Digest(hex: "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD") == nil)
        #expect(SHA1Digest(hex: "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FDG") == nil)
    }
}

@Suite("Breached-password index")
struct BreachedIndexTests {
    /// A crafted header: `patch` changes fields of a real index's bytes, then the header checksum
    /// is fixed up as anyone can (it is not keyed).
    static func crafted(_ patch: (inout [UInt8]) -> Void) throws -> (PwnedFixture, String) {
        let fixture = try PwnedFixture(randomCount: 1_000)
        let builder = BreachedIndexBuilder(workDirectory: fixture.directory)
        try builder.addHashFile(at: fixture.writeHashFile())
        let path = fixture.directory + "/crafted.ckbi"
        try builder.write(to: path)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        patch(&bytes)
        let tableEnd = BreachedIndexHeader.size + BreachedIndexHeader.shardEntrySize
        let checksum = bytes.withUnsafeBytes { raw in
            Checksum64.hash(
                UnsafeRawBufferPointer(rebasing: raw[0..<120]),
                continuing: Checksum64.hash(UnsafeRawBufferPointer(rebasing: raw[BreachedIndexHeader.size..<tableEnd])))
        }
        Self.put(checksum, at: 120, in: &bytes)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (fixture, path)
    }

    static func put(_ value: UInt64, at offset: Int, in bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
    }

    static func field(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    @Test(
        "A crafted header with a valid checksum is refused naming the field (it used to trap every command)",
        arguments: ["minimum count", "lines read", "lines below minimum", "entry count", "data length"])
    func craftedHeader(field: String) throws {
        let (fixture, path) = try Self.crafted { bytes in
            switch field {
            case "minimum count": Self.put(.max, at: 24, in: &bytes)
            case "lines read": Self.put(.max, at: 80, in: &bytes)
            case "lines below minimum": Self.put(.max - 1, at: 88, in: &bytes)
            case "entry count":
                // The one shard's key count and the total agree, far above Int.max.
                Self.put(.max, at: 16, in: &bytes)
                Self.put(.max, at: BreachedIndexHeader.size + 8, in: &bytes)
            default:
                // data offset + data length wraps around to a checksums offset of 0.
                let offset = Self.field(bytes, 48)
                Self.put(0 &- offset, at: 56, in: &bytes)
                Self.put(0, at: 64, in: &bytes)
            }
        }
        defer { fixture.remove() }
        do {
            let index = try BreachedPasswordIndex(path: path)
            Issue.record("opened: \(index.info)")
        } catch {
            #expect(error.code == .corrupt)
            #expect(error.message(in: .english).contains("\(path): the header's \(field) is out of range"), "\(error)")
        }
    }

    @Test("A symbolic link planted where the old temporary name was (OUTPUT.tmp-PID) is not followed")
    func plantedTemporaryLink() throws {
        let fixture = try PwnedFixture(randomCount: 1_000)
        defer { fixture.remove() }
        let victim = fixture.directory + "/victim.txt"
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: victim))
        let output = fixture.directory + "/index.ckbi"
        // Before the fix the builder opened exactly this name with O_CREAT|O_TRUNC, then renamed it.
        try FileManager.default.createSymbolicLink(atPath: output + ".tmp-\(getpid())", withDestinationPath: victim)
        let builder = BreachedIndexBuilder(workDirectory: fixture.directory)
        try builder.addHashFile(at: fixture.writeHashFile())
        try builder.write(to: output)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: output)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try BreachedPasswordIndex(path: output).info.entryCount == 1_000 + fixture.known.count)
        // The temporary is created exclusively and never through a link, even under a guessed name.
        let (name, descriptor) = try BreachedIndexBuilder.createTemporary(beside: output)
        close(descriptor)
        #expect(name.hasPrefix(output + ".tmp-\(getpid())-") && name.count > output.count + 10)
        unlink(name)
    }

    @Test("Built from one hash file: every known password found, absent ones at the design false-positive rate")
    func hashFile() throws {
        let fixture = try PwnedFixture(randomCount: 200_000)
        defer { fixture.remove() }
        let builder = BreachedIndexBuilder(workDirectory: fixture.directory)
        try builder.addHashFile(at: fixture.writeHashFile())
        let output = fixture.directory + "/index.ckbi"
        let built = try builder.write(to: output)
        #expect(built.entryCount == 202_000)
        #expect(built.linesRead == 202_000)
        #expect(built.shardCount == 1)

        let index = try BreachedPasswordIndex(path: output)
        #expect(index.info == built)
        #expect(index.info.bytesPerEntry < 2.5)
        let lookup = index.makeLookup()
        for entry in fixture.all {
            #expect(lookup.lookup(entry.0) == .breached(count: nil))
        }
        for (password, _) in fixture.known.prefix(10) {
            #expect(index.contains(password: password))
        }
        // 1,000,000 passwords that are not in the index: 2⁻¹⁶ predicts 15.3 false positives. A
        // binomial count beyond 40 has probability below 10⁻⁸ for a correct filter.
        var falsePositives = 0
        var password = Array("absent-0000000".utf8)
        for number in 0..<1_000_000 {
            var value = number
            for position in stride(from: password.count - 1, through: 7, by: -1) {
                password[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            let digest = password.withUnsafeBufferPointer { SHA1Digest(hashing: $0) }
            if case .breached = lookup.lookup(digest) { falsePositives += 1 }
        }
        #expect(falsePositives <= 40, "\(falsePositives) false positives in 1,000,000")
        #expect(falsePositives >= 2, "\(falsePositives) false positives: suspiciously few for 16-bit fingerprints")
    }

    @Test("Built from a directory of range files: the same hashes, padding and hidden files ignored")
    func rangeDirectory() throws {
        let fixture = try PwnedFixture(randomCount: 20_000)
        defer { fixture.remove() }
        let fromFile = BreachedIndexBuilder(workDirectory: fixture.directory)
        try fromFile.addHashFile(at: fixture.writeHashFile())
        try fromFile.write(to: fixture.directory + "/file.ckbi")
        let fromRanges = BreachedIndexBuilder(workDirectory: fixture.directory)
        try fromRanges.addRangeDirectory(at: fixture.writeRangeDirectory())
        let info = try fromRanges.write(to: fixture.directory + "/ranges.ckbi")
        #expect(info.entryCount == 22_000)
        // The padding lines (count 0) are below any minimum count.
        #expect(info.linesBelowMinimum == info.linesRead - 22_000)
        // Same keys, same seeds: the same filter, byte for byte after the header.
        let a = try Data(contentsOf: URL(fileURLWithPath: fixture.directory + "/file.ckbi"))
        let b = try Data(contentsOf: URL(fileURLWithPath: fixture.directory + "/ranges.ckbi"))
        #expect(a.count == b.count)
        #expect(a.dropFirst(128) == b.dropFirst(128))
        let lookup = try BreachedPasswordIndex(path: fixture.directory + "/ranges.ckbi").makeLookup()
        for entry in fixture.all {
            #expect(lookup.lookup(entry.0) == .breached(count: nil))
        }
    }

    @Test("Minimum count, spilling to disk and several shards")
    func minimumCountAndShards() throws {
        let fixture = try PwnedFixture(randomCount: 30_000)
        defer { fixture.remove() }
        let builder = BreachedIndexBuilder(minimumCount: 25, workDirectory: fixture.directory)
        builder.spillThreshold = 4_000
        builder.maximumShardSize = 3_000
        try builder.addHashFile(at: fixture.writeHashFile())
        let info = try builder.write(to: fixture.directory + "/index.ckbi")
        let kept = fixture.all.filter { $0.1 >= 25 }
        #expect(info.entryCount == kept.count)
        #expect(info.linesBelowMinimum == fixture.all.count - kept.count)
        #expect(info.shardCount == 16)
        #expect(info.minimumCount == 25)
        // The spill directory is gone.
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.directory).filter { $0.hasPrefix(".credkit") }
        #expect(left.isEmpty)
        let index = try BreachedPasswordIndex(path: fixture.directory + "/index.ckbi")
        try index.verify()
        let lookup = index.makeLookup()
        for entry in kept {
            #expect(lookup.lookup(entry.0) == .breached(count: nil))
        }
        let missing = fixture.known.filter { $0.count < 25 }.map { SHA1Digest(hashing: $0.password) }
        let reported = missing.filter { lookup.lookup($0) != .notBreached }
        #expect(reported.count <= 2, "below-minimum passwords reported: \(reported.count) of \(missing.count)")
    }

    @Test("An empty index answers not breached")
    func empty() throws {
        let fixture = try PwnedFixture(randomCount: 0)
        defer { fixture.remove() }
        let builder = BreachedIndexBuilder(workDirectory: fixture.directory)
        let info = try builder.write(to: fixture.directory + "/empty.ckbi")
        #expect(info.entryCount == 0)
        let index = try BreachedPasswordIndex(path: fixture.directory + "/empty.ckbi")
        #expect(!index.contains(password: "password"))
    }

    @Test(
        "Malformed sources name the file, line and column",
        arguments: [
            ("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3\n5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD:3\n", "line 2, column 40"),
            ("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FZ8:3\n", "line 1, column 39: 'Z' is not a hex digit"),
            ("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3x\n", "line 1, column 43: the count is not a whole number"),
            ("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8A\n", "line 1, column 41: expected 40 hex digits"),
            ("\n", "line 1, column 1: expected 40 hex digits"),
            ("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:99999999999999999999\n", "line 1, column 60: the count"),
        ])
    func malformedHashFile(text: String, expected: String) throws {
        let fixture = try PwnedFixture(randomCount: 0)
        defer { fixture.remove() }
        let path = fixture.directory + "/bad.txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: BreachedPasswordError.self) {
            try BreachedIndexBuilder(workDirectory: fixture.directory).addHashFile(at: path)
        }
        #expect(error?.code == .invalidSource)
        #expect(error?.message(in: .english).contains("\(path), \(expected)") == true, "\(String(describing: error))")
        #expect(error?.message(in: .spanish).contains("línea") == true)
    }

    @Test("Bare 40-hex SHA-1 lines count once; under a minimum count above 1 they are named as an error")
    func bareHashes() throws {
        let fixture = try PwnedFixture(randomCount: 0)
        defer { fixture.remove() }
        let path = fixture.directory + "/bare.txt"
        try "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8\r\n7c4a8d09ca3762af61e59520943dc26494f8941b\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let builder = BreachedIndexBuilder(workDirectory: fixture.directory)
        try builder.addHashFile(at: path)
        let info = try builder.write(to: fixture.directory + "/bare.ckbi")
        #expect(info.entryCount == 2)
        let index = try BreachedPasswordIndex(path: fixture.directory + "/bare.ckbi")
        #expect(index.contains(password: "password") && index.contains(password: "123456"))
        let error = #expect(throws: BreachedPasswordError.self) {
            try BreachedIndexBuilder(minimumCount: 2, workDirectory: fixture.directory).addHashFile(at: path)
        }
        #expect(
            error?.message(in: .english).contains(
                "\(path), line 1, column 41: a hash without a count cannot meet a minimum count above 1") == true,
            "\(String(describing: error))")
    }

    @Test("A range directory with a file that is not named by a prefix, or a bad suffix line")
    func malformedRanges() throws {
        let fixture = try PwnedFixture(randomCount: 0)
        defer { fixture.remove() }
        let ranges = fixture.directory + "/ranges"
        try FileManager.default.createDirectory(atPath: ranges, withIntermediateDirectories: true)
        try "1E4C9B93F3F0682250B6CF8331B7EE68FD8:3\n".write(toFile: ranges + "/5baa6", atomically: true, encoding: .utf8)
        try "x".write(toFile: ranges + "/README", atomically: true, encoding: .utf8)
        var error = #expect(throws: BreachedPasswordError.self) {
            try BreachedIndexBuilder(workDirectory: fixture.directory).addRangeDirectory(at: ranges)
        }
        #expect(error?.message(in: .english).contains("\(ranges)/README: a range file is named by five hex digits") == true)
        try FileManager.default.removeItem(atPath: ranges + "/README")
        try "1E4C9B93F3F0682250B6CF8331B7EE68FD8 3\n".write(toFile: ranges + "/5BAA7.txt", atomically: true, encoding: .utf8)
        error = #expect(throws: BreachedPasswordError.self) {
            try BreachedIndexBuilder(workDirectory: fixture.directory).addRangeDirectory(at: ranges)
        }
        #expect(
            error?.message(in: .english).contains("\(ranges)/5BAA7.txt, line 1, column 36: expected 35 hex digits") == true,
            "\(String(describing: error))")
        let builder = BreachedIndexBuilder(workDirectory: fixture.directory)
        try builder.addRangeFile(at: ranges + "/5baa6", prefix: 0x5BAA6)
        try builder.write(to: fixture.directory + "/one.ckbi")
        #expect(try BreachedPasswordIndex(path: fixture.directory + "/one.ckbi").contains(password: "password"))
    }

    @Test("A truncated, damaged, foreign or newer file is an error, never an answer")
    func damagedFiles() throws {
        let fixture = try PwnedFixture(randomCount: 50_000)
        defer { fixture.remove() }
        let builder = BreachedIndexBuilder(workDirectory: fixture.directory)
        try builder.addHashFile(at: fixture.writeHashFile())
        let good = fixture.directory + "/good.ckbi"
        try builder.write(to: good)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: good)))

        func code(of modified: [UInt8]) -> BreachedPasswordError.Code? {
            let path = fixture.directory + "/modified.ckbi"
            _ = FileManager.default.createFile(atPath: path, contents: Data(modified))
            do {
                _ = try BreachedPasswordIndex(path: path)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code(of: Array(bytes.dropLast(1))) == .truncated)
        #expect(code(of: Array(bytes.prefix(100))) == .truncated)
        #expect(code(of: bytes + [0]) == .corrupt)
        #expect(code(of: Array("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3\n".utf8)) == .notAnIndex)
        #expect(code(of: []) == .notAnIndex)
        var newer = bytes
        newer[8] = 2
        #expect(code(of: newer) == .unsupportedVersion)
        for offset in [16, 24, 33, 48, 72, 130, 140] {
            var damaged = bytes
            damaged[offset] ^= 0x40
            #expect(code(of: damaged) == .corrupt, "byte \(offset)")
        }
        let missing = #expect(throws: BreachedPasswordError.self) {
            try BreachedPasswordIndex(path: fixture.directory + "/absent.ckbi")
        }
        #expect(missing?.code == .unreadable)
        #expect(missing?.message(in: .english).contains("No such file or directory") == true)

        // A damaged data byte: the header still opens, the lookups that touch the block report it,
        // and a full verification names the bytes.
        var damaged = bytes
        let target = 128 + 64 + 20_000
        damaged[target] ^= 0x01
        let path = fixture.directory + "/data-damaged.ckbi"
        _ = FileManager.default.createFile(atPath: path, contents: Data(damaged))
        let index = try BreachedPasswordIndex(path: path)
        let lookup = index.makeLookup()
        var unavailable = 0
        for entry in fixture.all {
            switch lookup.lookup(entry.0) {
            case .breached: break
            case .notBreached: Issue.record("a present hash was answered not breached")
            case .unavailable(let error):
                #expect(error.code == .corrupt)
                unavailable += 1
            }
        }
        #expect(unavailable > 0)
        let verification = #expect(throws: BreachedPasswordError.self) { try index.verify() }
        #expect(verification?.message(in: .english).contains("bytes 16576–32959 do not match their checksum") == true)
    }
}
