// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The shape of one 3-wise binary fuse filter with 16-bit fingerprints (Graf & Lemire, "Binary Fuse
/// Filters: Fast and Smaller Than Xor Filters", 2022).
///
/// A key's hash picks three slots in three consecutive segments of a fingerprint array; the key is
/// present when the XOR of the three slots equals its fingerprint. With 16-bit fingerprints a key
/// that was never added passes with probability 2⁻¹⁶, and the array holds about 1.125 slots per key
/// (2.25 bytes) once the filter has a million keys or more.
package struct BinaryFuseLayout: Sendable, Hashable {
    /// Mixed into every key before hashing; a failed construction retries with another.
    package var seed: UInt64
    /// Slots per segment, a power of two.
    package var segmentLength: UInt32
    /// Segments a key's first slot can fall in; the array has two more.
    package var segmentCount: UInt32

    /// The fingerprint array's length in slots.
    package var arrayLength: Int { (Int(segmentCount) + 2) * Int(segmentLength) }

    /// The largest segment the construction uses, as in the paper's reference code: larger segments
    /// spread keys no better and hurt locality.
    static let maximumSegmentLength: UInt32 = 1 << 18

    /// The layout for `keyCount` distinct keys.
    package init(keyCount: Int, seed: UInt64) {
        self.seed = seed
        let size = Double(max(keyCount, 2))
        // Segment length and array size factor from the paper, §5 (arity 3).
        let exponent = Int((log(size) / log(3.33) + 2.25).rounded(.down))
        let length = UInt32(1) << UInt32(min(max(exponent, 2), 18))
        segmentLength = min(length, Self.maximumSegmentLength)
        let factor = max(1.125, 0.875 + 0.25 * log(1_000_000) / log(size))
        let capacity = Int((size * factor).rounded(.up))
        let segments = (capacity + Int(segmentLength) - 1) / Int(segmentLength) - 2
        segmentCount = UInt32(max(segments, 1))
    }

    package init(seed: UInt64, segmentLength: UInt32, segmentCount: UInt32) {
        self.seed = seed
        self.segmentLength = segmentLength
        self.segmentCount = segmentCount
    }

    /// The 64-bit hash of a key (a murmur-style finaliser over key + seed).
    @inline(__always)
    package func hash(_ key: UInt64) -> UInt64 {
        var h = key &+ seed
        h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 33)
    }

    /// The key's fingerprint.
    @inline(__always)
    package static func fingerprint(_ hash: UInt64) -> UInt16 {
        UInt16(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The three slots of a hash: one in each of three consecutive segments.
    @inline(__always)
    package func slots(_ hash: UInt64) -> (Int, Int, Int) {
        let span = UInt64(segmentCount) &* UInt64(segmentLength)
        let first = hash.multipliedFullWidth(by: span).high
        let mask = UInt64(segmentLength - 1)
        let second = (first &+ UInt64(segmentLength)) ^ ((hash >> 18) & mask)
        let third = (first &+ 2 &* UInt64(segmentLength)) ^ (hash & mask)
        return (Int(first), Int(second), Int(third))
    }
}

/// Builds the fingerprint array of a binary fuse filter by peeling: repeatedly take a slot only one
/// remaining key maps to, then assign fingerprints in the reverse order.
package enum BinaryFuseBuilder {
    /// Why a construction gave up.
    package struct Failure: Error, Sendable, Hashable {
        package var attempts: Int
    }

    /// Builds a filter over `keys`, which must be distinct.
    /// - Parameters:
    ///   - keys: distinct 64-bit keys.
    ///   - seeds: where retry seeds come from (a failed peeling happens for a few per cent of seeds).
    /// - Returns: the layout and its fingerprints.
    package static func build(
        keys: [UInt64], seeds: inout SplitMix64
    ) throws(Failure) -> (BinaryFuseLayout, [UInt16]) {
        var attempt = 0
        while attempt < 100 {
            attempt += 1
            let layout = BinaryFuseLayout(keyCount: keys.count, seed: seeds.next())
            if keys.isEmpty { return (layout, [UInt16](repeating: 0, count: layout.arrayLength)) }
            if let fingerprints = keys.withUnsafeBufferPointer({ peel($0, layout: layout) }) {
                return (layout, fingerprints)
            }
        }
        throw Failure(attempts: attempt)
    }

    private static func peel(_ keys: UnsafeBufferPointer<UInt64>, layout: BinaryFuseLayout) -> [UInt16]? {
        let length = layout.arrayLength
        // Per slot: the number of keys (times four) with, in the two low bits, the XOR of which of
        // its three slots this is for each key; and the XOR of those keys' hashes. A slot with one key
        // then names that key and its position.
        var counts = [UInt8](repeating: 0, count: length)
        var hashes = [UInt64](repeating: 0, count: length)
        var overflow = false
        counts.withUnsafeMutableBufferPointer { counts in
            hashes.withUnsafeMutableBufferPointer { hashes in
                for key in keys {
                    let hash = layout.hash(key)
                    let (s0, s1, s2) = layout.slots(hash)
                    counts[s0] &+= 4
                    hashes[s0] ^= hash
                    counts[s1] &+= 4
                    counts[s1] ^= 1
                    hashes[s1] ^= hash
                    counts[s2] &+= 4
                    counts[s2] ^= 2
                    hashes[s2] ^= hash
                    // 63 keys in one slot would wrap the count: astronomically rare, but then retry.
                    if counts[s0] >= 0xFC || counts[s1] >= 0xFC || counts[s2] >= 0xFC { overflow = true }
                }
            }
        }
        if overflow { return nil }

        var order = [UInt64](repeating: 0, count: keys.count)
        var orderSlot = [UInt8](repeating: 0, count: keys.count)
        var queue = [UInt32](repeating: 0, count: length)
        var peeled = 0
        counts.withUnsafeMutableBufferPointer { counts in
            hashes.withUnsafeMutableBufferPointer { hashes in
                queue.withUnsafeMutableBufferPointer { queue in
                    order.withUnsafeMutableBufferPointer { order in
                        orderSlot.withUnsafeMutableBufferPointer { orderSlot in
                            var queued = 0
                            for slot in 0..<length where counts[slot] >> 2 == 1 {
                                queue[queued] = UInt32(slot)
                                queued += 1
                            }
                            while queued > 0 {
                                queued -= 1
                                let slot = Int(queue[queued])
                                guard counts[slot] >> 2 == 1 else { continue }
                                let hash = hashes[slot]
                                let found = counts[slot] & 3
                                order[peeled] = hash
                                orderSlot[peeled] = found
                                peeled += 1
                                let (s0, s1, s2) = layout.slots(hash)
                                let others: (Int, UInt8, Int, UInt8) =
                                    switch found {
                                    case 0: (s1, 1, s2, 2)
                                    case 1: (s0, 0, s2, 2)
                                    default: (s0, 0, s1, 1)
                                    }
                                counts[slot] = 0
                                hashes[slot] = 0
                                @inline(__always) func release(_ other: Int, _ position: UInt8) {
                                    counts[other] &-= 4
                                    counts[other] ^= position
                                    hashes[other] ^= hash
                                    if counts[other] >> 2 == 1 {
                                        queue[queued] = UInt32(other)
                                        queued += 1
                                    }
                                }
                                release(others.0, others.1)
                                release(others.2, others.3)
                            }
                        }
                    }
                }
            }
        }
        guard peeled == keys.count else { return nil }

        var fingerprints = [UInt16](repeating: 0, count: length)
        fingerprints.withUnsafeMutableBufferPointer { fingerprints in
            for index in stride(from: peeled - 1, through: 0, by: -1) {
                let hash = order[index]
                let (s0, s1, s2) = layout.slots(hash)
                let value = BinaryFuseLayout.fingerprint(hash)
                switch orderSlot[index] {
                case 0: fingerprints[s0] = value ^ fingerprints[s1] ^ fingerprints[s2]
                case 1: fingerprints[s1] = value ^ fingerprints[s0] ^ fingerprints[s2]
                default: fingerprints[s2] = value ^ fingerprints[s0] ^ fingerprints[s1]
                }
            }
        }
        return fingerprints
    }
}
