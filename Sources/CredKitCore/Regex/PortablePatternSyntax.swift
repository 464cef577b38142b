// SPDX-License-Identifier: Apache-2.0
/// The portable subset of PCRE2 pattern syntax: the constructs whose meaning the standard library's
/// `Regex` can be told exactly, parsed with PCRE2's semantics (UTF mode, no `(*UCP)`, no options).
///
/// A pattern in the subset is rendered as `Regex` syntax that spells every class out, so neither
/// engine's defaults (Unicode `\d`, grapheme clusters, which newlines `.` skips) can change a match:
///
/// | PCRE2 | meaning (no UCP) | rendered |
/// | --- | --- | --- |
/// | `\d` `\w` `\s` | ASCII digit, word, space (`\t\n\v\f\r` and space) | explicit classes |
/// | `.` | any code point but LF | `[^\n]` |
/// | `^` `\A` | start of the subject | `\A` |
/// | `$` `\Z` | end, or before a final LF | `(?=\n?\z)` |
/// | `\z` | end | `\z` |
/// | `x*+` `(?>x)` | possessive / atomic | atomic group |
/// | `(x)…\1` | backreference to a group set on every path | `\1` |
/// | `(?i)` at the very start | caseless: ASCII letters, `k`/`K` also KELVIN SIGN, `s`/`S` also LONG S | explicit sets |
///
/// Everything else is refused with the construct and its offset: lookbehind, backreferences to a
/// group that may be unset or repeated (inside an alternative, an optional or repeated item, a
/// lookahead, or not yet closed), `\10` and up, a repeat of something whose length varies (`(a+)+`, `(a|aa)+`;
/// exponential backtracking without PCRE2's match limit) unless one is possessive or atomic, named
/// groups, inline options anywhere but a leading `(?i)` (and under it, non-ASCII letters and
/// backreferences), `\b`, `\p{…}`, POSIX classes, verbs, `\Q…\E`, and a `{` that is not a
/// complete `{n}`, `{n,}` or `{n,m}` quantifier (PCRE2's versions read those differently).
package enum PortablePatternSyntax {
    /// Why a pattern is outside the subset, or not a pattern at all.
    package struct Failure: Error, Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            /// Valid PCRE2 that the portable engine does not interpret exactly alike.
            case unsupported
            /// Not a pattern in either engine.
            case syntax
        }
        package var kind: Kind
        /// The offending text, as it appears in the pattern.
        package var construct: String
        /// Byte offset of the construct in the pattern's UTF-8.
        package var offset: Int
        /// What is wrong, as a text key (en/es).
        package var reason: CoreTextKey
    }

    indirect enum Node: Equatable {
        case empty
        case scalar(UInt32)
        case set(CharacterSet, negated: Bool)
        case any  // `.`: anything but LF
        case start, endOrFinalNewline, end
        case group(Node)  // non-capturing
        case capture(Node)  // numbered in order of its `(`, for backreferences
        case backreference(Int)
        case atomic(Node)
        case lookahead(Node, negative: Bool)
        case concatenation([Node])
        case alternation([Node])
        case repeated(Node, min: Int, max: Int?, mode: RepeatMode)
    }

    enum RepeatMode: Equatable { case greedy, lazy, possessive }

    /// A character class: ranges of code points, and the shorthand classes it includes.
    struct CharacterSet: Equatable {
        var ranges: [ClosedRange<UInt32>] = []
        var shorthands: [Shorthand] = []
    }

    enum Shorthand: Equatable {
        case digit, word, space
        case notDigit, notWord, notSpace

        var positive: Bool { self == .digit || self == .word || self == .space }

        /// ASCII ranges, as PCRE2 defines the class without UCP (`\s` includes VT since 10.x).
        var ranges: [ClosedRange<UInt32>] {
            switch self {
            case .digit, .notDigit: [0x30...0x39]
            case .word, .notWord: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
            case .space, .notSpace: [0x09...0x0D, 0x20...0x20]
            }
        }
    }

    /// The largest repeat count PCRE2 accepts.
    static let maximumRepeat = 65_535

    /// Parses `pattern` and renders it as `Regex` syntax with the same meaning.
    /// - Throws: ``Failure`` naming the first construct outside the subset, or a syntax error.
    package static func render(_ pattern: String) throws(Failure) -> String {
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        let node = try parser.parse()
        var output = ""
        Renderer.render(node, into: &output)
        return output
    }

    static func parse(_ pattern: String) throws(Failure) -> Node {
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        return try parser.parse()
    }
}

