// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitEmail
import CredKitPipeline
import CredKitPolicy
import CredKitStrength

/// A batch's records as `credkit check|strength|email --format csv` writes them, without the header
/// row: line `first_line + i` for item `i`, the command's columns, the same encoders. For callers that read
/// CSV into columns (Arrow's CSV reader takes 0.16 µs a row), so that every column of the command's
/// records comes back without a process or a pipe. A null item is judged as the empty string (as
/// the command judges an empty field).
enum ABICSV {
    /// Runs `body` over a checked batch and hands the rows to the caller: the bytes (with a NUL
    /// after them) and their count in `length`.
    static func rows<Offset: FixedWidthInteger>(
        domain: String, handle: OpaquePointer?, argument: String, _ data: UnsafePointer<UInt8>?, _ dataLength: Int,
        _ offsets: UnsafePointer<Offset>?, _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int,
        _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?,
        _ body: (OpaquePointer, ABIBatch<Offset>, OutputBuffer) throws -> Void
    ) -> UnsafeMutablePointer<CChar>? {
        ABI.catching(domain: domain, error) {
            guard let handle else { throw ABIError(.nullArgument, ["argument": argument]) }
            guard let length else { throw ABIError(.nullArgument, ["argument": "length"]) }
            let batch = try ABIBatch(
                data: data, dataLength: dataLength, offsets: offsets, count: count, validity: validity,
                validityOffset: validityOffset)
            // Never flushed (no descriptor): it grows to hold every row.
            let output = OutputBuffer(descriptor: -1, flushThreshold: 1 << 16)
            try body(handle, batch, output)
            return output.withPendingBytes { rows in
                length.pointee = rows.count
                return ABI.cString(rows)
            }
        }
    }

    /// Item `index` of `batch`, empty when null.
    static func item<Offset>(_ batch: ABIBatch<Offset>, _ index: Int) -> UnsafeBufferPointer<UInt8> {
        batch.isNull(index) ? UnsafeBufferPointer(start: nil, count: 0) : batch.item(index)
    }

    static func check<Offset: FixedWidthInteger>(
        _ policy: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Offset>?,
        _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64,
        _ language: UnsafePointer<CChar>?,
        _ operation: UnsafePointer<CChar>?, _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
    ) -> UnsafeMutablePointer<CChar>? {
        rows(
            domain: "policy", handle: policy, argument: "policy", data, dataLength, offsets, count, validity, validityOffset,
            length, error
        ) { handle, batch, output in
            let language = try ABI.language(language)
            let operation = try ABI.operation(operation)
            let policy = ABI.object(handle, as: ABIPolicy.self)
            policy.workers.with { worker in
                let encoder = worker.csvEncoder(language, operation)
                for index in 0..<batch.count {
                    let password = item(batch, index)
                    encoder.encode(
                        line: Int(firstLine) + index, password: password, outcome: worker.evaluator.evaluate(password),
                        into: output)
                }
            }
        }
    }

    static func strength<Offset: FixedWidthInteger>(
        _ meter: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Offset>?,
        _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64,
        _ language: UnsafePointer<CChar>?,
        _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
    ) -> UnsafeMutablePointer<CChar>? {
        rows(
            domain: "strength", handle: meter, argument: "meter", data, dataLength, offsets, count, validity, validityOffset,
            length, error
        ) { handle, batch, output in
            let language = try ABI.language(language)
            let meter = ABI.object(handle, as: ABIStrength.self)
            let encoder = meter.csvEncoders[Language.allCases.firstIndex(of: language)!]
            for index in 0..<batch.count {
                let password = item(batch, index)
                if let offset = UTF8Validation.firstInvalidOffset(in: password) {
                    let message = Texts.string(.violationInvalidEncoding, in: language, ["offset": String(offset)])
                    encoder.encodeError(line: Int(firstLine) + index, message: message, into: output)
                } else {
                    encoder.encode(
                        line: Int(firstLine) + index, password: "", result: meter.evaluate(password), breach: nil, into: output)
                }
            }
        }
    }

