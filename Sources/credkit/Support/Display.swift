// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore

/// How the text output shows times, spans, untrusted strings and aligned rows.
enum Display {
    /// `1,234,567` in English, `1.234.567` in Spanish (``NumberText/grouped(_:in:)``).
    static func grouped(_ value: Int, in language: Language = Console.language) -> String {
        NumberText.grouped(value, in: language)
    }

    static func span(_ seconds: Double) -> String {
        let total = wholeSeconds(seconds)
        switch total {
        case ..<60: return "\(total) s"
        case ..<3600: return "\(total / 60) min"
        case ..<86_400: return total % 3600 / 60 == 0 ? "\(total / 3600) h" : "\(total / 3600) h \(total % 3600 / 60) min"
        default: return total % 86_400 / 3600 == 0 ? "\(total / 86_400) d" : "\(total / 86_400) d \(total % 86_400 / 3600) h"
        }
    }

    /// "2027-01-15 08:00:00 UTC", or the number itself when it is no calendar date.
    static func readableTime(_ seconds: Double) -> String {
        guard let iso = JWTClaims.iso8601(seconds) else { return JSONValue.number(String(seconds)).jsonText }
        return iso.replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
    }

    /// Seconds as an integer. Token times are any finite number, so they are clamped to about 30
    /// million years either way rather than trapping on conversion.
    static func wholeSeconds(_ seconds: Double) -> Int {
        Int(min(max(seconds, -1e15), 1e15).rounded(.down))
    }

    /// Claim text as the terminal should show it: escaped when it holds control or bidirectional
    /// characters, so a hostile token cannot rewrite the screen.
    static func safe(_ string: String) -> String {
        PasswordDisplay.safe(string)
    }

    /// "in 59 min" or "59 min ago".
    static func relative(_ seconds: Double, in language: Language) -> String {
        CLITexts.string(seconds >= 0 ? .jwtIn : .jwtAgo, in: language, ["span": span(abs(seconds))])
    }

    /// Aligned "name  value" rows, without a final newline. Columns line up on the names as given;
    /// `names` changes how each is shown (escaping untrusted ones).
    static func table(_ rows: [(String, String)], indent: String, names: (String) -> String = { $0 }) -> String {
        let width = rows.map { $0.0.count }.max() ?? 0
        return rows.map { indent + names($0.0) + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
            .joined(separator: "\n")
    }
}
