// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitStrength

/// Writes `credkit strength --format json` records, with ``StrengthRecord``'s fields:
///
/// ```json
/// {"line":1,"model":"guesses","bars":1,"color":"red","label":"Weak","score":0,"guessesLog10":2.519,"crackTimes":{…},"feedback":{…}}
/// ```
///
/// Every constant piece — member names, colours, labels, each warning and suggestion with its
/// message, and each crack-time text ("3 hours", "centuries") in the run's language — is encoded
/// once by the project's JSON writer (`JSONSplice`); a record is then copies of those pieces and
/// the digits of its numbers. Member by member through the writer, a record built its texts and
/// numbers as strings: a fifth of the command's time. A class: a run's handler is copied, its pieces
/// are not.
public final class StrengthRecordEncoder: Sendable {
    private let lineKey = JSONSplice.opening(key: StrengthRecord.line.name)
    private let passwordKey = JSONSplice.key(StrengthRecord.password.name)
    /// `,"model":"guesses","bars":`
    private let modelKey: [UInt8]
    /// By `StrengthColor` case: `,"color":"red"`.
    private let colors: [[UInt8]]
    /// By bars (0…4): `,"label":"Weak","score":`.
    private let labels: [[UInt8]]
    private let breachKey = JSONSplice.key(StrengthRecord.breach.name)
    private let guessesKey = JSONSplice.key(StrengthRecord.guessesLog10.name)
    /// By `CrackTimes.Scenario` case: `,"crackTimes":{"online-throttled":{"seconds":` for the first,
    /// `},"online-unthrottled":{"seconds":` for the others.
    private let scenarioKeys: [[UInt8]]
    private let displayKey = JSONSplice.key("display")
    /// `,"attacker":{"scenario":"bcrypt:12","guessesPerSecond":1437.5,"seconds":`, with `--attacker`.
    private let attackerKey: [UInt8]?
    /// The texts of every duration, as JSON strings.
    private let instant: [UInt8]
    private let centuries: [UInt8]
    /// `[unit][count]`: count 0 is never shown.
    private let durations: [[[UInt8]]]
    /// `,"feedback":{"warning":`
    private let feedbackKey =
        JSONSplice.members { $0.key(StrengthRecord.feedback.name) } + Array("{".utf8)
        + Array(JSONSplice.opening(key: "warning").dropFirst())
    /// By `StrengthFeedback.Warning` case: `{"code":…,"message":…}`.
    private let warnings: [[UInt8]]
    /// By `StrengthFeedback.Suggestion` case: `{"code":…,"message":…}`.
    private let suggestions: [[UInt8]]
    private let suggestionsKey = JSONSplice.key("suggestions")
    private let null = Array("null".utf8)
    private let model: StrengthModel

    /// Encodes the pieces for records of `model`, in `language`, with `attacker`'s member when given.
    public init(model: StrengthModel, attacker: Attacker?, language: Language) {
        self.model = model
        modelKey =
            JSONSplice.members { $0.string(StrengthRecord.model.name, model.rawValue) } + JSONSplice.key(StrengthRecord.bars.name)
        colors = StrengthColor.allCases.map { color in
            JSONSplice.members { $0.string(StrengthRecord.color.name, color.rawValue) }
        }
        labels = (0...StrengthMeter.barCount).map { bars in
            let result = StrengthResult(model: model, bars: bars, color: .red, score: 0)
            return JSONSplice.members { $0.string(StrengthRecord.label.name, result.label(in: language)) }
                + JSONSplice.key(StrengthRecord.score.name)
        }
        scenarioKeys = CrackTimes.Scenario.allCases.enumerated().map { index, scenario in
            let opening = index == 0 ? JSONSplice.key(StrengthRecord.crackTimes.name) + Array("{".utf8) : Array("},".utf8)
            return opening + Array(JSONSplice.opening(key: scenario.rawValue).dropFirst()) + Array("{".utf8)
                + Array(JSONSplice.opening(key: "seconds").dropFirst())
        }
        attackerKey = attacker.map { attacker in
            JSONSplice.key(StrengthRecord.attacker.name) + Array("{".utf8)
                + Array(
                    JSONSplice.members {
                        $0.string("scenario", attacker.description)
                        $0.number("guessesPerSecond", literal: NumberText.json(attacker.guessesPerSecond, places: 3))
                    }.dropFirst()) + JSONSplice.key("seconds")
        }
        func string(_ text: String) -> [UInt8] {
            let buffer = OutputBuffer(descriptor: -1)
            buffer.append(jsonString: text)
            return buffer.withPendingBytes { Array($0) }
        }
        instant = string(CrackTimes.display(.instant, in: language))
        centuries = string(CrackTimes.display(.centuries, in: language))
        durations = (0..<CrackTimes.unitCount).map { unit in
            (0...CrackTimes.maximumCount).map { count in
                string(CrackTimes.display(.units(unit: unit, count: count), in: language))
            }
        }
        warnings = StrengthFeedback.Warning.allCases.map { warning in
            JSONSplice.object {
                $0.string("code", warning.rawValue)
                $0.string("message", warning.message(in: language))
            }
        }
        suggestions = StrengthFeedback.Suggestion.allCases.map { suggestion in
            JSONSplice.object {
                $0.string("code", suggestion.rawValue)
                $0.string("message", suggestion.message(in: language))
            }
        }
    }

