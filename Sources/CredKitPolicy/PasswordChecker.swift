// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// Checks passwords against a ``PasswordPolicy``.
///
/// A checker validates the policy and compiles its patterns once; it is `Sendable`, so share it.
/// For one-off checks call ``check(_:context:language:operation:)``. For streams, make one
/// ``PolicyEvaluator`` per thread with ``makeEvaluator(context:)`` and feed it UTF-8 bytes.
public struct PasswordChecker: Sendable {
    /// The policy being enforced.
    public let policy: PasswordPolicy
    let blocklist: Blocklist?
    let forbiddenPatterns: [RegexPattern]
    let requiredPatterns: [RegexPattern]
    /// Where breached-password verdicts come from, when the policy has the check.
    public let breachedSource: (any BreachedPasswordSource)?
    /// The smallest count that makes a password breached.
    let breachedMinimumCount: Int
    /// The words the `guesses` meter treats as easy to guess (the policy's `CredKit.Strength`,
    /// its file read once here).
    public private(set) var extraWords: ExtraWords
    /// The languages whose words, names and keyboards the `guesses` meter knows: the policy's
    /// `CredKit.Strength.Languages`, else `StrengthLanguage.defaults`; a command line's
    /// `--languages` replaces them (``withStrengthLanguages(_:)``).
    public private(set) var strengthLanguages: Set<StrengthLanguage> = StrengthLanguage.defaults

    /// Validates `policy` and prepares it for checking.
    ///
    /// With a breached-password rule, the checker opens the rule's index file
    /// (``BreachedRule/Source/open()``) unless `breachedSource` is given. It never opens the network:
    /// a rule that asks the range API needs its client as `breachedSource` (`PwnedPasswordsRangeClient`,
    /// in `CredKitPwnedPasswords`; `CredKit`'s `BreachedRule.Source.opening(timeout:transport:)` makes
    /// one), else the checker throws (`breached-source-unusable`, for the reason `no-client`). The
    /// strength meter's word file (`CredKit.Strength.WordsFile`) is read here too.
    /// - Parameters:
    ///   - policy: the policy.
    ///   - breachedSource: the breached-password source to use instead of opening the policy's.
    /// - Throws: ``PolicyError`` when a value is out of Cognito's range, a pattern does not compile,
    ///   the breached-password source cannot be used (code `breached-source-unusable`), or the
    ///   strength meter's words cannot (code `strength-words-unusable`, naming the file and line).
    public init(policy: PasswordPolicy, breachedSource: (any BreachedPasswordSource)? = nil) throws(PolicyError) {
        try policy.validate()
        self.policy = policy
        self.extraWords = try Self.extraWords(policy.extraRules.strengthWords)
        if let languages = policy.extraRules.strengthWords?.languages { self.strengthLanguages = languages }
        if let rule = policy.extraRules.breached {
            let opened: any BreachedPasswordSource
            if let breachedSource {
                opened = breachedSource
            } else {
                do {
                    opened = try rule.source.open()
                } catch {
                    throw PolicyError(breached: error)
                }
            }
            if let wanted = rule.minimumCount, !opened.knowsCounts, wanted != opened.minimumCount {
                let file = (opened as? BreachedPasswordIndex)?.path ?? "index"
                throw PolicyError(
                    breached: BreachedPasswordError(
                        .minimumCountMismatch, .breachedReasonMinimumCount,
                        ["file": file, "index": String(opened.minimumCount), "policy": String(wanted)]))
            }
            self.breachedSource = opened
            self.breachedMinimumCount = max(rule.minimumCount ?? opened.minimumCount, 1)
        } else {
            self.breachedSource = nil
            self.breachedMinimumCount = 1
        }
        if let rule = policy.extraRules.blocklist {
            let extra = Blocklist(words: rule.additionalWords)
            switch (rule.usesBundledList, rule.additionalWords.isEmpty) {
            case (true, true): self.blocklist = Blocklist.bundled
            case (true, false): self.blocklist = Blocklist.bundled.union(extra)
            case (false, _): self.blocklist = extra
            }
        } else {
            self.blocklist = nil
        }
        self.forbiddenPatterns = try Self.compile(policy.extraRules.forbiddenPatterns, field: "CredKit.ForbiddenPatterns")
        self.requiredPatterns = try Self.compile(policy.extraRules.requiredPatterns, field: "CredKit.RequiredPatterns")
    }

