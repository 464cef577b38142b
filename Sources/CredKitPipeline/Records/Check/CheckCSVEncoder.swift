// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy
import CredKitStrength

/// Writes verdicts as CSV rows, one per password, with ``CheckRecord``'s columns (the format
/// `credkit check --format csv` prints):
///
/// ```
/// line,valid,violations,cognito_message,error_code,error
/// 2,false,MinimumLength RequireSymbols,Password did not conform with policy: Password not long enough,,
/// ```
///
/// The failed rules' names are separated by spaces; the error columns are empty (they are for rows
/// that cannot be read). The verdict's columns depend only on the failed rules and the few facts
/// Cognito's message looks at, so each distinct one is rendered once per run. One owner thread.
public final class CheckCSVEncoder {
    private let checker: PasswordChecker
    private let language: Language
    private let operation: CognitoOperation
    private let includesPassword: Bool
    private let includesStrength: Bool
    /// `,valid,violations,cognito_message` by what they depend on.
    @exclusivity(unchecked) private var verdicts: [VerdictKey: [UInt8]] = [:]
    private let scratch = OutputBuffer(descriptor: -1)

    /// Creates an encoder.
    /// - Parameters:
    ///   - checker: the checker whose outcomes will be encoded.
    ///   - language: the language of the meter's labels.
    ///   - operation: the Cognito operation for `cognito_message`.
    ///   - includesPassword: add the password's column (`--show-password`).
    ///   - includesStrength: add the meter's `bars`, `color` and `label` columns (`--strength`).
    public init(
        checker: PasswordChecker, language: Language, operation: CognitoOperation, includesPassword: Bool,
        includesStrength: Bool = false
    ) {
        self.checker = checker
        self.language = language
        self.operation = operation
        self.includesPassword = includesPassword
        self.includesStrength = includesStrength
    }

    /// The columns of the rows this encoder writes (the header row).
    public var schema: RecordSchema {
        CheckRecord.schema(password: includesPassword, strength: includesStrength)
    }

    /// Appends the row for one password, ending with `end`.
    /// - Parameters:
    ///   - line: the 1-based input line number.
    ///   - password: the line's bytes (used only with `includesPassword`).
    ///   - outcome: the evaluator's outcome for it.
    ///   - strength: the meter's verdict (with `includesStrength`; `nil` leaves its columns empty, as
    ///     for a line that is not UTF-8).
    ///   - end: how the row ends (a structured input's kept columns), from the stream.
    ///   - output: where to append.
    public func encode(
        line: Int, password: UnsafeBufferPointer<UInt8>, outcome: PolicyOutcome, strength: StrengthResult? = nil,
        end: RecordEnd = RecordEnd(format: .csv), into output: OutputBuffer
    ) {
        output.append(decimal: line)
        if includesPassword {
            output.append(byte: UInt8(ascii: ","))
            if outcome.failedRules.contains(.invalidEncoding) {
                output.append(csvField: String(decoding: password, as: UTF8.self))
            } else {
                output.append(csvField: password)
            }
        }
        let key = VerdictKey(outcome)
        if let cached = verdicts[key] {
            output.append(cached)
        } else {
            scratch.discard()
            scratch.append(outcome.isValid ? ",true," : ",false,")
            var first = true
            for (index, rule) in PolicyRule.allRules.enumerated()
            where outcome.failedRules.contains(PolicyRuleSet(rawValue: 1 << UInt32(index))) {
                if !first { scratch.append(byte: UInt8(ascii: " ")) }
                first = false
                scratch.append(rule.rawValue)
            }
            scratch.append(byte: UInt8(ascii: ","))
            if let message = checker.cognitoMessage(for: outcome, operation: operation) {
                scratch.append(csvField: message)
            }
            let row = scratch.withPendingBytes { Array($0) }
            verdicts[key] = row
            output.append(row)
        }
        if let strength {
            output.append(byte: UInt8(ascii: ","))
            output.append(decimal: strength.bars)
            output.append(byte: UInt8(ascii: ","))
            output.append(strength.color.rawValue)
            output.append(byte: UInt8(ascii: ","))
            output.append(csvField: strength.label(in: language))
        } else if includesStrength {
            output.append(",,,")
        }
        output.append(",,")  // error_code, error
        end.write(to: output)
    }

    /// What a row's verdict columns depend on: the failed rules and the facts Cognito's message
    /// looks at.
    private struct VerdictKey: Hashable {
        var failed: UInt32
        var failsCognitoPattern: Bool
        var tooLongForCognito: Bool

        init(_ outcome: borrowing PolicyOutcome) {
            failed = outcome.failedRules.rawValue
            failsCognitoPattern = outcome.failsCognitoPattern
            tooLongForCognito = outcome.length > PasswordPolicy.cognitoMaximumLength
        }
    }
}
