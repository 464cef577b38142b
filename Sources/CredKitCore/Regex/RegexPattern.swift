// SPDX-License-Identifier: Apache-2.0
/// A compiled pattern for policy rules and the email fast path: PCRE2 with JIT where the build has
/// it (the `PCRE2` trait on Linux), otherwise the standard library's `Regex` over
/// ``PortablePatternSyntax``, which refuses what it cannot interpret exactly as PCRE2 does.
///
/// Compile once and share; match through a per-thread ``Matcher``.
package final class RegexPattern: Sendable {
    /// Which engine runs a pattern.
    package enum Engine: String, Sendable, CaseIterable {
        /// libpcre2-8 with JIT, full PCRE2 syntax.
        case pcre2
        /// The standard library's `Regex`, portable subset only.
        case portable

        /// The engine this build uses (the portable one when ``PortableEngines/forced``).
        package static var `default`: Engine {
            #if PCRE2 && canImport(CPCRE2)
                PortableEngines.forced ? .portable : .pcre2
            #else
                .portable
            #endif
        }

        /// The engines this build has: the differential tests run every one of them. Only the
        /// portable one when ``PortableEngines/forced``, as in the portable configuration.
        package static var available: [Engine] {
            #if PCRE2 && canImport(CPCRE2)
                PortableEngines.forced ? [.portable] : [.pcre2, .portable]
            #else
                [.portable]
            #endif
        }
    }

    private enum Backing: Sendable {
        #if PCRE2 && canImport(CPCRE2)
            case pcre2(PCRE2Pattern)
        #endif
        case portable(PortableRegex)
    }

    /// The most steps one match may take before the engine gives up with
    /// ``RegexPatternError/Kind/tooCostly`` (PCRE2's match limit; its default is ten times this).
    ///
    /// Policy patterns come from files credkit did not write. A pattern that backtracks
    /// exponentially — `^(a+)+$` on thirty `a`s and a `!` — ran to PCRE2's default limit, about
    /// 25 ms a password; a normal policy pattern needs a few thousand steps on a 256-character
    /// password. The portable engine (the standard library's `Regex`) has no such limit.
    package static let stepLimit: UInt32 = 1_000_000

    /// The pattern as written.
    package let source: String
    /// The engine that runs it.
    package let engine: Engine
    private let backing: Backing

    /// Compiles `pattern` (PCRE2 syntax, UTF mode) for `engine`.
    /// - Throws: ``RegexPatternError``: a syntax error, or a construct the portable engine refuses.
    package init(_ pattern: String, engine: Engine = .default) throws(RegexPatternError) {
        self.source = pattern
        self.engine = engine
        switch engine {
        case .pcre2:
            #if PCRE2 && canImport(CPCRE2)
                do {
                    backing = .pcre2(try PCRE2Pattern(pattern))
                } catch {
                    throw RegexPatternError(
                        kind: .syntax, offset: error.offset, construct: nil,
                        reason: .verbatim(error.message))
                }
            #else
                preconditionFailure("this build has no PCRE2 engine; ask RegexPattern.Engine.available")
            #endif
        case .portable:
            do {
                backing = .portable(try PortableRegex(pattern))
            } catch {
                throw RegexPatternError(
                    kind: error.kind == .syntax ? .syntax : .unsupported, offset: error.offset,
                    construct: error.construct, reason: .text(error.reason))
            }
        }
    }

    /// Scratch space for matching on one thread.
    package func makeMatcher() -> Matcher {
        switch backing {
        #if PCRE2 && canImport(CPCRE2)
            case .pcre2(let pattern): Matcher(.pcre2(pattern.makeMatcher()))
        #endif
        case .portable(let regex): Matcher(.portable(regex))
        }
    }

    /// Whether `subject` contains a match (allocates a matcher; hot loops keep one).
    package func matches(_ subject: String) throws(RegexPatternError) -> Bool {
        var subject = subject
        let matcher = makeMatcher()
        let result = subject.withUTF8 { buffer in
            Result { () throws(RegexPatternError) -> Bool in try matcher.matches(buffer) }
        }
        return try result.get()
    }

    /// Per-thread match state. Not `Sendable`.
    package final class Matcher {
        enum Backing {
            #if PCRE2 && canImport(CPCRE2)
                case pcre2(PCRE2Matcher)
            #endif
            case portable(PortableRegex)
        }
        private let backing: Backing

        init(_ backing: Backing) { self.backing = backing }

        /// Whether the pattern matches somewhere in `subject`.
        /// - Parameter subject: valid UTF-8.
        /// - Throws: ``RegexPatternError`` when the engine gives up (PCRE2's match limit).
        package func matches(_ subject: UnsafeBufferPointer<UInt8>) throws(RegexPatternError) -> Bool {
            switch backing {
            #if PCRE2 && canImport(CPCRE2)
                case .pcre2(let matcher):
                    do {
                        return try matcher.matches(subject)
                    } catch {
                        throw RegexPatternError(
                            kind: error.isTooCostly ? .tooCostly : .matchFailed, offset: 0, construct: nil,
                            reason: .verbatim(error.message))
                    }
            #endif
            case .portable(let regex):
                return regex.matches(subject)
            }
        }
    }
}

/// Why a pattern could not be compiled or run.
package struct RegexPatternError: Error, Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// Not a valid pattern.
        case syntax
        /// Valid PCRE2, outside the portable subset.
        case unsupported
        /// The engine gave up while matching.
        case matchFailed
        /// The match took more steps than ``PCRE2Pattern/matchLimit`` (or nested too deep): the
        /// pattern backtracks too much, a fault of the pattern rather than of the subject.
        case tooCostly
    }

    package enum Reason: Sendable, Hashable {
        /// A text of ours (en/es).
        case text(CoreTextKey)
        /// PCRE2's own message (English only).
        case verbatim(String)
    }

    package var kind: Kind
    /// Byte offset in the pattern.
    package var offset: Int
    /// The construct refused, as written (portable engine only).
    package var construct: String?
    package var reason: Reason

    /// The reason as a text chosen at display time (PCRE2's own message stays English).
    package var localizedReason: LocalizedText {
        switch reason {
        case .text(let key): LocalizedText(key: key)
        case .verbatim(let message): LocalizedText(key: .verbatim, arguments: ["text": message])
        }
    }

    /// What is wrong, in `language`.
    package func reason(in language: Language) -> String {
        switch reason {
        case .text(let key): Texts.string(key, in: language)
        case .verbatim(let message): message
        }
    }
}

/// A pattern in the portable subset, compiled for the standard library's `Regex` with Unicode-scalar
/// semantics (no grapheme clustering, no canonical equivalence: code points compare as PCRE2 does).
package final class PortableRegex: Sendable {
    // `Regex` is a value whose program is built lazily and guarded internally.
    nonisolated(unsafe) private let regex: Regex<AnyRegexOutput>
    /// The `Regex` syntax the pattern was rendered as.
    package let rendered: String

    init(_ pattern: String) throws(PortablePatternSyntax.Failure) {
        let rendered = try PortablePatternSyntax.render(pattern)
        do {
            self.regex = try Regex(rendered).matchingSemantics(.unicodeScalar)
        } catch {
            // The renderer writes only syntax `Regex` documents; reaching this is a bug in it, but the
            // answer stays safe: the pattern is refused, never matched differently.
            throw PortablePatternSyntax.Failure(
                kind: .unsupported, construct: pattern, offset: 0, reason: .patternUnsupportedGroup)
        }
        self.rendered = rendered
    }

    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = String(decoding: subject, as: UTF8.self)
        return (try? regex.firstMatch(in: text)) != nil
    }
}
