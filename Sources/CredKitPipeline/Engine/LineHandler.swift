// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A batch's network work (the range API's ranges, a JWKS, Cognito's verdicts), made by
/// ``LineHandler/prepare(_:)`` and run as a task; its result goes to ``LineHandler/receive(_:)``.
package typealias LineFetch = @Sendable () async -> any Sendable

/// A streaming command's part of the work: turn one line into its record.
///
/// With `--jobs`, each worker thread has its own handler (made by the same factory), and the
/// handlers' counts are added together at the end with ``absorb(_:)``.
package protocol LineHandler: SendableMetatype {
    /// Appends the record for `line` to `output`.
    /// - Parameters:
    ///   - line: the line's bytes, without its line ending (any bytes: UTF-8 is not checked here).
    ///   - number: the line's number, from 1.
    ///   - output: where the record goes.
    /// - Returns: how the record turned out.
    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: OutputBuffer) throws -> LineStatus

    /// Adds the counts of `other`, a handler of the same run that worked on other lines.
    mutating func absorb(_ other: Self)

    /// Appends the record for a row of a CSV or TSV input, with its mark (``LineBatch/marks``:
    /// the physical line it starts on, and whether it was cut). By default, ``handle(_:number:into:)``.
    mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, mark: Int, into output: OutputBuffer) throws
        -> LineStatus

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
    package func summary() -> String? { nil }
    package mutating func absorb(_ other: Self) {}
    package mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? { nil }
    package mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>], marks: UnsafeBufferPointer<Int>?) -> LineFetch? {
        prepare(lines)
    }
    package mutating func receive(_ fetched: any Sendable) {}
    package mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, mark: Int, into output: OutputBuffer) throws
        -> LineStatus
    {
        try handle(line, number: number, into: output)
    }
}
