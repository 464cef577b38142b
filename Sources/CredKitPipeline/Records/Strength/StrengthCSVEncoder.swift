// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// Writes `credkit strength --format csv` rows, with ``StrengthRecord``'s columns: the JSON record's
/// members flattened (the estimate's for the `guesses` model; `breach` is the status, the feedback
/// codes are separated by spaces); with an attacker, its scenario, seconds and time come last,
/// after the error's columns, so the other columns keep their places.
///
/// ```
/// line,model,bars,color,label,score,guesses_log10,breach,warning,suggestions,error_code,error
/// 1,guesses,1,red,Weak,1,4.301,,similar-to-common-password,add-word capitalization,,
/// ```
public final class StrengthCSVEncoder: Sendable {
    private let model: StrengthModel
    private let attacker: Attacker?
    private let language: Language
    private let includesPassword: Bool
    /// The columns before `error_code` and after `error`.
    private let errorColumns: (before: Int, after: Int)

    /// Creates an encoder.
    /// - Parameters:
    ///   - model: the meter's model.
    ///   - attacker: the attacker whose columns end each row, if any.
    ///   - language: the language of the labels and times.
    ///   - includesPassword: add the password's column (`--show-password`).
    public init(model: StrengthModel, attacker: Attacker?, language: Language, includesPassword: Bool = false) {
        self.model = model
        self.attacker = attacker
        self.language = language
        self.includesPassword = includesPassword
        errorColumns = StrengthRecord.schema(password: includesPassword, attacker: attacker != nil).errorColumns
    }

    /// The columns of the rows this encoder writes (the header row).
    public var schema: RecordSchema {
        StrengthRecord.schema(password: includesPassword, attacker: attacker != nil)
    }

    /// Appends the row of line `line`, ending with `end`.
    /// - Parameters:
    ///   - line: the input line's number.
    ///   - password: the password (its column is there with `includesPassword`).
    ///   - result: the meter's verdict.
    ///   - breach: the breached-password lookup's answer (`--breached`).
    ///   - end: how the row ends (a structured input's kept columns), from the stream.
    ///   - output: where to append.
    public func encode(
        line: Int, password: String, result: StrengthResult, breach: BreachLookup?, end: RecordEnd = RecordEnd(format: .csv),
        into output: OutputBuffer
    ) {
        output.append(decimal: line)
        if includesPassword {
            output.append(byte: UInt8(ascii: ","))
            output.append(csvField: password)
        }
        output.append(byte: UInt8(ascii: ","))
        output.append(model.rawValue)
        output.append(byte: UInt8(ascii: ","))
        output.append(decimal: result.bars)
        output.append(byte: UInt8(ascii: ","))
        output.append(result.color.rawValue)
        output.append(byte: UInt8(ascii: ","))
        output.append(csvField: result.label(in: language))
        output.append(byte: UInt8(ascii: ","))
        output.append(decimal: result.score)
        output.append(byte: UInt8(ascii: ","))
        if let estimate = result.estimate { output.append(jsonNumber: estimate.guessesLog10, places: 3) }
        output.append(byte: UInt8(ascii: ","))
        switch breach {
        case .breached?: output.append("breached")
        case .notBreached?: output.append("not-breached")
        case .unavailable?: output.append("unavailable")
        case nil: break
        }
        output.append(byte: UInt8(ascii: ","))
        if let estimate = result.estimate {
            if let warning = estimate.feedback.warning { output.append(warning.rawValue) }
            output.append(byte: UInt8(ascii: ","))
            output.append(estimate.feedback.suggestions.map(\.rawValue).joined(separator: " "))
        } else {
            output.append(byte: UInt8(ascii: ","))
        }
        output.append(",,")  // error_code, error
        if let attacker {
            output.append(byte: UInt8(ascii: ","))
            output.append(attacker.description)
            output.append(byte: UInt8(ascii: ","))
            if let estimate = result.estimate {
                output.append(jsonNumber: estimate.crackTimes.seconds(against: attacker), places: 3)
                output.append(byte: UInt8(ascii: ","))
                output.append(csvField: estimate.crackTimes.display(against: attacker, in: language))
            } else {
                output.append(byte: UInt8(ascii: ","))
            }
        }
        end.write(to: output)
    }

    /// Appends the row of a line that is not UTF-8, ending with `end`: its number, the model, the
    /// error in `error_code` and `error`, the other columns empty.
    /// - Parameters:
    ///   - line: the input line's number.
    ///   - message: the error's message, in the run's language.
    ///   - end: how the row ends.
    ///   - output: where to append.
    public func encodeError(line: Int, message: String, end: RecordEnd = RecordEnd(format: .csv), into output: OutputBuffer) {
        output.append(decimal: line)
        if includesPassword { output.append(byte: UInt8(ascii: ",")) }
        output.append(byte: UInt8(ascii: ","))
        output.append(model.rawValue)
        // Up to the error's columns (the line, the password's and the model's are written).
        for _ in (includesPassword ? 3 : 2)..<errorColumns.before { output.append(byte: UInt8(ascii: ",")) }
        output.append(",invalid-encoding,")
        output.append(csvField: message)
        for _ in 0..<errorColumns.after { output.append(byte: UInt8(ascii: ",")) }
        end.write(to: output)
    }
}
