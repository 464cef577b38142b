// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitGenerator
import CredKitPolicy

/// What changes between two policies, rule by rule, with passwords whose verdict changes.
///
/// ```swift
/// let diff = PolicyDiff(from: try PolicyPreset.named("cognito-default")!.policy(),
///                       to: try PolicyPreset.named("nist-800-63b-rev4")!.policy())
/// for change in diff.changes { print(change.field, change.before, "→", change.after, change.direction) }
/// ```
///
/// Examples are found, not invented: candidates shaped the way people make passwords (a capitalised
/// word or two with a year or a number and a symbol, words joined by dashes) are drawn from the
/// bundled English word list with a seeded generator — the same seed gives the same examples — and
/// varied (cut to each minimum, stretched past each maximum, with a class taken out, common
/// passwords); both
/// policies judge each one, and a candidate is an example of a change when the one policy refuses
/// it for that change's rule alone and the other accepts it. The breached-password check is left
/// out of examples (it needs a data source); history and temporary-password settings have none.
public struct PolicyDiff: Sendable {
    /// One setting that differs.
    public struct Change: Sendable, Hashable {
        /// Which way the setting moves.
        public enum Direction: String, Sendable, Hashable, CaseIterable {
            /// Refuses passwords the old policy accepted (and accepts none it refused).
            case stricter
            /// Accepts passwords the old policy refused.
            case looser
            /// Both: some passwords gain, others lose (a pattern or model swapped).
            case changed
        }

        /// The setting, by its policy-file name (`MinimumLength`, `CredKit.Blocklist` …).
        public var field: String
        /// Its value in the first policy, as text (`-` when absent).
        public var before: String
        /// Its value in the second policy.
        public var after: String
        /// Which way it moves.
        public var direction: Direction
        /// Passwords whose verdict this change alone turns.
        public var examples: [Example]
    }

    /// A password the two policies judge differently.
    public struct Example: Sendable, Hashable {
        /// The password (generated; never a user's).
        public var password: String
        /// Whether the first policy accepts it (the second does the opposite).
        public var acceptedBefore: Bool
    }

    /// Every setting that differs, in policy-file order.
    public var changes: [Change]

    /// Whether any change refuses passwords the first policy accepted.
    public var isStricter: Bool { changes.contains { $0.direction != .looser } }
    /// Whether any change accepts passwords the first policy refused.
    public var isLooser: Bool { changes.contains { $0.direction != .stricter } }

    /// Compares two policies.
    /// - Parameters:
    ///   - before: the first policy (the current one).
    ///   - after: the second (the proposed one).
    ///   - examplesPerChange: at most this many example passwords per change.
    ///   - seed: the seed the example candidates are drawn with; the same seed gives the same examples.
    public init(from before: PasswordPolicy, to after: PasswordPolicy, examplesPerChange: Int = 2, seed: UInt64 = 0) {
        var changes = Self.settingChanges(before, after)
        guard examplesPerChange > 0, !changes.isEmpty else {
            self.changes = changes
            return
        }
        var a = before
        var b = after
        a.extraRules.breached = nil
        b.extraRules.breached = nil
        guard let checkerA = try? PasswordChecker(policy: a), let checkerB = try? PasswordChecker(policy: b) else {
            self.changes = changes
            return
        }
        for candidate in Self.candidates(a, b, seed: seed) {
            let outcomeA = checkerA.check(candidate).outcome
            let outcomeB = checkerB.check(candidate).outcome
            guard outcomeA.isValid != outcomeB.isValid else { continue }
            let refusing = outcomeA.isValid ? outcomeB : outcomeA
            let rules = refusing.failedRules.rules
            guard rules.count == 1, let field = Self.field(of: rules[0]) else { continue }
            guard let index = changes.firstIndex(where: { $0.field == field }),
                changes[index].examples.count < examplesPerChange,
                !changes[index].examples.contains(where: { $0.password == candidate })
            else { continue }
            changes[index].examples.append(Example(password: candidate, acceptedBefore: outcomeA.isValid))
        }
        self.changes = changes
    }

    /// The policy-file field a failed rule belongs to.
    static func field(of rule: PolicyRule) -> String? {
        switch rule {
        case .minimumLength: "MinimumLength"
        case .maximumLength: "CredKit.MaximumLength"
        case .requireUppercase: "RequireUppercase"
        case .requireLowercase: "RequireLowercase"
        case .requireNumbers: "RequireNumbers"
        case .requireSymbols: "RequireSymbols"
        case .commonPassword: "CredKit.Blocklist"
        case .containsUserContext: "CredKit.RejectUserContext"
        case .minimumStrength: "CredKit.MinimumStrength"
        case .forbiddenPattern: "CredKit.ForbiddenPatterns"
        case .requiredPattern: "CredKit.RequiredPatterns"
        default: nil
        }
    }

