// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import Foundation

/// Opens a URL in the user's browser: `$BROWSER` when set (a `:`-separated list of commands, each
/// split at spaces, `%s` replaced by the URL or the URL added as the last argument, as Python's
/// `webbrowser` and `gh` read it), else `open` on macOS and `xdg-open` on Linux when there is a
/// display. The first command found on `PATH` is started and left running; one that is not found
/// is passed over for the next, and when none is found nothing is said to have opened. Its output
/// goes nowhere; its environment is the user's without credkit's secrets (``ChildEnvironment``).
enum BrowserLauncher {
    /// Starts the browser on `url`.
    /// - Returns: whether a browser command was started (not whether the page loaded).
    static func open(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        for command in commands(environment: environment) {
            guard let program = command.first, let executable = find(program, path: environment["PATH"]) else { continue }
            var arguments = Array(command.dropFirst())
            if let index = arguments.firstIndex(where: { $0.contains("%s") }) {
                arguments[index] = arguments[index].replacingOccurrences(of: "%s", with: url.absoluteString)
            } else {
                arguments.append(url.absoluteString)
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = ChildEnvironment.scrubbed(environment)
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            if (try? process.run()) != nil { return true }
        }
        return false
    }

    /// The executable `program` names: itself when it holds a `/`, else the first executable file
    /// of that name in `path`'s folders (as `execvp` looks); `nil` when there is none.
    static func find(_ program: String, path: String?) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + program
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The commands to try, in order.
    static func commands(environment: [String: String]) -> [[String]] {
        if let browser = environment["BROWSER"], !browser.trimmingCharacters(in: .whitespaces).isEmpty {
            return browser.split(separator: ":").map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        }
        #if os(macOS)
            return [["open"]]
        #else
            let display = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
            return display ? [["xdg-open"]] : []
        #endif
    }
}
