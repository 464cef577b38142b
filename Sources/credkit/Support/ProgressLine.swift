// SPDX-License-Identifier: Apache-2.0
import CredKit
import _CredKitCore

/// A single, self-overwriting progress line on standard error for long runs over a file.
struct ProgressLine {
    private let totalBytes: Int
    private let start: Double
    private var lastDraw: Double
    private var drawn = false

    /// A progress line, or `nil` when it must not be shown: the input is not a regular file (its
    /// size is unknown) or standard error is not a terminal.
    init?(input descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Console.isTerminal(2) else {
            return nil
        }
        totalBytes = Int(info.st_size)
        start = Self.now()
        lastDraw = start
    }

    /// Redraws at most five times a second.
    mutating func update(records: Int, bytesRead: Int) {
        let now = Self.now()
        guard now - lastDraw >= 0.2 else { return }
        lastDraw = now
        let rate = Double(records) / max(now - start, 1e-9)
        let percent = totalBytes > 0 ? min(100, Int(Double(bytesRead) * 100 / Double(totalBytes))) : 100
        let text = CLITexts.string(
            .progress, in: Console.language,
            [
                "done": String(records), "rate": String(Int(rate)), "percent": String(percent),
            ])
        Console.writeError("\r\(text)\u{1B}[K")
        drawn = true
    }

    /// Erases the line.
    func finish() {
        if drawn { Console.writeError("\r\u{1B}[K") }
    }

    private static func now() -> Double { Clock.now() }
}

/// Monotonic seconds, for progress lines and build times.
enum Clock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
