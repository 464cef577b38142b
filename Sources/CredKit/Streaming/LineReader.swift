#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads newline-separated records from a file descriptor without copying them into `String`s.
///
/// Lines end at LF; a CR just before the LF is dropped (CRLF input), and a last line without a
/// newline still counts. Memory stays at the buffer size (1 MiB) unless one line is longer, in which
/// case the buffer grows to hold it.
public final class LineReader {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    private let descriptor: Int32
    @exclusivity(unchecked) private var buffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var reachedEnd = false
    /// Bytes consumed from the descriptor so far (for progress reports).
    @exclusivity(unchecked) public private(set) var bytesRead = 0

    /// Creates a reader.
    /// - Parameters:
    ///   - descriptor: an open file descriptor; the reader does not close it.
    ///   - bufferSize: the initial buffer size.
    public init(descriptor: Int32, bufferSize: Int = 1 << 20) {
        self.descriptor = descriptor
        self.buffer = .allocate(byteCount: max(bufferSize, 16), alignment: 16)
    }

    deinit {
        buffer.deallocate()
    }

    /// Calls `body` with each line, in order, until the input ends.
    /// - Parameter body: receives the line's bytes, valid only during the call.
    /// - Throws: ``LineReaderError`` when reading fails, or whatever `body` throws.
    public func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        while try withNextLine(body) != nil {}
    }

    /// Calls `body` with the next line, for callers that must do other work (such as `await`)
    /// between lines.
    /// - Parameter body: receives the line's bytes, valid only during the call.
    /// - Returns: what `body` returned, or `nil` at the end of the input.
    /// - Throws: ``LineReaderError`` when reading fails, or whatever `body` throws.
    public func withNextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result? {
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if start < end, let newline = memchr(base + start, 0x0A, end - start) {
                let lineEnd = newline.assumingMemoryBound(to: UInt8.self) - base
                var contentEnd = lineEnd
                if contentEnd > start && base[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                let line = UnsafeBufferPointer(start: base + start, count: contentEnd - start)
                // The buffer only moves on the next refill, so the line stays valid during `body`.
                start = lineEnd + 1
                return try body(line)
            }
            if reachedEnd {
                guard start < end else { return nil }
                var contentEnd = end
                if base[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                let line = UnsafeBufferPointer(start: base + start, count: contentEnd - start)
                start = end
                return try body(line)
            }
            try refill()
        }
    }

    private func refill() throws {
        if start > 0 {
            let pending = end - start
            if pending > 0 {
                memmove(buffer.baseAddress!, buffer.baseAddress! + start, pending)
            }
            start = 0
            end = pending
        }
        if end == buffer.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
            buffer.deallocate()
            buffer = larger
        }
        while true {
            let count = read(descriptor, buffer.baseAddress! + end, buffer.count - end)
            if count > 0 {
                end += count
                bytesRead += count
                return
            }
            if count == 0 {
                reachedEnd = true
                return
            }
            if errno == EINTR { continue }
            throw LineReaderError(errno: errno)
        }
    }
}

/// A read failure, with the system's reason.
public struct LineReaderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value.
    public var errno: Int32
    public var description: String { String(cString: strerror(errno)) }
}
