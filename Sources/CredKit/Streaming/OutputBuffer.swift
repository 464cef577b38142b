#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects output bytes and writes them to a file descriptor in large blocks.
public final class OutputBuffer {
    private let descriptor: Int32
    private let flushThreshold: Int
    /// The bytes not yet written.
    public private(set) var bytes: [UInt8] = []

    /// Creates a buffer.
    /// - Parameters:
    ///   - descriptor: where ``flush()`` writes; the buffer does not close it.
    ///   - flushThreshold: ``flushIfNeeded()`` writes once this many bytes are pending.
    public init(descriptor: Int32, flushThreshold: Int = 1 << 16) {
        self.descriptor = descriptor
        self.flushThreshold = flushThreshold
        bytes.reserveCapacity(flushThreshold + 4096)
    }

    /// Appends raw bytes.
    @inline(__always)
    public func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// Appends raw bytes.
    @inline(__always)
    public func append(_ other: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Appends a string's UTF-8.
    public func append(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// Appends one byte.
    @inline(__always)
    public func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a non-negative integer in decimal.
    @inline(__always)
    public func append(decimal value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var remaining = value.magnitude
        withUnsafeMutableBytes(of: &digits) { storage in
            while remaining > 0 {
                storage[19 - count] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
                remaining /= 10
                count += 1
            }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: storage[(20 - count)...]))
        }
    }

    /// Appends `text` escaped for use inside a JSON string, without quotes.
    /// - Parameter text: valid UTF-8.
    public func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        JSONEscaping.appendEscaped(text, to: &bytes)
    }

    /// Appends `text` as a JSON string literal, quotes included (RFC 8259 escaping).
    /// - Parameter text: valid UTF-8.
    public func append(jsonString text: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        JSONEscaping.appendEscaped(text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a JSON string literal, quotes included.
    public func append(jsonString text: String) {
        var text = text
        text.withUTF8 { append(jsonString: $0) }
    }

    /// Writes pending bytes when there are more than the threshold.
    /// - Throws: ``LineReaderError`` with the system's reason when writing fails.
    @inline(__always)
    public func flushIfNeeded() throws {
        if bytes.count >= flushThreshold { try flush() }
    }

    /// Drops pending bytes without writing them (benchmarks measure encoding alone this way).
    public func discard() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes all pending bytes.
    /// - Throws: ``LineReaderError`` with the system's reason when writing fails.
    public func flush() throws {
        var offset = 0
        try bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw LineReaderError(errno: errno)
                }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}

/// JSON string escaping over UTF-8 bytes.
public enum JSONEscaping {
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
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
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
