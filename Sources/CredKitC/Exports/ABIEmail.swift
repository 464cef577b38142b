// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitEmail
import CredKitPipeline

/// An email checker (`credkit_email`): the profile and options, and the workers (evaluator and
/// record encoders) lent to the calling threads. One handle serves any number of threads.
final class ABIEmail: Sendable {
    let checker: EmailChecker
    let workers: LendingPool<Worker>

    init(_ options: ABIOptions) throws {
        let profile = try options.choice("profile", EmailProfile.self) ?? .default
        let settings = EmailChecker.Options(
            allowQuotedLocal: try options.bool("allow_quoted_local"), allowDisplayName: try options.bool("allow_display_name"),
            allowDomainLiteral: try options.bool("allow_domain_literal"), allowEmptyLocal: try options.bool("allow_empty_local"),
            allowSMTPUTF8: try options.bool("allow_smtputf8", absent: true),
            testEnvironment: try options.bool("test_environment"))
        if profile == .rfc && settings != .default {
            let given = Self.defaultProfileOptions.first {
                (try? options.bool($0, absent: $0 == "allow_smtputf8")) != ($0 == "allow_smtputf8")
            }
            throw ABIError(.optionNeedsDefaultProfile, ["argument": given ?? "profile"])
        }
        let checker = EmailChecker(profile: profile, options: settings)
        self.checker = checker
        workers = LendingPool { Worker(evaluator: checker.makeEvaluator(), includesDisplayName: settings.allowDisplayName) }
    }

    /// What one thread uses at a time: the evaluator and the record encoders (whose message
    /// renderers cache the texts they build), one per language, made on first use.
    final class Worker {
        let evaluator: EmailEvaluator
        private let includesDisplayName: Bool
        private var encoders: [Language: EmailRecordEncoder] = [:]
        private var csvEncoders: [Language: EmailCSVEncoder] = [:]

        init(evaluator: EmailEvaluator, includesDisplayName: Bool) {
            self.evaluator = evaluator
            self.includesDisplayName = includesDisplayName
        }

        /// The encoder of `credkit email --format json`'s records in `language`.
        func encoder(_ language: Language) -> EmailRecordEncoder {
            if let encoder = encoders[language] { return encoder }
            let encoder = EmailRecordEncoder(language: language, includesDisplayName: includesDisplayName)
            encoders[language] = encoder
            return encoder
        }

        /// The encoder of `credkit email --format csv`'s rows in `language`.
        func csvEncoder(_ language: Language) -> EmailCSVEncoder {
            if let encoder = csvEncoders[language] { return encoder }
            let encoder = EmailCSVEncoder(language: language, includesDisplayName: includesDisplayName)
            csvEncoders[language] = encoder
            return encoder
        }
    }
}

extension ABIEmail {
    /// The options only the default profile takes.
    static let defaultProfileOptions = [
        "allow_quoted_local", "allow_display_name", "allow_domain_literal", "allow_empty_local", "allow_smtputf8",
        "test_environment",
    ]
}

/// An email checker. Options (JSON, or `NULL`): `profile` (`default`: email-validator's rules;
/// `rfc`), and for the default profile `allow_quoted_local`, `allow_display_name`,
/// `allow_domain_literal`, `allow_empty_local`, `allow_smtputf8` (true unless false),
/// `test_environment` — email-validator's options of the same names.
@_cdecl("credkit_email_new")
public func credkit_email_new(_ options: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?)
    -> OpaquePointer?
{
    ABI.catching(domain: "email", error) {
        ABI.handle(
            try ABIEmail(
                try ABIOptions(
                    options,
                    known: ["profile"] + ABIEmail.defaultProfileOptions)))
    }
}

/// Frees an email checker (`NULL` is allowed).
@_cdecl("credkit_email_free")
public func credkit_email_free(_ checker: OpaquePointer?) {
    ABI.release(checker, as: ABIEmail.self)
}

/// One address's record exactly as `credkit email --format json` writes it for line `line` (without
/// the newline): valid, the normalised address, its parts, or the rejection and its message in
/// `language`. Free it with `credkit_string_free`.
@_cdecl("credkit_email_record")
public func credkit_email_record(
    _ checker: OpaquePointer?, _ address: UnsafePointer<UInt8>?, _ length: Int, _ line: Int64,
    _ language: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABI.catching(domain: "email", error) {
        guard let checker else { throw ABIError(.nullArgument, ["argument": "checker"]) }
        let bytes = try ABI.bytes(address, length, argument: "address")
        let language = try ABI.language(language)
        let output = OutputBuffer(descriptor: -1, flushThreshold: 4096)
        ABI.object(checker, as: ABIEmail.self).workers.with { worker in
            let outcome = worker.evaluator.evaluate(bytes)
            worker.evaluator.withNormalizedBytes { normalized in
                worker.encoder(language).encode(
                    input: bytes, outcome: outcome, normalized: normalized, line: Int(line), into: output)
            }
        }
        return ABI.record(output)
    }
}

/// Checks a batch laid out as an Arrow `large_string` column (see `credkit_policy_check_batch`):
/// `valid[i]` 1, 0, or 255 for a null item. Returns 0, or -1 with `error` set.
@_cdecl("credkit_email_batch")
public func credkit_email_batch(
    _ checker: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int64>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ valid: UnsafeMutablePointer<UInt8>?,
    _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    ABI.catching(domain: "email", error) {
        guard let checker else { throw ABIError(.nullArgument, ["argument": "checker"]) }
        guard let valid else { throw ABIError(.nullArgument, ["argument": "valid"]) }
        let batch = try ABIBatch(
            data: data, dataLength: dataLength, offsets: offsets, count: count, validity: validity,
            validityOffset: validityOffset)
        ABI.object(checker, as: ABIEmail.self).workers.with { worker in
            for index in 0..<batch.count {
                valid[index] = batch.isNull(index) ? 255 : worker.evaluator.evaluate(batch.item(index)).isValid ? 1 : 0
            }
        }
        return 0
    } ?? -1
}
