// SPDX-License-Identifier: Apache-2.0
/// A language credkit can speak. Every user-facing text exists in each of them.
public enum Language: String, Sendable, CaseIterable, Hashable {
    case english = "en"
    case spanish = "es"

    /// The language the POSIX locale variables ask for.
    ///
    /// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides, as in
    /// `setlocale(3)`: a value starting with `es` selects Spanish, anything else English.
    /// - Parameter environment: the process environment, e.g. `ProcessInfo.processInfo.environment`.
    /// - Returns: the preferred language.
    public static func preferred(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("es") ? .spanish : .english
            }
        }
        return .english
    }
}
