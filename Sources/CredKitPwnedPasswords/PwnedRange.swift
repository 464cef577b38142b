// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import Foundation

/// One range of the Pwned Passwords API: the breached suffixes under a five-hex-digit prefix.
public struct PwnedRange: Sendable, Hashable {
    /// The range's first 20 bits.
    public let prefix: Int
    /// The entries with a count above 0 (padding dropped), sorted by digest.
    public let entries: [Entry]

    /// One breached hash and how often it was seen.
    public struct Entry: Sendable, Hashable {
        public var digest: SHA1Digest
        public var count: Int
    }

    /// Reads an answer: `SUFFIX:COUNT` lines (35 hex digits, any case), CRLF or LF.
    /// - Parameters:
    ///   - body: the answer's bytes.
    ///   - prefix: the range asked for.
    /// - Throws: `BreachedPasswordError` (`invalid-response`) naming the first bad line.
    public init(parsing body: Data, prefix: Int) throws(BreachedPasswordError) {
        self.prefix = prefix
        var entries: [Entry] = []
        var failure: BreachedPasswordError?
        let prefixHex = SHA1Digest.prefixHex(prefix)
        body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineNumber = 0
            var start = 0
            var hex = [UInt8](repeating: 0, count: 40)
            for (index, char) in prefixHex.utf8.enumerated() { hex[index] = char }
            while start < bytes.count && failure == nil {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                var lineEnd = end
                if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                lineNumber += 1
                defer { start = end + 1 }
                if lineEnd == start { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
                guard line.count > 36, line[35] == UInt8(ascii: ":") else {
                    failure = Self.lineError(prefixHex, lineNumber)
                    return
                }
                for index in 0..<35 { hex[5 + index] = line[index] }
                let digest = hex.withUnsafeBufferPointer { SHA1Digest.parseHex($0) }
                var count = 0
                var valid = line.count - 36 <= 18
                for index in 36..<line.count {
                    let digit = line[index] &- 0x30
                    if digit > 9 { valid = false }
                    count = count &* 10 &+ Int(digit)
                }
                guard let digest, valid else {
                    failure = Self.lineError(prefixHex, lineNumber)
                    return
                }
                if count > 0 { entries.append(Entry(digest: digest, count: count)) }
            }
        }
        if let failure { throw failure }
        entries.sort { ($0.digest.high, $0.digest.middle, $0.digest.low) < ($1.digest.high, $1.digest.middle, $1.digest.low) }
        self.entries = entries
    }

    private static func lineError(_ prefix: String, _ line: Int) -> BreachedPasswordError {
        BreachedPasswordError(.invalidResponse, .breachedReasonAnswerLine, ["prefix": prefix, "line": String(line)])
    }

    /// How often `digest` was seen (0: not in the range).
    /// - Parameter digest: a SHA-1 whose prefix is this range's.
    /// - Returns: the count.
    public func count(of digest: SHA1Digest) -> Int {
        var low = 0
        var high = entries.count
        let key = (digest.high, digest.middle, digest.low)
        while low < high {
            let middle = (low + high) / 2
            let entry = entries[middle].digest
            if (entry.high, entry.middle, entry.low) < key { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].digest == digest ? entries[low].count : 0
    }
}
