// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Opens a URL in the user's browser: `$BROWSER` when set (a `:`-separated list of commands, each
/// split at spaces, `%s` replaced by the URL or the URL added as the last argument, as Python's
/// `webbrowser` and `gh` read it), else `open` on macOS and `xdg-open` on Linux when there is a
/// display. The browser is started and left running; its output goes nowhere.
enum BrowserLauncher {
    /// Starts the browser on `url`.
    /// - Returns: whether a browser command was started (not whether the page loaded).
    static func open(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        for command in commands(environment: environment) {
            guard let program = command.first else { continue }
            var arguments = Array(command.dropFirst())
            if let index = arguments.firstIndex(where: { $0.contains("%s") }) {
                arguments[index] = arguments[index].replacingOccurrences(of: "%s", with: url.absoluteString)
            } else {
                arguments.append(url.absoluteString)
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            if (try? process.run()) != nil { return true }
        }
        return false
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