// MARK: - Parser

extension PortablePatternSyntax {
    struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0
        /// UTF-8 offsets of each scalar, for error positions that match PCRE2's byte offsets.
        let offsets: [Int]
        /// Capturing groups by number (from 1): whether each is closed and set on every path that
        /// reaches what follows it (not inside an alternative, an optional or repeated item, or a
        /// lookahead). Only those may be referred back to: what an unset or repeated group holds is
        /// where engines part ways.
        var captureIsClosed: [Bool] = []
        var captureIsUnconditional: [Bool] = []
        /// What each closed capturing group matches, by length (for a backreference under a repeat).
        var captureLengths: [(min: Int, max: Int)?] = []

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            var offsets: [Int] = []
            offsets.reserveCapacity(scalars.count + 1)
            var offset = 0
            for scalar in scalars {
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
            self.offsets = offsets
        }

        /// Whether the pattern opens with `(?i)`: caseless matching of the whole pattern.
        var caseless = false

        package mutating func parse() throws(Failure) -> Node {
            if scalars.starts(with: ["(", "?", "i", ")"]) {
                caseless = true
                position = 4
            }
            let node = try alternation()
            if position < scalars.count {
                // Only an unmatched `)` stops an alternation before the end.
                throw failure(.syntax, .patternUnmatchedParenthesis, from: position, length: 1)
            }
            return node
        }

