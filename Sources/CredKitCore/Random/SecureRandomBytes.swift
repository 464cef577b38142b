// SPDX-License-Identifier: Apache-2.0
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Random bytes from the operating system's CSPRNG, 4 KiB at a time: `arc4random_buf` on Apple
/// platforms, `/dev/urandom` on Linux (the kernel's CSPRNG that `getrandom`, and so
/// `SystemRandomNumberGenerator`, draws from: one read per 4 KiB instead of a system call per
/// 8 bytes), else `SystemRandomNumberGenerator` itself.
///
/// Draws are uniform and without modulo bias: ``uniform(below:)`` rejects the top of the range that
/// would favour small values. Not `Sendable`: one per thread.
package struct SecureRandomBytes {
    private var buffer: [UInt8]
    private var position: Int

    package init() {
        buffer = [UInt8](repeating: 0, count: 4096)
        position = buffer.count
    }

    /// The next random byte.
    @inline(__always)
    package mutating func byte() -> UInt8 {
        if position == buffer.count { refill() }
        defer { position &+= 1 }
        return buffer[position]
    }

    /// A uniformly distributed number in `0..<bound`; `bound` is 1 to 2³².
    package mutating func uniform(below bound: Int) -> Int {
        precondition(bound >= 1 && bound <= 1 << 32, "bound out of range")
        if bound <= 256 {
            // Keep only bytes below the largest multiple of `bound` that fits: every value then has
            // the same number of byte values mapping to it.
            let limit = 256 - 256 % bound
            while true {
                let value = Int(byte())
                if value < limit { return value % bound }
            }
        }
        let range = bound <= 65_536 ? 65_536 : 1 << 32
        let limit = range - range % bound
        while true {
            var value = Int(byte()) | Int(byte()) &<< 8
            if range > 65_536 { value |= Int(byte()) &<< 16 | Int(byte()) &<< 24 }
            if value < limit { return value % bound }
        }
    }

    private mutating func refill() {
        buffer.withUnsafeMutableBytes { bytes in
            #if canImport(Darwin)
                arc4random_buf(bytes.baseAddress!, bytes.count)
            #else
                #if canImport(Glibc)
                    if Self.urandom >= 0 {
                        var filled = 0
                        while filled < bytes.count {
                            let count = read(Self.urandom, bytes.baseAddress! + filled, bytes.count - filled)
                            if count > 0 {
                                filled += count
                            } else if count < 0 && errno == EINTR {
                                continue
                            } else {
                                break
                            }
                        }
                        if filled == bytes.count { return }
                    }
                #endif
                var system = SystemRandomNumberGenerator()
                for offset in stride(from: 0, to: bytes.count, by: 8) {
                    bytes.storeBytes(of: system.next(), toByteOffset: offset, as: UInt64.self)
                }
            #endif
        }
        position = 0
    }

    #if canImport(Glibc)
        /// `/dev/urandom`, opened once for the process (or -1 when it cannot be).
        private static let urandom: Int32 = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
    #endif
}
