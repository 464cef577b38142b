// SPDX-License-Identifier: Apache-2.0
/// FNV-1a, 64-bit: short keys, no allocation, good enough spread for an open-addressing table at
/// most half full (the blocklist, the email domain cache).
package enum FNV1a {
    /// The hash of `bytes`.
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