        private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        private func peek(_ offset: Int) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        /// - Parameter reportedAt: where the error is reported, when not at the construct (an unclosed
        ///   group or class is reported at the end of the pattern, as PCRE2 does).
        private func failure(
            _ kind: Failure.Kind, _ reason: CoreTextKey, from start: Int, length: Int, reportedAt: Int? = nil
        ) -> Failure {
            let end = min(scalars.count, start + max(length, 1))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[min(start, scalars.count)..<end])
            return Failure(kind: kind, construct: text, offset: offsets[min(reportedAt ?? start, scalars.count)], reason: reason)
        }

        private mutating func alternation() throws(Failure) -> Node {
            let firstCapture = captureIsClosed.count
            var branches = [try sequence()]
            while current == "|" {
                // A group of an earlier alternative is unset in this one.
                markConditional(from: firstCapture)
                position += 1
                branches.append(try sequence())
            }
            if branches.count > 1 { markConditional(from: firstCapture) }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func markConditional(from first: Int) {
            for index in first..<captureIsUnconditional.count { captureIsUnconditional[index] = false }
        }

        private mutating func sequence() throws(Failure) -> Node {
            var items: [Node] = []
            while let scalar = current, scalar != "|", scalar != ")" {
                let start = position
                let firstCapture = captureIsClosed.count
                let atom = try self.atom()
                if let repeated = try quantifier(applyingTo: atom, atomStart: start) {
                    markConditional(from: firstCapture)
                    items.append(repeated)
                } else {
                    items.append(atom)
                }
            }
            switch items.count {
            case 0: return .empty
            case 1: return items[0]
            default: return .concatenation(items)
            }
        }

        /// Whether backtracking can make `node` match a different length. Atomic groups and possessive
        /// repeats count as fixed: backtracking never re-enters them.
        private func repeatsVariably(_ node: Node) -> Bool {
            lengths(node).map { $0.min != $0.max } ?? true
        }

        /// The least and most code points `node` matches as backtracking sees it (atomic and possessive
        /// parts as zero-width); `nil` when unbounded or unknown.
        private func lengths(_ node: Node) -> (min: Int, max: Int)? {
            switch node {
            case .empty, .start, .endOrFinalNewline, .end, .lookahead, .atomic: return (0, 0)
            case .scalar, .set, .any: return (1, 1)
            case .backreference(let number): return captureLengths[number - 1]
            case .group(let inner), .capture(let inner): return lengths(inner)
            case .repeated(let inner, let min, let max, let mode):
                if mode == .possessive { return (0, 0) }
                guard let max, let body = lengths(inner) else { return nil }
                return (body.min * min, body.max * max)
            case .concatenation(let items):
                var total = (min: 0, max: 0)
                for item in items {
                    guard let range = lengths(item) else { return nil }
                    total = (total.min + range.min, total.max + range.max)
                }
                return total
            case .alternation(let branches):
                var result: (min: Int, max: Int)?
                for branch in branches {
                    guard let range = lengths(branch) else { return nil }
                    result = result.map { (Swift.min($0.min, range.min), Swift.max($0.max, range.max)) } ?? range
                }
                return result ?? (0, 0)
            }
        }

        private static func isRepeatable(_ node: Node) -> Bool {
            switch node {
            case .start, .end, .endOrFinalNewline, .lookahead: false
            default: true
            }
        }

        /// A quantifier after `atom`, if there is one.
        private mutating func quantifier(applyingTo atom: Node, atomStart: Int) throws(Failure) -> Node? {
            guard let scalar = current else { return nil }
            let start = position
            var bounds: (Int, Int?)
            switch scalar {
            case "*": bounds = (0, nil); position += 1
            case "+": bounds = (1, nil); position += 1
            case "?": bounds = (0, 1); position += 1
            case "{":
                guard let parsed = try braceQuantifier() else {
                    throw failure(.unsupported, .patternBraceNotQuantifier, from: start, length: 1)
                }
                bounds = parsed
            default: return nil
            }
            guard Self.isRepeatable(atom) else {
                throw failure(.unsupported, .patternQuantifiedAssertion, from: atomStart, length: position - atomStart)
            }
            var mode = RepeatMode.greedy
            if current == "?" {
                mode = .lazy
                position += 1
            } else if current == "+" {
                mode = .possessive
                position += 1
            }
            if let next = current, next == "*" || next == "+" || next == "?" || next == "{" {
                throw failure(.syntax, .patternNothingToRepeat, from: position, length: 1)
            }
            // `(a+)+`, `(.*)*`, `(a|aa)+`: without PCRE2's match limit, repeating something whose length
            // varies can backtrack for exponential time on a 256-character password. Refused unless the
            // repeat is possessive or its body atomic.
            if bounds.1 ?? 2 > 1, mode != .possessive, repeatsVariably(atom) {
                throw failure(.unsupported, .patternNestedRepetition, from: atomStart, length: position - atomStart)
            }
            return .repeated(atom, min: bounds.0, max: bounds.1, mode: mode)
        }

        /// `{n}`, `{n,}` or `{n,m}` with decimal digits only; `nil` for any other use of `{`.
        private mutating func braceQuantifier() throws(Failure) -> (Int, Int?)? {
            let start = position
            var index = position + 1
            func number(_ index: inout Int) -> Int?? {
                var value = 0
                var digits = 0
                func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
                    (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil
                }
                while index < scalars.count, let digit = asciiDigit(scalars[index]) {
                    value = min(value * 10 + digit, Int(UInt32.max))
                    digits += 1
                    index += 1
                }
                return digits == 0 ? .some(nil) : .some(value)
            }
            guard let low = number(&index) ?? nil else { return nil }
            var high: Int? = low
            if index < scalars.count, scalars[index] == "," {
                index += 1
                high = number(&index) ?? nil
            }
            guard index < scalars.count, scalars[index] == "}" else { return nil }
            position = index + 1
            if low > PortablePatternSyntax.maximumRepeat || (high ?? 0) > PortablePatternSyntax.maximumRepeat {
                throw failure(.syntax, .patternRepeatTooLarge, from: start, length: position - start)
            }
            if let high, high < low {
                throw failure(.syntax, .patternRepeatOutOfOrder, from: start, length: position - start)
            }
            return (low, high)
        }

        private mutating func atom() throws(Failure) -> Node {
            let start = position
            let scalar = scalars[position]
            switch scalar {
            case "(":
                return try group()
            case "[":
                return try characterClass()
            case ".":
                position += 1
                return .any
            case "^":
                position += 1
                return .start
            case "$":
                position += 1
                return .endOrFinalNewline
            case "\\":
                let escaped = try escape(inClass: false)
                if case .scalar(let value) = escaped { return try literal(value, from: start) }
                if case .anchor(.backreference) = escaped, caseless {
                    throw failure(.unsupported, .patternCaselessConstruct, from: start, length: position - start)
                }
                return escaped.node
            case "*", "+", "?":
                throw failure(.syntax, .patternNothingToRepeat, from: start, length: 1)
            case "{":
                if try braceQuantifier() != nil {
                    throw failure(.syntax, .patternNothingToRepeat, from: start, length: position - start)
                }
                throw failure(.unsupported, .patternBraceNotQuantifier, from: start, length: 1)
            default:
                position += 1
                return try literal(scalar.value, from: start)
            }
        }

        /// A literal code point; under `(?i)` an ASCII letter becomes the set PCRE2 matches for it.
        private func literal(_ value: UInt32, from start: Int) throws(Failure) -> Node {
            guard caseless else { return .scalar(value) }
            var set = CharacterSet()
            try addCaseless(value...value, to: &set, from: start)
            return set.ranges.count == 1 && set.ranges[0].count == 1 ? .scalar(value) : .set(set, negated: false)
        }

        /// Adds `range` to `set` with PCRE2's caseless closure (UTF mode): an ASCII letter's other case,
        /// and KELVIN SIGN for `k`, LATIN SMALL LETTER LONG S for `s`. A non-ASCII code point with case
        /// is refused: PCRE2's and the standard library's Unicode case folding need not agree.
        private func addCaseless(_ range: ClosedRange<UInt32>, to set: inout CharacterSet, from start: Int) throws(Failure) {
            set.ranges.append(range)
            guard caseless else { return }
            for value in range {
                if value >= 0x80 {
                    if let scalar = Unicode.Scalar(value),
                        scalar.properties.changesWhenCaseMapped || scalar.properties.changesWhenCaseFolded
                    {
                        throw failure(.unsupported, .patternCaselessConstruct, from: start, length: position - start)
                    }
                    continue
                }
                let letter = value | 0x20
                guard (0x61...0x7A).contains(letter) else { continue }
                let other = value == letter ? value & ~0x20 : letter
                set.ranges.append(other...other)
                if letter == 0x6B { set.ranges.append(0x212A...0x212A) }
                if letter == 0x73 { set.ranges.append(0x17F...0x17F) }
            }
        }

        private mutating func group() throws(Failure) -> Node {
            let start = position
            position += 1
            var kind = 0  // 0 capturing, 1 non-capturing, 2 lookahead, 3 negative lookahead, 4 atomic
            if current == "*" {
                throw failure(.unsupported, .patternUnsupportedGroup, from: start, length: 2)
            }
            if current == "?" {
                switch peek(1) {
                case ":": kind = 1
                case "=": kind = 2
                case "!": kind = 3
                case ">": kind = 4
                default:
                    throw failure(.unsupported, .patternUnsupportedGroup, from: start, length: 3)
                }
                position += 2
            }
            var number: Int?
            if kind == 0 {
                captureIsClosed.append(false)
                captureIsUnconditional.append(true)
                captureLengths.append(nil)
                number = captureIsClosed.count - 1
            }
            let firstCapture = captureIsClosed.count
            let inner = try alternation()
            guard current == ")" else {
                throw failure(.syntax, .patternUnmatchedParenthesis, from: start, length: 1, reportedAt: position)
            }
            position += 1
            if let number {
                captureIsClosed[number] = true
                captureLengths[number] = lengths(inner)
            }
            switch kind {
            case 0: return .capture(inner)
            case 1: return .group(inner)
            case 2, 3:
                markConditional(from: firstCapture)
                return .lookahead(inner, negative: kind == 3)
            default: return .atomic(inner)
            }
        }

        enum Escaped {
            case scalar(UInt32)
            case shorthand(Shorthand)
            case anchor(Node)

            var node: Node {
                switch self {
                case .scalar(let value): .scalar(value)
                case .shorthand(let shorthand): .set(CharacterSet(shorthands: [shorthand]), negated: false)
                case .anchor(let node): node
                }
            }
        }

        private mutating func escape(inClass: Bool) throws(Failure) -> Escaped {
            let start = position
            position += 1
            guard let scalar = current else {
                throw failure(.syntax, .patternTrailingBackslash, from: start, length: 1)
            }
            position += 1
            switch scalar {
            case "d": return .shorthand(.digit)
            case "D": return .shorthand(.notDigit)
            case "w": return .shorthand(.word)
            case "W": return .shorthand(.notWord)
            case "s": return .shorthand(.space)
            case "S": return .shorthand(.notSpace)
            case "t": return .scalar(0x09)
            case "n": return .scalar(0x0A)
            case "r": return .scalar(0x0D)
            case "f": return .scalar(0x0C)
            case "A" where !inClass: return .anchor(.start)
            case "z" where !inClass: return .anchor(.end)
            case "Z" where !inClass: return .anchor(.endOrFinalNewline)
            case "x": return .scalar(try hexEscape(start: start))
            case "1"..."9" where !inClass:
                // `\1`–`\9` only, and not followed by another digit: PCRE2 reads `\12` by context.
                if let next = current, ("0"..."9").contains(next) {
                    throw failure(.unsupported, .patternUnsupportedEscape, from: start, length: 3)
                }
                let number = Int(scalar.value - 0x30)
                guard number <= captureIsClosed.count, captureIsClosed[number - 1], captureIsUnconditional[number - 1]
                else {
                    throw failure(.unsupported, .patternConditionalBackreference, from: start, length: 2)
                }
                return .anchor(.backreference(number))
            default:
                // An escaped ASCII character that is not alphanumeric is always the character itself.
                if scalar.isASCII, !(scalar.properties.isAlphabetic || asciiDigit(scalar) != nil) {
                    return .scalar(scalar.value)
                }
                throw failure(.unsupported, .patternUnsupportedEscape, from: start, length: 2)
            }
        }

        /// `\xhh` (one or two hex digits) or `\x{h…}`.
        private mutating func hexEscape(start: Int) throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            if current == "{" {
                position += 1
                var digits = 0
                while let scalar = current, let digit = hexDigit(scalar) {
                    guard value <= 0x10FFFF else { break }
                    value = value * 16 + digit
                    digits += 1
                    position += 1
                }
                guard digits > 0, current == "}" else {
                    throw failure(.unsupported, .patternUnsupportedEscape, from: start, length: position - start + 1)
                }
                position += 1
            } else {
                var digits = 0
                while digits < 2, let scalar = current, let digit = hexDigit(scalar) {
                    value = value * 16 + digit
                    digits += 1
                    position += 1
                }
                // PCRE2 reads a bare `\x` as NUL; say it explicitly instead.
                guard digits > 0 else { throw failure(.unsupported, .patternUnsupportedEscape, from: start, length: 2) }
            }
            guard value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
                throw failure(.syntax, .patternInvalidCodePoint, from: start, length: position - start)
            }
            return value
        }

        private mutating func characterClass() throws(Failure) -> Node {
            let start = position
            position += 1
            var set = CharacterSet()
            var negated = false
            if current == "^" {
                negated = true
                position += 1
            }
            var first = true
            while true {
                guard let scalar = current else {
                    throw failure(.syntax, .patternUnterminatedClass, from: start, length: 1, reportedAt: position)
                }
                if scalar == "]" && !first { break }
                first = false
                let itemStart = position
                if scalar == "[" {
                    throw failure(.unsupported, .patternBracketInClass, from: itemStart, length: 2)
                }
                let low: UInt32
                if scalar == "\\" {
                    switch try escape(inClass: true) {
                    case .scalar(let value): low = value
                    case .shorthand(let shorthand):
                        if current == "-", let next = peek(1), next != "]" {
                            throw failure(
                                .unsupported, .patternClassRangeWithShorthand, from: itemStart, length: position - itemStart + 1)
                        }
                        set.shorthands.append(shorthand)
                        continue
                    case .anchor:
                        throw failure(.unsupported, .patternUnsupportedEscape, from: itemStart, length: 2)
                    }
                } else {
                    low = scalar.value
                    position += 1
                }
                // A range `a-z`, unless the `-` is the last thing in the class.
                if current == "-", let next = peek(1), next != "]" {
                    position += 1
                    let highStart = position
                    let high: UInt32
                    if next == "\\" {
                        guard case .scalar(let value) = try escape(inClass: true) else {
                            throw failure(
                                .unsupported, .patternClassRangeWithShorthand, from: itemStart, length: position - itemStart)
                        }
                        high = value
                    } else if next == "[" {
                        throw failure(.unsupported, .patternBracketInClass, from: highStart, length: 2)
                    } else {
                        high = next.value
                        position += 1
                    }
                    guard low <= high else {
                        throw failure(.syntax, .patternRangeOutOfOrder, from: itemStart, length: position - itemStart)
                    }
                    try addCaseless(low...high, to: &set, from: itemStart)
                } else {
                    try addCaseless(low...low, to: &set, from: itemStart)
                }
            }
            position += 1
            return .set(set, negated: negated)
        }

        private func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
            (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil
        }

        private func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar.value {
            case 0x30...0x39: scalar.value - 0x30
            case 0x41...0x46: scalar.value - 0x41 + 10
            case 0x61...0x66: scalar.value - 0x61 + 10
            default: nil
            }
        }
    }
}