    /// This checker with more words for the `guesses` meter, ranked after the policy's own (a
    /// command line's `--words` file).
    /// - Parameter words: the words to add.
    /// - Throws: ``PolicyError`` (code `strength-words-unusable`) when together they are too many.
    public func addingExtraWords(_ words: ExtraWords) throws(PolicyError) -> PasswordChecker {
        var copy = self
        do {
            copy.extraWords = try extraWords.appending(words)
        } catch {
            throw PolicyError(strengthWords: error, field: "CredKit.Strength")
        }
        return copy
    }

    /// This checker with the `guesses` meter knowing `languages` (a command line's `--languages`).
    /// - Parameter languages: the languages.
    /// - Returns: the checker.
    public func withStrengthLanguages(_ languages: Set<StrengthLanguage>) -> PasswordChecker {
        var copy = self
        copy.strengthLanguages = languages
        return copy
    }

    /// The policy's strength words: the inline ones, then the file's.
    static func extraWords(_ rule: StrengthWordsRule?) throws(PolicyError) -> ExtraWords {
        guard let rule else { return ExtraWords() }
        do {
            let inline = try ExtraWords(rule.words, source: "CredKit.Strength.Words")
            guard let file = rule.file else { return inline }
            return try inline.appending(try ExtraWords(contentsOfFile: file), source: file)
        } catch {
            throw PolicyError(
                strengthWords: error, field: rule.file == nil ? "CredKit.Strength.Words" : "CredKit.Strength.WordsFile")
        }
    }

    static func compile(_ rules: [PatternRule], field: String) throws(PolicyError) -> [RegexPattern] {
        var compiled: [RegexPattern] = []
        for (index, rule) in rules.enumerated() {
            do {
                compiled.append(try RegexPattern(rule.pattern))
            } catch {
                throw PolicyError(pattern: rule.pattern, error, field: "\(field)[\(index)].Pattern")
            }
        }
        return compiled
    }

    /// The number of entries the blocklist holds, or `nil` when the policy has none.
    public var blocklistCount: Int? { blocklist?.count }

    /// A reusable evaluator for one thread.
    /// - Parameter context: the user's details, for the user-context rule.
    /// - Returns: an evaluator holding its own scratch buffers and match data.
    public func makeEvaluator(context: UserContext = UserContext()) -> PolicyEvaluator {
        PolicyEvaluator(checker: self, context: context)
    }

    /// Checks one password.
    /// - Parameters:
    ///   - password: the password.
    ///   - context: the user's details, for the user-context rule.
    ///   - language: the language of the messages.
    ///   - operation: the Cognito operation whose error wording ``PolicyReport/cognitoMessage`` uses.
    /// - Returns: the verdict with every violation.
    public func check(
        _ password: String,
        context: UserContext = UserContext(),
        language: Language = .english,
        operation: CognitoOperation = .signUp
    ) -> PolicyReport {
        let evaluator = makeEvaluator(context: context)
        var password = password
        let outcome = password.withUTF8 { evaluator.evaluate($0) }
        return PolicyReport(
            outcome: outcome,
            violations: violations(for: outcome, in: language),
            cognitoMessage: cognitoMessage(for: outcome, operation: operation))
    }

    /// Fetches the breached-password answers of `passwords` when the source is a service (the range
    /// API's client), several requests at a time, so that checking them answers without the network.
    /// Does nothing for an index, or without a breached-password rule.
    /// - Parameter passwords: the passwords about to be checked; only their SHA-1s' first five hex
    ///   digits leave the machine.
    public func prefetchBreached(_ passwords: [String]) async {
        guard let source = breachedSource as? any PrefetchingBreachedPasswordSource else { return }
        await source.prefetch(passwords.map { SHA1Digest(hashing: $0) })
    }

    /// Checks one password after fetching its breached-password answer when the source is a
    /// service: ``check(_:context:language:operation:)`` never waits on the network, and answers such
    /// a source's unfetched password as unavailable (`not-fetched`).
    /// - Parameters:
    ///   - password: the password.
    ///   - context: the user's details, for the user-context rule.
    ///   - language: the language of the messages.
    ///   - operation: the Cognito operation whose error wording ``PolicyReport/cognitoMessage`` uses.
    /// - Returns: the verdict with every violation.
    public func checkAfterFetching(
        _ password: String,
        context: UserContext = UserContext(),
        language: Language = .english,
        operation: CognitoOperation = .signUp
    ) async -> PolicyReport {
        await prefetchBreached([password])
        return check(password, context: context, language: language, operation: operation)
    }

