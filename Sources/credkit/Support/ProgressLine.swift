// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import CredKitPipeline

/// The one self-overwriting progress line on standard error, for every long run: redrawn at most
/// five times a second (`\r`, the text, erase to the end of the line), erased when the run ends.
/// Callers give the text; ``ProgressLine/forInput(_:)`` is the streaming commands' (records, rate,
/// percentage of the input file), ``BreachedCommand``'s index build gives its own.
struct ProgressLine {
    let start: Double
    private var lastDraw: Double
    private var drawn = false

    /// A line whose first draw comes after the first fifth of a second (`drawsAtOnce` false) or on
    /// the first update.
    init(start: Double = Clock.now(), drawsAtOnce: Bool = false) {
        self.start = start
        lastDraw = drawsAtOnce ? 0 : start
    }

    /// Redraws with `text(now)` when a fifth of a second has passed since the last draw, or when
    /// `force` says so (a last state worth showing).
    mutating func update(force: Bool = false, _ text: (_ now: Double) -> String) {
        let now = Clock.now()
        guard force || now - lastDraw >= 0.2 else { return }
        lastDraw = now
        Console.writeError("\r\(text(now))\u{1B}[K")
        drawn = true
    }

    /// Erases the line.
    func finish() {
        if drawn { Console.writeError("\r\u{1B}[K") }
    }
}

/// The streaming commands' progress over a file: records, rate and percentage read.
struct InputProgress: RecordStreamProgress {
    private var line: ProgressLine
    private let totalBytes: Int

    /// A progress line, or `nil` when it must not be shown: the input is not a regular file (its
    /// size is unknown) or standard error is not a terminal.
    init?(input descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Console.isTerminal(2) else {
            return nil
        }
        totalBytes = Int(info.st_size)
        line = ProgressLine()
    }

    mutating func update(records: Int, bytesRead: Int) {
        let (start, totalBytes) = (line.start, self.totalBytes)
        line.update { now in
            let rate = Double(records) / max(now - start, 1e-9)
            let percent = totalBytes > 0 ? min(100, Int(Double(bytesRead) * 100 / Double(totalBytes))) : 100
            return CLITexts.string(
                .progress, in: Console.language,
                ["done": String(records), "rate": String(Int(rate)), "percent": String(percent)])
        }
    }

    func finish() { line.finish() }
}

/// Monotonic seconds, for progress lines and build times.
enum Clock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