// MARK: - Renderer

extension PortablePatternSyntax {
    enum Renderer {
        static func render(_ node: Node, into output: inout String) {
            switch node {
            case .empty:
                output += "(?:)"
            case .scalar(let value):
                output += hex(value)
            case .any:
                output += "[^\\n]"
            case .set(let set, let negated):
                output += "["
                if negated { output += "^" }
                for range in set.ranges { output += rangeText(range) }
                for shorthand in set.shorthands {
                    // A nested class: Regex's class syntax takes `[a[^0-9]]` as a union.
                    output += shorthand.positive ? "[" : "[^"
                    for range in shorthand.ranges { output += rangeText(range) }
                    output += "]"
                }
                output += "]"
            case .start:
                output += "\\A"
            case .endOrFinalNewline:
                output += "(?=\\n?\\z)"
            case .end:
                output += "\\z"
            case .group(let inner):
                output += "(?:"
                render(inner, into: &output)
                output += ")"
            case .capture(let inner):
                // Every other group is rendered non-capturing, so the numbers stay the pattern's.
                output += "("
                render(inner, into: &output)
                output += ")"
            case .backreference(let number):
                output += "(?:\\\(number))"
            case .atomic(let inner):
                output += "(?>"
                render(inner, into: &output)
                output += ")"
            case .lookahead(let inner, let negative):
                output += negative ? "(?!" : "(?="
                render(inner, into: &output)
                output += ")"
            case .concatenation(let items):
                for item in items { render(item, into: &output) }
            case .alternation(let branches):
                output += "(?:"
                for (index, branch) in branches.enumerated() {
                    if index > 0 { output += "|" }
                    render(branch, into: &output)
                }
                output += ")"
            case .repeated(let inner, let min, let max, let mode):
                var body = "(?:"
                render(inner, into: &body)
                body += ")"
                var quantifier = "{\(min),"
                if let max { quantifier += "\(max)" }
                quantifier += "}"
                switch mode {
                case .greedy: output += body + quantifier
                case .lazy: output += body + quantifier + "?"
                case .possessive: output += "(?>" + body + quantifier + ")"
                }
            }
        }

        private static func rangeText(_ range: ClosedRange<UInt32>) -> String {
            range.lowerBound == range.upperBound ? hex(range.lowerBound) : hex(range.lowerBound) + "-" + hex(range.upperBound)
        }

        private static func hex(_ value: UInt32) -> String {
            "\\x{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }
}
