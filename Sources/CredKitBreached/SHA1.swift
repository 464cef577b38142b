// SPDX-License-Identifier: Apache-2.0
import CCredKitSHA1

/// SHA-1 (FIPS 180-4) over bytes in memory, written for short inputs: a password is one 64-byte
/// block, and the breached-password lookup computes one per password. On x86-64 processors with the
/// SHA extensions the compression runs in them (`CCredKitSHA1`, about five times faster); elsewhere
/// in Swift, with the tail packed into words directly and the rounds run without calls.
package enum SHA1 {
    /// Whether the SHA extensions are used on this machine.
    package static let usesHardware = ck_sha1_hardware_available() == 1

    /// The digest of `message`.
    package static func digest(_ message: UnsafeBufferPointer<UInt8>) -> SHA1Digest {
        usesHardware ? hardwareDigest(message) : softwareDigest(message)
    }

    /// The digest through the SHA extensions.
    package static func hardwareDigest(_ message: UnsafeBufferPointer<UInt8>) -> SHA1Digest {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 5) { state in
            let state = state.baseAddress!
            state[0] = 0x6745_2301
            state[1] = 0xEFCD_AB89
            state[2] = 0x98BA_DCFE
            state[3] = 0x1032_5476
            state[4] = 0xC3D2_E1F0
            let count = message.count
            let fullBlocks = count / 64
            if fullBlocks > 0 { ck_sha1_blocks(state, message.baseAddress!, fullBlocks) }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                let tail = tail.baseAddress!
                tail.initialize(repeating: 0, count: 128)
                let remaining = count - fullBlocks * 64
                if remaining > 0 { tail.update(from: message.baseAddress! + fullBlocks * 64, count: remaining) }
                tail[remaining] = 0x80
                let tailBlocks = remaining < 56 ? 1 : 2
                let bits = UInt64(count) &* 8
                for index in 0..<8 {
                    tail[tailBlocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bits &>> UInt64(index * 8))
                }
                ck_sha1_blocks(state, tail, tailBlocks)
            }
            return SHA1Digest(
                high: UInt64(state[0]) << 32 | UInt64(state[1]),
                middle: UInt64(state[2]) << 32 | UInt64(state[3]),
                low: state[4])
        }
    }

    /// The digest in Swift.
    package static func softwareDigest(_ message: UnsafeBufferPointer<UInt8>) -> SHA1Digest {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
        )
        let count = message.count
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { buffer in
            let w = buffer.baseAddress!
            var offset = 0
            if let base = message.baseAddress {
                while offset + 64 <= count {
                    for index in 0..<16 {
                        w[index] = UInt32(bigEndian: UnsafeRawPointer(base + offset + index * 4).loadUnaligned(as: UInt32.self))
                    }
                    compress(&state, w)
                    offset += 64
                }
            }
            // The tail (0–63 bytes), the 0x80 byte, zeros and the length in bits: one block, or two
            // when fewer than nine bytes are left after the tail.
            w.initialize(repeating: 0, count: 16)
            let remaining = count - offset
            for index in 0..<remaining {
                w[index &>> 2] |= UInt32(message[offset + index]) &<< UInt32(24 - 8 * (index & 3))
            }
            w[remaining &>> 2] |= 0x80 &<< UInt32(24 - 8 * (remaining & 3))
            if remaining >= 56 {
                compress(&state, w)
                w.initialize(repeating: 0, count: 16)
            }
            let bits = UInt64(count) &* 8
            w[14] = UInt32(truncatingIfNeeded: bits &>> 32)
            w[15] = UInt32(truncatingIfNeeded: bits)
            compress(&state, w)
        }
        return SHA1Digest(
            high: UInt64(state.0) << 32 | UInt64(state.1),
            middle: UInt64(state.2) << 32 | UInt64(state.3),
            low: state.4)
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ by: UInt32) -> UInt32 {
        value &<< by | value &>> (32 &- by)
    }

    /// The schedule word for round `t` ≥ 16, computed in place in the 16-word ring.
    @inline(__always)
    private static func expand(_ w: UnsafeMutablePointer<UInt32>, _ t: Int) -> UInt32 {
        let value = rotate(w[(t - 3) & 15] ^ w[(t - 8) & 15] ^ w[(t - 14) & 15] ^ w[t & 15], 1)
        w[t & 15] = value
        return value
    }

    /// One 80-round compression over 16 big-endian words (overwritten by the schedule).
    @inline(__always)
    private static func compress(
        _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32), _ w: UnsafeMutablePointer<UInt32>
    ) {
        var a = state.0
        var b = state.1
        var c = state.2
        var d = state.3
        var e = state.4
        var t = 0
        while t < 16 {
            let temp = rotate(a, 5) &+ ((b & c) | (~b & d)) &+ e &+ 0x5A82_7999 &+ w[t]
            (e, d, c, b, a) = (d, c, rotate(b, 30), a, temp)
            t += 1
        }
        while t < 20 {
            let temp = rotate(a, 5) &+ ((b & c) | (~b & d)) &+ e &+ 0x5A82_7999 &+ expand(w, t)
            (e, d, c, b, a) = (d, c, rotate(b, 30), a, temp)
            t += 1
        }
        while t < 40 {
            let temp = rotate(a, 5) &+ (b ^ c ^ d) &+ e &+ 0x6ED9_EBA1 &+ expand(w, t)
            (e, d, c, b, a) = (d, c, rotate(b, 30), a, temp)
            t += 1
        }
        while t < 60 {
            let temp = rotate(a, 5) &+ ((b & c) | (b & d) | (c & d)) &+ e &+ 0x8F1B_BCDC &+ expand(w, t)
            (e, d, c, b, a) = (d, c, rotate(b, 30), a, temp)
            t += 1
        }
        while t < 80 {
            let temp = rotate(a, 5) &+ (b ^ c ^ d) &+ e &+ 0xCA62_C1D6 &+ expand(w, t)
            (e, d, c, b, a) = (d, c, rotate(b, 30), a, temp)
            t += 1
        }
        state.0 &+= a
        state.1 &+= b
        state.2 &+= c
        state.3 &+= d
        state.4 &+= e
    }
}
