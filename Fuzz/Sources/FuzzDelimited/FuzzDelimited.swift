// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPipeline
import FuzzSupport
import Glibc

/// The CSV and TSV reader (`--input-format csv|tsv`: the record scanner and the field splitter): the
/// same input read through a 16-byte buffer (refills inside quotes, on a CR whose LF is not read yet,
/// records cut at 64 bytes) and through the default 1 MiB one must give the same records, lines and
/// problems.
@main
enum FuzzDelimited {
    struct Record: Equatable {
        var fields: [[UInt8]]
        var line: Int
        var truncated: Bool
        var problem: DelimitedReader.Problem?
    }

    /// Every record of `input`, written to a pipe (inputs are at most libFuzzer's 4 KiB, below a
    /// pipe's buffer) and read back with a buffer of `bufferSize` bytes.
    static func records(_ input: UnsafeBufferPointer<UInt8>, quotes: Bool, bufferSize: Int) -> [Record] {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { fatalError("pipe: \(errno)") }
        var written = 0
        while written < input.count {
            let count = write(ends[1], input.baseAddress! + written, input.count - written)
            guard count > 0 else { fatalError("write: \(errno)") }
            written += count
        }
        close(ends[1])
        defer { close(ends[0]) }
        let reader = DelimitedReader(
            descriptor: ends[0], delimiter: quotes ? UInt8(ascii: ",") : 9, quotes: quotes, maximumRecordBytes: 64,
            bufferSize: bufferSize)
        var records: [Record] = []
        do {
            while try reader.next() {
                records.append(
                    Record(
                        fields: (0..<reader.fieldCount).map { reader.withField($0) { Array($0) } }, line: reader.line,
                        truncated: reader.problem == .tooLong, problem: reader.problem))
            }
        } catch {
            fatalError("reading a pipe failed: \(error)")
        }
        if reader.bytesRead != input.count { fatalError("read \(reader.bytesRead) of \(input.count) bytes") }
        return records
    }

    static func main() {
        Fuzzer.run { input in
            guard input.count > 0, input.count <= 4096 else { return }
            let quotes = input[0] & 1 == 0
            let body = UnsafeBufferPointer(rebasing: input[1...])
            let small = records(body, quotes: quotes, bufferSize: 16)
            let large = records(body, quotes: quotes, bufferSize: 1 << 20)
            if small != large { fatalError("the buffer size changed the records") }
            for record in small where !record.truncated {
                if record.fields.isEmpty { fatalError("a record without fields") }
                if !quotes && record.problem != nil { fatalError("a TSV record with a quoting problem") }
            }
        }
    }
}
