// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitEmail
import CredKitStrength

/// credkit's checks beyond Cognito's policy — its extra rules (formerly `PolicyExtensions`). Each is
/// off unless set.
///
/// In a policy file they live under the top-level `"CredKit"` key, beside Cognito's own fields,
/// so the same file still reads as Cognito JSON to other tools.
public struct ExtraRules: Sendable, Hashable {
    /// A maximum length below Cognito's 256 (`MaximumLength`).
    public var maximumLength: Int?
    /// Reject common passwords (`Blocklist`).
    public var blocklist: BlocklistRule?
    /// Reject passwords found in breached-password data (`Breached`).
    public var breached: BreachedRule?
    /// Reject passwords that contain the user's email local part, username or name (`RejectUserContext`).
    public var userContext: UserContextRule?
    /// Require a minimum strength on a four-bar meter (`MinimumStrength`).
    public var minimumStrength: StrengthRequirement?
    /// Words the `guesses` meter treats as easy to guess: the site's own names (`Strength`).
    public var strengthWords: StrengthWordsRule?
    /// Patterns a password must not match (`ForbiddenPatterns`).
    public var forbiddenPatterns: [PatternRule]
    /// Patterns a password must match (`RequiredPatterns`).
    public var requiredPatterns: [PatternRule]
    /// Apply Unicode NFKC normalisation before every check (`Normalization: "NFKC"`).
    public var normalizesToNFKC: Bool

    /// At most this many forbidden and this many required patterns.
    public static let maximumPatternCount = 32

    /// Creates a set of extensions; everything is off by default.
    /// - Parameters:
    ///   - maximumLength: a maximum length below 256.
    ///   - blocklist: the common-password check.
    ///   - breached: the breached-password check.
    ///   - userContext: the user-details check.
    ///   - minimumStrength: the strength requirement.
    ///   - strengthWords: words the `guesses` meter treats as easy to guess.
    ///   - forbiddenPatterns: patterns that must not match.
    ///   - requiredPatterns: patterns that must match.
    ///   - normalizesToNFKC: normalise to NFKC before checking.
    public init(
        maximumLength: Int? = nil,
        blocklist: BlocklistRule? = nil,
        breached: BreachedRule? = nil,
        userContext: UserContextRule? = nil,
        minimumStrength: StrengthRequirement? = nil,
        strengthWords: StrengthWordsRule? = nil,
        forbiddenPatterns: [PatternRule] = [],
        requiredPatterns: [PatternRule] = [],
        normalizesToNFKC: Bool = false
    ) {
        self.maximumLength = maximumLength
        self.blocklist = blocklist
        self.breached = breached
        self.userContext = userContext
        self.minimumStrength = minimumStrength
        self.strengthWords = strengthWords
        self.forbiddenPatterns = forbiddenPatterns
        self.requiredPatterns = requiredPatterns
        self.normalizesToNFKC = normalizesToNFKC
    }

    /// Whether any extension is on.
    public var isEmpty: Bool {
        self == ExtraRules()
    }
}

/// The common-password check: the whole password, compared case-insensitively.
public struct BlocklistRule: Sendable, Hashable {
    /// Include the bundled list (see NOTICE: 19,640 common passwords from Django's validator).
    public var usesBundledList: Bool
    /// Extra words to block, such as the product's own name.
    public var additionalWords: [String]

    /// Creates a blocklist rule.
    /// - Parameters:
    ///   - usesBundledList: include the bundled list.
    ///   - additionalWords: extra entries.
    public init(usesBundledList: Bool = true, additionalWords: [String] = []) {
        self.usesBundledList = usesBundledList
        self.additionalWords = additionalWords
    }
}

/// The breached-password check: the SHA-1 of the password (its UTF-8 bytes as given, before any
/// normalisation, as Pwned Passwords hashed them) looked up in an index file or through the
/// k-anonymity range API.
///
/// In a policy file: `"Breached": {"Index": "pwned.ckbi"}` or `{"Online": true}`, with optional
/// `"MinimumCount"` (a password counts as breached when seen at least this many times) and
/// `"FailOpen"` (when the source cannot answer, judge the other rules alone instead of refusing).
public struct BreachedRule: Sendable, Hashable {
    /// Where the verdicts come from.
    public enum Source: Sendable, Hashable {
        /// An index built by `credkit breached build-index`; the checker opens it.
        case index(path: String)
        /// The range API, asked through a client given to the checker (`PwnedPasswordsRangeClient`,
        /// in `CredKitPwnedPasswords`; this module never opens the network); `baseURL` `nil` means
        /// the official service.
        case online(baseURL: String?)
    }

