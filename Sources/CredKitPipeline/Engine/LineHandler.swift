// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A batch's network work (the range API's ranges, a JWKS, Cognito's verdicts), made by
/// ``LineHandler/prepare(_:)`` and run as a task; its result goes to ``LineHandler/receive(_:)``.
public typealias LineFetch = @Sendable () async -> any Sendable

/// The part of a ``RecordStream`` that is yours: turn one line (or a structured input's judged field)
/// into its record.
///
/// With several jobs, each worker thread has its own handler (made by the same factory), and the
/// handlers' counts are added together at the end with ``absorb(_:)``. Only
/// ``handle(_:number:end:into:)`` is required. A record ends with the ``RecordEnd`` it is given:
/// the kept columns of a structured input's row are part of it.
///
/// ```swift
/// struct Lengths: LineHandler {
///     var long = 0
///     mutating func handle(
///         _ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer
///     ) -> LineStatus {
///         output.append(decimal: number)
///         output.append(line.count >= 12 ? " long" : " short")
///         end.write(to: output)
///         if line.count >= 12 { long += 1 }
///         return line.count >= 12 ? .passed : .refused
///     }
///     mutating func absorb(_ other: Self) { long += other.long }
///     func summary() -> String? { "long: \(long)\n" }
/// }
/// ```
public protocol LineHandler: SendableMetatype {
    /// Appends the record for `line` to `output`, ending with `end`.
    /// - Parameters:
    ///   - line: the line's bytes, without its line ending (any bytes: UTF-8 is not checked here).
    ///   - number: the line's number, from 1.
    ///   - end: how the record ends (``RecordEnd/write(to:)``): a row's kept columns, the closing.
    ///   - output: where the record goes.
    /// - Returns: how the record turned out.
    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer) throws
        -> LineStatus

    /// Adds the counts of `other`, a handler of the same run that worked on other lines.
    mutating func absorb(_ other: Self)

    /// Appends the record for a row of a CSV or TSV input, with its mark (the batch's marks:
    /// the physical line it starts on, and whether it was cut). By default,
    /// ``handle(_:number:end:into:)``.
    mutating func handle(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, mark: Int, end: RecordEnd, into output: OutputBuffer
    ) throws -> LineStatus

    /// Called with a batch's lines before they are handled, when the stream fetches
    /// (the stream's `prefetches`): the network work the batch needs, for all of its lines at once,
    /// or `nil` for none. The work runs as a task while the worker goes on with other batches; what
    /// it returns is given to ``receive(_:)`` of the handler that then judges the batch (perhaps on
    /// another worker). No thread waits for it.
    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch?

    /// ``prepare(_:)`` for a batch of CSV or TSV rows, with their marks; by default the marks are
    /// not looked at.
    mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>], marks: UnsafeBufferPointer<Int>?) -> LineFetch?

    /// What the batch's ``LineFetch`` returned, before its lines are handled.
    mutating func receive(_ fetched: any Sendable)

    /// The closing lines for standard error, or `nil` for none.
    func summary() -> String?
}

extension LineHandler {
    // The defaults: no summary, nothing to add up, no fetch.
    public func summary() -> String? { nil }
    public mutating func absorb(_ other: Self) {}
    public mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? { nil }
    public mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>], marks: UnsafeBufferPointer<Int>?) -> LineFetch? {
        prepare(lines)
    }
    public mutating func receive(_ fetched: any Sendable) {}
    public mutating func handle(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, mark: Int, end: RecordEnd, into output: OutputBuffer
    ) throws -> LineStatus {
        try handle(line, number: number, end: end, into: output)
    }
}
