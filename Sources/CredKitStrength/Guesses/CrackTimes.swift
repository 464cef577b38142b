import _CredKitCore

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
    private static let units: [(Double, TextKey, TextKey)] = {
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
        if seconds < 1 { return Texts.string(.crackTimeInstant, in: language) }
        var unit = 1.0
        for (limit, one, many) in units {
            if seconds < limit {
                let count = (seconds / unit).rounded(.toNearestOrEven)
                return Texts.string(count == 1 ? one : many, in: language, ["n": String(Int(count))])
            }
            unit = limit
        }
        return Texts.string(.crackTimeCenturies, in: language)
    }
}
