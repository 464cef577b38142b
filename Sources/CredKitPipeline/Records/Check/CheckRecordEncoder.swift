// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitPolicy
import CredKitStrength

/// Writes verdicts as JSON Lines records, one per password, from pre-encoded pieces: the format
/// `credkit check --format json` prints, for pipelines that stream through `PolicyEvaluator`.
///
/// Every message depends only on the policy and the language, so each violation's JSON is encoded
/// once, by the project's one JSON writer; a record is then a line number and a few `memcpy`s. Its
/// fields are ``CheckRecord``'s:
///
/// ```json
/// {"line":3,"valid":false,"violations":[{"rule":"MinimumLength","message":"…"}],"cognitoMessage":"…"}
/// ```
///
/// With `includesPassword`, a `"password"` member follows `"line"`. When the policy has the
/// breached-password check, `"breach": {"status": "breached" | "not-breached" | "unavailable", …}`
/// comes before `"valid"` (with `"count"` when the source knows it, and `"failMode"` and `"error"`
/// for an unanswered check), and a `BreachedPassword` violation carries `"count"` too.
public final class CheckRecordEncoder {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    private let checker: PasswordChecker
    private let language: Language
    private let operation: CognitoOperation
    private let includesPassword: Bool
    private let ruleFragments: [[UInt8]]
    private let forbiddenFragments: [[UInt8]]
    private let requiredFragments: [[UInt8]]
    /// How each rule's violation is written, by its place in `PolicyRule.allRules`: the per-record
    /// loop switches on these, not on the rules themselves (a rule is a string: comparing rules
    /// costs a string comparison each, 13 % of `check --format json`).
    private let kinds: [ViolationKind]
    @exclusivity(unchecked) private var cognitoTails: [UInt32: [UInt8]] = [:]
    // The constant pieces, encoded once by the JSON writer.
    private let linePrefix = JSONSplice.opening(key: CheckRecord.line.name)
    private let passwordKey = JSONSplice.key(CheckRecord.password.name)
    private let strengthKey = JSONSplice.key(CheckRecord.strength.name)
    private let breachKey = JSONSplice.key(CheckRecord.breach.name)
    private let validSuffix = JSONSplice.members {
        $0.bool(CheckRecord.valid.name, true)
        $0.objects(CheckRecord.violations.name, [Int]()) { _, _ in }
        $0.null(CheckRecord.cognitoMessage.name)
    }
    private let invalidHead =
        JSONSplice.members { $0.bool(CheckRecord.valid.name, false) } + JSONSplice.key(CheckRecord.violations.name)
        + [UInt8(ascii: "[")]

    /// Creates an encoder.
    /// - Parameters:
    ///   - checker: the checker whose outcomes will be encoded.
    ///   - language: the language of the messages.
    ///   - operation: the Cognito operation for `cognitoMessage`.
    ///   - includesPassword: add the password to each record (`--show-password`).
    public init(checker: PasswordChecker, language: Language, operation: CognitoOperation, includesPassword: Bool) {
        self.checker = checker
        self.language = language
        self.operation = operation
        self.includesPassword = includesPassword
        // Each rule's violation object, written once with the JSON writer and spliced into records.
        func fragment(_ rule: PolicyRule, _ message: String) -> [UInt8] {
            JSONSplice.object {
                $0.string("rule", rule.rawValue)
                $0.string("message", message)
            }
        }
        ruleFragments = PolicyRule.allRules.map { fragment($0, checker.message(for: $0, in: language)) }
        forbiddenFragments = checker.policy.extraRules.forbiddenPatterns.indices.map {
            fragment(.forbiddenPattern, checker.patternMessage(at: $0, required: false, in: language))
        }
        requiredFragments = checker.policy.extraRules.requiredPatterns.indices.map {
            fragment(.requiredPattern, checker.patternMessage(at: $0, required: true, in: language))
        }
        kinds = PolicyRule.allRules.map { rule in
            switch rule {
            case .invalidEncoding: .invalidEncoding
            case .breachedPassword, .breachedCheckUnavailable: .breached
            case .patternTooCostly: .costlyPattern
            case .forbiddenPattern: .forbiddenPattern
            case .requiredPattern: .requiredPattern
            default: .fragment
            }
        }
    }