    /// Where the verdicts come from.
    public var source: Source
    /// Seen fewer times than this, a password passes; `nil` takes the source's own minimum (an
    /// index's `--minimum-count`, 1 online). An index can only honour the minimum it was built with.
    public var minimumCount: Int?
    /// When the source cannot answer, pass the check instead of failing it (fail open). Off: an
    /// unanswered password is refused (fail closed).
    public var failsOpen: Bool

    /// The values accepted for ``minimumCount``.
    public static let minimumCountRange = 1...1_000_000_000

    /// Creates a breached-password rule.
    /// - Parameters:
    ///   - source: the index or the range API.
    ///   - minimumCount: the fewest sightings that count as breached.
    ///   - failsOpen: pass when the source cannot answer.
    public init(source: Source, minimumCount: Int? = nil, failsOpen: Bool = false) {
        self.source = source
        self.minimumCount = minimumCount
        self.failsOpen = failsOpen
    }
}

/// The user-details check: the password must not contain the email local part, username or name,
/// nor any of their parts (split at characters that are not letters or digits) of at least
/// ``minimumTokenLength`` characters, compared case-insensitively.
public struct UserContextRule: Sendable, Hashable {
    /// Parts shorter than this are ignored: two-letter fragments would reject too much.
    public var minimumTokenLength: Int

    /// The values accepted for ``minimumTokenLength``.
    public static let minimumTokenLengthRange = 2...64

    /// Creates a user-details rule.
    /// - Parameter minimumTokenLength: the shortest part that counts (default 3).
    public init(minimumTokenLength: Int = 3) {
        self.minimumTokenLength = minimumTokenLength
    }
}

/// A minimum number of bars on one of the four-bar strength meters.
public struct StrengthRequirement: Sendable, Hashable {
    /// 1 to 4.
    public var bars: Int
    /// Which meter.
    public var model: StrengthModel

    /// Creates a strength requirement.
    /// - Parameters:
    ///   - bars: the fewest bars that pass, 1 to 4.
    ///   - model: the meter to use.
    public init(bars: Int, model: StrengthModel) {
        self.bars = bars
        self.model = model
    }
}

/// Words the `guesses` strength meter treats as easy to guess, because an attacker who targets this
/// site tries them first: its own, its company's and its products' names (`ExtraWords`).
///
/// In a policy file: `"CredKit": {"Strength": {"Words": ["acme", "roadrunner"], "WordsFile": "words.txt",
/// "Languages": ["de", "en"]}}`; the file has one word per line, the likeliest first, and a relative
/// path is relative to the policy file. The inline words rank before the file's. `Languages` (tags
/// as `StrengthLanguage(tag:)` reads them, or `"all"`) are the languages whose words the meter
/// knows; English and Spanish when it is absent.
public struct StrengthWordsRule: Sendable, Hashable {
    /// Words given in the policy itself, the likeliest first.
    public var words: [String]
    /// A word-list file's path, when given.
    public var file: String?
    /// The meter's languages, when the policy names them (`StrengthLanguage.defaults` otherwise).
    public var languages: Set<StrengthLanguage>?

    /// Creates the rule.
    /// - Parameters:
    ///   - words: words given inline, the likeliest first.
    ///   - file: a file with one word per line.
    ///   - languages: the meter's languages; `nil` for the defaults.
    public init(words: [String] = [], file: String? = nil, languages: Set<StrengthLanguage>? = nil) {
        self.words = words
        self.file = file
        self.languages = languages
    }
}

/// A PCRE2 pattern with the message shown when it fails, in each language.
public struct PatternRule: Sendable, Hashable {
    /// A PCRE2 pattern, matched in UTF mode anywhere in the password (anchor it yourself with `^…$`).
    public var pattern: String
    /// The message for a violation, by language. Every `Language` must have one.
    public var messages: [Language: String]

    /// Creates a pattern rule.
    /// - Parameters:
    ///   - pattern: the PCRE2 pattern.
    ///   - messages: the violation message in each language.
    public init(pattern: String, messages: [Language: String]) {
        self.pattern = pattern
        self.messages = messages
    }
}

/// The old name of ``ExtraRules``.
@available(*, deprecated, renamed: "ExtraRules")
public typealias PolicyExtensions = ExtraRules
