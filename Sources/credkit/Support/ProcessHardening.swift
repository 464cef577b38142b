// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process does before any command runs, since every command holds passwords, tokens,
/// client secrets or TOTP secrets in memory: no core file (a crash must not write them to disk),
/// and on Linux not dumpable, so another process of the same user cannot attach a debugger or read
/// its memory through `/proc` (`PR_SET_DUMPABLE` 0; root still can).
enum ProcessHardening {
    static func apply() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(resourceLimitCore, &none)
        #if os(Linux)
            // prctl(2) is variadic in C, which Swift cannot call: look it up with its fixed shape.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
                let setDumpable: Int32 = 4  // PR_SET_DUMPABLE, <linux/prctl.h>
                _ = unsafeBitCast(symbol, to: Prctl.self)(setDumpable, 0, 0, 0, 0)
            }
        #endif
    }

    #if canImport(Glibc)
        private static let resourceLimitCore = __rlimit_resource_t(RLIMIT_CORE.rawValue)
    #else
        private static let resourceLimitCore = RLIMIT_CORE
    #endif
}
