// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// Evaluates passwords given as UTF-8 bytes, reusing its buffers: the streaming hot path.
///
/// Not `Sendable`: it owns scratch buffers and PCRE2 match data. Make one per thread with
/// ``PasswordChecker/makeEvaluator(context:)``.
public final class PolicyEvaluator {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    private let checker: PasswordChecker
    private let policy: PasswordPolicy
    private let forbiddenMatchers: [RegexPattern.Matcher]
    private let requiredMatchers: [RegexPattern.Matcher]
    private let contextTokens: [[UInt8]]
    /// The `guesses` meter, prepared with the user's email, username and name (only when the policy
    /// asks for a minimum on that meter).
    private let estimator: PasswordGuessEstimator?
    private let requiredClasses: UInt8
    private let minimumLength: Int
    private let maximumLength: Int
    private let checksInnerSpace: Bool
    private let rejectsOuterWhitespace: Bool
    /// This thread's way into the breached-password source.
    private let breachedLookup: (any BreachedPasswordLookup)?
    private let breachedMinimumCount: Int
    private let breachedFailsOpen: Bool
    @exclusivity(unchecked) private var normalized: [UInt8] = []
    @exclusivity(unchecked) private var lowered: [UInt8] = []

    init(checker: PasswordChecker, context: UserContext) {
        self.checker = checker
        self.policy = checker.policy
        self.forbiddenMatchers = checker.forbiddenPatterns.map { $0.makeMatcher() }
        self.requiredMatchers = checker.requiredPatterns.map { $0.makeMatcher() }
        self.estimator =
            checker.policy.extraRules.minimumStrength?.model == .guesses
            ? PasswordGuessEstimator(
                userInputs: [context.email, context.username, context.name].compactMap { $0 }, extraWords: checker.extraWords,
                languages: checker.strengthLanguages)
            : nil
        if let rule = checker.policy.extraRules.userContext {
            self.contextTokens = context.tokens(minimumLength: rule.minimumTokenLength).map { Array($0.utf8) }
        } else {
            self.contextTokens = []
        }
        var classes: UInt8 = 0
        if policy.requireUppercase { classes |= ByteClass.upper }
        if policy.requireLowercase { classes |= ByteClass.lower }
        if policy.requireNumbers { classes |= ByteClass.digit }
        if policy.requireSymbols { classes |= ByteClass.symbol }
        self.requiredClasses = classes
        self.minimumLength = policy.minimumLength
        self.maximumLength = policy.effectiveMaximumLength
        self.checksInnerSpace = policy.requireSymbols
        self.rejectsOuterWhitespace = policy.platform.rejectsOuterWhitespace
        self.breachedLookup = checker.breachedSource?.makeLookup()
        self.breachedMinimumCount = checker.breachedMinimumCount
        self.breachedFailsOpen = checker.policy.extraRules.breached?.failsOpen ?? false
        normalized.reserveCapacity(1024)
        lowered.reserveCapacity(1024)
    }

