// SPDX-License-Identifier: Apache-2.0
/// Collects output bytes and writes them to a file descriptor in large blocks.
///
/// A raw growable buffer: appends are a bounds check and a `memcpy`, which matters when a record is a
/// dozen small pieces and there are millions of records.
public final class OutputBuffer {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    // The appends are `@inlinable` (so their state is `@usableFromInline`): the record encoders live
    // in other modules, and a call per small piece would cost more than the piece.
    /// Where ``flush()`` writes.
    public let descriptor: Int32
    @usableFromInline let flushThreshold: Int
    @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<UInt8>
    @usableFromInline @exclusivity(unchecked) var capacity: Int
    @usableFromInline @exclusivity(unchecked) var pending = 0

    /// The number of bytes not yet written.
    @inlinable public var count: Int { pending }

    /// Creates a buffer.
    /// - Parameters:
    ///   - descriptor: where ``flush()`` writes; the buffer does not close it.
    ///   - flushThreshold: ``flushIfNeeded()`` writes once this many bytes are pending.
    public init(descriptor: Int32, flushThreshold: Int = 1 << 16) {
        self.descriptor = descriptor
        self.flushThreshold = flushThreshold
        capacity = flushThreshold + 4096
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// A copy of the bytes not yet written.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: pending)) }

    @inlinable @inline(__always)
    func reserve(_ extra: Int) {
        if pending + extra > capacity { grow(to: pending + extra) }
    }

    @usableFromInline
    func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: storage, count: pending)
        storage.deallocate()
        storage = larger
        capacity = newCapacity
    }

    /// Appends raw bytes.
    @inlinable @inline(__always)
    public func append(_ other: [UInt8]) {
        other.withUnsafeBufferPointer { append($0) }
    }

    /// Appends raw bytes.
    @inlinable @inline(__always)
    public func append(_ other: UnsafeBufferPointer<UInt8>) {
        guard let base = other.baseAddress, other.count > 0 else { return }
        reserve(other.count)
        (storage + pending).update(from: base, count: other.count)
        pending += other.count
    }

    /// Appends a string's UTF-8.
    @inlinable
    public func append(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends a literal's UTF-8.
    package func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public func append(byte: UInt8) {
        reserve(1)
        storage[pending] = byte
        pending += 1
    }

    /// Appends an integer in decimal.
    @inlinable @inline(__always)
    public func append(decimal value: Int) {
        reserve(21)
        if value < 0 {
            storage[pending] = UInt8(ascii: "-")
            pending += 1
        }
        var remaining = value.magnitude
        var digits = 1
        var probe = remaining
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var position = pending + digits - 1
        repeat {
            storage[position] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
            remaining /= 10
            position -= 1
        } while remaining > 0
        pending += digits
    }

    /// Appends `text` escaped for use inside a JSON string, without quotes.
    /// - Parameter text: valid UTF-8.
    public func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress else { return }
        reserve(text.count * 6)  // the worst case: every byte a \u00XX escape
        let storage = self.storage
        var out = pending
        var index = 0
        // Eight bytes at a time while none needs escaping: the usual case for whole records.
        while index + 8 <= text.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if JSONEscaping.needsEscape(word) { break }
            UnsafeMutableRawPointer(storage + out).storeBytes(of: word, as: UInt64.self)
            out += 8
            index += 8
        }
        while index < text.count {
            let byte = base[index]
            index += 1
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                storage[out] = byte
                out += 1
                continue
            }
            storage[out] = UInt8(ascii: "\\")
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                storage[out + 1] = byte
                out += 2
            case 0x0A: storage[out + 1] = UInt8(ascii: "n"); out += 2
            case 0x0D: storage[out + 1] = UInt8(ascii: "r"); out += 2
            case 0x09: storage[out + 1] = UInt8(ascii: "t"); out += 2
            case 0x08: storage[out + 1] = UInt8(ascii: "b"); out += 2
            case 0x0C: storage[out + 1] = UInt8(ascii: "f"); out += 2
            default:
                storage[out + 1] = UInt8(ascii: "u")
                storage[out + 2] = 0x30
                storage[out + 3] = 0x30
                storage[out + 4] = JSONEscaping.hexDigits[Int(byte >> 4)]
                storage[out + 5] = JSONEscaping.hexDigits[Int(byte & 0xF)]
                out += 6
            }
        }
        pending = out
    }

    /// Appends bytes, lower-casing ASCII `A`–`Z` from offset `lowercasingFrom` on.
    package func appendLowercasingASCII(_ text: UnsafeBufferPointer<UInt8>, from lowercasingFrom: Int) {
        guard let base = text.baseAddress, !text.isEmpty else { return }
        reserve(text.count)
        let target = storage + pending
        var index = min(max(lowercasingFrom, 0), text.count)
        target.update(from: base, count: index)
        while index + 8 <= text.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(target + index).storeBytes(of: JSONEscaping.lowercasedASCII(word), as: UInt64.self)
            index += 8
        }
        while index < text.count {
            let byte = base[index]
            target[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            index += 1
        }
        pending += text.count
    }

    /// Calls `body` with the pending bytes, which stay valid only during the call.
    package func withPendingBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage, count: pending))
    }

    /// Appends `text` as a JSON string literal, quotes included (RFC 8259 escaping).
    /// - Parameter text: valid UTF-8.
    @inlinable
    public func append(jsonString text: UnsafeBufferPointer<UInt8>) {
        append(byte: UInt8(ascii: "\""))
        appendEscaped(text)
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends `text` as a JSON string literal, quotes included.
    @inlinable
    public func append(jsonString text: String) {
        var text = text
        text.withUTF8 { append(jsonString: $0) }
    }

    /// Writes pending bytes when there are more than the threshold.
    /// - Throws: ``LineReaderError`` with the system's reason when writing fails.
    @inlinable @inline(__always)
    public func flushIfNeeded() throws {
        if pending >= flushThreshold { try flush() }
    }

    /// Drops pending bytes without writing them (benchmarks measure encoding alone this way).
    public func discard() {
        pending = 0
    }

    /// Writes all pending bytes.
    /// - Throws: ``LineReaderError`` with the system's reason when writing fails.
    public func flush() throws {
        var offset = 0
        while offset < pending {
            let written = write(descriptor, storage + offset, pending - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw LineReaderError(errno: errno)
            }
            offset += written
        }
        pending = 0
    }
}

