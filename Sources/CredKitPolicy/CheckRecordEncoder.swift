// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// Writes verdicts as JSON Lines records, one per password, from pre-encoded pieces: the format
/// `credkit check --format json` prints, for pipelines that stream through ``PolicyEvaluator``.
///
/// Every message depends only on the policy and the language, so each violation's JSON is encoded
/// once, by the project's one JSON writer; a record is then a line number and a few `memcpy`s. The record format is:
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
    @exclusivity(unchecked) private var cognitoTails: [UInt32: [UInt8]] = [:]
    // The constant pieces, encoded once by the JSON writer.
    private let linePrefix = JSONSplice.opening(key: "line")
    private let passwordKey = JSONSplice.key("password")
    private let strengthKey = JSONSplice.key("strength")
    private let breachKey = JSONSplice.key("breach")
    private let validSuffix = JSONSplice.members(closingRecord: true) {
        $0.bool("valid", true)
        $0.objects("violations", [Int]()) { _, _ in }
        $0.null("cognitoMessage")
    }
    private let invalidHead =
        JSONSplice.members { $0.bool("valid", false) } + JSONSplice.key("violations") + [UInt8(ascii: "[")]

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
    }

    /// Appends the record for one password, newline included.
    /// - Parameters:
    ///   - line: the 1-based input line number.
    ///   - password: the line's bytes (used only with `includesPassword`).
    ///   - outcome: the evaluator's outcome for it.
    ///   - strength: the meter's verdict, written as `"strength":{"bars","color","label"}` when given.
    ///   - output: where to append.
    public func encode(
        line: Int, password: UnsafeBufferPointer<UInt8>, outcome: PolicyOutcome, strength: StrengthResult? = nil,
        into output: OutputBuffer
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
            return
        }
        output.append(invalidHead)
        var first = true
        func separator() {
            if !first { output.append(byte: UInt8(ascii: ",")) }
            first = false
        }
        let failed = outcome.failedRules
        for (index, rule) in PolicyRule.allRules.enumerated() where failed.contains(PolicyRuleSet(rawValue: 1 << UInt32(index))) {
            switch rule {
            case .invalidEncoding:
                separator()
                let message = Texts.string(
                    .violationInvalidEncoding, in: language, ["offset": String(outcome.invalidEncodingOffset ?? 0)])
                var object = JSONObjectWriter(into: output)
                object.string("rule", rule.rawValue)
                object.string("message", message)
                object.end()
            case .breachedPassword, .breachedCheckUnavailable:
                separator()
                var object = JSONObjectWriter(into: output)
                object.string("rule", rule.rawValue)
                object.string("message", checker.breachedMessage(for: outcome, in: language))
                if case .breached(let count?) = outcome.breach { object.int("count", count) }
                object.end()
            case .patternTooCostly:
                for error in checker.costlyPatternErrors(for: outcome) {
                    separator()
                    var object = JSONObjectWriter(into: output)
                    object.string("rule", rule.rawValue)
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
            default:
                separator()
                output.append(ruleFragments[index])
            }
        }
        output.append(cognitoTail(for: outcome))
    }

    /// `],"cognitoMessage":…}\n`, cached by the few facts Cognito's message depends on.
    private func cognitoTail(for outcome: PolicyOutcome) -> [UInt8] {
        let relevant: PolicyRuleSet = [
            .invalidEncoding, .minimumLength, .requireUppercase, .requireLowercase, .requireNumbers, .requireSymbols,
        ]
        var key = outcome.failedRules.intersection(relevant).rawValue
        if outcome.failsCognitoPattern { key |= 1 << 30 }
        if outcome.length > PasswordPolicy.cognitoMaximumLength { key |= 1 << 31 }
        if let tail = cognitoTails[key] { return tail }
        let message = checker.cognitoMessage(for: outcome, operation: operation)
        let tail = [UInt8(ascii: "]")] + JSONSplice.members(closingRecord: true) { $0.string("cognitoMessage", message) }
        cognitoTails[key] = tail
        return tail
    }
}