    static func email<Offset: FixedWidthInteger>(
        _ checker: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Offset>?,
        _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64,
        _ language: UnsafePointer<CChar>?,
        _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
    ) -> UnsafeMutablePointer<CChar>? {
        rows(
            domain: "email", handle: checker, argument: "checker", data, dataLength, offsets, count, validity, validityOffset,
            length, error
        ) { handle, batch, output in
            let language = try ABI.language(language)
            ABI.object(handle, as: ABIEmail.self).workers.with { worker in
                let encoder = worker.csvEncoder(language)
                for index in 0..<batch.count {
                    let address = item(batch, index)
                    let outcome = worker.evaluator.evaluate(address)
                    worker.evaluator.withNormalizedBytes { normalized in
                        encoder.encode(
                            line: Int(firstLine) + index, input: address, outcome: outcome, normalized: normalized, into: output)
                    }
                }
            }
        }
    }
}

/// The rows of `credkit check --format csv` (no header) for a batch laid out as an Arrow
/// `large_string` column (see `credkit_policy_check_batch`): item `i` is line `first_line + i`; `language`
/// (`en`, `es`; `NULL`: English) and `operation` (Cognito's message; `NULL`: sign-up) as for
/// `credkit_policy_check_record`. Returns the rows (free them with `credkit_string_free`) and
/// their byte count in `length`, or `NULL` with `error` set.
@_cdecl("credkit_policy_check_csv")
public func credkit_policy_check_csv(
    _ policy: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int64>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64, _ language: UnsafePointer<CChar>?,
    _ operation: UnsafePointer<CChar>?, _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABICSV.check(
        policy, data, dataLength, offsets, count, validity, validityOffset, firstLine, language, operation, length, error)
}

/// `credkit_policy_check_csv` for an Arrow `string` column (32-bit offsets).
@_cdecl("credkit_policy_check_csv32")
public func credkit_policy_check_csv32(
    _ policy: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int32>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64, _ language: UnsafePointer<CChar>?,
    _ operation: UnsafePointer<CChar>?, _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABICSV.check(
        policy, data, dataLength, offsets, count, validity, validityOffset, firstLine, language, operation, length, error)
}

/// The rows of `credkit strength --format csv` (no header) for a batch (64-bit offsets): an item
/// that is not UTF-8 gets the command's error row. Returns the rows and their byte count in
/// `length`, or `NULL` with `error` set.
@_cdecl("credkit_strength_csv")
public func credkit_strength_csv(
    _ meter: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int64>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64, _ language: UnsafePointer<CChar>?,
    _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABICSV.strength(meter, data, dataLength, offsets, count, validity, validityOffset, firstLine, language, length, error)
}

/// `credkit_strength_csv` for an Arrow `string` column (32-bit offsets).
@_cdecl("credkit_strength_csv32")
public func credkit_strength_csv32(
    _ meter: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int32>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64, _ language: UnsafePointer<CChar>?,
    _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABICSV.strength(meter, data, dataLength, offsets, count, validity, validityOffset, firstLine, language, length, error)
}

/// The rows of `credkit email --format csv` (no header) for a batch (64-bit offsets). Returns the
/// rows and their byte count in `length` (an address may hold a NUL), or `NULL` with `error` set.
@_cdecl("credkit_email_csv")
public func credkit_email_csv(
    _ checker: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int64>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64, _ language: UnsafePointer<CChar>?,
    _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABICSV.email(checker, data, dataLength, offsets, count, validity, validityOffset, firstLine, language, length, error)
}

/// `credkit_email_csv` for an Arrow `string` column (32-bit offsets).
@_cdecl("credkit_email_csv32")
public func credkit_email_csv32(
    _ checker: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int32>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ firstLine: Int64, _ language: UnsafePointer<CChar>?,
    _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABICSV.email(checker, data, dataLength, offsets, count, validity, validityOffset, firstLine, language, length, error)
}