    // MARK: - Messages

    /// The violation message for a rule that is not pattern- or line-specific.
    /// - Parameters:
    ///   - rule: a rule other than ``PolicyRule/forbiddenPattern``, ``PolicyRule/requiredPattern`` and
    ///     ``PolicyRule/invalidEncoding``.
    ///   - language: the message's language.
    /// - Returns: the message, with the policy's numbers filled in.
    public func message(for rule: PolicyRule, in language: Language) -> String {
        switch rule {
        case .minimumLength:
            Texts.string(.violationMinimumLength, in: language, ["min": String(policy.minimumLength)])
        case .maximumLength:
            Texts.string(.violationMaximumLength, in: language, ["max": String(policy.effectiveMaximumLength)])
        case .leadingOrTrailingWhitespace: Texts.string(.violationOuterWhitespace, in: language)
        case .requireUppercase: Texts.string(.violationUppercase, in: language)
        case .requireLowercase: Texts.string(.violationLowercase, in: language)
        case .requireNumbers: Texts.string(.violationNumber, in: language)
        case .requireSymbols: Texts.string(.violationSymbol, in: language, ["symbols": PasswordPolicy.symbols])
        case .commonPassword: Texts.string(.violationCommonPassword, in: language)
        case .breachedPassword: Texts.string(.violationBreachedNoCount, in: language)
        case .breachedCheckUnavailable: Texts.string(.violationBreachedUnavailable, in: language, ["reason": "?"])
        case .containsUserContext: Texts.string(.violationUserContext, in: language)
        case .minimumStrength:
            Texts.string(
                .violationMinimumStrength, in: language,
                [
                    "bars": String(policy.extraRules.minimumStrength?.bars ?? 0),
                    "model": policy.extraRules.minimumStrength?.model.rawValue ?? "",
                ])
        case .invalidEncoding: Texts.string(.violationInvalidEncoding, in: language, ["offset": "?"])
        case .patternTooCostly: Texts.string(.violationPatternTooCostly, in: language)
        default: rule.rawValue
        }
    }

    /// The policy errors behind ``PolicyRule/patternTooCostly``: one per pattern the regex engine
    /// stopped on this password, naming the pattern's field.
    ///
    /// Such a pattern is the policy's fault, so a pipeline reports it as a policy error rather than
    /// as a verdict on the password; the outcome still fails closed.
    /// - Parameter outcome: an outcome from this checker's evaluator.
    /// - Returns: the errors, forbidden patterns first; empty when every pattern ran.
    public func costlyPatternErrors(for outcome: PolicyOutcome) -> [PolicyError] {
        var errors: [PolicyError] = []
        for bit in 0..<64 where outcome.costlyPatterns & (1 << UInt64(bit)) != 0 {
            let field = bit < 32 ? "CredKit.ForbiddenPatterns[\(bit)].Pattern" : "CredKit.RequiredPatterns[\(bit - 32)].Pattern"
            errors.append(.costlyPattern(field: field))
        }
        return errors
    }

    /// The message of forbidden pattern `index` (`required == false`) or required pattern `index`.
    /// - Parameters:
    ///   - index: the pattern's position in the policy.
    ///   - required: whether it is a required pattern.
    ///   - language: the message's language.
    /// - Returns: the policy's own message for that pattern.
    public func patternMessage(at index: Int, required: Bool, in language: Language) -> String {
        let rules = required ? policy.extraRules.requiredPatterns : policy.extraRules.forbiddenPatterns
        let messages = rules[index].messages
        return messages[language] ?? messages[.english] ?? rules[index].pattern
    }

