// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// How long an attacker needs to reach a password's guess count, in zxcvbn's four scenarios.
public struct CrackTimes: Sendable, Hashable {
    /// An attack scenario and its guessing rate.
    public enum Scenario: String, Sendable, Hashable, CaseIterable {
        /// Online, rate-limited: 100 guesses per hour.
        case onlineThrottled = "online-throttled"
        /// Online without rate limits: 10 guesses per second.
        case onlineUnthrottled = "online-unthrottled"
        /// Offline against a slow hash (bcrypt, scrypt, PBKDF2): 10⁴ guesses per second.
        case offlineSlowHash = "offline-slow-hash"
        /// Offline against a fast hash: 10¹⁰ guesses per second.
        case offlineFastHash = "offline-fast-hash"

        /// Guesses per second.
        public var guessesPerSecond: Double {
            switch self {
            case .onlineThrottled: 100.0 / 3600
            case .onlineUnthrottled: 10
            case .offlineSlowHash: 1e4
            case .offlineFastHash: 1e10
            }
        }
    }

    /// The password's guess count.
    public let guesses: Double

    /// Creates the estimates for a guess count.
    /// - Parameter guesses: the password's guess count.
    public init(guesses: Double) {
        self.guesses = guesses
    }

    /// Seconds to crack in `scenario`.
    /// - Parameter scenario: the attack.
    /// - Returns: seconds.
    public func seconds(_ scenario: Scenario) -> Double { guesses / scenario.guessesPerSecond }

    /// Seconds to crack in `scenario`, in words ("3 hours", "centuries").
    /// - Parameters:
    ///   - scenario: the attack.
    ///   - language: the text's language.
    /// - Returns: the rounded duration.
    public func display(_ scenario: Scenario, in language: Language) -> String {
        Self.display(seconds: seconds(scenario), in: language)
    }

    /// Each unit's upper limit in seconds and its singular and plural texts (built once: a record
    /// shows four durations).
    private static let units: [(Double, StrengthTextKey, StrengthTextKey)] = {
        let minute = 60.0, hour = minute * 60, day = hour * 24, month = day * 31, year = month * 12, century = year * 100
        return [
            (minute, .crackTimeSecond, .crackTimeSeconds), (hour, .crackTimeMinute, .crackTimeMinutes),
            (day, .crackTimeHour, .crackTimeHours), (month, .crackTimeDay, .crackTimeDays),
            (year, .crackTimeMonth, .crackTimeMonths), (century, .crackTimeYear, .crackTimeYears),
        ]
    }()

    /// A duration in words, rounded to its largest unit as zxcvbn does (a month is 31 days).
    /// - Parameters:
    ///   - seconds: the duration.
    ///   - language: the text's language.
    /// - Returns: "less than a second", "N seconds" … "N years", or "centuries".
    public static func display(seconds: Double, in language: Language) -> String {
        display(words(seconds: seconds), in: language)
    }

    /// Which words a duration is shown in: what ``display(seconds:in:)`` writes, without the text,
    /// so a stream can look the text up in a table of its own.
    package enum DisplayWords: Hashable, Sendable {
        /// "less than a second".
        case instant
        /// `count` of the unit at `unit` (0: seconds, 1: minutes, … 5: years); `count` is 1 to
        /// ``maximumCount``.
        case units(unit: Int, count: Int)
        /// "centuries".
        case centuries
    }

    /// The units a duration is counted in, seconds to years.
    package static var unitCount: Int { units.count }

    /// The largest count of any unit: under a century, a duration is at most 100 years.
    package static let maximumCount = 100

    /// The words for `seconds`, rounded to its largest unit as zxcvbn does (a month is 31 days).
    package static func words(seconds: Double) -> DisplayWords {
        if seconds < 1 { return .instant }
        var unit = 1.0
        for (index, (limit, _, _)) in units.enumerated() {
            if seconds < limit {
                return .units(unit: index, count: Int((seconds / unit).rounded(.toNearestOrEven)))
            }
            unit = limit
        }
        return .centuries
    }

    /// The text of `words` in `language` ("3 hours", "3 horas").
    package static func display(_ words: DisplayWords, in language: Language) -> String {
        let texts =
            switch language {
            case .english: englishWords
            case .spanish: spanishWords
            }
        switch words {
        case .instant: return texts.instant
        case .centuries: return texts.centuries
        case .units(let unit, let count): return texts.units[unit][count == 1 ? 0 : 1].filled(with: String(count))
        }
    }

    /// One language's duration texts, prepared once: streaming `credkit strength` writes four per
    /// record, and looking each up and filling it in took a tenth of the command's time.
    private struct Words: Sendable {
        let instant: String
        let centuries: String
        /// Per unit, the singular and the plural.
        let units: [[Template]]

        init(_ language: Language) {
            instant = Texts.string(.crackTimeInstant, in: language)
            centuries = Texts.string(.crackTimeCenturies, in: language)
            units = CrackTimes.units.map { _, one, many in
                [Template(Texts.string(one, in: language)), Template(Texts.string(many, in: language))]
            }
        }
    }

    /// A text with one `{n}` placeholder, split around it (a text without exactly one is filled by
    /// ``Texts`` as usual).
    private struct Template: Sendable {
        let text: String
        let parts: (prefix: String, suffix: String)?

        init(_ text: String) {
            self.text = text
            let bytes = Array(text.utf8)
            let marker = Array("{n}".utf8)
            let places = bytes.indices.filter { bytes[$0...].starts(with: marker) }
            parts =
                places.count == 1
                ? (
                    String(decoding: bytes[..<places[0]], as: UTF8.self),
                    String(decoding: bytes[(places[0] + marker.count)...], as: UTF8.self)
                ) : nil
        }

        func filled(with number: String) -> String {
            guard let parts else { return Texts.filling(text, with: ["n": number]) }
            return parts.prefix + number + parts.suffix
        }
    }

    private static let englishWords = Words(.english)
    private static let spanishWords = Words(.spanish)
}
