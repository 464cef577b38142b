// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitEmail
import CredKitPipeline

/// An email checker (`credkit_email`): the profile and options, evaluators lent to the calling
/// threads, and the record encoders. One handle serves any number of threads.
final class ABIEmail: Sendable {
    let checker: EmailChecker
    let evaluators: EvaluatorPool<EmailEvaluator>
    let encoders: [EmailRecordEncoder.Shared]

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
        evaluators = EvaluatorPool { checker.makeEvaluator() }
        encoders = Language.allCases.map {
            EmailRecordEncoder.Shared(EmailRecordEncoder(language: $0, includesDisplayName: settings.allowDisplayName))
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

extension EmailRecordEncoder {
    /// An encoder behind a `Sendable` box: its state is written once, in `init`, and only read after.
    struct Shared: @unchecked Sendable {
        let encoder: EmailRecordEncoder
        init(_ encoder: EmailRecordEncoder) { self.encoder = encoder }
    }
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
        let handle = ABI.object(checker, as: ABIEmail.self)
        let encoder = handle.encoders[Language.allCases.firstIndex(of: language)!].encoder
        let output = OutputBuffer(descriptor: -1, flushThreshold: 4096)
        handle.evaluators.with { evaluator in
            let outcome = evaluator.evaluate(bytes)
            evaluator.withNormalizedBytes { normalized in
                encoder.encode(input: bytes, outcome: outcome, normalized: normalized, line: Int(line), into: output)
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
        ABI.object(checker, as: ABIEmail.self).evaluators.with { evaluator in
            for index in 0..<batch.count {
                valid[index] = batch.isNull(index) ? 255 : evaluator.evaluate(batch.item(index)).isValid ? 1 : 0
            }
        }
        return 0
    } ?? -1
}