    /// Every violation in `outcome`, in reporting order, with messages.
    /// - Parameters:
    ///   - outcome: an outcome from this checker's evaluator.
    ///   - language: the messages' language.
    /// - Returns: one entry per failed rule (one per failed pattern).
    public func violations(for outcome: PolicyOutcome, in language: Language) -> [PolicyViolation] {
        var result: [PolicyViolation] = []
        for rule in outcome.failedRules.rules {
            switch rule {
            case .invalidEncoding:
                let offset = String(outcome.invalidEncodingOffset ?? 0)
                result.append(
                    PolicyViolation(
                        rule: rule, message: Texts.string(.violationInvalidEncoding, in: language, ["offset": offset])))
            case .breachedPassword, .breachedCheckUnavailable:
                result.append(PolicyViolation(rule: rule, message: breachedMessage(for: outcome, in: language)))
            case .patternTooCostly:
                for error in costlyPatternErrors(for: outcome) {
                    result.append(PolicyViolation(rule: rule, message: error.detail(in: language)))
                }
            case .forbiddenPattern:
                for index in 0..<forbiddenPatterns.count where outcome.forbiddenPatternMatches & (1 << UInt64(index)) != 0 {
                    result.append(PolicyViolation(rule: rule, message: patternMessage(at: index, required: false, in: language)))
                }
            case .requiredPattern:
                for index in 0..<requiredPatterns.count where outcome.requiredPatternMisses & (1 << UInt64(index)) != 0 {
                    result.append(PolicyViolation(rule: rule, message: patternMessage(at: index, required: true, in: language)))
                }
            default:
                result.append(PolicyViolation(rule: rule, message: message(for: rule, in: language)))
            }
        }
        return result
    }

    /// The breached-password violation's message: with the count when the source knows it, or why the
    /// source could not answer.
    /// - Parameters:
    ///   - outcome: an outcome that fails ``PolicyRule/breachedPassword`` or
    ///     ``PolicyRule/breachedCheckUnavailable``.
    ///   - language: the message's language.
    /// - Returns: the message.
    public func breachedMessage(for outcome: PolicyOutcome, in language: Language) -> String {
        switch outcome.breach {
        case .breached(let count?):
            Texts.string(.violationBreached, in: language, ["count": String(count)])
        case .unavailable(let error):
            Texts.string(.violationBreachedUnavailable, in: language, ["reason": error.message(in: language)])
        default:
            Texts.string(.violationBreachedNoCount, in: language)
        }
    }

    /// The error message real Cognito would return for this password, or `nil` if it would accept it.
    ///
    /// Cognito validates parameters first: outer whitespace (or fewer than two characters) breaks the
    /// pattern `^[\S]+.*[\S]+$` and more than 256 characters breaks the length limit, each giving an
    /// `InvalidParameterException`. Otherwise it reports one policy reason, length first, then
    /// uppercase, lowercase, numbers and symbols, prefixed by the operation's wording.
    /// credkit's extensions are not Cognito's, so they never produce a Cognito message.
    /// - Parameters:
    ///   - outcome: an outcome from this checker's evaluator.
    ///   - operation: the operation whose wording to use.
    /// - Returns: the message, or `nil`.
    public func cognitoMessage(for outcome: PolicyOutcome, operation: CognitoOperation) -> String? {
        let failed = outcome.failedRules
        if failed.contains(.invalidEncoding) { return nil }
        var parameterErrors: [String] = []
        let member = operation.passwordMember
        if outcome.failsCognitoPattern {
            parameterErrors.append(
                #"Value at '\#(member)' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\S]+.*[\S]+$"#
            )
        }
        if outcome.length > PasswordPolicy.cognitoMaximumLength {
            parameterErrors.append(
                "Value at '\(member)' failed to satisfy constraint: Member must have length less than or equal to 256")
        }
        if !parameterErrors.isEmpty {
            let count = parameterErrors.count
            let noun = count == 1 ? "validation error" : "validation errors"
            return "\(count) \(noun) detected: " + parameterErrors.joined(separator: "; ")
        }
        let reason: String
        if failed.contains(.minimumLength) {
            reason = "Password not long enough"
        } else if failed.contains(.requireUppercase) {
            reason = "Password must have uppercase characters"
        } else if failed.contains(.requireLowercase) {
            reason = "Password must have lowercase characters"
        } else if failed.contains(.requireNumbers) {
            reason = "Password must have numeric characters"
        } else if failed.contains(.requireSymbols) {
            reason = "Password must have symbol characters"
        } else {
            return nil
        }
        return operation.invalidPasswordPrefix + reason
    }
}