    /// Appends the record of line `line`, ending with `end`.
    /// - Parameters:
    ///   - line: the input line's number.
    ///   - password: shown when given (`--show-password`).
    ///   - result: the meter's verdict.
    ///   - breach: the breached-password lookup's answer (`--breached`), and whether the check
    ///     fails open.
    ///   - attacker: the attacker of the record's `attacker` member (the one given to `init`).
    ///   - end: how the record ends (a structured input's kept columns), from the stream.
    ///   - output: where to append.
    public func encode(
        line: Int, password: String?, result: StrengthResult, breach: (lookup: BreachLookup, failsOpen: Bool)?,
        attacker: Attacker?, end: RecordEnd = RecordEnd(format: .json), into output: OutputBuffer
    ) {
        output.append(lineKey)
        output.append(decimal: line)
        if let password {
            output.append(passwordKey)
            output.append(jsonString: password)
        }
        output.append(modelKey)
        output.append(decimal: result.bars)
        output.append(colors[StrengthColor.allCases.firstIndex(of: result.color)!])
        output.append(labels[min(max(result.bars, 0), StrengthMeter.barCount)])
        output.append(decimal: result.score)
        if let breach {
            output.append(breachKey)
            output.append(
                JSONSplice.object { breach.lookup.writeMembers(into: &$0, failsOpen: breach.failsOpen) })
        }
        if let estimate = result.estimate {
            output.append(guessesKey)
            output.append(jsonNumber: estimate.guessesLog10, places: 3)
            for (index, scenario) in CrackTimes.Scenario.allCases.enumerated() {
                output.append(scenarioKeys[index])
                appendDuration(seconds: estimate.crackTimes.seconds(scenario), into: output)
            }
            output.append(byte: UInt8(ascii: "}"))
            output.append(byte: UInt8(ascii: "}"))
            if let attacker, let attackerKey {
                output.append(attackerKey)
                appendDuration(seconds: estimate.crackTimes.seconds(against: attacker), into: output)
                output.append(byte: UInt8(ascii: "}"))
            }
            output.append(feedbackKey)
            if let warning = estimate.feedback.warning {
                output.append(warnings[StrengthFeedback.Warning.allCases.firstIndex(of: warning)!])
            } else {
                output.append(null)
            }
            output.append(suggestionsKey)
            output.append(byte: UInt8(ascii: "["))
            for (index, suggestion) in estimate.feedback.suggestions.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                output.append(suggestions[StrengthFeedback.Suggestion.allCases.firstIndex(of: suggestion)!])
            }
            output.append(byte: UInt8(ascii: "]"))
            output.append(byte: UInt8(ascii: "}"))
        }
        end.write(to: output)
    }

    /// Appends the record of a line that is not UTF-8, ending with `end`:
    /// `{"line":N,"model":"…","error":{"code":"invalid-encoding","offset":…,"message":"…"}}`.
    /// - Parameters:
    ///   - line: the input line's number.
    ///   - offset: where the first byte that is not UTF-8 is, from 1.
    ///   - message: the error's message, in the run's language.
    ///   - end: how the record ends.
    ///   - output: where to append.
    public func encodeError(
        line: Int, offset: Int, message: String, end: RecordEnd = RecordEnd(format: .json), into output: OutputBuffer
    ) {
        var record = JSONObjectWriter(into: output)
        record.int(StrengthRecord.line.name, line)
        record.string(StrengthRecord.model.name, model.rawValue)
        record.object(RecordField.error.name) { error in
            error.string("code", "invalid-encoding")
            error.int("offset", offset)
            error.string("message", message)
        }
        end.write(to: output)
    }

    /// `S,"display":"T"`: the seconds, then their text.
    private func appendDuration(seconds: Double, into output: OutputBuffer) {
        output.append(jsonNumber: seconds, places: 3)
        output.append(displayKey)
        switch CrackTimes.words(seconds: seconds) {
        case .instant: output.append(instant)
        case .centuries: output.append(centuries)
        case .units(let unit, let count): output.append(durations[unit][count])
        }
    }
}