    static func settingChanges(_ a: PasswordPolicy, _ b: PasswordPolicy) -> [Change] {
        var changes: [Change] = []
        func add(_ field: String, _ before: String, _ after: String, _ direction: Change.Direction) {
            guard before != after else { return }
            changes.append(Change(field: field, before: before, after: after, direction: direction, examples: []))
        }
        func number(_ field: String, _ x: Int, _ y: Int, higherIsStricter: Bool) {
            add(field, String(x), String(y), (y > x) == higherIsStricter ? .stricter : .looser)
        }
        func flag(_ field: String, _ x: Bool, _ y: Bool) {
            add(field, String(x), String(y), y ? .stricter : .looser)
        }
        number("MinimumLength", a.minimumLength, b.minimumLength, higherIsStricter: true)
        number("CredKit.MaximumLength", a.effectiveMaximumLength, b.effectiveMaximumLength, higherIsStricter: false)
        flag("RequireUppercase", a.requireUppercase, b.requireUppercase)
        flag("RequireLowercase", a.requireLowercase, b.requireLowercase)
        flag("RequireNumbers", a.requireNumbers, b.requireNumbers)
        flag("RequireSymbols", a.requireSymbols, b.requireSymbols)
        number("PasswordHistorySize", a.passwordHistorySize, b.passwordHistorySize, higherIsStricter: true)
        number(
            "TemporaryPasswordValidityDays", a.temporaryPasswordValidityDays, b.temporaryPasswordValidityDays,
            higherIsStricter: false)
        let ea = a.extraRules
        let eb = b.extraRules
        func blocklist(_ rule: BlocklistRule?) -> String {
            guard let rule else { return "-" }
            let words = rule.additionalWords.sorted()
            return (rule.usesBundledList ? "bundled" : "none") + (words.isEmpty ? "" : " + " + words.joined(separator: ", "))
        }
        if ea.blocklist != eb.blocklist {
            let wordsA = Set(ea.blocklist?.additionalWords.map { $0.lowercased() } ?? [])
            let wordsB = Set(eb.blocklist?.additionalWords.map { $0.lowercased() } ?? [])
            let bundledA = ea.blocklist?.usesBundledList ?? false
            let bundledB = eb.blocklist?.usesBundledList ?? false
            let bGrows = (bundledB || !bundledA) && wordsB.isSuperset(of: wordsA)
            let aGrows = (bundledA || !bundledB) && wordsA.isSuperset(of: wordsB)
            add(
                "CredKit.Blocklist", blocklist(ea.blocklist), blocklist(eb.blocklist),
                bGrows ? .stricter : aGrows ? .looser : .changed)
        }
        func breached(_ rule: BreachedRule?) -> String {
            guard let rule else { return "-" }
            let source =
                switch rule.source {
                case .index(let path): "index \(path)"
                case .online: "online"
                }
            return source + (rule.minimumCount.map { ", at least \($0)" } ?? "") + (rule.failsOpen ? ", fails open" : "")
        }
        if ea.breached != eb.breached {
            add(
                "CredKit.Breached", breached(ea.breached), breached(eb.breached),
                ea.breached == nil ? .stricter : eb.breached == nil ? .looser : .changed)
        }
        if ea.userContext != eb.userContext {
            let x = ea.userContext.map { "min token \($0.minimumTokenLength)" } ?? "-"
            let y = eb.userContext.map { "min token \($0.minimumTokenLength)" } ?? "-"
            let direction: Change.Direction =
                switch (ea.userContext, eb.userContext) {
                case (nil, _): .stricter
                case (_, nil): .looser
                case (let p?, let q?): q.minimumTokenLength < p.minimumTokenLength ? .stricter : .looser
                }
            add("CredKit.RejectUserContext", x, y, direction)
        }
        if ea.minimumStrength != eb.minimumStrength {
            let x = ea.minimumStrength.map { "\($0.bars) bars (\($0.model.rawValue))" } ?? "-"
            let y = eb.minimumStrength.map { "\($0.bars) bars (\($0.model.rawValue))" } ?? "-"
            let direction: Change.Direction =
                switch (ea.minimumStrength, eb.minimumStrength) {
                case (nil, _): .stricter
                case (_, nil): .looser
                case (let p?, let q?): p.model != q.model ? .changed : q.bars > p.bars ? .stricter : .looser
                }
            add("CredKit.MinimumStrength", x, y, direction)
        }
        // Either kind of pattern only ever refuses more when one is added.
        for (field, x, y) in [
            ("CredKit.ForbiddenPatterns", ea.forbiddenPatterns, eb.forbiddenPatterns),
            ("CredKit.RequiredPatterns", ea.requiredPatterns, eb.requiredPatterns),
        ] {
            let px = Set(x.map(\.pattern))
            let py = Set(y.map(\.pattern))
            guard px != py else { continue }
            let direction: Change.Direction =
                py.isSuperset(of: px) ? .stricter : px.isSuperset(of: py) ? .looser : .changed
            add(
                field, x.isEmpty ? "-" : x.map(\.pattern).joined(separator: " "),
                y.isEmpty ? "-" : y.map(\.pattern).joined(separator: " "), direction)
        }
        if ea.normalizesToNFKC != eb.normalizesToNFKC {
            add("CredKit.Normalization", ea.normalizesToNFKC ? "NFKC" : "none", eb.normalizesToNFKC ? "NFKC" : "none", .changed)
        }
        return changes
    }

