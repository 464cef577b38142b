// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPipeline
import CredKitPolicy
import CredKitStrength

/// A strength meter (`credkit_strength`): the model, the estimator prepared with the user's inputs,
/// extra words and languages, and the record encoders. Immutable: one handle serves any number of
/// threads.
final class ABIStrength: Sendable {
    let model: StrengthModel
    let estimator: PasswordGuessEstimator
    let encoders: [StrengthRecordEncoder]
    let csvEncoders: [StrengthCSVEncoder]

    init(_ options: ABIOptions) throws {
        let model = try options.choice("model", StrengthModel.self) ?? .guesses
        self.model = model
        let words = try options.string("words").map { path throws(ExtraWordsError) in try ExtraWords(contentsOfFile: path) }
        let languages = try options.string("languages").map { list throws(StrengthLanguageError) in
            try StrengthLanguage.parseList(list)
        }
        estimator = PasswordGuessEstimator(
            userInputs: try options.strings("user_inputs"), extraWords: words ?? ExtraWords(),
            languages: languages ?? StrengthLanguage.defaults)
        encoders = Language.allCases.map { StrengthRecordEncoder(model: model, attacker: nil, language: $0) }
        csvEncoders = Language.allCases.map { StrengthCSVEncoder(model: model, attacker: nil, language: $0) }
    }

    /// The meter's verdict for a valid UTF-8 password.
    func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) -> StrengthResult {
        let password = String(decoding: bytes, as: UTF8.self)
        return model == .guesses
            ? StrengthMeter.evaluate(password, with: estimator) : StrengthMeter.evaluate(password, model: model)
    }

    /// Rates every item of `batch`: `bars[i]` 0–4 (-1 null, -2 not UTF-8), `guessesLog10[i]` for the
    /// `guesses` model (NaN otherwise and for null or unreadable items).
    func rate<Offset>(
        _ batch: ABIBatch<Offset>, bars: UnsafeMutablePointer<Int8>?, guessesLog10: UnsafeMutablePointer<Double>?
    ) {
        for index in 0..<batch.count {
            let item = batch.item(index)
            if batch.isNull(index) || UTF8Validation.firstInvalidOffset(in: item) != nil {
                bars?[index] = batch.isNull(index) ? -1 : -2
                guessesLog10?[index] = .nan
                continue
            }
            let result = evaluate(item)
            bars?[index] = Int8(result.bars)
            guessesLog10?[index] = result.estimate?.guessesLog10 ?? .nan
        }
    }
}

/// A strength meter. Options (JSON, or `NULL`): `model` (`guesses`, the default, `checklist`,
/// `checklist-basic` …), `user_inputs` (the user's email, name … as a list), `words` (a file of
/// extra words), `languages` (`"en,es"`, `"all"`).
@_cdecl("credkit_strength_new")
public func credkit_strength_new(_ options: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?)
    -> OpaquePointer?
{
    ABI.catching(domain: "strength", error) {
        ABI.handle(try ABIStrength(try ABIOptions(options, known: ["model", "user_inputs", "words", "languages"])))
    }
}

/// Frees a meter (`NULL` is allowed).
@_cdecl("credkit_strength_free")
public func credkit_strength_free(_ meter: OpaquePointer?) {
    ABI.release(meter, as: ABIStrength.self)
}

/// One password's record exactly as `credkit strength --format json` writes it for line `line`
/// (without the newline): bars, colour, label in `language`, score and, for `guesses`, the
/// estimate, crack times and feedback. A password that is not UTF-8 gets the command's error record.
/// Free it with `credkit_string_free`.
@_cdecl("credkit_strength_record")
public func credkit_strength_record(
    _ meter: OpaquePointer?, _ password: UnsafePointer<UInt8>?, _ length: Int, _ line: Int64,
    _ language: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABI.catching(domain: "strength", error) {
        guard let meter else { throw ABIError(.nullArgument, ["argument": "meter"]) }
        let bytes = try ABI.bytes(password, length, argument: "password")
        let language = try ABI.language(language)
        let handle = ABI.object(meter, as: ABIStrength.self)
        let encoder = handle.encoders[Language.allCases.firstIndex(of: language)!]
        let output = OutputBuffer(descriptor: -1, flushThreshold: 4096)
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let message = Texts.string(.violationInvalidEncoding, in: language, ["offset": String(offset)])
            encoder.encodeError(line: Int(line), offset: offset, message: message, into: output)
        } else {
            encoder.encode(
                line: Int(line), password: nil, result: handle.evaluate(bytes), breach: nil, attacker: nil, into: output)
        }
        return ABI.record(output)
    }
}

extension ABIStrength {
    /// The body of both batch exports: checks the arguments, then the batch.
    static func rateBatch<Offset: FixedWidthInteger>(
        _ meter: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Offset>?,
        _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ bars: UnsafeMutablePointer<Int8>?,
        _ guessesLog10: UnsafeMutablePointer<Double>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 {
        ABI.catching(domain: "strength", error) {
            guard let meter else { throw ABIError(.nullArgument, ["argument": "meter"]) }
            guard bars != nil || guessesLog10 != nil else { throw ABIError(.nullArgument, ["argument": "bars"]) }
            let batch = try ABIBatch(
                data: data, dataLength: dataLength, offsets: offsets, count: count, validity: validity,
                validityOffset: validityOffset)
            ABI.object(meter, as: ABIStrength.self).rate(batch, bars: bars, guessesLog10: guessesLog10)
            return 0
        } ?? -1
    }
}

/// Rates a batch laid out as an Arrow `large_string` column (see `credkit_policy_check_batch`):
/// `bars[i]` 0–4 (-1 null, -2 not UTF-8) and, when not `NULL`, `guesses_log10[i]` (NaN for other
/// models and unrated items). Returns 0, or -1 with `error` set.
@_cdecl("credkit_strength_batch")
public func credkit_strength_batch(
    _ meter: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int64>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ bars: UnsafeMutablePointer<Int8>?,
    _ guessesLog10: UnsafeMutablePointer<Double>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    ABIStrength.rateBatch(meter, data, dataLength, offsets, count, validity, validityOffset, bars, guessesLog10, error)
}

/// `credkit_strength_batch` for an Arrow `string` column (32-bit offsets).
@_cdecl("credkit_strength_batch32")
public func credkit_strength_batch32(
    _ meter: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int32>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ bars: UnsafeMutablePointer<Int8>?,
    _ guessesLog10: UnsafeMutablePointer<Double>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    ABIStrength.rateBatch(meter, data, dataLength, offsets, count, validity, validityOffset, bars, guessesLog10, error)
}
