// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitStrength
import _CredKitCore

/// Writes verdicts as JSON Lines records, one per password, from pre-encoded fragments: the format
/// `credkit check --format json` prints, for pipelines that stream through ``PolicyEvaluator``.
///
/// Every message depends only on the policy and the language, so each violation's JSON is built
/// once; a record is then a line number and a few `memcpy`s. The record format is:
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
    private let validSuffix = Array(#","valid":true,"violations":[],"cognitoMessage":null}"#.utf8) + [0x0A]
    private let invalidHead = Array(#","valid":false,"violations":["#.utf8)
    private let linePrefix = Array(#"{"line":"#.utf8)
    private let passwordKey = Array(#","password":"#.utf8)

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
            let scratch = OutputBuffer(descriptor: -1)
            var object = JSONObjectWriter(into: scratch)
            object.string("rule", rule.rawValue)
            object.string("message", message)
            object.end()
            return scratch.withPendingBytes { Array($0) }
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
            output.append(#","strength":{"bars":"#)
            output.append(decimal: strength.bars)
            output.append(#","color":""# + strength.color.rawValue + #"","label":"#)
            output.append(jsonString: strength.label(in: language))
            output.append(byte: UInt8(ascii: "}"))
        }
        if let breach = outcome.breach {
            writeBreach(breach, into: output)
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
                output.append(Array(#"{"rule":"InvalidEncoding","message":"#.utf8))
                output.append(jsonString: message)
                output.append(byte: UInt8(ascii: "}"))
            case .breachedPassword:
                separator()
                output.append(Array(#"{"rule":"BreachedPassword","message":"#.utf8))
                output.append(jsonString: checker.breachedMessage(for: outcome, in: language))
                if case .breached(let count?) = outcome.breach {
                    output.append(#","count":"#)
                    output.append(decimal: count)
                }
                output.append(byte: UInt8(ascii: "}"))
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

    /// `,"breach":{"status":…}`: what the breached-password source answered, and for an unanswered
    /// password whether the check failed closed (refused) or open (judged on the other rules).
    private func writeBreach(_ breach: BreachLookup, into output: OutputBuffer) {
        switch breach {
        case .breached(let count):
            output.append(#","breach":{"status":"breached""#)
            if let count {
                output.append(#","count":"#)
                output.append(decimal: count)
            }
        case .notBreached:
            output.append(#","breach":{"status":"not-breached""#)
        case .unavailable(let error):
            let mode = checker.policy.extraRules.breached?.failsOpen == true ? "open" : "closed"
            output.append(#","breach":{"status":"unavailable","failMode":""# + mode + #"","error":""#)
            output.append(error.code.rawValue)
            output.append(byte: UInt8(ascii: "\""))
        }
        output.append(byte: UInt8(ascii: "}"))
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
        var tail = Array(#"],"cognitoMessage":"#.utf8)
        if let message = checker.cognitoMessage(for: outcome, operation: operation) {
            tail += JSONEscaping.literal(message)
        } else {
            tail += Array("null".utf8)
        }
        tail += [UInt8(ascii: "}"), 0x0A]
        cognitoTails[key] = tail
        return tail
    }
}