    /// Appends the record for one password, ending with `end` (by default `}` and a newline).
    /// - Parameters:
    ///   - line: the 1-based input line number.
    ///   - password: the line's bytes (used only with `includesPassword`).
    ///   - outcome: the evaluator's outcome for it.
    ///   - strength: the meter's verdict, written as `"strength":{"bars","color","label"}` when given.
    ///   - end: how the record ends (a structured input's kept columns), from the stream.
    ///   - output: where to append.
    public func encode(
        line: Int, password: UnsafeBufferPointer<UInt8>, outcome: PolicyOutcome, strength: StrengthResult? = nil,
        end: RecordEnd = RecordEnd(format: .json), into output: OutputBuffer
    ) {
        output.append(linePrefix)
        output.append(decimal: line)
        if includesPassword {
            output.append(passwordKey)
            if outcome.failedRules.contains(.invalidEncoding) {
                // Not UTF-8, so it cannot go into JSON as is: show it with U+FFFD replacements.
                output.append(jsonString: String(decoding: password, as: UTF8.self))
            } else {
                output.append(jsonString: password)
            }
        }
        if let strength {
            output.append(strengthKey)
            var object = JSONObjectWriter(into: output)
            object.int("bars", strength.bars)
            object.string("color", strength.color.rawValue)
            object.string("label", strength.label(in: language))
            object.end()
        }
        if let breach = outcome.breach {
            output.append(breachKey)
            var object = JSONObjectWriter(into: output)
            breach.writeMembers(into: &object, failsOpen: checker.policy.extraRules.breached?.failsOpen == true)
            object.end()
        }
        if outcome.isValid {
            output.append(validSuffix)
            end.write(to: output)
            return
        }
        output.append(invalidHead)
        var first = true
        func separator() {
            if !first { output.append(byte: UInt8(ascii: ",")) }
            first = false
        }
        // The failed rules in `PolicyRule.allRules`' order: bit `index` is rule `index`.
        var bits = outcome.failedRules.rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            guard index < kinds.count else { break }
            var rule: String { PolicyRule.allRules[index].rawValue }
            switch kinds[index] {
            case .invalidEncoding:
                separator()
                let message = Texts.string(
                    .violationInvalidEncoding, in: language, ["offset": String(outcome.invalidEncodingOffset ?? 0)])
                var object = JSONObjectWriter(into: output)
                object.string("rule", rule)
                object.string("message", message)
                object.end()
            case .breached:
                separator()
                var object = JSONObjectWriter(into: output)
                object.string("rule", rule)
                object.string("message", checker.breachedMessage(for: outcome, in: language))
                if case .breached(let count?) = outcome.breach { object.int("count", count) }
                object.end()
            case .costlyPattern:
                for error in checker.costlyPatternErrors(for: outcome) {
                    separator()
                    var object = JSONObjectWriter(into: output)
                    object.string("rule", rule)
                    object.string("message", error.detail(in: language))
                    object.end()
                }
            case .forbiddenPattern:
                for (bit, fragment) in forbiddenFragments.enumerated()
                where outcome.forbiddenPatternMatches & (1 << UInt64(bit)) != 0 {
                    separator()
                    output.append(fragment)
                }
            case .requiredPattern:
                for (bit, fragment) in requiredFragments.enumerated()
                where outcome.requiredPatternMisses & (1 << UInt64(bit)) != 0 {
                    separator()
                    output.append(fragment)
                }
            case .fragment:
                separator()
                output.append(ruleFragments[index])
            }
        }
        output.append(cognitoTail(for: outcome))
        end.write(to: output)
    }

    /// `],"cognitoMessage":…`, cached by the few facts Cognito's message depends on.
    private func cognitoTail(for outcome: PolicyOutcome) -> [UInt8] {
        let relevant: PolicyRuleSet = [
            .invalidEncoding, .minimumLength, .requireUppercase, .requireLowercase, .requireNumbers, .requireSymbols,
        ]
        var key = outcome.failedRules.intersection(relevant).rawValue
        if outcome.failsCognitoPattern { key |= 1 << 30 }
        if outcome.length > PasswordPolicy.cognitoMaximumLength { key |= 1 << 31 }
        if let tail = cognitoTails[key] { return tail }
        let message = checker.cognitoMessage(for: outcome, operation: operation)
        let tail = [UInt8(ascii: "]")] + JSONSplice.members { $0.string(CheckRecord.cognitoMessage.name, message) }
        cognitoTails[key] = tail
        return tail
    }

    /// How a rule's violation is written.
    private enum ViolationKind {
        /// Its fragment, encoded once.
        case fragment
        /// With the offset of the first byte that is not UTF-8.
        case invalidEncoding
        /// With the breach's count or the unanswered check's reason.
        case breached
        /// One object per costly pattern.
        case costlyPattern
        /// One fragment per pattern matched or missed.
        case forbiddenPattern, requiredPattern
    }
}
