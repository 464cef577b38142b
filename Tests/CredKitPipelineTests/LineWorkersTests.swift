// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CredKitPipeline

/// The workers and their batches, without a command around them: each batch's fetch runs as a task
/// and its result reaches the handler that judges that batch; records come out in input order.
///
/// The test bodies wait for workers, so they run on threads of their own (`waitsOnThreads`), as the
/// command line's streams do: the fetches need the concurrency pool's threads, and a body waiting on
/// one of them (two at once on two cores) would leave the fetches none.
@Suite("Line workers: batches, fetches, order", .waitsOnThreads)
struct LineWorkersTests {
    /// How many fetches run at once, and the most that ever did.
    final class Overlap: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var most = 0

        func begin() {
            lock.withLock {
                running += 1; most = max(most, running)
            }
        }
        func end() { lock.withLock { running -= 1 } }
    }

    /// Writes `number:line:fetched` for each line, `fetched` being what its batch's fetch returned
    /// (the batch's first line, upper-cased, after a pause).
    struct Echo: LineHandler {
        var fetched = "-"
        var judged = 0
        let fetches: Bool
        let overlap: Overlap

        mutating func prepare(_ lines: [UnsafeBufferPointer<UInt8>]) -> LineFetch? {
            guard fetches else { return nil }
            let first = lines.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let overlap = self.overlap
            return { () async -> any Sendable in
                overlap.begin()
                try? await Task.sleep(for: .milliseconds(20))
                overlap.end()
                return first.uppercased()
            }
        }

        mutating func receive(_ fetched: any Sendable) {
            self.fetched = fetched as? String ?? "?"
        }

        mutating func handle(_ line: UnsafeBufferPointer<UInt8>, number: Int, end: RecordEnd, into output: OutputBuffer)
            -> LineStatus
        {
            judged += 1
            output.append("\(number):\(String(decoding: line, as: UTF8.self)):\(fetched)")
            end.write(to: output)
            return line.first == UInt8(ascii: "x") ? .refused : .passed
        }

        mutating func absorb(_ other: Echo) {
            judged += other.judged
        }
    }

    /// Runs three batches of two lines through `jobs` workers; returns each batch's output, the
    /// worst status and the lines judged.
    static func run(jobs: Int, fetches: Bool) throws -> (outputs: [String], worst: LineStatus, judged: Int, overlap: Int) {
        let overlap = Overlap()
        let workers = LineWorkers(
            count: jobs, makeHandler: { Echo(fetches: fetches, overlap: overlap) }, format: .text, prepares: fetches)
        let texts = [["a1", "a2"], ["b1", "x2"], ["c1", "c2"]]
        var batches: [LineBatch] = []
        for (index, lines) in texts.enumerated() {
            let batch = LineBatch()
            batch.reset(firstNumber: 2 * index + 1)
            batch.fill(with: lines.map { Array($0.utf8) })
            workers.submit(batch)
            batches.append(batch)
        }
        var outputs: [String] = []
        var worst = LineStatus.passed
        for batch in batches {
            workers.wait(for: batch)
            outputs.append(batch.output.withPendingBytes { String(decoding: $0, as: UTF8.self) })
            worst = max(worst, batch.worst)
        }
        let judged = workers.finish().reduce(0) { $0 + $1.judged }
        return (outputs, worst, judged, overlap.most)
    }

    @Test(
        "Each batch is judged with what its own fetch returned, in input order; one batch at a time between fetch and judgement",
        arguments: [1, 2])
    func fetchedPerBatch(jobs: Int) throws {
        let (outputs, worst, judged, overlap) = try Self.run(jobs: jobs, fetches: true)
        #expect(outputs == ["1:a1:A1\n2:a2:A1\n", "3:b1:B1\n4:x2:B1\n", "5:c1:C1\n6:c2:C1\n"])
        #expect(worst == .refused)
        #expect(judged == 6)
        // The range client's cache holds one batch's ranges: a second fetch could evict the first's.
        #expect(overlap == 1)
    }

    @Test("Without fetches, nothing is received and the records are the same otherwise", arguments: [1, 2])
    func withoutFetches(jobs: Int) throws {
        let (outputs, worst, judged, _) = try Self.run(jobs: jobs, fetches: false)
        #expect(outputs == ["1:a1:-\n2:a2:-\n", "3:b1:-\n4:x2:-\n", "5:c1:-\n6:c2:-\n"])
        #expect(worst == .refused)
        #expect(judged == 6)
    }
}