    /// Evaluates one password.
    /// - Parameter bytes: the password as bytes, without a line terminator. Invalid UTF-8 is reported
    ///   as ``PolicyRule/invalidEncoding`` and no other rule is evaluated.
    /// - Returns: the outcome.
    public func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) -> PolicyOutcome {
        var outcome = PolicyOutcome()
        let classes = ByteClass.classify(bytes)
        if classes & ByteClass.nonASCII != 0 {
            if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
                outcome.failedRules = .invalidEncoding
                outcome.invalidEncodingOffset = offset
                return outcome
            }
            if policy.extraRules.normalizesToNFKC { return evaluateNormalized(bytes) }
        }
        // `outcome` is never captured by a closure here, so it is returned without a copy.
        evaluateValid(bytes, classes: classes, outcome: &outcome)
        checkBreached(bytes, outcome: &outcome)
        return outcome
    }

    /// A valid UTF-8 password that is not ASCII, under a policy that normalises to NFKC: the rules
    /// judge its NFKC form, the breached check the bytes as typed.
    private func evaluateNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> PolicyOutcome {
        var outcome = PolicyOutcome()
        normalized.removeAll(keepingCapacity: true)
        normalized.append(contentsOf: String(decoding: bytes, as: UTF8.self).nfkc.utf8)
        normalized.withUnsafeBufferPointer { subject in
            evaluateValid(subject, classes: ByteClass.classify(subject), outcome: &outcome)
        }
        checkBreached(bytes, outcome: &outcome)
        return outcome
    }

    /// Looks the password up as typed (Pwned Passwords hashed the bytes people typed, not a
    /// normalised form).
    @inline(__always)
    private func checkBreached(_ bytes: UnsafeBufferPointer<UInt8>, outcome: inout PolicyOutcome) {
        guard let breachedLookup else { return }
        let verdict = breachedLookup.lookup(SHA1Digest(hashing: bytes))
        outcome.breach = verdict
        switch verdict {
        case .breached(let count):
            if count.map({ $0 >= breachedMinimumCount }) ?? true { outcome.failedRules.insert(.breachedPassword) }
        case .notBreached:
            break
        case .unavailable:
            if !breachedFailsOpen { outcome.failedRules.insert(.breachedCheckUnavailable) }
        }
    }

    /// The rules of a valid UTF-8 password, into `outcome` in place (returning a copy of it cost two
    /// copies of the outcome a password: an eighth of `credkit check`'s instructions).
    private func evaluateValid(_ bytes: UnsafeBufferPointer<UInt8>, classes: UInt8, outcome: inout PolicyOutcome) {
        let isASCII = classes & ByteClass.nonASCII == 0
        let length = isASCII ? bytes.count : Self.scalarCount(bytes)
        outcome.length = length
        var failed: PolicyRuleSet = []
        if length < minimumLength { failed.insert(.minimumLength) }
        if length > maximumLength { failed.insert(.maximumLength) }

        // Cognito's parameter pattern; another provider's policy has no such rule.
        if rejectsOuterWhitespace {
            let hasOuterWhitespace =
                !bytes.isEmpty && (ByteClass.isWhitespace(bytes[0]) || ByteClass.isWhitespace(bytes[bytes.count - 1]))
            if hasOuterWhitespace { failed.insert(.leadingOrTrailingWhitespace) }
            outcome.failsCognitoPattern = hasOuterWhitespace || length < 2
        }

        var present = classes
        if checksInnerSpace && present & ByteClass.symbol == 0 && present & ByteClass.space != 0
            && Self.hasInnerSpace(bytes)
        {
            present |= ByteClass.symbol
        }
        let missing = requiredClasses & ~present
        if missing != 0 {
            if missing & ByteClass.upper != 0 { failed.insert(.requireUppercase) }
            if missing & ByteClass.lower != 0 { failed.insert(.requireLowercase) }
            if missing & ByteClass.digit != 0 { failed.insert(.requireNumbers) }
            if missing & ByteClass.symbol != 0 { failed.insert(.requireSymbols) }
        }

        let extraRules = policy.extraRules
        if checker.blocklist != nil || !contextTokens.isEmpty {
            lowerCase(bytes, isASCII: isASCII)
            lowered.withUnsafeBufferPointer { lowered in
                if let blocklist = checker.blocklist, blocklist.containsLowercased(lowered) {
                    failed.insert(.commonPassword)
                }
                if contextTokens.contains(where: { Self.contains(lowered, $0) }) {
                    failed.insert(.containsUserContext)
                }
            }
        }
        if let requirement = extraRules.minimumStrength {
            let password = String(decoding: bytes, as: UTF8.self)
            let result =
                estimator.map { StrengthMeter.evaluate(password, with: $0) }
                ?? StrengthMeter.evaluate(password, model: requirement.model)
            outcome.strength = result
            if result.bars < requirement.bars { failed.insert(.minimumStrength) }
        }
        for (index, matcher) in forbiddenMatchers.enumerated() {
            do {
                if try matcher.matches(bytes) {
                    outcome.forbiddenPatternMatches |= 1 << UInt64(index)
                    failed.insert(.forbiddenPattern)
                }
            } catch {
                Self.gaveUp(error, on: index, outcome: &outcome, failed: &failed)
            }
        }
        for (index, matcher) in requiredMatchers.enumerated() {
            do {
                if try !matcher.matches(bytes) {
                    outcome.requiredPatternMisses |= 1 << UInt64(index)
                    failed.insert(.requiredPattern)
                }
            } catch {
                Self.gaveUp(error, on: 32 + index, outcome: &outcome, failed: &failed)
            }
        }
        outcome.failedRules = failed
    }

    /// A pattern the engine gave up on fails the check closed, as the policy's fault: too costly
    /// (``PolicyRule/patternTooCostly``) or any other refusal, never counted as the password's.
    private static func gaveUp(
        _ error: RegexPatternError, on bit: Int, outcome: inout PolicyOutcome, failed: inout PolicyRuleSet
    ) {
        outcome.costlyPatterns |= 1 << UInt64(bit)
        failed.insert(.patternTooCostly)
    }

    private func lowerCase(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        lowered.removeAll(keepingCapacity: true)
        if isASCII {
            for byte in bytes {
                lowered.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
        } else {
            lowered.append(contentsOf: String(decoding: bytes, as: UTF8.self).lowercased().utf8)
        }
    }

    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Whether a space (U+0020) stands between the first and the last non-whitespace byte.
    static func hasInnerSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        var end = bytes.count
        while start < end && ByteClass.isWhitespace(bytes[start]) { start += 1 }
        while end > start && ByteClass.isWhitespace(bytes[end - 1]) { end -= 1 }
        var index = start
        while index < end {
            if bytes[index] == 0x20 { return true }
            index += 1
        }
        return false
    }

    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        let first = needle[0]
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count && haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}

/// Per-byte character classes for Cognito's rules (ASCII only, as Cognito defines them).
enum ByteClass {
    static let upper: UInt8 = 1 << 0
    static let lower: UInt8 = 1 << 1
    static let digit: UInt8 = 1 << 2
    static let symbol: UInt8 = 1 << 3
    static let space: UInt8 = 1 << 4
    /// Tab, LF, VT, FF, CR: what `\S` excludes besides the space.
    static let otherWhitespace: UInt8 = 1 << 5
    static let nonASCII: UInt8 = 1 << 7

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = upper }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = lower }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = digit }
        for byte in PasswordPolicy.symbols.utf8 { table[Int(byte)] = symbol }
        table[0x20] = space
        for byte: UInt8 in [0x09, 0x0A, 0x0B, 0x0C, 0x0D] { table[Int(byte)] = otherWhitespace }
        for byte in 0x80...0xFF { table[byte] = nonASCII }
        return table
    }()

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The union of the classes of every byte.
    @inline(__always)
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        table.withUnsafeBufferPointer { table in
            var classes: UInt8 = 0
            for byte in bytes { classes |= table[Int(byte)] }
            return classes
        }
    }
}
