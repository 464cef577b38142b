// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A breached-password index built by ``BreachedIndexBuilder`` (`credkit breached build-index`),
/// opened memory-mapped: opening reads the header, and a lookup touches three 16-bit slots.
///
/// The index is a binary fuse filter of the SHA-1s (Graf & Lemire, 2022): about 2.25 bytes per hash,
/// no false negatives, and a false-positive rate of 2⁻¹⁶ (one absent password in 65,536 is reported
/// breached). It keeps no counts; ``minimumCount`` says which hashes it was built from.
///
/// ```swift
/// let index = try BreachedPasswordIndex(path: "pwned.ckbi")
/// if index.contains(password: "P@ssw0rd") { … }
/// ```
public final class BreachedPasswordIndex: BreachedPasswordSource, @unchecked Sendable {
    // Immutable after init: the mapping is read-only and unmapped in deinit.
    private let mapping: UnsafeRawBufferPointer
    let header: BreachedIndexHeader
    /// The file's path, as given (for messages).
    public let path: String

    /// Opens and checks an index.
    /// - Parameter path: the index file.
    /// - Throws: ``BreachedPasswordError`` when the file cannot be read, is not an index, is of another
    ///   version, or is truncated or damaged in its header.
    public init(path: String) throws(BreachedPasswordError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(.unreadable, file: path, errno: errno) }
        defer { _ = LibC.close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(.unreadable, file: path, errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw BreachedPasswordError(.unreadable, .breachedReasonSourceKind, ["file": path])
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw BreachedPasswordError(.notAnIndex, .breachedReasonMagic, ["file": path]) }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .system(.unreadable, file: path, errno: errno)
        }
        let mapping = UnsafeRawBufferPointer(start: address, count: size)
        do {
            header = try BreachedIndexHeader.decode(mapping, path: path)
        } catch {
            munmap(address, size)
            throw error
        }
        self.mapping = mapping
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
    }

    /// What the index holds.
    public var info: BreachedIndexInfo {
        BreachedIndexInfo(
            entryCount: Int(header.entryCount), minimumCount: Int(header.minimumCount), byteCount: mapping.count,
            shardCount: header.shards.count, linesRead: Int(header.linesRead),
            linesBelowMinimum: Int(header.linesBelowMinimum))
    }

    public var minimumCount: Int { Int(header.minimumCount) }
    public var knowsCounts: Bool { false }

    public func makeLookup() -> any BreachedPasswordLookup { Lookup(index: self) }

    /// Whether the password's SHA-1 is in the index (for one-off checks; a damaged block counts as
    /// present, so a damaged file fails closed).
    /// - Parameter password: the password.
    /// - Returns: `true` when breached (or possibly a false positive, 1 in 65,536).
    public func contains(password: String) -> Bool {
        switch Lookup(index: self).lookup(SHA1Digest(hashing: password)) {
        case .notBreached: false
        case .breached, .unavailable: true
        }
    }

    /// Checks every data block's checksum: a full read of the file, for `credkit breached info --verify`.
    /// - Throws: ``BreachedPasswordError`` naming the first damaged block.
    public func verify() throws(BreachedPasswordError) {
        let blocks = (Int(header.dataLength) + BreachedIndexHeader.blockSize - 1) / BreachedIndexHeader.blockSize
        for block in 0..<blocks {
            try verifyBlock(block)
        }
    }

    func verifyBlock(_ block: Int) throws(BreachedPasswordError) {
        let start = Int(header.dataOffset) + block * BreachedIndexHeader.blockSize
        let end = min(start + BreachedIndexHeader.blockSize, Int(header.checksumsOffset))
        let stored = UInt64(
            littleEndian: mapping.loadUnaligned(
                fromByteOffset: Int(header.checksumsOffset) + block * 8, as: UInt64.self))
        guard Checksum64.hash(UnsafeRawBufferPointer(rebasing: mapping[start..<end])) == stored else {
            throw BreachedPasswordError(
                .corrupt, .breachedReasonBlockChecksum, ["file": path, "start": String(start), "end": String(end - 1)])
        }
    }

    /// One thread's reader: remembers which blocks it has verified.
    final class Lookup: BreachedPasswordLookup {
        // One owner thread: the bitmap and the shard table are plain memory it alone touches.
        private let index: BreachedPasswordIndex
        private let fingerprints: UnsafePointer<UInt16>
        private let shards: UnsafeMutableBufferPointer<BreachedIndexHeader.Shard>
        private let shardShift: UInt64
        private let verified: UnsafeMutableBufferPointer<UInt64>

        init(index: BreachedPasswordIndex) {
            self.index = index
            let header = index.header
            // The data offset is 64-byte aligned and the mapping page-aligned, so slots are aligned.
            fingerprints = (index.mapping.baseAddress! + Int(header.dataOffset)).assumingMemoryBound(to: UInt16.self)
            shards = .allocate(capacity: header.shards.count)
            _ = shards.initialize(from: header.shards)
            shardShift = 64 - UInt64(header.shardBits)
            let blocks = (Int(header.dataLength) + BreachedIndexHeader.blockSize - 1) / BreachedIndexHeader.blockSize
            verified = .allocate(capacity: max((blocks + 63) / 64, 1))
            verified.initialize(repeating: 0)
        }

        deinit {
            shards.deallocate()
            verified.deallocate()
        }

        func lookup(_ digest: SHA1Digest) -> BreachLookup {
            let key = digest.high
            let shard = shards[shardShift == 64 ? 0 : Int(key &>> shardShift)]
            if shard.keyCount == 0 { return .notBreached }
            let hash = shard.layout.hash(key)
            let (s0, s1, s2) = shard.layout.slots(hash)
            let base = Int(shard.firstSlot)
            if let failure = check(base + s0) ?? check(base + s1) ?? check(base + s2) { return .unavailable(failure) }
            let value =
                UInt16(littleEndian: fingerprints[base + s0]) ^ UInt16(littleEndian: fingerprints[base + s1])
                ^ UInt16(littleEndian: fingerprints[base + s2])
            return value == BinaryFuseLayout.fingerprint(hash) ? .breached(count: nil) : .notBreached
        }

        /// Verifies the slot's block the first time it is touched; the error when it is damaged.
        @inline(__always)
        private func check(_ slot: Int) -> BreachedPasswordError? {
            let block = slot &* 2 / BreachedIndexHeader.blockSize
            let bit: UInt64 = 1 &<< UInt64(block & 63)
            if verified[block &>> 6] & bit != 0 { return nil }
            return verifyAndRemember(block, bit)
        }

        private func verifyAndRemember(_ block: Int, _ bit: UInt64) -> BreachedPasswordError? {
            do {
                try index.verifyBlock(block)
            } catch {
                return error
            }
            verified[block &>> 6] |= bit
            return nil
        }
    }
}

/// What an index holds, for summaries and `credkit breached info`.
public struct BreachedIndexInfo: Sendable, Hashable {
    /// Distinct hashes in the index.
    public var entryCount: Int
    /// Hashes seen fewer times than this were left out (`--minimum-count`).
    public var minimumCount: Int
    /// The file's size.
    public var byteCount: Int
    /// Filters the hashes are split over (by their leading bits), each built on its own.
    public var shardCount: Int
    /// Source lines read when it was built.
    public var linesRead: Int
    /// Source lines left out for a count below ``minimumCount``.
    public var linesBelowMinimum: Int

    /// The file's bytes per hash.
    public var bytesPerEntry: Double { entryCount == 0 ? 0 : Double(byteCount) / Double(entryCount) }

    /// The design false-positive rate: 2⁻¹⁶, one absent password in 65,536.
    public static let falsePositiveRate = 1.0 / 65_536
}
