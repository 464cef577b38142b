// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The on-disk layout of a breached-password index, version 1. All integers are little-endian.
///
/// ```
/// 0    header (128 bytes)
///      0   magic "CKBREACH"            8   format version (u32) 12  header size (u32)
///      16  distinct hashes (u64)       24  minimum count (u64)
///      32  shard bits (u32)            36  fingerprint bits (u16) 38 arity (u16)
///      40  checksum block size (u32)   44  reserved
///      48  data offset (u64)           56  data length in bytes (u64)
///      64  checksums offset (u64)      72  file length (u64)
///      80  source lines read (u64)     88  lines below the minimum count (u64)
///      96  reserved (24 bytes)         120 header checksum (u64) over bytes 0–119 and the shard table
/// 128  shard table: per shard 32 bytes: seed (u64), hashes (u64), segment length (u32),
///      segment count (u32), first slot in the data (u64)
///      data: every shard's 16-bit fingerprints, one after another (64-byte aligned start)
///      checksums: one u64 per block of `block size` data bytes (the last block may be shorter)
/// ```
///
/// A hash's shard is its top `shard bits` bits; shards keep each filter's construction memory
/// bounded however large the corpus. Reading checks the header's checksum and the file's length
/// at open and each data block's checksum the first time a lookup touches it, so that a damaged
/// file is reported rather than answered from.
package struct BreachedIndexHeader: Sendable, Hashable {
    package static let magic: [UInt8] = Array("CKBREACH".utf8)
    package static let version: UInt32 = 1
    package static let size = 128
    package static let shardEntrySize = 32
    package static let blockSize = 16_384
    package static let fingerprintBits: UInt16 = 16
    package static let arity: UInt16 = 3

    package struct Shard: Sendable, Hashable {
        package var layout: BinaryFuseLayout
        package var keyCount: UInt64
        package var firstSlot: UInt64
    }

    package var entryCount: UInt64
    package var minimumCount: UInt64
    package var shardBits: UInt32
    package var dataOffset: UInt64
    package var dataLength: UInt64
    package var checksumsOffset: UInt64
    package var fileLength: UInt64
    package var linesRead: UInt64
    package var linesBelowMinimum: UInt64
    package var shards: [Shard]

    /// Where the data starts for `shardCount` shards.
    package static func dataOffset(shardCount: Int) -> Int {
        (size + shardCount * shardEntrySize + 63) / 64 * 64
    }

    /// The header and shard table as bytes, checksum included.
    package func encoded() -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(Self.size + shards.count * Self.shardEntrySize)
        bytes += Self.magic
        Self.append(Self.version, to: &bytes)
        Self.append(UInt32(Self.size), to: &bytes)
        Self.append(entryCount, to: &bytes)
        Self.append(minimumCount, to: &bytes)
        Self.append(shardBits, to: &bytes)
        Self.append(Self.fingerprintBits, to: &bytes)
        Self.append(Self.arity, to: &bytes)
        Self.append(UInt32(Self.blockSize), to: &bytes)
        Self.append(UInt32(0), to: &bytes)
        Self.append(dataOffset, to: &bytes)
        Self.append(dataLength, to: &bytes)
        Self.append(checksumsOffset, to: &bytes)
        Self.append(fileLength, to: &bytes)
        Self.append(linesRead, to: &bytes)
        Self.append(linesBelowMinimum, to: &bytes)
        bytes += [UInt8](repeating: 0, count: 24)
        var table = [UInt8]()
        for shard in shards {
            Self.append(shard.layout.seed, to: &table)
            Self.append(shard.keyCount, to: &table)
            Self.append(shard.layout.segmentLength, to: &table)
            Self.append(shard.layout.segmentCount, to: &table)
            Self.append(shard.firstSlot, to: &table)
        }
        let checksum = bytes.withUnsafeBytes { head in
            table.withUnsafeBytes { Checksum64.hash(head, continuing: Checksum64.hash($0)) }
        }
        Self.append(checksum, to: &bytes)
        return bytes + table
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// Reads and checks a header from the start of a mapped file of `fileSize` bytes.
    package static func decode(
        _ file: UnsafeRawBufferPointer, path: String
    ) throws(BreachedPasswordError) -> BreachedIndexHeader {
        func read<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T {
            T(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        func layoutError(_ field: String) -> BreachedPasswordError {
            BreachedPasswordError(.corrupt, .breachedReasonLayout, ["file": path, "field": field])
        }
        guard file.count >= 8, file.prefix(8).elementsEqual(magic) else {
            throw BreachedPasswordError(.notAnIndex, .breachedReasonMagic, ["file": path])
        }
        guard file.count >= size else {
            throw BreachedPasswordError(
                .truncated, .breachedReasonLength, ["file": path, "actual": String(file.count), "expected": "≥ \(size)"])
        }
        let version: UInt32 = read(8, UInt32.self)
        guard version == Self.version else {
            throw BreachedPasswordError(
                .unsupportedVersion, .breachedReasonVersion,
                ["file": path, "version": String(version), "supported": String(Self.version)])
        }
        let shardBits: UInt32 = read(32, UInt32.self)
        guard shardBits <= 16 else { throw layoutError("shard bits") }
        let shardCount = 1 << Int(shardBits)
        let tableEnd = size + shardCount * shardEntrySize
        guard file.count >= tableEnd else {
            throw BreachedPasswordError(
                .truncated, .breachedReasonLength, ["file": path, "actual": String(file.count), "expected": "≥ \(tableEnd)"])
        }
        let stored: UInt64 = read(120, UInt64.self)
        let computed = Checksum64.hash(
            UnsafeRawBufferPointer(rebasing: file[0..<120]),
            continuing: Checksum64.hash(UnsafeRawBufferPointer(rebasing: file[size..<tableEnd])))
        guard stored == computed else {
            throw BreachedPasswordError(.corrupt, .breachedReasonHeaderChecksum, ["file": path])
        }
        guard read(12, UInt32.self) == UInt32(size) else { throw layoutError("header size") }
        guard read(36, UInt16.self) == fingerprintBits else { throw layoutError("fingerprint bits") }
        guard read(38, UInt16.self) == arity else { throw layoutError("arity") }
        guard read(40, UInt32.self) == UInt32(blockSize) else { throw layoutError("block size") }

        var header = BreachedIndexHeader(
            entryCount: read(16, UInt64.self), minimumCount: read(24, UInt64.self), shardBits: shardBits,
            dataOffset: read(48, UInt64.self), dataLength: read(56, UInt64.self),
            checksumsOffset: read(64, UInt64.self), fileLength: read(72, UInt64.self),
            linesRead: read(80, UInt64.self), linesBelowMinimum: read(88, UInt64.self), shards: [])
        // Every count must also fit an `Int` where the reader uses it: the header's checksum is not
        // keyed, so anyone can write any value and fix the checksum up.
        for (value, field) in [
            (header.entryCount, "entry count"), (header.minimumCount, "minimum count"), (header.linesRead, "lines read"),
            (header.linesBelowMinimum, "lines below minimum"),
        ] where value > UInt64(Int.max) {
            throw layoutError(field)
        }
        guard header.fileLength == UInt64(file.count) else {
            let code: BreachedPasswordError.Code = UInt64(file.count) < header.fileLength ? .truncated : .corrupt
            throw BreachedPasswordError(
                code, .breachedReasonLength,
                ["file": path, "actual": String(file.count), "expected": String(header.fileLength)])
        }
        guard header.dataOffset == UInt64(dataOffset(shardCount: shardCount)) else { throw layoutError("data offset") }
        let dataEnd = header.dataOffset.addingReportingOverflow(header.dataLength)
        guard header.dataLength % 2 == 0, !dataEnd.overflow, dataEnd.partialValue == header.checksumsOffset,
            header.checksumsOffset <= header.fileLength
        else { throw layoutError("data length") }
        // dataLength ≤ fileLength = file.count here, so none of this overflows.
        let blocks = (header.dataLength + UInt64(blockSize) - 1) / UInt64(blockSize)
        guard header.checksumsOffset + blocks * 8 == header.fileLength else { throw layoutError("checksums offset") }

        var nextSlot: UInt64 = 0
        var keys: UInt64 = 0
        for index in 0..<shardCount {
            let base = size + index * shardEntrySize
            let segmentLength: UInt32 = read(base + 16, UInt32.self)
            let segmentCount: UInt32 = read(base + 20, UInt32.self)
            guard segmentLength.nonzeroBitCount == 1, segmentLength <= BinaryFuseLayout.maximumSegmentLength,
                segmentCount >= 1, segmentCount < 1 << 28
            else { throw layoutError("shard \(index)") }
            let layout = BinaryFuseLayout(
                seed: read(base, UInt64.self), segmentLength: segmentLength, segmentCount: segmentCount)
            let shard = Shard(layout: layout, keyCount: read(base + 8, UInt64.self), firstSlot: read(base + 24, UInt64.self))
            guard shard.firstSlot == nextSlot else { throw layoutError("shard \(index)") }
            // Both sums are checked: a shard's slots are bounded by its layout, its key count is not.
            let slots = nextSlot.addingReportingOverflow(UInt64(layout.arrayLength))
            let total = keys.addingReportingOverflow(shard.keyCount)
            guard !slots.overflow, !total.overflow, slots.partialValue <= header.dataLength / 2 else {
                throw layoutError("shard \(index)")
            }
            nextSlot = slots.partialValue
            keys = total.partialValue
            header.shards.append(shard)
        }
        guard nextSlot * 2 == header.dataLength, keys == header.entryCount else { throw layoutError("hashes") }
        return header
    }
}

/// A fast 64-bit checksum for damage detection (not a cryptographic hash): four independent lanes
/// of multiply–rotate over 8-byte words, then a finaliser.
package enum Checksum64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    @inline(__always)
    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        var value = lane &+ word &* prime2
        value = value << 31 | value >> 33
        return value &* prime1
    }

    package static func hash(_ bytes: UnsafeRawBufferPointer, continuing seed: UInt64 = 0) -> UInt64 {
        var lanes = (seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1)
        var offset = 0
        let count = bytes.count
        while offset + 32 <= count {
            lanes.0 = round(lanes.0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            lanes.1 = round(lanes.1, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
            lanes.2 = round(lanes.2, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)))
            lanes.3 = round(lanes.3, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)))
            offset += 32
        }
        var h = (lanes.0 << 1 | lanes.0 >> 63) &+ (lanes.1 << 7 | lanes.1 >> 57)
        h &+= (lanes.2 << 12 | lanes.2 >> 52) &+ (lanes.3 << 18 | lanes.3 >> 46)
        h &+= UInt64(count)
        while offset < count {
            h = round(h, UInt64(bytes[offset]))
            offset += 1
        }
        h ^= h >> 33
        h &*= prime2
        h ^= h >> 29
        h &*= prime1
        return h ^ (h >> 32)
    }
}

/// Tooling only (the fuzz targets): what an attacker can do to an index file, since its header
/// checksum is for damage, not tampering.
public enum _BreachedIndexTampering {
    /// Recomputes the header checksum of `bytes` (an index file's start) over whatever its header
    /// and shard table now say; leaves bytes too short to hold a header unchanged.
    public static func fixHeaderChecksum(_ bytes: inout [UInt8]) {
        guard bytes.count >= BreachedIndexHeader.size else { return }
        let shardBits = bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 32, as: UInt32.self)) }
        guard shardBits <= 16 else { return }
        let tableEnd = BreachedIndexHeader.size + (1 << Int(shardBits)) * BreachedIndexHeader.shardEntrySize
        guard bytes.count >= tableEnd else { return }
        let checksum = bytes.withUnsafeBytes { raw in
            Checksum64.hash(
                UnsafeRawBufferPointer(rebasing: raw[0..<120]),
                continuing: Checksum64.hash(UnsafeRawBufferPointer(rebasing: raw[BreachedIndexHeader.size..<tableEnd])))
        }
        withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(120..<128, with: $0) }
    }
}