/// JSON string escaping over UTF-8 bytes.
public enum JSONEscaping {
    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The eight bytes in `word` with `A`–`Z` lower-cased and every other byte unchanged (SWAR).
    @inline(__always)
    static func lowercasedASCII(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let heptets = word & ~highs
        let aboveZ = heptets &+ ones &* (0x7F - 0x5A)  // high bit set where the byte > 'Z'
        let atLeastA = heptets &+ ones &* (0x80 - 0x41)  // high bit set where the byte >= 'A'
        let upper = (atLeastA ^ aboveZ) & ~word & highs
        return word | (upper >> 2)
    }

    /// Whether any of the eight bytes in `word` is a control character, `"` or `\\` (SWAR: a byte
    /// test sets the high bit of each matching byte; bytes ≥ 0x80 never match).
    @inline(__always)
    static func needsEscape(_ word: UInt64) -> Bool {
        escapeMask(word) != 0
    }

    /// The high bit of each byte of `word` that may be a control character, `"` or `\\`. The
    /// lowest set bit is exact (a subtraction's borrow only carries upwards, so bytes above a match
    /// may be flagged falsely, never below one): `trailingZeroBitCount / 8` is the first such byte
    /// of a little-endian word.
    @inline(__always)
    static func escapeMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let below = (word &- ones &* 0x20) & ~word
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        return (below | hasQuote | hasBackslash) & highs
    }

    /// Appends `text` escaped for use inside a JSON string (without quotes).
    /// - Parameters:
    ///   - text: valid UTF-8.
    ///   - output: where to append.
    public static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in 0..<text.count {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if index > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index])) }
            runStart = index + 1
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            default:
                output.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
            }
        }
        if text.count > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...])) }
    }

    /// `text` as a JSON string literal, quotes included.
    /// - Parameter text: any string.
    /// - Returns: the literal's UTF-8 bytes.
    public static func literal(_ text: String) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "\"")]
        var text = text
        text.withUTF8 { appendEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
        return output
    }
}
