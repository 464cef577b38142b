// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Words the strength estimator must treat as easy to guess: the site's, company's and products'
/// own names, a team, a city — what an attacker who targets this site tries first.
///
/// Like zxcvbn-ts's `addDictionary`, the words are ranked by their order: the first costs one
/// guess, the second two, and so on, so put the likeliest first. They are matched as the bundled
/// words are (any case, accents ignored, reversed, with substitutes such as `@` for `a`), inside
/// longer passwords too:
///
/// ```swift
/// let words = try ExtraWords(["acme", "roadrunner"])
/// let estimator = PasswordGuessEstimator(extraWords: words)
/// estimator.estimate("acmeroadrunner").score   // 1 (3 without the words)
/// ```
///
/// A word whose rank is at least 10^length (a three-letter word past the 999th) is left out, as
/// for the bundled lists: guessing that many characters blindly is cheaper.
public struct ExtraWords: Sendable {
    /// The most words a list may hold.
    public static let maximumCount = 1_000_000
    /// The most UTF-8 bytes in one word.
    public static let maximumWordBytes = 256

    /// How many words were given (blank lines and repeats not counted).
    public let count: Int
    /// The words as a ranked trie, or `nil` when there are none.
    let dictionary: RankedDictionary?

    /// No extra words.
    public init() {
        self.init(checkedWords: [])
    }

    /// Words from a list, the likeliest first.
    /// - Parameters:
    ///   - words: the words; surrounding white space is trimmed and empty entries are skipped.
    ///   - source: what errors call the list (a policy field, a file name); its positions are 1-based.
    /// - Throws: ``ExtraWordsError`` when a word is over ``maximumWordBytes`` bytes or there are more
    ///   than ``maximumCount`` words.
    public init(_ words: some Sequence<String>, source: String = "words") throws(ExtraWordsError) {
        var lines: [Substring] = []
        for (index, word) in words.enumerated() {
            lines.append(try Self.checked(Substring(word), line: index + 1, source: source, count: lines.count))
        }
        self.init(checkedWords: lines)
    }

    /// Words from text with one word per line (LF or CRLF), the likeliest first; blank lines are skipped.
    /// - Parameters:
    ///   - bytes: the text, UTF-8.
    ///   - source: what errors call the text (a file name).
    /// - Throws: ``ExtraWordsError`` naming the line that is not UTF-8, too long, or one too many.
    public init(utf8 bytes: some Collection<UInt8>, source: String) throws(ExtraWordsError) {
        var words: [Substring] = []
        var lineNumber = 0
        for line in Array(bytes).split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let text = String(validating: line, as: UTF8.self) else {
                throw ExtraWordsError(.invalidEncoding, .extraWordsInvalidUTF8, ["file": source, "line": "\(lineNumber)"])
            }
            words.append(try Self.checked(Substring(text), line: lineNumber, source: source, count: words.count))
        }
        self.init(checkedWords: words)
    }

    /// Words from a file with one word per line, the likeliest first.
    /// - Parameter path: the file's path, also what errors call it.
    /// - Throws: ``ExtraWordsError``: the file cannot be read, or a line is not UTF-8, too long, or
    ///   one too many.
    public init(contentsOfFile path: String) throws(ExtraWordsError) {
        let bytes: [UInt8]
        do {
            // Every word at its longest with a CRLF: a bigger file holds too many words anyway.
            bytes = try FileBytes.read(path, limit: Self.maximumCount * (Self.maximumWordBytes + 2))
        } catch {
            throw ExtraWordsError(.unreadable, .extraWordsUnreadable, ["file": path], localized: ["reason": error.reason])
        }
        try self.init(utf8: bytes, source: path)
    }

    /// These words followed by `other`'s, ranked in that order.
    /// - Throws: ``ExtraWordsError`` when together they are more than ``maximumCount`` words.
    public func appending(_ other: ExtraWords, source: String = "words") throws(ExtraWordsError) -> ExtraWords {
        guard count + other.count <= Self.maximumCount else {
            throw ExtraWordsError(
                .tooMany, .extraWordsTooMany, ["file": source, "line": "\(count + other.count)", "limit": "\(Self.maximumCount)"])
        }
        return ExtraWords(checkedWords: words + other.words)
    }

    /// The words in rank order.
    let words: [Substring]

    private init(checkedWords: [Substring]) {
        var seen = Set<Substring>()
        let unique = checkedWords.filter { !$0.isEmpty && seen.insert($0).inserted }
        words = unique
        count = unique.count
        dictionary =
            unique.isEmpty
            ? nil
            : RankedDictionary(
                rankedLists: [(.extraWords, unique.enumerated().map { ($1, $0 + 1) })], minimumCapacity: 16)
    }

    private static func checked(_ line: Substring, line number: Int, source: String, count: Int) throws(ExtraWordsError)
        -> Substring
    {
        var word = line
        while let first = word.first, first.isWhitespace { word.removeFirst() }
        while let last = word.last, last.isWhitespace { word.removeLast() }
        guard word.utf8.count <= maximumWordBytes else {
            throw ExtraWordsError(
                .wordTooLong, .extraWordsTooLong,
                ["file": source, "line": "\(number)", "bytes": "\(word.utf8.count)", "limit": "\(maximumWordBytes)"])
        }
        if !word.isEmpty && count >= maximumCount {
            throw ExtraWordsError(
                .tooMany, .extraWordsTooMany, ["file": source, "line": "\(number)", "limit": "\(maximumCount)"])
        }
        return word
    }
}

extension ExtraWords: Equatable {
    public static func == (lhs: ExtraWords, rhs: ExtraWords) -> Bool { lhs.words == rhs.words }
}

extension ExtraWords: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(words) }
}

/// Why a list of extra words was refused.
public struct ExtraWordsError: CredKitError, Hashable {
    /// A stable error code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: StrengthTextKey

        // text-keys: codes of ExtraWordsError.Code
        /// The file does not exist or cannot be read.
        public static let unreadable = Self(rawValue: "unreadable", textKey: .extraWordsUnreadable)
        /// A line is not UTF-8.
        public static let invalidEncoding = Self(rawValue: "invalid-encoding", textKey: .extraWordsInvalidUTF8)
        /// A word is over ``ExtraWords/maximumWordBytes`` bytes.
        public static let wordTooLong = Self(rawValue: "word-too-long", textKey: .extraWordsTooLong)
        /// More than ``ExtraWords/maximumCount`` words.
        public static let tooMany = Self(rawValue: "too-many-words", textKey: .extraWordsTooMany)
    }

    /// The stable code.
    public let code: Code
    package let reason: StrengthTextKey
    package let arguments: [String: String]
    /// Placeholder values rendered in the message's language (a system error's reason).
    let localized: [String: LocalizedText]

    package init(
        _ code: Code, _ reason: StrengthTextKey, _ arguments: [String: String], localized: [String: LocalizedText] = [:]
    ) {
        self.code = code
        self.reason = reason
        self.arguments = arguments
        self.localized = localized
    }

    /// The list and line, and what was wrong there.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String {
        var arguments = arguments
        for (name, text) in localized { arguments[name] = text.string(in: language) }
        return Texts.string(reason, in: language, arguments)
    }

    /// The list's name as given (a file's path), for callers that point at it.
    public var source: String { arguments["file"] ?? "" }
    /// The 1-based line or position, when the error is about one.
    public var line: Int? { arguments["line"].flatMap(Int.init) }
}
