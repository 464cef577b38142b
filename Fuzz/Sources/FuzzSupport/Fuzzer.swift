// SPDX-License-Identifier: Apache-2.0
import CFuzzerDriver

#if canImport(Glibc)
    import Glibc
#endif

/// Runs libFuzzer with `body` as the target: command-line flags are libFuzzer's (`-max_total_time=`,
/// corpus folders, …).
public enum Fuzzer {
    // Set once before the loop starts; libFuzzer calls back on this thread only.
    nonisolated(unsafe) private static var body: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Hands control to libFuzzer, which calls `body` with each input, and exits with its status.
    public static func run(_ body: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
        Self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            Fuzzer.body?(UnsafeBufferPointer(start: data, count: size))
            return 0
        }
        exit(status)
    }
}
