// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore

/// Reads a secret from the terminal without echoing it.
enum SecretPrompt {
    // Saved so the signal handler can give the terminal its echo back on Ctrl-C. Heap storage: a
    // static stored `termios` tripped AddressSanitizer (global-buffer-overflow on assignment).
    nonisolated(unsafe) private static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var hasSavedSettings = false

    /// Shows `prompt` on standard error and reads one line from standard input with echo off.
    /// - Returns: the line's bytes without its newline, or `nil` at end of input.
    static func read(prompt: String) throws -> [UInt8]? {
        Console.writeError(prompt)
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else {
            throw CLIFailure(message: CLITexts.string(.noTerminalInput, in: Console.language))
        }
        savedSettings.pointee = settings
        hasSavedSettings = true
        signal(SIGINT, restoreAndExit)
        signal(SIGTERM, restoreAndExit)
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO)
        silent.c_lflag |= tcflag_t(ECHONL)
        tcsetattr(0, TCSAFLUSH, &silent)
        defer {
            tcsetattr(0, TCSAFLUSH, &settings)
            hasSavedSettings = false
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = LibC.read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return line.isEmpty ? nil : line }
            if byte == 0x0A { break }
            line.append(byte)
        }
        if line.last == 0x0D { line.removeLast() }
        return line
    }

    private static let restoreAndExit: @convention(c) (Int32) -> Void = { signalNumber in
        if SecretPrompt.hasSavedSettings {
            tcsetattr(0, TCSAFLUSH, SecretPrompt.savedSettings)
        }
        var newline: UInt8 = 0x0A
        _ = write(2, &newline, 1)
        _exit(128 + signalNumber)
    }
}