    /// Passwords to judge: shaped as people make them, at each policy's lengths, then varied.
    static func candidates(_ a: PasswordPolicy, _ b: PasswordPolicy, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let words = PassphraseWordList.english.words
        let symbols = Array("!?#@$*.")
        func word() -> String { words[Int(random.next() % UInt64(words.count))] }
        func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
        func number() -> String {
            // A year half the time, else a small number, as people append them.
            random.next() % 2 == 0 ? String(1970 + random.next() % 56) : String(random.next() % 100)
        }
        /// Words until the text reaches `length` with its tail, then the tail.
        func shaped(_ length: Int, separator: String, capitalize: Bool, tail: String) -> String {
            var text = ""
            repeat {
                let next = capitalize ? capitalized(word()) : word()
                text += text.isEmpty ? next : separator + next
            } while text.count + tail.count < length
            return text + tail
        }
        var seeds: [String] = []
        let lengths = Set([a.minimumLength, b.minimumLength, 16, max(a.minimumLength, b.minimumLength) + 2])
        for length in lengths.sorted() {
            for _ in 0..<3 {
                let symbol = String(symbols[Int(random.next() % UInt64(symbols.count))])
                seeds.append(shaped(length, separator: "", capitalize: true, tail: number() + symbol))
                seeds.append(shaped(length, separator: "-", capitalize: false, tail: "-" + number()))
                seeds.append(shaped(length, separator: symbol, capitalize: true, tail: number()))
            }
        }
        var candidates = seeds
        let cuts = Set([a.minimumLength - 1, b.minimumLength - 1, a.minimumLength, b.minimumLength])
        for seed in seeds {
            for cut in cuts.sorted() where cut > 1 && cut < seed.count { candidates.append(String(seed.prefix(cut))) }
            for limit in Set([a.effectiveMaximumLength, b.effectiveMaximumLength]) where limit < 256 {
                candidates.append(String(repeating: seed, count: limit / max(1, seed.count) + 1).prefix(limit + 1).description)
            }
            candidates.append(seed.lowercased())
            candidates.append(seed.uppercased())
            // A class taken out as a person would (the digits or the symbol left off), then, when
            // that makes it too short, replaced by a letter.
            candidates.append(String(seed.filter { !$0.isNumber }))
            candidates.append(String(seed.filter { $0.isLetter || $0.isNumber }))
            candidates.append(String(seed.map { $0.isNumber ? "k" : $0 }))
            candidates.append(String(seed.map { $0.isLetter || $0.isNumber ? $0 : "m" }))
            candidates.append(String(seed.map { $0.isUppercase ? "Q" : $0 }))
        }
        let wordsA = a.extraRules.blocklist?.additionalWords ?? []
        let wordsB = b.extraRules.blocklist?.additionalWords ?? []
        for word in wordsA + wordsB {
            candidates.append(word)
            candidates.append(word.prefix(1).uppercased() + word.dropFirst() + "1!")
        }
        if (a.extraRules.blocklist?.usesBundledList ?? false) != (b.extraRules.blocklist?.usesBundledList ?? false) {
            // The common passwords long enough for both policies, as written and capitalised
            // (the list compares without case, so both stay blocked).
            let shortest = min(a.minimumLength, b.minimumLength)
            for entry in Blocklist.bundled.entries where entry.count >= shortest {
                candidates.append(entry)
                candidates.append(entry.prefix(1).uppercased() + entry.dropFirst())
            }
        }
        return candidates
    }
}
